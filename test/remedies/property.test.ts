/**
 * Properties over random valid births (1800–2399, any latitude and longitude, fixed offsets and
 * IANA zones, every ayanamsha, node, position, house system and dasha year), with and without
 * a reference date: always 200, reviewRequired and reviewOnly always true, three rows per list
 * whose planets are the lords the chart names, no weight unit anywhere; and a broken
 * reference date or an extra field is always a 422 naming it, never a 500.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { build, postJson } from '../helpers/app.ts';

const path = '/v2/calculations/rudraksha-gemstone-guidance';
const runs = 120;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const monthLength = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

const date = (minYear: number) =>
  fc.record({ y: fc.integer({ min: minYear, max: 2399 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
    .map(({ y, m, d }) => `${pad(y, 4)}-${pad(m)}-${pad(Math.min(d, monthLength(y, m)))}`);

const offset = fc.integer({ min: -12 * 4, max: 14 * 4 }).map((q) => {
  const minutes = Math.abs(q) * 15;
  return `${q < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

const frame = fc.oneof(
  offset.map((utcOffset) => ({ timezone: 'UTC', utcOffset })),
  fc.constantFrom('Asia/Kolkata', 'Asia/Calcutta', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'UTC').map((timezone) => ({ timezone })),
);

const validBirth = fc.record({
  localDate: date(1800),
  localTime: fc.record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }), s: fc.integer({ min: 0, max: 59 }) })
    .map(({ h, m, s }) => `${pad(h)}:${pad(m)}:${pad(s)}`),
  frame,
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  ayanamsha: fc.constantFrom('lahiri', 'raman', 'krishnamurti', 'true-chitra', 'yukteshwar', 'fagan-bradley'),
  nodeType: fc.constantFrom('mean', 'true'),
  positions: fc.constantFrom('apparent', 'true-geometric'),
  houseSystem: fc.constantFrom('sripati', 'placidus', 'equal', 'whole-sign', 'porphyry', 'koch'),
  dashaYearDays: fc.constantFrom(365.25, 365.256364, 360),
  referenceOffsetDays: fc.option(fc.integer({ min: 0, max: 200 * 366 }), { nil: undefined }),
}).map(({ frame: f, referenceOffsetDays, ...b }) => {
  const body: Record<string, unknown> = { ...b, ...f };
  if (referenceOffsetDays !== undefined) {
    const ref = new Date(Date.parse(`${b.localDate}T00:00:00Z`) + referenceOffsetDays * 86_400_000).toISOString().slice(0, 10);
    if (ref <= '2399-12-31') body.referenceDate = ref;
  }
  return body;
});

/**
 * The refusals a valid-looking birth may meet: a local time in a daylight-saving gap; a
 * Placidus or Koch house system inside a polar circle (422 naming /houseSystem); a moment at
 * the very ends of the served range that falls outside the ephemeris files in UT (422 naming
 * /localDate, test/api/range-edges.test.ts).
 */
function legitimateRefusal(body: Record<string, unknown>, e: { code: string; details: { path: string }[] }): boolean {
  if (e.code === 'LOCAL_TIME_NONEXISTENT') return true;
  if (e.code !== 'OUT_OF_RANGE') return false;
  const date = body.localDate as string;
  if (e.details[0]?.path === '/localDate') return date < '1800-01-03' || date > '2399-12-29';
  return e.details[0]?.path === '/houseSystem' && ['placidus', 'koch'].includes(body.houseSystem as string) && Math.abs(body.latitude as number) > 66;
}

const lordOfSign = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'];

describe('rudraksha-gemstone-guidance over random valid births', () => {
  it('always answers 200 (or a legitimate 422: daylight-saving gap, polar Placidus/Koch, range edge) with reviewRequired true and the three lords', async (t) => {
    const { app } = await build(t);
    await fc.assert(
      fc.asyncProperty(validBirth, async (body) => {
        const res = await postJson(app, path, body);
        if (res.statusCode === 422) {
          assert.ok(legitimateRefusal(body, res.json().error), res.body.slice(0, 300));
          return;
        }
        assert.equal(res.statusCode, 200, res.body.slice(0, 300));
        const r = res.json().result;
        assert.equal(r.reviewRequired, true);
        assert.equal(r.reviewOnly, true);
        assert.equal(r.gemstones.length, 3);
        assert.equal(r.rudraksha.length, 3);
        assert.equal(r.gemstones[0].planet.id, lordOfSign[r.chartBasis.lagna.rashi.index - 1]);
        assert.equal(r.gemstones[1].planet.id, lordOfSign[r.chartBasis.moonSign.rashi.index - 1]);
        assert.equal(r.gemstones[2].planet.id, r.chartBasis.runningDasha.mahadasha.lord.id);
        const running = r.chartBasis.runningDasha;
        assert.ok(running.mahadasha.start.utc <= running.referenceInstant.utc && running.referenceInstant.utc < running.mahadasha.end.utc);
        assert.ok(running.antardasha.start.utc <= running.referenceInstant.utc && running.referenceInstant.utc < running.antardasha.end.utc);
        assert.ok(!/carat|ratti|रत्ती|कैरेट/i.test(res.body));
      }),
      { numRuns: runs },
    );
  });

  it('refuses a broken reference date or an unknown field with 422 naming it', async (t) => {
    const { app } = await build(t);
    const broken = fc.oneof(
      fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)).map((v) => ({ key: 'referenceDate', v })),
      fc.integer({ min: 1800, max: 2399 }).map((y) => ({ key: 'referenceDate', v: `${y}-13-01` })),
      fc.oneof(fc.integer({ min: 0, max: 1799 }), fc.integer({ min: 2400, max: 9999 })).map((y) => ({ key: 'referenceDate', v: `${pad(y, 4)}-06-15` })),
      fc.constantFrom('gem', 'planet', 'transitDate', 'weight', 'Referencedate').map((key) => ({ key, v: 1 as unknown })),
    );
    await fc.assert(
      fc.asyncProperty(validBirth, broken, async (body, { key, v }) => {
        const res = await postJson(app, path, { ...body, [key]: v });
        assert.equal(res.statusCode, 422, res.body.slice(0, 200));
        const e = res.json().error;
        if (legitimateRefusal(body, e)) return;
        assert.equal(e.details[0].path, `/${key}`);
      }),
      { numRuns: runs },
    );
  });
});
