/**
 * Writes the binary form of the place index (src/geo/binary-index.ts) from the JSON artifact:
 * run by the build (`scripts/bundle.mjs`, `npm run build`) into dist/geo/places.bin, so a
 * server reads typed arrays instead of parsing 11 MB of JSON at start-up (issue 20).
 *
 *   npx tsx scripts/geo/write-binary-index.ts [source=data/geo/places.json.gz] [target=dist/geo/places.bin]
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { encodePlaceIndex } from '../../src/geo/binary-index.ts';
import { DEFAULT_PLACE_INDEX_BINARY_PATH, DEFAULT_PLACE_INDEX_PATH, loadPlaceIndex } from '../../src/geo/place-index.ts';

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Loads the JSON artifact at `source` and writes its binary form to `target` (through a
 * temporary file, so a reader never sees half a file). Returns the bytes written.
 * @throws Error if the artifact cannot be loaded (see loadPlaceIndex) or the file written
 */
export function writeBinaryPlaceIndex(options: { source: string; target: string }): number {
  const index = loadPlaceIndex({ path: options.source });
  const sourceBytes = readFileSync(options.source);
  const bytes = encodePlaceIndex(index, { sha256: sha256Hex(sourceBytes), bytes: sourceBytes.length }, sha256Hex);
  mkdirSync(dirname(options.target), { recursive: true });
  const temporary = `${options.target}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, options.target);
  return bytes.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const source = process.argv[2] ?? DEFAULT_PLACE_INDEX_PATH;
  const target = process.argv[3] ?? DEFAULT_PLACE_INDEX_BINARY_PATH;
  const bytes = writeBinaryPlaceIndex({ source, target });
  console.log(`${target}: ${bytes} bytes`);
}
