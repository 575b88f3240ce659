/**
 * POST /v2/migrations/legacy/public-form for each of the 17 legacy forms: the mapped local
 * date and time (minute included), the coordinates and the derived zone, and a result equal
 * to the native endpoint's for the same input written out by hand. The form's birth is Mumbai
 * 1990-05-10 19:55 at +5.5 h: 14:25 UTC, worked by hand below.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from 'node:test';
import { build, postJson } from '../helpers/app.ts';

const migration = '/v2/migrations/legacy/public-form';

const form = {
  birthday: 10, birthmonth: 5, birthyear: 1990, birthtime: 19, birthminute: 55,
  lat: 19.076, lang: 72.8777, timezone: 5.5, language: 'en', referenceDate: '2024-03-01',
  vehicleNumber: 'MH12AB1234', fullname: 'Sunita Quasimodo', gender: 'female', placebirth: 'Kolhapur Xyz',
};

/** The native birth the form must map to, typed by hand (not derived from `form`). */
const birth = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 };
/** 19:55 at UTC+05:30 is 14:25 UTC. */
const birthUtc = '1990-05-10T14:25:00Z';

interface FormCase {
  formIdentifier: string;
  nativeEndpoint: string;
  /** The native request the form stands for. */
  nativeBody: Record<string, unknown>;
  /** Whether the native endpoint takes the birth time and place (numerology takes the date only). */
  usesBirthMoment: boolean;
}

const kundli = { nativeEndpoint: '/v2/calculations/kundli', nativeBody: { ...birth, chartLanguage: 'en' }, usesBirthMoment: true };
const insights = { nativeEndpoint: '/v2/calculations/kundli-insights', nativeBody: { ...birth, transitDate: '2024-03-01' }, usesBirthMoment: true };
const guidance = { nativeEndpoint: '/v2/calculations/numerology-guidance', nativeBody: { birthDate: '1990-05-10', referenceDate: '2024-03-01', vehicleNumber: 'MH12AB1234' }, usesBirthMoment: false };
const atmakaraka = { nativeEndpoint: '/v2/calculations/atmakaraka-ishta', nativeBody: { ...birth }, usesBirthMoment: true };
const rudraksha = { nativeEndpoint: '/v2/calculations/rudraksha-gemstone-guidance', nativeBody: { ...birth, referenceDate: '2024-03-01' }, usesBirthMoment: true };

const cases: FormCase[] = [
  { formIdentifier: 'ascendant', ...kundli },
  { formIdentifier: 'moonsign', ...kundli },
  { formIdentifier: 'nakshatra', ...kundli },
  { formIdentifier: 'kalsarpa_dosha', ...insights },
  { formIdentifier: 'sadhesati', ...insights },
  { formIdentifier: 'manglikdosha', ...insights },
  { formIdentifier: 'pitradosha', nativeEndpoint: '/v2/calculations/pitri-shapa', nativeBody: { ...birth }, usesBirthMoment: true },
  { formIdentifier: 'yoginidasha', nativeEndpoint: '/v2/calculations/kundli-advanced', nativeBody: { ...birth }, usesBirthMoment: true },
  { formIdentifier: 'biorhythm', ...guidance },
  { formIdentifier: 'atmakaraka', ...atmakaraka },
  { formIdentifier: 'ishatdevta', ...atmakaraka },
  { formIdentifier: 'luckybracelate', ...rudraksha },
  { formIdentifier: 'luckyrudraksha', ...rudraksha },
  { formIdentifier: 'unluckydate', ...guidance },
  { formIdentifier: 'luckydate', ...guidance },
  { formIdentifier: 'luckycolour', ...guidance },
  { formIdentifier: 'vehicle-number', ...guidance },
];

describe('public-form migration of each of the 17 forms', () => {
  let app: FastifyInstance;
  let close: () => unknown = () => {};
  // One app for the suite: `build` registers its close with the context it is given.
  before(async () => {
    app = (await build({ after: (fn: () => unknown) => { close = fn; } } as unknown as TestContext)).app;
  });
  after(() => close());

  it('covers 17 distinct forms', () => {
    assert.equal(new Set(cases.map((c) => c.formIdentifier)).size, 17);
  });

  for (const c of cases) {
    it(`maps ${c.formIdentifier} to ${c.nativeEndpoint} with the birth date, time to the minute, place and zone, and answers as the native endpoint does`, async () => {
      const r = await postJson(app, migration, { ...form, formIdentifier: c.formIdentifier });
      assert.equal(r.statusCode, 200, r.body.slice(0, 300));
      const body = r.json();
      assert.equal(body.boundary.formIdentifier, c.formIdentifier);
      assert.equal(body.boundary.nativeEndpoint, c.nativeEndpoint);
      assert.deepEqual(body.timezoneResolution, { derivedZone: 'Asia/Kolkata', zoneOffset: '+05:30', givenOffset: '+05:30', used: 'zone' });

      if (c.usesBirthMoment) {
        // The instant carries the date and the minute: 1990-05-10 19:55 IST = 14:25 UTC.
        assert.equal(body.input.utc, birthUtc);
        assert.equal(body.input.utcOffset, '+05:30');
        assert.equal(body.input.timezone, 'Asia/Kolkata');
      } else {
        assert.equal(body.input.birthDate, '1990-05-10');
        assert.equal(body.input.referenceDate, '2024-03-01');
      }

      // The native endpoint with the hand-written body: same input echo, method and result,
      // so the coordinates (which move the lagna and every house) were passed unchanged.
      const native = await postJson(app, c.nativeEndpoint, c.nativeBody);
      assert.equal(native.statusCode, 200, native.body.slice(0, 300));
      const expected = native.json();
      assert.deepEqual(body.input, expected.input);
      assert.deepEqual(body.method, expected.method);
      assert.deepEqual(body.versions, expected.versions);
      assert.deepEqual(body.result, expected.result);
    });
  }

  it('keeps the minute: 19:05 and 19:55 give different instants and different kundlis', async () => {
    const early = (await postJson(app, migration, { ...form, formIdentifier: 'ascendant', birthminute: 5 })).json();
    assert.equal(early.input.utc, '1990-05-10T13:35:00Z');
    const late = (await postJson(app, migration, { ...form, formIdentifier: 'ascendant' })).json();
    assert.notDeepEqual(early.result.lagna, late.result.lagna);
  });

  it('passes latitude as latitude and longitude as longitude (lang is the legacy longitude field)', async () => {
    // Swapping would put the birth at 72.88° N, 19.08° E: a different lagna.
    const swapped = await postJson(app, '/v2/calculations/kundli', { ...birth, latitude: 72.8777, longitude: 19.076, timezone: 'Asia/Kolkata', chartLanguage: 'en' });
    const mapped = (await postJson(app, migration, { ...form, formIdentifier: 'ascendant' })).json();
    assert.notDeepEqual(mapped.result.lagna, swapped.json().result.lagna);
  });
});
