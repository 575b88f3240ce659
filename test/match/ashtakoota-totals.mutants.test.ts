/**
 * The ashtakoota's totals and per-koota read-out, the both-manglik outcome and the papasamya sum
 * over all three references: the survivors of the match mutation run (docs/quality.md). Every
 * expected value is worked by hand from /work/shared/methods/matching.md (§1 koota rules and
 * maxima, §2 dosha exceptions, §5 Manglik matching) and the papasamya weights stated in
 * src/jyotish/match/papasamya.ts's declared method (1 from Lagna, ½ from Moon, ¼ from Venus).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { computeAshtakoota, kootaMaximum, kootaPoints } from '../../src/jyotish/match/ashtakoota/ashtakoota.ts';
import { placementOf } from '../../src/jyotish/chart/natal-chart.ts';
import { defaultMatchVariants } from '../../src/jyotish/match/variants.ts';
import { manglikMatch } from '../../src/jyotish/match/manglik-match.ts';
import { papaTotal } from '../../src/jyotish/match/papasamya.ts';
import { evaluateManglik } from '../../src/jyotish/rules/manglik.ts';
import { buildChart, type ChartSpec } from '../insights/chart-builder.ts';

// Groom's Moon Aries 1° (Ashwini, nakshatra 1); bride's Moon Scorpio 1° (211°: Vishakha, nakshatra 16).
const groom = placementOf(1);
const bride = placementOf(211);

describe('ashtakoota totals', () => {
  it('gives the eight kootas the maxima 1, 2, 3, 4, 5, 6, 7, 8 (36 in all), as matching.md §1 heads them', () => {
    assert.deepEqual({ ...kootaMaximum }, { varna: 1, vashya: 2, tara: 3, yoni: 4, 'graha-maitri': 5, gana: 6, bhakoot: 7, nadi: 8 });
  });

  it('reads each koota\'s points for Aries 1° and Scorpio 1°: varna 0, tara 1½, graha maitri 5, bhakoot 0, nadi 8', () => {
    // Varna: Aries fire = Kshatriya (3) below Scorpio water = Brahmin (4) → 0.
    // Tara: bride → groom 16 → 1 is the 13th (13 mod 9 = 4: 1½); groom → bride is the 16th
    //   (16 mod 9 = 7, Vadha: 0) → 1½.
    // Graha maitri: both signs ruled by Mars (same lord) → 5. Bhakoot: Aries–Scorpio is 6/8 → 0.
    // Nadi: Ashwini Adi, Vishakha Antya, different → 8.
    const a = computeAshtakoota(groom, bride, defaultMatchVariants);
    assert.deepEqual(
      (['varna', 'tara', 'graha-maitri', 'bhakoot', 'nadi'] as const).map((id) => kootaPoints(a, id)),
      [0, 1.5, 5, 0, 8],
    );
  });

  it('restores the 7 bhakoot points of a cancelled 6/8 dosha (Aries–Scorpio, B1) in the adjusted total and nothing for the nadi', () => {
    // Different nadis: no nadi dosha, nothing restored there; bhakoot dosha cancelled by B1 → + 7.
    const a = computeAshtakoota(groom, bride, defaultMatchVariants);
    assert.equal(a.nadiDosha.restoredPoints, 0);
    assert.equal(a.adjustedTotal - a.total, 7);
  });

  it('restores the 8 nadi points of a cancelled nadi dosha (N1: same sign, different stars of one nadi)', () => {
    // Gemini 7° (67°: Ardra, nakshatra 6, Adi) and Gemini 21° (81°: Punarvasu, nakshatra 7, Adi):
    // same sign and nadi, different stars → N1 cancels; same sign → no bhakoot dosha.
    const a = computeAshtakoota(placementOf(67), placementOf(81), defaultMatchVariants);
    assert.equal(a.nadi.points, 0);
    assert.equal(a.bhakootDosha.restoredPoints, 0);
    assert.equal(a.adjustedTotal - a.total, 8);
  });
});

describe('manglik match when both partners are manglik', () => {
  it('is mutually balanced: compatible, not balanced by one partner, no manglik partner and no balancers listed', () => {
    // Lagna Aries, Moon Gemini, Mars in Libra (7th from Lagna): manglik, no cancellation.
    const spec: ChartSpec = { lagna: 0, moon: 2, venus: 5, jupiter: 3, mars: 6, saturn: 10, rahu: 10, sun: 10, mercury: 2 };
    const chart = buildChart(spec);
    const p = { chart, manglik: evaluateManglik(chart) };
    assert.deepEqual(manglikMatch(p, p), {
      outcome: 'mutually-balanced', compatible: true, balancedByPartner: false, manglikPartner: null, balancers: [],
    });
  });
});

describe('papasamya total', () => {
  it('adds the Moon\'s share to the Lagna\'s and Venus\'s: Saturn in Sagittarius is 7th from a Gemini Moon (½) and 4th from a Virgo Venus (¼)', () => {
    // Lagna Aries, Moon Gemini, Venus Virgo. Mars Libra: 7th from Lagna (1), 5th from Moon, 2nd
    // from Venus (¼). Saturn Sagittarius: 9th from Lagna, 7th from Moon (½), 4th from Venus (¼).
    // Sun and Rahu Aquarius (11 / 9 / 6): none. Ketu Leo (5 / 3 / 12 from Venus: ¼).
    // By reference: Lagna 1, Moon ½, Venus ¾; total 2¼.
    const t = papaTotal(buildChart({ lagna: 0, moon: 2, venus: 5, jupiter: 3, mars: 6, saturn: 8, rahu: 10, sun: 10, mercury: 2 }));
    assert.deepEqual(t.byReference, { lagna: 1, moon: 0.5, venus: 0.75 });
    assert.equal(t.total, 2.25);
  });
});
