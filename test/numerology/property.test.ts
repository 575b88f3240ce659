/**
 * Property test over HTTP: random valid bodies are always answered 200, random invalid bodies
 * (one field broken at a time) always 422 naming that field, and arbitrary JSON never 500.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { build, postJson } from '../helpers/app.ts';

/** These tests are not about admission control: a loaded CI machine must not turn them into 503s. */
const noLagShedding = { MAX_EVENT_LOOP_DELAY_MS: '0' };

const runs = 200;

const pad = (n: number, w: number) => String(n).padStart(w, '0');
/** Days in a month, computed independently of the service (day 0 of the next month). */
const monthLength = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

const validDate = fc
  .record({ y: fc.integer({ min: 1800, max: 2399 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ y, m, d }) => `${pad(y, 4)}-${pad(m, 2)}-${pad(Math.min(d, monthLength(y, m)), 2)}`);

const invalidDate = fc.oneof(
  // not YYYY-MM-DD at all
  fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)),
  // a day past the end of its month (30 February, 31 April …)
  fc
    .record({ y: fc.integer({ min: 1800, max: 2399 }), m: fc.integer({ min: 1, max: 12 }), extra: fc.integer({ min: 1, max: 3 }) })
    .filter(({ y, m, extra }) => monthLength(y, m) + extra <= 99)
    .map(({ y, m, extra }) => `${pad(y, 4)}-${pad(m, 2)}-${pad(monthLength(y, m) + extra, 2)}`),
  // month 0 or 13–99, day 0
  fc.integer({ min: 1800, max: 2399 }).map((y) => `${y}-13-01`),
  fc.integer({ min: 1800, max: 2399 }).map((y) => `${y}-00-10`),
  fc.integer({ min: 1800, max: 2399 }).map((y) => `${y}-05-00`),
  // a year outside 1800–2399
  fc.oneof(fc.integer({ min: 0, max: 1799 }), fc.integer({ min: 2400, max: 9999 })).map((y) => `${pad(y, 4)}-06-15`),
);

const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzéèñüÅāīśçÓ'];
const nameChars = [...letters, ' ', '.', '-', "'", '\u2019'];
const validName = fc
  .tuple(fc.constantFrom(...letters), fc.string({ unit: fc.constantFrom(...nameChars), maxLength: 60 }))
  .map(([first, rest]) => first + rest);
const forbiddenNameChar = fc.constantFrom('1', '9', '@', '_', 'ß', 'ø', 'अ', '\t', '#', ',', '😀', 'Ж');
const invalidName = fc.oneof(
  fc.tuple(validName, forbiddenNameChar, fc.nat()).map(([n, bad, i]) => n.slice(0, i % (n.length + 1)) + bad + n.slice(i % (n.length + 1))),
  fc.string({ unit: fc.constantFrom(' ', '.', '-', "'"), minLength: 1, maxLength: 10 }),
  fc.constant(''),
  fc.oneof(fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 })),
  fc.string({ unit: fc.constantFrom('a', 'B'), minLength: 101, maxLength: 120 }),
);

const alnum = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'];
const validPlate = fc
  .array(fc.tuple(fc.constantFrom(...alnum), fc.constantFrom('', '', '', ' ', '-')), { minLength: 1, maxLength: 20 })
  .map((parts) => parts.map(([c, sep]) => c + sep).join(''));
const invalidPlate = fc.oneof(
  fc.tuple(validPlate, fc.constantFrom('#', '.', '/', 'é', '_', '*', 'क'), fc.nat()).map(([p, bad, i]) => p.slice(0, i % (p.length + 1)) + bad + p.slice(i % (p.length + 1))),
  fc.string({ unit: fc.constantFrom(...alnum), minLength: 21, maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(' ', '-'), minLength: 1, maxLength: 5 }),
  fc.constant(''),
  fc.integer(),
);

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const withoutUndefined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const validNumerology = fc
  .record({ name: validName, birthDate: validDate, system: maybe(fc.constantFrom('chaldean', 'pythagorean')) })
  .map(withoutUndefined);

/** One field broken at a time, with the JSON pointer the 422 must name. */
const invalidNumerology = fc.oneof(
  fc.tuple(validNumerology, invalidName).map(([b, name]) => ({ body: { ...b, name }, path: '/name' })),
  fc.tuple(validNumerology, invalidDate).map(([b, birthDate]) => ({ body: { ...b, birthDate }, path: '/birthDate' })),
  fc.tuple(validNumerology, fc.string().filter((s) => s !== 'chaldean' && s !== 'pythagorean')).map(([b, system]) => ({ body: { ...b, system }, path: '/system' })),
  fc.tuple(validNumerology, fc.constantFrom('vehicleNumber', 'extra', 'Name', 'birthdate', '__proto_x')).map(([b, k]) => ({ body: { ...b, [k]: 1 }, path: `/${k}` })),
  validNumerology.map((b) => ({ body: { birthDate: b.birthDate }, path: '/name' })),
  validNumerology.map((b) => ({ body: { name: b.name }, path: '/birthDate' })),
);

const orderedDates = fc.tuple(validDate, validDate).map(([a, b]) => (a <= b ? [a, b] : [b, a]));
const validGuidance = fc
  .record({
    dates: orderedDates,
    name: maybe(validName),
    vehicleNumber: maybe(validPlate),
    system: maybe(fc.constantFrom('chaldean', 'pythagorean')),
    vehicleMethod: maybe(fc.constantFrom('digits-only', 'digits-and-letters')),
    dateRule: maybe(fc.constantFrom('day-of-month', 'full-date')),
  })
  .map(({ dates, ...rest }) => withoutUndefined({ birthDate: dates[0], referenceDate: dates[1], ...rest }));

const invalidGuidance = fc.oneof(
  fc.tuple(validGuidance, invalidPlate).map(([b, vehicleNumber]) => ({ body: { ...b, vehicleNumber }, path: '/vehicleNumber' })),
  fc.tuple(validGuidance, invalidName).map(([b, name]) => ({ body: { ...b, name }, path: '/name' })),
  fc.tuple(validGuidance, invalidDate).map(([b, referenceDate]) => ({ body: { ...b, referenceDate }, path: '/referenceDate' })),
  fc.tuple(validGuidance, invalidDate).map(([b, birthDate]) => ({ body: { ...b, birthDate }, path: '/birthDate' })),
  // a reference date strictly before the birth date
  fc.tuple(validDate, validDate).filter(([a, b]) => a !== b).map(([a, b]) => ({
    body: { birthDate: a > b ? a : b, referenceDate: a > b ? b : a },
    path: '/referenceDate',
  })),
  fc.tuple(validGuidance, fc.string().filter((s) => s !== 'digits-only' && s !== 'digits-and-letters')).map(([b, vehicleMethod]) => ({ body: { ...b, vehicleMethod }, path: '/vehicleMethod' })),
  fc.tuple(validGuidance, fc.constantFrom('extra', 'average', 'vehicle')).map(([b, k]) => ({ body: { ...b, [k]: 'x' }, path: `/${k}` })),
);

describe('random bodies', () => {
  it('answers every valid numerology body with 200 and every invalid one with 422 naming the field', async (t) => {
    const { app } = await build(t, noLagShedding);
    await fc.assert(
      fc.asyncProperty(validNumerology, async (body) => {
        const res = await postJson(app, '/v2/calculations/numerology', body);
        assert.equal(res.statusCode, 200, res.body);
      }),
      { numRuns: runs },
    );
    await fc.assert(
      fc.asyncProperty(invalidNumerology, async ({ body, path }) => {
        const res = await postJson(app, '/v2/calculations/numerology', body);
        assert.equal(res.statusCode, 422, res.body);
        assert.equal((res.json() as { error: { details: { path: string }[] } }).error.details[0].path, path);
      }),
      { numRuns: runs },
    );
  });

  it('answers every valid guidance body with 200 and every invalid one with 422 naming the field', async (t) => {
    const { app } = await build(t, noLagShedding);
    await fc.assert(
      fc.asyncProperty(validGuidance, async (body) => {
        const res = await postJson(app, '/v2/calculations/numerology-guidance', body);
        assert.equal(res.statusCode, 200, res.body);
        const bio = (res.json() as { result: { biorhythm: { cycles: unknown[] } } }).result.biorhythm;
        assert.equal(bio.cycles.length, 3);
      }),
      { numRuns: runs },
    );
    await fc.assert(
      fc.asyncProperty(invalidGuidance, async ({ body, path }) => {
        const res = await postJson(app, '/v2/calculations/numerology-guidance', body);
        assert.equal(res.statusCode, 422, res.body);
        assert.equal((res.json() as { error: { details: { path: string }[] } }).error.details[0].path, path);
      }),
      { numRuns: runs },
    );
  });

  it('never answers 500 to arbitrary JSON on either endpoint', async (t) => {
    const { app } = await build(t, noLagShedding);
    const fields = fc.constantFrom('name', 'birthDate', 'referenceDate', 'system', 'vehicleNumber', 'vehicleMethod', 'dateRule', 'x');
    const body = fc.oneof(
      fc.dictionary(fields, fc.oneof(fc.string(), validDate, validName, fc.integer(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }))),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/v2/calculations/numerology', '/v2/calculations/numerology-guidance'), body, async (path, b) => {
        const res = await postJson(app, path, JSON.stringify(b));
        assert.ok(res.statusCode === 200 || res.statusCode === 422, `${res.statusCode} ${res.body.slice(0, 200)}`);
      }),
      { numRuns: runs },
    );
  });
});
