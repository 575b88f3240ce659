/**
 * Sun and Moon rise/set against the swetest golden corpus (test/golden/rise-set:
 * `swetest -rise`, with and without `-hindu`). swetest prints times to 0.1 s.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { nextRiseOrSet, type RiseDefinition, type RiseSetBody, type RiseSetEvent } from '../../src/astro/rise-set.ts';
import { jdUt } from '../../src/shared/units.ts';
import { errorSummary, oneSecondInDays } from '../helpers/tolerances.ts';

/** The brief's limit: 1 s (swetest's 0.1 s printing costs at most 0.05 s of it). */
const riseSetToleranceDays = oneSecondInDays;

interface EventSet {
  rise_jd_ut: number | null;
  set_jd_ut: number | null;
}
interface RiseSetCase {
  id: string;
  place: string;
  lat: number;
  lon: number;
  alt_m: number;
  tz_offset_hours: number;
  local_date: string;
  start_jd_ut: number;
  sun: Record<'upper_limb_refracted' | 'hindu', EventSet>;
  moon: Record<'upper_limb_refracted' | 'hindu', EventSet>;
}

const corpus = JSON.parse(
  readFileSync(new URL('../golden/rise-set/swetest-rise-set.json', import.meta.url), 'utf8'),
) as { cases: RiseSetCase[] };

const definitions: readonly ['upper_limb_refracted' | 'hindu', RiseDefinition][] = [
  ['upper_limb_refracted', 'upper-limb-refracted'],
  ['hindu', 'hindu-disc-centre'],
];

test('the rise-set corpus holds 32 (date, place) cases, some of them polar with no event', () => {
  assert.equal(corpus.cases.length, 32);
  assert.ok(corpus.cases.some((c) => c.sun.upper_limb_refracted.rise_jd_ut === null));
});

for (const body of ['sun', 'moon'] as const satisfies readonly RiseSetBody[]) {
  for (const [key, definition] of definitions) {
    test(`${body} rise and set (${definition}) agree with swetest within 1 s, and are null exactly where swetest finds none`, (t) => {
      const errors: number[] = [];
      const failures: string[] = [];
      let nulls = 0;
      for (const c of corpus.cases) {
        for (const event of ['rise', 'set'] as const satisfies readonly RiseSetEvent[]) {
          const want = c[body][key][`${event}_jd_ut`];
          const got = nextRiseOrSet(jdUt(c.start_jd_ut), body, event, { latitude: c.lat, longitude: c.lon, elevationMeters: c.alt_m }, definition);
          if (want === null || got === null) {
            if (want !== got) failures.push(`${c.id} ${c.place} ${c.local_date} ${event}: want ${want} got ${got}`);
            else nulls++;
            continue;
          }
          const d = Math.abs(got - want);
          errors.push(d * 86_400);
          if (!(d <= riseSetToleranceDays)) failures.push(`${c.id} ${c.place} ${c.local_date} ${event}: ${d * 86_400} s`);
        }
      }
      const s = errorSummary(errors);
      t.diagnostic(`${body} ${definition}: n=${s.n} (+${nulls} null) rms=${s.rms.toFixed(3)} s max=${s.max.toFixed(3)} s`);
      assert.deepEqual(failures, []);
    });
  }
}

test('polar night and midnight sun give null sunrise and sunset in both definitions', () => {
  const polar = corpus.cases.filter((c) => c.lat > 66.6 || c.lat < -66.6);
  assert.ok(polar.length >= 5);
  const nullDays = polar.filter((c) => c.sun.upper_limb_refracted.rise_jd_ut === null && c.sun.hindu.rise_jd_ut === null);
  assert.ok(nullDays.length >= 4, 'the corpus has polar nights and midnight suns');
  for (const c of nullDays) {
    for (const [, definition] of definitions) {
      const geo = { latitude: c.lat, longitude: c.lon, elevationMeters: 0 };
      assert.equal(nextRiseOrSet(jdUt(c.start_jd_ut), 'sun', 'rise', geo, definition), null, `${c.id} ${definition}`);
      assert.equal(nextRiseOrSet(jdUt(c.start_jd_ut), 'sun', 'set', geo, definition), null, `${c.id} ${definition}`);
    }
  }
});

/** Local wall-clock HH:MM:SS at a fixed offset, rounded to the nearest second. */
function localHms(jd: number, offsetHours: number): string {
  const ms = Math.round(((jd - 2_440_587.5) * 86_400 + offsetHours * 3600)) * 1000;
  return new Date(ms).toISOString().slice(11, 19);
}

test('Delhi 2022-01-24 matches time-and-sky.md §6: 07:12:58 / 17:53:37 upper limb, 07:17:02 / 17:49:33 Hindu centre', () => {
  const delhi = { latitude: 28.6139, longitude: 77.209, elevationMeters: 0 };
  const istMidnight = jdUt(2_459_603.270_833_333_5); // 2022-01-23T18:30:00Z
  const expected: [RiseDefinition, string, string][] = [
    ['upper-limb-refracted', '07:12:58', '17:53:37'],
    ['hindu-disc-centre', '07:17:02', '17:49:33'],
  ];
  for (const [definition, rise, set] of expected) {
    const r = nextRiseOrSet(istMidnight, 'sun', 'rise', delhi, definition);
    const s = nextRiseOrSet(istMidnight, 'sun', 'set', delhi, definition);
    assert.ok(r !== null && s !== null);
    assert.equal(localHms(r, 5.5), rise, definition);
    assert.equal(localHms(s, 5.5), set, definition);
  }
});
