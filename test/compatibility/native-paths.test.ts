/**
 * Every native path the compatibility manifest names exists in the published result schema
 * of its endpoint, and every endpoint it names is served by the calculation registry.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { calculations } from '../../src/calculations/registry.ts';
import { compatibilityManifest } from '../../src/api/documents/compatibility/manifest.ts';

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };

/** The sub-schemas a dotted path (`a.b[].c`) reaches in a JSON schema; empty when it does not exist. */
function resolve(schema: Schema, path: string): Schema[] {
  let current: Schema[] = [schema];
  for (const raw of path.split('.')) {
    const isList = raw.endsWith('[]');
    const key = isList ? raw.slice(0, -2) : raw;
    const expand = (s: Schema): Schema[] => (s.anyOf ? s.anyOf.flatMap(expand) : [s]);
    current = current.flatMap(expand).flatMap((s) => (s.properties && key in s.properties ? [s.properties[key]] : []));
    if (isList) current = current.flatMap(expand).flatMap((s) => (s.items ? [s.items] : []));
  }
  return current;
}

describe('native paths of the compatibility manifest', () => {
  it('exist in the result schema of every registered endpoint they name', (t) => {
    const m = compatibilityManifest('test');
    const byPath = new Map(calculations.map((c) => [c.paths.v2, c.result as Schema]));
    let checked = 0;
    for (const n of m.nativeFieldMappings) {
      const schema = byPath.get(n.nativeEndpoint);
      assert.ok(schema, `${n.nativeEndpoint} (named for ${n.resource}) is not served by the calculation registry`);
      for (const f of n.fieldMappings) {
        for (const p of f.nativePaths) {
          assert.ok(resolve(schema, p.replace(/^result\./, '')).length > 0, `${n.nativeEndpoint} has no ${p} (${n.resource}:${f.legacyPath})`);
          checked++;
        }
      }
    }
    t.diagnostic(`${checked} native paths checked against registered result schemas`);
    // The loop must have examined every path the manifest names, and there must be some.
    const named = m.nativeFieldMappings.flatMap((n) => n.fieldMappings.flatMap((f) => f.nativePaths)).length;
    assert.equal(checked, named);
    assert.ok(m.nativeFieldMappings.length >= 10, `${m.nativeFieldMappings.length} resources mapped`);
    assert.ok(checked >= 50, `${checked} native paths`);
  });

  it('resolves paths through objects, lists and nullable unions', () => {
    const schema: Schema = {
      type: 'object',
      properties: {
        a: { type: 'array', items: { type: 'object', properties: { b: { type: 'string' } } } },
        v: { anyOf: [{ type: 'object', properties: { r: { type: 'integer' } } }, { type: 'null' }] },
      },
    };
    assert.equal(resolve(schema, 'a[].b').length, 1);
    assert.equal(resolve(schema, 'v.r').length, 1);
    assert.equal(resolve(schema, 'a[].c').length, 0);
    assert.equal(resolve(schema, 'x').length, 0);
  });
});
