/**
 * Property: every natal endpoint answers any birth moment in the contract's range — including
 * the first and last days, polar latitudes, DST gaps and every option — with 200 or 422, and
 * never with 500 or 503.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { build, postJson } from '../helpers/app.ts';
import { calculations } from '../../src/calculations/registry.ts';

const natalPaths = calculations
  .filter((c) => 'localDate' in ((c.request as { properties?: object }).properties ?? {}))
  .map((c) => c.paths.v2);

const pad = (n: number) => String(n).padStart(2, '0');
const dateArb = fc.oneof(
  fc.record({ y: fc.integer({ min: 1800, max: 2399 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) }),
  fc.constantFrom({ y: 1800, m: 1, d: 1 }, { y: 1800, m: 1, d: 2 }, { y: 2399, m: 12, d: 31 }, { y: 2399, m: 12, d: 30 }, { y: 2024, m: 2, d: 29 }),
).map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);

const bodyArb = fc.record({
  localDate: dateArb,
  localTime: fc.record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) }).map(({ h, m }) => `${pad(h)}:${pad(m)}:00`),
  timezone: fc.constantFrom('Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Sydney', 'UTC', 'Pacific/Kiritimati', 'Etc/GMT+12', 'Arctic/Longyearbyen'),
  latitude: fc.oneof(fc.double({ min: -89.99, max: 89.99, noNaN: true }), fc.constantFrom(78.2, -77.8, 66.6, 0)),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  ayanamsha: fc.constantFrom('lahiri', 'raman', 'krishnamurti', 'true-chitra', 'fagan-bradley', 'true-pushya'),
});

it('never answers a birth moment with 500 or 503 on any natal endpoint', async (t) => {
  const { app } = await build(t);
  assert.ok(natalPaths.length >= 6, `natal endpoints: ${natalPaths.join(', ')}`);
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...natalPaths), bodyArb, async (path, body) => {
      const r = await postJson(app, path, body);
      if (r.statusCode !== 200 && r.statusCode !== 422) {
        throw new Error(`${path} ${JSON.stringify(body)} → ${r.statusCode} ${r.body.slice(0, 200)}`);
      }
    }),
    { numRuns: 150 },
  );
});
