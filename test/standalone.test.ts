/**
 * The repository stands alone: `npm test` on a fresh clone must pass without `../shared`
 * beside it. Reference values live in `test/golden/`; only `.ci/run`'s contract step may read
 * `../shared`. This test fails if a test, script, benchmark or source file reaches outside.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const folders = ['src', 'test', 'scripts', 'bench'];
const codeFile = /\.(ts|mts|mjs|js|py|sh)$/;

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'golden') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else if (codeFile.test(name)) out.push(p);
  }
  return out;
}

it('reads no file of ../shared at run time (reference values are copied into test/golden)', () => {
  // A path to the shared folder built for reading: a string literal, a URL or path.join parts.
  const reaching = /(readFileSync|new URL|path\.join|join|resolve|open)\([^)\n]*(\.\.\/shared\/|'shared',\s*'reference')/;
  const offenders = folders.flatMap((f) => files(join(root, f))).filter((file) => {
    if (file === fileURLToPath(import.meta.url)) return false;
    return reaching.test(readFileSync(file, 'utf8'));
  });
  assert.deepEqual(offenders.map((f) => relative(root, f)), []);
});
