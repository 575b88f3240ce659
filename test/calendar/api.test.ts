/**
 * HTTP behaviour of POST /api/v2/calculations/indian-calendar (and its v1 alias): the
 * conformance body, a month and a year of calendar, bad input as 422 naming the field without
 * echoing it, responses that validate against the route's schema with nothing dropped, a polar
 * place, and random bodies that never produce a 500.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import { envelopeSchema, runCalculation } from '../../src/api/routes/calculations.ts';
import { indianCalendarCalculation } from '../../src/calculations/indian-calendar/index.ts';
import { build, postJson } from '../helpers/app.ts';

const v2 = '/v2/calculations/indian-calendar';
const v1 = '/v1/calculations/indian-calendar';
const conformance = { date: '2024-03-01', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 };

interface FestivalOut { id: string; date: string; endDate: string | null; name: { en: string; hi: string }; tradition: { id: string } | null }
interface DayOut { date: string; tithi: { number: number }; festivals: { id: string }[] }

function validator() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  const addFormats = (ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats;
  addFormats(ajv);
  return ajv.compile(envelopeSchema(indianCalendarCalculation));
}

function keyPaths(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keyPaths(v, `${prefix}[]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(`${prefix}.${k}`);
      keyPaths(v, `${prefix}.${k}`, out);
    }
  }
  return out;
}

test('the conformance body answers on v1 and v2 with the national, lunar and solar dates of 2024-03-01', async (t) => {
  const { app } = await build(t);
  for (const path of [v1, v2]) {
    const r = await postJson(app, path, conformance);
    assert.equal(r.statusCode, 200, r.body.slice(0, 300));
    const json = r.json();
    assert.equal(json.kind, 'CalculationEnvelope');
    assert.equal(json.versions.calculation, 'indian-calendar.1');
    const day = json.result.day;
    // Hand: Saka 1945 began 2023-03-22 (2023 is common); Phalguna began 2024-02-20, so 1 March is its 11th day.
    assert.deepEqual([day.nationalCalendar.year, day.nationalCalendar.month.id, day.nationalCalendar.day], [1945, 'phalguna', 11]);
    assert.equal(day.nationalCalendar.proleptic, false);
    // Amanta Magha Krishna Shashthi = purnimanta Phalguna (methods/panchang.md §4.5).
    assert.equal(day.lunar.amanta.id, 'magha');
    assert.equal(day.lunar.purnimanta.id, 'phalguna');
    assert.equal(day.lunar.paksha.id, 'krishna');
    assert.equal(day.lunar.tithi.number, 21);
    assert.equal(day.samvat.vikram, 2080);
    assert.equal(day.samvat.saka, 1945);
    assert.equal(day.solar.rashi.id, 'kumbha');
    assert.equal(day.solar.regional.length, 4);
    assert.equal(json.result.days.length, 1);
    assert.equal(json.method.nationalCalendarMethodId, 'CAL.INDIAN_NATIONAL');
    assert.equal(json.method.nationalCalendarBeforeAdoption, 'proleptic');
  }
});

test('month: true gives every day of March 2024 and its festivals, each on a day of the month', async (t) => {
  const { app } = await build(t);
  const r = await postJson(app, v2, { ...conformance, month: true });
  assert.equal(r.statusCode, 200, r.body.slice(0, 300));
  const { result } = r.json();
  assert.deepEqual(result.range, { start: '2024-03-01', end: '2024-03-31', days: 31 });
  assert.equal(result.days.length, 31);
  const festivals = result.festivals as FestivalOut[];
  const on = (id: string) => festivals.filter((f) => f.id === id).map((f) => f.date);
  assert.deepEqual(on('maha-shivaratri'), ['2024-03-08']);
  assert.deepEqual(on('holika-dahan'), ['2024-03-24']);
  assert.deepEqual(on('holi'), ['2024-03-25']);
  for (const f of festivals) assert.ok((f.endDate ?? f.date) >= '2024-03-01' && f.date <= '2024-03-31', f.id);
  const days = result.days as DayOut[];
  assert.ok(days.find((d) => d.date === '2024-03-08')!.festivals.some((f) => f.id === 'maha-shivaratri'));
  // Bilingual names everywhere.
  for (const f of festivals) assert.match(f.name.hi, /[\u0900-\u097F]/);
});

test('a year of calendar lists every Ekadashi, Purnima, Amavasya and sankranti, and each day carries its tithi', async (t) => {
  const { app } = await build(t);
  const r = await postJson(app, v2, { ...conformance, date: '2024-01-01', rangeDays: 366 });
  assert.equal(r.statusCode, 200, r.body.slice(0, 300));
  const { result } = r.json();
  const festivals = result.festivals as FestivalOut[];
  const count = (id: string, tradition?: string) => festivals.filter((f) => f.id === id && (!tradition || f.tradition?.id === tradition)).length;
  // 2024 has 24 or 25 Smarta Ekadashis (two per lunation, 12.4 lunations), 12–13 Purnimas and Amavasyas, 12 sankrantis.
  assert.ok(count('ekadashi', 'smarta') >= 24 && count('ekadashi', 'smarta') <= 26);
  assert.ok(count('purnima') >= 12 && count('purnima') <= 13);
  assert.ok(count('amavasya') >= 12 && count('amavasya') <= 13);
  assert.equal(count('sankranti'), 12);
  for (const id of ['makar-sankranti', 'vasant-panchami', 'maha-shivaratri', 'holika-dahan', 'holi', 'chaitra-navaratri', 'ram-navami',
    'hanuman-jayanti', 'akshaya-tritiya', 'guru-purnima', 'nag-panchami', 'raksha-bandhan', 'krishna-janmashtami', 'ganesh-chaturthi',
    'pitru-paksha', 'sharad-navaratri', 'dussehra', 'karwa-chauth', 'dhanteras', 'diwali', 'govardhan-puja', 'bhai-dooj', 'chhath-puja',
    'kartik-purnima', 'pradosh', 'sankashti-chaturthi', 'masik-shivaratri']) {
    assert.ok(count(id) >= 1, id);
  }
  const days = result.days as DayOut[];
  assert.equal(days.length, 366);
  for (const d of days) assert.ok(d.tithi.number >= 1 && d.tithi.number <= 30);
  const ekadashi = festivals.find((f) => f.id === 'ekadashi') as unknown as { parana: unknown };
  assert.ok(ekadashi.parana !== null);
});

const bad: { name: string; body: Record<string, unknown>; path: string; code?: string; secret?: string }[] = [
  { name: 'date missing', body: { ...conformance, date: undefined }, path: '/date' },
  { name: 'date malformed', body: { ...conformance, date: '01/03/2024' }, path: '/date', secret: '01/03/2024' },
  { name: 'date not in the calendar', body: { ...conformance, date: '2023-02-30' }, path: '/date', secret: '2023-02-30' },
  { name: 'date before 1800', body: { ...conformance, date: '1799-06-01' }, path: '/date', code: 'OUT_OF_RANGE', secret: '1799-06-01' },
  { name: 'month with rangeDays', body: { ...conformance, month: true, rangeDays: 10 }, path: '/rangeDays' },
  { name: 'rangeDays 367', body: { ...conformance, rangeDays: 367 }, path: '/rangeDays', secret: '367' },
  { name: 'rangeDays 0', body: { ...conformance, rangeDays: 0 }, path: '/rangeDays' },
  { name: 'range past 2399', body: { ...conformance, date: '2399-12-01', rangeDays: 60 }, path: '/rangeDays', code: 'OUT_OF_RANGE' },
  { name: 'latitude 123', body: { ...conformance, latitude: 123.456789 }, path: '/latitude', secret: '123.456789' },
  { name: 'unknown timezone', body: { ...conformance, timezone: 'Mars/Olympus_Mons' }, path: '/timezone', secret: 'Olympus' },
  { name: 'unknown field', body: { ...conformance, localTime: '12:00' }, path: '' },
];

test('bad input is a 422 naming the field and never echoing the value', async (t) => {
  const { app } = await build(t);
  for (const b of bad) {
    const body = JSON.parse(JSON.stringify(b.body));
    const r = await postJson(app, v2, body);
    assert.equal(r.statusCode, 422, `${b.name}: ${r.body.slice(0, 200)}`);
    const json = r.json();
    assert.equal(json.kind, 'ApiErrorEnvelope');
    if (b.code) assert.equal(json.error.code, b.code, b.name);
    if (b.path) assert.ok(json.error.details.some((d: { path: string }) => d.path === b.path), `${b.name}: ${JSON.stringify(json.error.details)}`);
    if (b.secret) assert.ok(!r.body.includes(b.secret), `${b.name} echoes the value`);
  }
  const empty = await postJson(app, v1, {});
  assert.equal(empty.statusCode, 422);
});

test('responses validate against the route schema and keep every field the compute produced', async (t) => {
  const { app } = await build(t);
  const validate = validator();
  const bodies = [
    conformance,
    { ...conformance, month: true, ayanamsha: 'raman', sunrise: 'hindu-disc-centre', elevationMeters: 216 },
    { date: '1950-03-01', timezone: 'Asia/Kolkata', utcOffset: '+04:51', latitude: 18.975, longitude: 72.8258 },
    { date: '2022-12-15', timezone: 'Arctic/Longyearbyen', latitude: 78.2232, longitude: 15.6267, rangeDays: 3 },
    { date: '2024-11-03', timezone: 'America/New_York', latitude: 40.7128, longitude: -74.006, rangeDays: 5 },
  ];
  for (const body of bodies) {
    const r = await postJson(app, v2, body);
    assert.equal(r.statusCode, 200, r.body.slice(0, 300));
    const json = r.json();
    assert.ok(validate(json), `${JSON.stringify(body)}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    const direct = JSON.parse(JSON.stringify(runCalculation(indianCalendarCalculation, body, json.requestId, { now: new Date() })));
    const sent = keyPaths(json);
    const dropped = [...keyPaths(direct)].filter((k) => !sent.has(k));
    assert.deepEqual(dropped, [], 'fields dropped by the serializer');
  }
});

test('a date before the national calendar existed is answered with its proleptic date, declared', async (t) => {
  const { app } = await build(t);
  const r = await postJson(app, v2, { ...conformance, date: '1957-03-21' });
  const n = r.json().result.day.nationalCalendar;
  assert.deepEqual([n.year, n.month.number, n.day, n.proleptic], [1878, 12, 30, true]);
});

test('where the Sun does not rise the calendar still answers, with the no-sunrise warning', async (t) => {
  const { app } = await build(t);
  const r = await postJson(app, v2, { date: '2022-12-15', timezone: 'Arctic/Longyearbyen', latitude: 78.2232, longitude: 15.6267 });
  assert.equal(r.statusCode, 200);
  assert.ok(r.json().warnings.some((w: { id: string }) => w.id === 'no-sunrise'));
});

test('random places and dates answer 200 or 422, never anything else, with every festival inside the range', async (t) => {
  const { app } = await build(t);
  const zones = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kathmandu', 'Pacific/Honolulu', 'UTC'];
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        year: fc.integer({ min: 1800, max: 2399 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
        zone: fc.constantFrom(...zones),
        latitude: fc.double({ min: -66, max: 66, noNaN: true }),
        longitude: fc.double({ min: -180, max: 180, noNaN: true }),
        rangeDays: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
      }),
      async (x) => {
        const date = `${x.year}-${String(x.month).padStart(2, '0')}-${String(x.day).padStart(2, '0')}`;
        const body = { date, timezone: x.zone, latitude: x.latitude, longitude: x.longitude, ...(x.rangeDays ? { rangeDays: x.rangeDays } : {}) };
        const r = await postJson(app, v2, body);
        if (r.statusCode === 422) return true;
        assert.equal(r.statusCode, 200, `${JSON.stringify(body)} → ${r.body.slice(0, 200)}`);
        const { result } = r.json();
        for (const f of result.festivals as FestivalOut[]) {
          assert.ok((f.endDate ?? f.date) >= result.range.start && f.date <= result.range.end, `${f.id} ${f.date}`);
        }
        return true;
      },
    ),
    { numRuns: 40 },
  );
});
