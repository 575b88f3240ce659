/**
 * `npm start` runs the compiled `dist/`, where every module is `.js`: a worker entry named by a
 * literal `.ts` URL exists only in the source tree, and the first task sent to it kills the
 * service (it did, for the PDF pool). Worker entries take their extension from the module
 * that names them.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

it('names no module by a literal .ts URL, which the compiled service would not find', () => {
  const offenders = files(src).filter((f) => /new URL\(\s*['"`]\.{1,2}\/[^'"`$]*\.ts['"`]/.test(readFileSync(f, 'utf8')));
  assert.deepEqual(offenders, []);
});
