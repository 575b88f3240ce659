/**
 * README's generated tables (endpoints, configuration, error codes) match the registry, the
 * configuration table and the error catalogue; `npm run readme` regenerates them.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readmePath, renderReadme } from '../../scripts/readme-sections.ts';

it('keeps the README endpoint list, configuration table and error codes in step with the code', () => {
  const text = readFileSync(readmePath, 'utf8');
  assert.equal(text, renderReadme(text), 'README.md is stale: run `npm run readme`');
});

it('gives the two quick-start commands', () => {
  const text = readFileSync(readmePath, 'utf8');
  assert.match(text, /npm ci && npm start/);
  assert.match(text, /npm test/);
});
