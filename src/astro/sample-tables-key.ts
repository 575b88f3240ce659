/**
 * What the values of the sample tables (sample-tables.ts) depend on, so a file made for
 * anything else is refused: the sky they hold, the ephemeris files (their SHA-256 from
 * `SHA256SUMS`, which `initEphemeris` checks the files against), the Swiss Ephemeris binding
 * (package version, library version and the SHA-256 of the compiled addon: another compiler
 * or CPU architecture may round differently), the JavaScript engine (the new-moon estimate
 * uses Math.sin) and the source files of the code that computed them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseChecksums, checksumFileName } from './ephemeris-integrity.ts';
import { ephemerisFiles, ephemerisPath, libraryVersion } from './swe.ts';
import { tabulatedSky } from './sample-tables.ts';

/** Bumped when the layout or the meaning of a table changes. */
export const sampleTablesFormatVersion = 1;

export interface SampleTablesKey {
  format: number;
  sky: { ayanamsha: string; positions: string };
  /** SHA-256 of each ephemeris file, as listed in SHA256SUMS. */
  ephemeris: Record<string, string>;
  sweph: { package: string; library: string; addonSha256: string };
  runtime: { v8: string; arch: string; endianness: 'LE' | 'BE' };
}

/** The repository root (src/astro/… and dist/astro/… both sit two levels below it). */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const require = createRequire(import.meta.url);
const swephDirectory = (): string => dirname(require.resolve('sweph'));

/** The files the key reads: SHA256SUMS, sweph's package.json, its addon. */
function keyInputs(): { sums: string; swephPackage: string; addon: string } {
  const dir = swephDirectory();
  return { sums: join(ephemerisPath, checksumFileName), swephPackage: join(dir, 'package.json'), addon: join(dir, 'build', 'Release', 'sweph.node') };
}

const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

function keyFrom(sums: string, swephPackage: string, addon: Uint8Array): SampleTablesKey {
  const listed = parseChecksums(sums);
  const ephemeris: Record<string, string> = {};
  for (const name of ephemerisFiles) ephemeris[name] = listed.get(name) ?? 'missing';
  return {
    format: sampleTablesFormatVersion,
    sky: { ...tabulatedSky },
    ephemeris,
    sweph: { package: (JSON.parse(swephPackage) as { version: string }).version, library: libraryVersion(), addonSha256: sha256Hex(addon) },
    runtime: { v8: process.versions.v8, arch: process.arch, endianness: new Uint8Array(Uint16Array.of(1).buffer)[0] === 1 ? 'LE' : 'BE' },
  };
}

/**
 * The key of tables this process could use (reads ~1 MB: the addon).
 * @throws Error when a file cannot be read
 */
export function currentSampleTablesKey(): SampleTablesKey {
  const f = keyInputs();
  return keyFrom(readFileSync(f.sums, 'utf8'), readFileSync(f.swephPackage, 'utf8'), readFileSync(f.addon));
}

/** {@link currentSampleTablesKey}, reading the files in the thread pool. */
export async function currentSampleTablesKeyAsync(): Promise<SampleTablesKey> {
  const f = keyInputs();
  const [sums, swephPackage, addon] = await Promise.all([readFile(f.sums, 'utf8'), readFile(f.swephPackage, 'utf8'), readFile(f.addon)]);
  return keyFrom(sums, swephPackage, addon);
}

/**
 * The first difference between a file's key and this process's, as a sentence naming the
 * field (`sweph.addonSha256 differs`), or null when they are the same.
 */
export function sampleTablesKeyProblem(found: unknown, expected: SampleTablesKey): string | null {
  const walk = (a: unknown, b: unknown, path: string): string | null => {
    if (b !== null && typeof b === 'object') {
      if (a === null || typeof a !== 'object') return `${path} is missing`;
      for (const [k, v] of Object.entries(b)) {
        const p = walk((a as Record<string, unknown>)[k], v, path ? `${path}.${k}` : k);
        if (p !== null) return p;
      }
      return null;
    }
    return a === b ? null : `${path} differs (made for ${String(a)}, this process has ${String(b)})`;
  };
  return walk(found, expected, '');
}

/**
 * SHA-256 over the source files that computed the values (paths relative to the repository
 * root, in order, each with its path), or null when one of them is not there (a deployment
 * without sources: the spot check of sample-tables-check.ts still compares values).
 */
export function sourcesSha256(files: readonly string[]): string | null {
  const hash = createHash('sha256');
  for (const file of files) {
    let text: Buffer;
    try {
      text = readFileSync(join(repositoryRoot, file));
    } catch {
      return null;
    }
    hash.update(file).update('\0').update(text).update('\0');
  }
  return hash.digest('hex');
}
