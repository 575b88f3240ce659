/**
 * Integrity of the Swiss Ephemeris files: their SHA-256 against the hashes committed beside
 * them (`SHA256SUMS`, the format of `sha256sum`). The library opens whatever file it finds:
 * a truncated or corrupted `semo_18.se1` still answers, with the Moon tens of arcseconds off,
 * and a missing one makes it fall back to the Moshier theory. A file that does not match
 * its hash is treated as no file at all: every calculation that needs the ephemeris answers
 * 503 EPHEMERIS_UNAVAILABLE and readiness fails.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Name of the hash list in the ephemeris directory. */
export const checksumFileName = 'SHA256SUMS';

export interface IntegrityReport {
  /** null when every file is present and matches; otherwise what is wrong (file names only). */
  problem: string | null;
  /** Files checked against their hash. */
  checked: string[];
}

/** Parses `sha256sum` output: `<64 hex>  <name>` (or `<hex> *<name>`) per line. */
export function parseChecksums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const m = /^([0-9a-fA-F]{64}) [ *](.+)$/.exec(line.trim());
    if (m) sums.set(m[2].trim(), m[1].toLowerCase());
  }
  return sums;
}

/** SHA-256 of a file, lowercase hex. Throws if it cannot be read. */
export function sha256OfFile(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/**
 * Checks each of `files` in `directory` against `SHA256SUMS` there. About 2 MB are hashed
 * (a few milliseconds). Never throws: problems are reported.
 */
export function verifyEphemerisFiles(directory: string, files: readonly string[]): IntegrityReport {
  const sumsPath = resolve(directory, checksumFileName);
  if (!existsSync(sumsPath)) return { problem: `no ${checksumFileName} beside the ephemeris files`, checked: [] };
  const sums = parseChecksums(readFileSync(sumsPath, 'utf8'));
  const problems: string[] = [];
  const checked: string[] = [];
  for (const name of files) {
    const expected = sums.get(name);
    const path = resolve(directory, name);
    if (!expected) problems.push(`${name} has no hash in ${checksumFileName}`);
    else if (!existsSync(path)) problems.push(`${name} is missing`);
    else {
      let actual: string;
      try {
        actual = sha256OfFile(path);
      } catch {
        problems.push(`${name} cannot be read`);
        continue;
      }
      if (actual !== expected) problems.push(`${name} does not match its SHA-256`);
      else checked.push(name);
    }
  }
  return { problem: problems.length ? problems.join('; ') : null, checked };
}
