/**
 * The day segments of POST /api/v2/calculations/panchang — Rahu Kaal, Yamaganda, Gulika
 * Kaal, Abhijit, Brahma muhurta, the day and night choghadiyas and the 24 unequal horas —
 * against test/golden/panchang-segments: a week (Sunday … Saturday) in New Delhi, Chennai,
 * London and Sydney, timed from swetest sunrises and sunsets and laid out by the tables of
 * methods/time-and-sky.md §8 (swetest-segments.json), and four Drik Panchang days for New
 * Delhi (drik-days.json). Every weekday's row of every table is exercised at three places.
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { PanchangResult } from '../../src/calculations/panchang/schema.ts';
import { build, postJson } from '../helpers/app.ts';
import { drikDayLengthToleranceSeconds, printedMinuteToleranceSeconds, printedSecondToleranceSeconds } from '../helpers/tolerances.ts';

interface Moment {
  utc: string;
  local: string;
}
interface GoldenSpan {
  start_utc: string;
  end_utc: string;
  start_local: string;
  end_local: string;
}
interface GoldenCase {
  id: string;
  latitude: number;
  longitude: number;
  timezone: string;
  localDate: string;
  weekday: number;
  weekdayName: string;
  sunrise_utc: string;
  sunset_utc: string;
  nextSunrise_utc: string;
  expected: {
    rahuKaal: GoldenSpan & { part: number };
    yamaganda: GoldenSpan & { part: number };
    gulikaKaal: GoldenSpan & { part: number };
    abhijitMuhurta: GoldenSpan & { excluded: boolean };
    brahmaMuhurta: GoldenSpan;
    choghadiya: Record<'day' | 'night', (GoldenSpan & { part: number; id: string; quality: string })[]>;
    horas: (GoldenSpan & { number: number; lord: string; period: 'day' | 'night' })[];
  };
}
interface DrikDay {
  localDate: string;
  weekday: string;
  sunrise: string;
  sunset: string;
  dinamana: string;
  ratrimana: string;
  brahmaMuhurta: [string, string];
  abhijitMuhurta: [string, string] | null;
  rahuKaal?: [string, string];
  rahuKaalStart?: string;
  yamaganda?: [string, string];
  gulikaKaal?: [string, string];
}

const golden = JSON.parse(readFileSync(new URL('../golden/panchang-segments/swetest-segments.json', import.meta.url), 'utf8')) as { cases: GoldenCase[] };
const drik = JSON.parse(readFileSync(new URL('../golden/panchang-segments/drik-days.json', import.meta.url), 'utf8')) as {
  place: { latitude: number; longitude: number; timezone: string };
  days: DrikDay[];
};

type Result = Static<typeof PanchangResult>;

async function panchang(app: FastifyInstance, body: Record<string, unknown>): Promise<Result> {
  const res = await postJson(app, '/v2/calculations/panchang', body);
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  return (res.json() as { result: Result }).result;
}

/** The served moment is the reference instant (to the printed second) in the reference's local offset. */
function assertMoment(actual: Moment, expectedUtc: string, expectedLocal: string, label: string): void {
  const seconds = Math.abs(Date.parse(actual.utc) - Date.parse(expectedUtc)) / 1000;
  assert.ok(seconds <= printedSecondToleranceSeconds, `${label}: ${actual.utc} vs ${expectedUtc}`);
  assert.equal(actual.local.slice(-6), expectedLocal.slice(-6), `${label}: offset of ${actual.local}`);
  assert.ok(Math.abs(Date.parse(actual.local) - Date.parse(expectedLocal)) / 1000 <= printedSecondToleranceSeconds, `${label}: ${actual.local} vs ${expectedLocal}`);
}

function assertSpan(actual: { start: Moment; end: Moment } | null, expected: GoldenSpan, label: string): void {
  assert.ok(actual, `${label} missing`);
  assertMoment(actual.start, expected.start_utc, expected.start_local, `${label} start`);
  assertMoment(actual.end, expected.end_utc, expected.end_local, `${label} end`);
}

function checkCase(r: Result, c: GoldenCase): void {
  const e = c.expected;
  // vaara.index is 1-based (1 = Sunday); the golden weekday is 0-based.
  assert.equal(r.vaara.index, c.weekday + 1, `${c.id} weekday`);
  assert.ok(r.sunrise && r.sunset && r.nextSunrise);
  assert.ok(Math.abs(Date.parse(r.sunrise.utc) - Date.parse(c.sunrise_utc)) <= printedSecondToleranceSeconds * 1000, `${c.id} sunrise`);
  assert.ok(Math.abs(Date.parse(r.sunset.utc) - Date.parse(c.sunset_utc)) <= printedSecondToleranceSeconds * 1000, `${c.id} sunset`);
  assert.ok(Math.abs(Date.parse(r.nextSunrise.utc) - Date.parse(c.nextSunrise_utc)) <= printedSecondToleranceSeconds * 1000, `${c.id} next sunrise`);

  assertSpan(r.rahuKaal, e.rahuKaal, `${c.id} Rahu Kaal (octant ${e.rahuKaal.part})`);
  assertSpan(r.yamaganda, e.yamaganda, `${c.id} Yamaganda (octant ${e.yamaganda.part})`);
  assertSpan(r.gulikaKaal, e.gulikaKaal, `${c.id} Gulika Kaal (octant ${e.gulikaKaal.part})`);
  assertSpan(r.abhijitMuhurta, e.abhijitMuhurta, `${c.id} Abhijit`);
  assert.equal(r.abhijitMuhurta?.excluded, e.abhijitMuhurta.excluded, `${c.id} Abhijit excluded`);
  assertSpan(r.brahmaMuhurta, e.brahmaMuhurta, `${c.id} Brahma muhurta`);

  const choghadiya = r.choghadiya;
  assert.ok(choghadiya, `${c.id} choghadiya missing`);
  for (const period of ['day', 'night'] as const) {
    const served: NonNullable<Result['choghadiya']>['day'] = choghadiya[period];
    assert.deepEqual(
      served.map((p) => [p.part, p.id, p.quality]),
      e.choghadiya[period].map((p) => [p.part, p.id, p.quality]),
      `${c.id} ${period} choghadiya table`,
    );
    served.forEach((p, i) => assertSpan(p, e.choghadiya[period][i], `${c.id} ${period} choghadiya ${i + 1}`));
  }

  assert.ok(r.horas, `${c.id} horas missing`);
  assert.deepEqual(
    r.horas.map((h) => [h.number, h.lord.id, h.period]),
    e.horas.map((h) => [h.number, h.lord, h.period]),
    `${c.id} hora lords`,
  );
  r.horas.forEach((h, i) => assertSpan(h, e.horas[i], `${c.id} hora ${i + 1}`));
}

/** Seconds between a served moment and a Drik "HH:MM" on the served moment's own local date. */
function secondsFromPrinted(moment: Moment, printed: string): number {
  const date = moment.local.slice(0, 10);
  const offset = moment.local.slice(19);
  return Math.abs(Date.parse(moment.utc) - Date.parse(`${date}T${printed}:00${offset}`)) / 1000;
}

function seconds(hms: string): number {
  const [h, m, s] = hms.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

async function appFor(t: TestContext) {
  return (await build(t)).app;
}

test('the day segments of a week in New Delhi, Chennai, London and Sydney follow the §8 tables timed from swetest sunrises and sunsets', async (t) => {
  const app = await appFor(t);
  assert.equal(golden.cases.length, 28);
  // Every weekday appears at every place, so every row of every table is exercised.
  const seen = new Set(golden.cases.map((c) => `${c.id.split('-')[0]}:${c.weekday}`));
  assert.equal(seen.size, 28);
  for (const c of golden.cases) {
    await t.test(`${c.id} (${c.weekdayName})`, async () => {
      const r = await panchang(app, { localDate: c.localDate, localTime: '12:00:00', timezone: c.timezone, latitude: c.latitude, longitude: c.longitude });
      checkCase(r, c);
    });
  }
});

test('the segments of four New Delhi days agree with Drik Panchang to the printed minute', async (t) => {
  const app = await appFor(t);
  const near = (m: Moment | undefined, printed: string, label: string) => {
    assert.ok(m, `${label} missing`);
    assert.ok(secondsFromPrinted(m, printed) <= printedMinuteToleranceSeconds, `${label}: ${m.local} vs Drik ${printed}`);
  };
  for (const d of drik.days) {
    await t.test(`${d.localDate} (${d.weekday})`, async () => {
      const { latitude, longitude, timezone } = drik.place;
      const r = await panchang(app, { latitude, longitude, timezone, localDate: d.localDate, localTime: '12:00:00' });
      near(r.sunrise ?? undefined, d.sunrise, 'sunrise');
      near(r.sunset ?? undefined, d.sunset, 'sunset');
      // Dinamana and ratrimana are printed to the second (methods/README: agreement within 5 s).
      assert.ok(Math.abs((r.dayLengthSeconds ?? 0) - seconds(d.dinamana)) <= drikDayLengthToleranceSeconds, `dinamana ${r.dayLengthSeconds}`);
      assert.ok(Math.abs((r.nightLengthSeconds ?? 0) - seconds(d.ratrimana)) <= drikDayLengthToleranceSeconds, `ratrimana ${r.nightLengthSeconds}`);
      near(r.brahmaMuhurta?.start, d.brahmaMuhurta[0], 'Brahma muhurta start');
      near(r.brahmaMuhurta?.end, d.brahmaMuhurta[1], 'Brahma muhurta end');
      if (d.abhijitMuhurta === null) {
        assert.equal(r.abhijitMuhurta?.excluded, true, 'Drik prints no Abhijit on a Wednesday');
      } else {
        assert.equal(r.abhijitMuhurta?.excluded, false);
        near(r.abhijitMuhurta?.start, d.abhijitMuhurta[0], 'Abhijit start');
        near(r.abhijitMuhurta?.end, d.abhijitMuhurta[1], 'Abhijit end');
      }
      if (d.rahuKaal) {
        near(r.rahuKaal?.start, d.rahuKaal[0], 'Rahu Kaal start');
        near(r.rahuKaal?.end, d.rahuKaal[1], 'Rahu Kaal end');
      }
      if (d.rahuKaalStart) near(r.rahuKaal?.start, d.rahuKaalStart, 'Rahu Kaal start');
      if (d.yamaganda) {
        near(r.yamaganda?.start, d.yamaganda[0], 'Yamaganda start');
        near(r.yamaganda?.end, d.yamaganda[1], 'Yamaganda end');
      }
      if (d.gulikaKaal) {
        near(r.gulikaKaal?.start, d.gulikaKaal[0], 'Gulika Kaal start');
        near(r.gulikaKaal?.end, d.gulikaKaal[1], 'Gulika Kaal end');
      }
    });
  }
});
