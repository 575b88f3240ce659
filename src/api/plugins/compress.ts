/**
 * Response compression (`@fastify/compress`): gzip and brotli for JSON and text bodies of
 * 1 KiB or more, when the client asks for them (Accept-Encoding). Brotli runs at quality 4
 * and gzip at level 6: a kundli-advanced envelope of 447 KB shrinks to 47 KB for 10–15 ms of
 * CPU, which pays off on any link slower than ~200 Mbit/s (bench/RESULTS.md, "Operations").
 * Request bodies are not decompressed: bodies are small, and a compressed body could expand
 * far beyond the body limit's intent.
 */
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Bodies smaller than this go out as they are: compressing them saves no round trip. */
export const compressionThresholdBytes = 1024;

/** The options, shared with the benchmark so it measures what the service does. */
export const compressionOptions = {
  global: true,
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: compressionThresholdBytes,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};

/** Registers compression for every route registered after it (register it before the routes). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, compressionOptions as Parameters<typeof compress>[1]);
}
