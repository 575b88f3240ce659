/**
 * The calculation task's serialiser (`envelopeBytes`, issue 21) writes JSON straight to UTF-8;
 * what is sent must stay byte for byte `JSON.stringify` encoded as UTF-8 (the reference here
 * is the platform's own JSON.stringify and TextEncoder, not the code under test).
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { envelopeBytes } from '../../src/api/pool/envelope-bytes.ts';
import { calculationTask, requestIdPlaceholder, runCalculation } from '../../src/api/pool/calculation-task.ts';
import { calculations } from '../../src/calculations/registry.ts';
import { kundliAdvancedCalculation } from '../../src/calculations/kundli-advanced/index.ts';
import { initEphemeris } from '../../src/astro/swe.ts';
import { cities, mulberry32 } from '../../bench/_shared.ts';

initEphemeris();
const encoder = new TextEncoder();
const reference = (value: unknown) => Buffer.from(encoder.encode(JSON.stringify(value)));
const same = (value: object) => Buffer.from(envelopeBytes(value)).equals(reference(value));

it('gives JSON.stringify’s UTF-8 bytes for every registered calculation’s example envelope', () => {
  const context = { now: new Date('2026-01-01T00:00:00Z') };
  for (const calc of calculations) {
    const envelope = runCalculation(calc, structuredClone(calc.example), requestIdPlaceholder, context);
    assert.ok(same(envelope), calc.id);
  }
});

it('gives JSON.stringify’s UTF-8 bytes for kundli-advanced of varied births and options', () => {
  const random = mulberry32(21);
  const context = { now: new Date('2026-01-01T00:00:00Z') };
  const two = (n: number) => String(n).padStart(2, '0');
  const options = [{}, { dashaDepth: 5, runningAt: '2031-02-03T04:05:06Z' }, { include: ['ashtakavarga', 'natalReadings'] }, { dashaSystems: ['ashtottari', 'narayana'], yoginiIncludeAntardashas: true }];
  for (let i = 0; i < 12; i++) {
    const [timezone, latitude, longitude] = cities[Math.floor(random() * cities.length)];
    const body = {
      localDate: `${1850 + Math.floor(random() * 300)}-${two(1 + Math.floor(random() * 12))}-${two(1 + Math.floor(random() * 28))}`,
      localTime: `${two(4 + Math.floor(random() * 20))}:${two(Math.floor(random() * 60))}:00`,
      timezone,
      latitude,
      longitude,
      ...options[i % options.length],
    };
    const envelope = runCalculation(kundliAdvancedCalculation, body, requestIdPlaceholder, context);
    assert.ok(same(envelope), JSON.stringify(body));
  }
});

it('follows JSON.stringify on left-out values, non-finite numbers, escapes, surrogates, toJSON and boxed values', () => {
  const keyed: string[] = [];
  const cases: object[] = [
    { a: undefined, b: () => 1, c: Symbol('s'), d: 1 },
    [undefined, () => 1, Symbol('s'), null, , 2], // eslint-disable-line no-sparse-arrays
    { n: [NaN, Infinity, -Infinity, -0, 0, 1e21, 1e-7, 0.1 + 0.2, -1.5e-300, 2 ** 53 + 2, 123456789.123456789] },
    { s: '"\\/\b\f\n\r\t\u0000\u001f\u007f\u0080\u07ff\u0800\uffff', hi: 'राहु और केतु — ग्रहण', astral: '😀 𝄞', lone: ['\ud800', 'x\udfffy', '\udc00\ud800', '\ud83d'] },
    { 'k"ey': 1, 'कुंजी': 2, '\u0001': 3, 2: 'integer-like keys first', 1: 'in ascending order', z: 'then insertion order' },
    { date: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)), boxed: [Object(1), Object('s'), Object(false)], bad: new Date(NaN) },
    { t: { toJSON: (k: string) => (keyed.push(k), `key ${k}`) }, u: { toJSON: () => undefined }, list: [{ toJSON: (k: string) => (keyed.push(k), k) }] },
    Object.assign(Object.create(null) as object, { nullProto: true, inner: Object.assign(Object.create(null) as object, { x: [] }) }),
    { empty: {}, emptyList: [], nested: [[[]], [{}], { a: [{ b: [1, { c: null }] }] }] },
    { map: new Map([[1, 2]]), set: new Set([1]), re: /x/g, err: new Error('e'), typed: new Uint8Array([1, 2]) },
  ];
  for (const value of cases) assert.equal(Buffer.from(envelopeBytes(value)).toString('utf8'), JSON.stringify(value));
  for (const value of cases) assert.ok(same(value));
  // toJSON was called with each property's own key, as JSON.stringify calls it.
  assert.deepEqual([...new Set(keyed)].sort(), ['0', 't']);
});

it('throws where JSON.stringify throws (BigInt, cycles)', () => {
  assert.throws(() => envelopeBytes({ big: 1n }), TypeError);
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  assert.throws(() => envelopeBytes(cycle));
  // And the next value is still written correctly after a throw mid-way.
  assert.ok(same({ after: 'throw', hi: 'नमस्ते' }));
});

it('gives JSON.stringify’s bytes for arbitrary JSON-like values with any strings', () => {
  const text = fc.string({ unit: 'binary', maxLength: 40 });
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      text,
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(tie('value'), { maxLength: 6 }),
      fc.dictionary(text, tie('value'), { maxKeys: 6 }),
    ),
  }));
  fc.assert(
    fc.property(fc.dictionary(text, value, { maxKeys: 8 }), (object) => same(object)),
    { numRuns: 600 },
  );
});

it('writes bodies larger than its scratch space, and small ones correctly after them', () => {
  const big = { hi: 'नमस्ते दुनिया '.repeat(200_000), list: Array.from({ length: 50_000 }, (_, i) => ({ i, x: i / 7 })) };
  assert.ok(same(big));
  assert.ok(same({ small: true }));
});

it('returns bytes that own their whole buffer, so a worker can transfer them without a copy', () => {
  for (const value of [{ a: 1 }, { hi: 'नमस्ते'.repeat(5000) }]) {
    const bytes = envelopeBytes(value);
    assert.equal(bytes.byteOffset, 0);
    assert.equal(bytes.byteLength, bytes.buffer.byteLength);
  }
});

it('is what the calculation task sends: the example envelopes through calculationTask decode to JSON.stringify’s text', () => {
  const nowMs = Date.UTC(2026, 0, 1);
  // Twice each: a calculation's first body on a thread goes through JSON.stringify and sets
  // which writer the next ones take (kundli-advanced's are large: the direct writer).
  for (const id of ['kundli-advanced', 'kundli', 'panchang', 'kundli-advanced', 'kundli', 'panchang']) {
    const calc = calculations.find((c) => c.id === id)!;
    const bytes = calculationTask({ calculationId: id, body: structuredClone(calc.example), nowMs });
    assert.ok(bytes instanceof Uint8Array, id);
    const expected = JSON.stringify(runCalculation(calc, structuredClone(calc.example), requestIdPlaceholder, { now: new Date(nowMs) }));
    assert.equal(Buffer.from(bytes).toString('utf8'), expected, id);
  }
});
