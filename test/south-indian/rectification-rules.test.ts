/**
 * Rectification rules (rectification.md §1–3): the point lookup of Vimshottari lords against
 * the engine and against the Jagannatha Hora antardasha table, signification on a chart read
 * by hand, the Kunda formula, the tie order and the confidence band, and the R3 diagnostic
 * formulas.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { dasaTimeline } from '../../src/jyotish/dasha/period-engine.ts';
import { vimshottari } from '../../src/jyotish/dasha/vimshottari.ts';
import { bestInSpan, dashaLordsAt, pratyantarInstants, vimshottariAnchor, vimshottariLordOrder, type SpanBest } from '../../src/jyotish/rectification/dasha-lords.ts';
import { kunda } from '../../src/jyotish/rectification/kunda.ts';
import { houseMasks, significationRules, type SignificationChart } from '../../src/jyotish/rectification/signification.ts';
import { eventRules, houseMask } from '../../src/jyotish/rectification/events.ts';
import { compareCandidates, confidenceOf, type CandidateScore, type RectificationEvent } from '../../src/jyotish/rectification/rectify.ts';
import { ishtakalaGhatis, lagnaShuddhi, mandiInstant, nakShuddhi, pranapada } from '../../src/jyotish/rectification/diagnostics.ts';
import { grahaIds, type GrahaId } from '../../src/jyotish/core/zodiac.ts';
import { localToJdUt, pyjhoraPlanet } from '../dasha/reference-chart.ts';
import { oneMinuteInDays } from '../helpers/tolerances.ts';

const sidereal = 365.256364;

describe('Vimshottari lords at an instant', () => {
  it('agrees with the dasha engine\'s three-level table at random instants (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), fc.double({ min: 0.001, max: 0.999, noNaN: true }), (moon, where) => {
        const birthJd = 2_450_000.5;
        const { periods } = dasaTimeline(vimshottari, { birthJd, moonLongitude: moon, yearDays: 365.25, periodCount: 9, depth: 3, subPeriods: 'proportional' });
        const anchor = vimshottariAnchor(moon, birthJd, 365.25);
        const jd = periods[0].startJd + where * (periods[8].endJd - periods[0].startJd);
        const md = periods.find((p) => jd >= p.startJd && jd < p.endJd)!;
        const ad = md.children!.find((p) => jd >= p.startJd && jd < p.endJd)!;
        const pd = ad.children!.find((p) => jd >= p.startJd && jd < p.endJd)!;
        const lords = dashaLordsAt(anchor, jd)!;
        assert.deepEqual([lords.md, lords.ad, lords.pd], [md.lord, ad.lord, pd.lord]);
        assert.ok(Math.abs(lords.pdStartJd - pd.startJd) < 1e-6 && Math.abs(lords.pdEndJd - pd.endJd) < 1e-6);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the Jagannatha Hora antardashas of the 1996-12-07 Chennai chart at the middle of each', () => {
    // Anchor from the swetest Moon (186.9594894°, true geometric, test/golden/rectification) and the sidereal year.
    const book = JSON.parse(readFileSync(new URL('../golden/dashas/book-dashas.json', import.meta.url), 'utf8'));
    const rows = book.vimsottari_test_6[0].cases.slice(0, 81) as { expected: [number, number, string] }[];
    const birthJd = localToJdUt('1996-12-07T10:34:00', 5.5);
    const anchor = vimshottariAnchor(186.9594894, birthJd, sidereal);
    for (let i = 0; i + 1 < rows.length; i++) {
      const [md, ad, start] = rows[i].expected;
      const mid = (localToJdUt(start, 5.5) + localToJdUt(rows[i + 1].expected[2], 5.5)) / 2;
      const lords = dashaLordsAt(anchor, mid)!;
      assert.deepEqual([lords.md, lords.ad], [pyjhoraPlanet[md], pyjhoraPlanet[ad]], `row ${i}`);
    }
    // And the first antardasha start of the Jupiter mahadasha, 2014-07-16 15:57:42, within a minute.
    const first = pratyantarInstants(anchor, localToJdUt('2014-07-16T12:00:00', 5.5), localToJdUt('2014-07-17T00:00:00', 5.5));
    assert.equal(first.length, 2);
    assert.equal(first[1].lords.md, 'jupiter');
    assert.ok(Math.abs(first[1].jd - localToJdUt('2014-07-16T15:57:42', 5.5)) < oneMinuteInDays);
  });

  it('walks the same pratyantardashas on the fast path as on the plain one (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), fc.integer({ min: 1, max: 800 }), fc.integer({ min: 0, max: 511 }), (moon, startYears, spanDays, mask) => {
        const anchor = vimshottariAnchor(moon, 2_450_000.5, 365.25);
        const from = 2_450_000.5 + startYears * 365.25;
        const plain = pratyantarInstants(anchor, from, from + spanDays);
        const bit = (g: GrahaId) => (mask >> vimshottariLordOrder.indexOf(g)) & 1;
        let best = -1;
        let at = 0;
        for (const x of plain) {
          const p = 3 * bit(x.lords.md) + 2 * bit(x.lords.ad) + bit(x.lords.pd);
          if (p > best) [best, at] = [p, x.jd];
        }
        const out: SpanBest = { points: 0, jd: 0, md: 0, ad: 0, pd: 0, instants: 0 };
        bestInSpan(anchor, from, from + spanDays, mask, out);
        assert.equal(out.instants, plain.length);
        assert.equal(out.points, best);
        assert.ok(Math.abs(out.jd - at) < 1e-6);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The D1 chart of 1996-12-07 10:34 IST, Chennai, read from swetest (true geometric, Lahiri):
 * lagna 292.44° Capricorn; Sun 231.57° Scorpio (Jyeshtha), Moon 186.96° Libra (Swati),
 * Mercury 249.94° Sagittarius (Mula), Venus 203.72° Libra (Vishakha), Mars 145.54° Leo (Purva
 * Phalguni), Jupiter 265.83° Sagittarius (Purva Ashadha), Saturn 336.81° Pisces (Uttara
 * Bhadrapada), Rahu 160.55° Virgo (Hasta), Ketu 340.55° Pisces (Uttara Bhadrapada).
 * Houses from Capricorn: Cp 1, Aq 2, Pi 3, Ar 4, Ta 5, Ge 6, Cn 7, Le 8, Vi 9, Li 10, Sc 11, Sg 12.
 */
const chennaiChart: SignificationChart = {
  lagnaSign: 9,
  sign: { sun: 7, moon: 6, mars: 4, mercury: 8, jupiter: 8, venus: 6, saturn: 11, rahu: 5, ketu: 11 },
  nakshatra: { sun: 17, moon: 14, mars: 10, mercury: 18, jupiter: 19, venus: 15, saturn: 25, rahu: 12, ketu: 25 },
};

describe('signification sig(G, H) on the Chennai chart, by hand', () => {
  // Owners (houses): Sun Le 8; Moon Cn 7; Mars Ar 4, Sc 11; Mercury Ge 6, Vi 9; Jupiter Sg 12, Pi 3;
  // Venus Ta 5, Li 10; Saturn Cp 1, Aq 2; Rahu (in Virgo) through Mercury 6, 9; Ketu (in Pisces)
  // through Jupiter 12, 3. Star lords: Sun→Mercury {12; 6, 9}, Moon→Rahu {9; 6, 9}, Mars→Venus
  // {10; 5, 10}, Mercury→Ketu {3; 12, 3}, Jupiter→Venus, Venus→Jupiter {12; 12, 3}, Saturn→Saturn
  // {3; 1, 2}, Rahu→Moon {10; 7}, Ketu→Saturn. Full aspects: Sun → 5, Moon → 4, Mars → 11, 2, 3,
  // Mercury → 6, Jupiter → 4, 6, 8, Venus → 4, Saturn → 5, 9, 12, Rahu → 3, Ketu → 9.
  const masks = houseMasks(chennaiChart);
  const rulesFor = (event: keyof typeof eventRules) => (g: GrahaId) =>
    significationRules(masks[g], houseMask(eventRules[event].houses), eventRules[event].karakas.includes(g));
  it('finds the marriage significators (houses 2, 7, 11; karaka Venus) and the rules that make them', () => {
    const rules = rulesFor('marriage');
    assert.deepEqual(Object.fromEntries(grahaIds.map((g) => [g, rules(g)])), {
      sun: ['RECT.SIG_OCCUPIES'], // in Scorpio, the 11th
      moon: ['RECT.SIG_OWNS'], // owns Cancer, the 7th
      mars: ['RECT.SIG_OWNS', 'RECT.SIG_ASPECT'], // owns Scorpio (11); aspects Scorpio and Aquarius
      mercury: [], // 12, owns 6 and 9, star lord Ketu {3, 12}, aspects 6
      jupiter: [], // 12, owns 12 and 3, star lord Venus {5, 10}, aspects 4, 6, 8
      venus: ['RECT.SIG_KARAKA'],
      saturn: ['RECT.SIG_OWNS', 'RECT.SIG_STAR_LORD'], // owns Aquarius (2); its own star
      rahu: ['RECT.SIG_STAR_LORD'], // star lord the Moon owns the 7th
      ketu: ['RECT.SIG_STAR_LORD'], // star lord Saturn owns the 2nd
    });
  });
  it('finds the foreign-relocation significators (houses 3, 9, 12; karaka Rahu)', () => {
    const rules = rulesFor('foreign_relocation');
    assert.deepEqual(rules('mercury'), ['RECT.SIG_OCCUPIES', 'RECT.SIG_OWNS', 'RECT.SIG_STAR_LORD']);
    assert.deepEqual(rules('mars'), ['RECT.SIG_ASPECT']); // 8th aspect on Pisces (3)
    assert.deepEqual(rules('rahu'), ['RECT.SIG_OCCUPIES', 'RECT.SIG_OWNS', 'RECT.SIG_ASPECT', 'RECT.SIG_KARAKA']);
    assert.deepEqual(rules('venus'), ['RECT.SIG_STAR_LORD']);
  });
});

describe('the Kunda check (rectification.md §2)', () => {
  it('computes K = 81 × lagna mod 360 and compares nakshatra lords', () => {
    // 81 × 218.1809138 = 17672.654018; − 49 × 360 = 32.654018° → Krittika (3rd, Sun). Moon in
    // Anuradha (17th, Saturn): (2 − 16) mod 27 = 13, 13 mod 9 = 4 → different lords, fails.
    const k = kunda(218.1809138, 16, 'lord');
    assert.ok(Math.abs(k.longitude - 32.654018) < 1e-5);
    assert.equal(k.nakshatra, 2);
    assert.equal(k.pass, false);
  });
  it('passes the Moon\'s nakshatra and the two with the same lord, and only the same one under RECT.KUNDA_EXACT', () => {
    // Lagna 10°: 810 − 720 = 90° → Punarvasu (index 6, Jupiter). Vishakha (15) and Purva
    // Bhadrapada (24) are 9 and 18 on: same lord, pass; Ashwini (0) fails.
    assert.equal(kunda(10, 6, 'lord').pass, true);
    assert.equal(kunda(10, 15, 'lord').pass, true);
    assert.equal(kunda(10, 24, 'lord').pass, true);
    assert.equal(kunda(10, 0, 'lord').pass, false);
    assert.equal(kunda(10, 6, 'exact').pass, true);
    assert.equal(kunda(10, 15, 'exact').pass, false);
  });
});

describe('ranking and confidence (rectification.md §1–2)', () => {
  const c = (score: number, pass: boolean, offsetMinutes: number) => ({ score, kunda: { pass }, sky: { offsetMinutes } }) as unknown as CandidateScore;
  const order = (...xs: CandidateScore[]) => [...xs].sort(compareCandidates).map((x) => [x.score, x.kunda.pass, x.sky.offsetMinutes]);
  it('ranks by score, then Kunda pass, then nearness to the recorded time, then the earlier time', () => {
    assert.deepEqual(order(c(10, true, 0), c(11, false, 30)), [[11, false, 30], [10, true, 0]]);
    assert.deepEqual(order(c(10, false, 1), c(10, true, 5)), [[10, true, 5], [10, false, 1]]);
    assert.deepEqual(order(c(10, false, -4), c(10, false, 2)), [[10, false, 2], [10, false, -4]]);
    assert.deepEqual(order(c(10, true, 3), c(10, true, -3)), [[10, true, -3], [10, true, 3]]);
  });
  it('bands confidence by the margin and the number and variety of events', () => {
    const ev = (...types: string[]) => types.map((type) => ({ type }) as RectificationEvent);
    const three = ev('marriage', 'marriage', 'job_start');
    assert.deepEqual(confidenceOf(3, three), { confidence: 'high', reason: 'margin-high' });
    assert.deepEqual(confidenceOf(2, three), { confidence: 'medium', reason: 'margin-medium' });
    assert.deepEqual(confidenceOf(1, three), { confidence: 'medium', reason: 'margin-medium' });
    assert.deepEqual(confidenceOf(0, three), { confidence: 'low', reason: 'margin-low' });
    assert.deepEqual(confidenceOf(6, ev('marriage', 'job_start')), { confidence: 'low', reason: 'few-events' });
    assert.deepEqual(confidenceOf(6, ev('marriage', 'marriage', 'marriage')), { confidence: 'low', reason: 'few-events' });
    assert.deepEqual(confidenceOf(null, three), { confidence: 'low', reason: 'no-candidate' });
  });
});

describe('R3 diagnostic formulas (rectification.md §3)', () => {
  it('measures the ishtakala in ghatis of the sunrise-to-sunrise day', () => {
    assert.equal(ishtakalaGhatis(0.25, 0, 1), 15);
    assert.ok(Math.abs(ishtakalaGhatis(10.5, 10, 11.2) - 25) < 1e-9);
  });
  it('expects the janma nakshatras r + 1, r + 10, r + 19 with r = ⌊4I⌋ mod 9', () => {
    // I = 10.3: 4I = 41.2 → 41 mod 9 = 5 → Ardra (6), Swati (15), Shatabhisha (24). Moon 186.96° is in Swati.
    assert.deepEqual(nakShuddhi(10.3, 186.9594894), { remainder: 5, expected: [6, 15, 24], pass: true });
    // Moon 214.567° (Anuradha, 17th) with r = 3 (I = 34.712: 4I = 138.8 → 138 mod 9 = 3) → 4, 13, 22: fails.
    assert.equal(nakShuddhi(34.71218784519125, 214.5672).pass, false);
  });
  it('places Pranapada at λ☉ + 30° × (4I mod 12) + the modality shift', () => {
    // Sun 231.5652822° Scorpio (fixed, +240°), I = 10.3: 4I mod 12 = 5.2 → 156°;
    // 231.5653 + 156 + 240 = 627.5653 → 267.5653° Sagittarius, 12th from Capricorn: fails.
    const p = pranapada(10.3, 231.5652822, 9);
    assert.ok(Math.abs(p.longitude - 267.5652822) < 1e-9);
    assert.deepEqual([p.sign, p.houseFromLagna, p.pass], [8, 12, false]);
    // Sun 10° Aries (movable, +0°), I = 7.5: 4I mod 12 = 6 → 180° → 190° Libra, 9th from Aquarius: passes.
    const q = pranapada(7.5, 10, 10);
    assert.deepEqual([q.longitude, q.sign, q.houseFromLagna, q.pass], [190, 6, 9, true]);
  });
  it('starts Mandi at Saturn\'s eighth: 7th part on Sunday by day, 3rd on Sunday night, 1st on Saturday by day', () => {
    // Day 0 → 0.5, night 0.5 → 1. Sunday day: parts Sun … Sat, Saturn's is index 6 → 0.375.
    assert.equal(mandiInstant(0.1, 0, 0, 0.5, 1), 0.375);
    // Sunday night starts with the 5th lord (Thursday): Thu, Fri, Sat → index 2 → 0.5 + 0.125.
    assert.equal(mandiInstant(0.7, 0, 0, 0.5, 1), 0.625);
    assert.equal(mandiInstant(0.1, 6, 0, 0.5, 1), 0);
    // Wednesday night starts with Sunday's lord: Saturn is index 6 → 0.5 + 0.375.
    assert.equal(mandiInstant(0.7, 3, 0, 0.5, 1), 0.875);
  });
  it('tests the lagna from the Moon and Mandi in D1, then in D9', () => {
    // Lagna 292.44° Capricorn; Moon 186.96° Libra: Capricorn is 4th from Libra.
    // Mandi 40° Taurus: Capricorn is the 9th from Taurus → passes on mandi-d1.
    assert.deepEqual(lagnaShuddhi(292.4437664, 186.9594894, 40).basis, 'mandi-d1');
    // Mandi 12° Aries: D1 10th. D9: lagna 292.44/3.333 = 87.7 → 87 mod 12 = 3 Cancer; Moon 56 → Sagittarius
    // (8th); Mandi 12/3.333 = 3.6 → Cancer, the 1st → passes on mandi-d9.
    assert.deepEqual(lagnaShuddhi(292.4437664, 186.9594894, 12).basis, 'mandi-d9');
    // Mandi 5° Aries: D9 Taurus, Cancer is the 3rd → nothing passes.
    assert.deepEqual(lagnaShuddhi(292.4437664, 186.9594894, 5), { pass: false, basis: null, mandiLongitude: 5 });
  });
});
