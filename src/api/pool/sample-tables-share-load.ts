/**
 * The main thread's part of sharing the sample tables that needs the ephemeris (the key, the
 * spot check): imported by server.ts after listening, not before the workers start
 * (sample-tables-share.ts).
 */
import { open } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { sampleTablesHeaderProblem, spotCheckSampleTables } from '../../astro/sample-tables-check.ts';
import { viewSampleTables } from '../../astro/sample-tables-format.ts';
import { currentSampleTablesKeyAsync } from '../../astro/sample-tables-key.ts';
import { ephemerisIntegrityProblem } from '../../astro/swe.ts';
import { openedSampleTables, sampleTablesState } from './sample-tables-share.ts';

/** Bytes read (and hashed) per slice: ~4 ms of hashing on the main thread between awaits. */
const sliceBytes = 4 << 20;

/**
 * Checks the key of the opened file against this process's, reads its payload into the shared
 * memory (in the thread pool, slice by slice), checks its SHA-256 and a few rows against fresh
 * calls (sample-tables-check.ts), then marks the tables ready for every thread — or refused,
 * with the reason. Resolves, never rejects.
 */
export async function loadSharedSampleTables(): Promise<{ bytes: number; ms: number } | { problem: string }> {
  const started = performance.now();
  const shared = openedSampleTables();
  if (shared === null) return { problem: 'no sample table file was opened' };
  const refuse = (problem: string) => {
    Atomics.store(shared.state, 0, sampleTablesState.refused);
    return { problem };
  };
  try {
    const integrity = ephemerisIntegrityProblem();
    if (integrity !== null) return refuse(`the ephemeris files failed their check (${integrity})`);
    const problem = sampleTablesHeaderProblem(shared.header, await currentSampleTablesKeyAsync());
    if (problem !== null) return refuse(problem);
    const file = await open(shared.path, 'r');
    const payload = new Uint8Array(shared.payload);
    const hash = createHash('sha256');
    try {
      if ((await file.stat()).size !== shared.payloadOffset + payload.byteLength) return refuse(`${shared.path} is not the size its header says`);
      for (let at = 0; at < payload.byteLength;) {
        const { bytesRead } = await file.read(payload, at, Math.min(sliceBytes, payload.byteLength - at), shared.payloadOffset + at);
        if (bytesRead === 0) return refuse(`${shared.path} ends early`);
        hash.update(payload.subarray(at, at + bytesRead));
        at += bytesRead;
      }
    } finally {
      await file.close();
    }
    if (hash.digest('hex') !== shared.header.payloadSha256) return refuse(`${shared.path} is damaged (payload SHA-256 differs)`);
    // The same code and addon as the workers': a few rows against fresh calls here stand for every thread.
    const spot = spotCheckSampleTables(viewSampleTables(shared.payload, 0, shared.header));
    if (spot !== null) return refuse(spot);
    Atomics.store(shared.state, 0, sampleTablesState.ready);
    return { bytes: payload.byteLength, ms: performance.now() - started };
  } catch (err) {
    return refuse(err instanceof Error ? err.message : String(err));
  }
}
