/**
 * The panchang endpoint against published values:
 *  - Drik Panchang, New Delhi 2022-01-24 (../shared/reference/published-samples.md and the
 *    [V] values of methods/time-and-sky.md §6, §8 and methods/panchang.md §2);
 *  - the lunar-month and era-year checks of methods/panchang.md §4–§5 ([V] against Drik);
 *  - the legacy vendor's samples F1 (Mumbai 2016-02-16) and F3 (Varanasi 1992-07-22).
 * Drik prints minutes, so its times are compared within a minute (sun, segments) or two
 * (limb ends: Drik's Sun differs from the Swiss apparent Sun by ~40″, panchang.md §2).
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { PanchangResult } from '../../src/calculations/panchang/schema.ts';
import { build, postJson } from '../helpers/app.ts';
import { trueAyanamshaDegrees } from '../../src/astro/ayanamsha.ts';
import { jdUt } from '../../src/shared/units.ts';

/** Drik rounds sunrise, sunset and segment times to the minute. */
const drikMinuteToleranceSeconds = 60;
/** Drik limb end times: ±2 min (its Sun differs from the Swiss apparent Sun by ~40″). */
const drikLimbToleranceSeconds = 120;
/** Drik's dinamana is printed to the second; methods/README.md: agreement within 5 s. */
const dayLengthToleranceSeconds = 5;
/** The vendor's sunrise/sunset: the brief's 60 s (not met: KD-4). */
const vendorSunToleranceSeconds = 60;
/** What the vendor's samples do meet meanwhile: 2 minutes. */
const vendorSunGuardSeconds = 120;
/**
 * The vendor's ayanamsha: 0.5″. Its two values sit 0.14″ and 0.15″ below the Swiss 2.10
 * mean Lahiri (an older Lahiri constant or precession model); 0.5″ moves a nakshatra
 * boundary by about one second.
 */
const vendorAyanamshaToleranceDegrees = 0.5 / 3600;

const knownDeviation = (id: string) =>
  process.env.RUN_KNOWN_DEVIATIONS ? false : `known deviation ${id} (test/golden/known-deviations.md)`;

const path = '/v2/calculations/panchang';
const newDelhi = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

interface Moment {
  utc: string;
  local: string;
}
/** The success envelope as served (the result typed by the route's result schema). */
interface Envelope {
  input: { ayanamshaDegrees: number; julianDayUt: number; utc: string };
  result: Static<typeof PanchangResult>;
}

async function panchang(app: FastifyInstance, body: Record<string, unknown>): Promise<Envelope> {
  const res = await postJson(app, path, body);
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  return res.json() as Envelope;
}

/** Seconds between a published local "HH:MM[:SS]" on the moment's own date and the moment. */
function secondsFrom(moment: Moment, published: string): number {
  const date = moment.local.slice(0, 10);
  const offset = moment.local.slice(19);
  const hms = published.length === 5 ? `${published}:00` : published.padStart(8, '0');
  return Math.abs(Date.parse(moment.utc) - Date.parse(`${date}T${hms}${offset}`)) / 1000;
}

async function appFor(t: TestContext) {
  return (await build(t)).app;
}

/** The checks, each run as a subtest against one app (building the app costs ~1 s). */
const checks: { name: string; skip?: string | false; run: (app: FastifyInstance, t: TestContext) => Promise<void> }[] = [];

checks.push({ name: 'New Delhi 2022-01-24 matches Drik Panchang: sun, limb ends, Rahu Kaal, Brahma muhurta and dinamana', run: async (app, t) => {
  const { result: r } = await panchang(app, { ...newDelhi, localDate: '2022-01-24', localTime: '12:00:00' });

  // Sunrise and sunset of the upper limb with refraction, which Drik's times follow
  // (time-and-sky.md §6 [V]): 07:12:58 / 17:53:37 IST.
  assert.ok(r.sunrise && r.sunset && r.dayLengthSeconds !== null);
  assert.ok(secondsFrom(r.sunrise, '07:12:58') <= drikMinuteToleranceSeconds, r.sunrise.local);
  assert.ok(secondsFrom(r.sunset, '17:53:37') <= drikMinuteToleranceSeconds, r.sunset.local);
  // Dinamana 10h40m38s (Drik).
  assert.ok(Math.abs(r.dayLengthSeconds - (10 * 3600 + 40 * 60 + 38)) <= dayLengthToleranceSeconds, String(r.dayLengthSeconds));

  // Krishna Shashthi ends 08:43, Hasta 11:15, Sukarma 11:12, Moon leaves Kanya 23:08.
  assert.equal(r.tithi.number, 21);
  assert.equal(r.tithi.paksha.id, 'krishna');
  assert.equal(r.tithi.numberInPaksha, 6);
  assert.ok(secondsFrom(r.tithi.end, '08:43') <= drikLimbToleranceSeconds, r.tithi.end.local);
  assert.equal(r.nakshatra.id, 'hasta');
  assert.ok(secondsFrom(r.nakshatra.end, '11:15') <= drikLimbToleranceSeconds, r.nakshatra.end.local);
  assert.equal(r.yoga.id, 'sukarma');
  assert.ok(secondsFrom(r.yoga.end, '11:12') <= drikLimbToleranceSeconds, r.yoga.end.local);
  assert.equal(r.moonRashi.rashi.id, 'kanya');
  assert.ok(secondsFrom(r.moonRashi.end, '23:08') <= drikLimbToleranceSeconds, r.moonRashi.end.local);

  // Monday: Rahu Kaal 08:33–09:53; Brahma muhurta 05:26–06:20 (Drik).
  assert.equal(r.vaara.index, 2);
  const rahu = r.rahuKaal;
  assert.ok(rahu);
  assert.ok(secondsFrom(rahu.start, '08:33') <= drikMinuteToleranceSeconds, rahu.start.local);
  assert.ok(secondsFrom(rahu.end, '09:53') <= drikMinuteToleranceSeconds, rahu.end.local);
  const brahma = r.brahmaMuhurta;
  assert.ok(brahma);
  assert.ok(secondsFrom(brahma.start, '05:26') <= drikMinuteToleranceSeconds, brahma.start.local);
  assert.ok(secondsFrom(brahma.end, '06:20') <= drikMinuteToleranceSeconds, brahma.end.local);
} });

checks.push({ name: 'the lunation 2020-09-17 → 10-17 is Adhika Ashvin and the next one nija Ashvin (panchang.md §4)', run: async (app, t) => {
  for (const localDate of ['2020-09-18', '2020-10-01', '2020-10-16']) {
    const { result: r } = await panchang(app, { ...newDelhi, localDate, localTime: '12:00' });
    assert.deepEqual([r.lunarMonth.amanta.number, r.lunarMonth.amanta.id, r.lunarMonth.amanta.adhika], [7, 'ashvin', true], localDate);
    // An adhika month keeps its name in both fortnights in the purnimanta reckoning too.
    assert.deepEqual([r.lunarMonth.purnimanta.number, r.lunarMonth.purnimanta.adhika], [7, true], localDate);
    assert.equal(r.lunarMonth.newMoonBefore.local.slice(0, 10), '2020-09-17');
    assert.equal(r.lunarMonth.newMoonAfter.local.slice(0, 10), '2020-10-17');
  }
  const { result: nija } = await panchang(app, { ...newDelhi, localDate: '2020-10-25', localTime: '12:00' });
  assert.deepEqual([nija.lunarMonth.amanta.number, nija.lunarMonth.amanta.adhika], [7, false]);
} });

checks.push({ name: 'the lunation 2023-07-18 → 08-16 is Adhika Shravana and the next one nija Shravana (panchang.md §4)', run: async (app, t) => {
  for (const localDate of ['2023-07-18', '2023-08-01', '2023-08-16']) {
    const { result: r } = await panchang(app, { ...newDelhi, localDate, localTime: '12:00' });
    assert.deepEqual([r.lunarMonth.amanta.number, r.lunarMonth.amanta.id, r.lunarMonth.amanta.adhika], [5, 'shravana', true], localDate);
    assert.equal(r.lunarMonth.newMoonBefore.local.slice(0, 10), '2023-07-18');
    assert.equal(r.lunarMonth.newMoonAfter.local.slice(0, 10), '2023-08-16');
  }
  const { result: nija } = await panchang(app, { ...newDelhi, localDate: '2023-08-25', localTime: '12:00' });
  assert.deepEqual([nija.lunarMonth.amanta.number, nija.lunarMonth.amanta.adhika], [5, false]);
} });

checks.push({ name: 'era years and samvatsaras follow panchang.md §5 (Saka 1943 Plava, VS 2078 Ananda, Gujarati 2077 Paridhavi …)', run: async (app, t) => {
  // [date, Saka, south name (0-based i), VS, north name (i), Gujarati VS, Gujarati name (i)]
  const rows: [string, number, string, number, number, string, number, number, string, number][] = [
    // Saka 1942 → 33 Sharvari; VS 2077 → 46 Pramadi; Gujarati VS 2076 (Kartikadi, from Nov 2019).
    ['2020-06-01', 1942, 'Sharvari', 33, 2077, 'Pramadi', 46, 2076, 'Virodhakrit', 44],
    // Saka 1943 → 34 Plava [V Drik]; VS 2078 → 47 Ananda [V]; Gujarati 2077 → Paridhavi [V].
    ['2021-06-01', 1943, 'Plava', 34, 2078, 'Ananda', 47, 2077, 'Paridhavi', 45],
    // Gujarati 2078 (from Kartika 2021) → Pramadi [V].
    ['2022-01-24', 1943, 'Plava', 34, 2078, 'Ananda', 47, 2078, 'Pramadi', 46],
    // Saka 1946 (2024–25) → 37 Krodhi; VS 2081 → 50 Pingala.
    ['2024-06-01', 1946, 'Krodhi', 37, 2081, 'Pingala', 50, 2080, 'Rakshasa', 48],
  ];
  for (const [localDate, saka, south, southI, vikram, north, northI, gujarati, gujaratiName, gujaratiI] of rows) {
    const { result: r } = await panchang(app, { ...newDelhi, localDate, localTime: '12:00' });
    const s = r.samvat;
    assert.deepEqual([s.saka, s.vikram, s.vikramGujarati, s.kali], [saka, vikram, gujarati, saka + 3179], localDate);
    assert.deepEqual([s.samvatsara.south.index, s.samvatsara.south.name.en], [southI + 1, south], localDate);
    assert.deepEqual([s.samvatsara.north.index, s.samvatsara.north.name.en], [northI + 1, north], localDate);
    assert.deepEqual([s.samvatsara.gujarati.index, s.samvatsara.gujarati.name.en], [gujaratiI + 1, gujaratiName], localDate);
  }
} });

/** The vendor's samples: F1 Mumbai 2016-02-16 14:53, F3 Varanasi 1992-07-22 09:21, tz 5.5. */
const vendor = [
  {
    id: 'F1',
    body: { localDate: '2016-02-16', localTime: '14:53', timezone: 'Asia/Kolkata', utcOffset: '+05:30', latitude: 18.975, longitude: 72.8258 },
    sunrise: '07:08:47',
    sunset: '18:39:48',
    ayanamsha: 24.082319099809013,
  },
  {
    id: 'F3',
    body: { localDate: '1992-07-22', localTime: '09:21', timezone: 'Asia/Kolkata', utcOffset: '+05:30', latitude: 25.31668, longitude: 83.01042 },
    sunrise: '05:21:28',
    sunset: '18:49:35',
    ayanamsha: 23.753052294684778,
  },
];

/**
 * Which of our sunrise definitions the vendor follows: SUNRISE.ASTRO (upper limb with
 * refraction). Its offsets from the vendor are 78/77 s (F3) and 118/47 s (F1), against
 * 158/313 s and 97/262 s for SUNRISE.HINDU_CENTRE; F3's day length (13h28m07s) equals the
 * ASTRO one (13h28m08s) to the second. The vendor's times are nevertheless 1–2 minutes
 * later than any Swiss definition gives (KD-4).
 */
checks.push({ name: 'the vendor samples F1 and F3 follow the upper-limb refracted sunrise (SUNRISE.ASTRO) more closely than the Hindu disc centre, within 2 minutes', run: async (app, t) => {
  for (const v of vendor) {
    const astro = (await panchang(app, { ...v.body, sunrise: 'upper-limb-refracted' })).result;
    const hindu = (await panchang(app, { ...v.body, sunrise: 'hindu-disc-centre' })).result;
    assert.ok(astro.sunrise && astro.sunset && hindu.sunrise && hindu.sunset);
    const a = [secondsFrom(astro.sunrise, v.sunrise), secondsFrom(astro.sunset, v.sunset)];
    const h = [secondsFrom(hindu.sunrise, v.sunrise), secondsFrom(hindu.sunset, v.sunset)];
    t.diagnostic(`${v.id}: ASTRO off by ${a.join('/')} s, HINDU_CENTRE by ${h.join('/')} s`);
    assert.ok(a[0] + a[1] < h[0] + h[1], v.id);
    assert.ok(Math.max(...a) <= vendorSunGuardSeconds, `${v.id}: ${a}`);
  }
} });

checks.push({ name: 'the vendor samples F1 and F3 sunrise and sunset agree with SUNRISE.ASTRO within 60 s', skip: knownDeviation('KD-4'), run: async (app, t) => {
  for (const v of vendor) {
    const r = (await panchang(app, v.body)).result;
    assert.ok(r.sunrise && r.sunset);
    assert.ok(secondsFrom(r.sunrise, v.sunrise) <= vendorSunToleranceSeconds, `${v.id} sunrise ${r.sunrise.local}`);
    assert.ok(secondsFrom(r.sunset, v.sunset) <= vendorSunToleranceSeconds, `${v.id} sunset ${r.sunset.local}`);
  }
} });

checks.push({ name: 'the vendor ayanamsha of F1 and F3 is the mean (not nutated) Lahiri value of input.ayanamshaDegrees, within 0.5″', run: async (app, t) => {
  for (const v of vendor) {
    const { input } = await panchang(app, v.body);
    const mean = input.ayanamshaDegrees;
    const nutated = trueAyanamshaDegrees('lahiri', jdUt(input.julianDayUt));
    t.diagnostic(`${v.id}: vendor − mean = ${((v.ayanamsha - mean) * 3600).toFixed(3)}″, vendor − true = ${((v.ayanamsha - nutated) * 3600).toFixed(3)}″`);
    assert.ok(Math.abs(v.ayanamsha - mean) <= vendorAyanamshaToleranceDegrees, v.id);
    assert.ok(Math.abs(v.ayanamsha - mean) < Math.abs(v.ayanamsha - nutated), v.id);
  }
} });

checks.push({ name: 'the vendor F1 panchang at the birth time: Tuesday, Shukla Navami, Rohini pada 3, Vaidhriti, Kaulava, Moon in Taurus', run: async (app, t) => {
  const { result: r } = await panchang(app, vendor[0].body);
  const at = r.atRequestedTime;
  assert.equal(r.vaara.index, 3); // Tuesday
  assert.deepEqual([at.tithi.number, at.tithi.paksha], [9, 'shukla']);
  assert.deepEqual([at.nakshatra.id, at.nakshatra.pada], ['rohini', 3]);
  assert.equal(at.yoga.id, 'vaidhriti');
  assert.equal(at.karana.id, 'kaulava');
  const now = Date.parse(at.moment.utc);
  assert.equal(r.moonRashis.find((m) => Date.parse(m.start.utc) <= now && now < Date.parse(m.end.utc))?.rashi.id, 'vrishabha');
} });

test('the panchang endpoint reproduces published values (Drik Panchang, methods [V] checks, vendor samples)', async (t) => {
  const app = await appFor(t);
  for (const check of checks) {
    await t.test(check.name, { skip: check.skip ?? false }, (st) => check.run(app, st));
  }
});
