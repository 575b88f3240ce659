/**
 * The kundli endpoint as an HTTP contract: v1 and v2 paths, versions, bad input answered with
 * 422 naming the field (never echoing the value), and a response that carries every field the
 * calculation produced (Fastify serialises with the result schema, which drops undeclared
 * fields silently).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { kundliCalculation } from '../../src/calculations/kundli/index.ts';
import { computeKundli } from '../../src/calculations/kundli/compute.ts';
import { presentKundli } from '../../src/calculations/kundli/present.ts';
import { buildKundliApp, postKundli } from './helpers.ts';

const natal = {
  localDate: '1990-05-10',
  localTime: '19:55:00',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
  ayanamsha: 'lahiri',
};

describe('kundli over HTTP', () => {
  it('answers on /v2 and /v1 with a CalculationEnvelope of kundli.2 and the same result', async (t) => {
    const app = await buildKundliApp(t);
    const v2 = await postKundli(app, natal);
    const v1 = await postKundli(app, natal, '/v1/calculations/kundli');
    for (const r of [v2, v1]) {
      assert.equal(r.status, 200);
      assert.equal(r.json.kind, 'CalculationEnvelope');
      assert.equal(r.json.versions.calculation, 'kundli.2');
      assert.equal(r.json.versions.content, 'kundli-content.1');
      assert.match(r.json.requestId, /^[0-9a-f]{32}$/);
    }
    assert.deepEqual(v1.json.result, v2.json.result);
    const x = v2.json.result;
    assert.equal(x.planets.length, 11);
    assert.deepEqual(x.planets.map((p: { id: string }) => p.id), ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu', 'uranus', 'neptune']);
    for (const p of x.planets) {
      assert.match(p.name.hi, /[\u0900-\u097F]/);
      assert.match(p.dms, /^\d+°\d{2}'\d{2}"$/);
    }
    assert.deepEqual(Object.keys(x.charts), ['D1', 'bhava', 'D9']);
    assert.equal(x.interpretations.grahaInHouse.length, 9);
    assert.equal(x.interpretations.grahaInSign.length, 9);
  });

  it('returns exactly what the calculation computed: no field is dropped by serialisation', async (t) => {
    const app = await buildKundliApp(t);
    for (const request of [
      natal,
      { ...natal, vargas: [60, 2, 3, 4, 7, 10, 12, 16, 20, 24, 27, 30, 40, 45, 1, 9], horaVariant: 'parivritti', chartStyle: 'south', chartLanguage: 'hi', houseSystem: 'placidus' },
      { ...natal, nodeType: 'true', positions: 'true-geometric', houseSystem: 'equal', utcOffset: '+05:30' },
    ] as const) {
      const r = await postKundli(app, request);
      assert.equal(r.status, 200);
      const direct = presentKundli(computeKundli(request as never), request as never);
      const roundTrip = JSON.parse(JSON.stringify({ method: direct.method, input: direct.input, warnings: direct.warnings, result: direct.result }));
      assert.deepEqual(r.json.result, roundTrip.result);
      assert.deepEqual(r.json.method, roundTrip.method);
      assert.deepEqual(r.json.input, roundTrip.input);
      assert.deepEqual(r.json.warnings, roundTrip.warnings);
    }
  });

  it('runs its documented example', async (t) => {
    const app = await buildKundliApp(t);
    const r = await postKundli(app, kundliCalculation.example);
    assert.equal(r.status, 200);
    assert.deepEqual(Object.keys(r.json.result.charts), ['D1', 'bhava', 'D9', 'D2', 'D3', 'D10']);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a malformed localDate', { localDate: '10/05/1990' }, '/localDate'],
    ['a malformed localTime', { localTime: '7.55pm' }, '/localTime'],
    ['an unknown timezone', { timezone: 'Mars/Olympus' }, '/timezone'],
    ['a latitude above 90', { latitude: 95.123456 }, '/latitude'],
    ['a longitude below -180', { longitude: -181.5 }, '/longitude'],
    ['an unknown ayanamsha', { ayanamsha: 'galactic' }, '/ayanamsha'],
    ['a malformed utcOffset', { utcOffset: '5:30' }, '/utcOffset'],
    ['an elevation out of range', { elevationMeters: 12000 }, '/elevationMeters'],
    ['an unknown nodeType', { nodeType: 'osculating' }, '/nodeType'],
    ['an unknown positions kind', { positions: 'topocentric' }, '/positions'],
    ['an unknown houseSystem', { houseSystem: 'regiomontanus' }, '/houseSystem'],
    ['a division Jagannatha Hora does not offer (D13)', { vargas: [2, 13] }, '/vargas/1'],
    ['a varga variant the division does not have', { vargaVariants: { D5: 'raman' } }, '/vargaVariants/D5'],
    ['a varga variant for a division with one rule', { vargaVariants: { D1: 'rashi' } }, '/vargaVariants/D1'],
    ['a D2 variant that contradicts horaVariant', { horaVariant: 'parashara', vargaVariants: { D2: 'raman' } }, '/vargaVariants/D2'],
    ['a repeated varga', { vargas: [2, 9, 2] }, '/vargas'],
    ['vargas that are not a list', { vargas: 9 }, '/vargas'],
    ['a varga given as text', { vargas: ['D9'] }, '/vargas/0'],
    ['an unknown horaVariant', { horaVariant: 'raman' }, '/horaVariant'],
    ['an unknown chartStyle', { chartStyle: 'west' }, '/chartStyle'],
    ['an unknown chartLanguage', { chartLanguage: 'fr' }, '/chartLanguage'],
    ['a property the schema does not know', { tithi: 5 }, '/tithi'],
    ['a year outside the ephemeris range', { localDate: '1700-01-01' }, '/localDate'],
  ];
  for (const [what, change, path] of bad) {
    it(`rejects ${what} with 422 naming ${path}`, async (t) => {
      const app = await buildKundliApp(t);
      const r = await postKundli(app, { ...natal, ...change });
      assert.equal(r.status, 422, JSON.stringify(r.json));
      assert.equal(r.json.kind, 'ApiErrorEnvelope');
      assert.ok(r.json.error.details.some((d: { path: string }) => d.path === path), JSON.stringify(r.json.error.details));
      for (const v of Object.values(change)) {
        if (typeof v === 'string' && v.length > 3) assert.ok(!JSON.stringify(r.json).includes(v), 'value echoed');
      }
    });
  }

  for (const field of ['localDate', 'localTime', 'timezone', 'latitude', 'longitude']) {
    it(`rejects a body without ${field} with 422 naming /${field}`, async (t) => {
      const app = await buildKundliApp(t);
      const body: Record<string, unknown> = { ...natal };
      delete body[field];
      const r = await postKundli(app, body);
      assert.equal(r.status, 422);
      assert.equal(r.json.error.details[0].path, `/${field}`);
    });
  }
});
