/**
 * Dwadasha-vargiya bala (docs/methods/varshaphal.md §5c): hand-worked divisions and counts
 * written out below from the rules, the two annual charts of
 * `test/golden/varshaphal/dwadasha-vargiya.json` (longitudes from swetest, divisions worked by
 * `scripts/golden/dwadasha-vargiya-swetest.py`, which imports nothing of ours), properties, and
 * the opt-in block over HTTP with its 422s.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dwadashaVargiyaBala, tajakaVargaSign } from '../../src/jyotish/varshaphal/dwadasha-vargiya.ts';
import { sevenGrahaIds, type SevenGrahaId } from '../../src/jyotish/core/zodiac.ts';
import { build, postJson } from '../helpers/app.ts';
import { golden } from './helpers.ts';

interface GoldenGraha {
  longitude: number;
  signs: number[];
  standings: string[];
  counts: Record<'own' | 'friend' | 'neutral' | 'enemy', number>;
  favourable: number;
}
interface GoldenCase {
  id: string;
  grahas: Record<SevenGrahaId, GoldenGraha>;
}
const cases = golden<{ cases: GoldenCase[] }>('dwadasha-vargiya.json').cases;

const path = '/v2/calculations/varshaphal';
const example = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri', age: 35 };
const devanagari = /[\u0900-\u097F]/;

describe('dwadasha-vargiya bala, worked by hand', () => {
  it('places Mercury at 5°53.8′ Aries in the twelve divisions the rules give and counts it strong', () => {
    // Aries is odd and movable; d = 5.897°, so the part j = ⌊d·N/30⌋ is 0 for N ≤ 5,
    // 1 for N = 6 … 10 and 2 for N = 11, 12.
    // D1 Aries; D2 first half of an odd sign: Leo; D3, D4, D5 (movable: from the sign) part 0:
    // Aries; D6 odd from Aries + 1: Taurus; D7 odd from the sign + 1: Taurus; D8 movable from
    // Aries + 1: Taurus; D9 movable from the sign + 1: Taurus; D10 odd from the sign + 1:
    // Taurus; D11 counted back from Aries: 2 − 0 = Gemini; D12 from the sign + 2: Gemini.
    const b = dwadashaVargiyaBala('mercury', 5.897);
    assert.deepEqual(b.parts.map((p) => p.sign), [0, 4, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2]);
    // Mercury regards Mars neutral, the Sun and Venus as friends; Gemini is its own sign.
    assert.deepEqual(b.counts, { own: 2, friend: 6, neutral: 4, enemy: 0 });
    assert.equal(b.favourable, 8);
    assert.equal(b.net, 4);
    assert.equal(b.strength, 'strong');
  });

  it('counts the Moon at 2°45′ Libra weak: only the Leo hora is a friend’s sign', () => {
    // Libra is odd and movable; d = 2.752°: j = 0 up to N = 10 (2.752·10/30 = 0.92), 1 for
    // N = 11 (1.01) and N = 12 (1.10). D2 Leo; D6 and D8 from Aries: Aries; D11: 1 − 6 → Scorpio;
    // D12 Scorpio; every other division Libra. The Moon has no enemies (BPHS): Venus and Mars
    // are neutral to it, the Sun a friend.
    const b = dwadashaVargiyaBala('moon', 182.7516);
    assert.deepEqual(b.parts.map((p) => p.sign), [6, 4, 6, 6, 6, 0, 6, 0, 6, 6, 7, 7]);
    assert.deepEqual(b.counts, { own: 0, friend: 1, neutral: 11, enemy: 0 });
    assert.equal(b.strength, 'weak');
  });

  it('uses the Tajaka panchamsha: a fixed sign counts from its 5th, a dual sign from its 9th', () => {
    // Taurus 0°–6° (fixed, part 0) → Virgo; Gemini 24°–30° (dual, part 4) → Aquarius + 4 = Gemini.
    assert.equal(tajakaVargaSign(30 + 1, 5), 5);
    assert.equal(tajakaVargaSign(60 + 25, 5), 2);
    // Capricorn 12°–18° (movable, part 2) → Pisces.
    assert.equal(tajakaVargaSign(270 + 13, 5), 11);
  });

  it('gives balanced to six favourable divisions', () => {
    // The Sun at 25°56.5′ Aries (the example's pravesh) lies in the last part of most
    // divisions: D1 Aries, D2 Cancer, D3 Sagittarius, D4 Capricorn, D5 Leo, D6 Virgo, D7 and D8
    // Libra, D9 Scorpio, D10 Sagittarius, D11 Capricorn, D12 Aquarius — own once (Leo), friends'
    // signs five times (Mars, Moon, Jupiter ×2, Mars), Mercury's Virgo neutral, Venus's and
    // Saturn's signs five times.
    const sun = cases[0].grahas.sun;
    const b = dwadashaVargiyaBala('sun', sun.longitude);
    assert.equal(b.favourable, 6);
    assert.equal(b.net, 0);
    assert.equal(b.strength, 'balanced');
  });
});

describe('dwadasha-vargiya bala against the swetest golden charts', () => {
  for (const c of cases) {
    it(`reproduces every division sign and count of the ${c.id} annual chart`, () => {
      for (const g of sevenGrahaIds) {
        const want = c.grahas[g];
        const got = dwadashaVargiyaBala(g, want.longitude);
        assert.deepEqual(got.parts.map((p) => p.sign), want.signs, `${c.id} ${g}`);
        assert.deepEqual(got.parts.map((p) => p.standing), want.standings, `${c.id} ${g}`);
        assert.deepEqual(got.counts, want.counts, `${c.id} ${g}`);
        assert.equal(got.favourable, want.favourable, `${c.id} ${g}`);
      }
    });
  }
});

describe('dwadasha-vargiya bala, properties', () => {
  it('always has twelve divisions whose standings sum to twelve and a net of 2·favourable − 12', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sevenGrahaIds), fc.double({ min: -720, max: 720, noNaN: true }), (g, lon) => {
        const b = dwadashaVargiyaBala(g, lon);
        const sum = b.counts.own + b.counts.friend + b.counts.neutral + b.counts.enemy;
        return b.parts.length === 12 && sum === 12 && b.net === 2 * b.favourable - 12 && b.parts.every((p) => p.sign >= 0 && p.sign < 12);
      }),
    );
  });

  it('puts Mars at 1° Aries in its own sign in eleven divisions and in the Sun’s Leo in the hora', () => {
    // Part 0 of a movable odd sign starts every division at Aries except the hora (Leo).
    assert.equal(dwadashaVargiyaBala('mars', 1).counts.own, 11);
    assert.equal(dwadashaVargiyaBala('mars', 1).favourable, 12);
  });
});

describe('POST /v2/calculations/varshaphal with dwadashaVargiyaBala', () => {
  it('leaves the default response without the block and its method ids', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, example);
    assert.equal(r.statusCode, 200, r.body);
    const j = r.json();
    assert.equal(j.result.dwadashaVargiyaBala, undefined);
    assert.equal(j.method.dwadashaVargiyaMethodIds, undefined);
    assert.equal(j.versions.calculation, 'varshaphal.2');
  });

  it('serves the twelve divisions of the seven grahas matching the swetest golden chart', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, { ...example, dwadashaVargiyaBala: true });
    assert.equal(r.statusCode, 200, r.body);
    const j = r.json();
    const block = j.result.dwadashaVargiyaBala as {
      graha: { id: SevenGrahaId };
      vargas: { division: number; rashi: { index: number }; name: { hi: string }; standing: string; methodId: string }[];
      counts: Record<string, number>;
      favourable: number;
      strength: { id: string; name: { en: string; hi: string }; text: { en: string; hi: string } };
    }[];
    assert.equal(block.length, 7);
    const want = cases.find((c) => c.id === 'EXAMPLE') as GoldenCase;
    for (const b of block) {
      const w = want.grahas[b.graha.id];
      assert.deepEqual(b.vargas.map((v) => v.rashi.index - 1), w.signs, b.graha.id); // entity index is 1-based
      assert.deepEqual(b.counts, w.counts, b.graha.id);
      assert.equal(b.favourable, w.favourable, b.graha.id);
      assert.ok(devanagari.test(b.strength.name.hi) && devanagari.test(b.strength.text.hi));
      assert.ok(b.vargas.every((v) => devanagari.test(v.name.hi)));
      assert.equal(b.vargas[4].methodId, 'VARGA.D5_TAJAKA_ADAWAL');
    }
    assert.deepEqual(j.method.dwadashaVargiyaMethodIds, ['TAJ.DVB_MAJORITY', 'TAJ.DVB_VARGAS_ADAWAL', 'REL.BPHS']);
    assert.equal(j.method.dwadashaVargaMethodIds.length, 12);
  });

  it('does not change the numbers of the default blocks when the block is added', async (t) => {
    const { app } = await build(t);
    const a = (await postJson(app, path, example)).json().result;
    const b = (await postJson(app, path, { ...example, dwadashaVargiyaBala: true })).json().result;
    delete b.dwadashaVargiyaBala;
    assert.deepEqual(b, a);
  });

  it('answers a non-boolean dwadashaVargiyaBala with 422 naming the field', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, { ...example, dwadashaVargiyaBala: 'yes' });
    assert.equal(r.statusCode, 422, r.body);
    assert.equal(r.json().error.details[0].path, '/dwadashaVargiyaBala');
    assert.ok(!r.body.includes('"yes"'), r.body);
  });

  it('documents the request flag and the result block in the OpenAPI document', async (t) => {
    const { app } = await build(t);
    const doc = JSON.stringify((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
    assert.ok(doc.includes('Add dwadashaVargiyaBala'), 'request flag described');
    assert.ok(doc.includes('Dwadasha-vargiya bala of one graha in the annual chart (TAJ.DVB_MAJORITY)'), 'result block described');
  });
});
