/**
 * Issue 18 adds only opt-in fields to kundli-advanced: a request that sets none of them must
 * get the very bytes it got before. The SHA-256 of each raw body (request id blanked) was
 * recorded at commit cb1a763, before any issue-18 change, by
 * scripts/dashas-more/snapshot-kundli-advanced.ts (a compatibility snapshot, not an accuracy
 * reference: the numbers themselves are checked against outside values elsewhere).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { build, postJson } from '../helpers/app.ts';
import { blankRequestId } from '../../scripts/dashas-more/snapshot-kundli-advanced.ts';

const snapshot = JSON.parse(readFileSync(new URL('../golden/dashas-more/kundli-advanced-before-issue-18.json', import.meta.url), 'utf8')) as {
  meta: { requests: Record<string, Record<string, unknown>> };
  bodies: Record<string, { sha256: string; bytes: number }>;
};

describe('kundli-advanced without the issue-18 options', () => {
  for (const [name, request] of Object.entries(snapshot.meta.requests)) {
    it(`answers the ${name} request byte for byte as before issue 18`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, '/v2/calculations/kundli-advanced', request);
      assert.equal(r.statusCode, 200);
      const text = blankRequestId(r.payload);
      assert.equal(Buffer.byteLength(text), snapshot.bodies[name].bytes, 'same size');
      assert.equal(createHash('sha256').update(text).digest('hex'), snapshot.bodies[name].sha256, 'same bytes');
    });
  }
});
