/**
 * HTTP behaviour of the match-making endpoints (v2 and v1, basic and advanced): bad input in
 * either partner is a 422 naming `/bride/...` or `/groom/...` and never echoing the value;
 * the partners' ayanamsha must agree with the top-level one; the selected variants are
 * echoed in `method`; responses validate against the route schema with nothing the compute
 * produced dropped; and random bodies are only ever answered 200 or 422.
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import { build, postJson } from '../helpers/app.ts';
import { envelopeSchema, runCalculation } from '../../src/api/routes/calculations.ts';
import { matchMakingAdvancedCalculation, matchMakingCalculation } from '../../src/calculations/match-making/index.ts';
import type { AnyCalculation } from '../../src/calculations/types.ts';

interface ErrorBody {
  kind: string;
  error: { code: string; details: { path: string; issue: string }[] };
}
interface Envelope {
  kind: string;
  requestId: string;
  versions: { calculation: string; content: string };
  method: Record<string, unknown> & { variants: Record<string, unknown> };
  warnings: { id: string; message: { en: string; hi: string } }[];
  result: Record<string, unknown>;
}
type Body = Record<string, unknown>;

const bride = { localDate: '1992-11-23', localTime: '06:10:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 };
const groom = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 };
const valid = { bride, groom, ayanamsha: 'lahiri' };

const endpoints: { path: string; calc: AnyCalculation }[] = [
  { path: '/v2/calculations/match-making', calc: matchMakingCalculation },
  { path: '/v1/calculations/match-making', calc: matchMakingCalculation },
  { path: '/v2/calculations/match-making-advanced', calc: matchMakingAdvancedCalculation },
  { path: '/v1/calculations/match-making-advanced', calc: matchMakingAdvancedCalculation },
];

/** The event-loop admission check is off: a chain of inject calls would read as one long delay. */
async function appFor(t: TestContext): Promise<FastifyInstance> {
  return (await build(t, { MAX_EVENT_LOOP_DELAY_MS: '0' })).app;
}

interface BadPartner {
  field: string;
  why: string;
  value: unknown;
  secret?: string;
  code?: string;
  /** Other fields to set on the same partner for the case. */
  with?: Body;
}
const badPartnerFields: BadPartner[] = [
  { field: 'localDate', why: 'missing', value: undefined },
  { field: 'localDate', why: 'malformed', value: '23/11/1992', secret: '23/11/1992' },
  { field: 'localDate', why: 'before 1800', value: '1712-03-04', secret: '1712-03-04', code: 'OUT_OF_RANGE' },
  { field: 'localDate', why: 'not a calendar date', value: '1993-02-30', secret: '1993-02-30' },
  { field: 'localTime', why: 'missing', value: undefined },
  { field: 'localTime', why: 'not a time of day', value: '25:61:00', secret: '25:61:00' },
  { field: 'localTime', why: 'in a DST gap', value: '02:30:17', secret: '02:30:17', code: 'LOCAL_TIME_NONEXISTENT', with: { localDate: '2024-03-10', timezone: 'America/New_York' } },
  { field: 'timezone', why: 'unknown', value: 'Mars/Olympus_Mons', secret: 'Olympus' },
  { field: 'latitude', why: 'above 90', value: 123.456789, secret: '123.456789' },
  { field: 'longitude', why: 'a string', value: '77.209013', secret: '77.209013' },
  { field: 'utcOffset', why: 'beyond 14 h', value: '+14:45', secret: '14:45' },
  { field: 'nodeType', why: 'unknown', value: 'wobbly', secret: 'wobbly' },
  { field: 'positions', why: 'unknown', value: 'topocentric-ish', secret: 'topocentric-ish' },
  { field: 'houseSystem', why: 'not a partner field', value: 'placidus' },
];

test('match-making endpoints', async (t) => {
  const app = await appFor(t);

  await t.test('every bad partner field is a 422 naming /bride/… or /groom/…, never echoing the value', async () => {
    for (const { path } of endpoints) {
      for (const role of ['bride', 'groom'] as const) {
        for (const bad of badPartnerFields) {
          const partner: Body = { ...(role === 'bride' ? bride : groom), ...(bad.with ?? {}) };
          if (bad.value === undefined) delete partner[bad.field];
          else partner[bad.field] = bad.value;
          const res = await postJson(app, path, { ...valid, [role]: partner });
          const label = `${path} ${role}.${bad.field} ${bad.why}`;
          assert.equal(res.statusCode, 422, `${label}: ${res.body.slice(0, 200)}`);
          const json = res.json() as ErrorBody;
          assert.equal(json.error.details[0].path, `/${role}/${bad.field}`, `${label}: ${JSON.stringify(json.error.details)}`);
          if (bad.code) assert.equal(json.error.code, bad.code, label);
          if (bad.secret) assert.ok(!res.body.includes(bad.secret), `${label}: the value is echoed`);
        }
      }
    }
  });

  await t.test('a missing partner, an unknown top-level field and a bad variant are 422s naming them', async () => {
    const path = endpoints[0].path;
    const cases: [Body, string][] = [
      [{ groom, ayanamsha: 'lahiri' }, '/bride'],
      [{ bride, ayanamsha: 'lahiri' }, '/groom'],
      [{ ...valid, orientation: 'either' }, '/orientation'],
      [{ ...valid, ayanamsha: 'sidereal-ish' }, '/ayanamsha'],
      [{ ...valid, variants: { varna: 'raman' } }, '/variants/varna'],
      [{ ...valid, variants: { yoniHorseDeer: 2 } }, '/variants/yoniHorseDeer'],
      [{ ...valid, variants: { streeDeergha: 15 } }, '/variants/streeDeergha'],
      [{ ...valid, variants: { colour: 'blue' } }, '/variants/colour'],
      [{ ...valid, bride: 'Asha' }, '/bride'],
    ];
    for (const [body, pointer] of cases) {
      const res = await postJson(app, path, body);
      assert.equal(res.statusCode, 422, `${pointer}: ${res.body.slice(0, 200)}`);
      assert.equal((res.json() as ErrorBody).error.details[0].path, pointer);
    }
  });

  await t.test('a partner ayanamsha must agree with the top-level one (one zodiac for both charts)', async () => {
    for (const { path } of endpoints) {
      const same = await postJson(app, path, { ...valid, bride: { ...bride, ayanamsha: 'lahiri' }, groom: { ...groom, ayanamsha: 'lahiri' } });
      assert.equal(same.statusCode, 200, same.body.slice(0, 200));
      const clash = await postJson(app, path, { ...valid, groom: { ...groom, ayanamsha: 'raman' } });
      assert.equal(clash.statusCode, 422);
      assert.equal((clash.json() as ErrorBody).error.details[0].path, '/groom/ayanamsha');
      // No top-level value: the partners' common value is used; differing values name the second partner.
      const common = await postJson(app, path, { bride: { ...bride, ayanamsha: 'raman' }, groom: { ...groom, ayanamsha: 'raman' } });
      assert.equal(common.statusCode, 200);
      assert.equal((common.json() as Envelope).method.ayanamsha, 'raman');
      const differ = await postJson(app, path, { bride: { ...bride, ayanamsha: 'raman' }, groom: { ...groom, ayanamsha: 'lahiri' } });
      assert.equal((differ.json() as ErrorBody).error.details[0].path, '/groom/ayanamsha');
    }
  });

  await t.test('declares its versions, the method ids and the selected variants', async () => {
    const basic = (await postJson(app, endpoints[0].path, valid)).json() as Envelope;
    assert.equal(basic.versions.calculation, 'match-making.1');
    assert.equal(basic.versions.content, 'match-content.2');
    assert.equal(basic.method.ashtakootaMethodId, 'ASHTA.NORTH');
    assert.equal(basic.method.bandsMethodId, 'ASHTA.BANDS');
    assert.deepEqual(basic.method.kootaMethodIds, {
      varna: 'VARNA.MC', vashya: 'VASHYA.MC', tara: 'TARA.STD', yoni: 'YONI.MC', 'graha-maitri': 'REL.BPHS', gana: 'GANA.MC', bhakoot: 'BHAKOOT.STD', nadi: 'NADI.STD',
    });
    const variants = { varna: 'saravali', vashya: 'saravali', yoniHorseDeer: 1, gana: 'pyjhora', nadiException: 'with-pada', poruthamDina: 'tamil', streeDeergha: 7, poruthamYoni: 'serpent-rat', vedha: 'sum', poruthamMinimum: 'tn-min', manglik: 'north' };
    const adv = (await postJson(app, endpoints[2].path, { ...valid, variants })).json() as Envelope;
    assert.equal(adv.versions.calculation, 'match-making-advanced.1');
    assert.deepEqual(adv.method.variants, variants);
    assert.deepEqual(adv.method.kootaMethodIds, {
      varna: 'VARNA.SARAVALI', vashya: 'VASHYA.SARAVALI', tara: 'TARA.STD', yoni: 'YONI.HORSE_DEER_1', 'graha-maitri': 'REL.BPHS', gana: 'GANA.PYJHORA', bhakoot: 'BHAKOOT.STD', nadi: 'NADI.STD',
    });
    assert.deepEqual(adv.method.exceptionMethodIds, ['MATCH.EXC_STD', 'NADI_EXC.PADA']);
    assert.deepEqual(adv.method.poruthamMethodIds, { dina: 'DINA.TAMIL', streeDeergha: 'SD.7', yoni: 'PYONI.SERPENT_RAT', vedha: 'VEDHA.SUM_19_28_37', verdict: 'DASHA.TN_MIN' });
    assert.equal(adv.method.manglikMethodId, 'MANGLIK.NORTH_1_4_7_8_12');
    assert.equal(adv.method.manglikCancellationMethodId, 'MANGLIK.CANCEL_BVR');
    assert.equal(adv.method.manglikMatchMethodId, 'MANGLIK.MATCH_STD');
    assert.equal(adv.method.papasamyaMethodId, 'PAPASAMYA.EQUAL_POINTS_LMV');
    assert.equal(adv.method.dashakootaMethodId, 'DASHA.SOUTH');
  });

  await t.test('a birth warning names its partner', async () => {
    // 2024-11-03 01:30 occurs twice in New York: the earlier offset is used, with a warning.
    const res = await postJson(app, endpoints[0].path, { ...valid, groom: { ...groom, localDate: '2024-11-03', localTime: '01:30', timezone: 'America/New_York', latitude: 40.71, longitude: -74.0 } });
    assert.equal(res.statusCode, 200);
    const w = (res.json() as Envelope).warnings;
    assert.deepEqual(w.map((x) => x.id), ['groom.local-time-ambiguous']);
    assert.match(w[0].message.hi, /वर का जन्म/);
  });

  await t.test('responses validate against the route schema and keep every field the compute produced', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const addFormats = (ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats;
    addFormats(ajv);
    const bodies: Body[] = [
      valid,
      { ...valid, variants: { nadiException: 'with-pada', manglik: 'lagna-only', poruthamMinimum: 'tn-min', vedha: 'sum' } },
      // Same star, same sign: nadi dosha (N3 with padas), 1/1 bhakoot.
      { bride: { ...bride, localTime: '06:10' }, groom: { ...bride, localTime: '09:40' }, variants: { nadiException: 'with-pada' } },
      // Far north, true node, true-geometric positions, fixed offset.
      { bride: { localDate: '1850-01-01', localTime: '00:05', timezone: 'UTC', utcOffset: '+01:00', latitude: 78.2, longitude: 15.6, nodeType: 'true', positions: 'true-geometric' }, groom: { ...groom, latitude: -89.9, timezone: 'Antarctica/McMurdo' } },
    ];
    for (const { path, calc } of endpoints) {
      const validate = ajv.compile(envelopeSchema(calc));
      for (const body of bodies) {
        const res = await postJson(app, path, body);
        assert.equal(res.statusCode, 200, `${path}: ${res.body.slice(0, 300)}`);
        const json = res.json() as Envelope;
        assert.ok(validate(json), `${path} ${JSON.stringify(body)}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
        const direct = JSON.parse(JSON.stringify(runCalculation(calc, body, json.requestId, { now: new Date() }))) as Envelope;
        assert.deepEqual(json, direct, `${path}: the served envelope equals the computed one (nothing dropped)`);
      }
    }
  });

  await t.test('every text a person reads is bilingual with Devanagari Hindi', async () => {
    const res = await postJson(app, endpoints[2].path, { ...valid, variants: { nadiException: 'with-pada' } });
    const texts: { en: string; hi: string }[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (typeof o.en === 'string' && typeof o.hi === 'string') texts.push({ en: o.en, hi: o.hi });
        else Object.values(o).forEach(walk);
      }
    };
    walk((res.json() as Envelope).result);
    assert.ok(texts.length > 100, `${texts.length} texts`);
    for (const x of texts) {
      assert.ok(x.en.length > 0, 'English text');
      assert.match(x.hi, /[\u0900-\u097F]/, `Hindi of "${x.en.slice(0, 60)}"`);
      assert.ok(!/undefined|NaN|\[object/.test(x.en + x.hi), `no placeholder in "${x.en.slice(0, 80)}"`);
    }
  });

  await t.test('random bodies (valid, invalid, wrong types, extra fields) are each answered 200 or 422', async () => {
    const two = (n: number) => String(n).padStart(2, '0');
    const date = fc.oneof(
      { weight: 10, arbitrary: fc.record({ y: fc.integer({ min: 1800, max: 2399 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) }).map(({ y, m, d }) => `${y}-${two(m)}-${two(d)}`) },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    );
    const time = fc.oneof(
      { weight: 10, arbitrary: fc.record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) }).map(({ h, m }) => `${two(h)}:${two(m)}:00`) },
      { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
    );
    const zone = fc.oneof(
      { weight: 10, arbitrary: fc.constantFrom('Asia/Kolkata', 'Asia/Calcutta', 'America/New_York', 'Europe/London', 'Pacific/Kiritimati', 'Antarctica/McMurdo', 'UTC', 'Etc/GMT+12') },
      { weight: 1, arbitrary: fc.string({ maxLength: 70 }) },
    );
    const wrong = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.object({ maxDepth: 1 }));
    const field = <T>(a: fc.Arbitrary<T>) => fc.oneof({ weight: 20, arbitrary: a }, { weight: 1, arbitrary: wrong });
    /** Absent most of the time; otherwise mostly a valid value. */
    const optional = <T>(a: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: field(a) });
    /** Mostly one of the valid values, sometimes an invalid one. */
    const pick = <T>(good: T[], bad: T[]) => fc.oneof({ weight: 10, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: fc.constantFrom(...bad) });
    const partner = fc.record(
      {
        localDate: field(date),
        localTime: field(time),
        timezone: field(zone),
        latitude: field(fc.oneof({ weight: 10, arbitrary: fc.double({ min: -90, max: 90, noNaN: true }) }, { weight: 1, arbitrary: fc.double({ noNaN: true }) })),
        longitude: field(fc.oneof({ weight: 10, arbitrary: fc.double({ min: -180, max: 180, noNaN: true }) }, { weight: 1, arbitrary: fc.double({ noNaN: true }) })),
        ayanamsha: optional(pick(['lahiri'], ['raman', 'lahiri-x'])),
        utcOffset: optional(pick(['+05:30', '-03:00', '+14:00'], ['+15:00', '5:30'])),
        nodeType: optional(pick(['mean', 'true'], ['osculating'])),
        positions: optional(pick(['apparent', 'true-geometric'], ['heliocentric'])),
      },
      // The five birth fields are usually present; a missing one is tested above.
      { requiredKeys: ['localDate', 'localTime', 'timezone', 'latitude', 'longitude'] },
    );
    const variants = fc.record(
      {
        varna: optional(pick(['mc', 'saravali'], ['raman'])),
        vashya: optional(pick(['standard', 'vanachara-zero', 'saravali'], ['x'])),
        yoniHorseDeer: optional(pick([3, 1], [2])),
        gana: optional(fc.constantFrom('standard', 'pyjhora')),
        nadiException: optional(fc.constantFrom('standard', 'with-pada')),
        poruthamDina: optional(fc.constantFrom('standard', 'tamil')),
        streeDeergha: optional(pick([13, 7], [9])),
        poruthamYoni: optional(fc.constantFrom('standard', 'serpent-rat')),
        vedha: optional(fc.constantFrom('pairs', 'sum')),
        poruthamMinimum: optional(fc.constantFrom('standard', 'tn-min')),
        manglik: optional(pick(['lagna-moon', 'north', 'lagna-only'], ['south'])),
      },
      { requiredKeys: [] },
    );
    const strip = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
    const body = fc.record(
      {
        bride: field(partner.map(strip)),
        groom: field(partner.map(strip)),
        ayanamsha: optional(pick(['lahiri'], ['raman', 'none'])),
        variants: optional(variants.map(strip)),
        extra: fc.oneof({ weight: 12, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }) }),
      },
      { requiredKeys: ['bride', 'groom'] },
    ).map(({ extra, ...b }) => ({ ...strip(b), ...(extra ?? {}) }));

    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(...endpoints.map((e) => e.path)), async (b, path) => {
        const res = await postJson(app, path, b);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        return res.statusCode === 200 || res.statusCode === 422;
      }),
      { numRuns: 600, seed: 20240601 },
    );
    assert.ok((statuses.get(200) ?? 0) > 30, `some bodies were valid: ${JSON.stringify([...statuses])}`);
    assert.ok((statuses.get(422) ?? 0) > 30, `some bodies were invalid: ${JSON.stringify([...statuses])}`);
  });
});
