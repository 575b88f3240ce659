/** docs/methods/yogas.md lists every rule of the catalogue with its source. */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { yogaCatalogue } from '../../src/jyotish/yogas/index.ts';

it('records every yoga rule id and every cancellation rule id in docs/methods/yogas.md', () => {
  const doc = readFileSync(new URL('../../docs/methods/yogas.md', import.meta.url), 'utf8');
  const missing = yogaCatalogue.flatMap((y) => [y.ruleId, ...(y.cancellations ?? []).map((c) => c.ruleId)]).filter((id) => !doc.includes(`\`${id}\``));
  assert.deepEqual(missing, []);
});
