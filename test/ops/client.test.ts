/**
 * The typed client (clients/typescript) generated from this service's OpenAPI document: fields
 * with defaults stay optional, every path is typed, and the client with the README's example
 * type-checks. (Its calls against a running service are in clients/typescript/test, run by CI.)
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from '../helpers/app.ts';
import { generateTypes } from '../../clients/typescript/scripts/generate.ts';

const client = fileURLToPath(new URL('../../clients/typescript/', import.meta.url));

it('generates client types with optional defaulted fields and every path, and the README example type-checks', async (t) => {
  const { app } = await build(t);
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const source = await generateTypes(doc);
  const panchang = source.slice(source.indexOf('PanchangRequest: {'), source.indexOf('PanchangRequest: {') + 3000);
  assert.match(panchang, /\bayanamsha\?: "lahiri"/, 'a field with a default is optional');
  assert.match(panchang, /\blocalDate: string;/, 'a required field stays required');
  for (const path of Object.keys(doc.paths)) assert.ok(source.includes(`"${path}": {`), `path ${path} is typed`);

  // The build output the client's own scripts write (git-ignored), then the compiler over
  // the client, its tests and the README example.
  writeFileSync(`${client}src/schema.ts`, source);
  const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
  const r = spawnSync(process.execPath, [tsc, '-p', `${client}tsconfig.check.json`], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});
