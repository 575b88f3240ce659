/**
 * The rules the sign dashas are built from, checked on placements built by hand: the stronger
 * of two signs (docs/methods/dashas-more.md §4.1, after P. V. R. Narasimha Rao, "Vedic
 * Astrology: An Integrated Approach", Narayana dasa), the years of a sign (§4.2, same book),
 * Jagannatha Hora's co-lord and node-dignity conventions (§6, `CHARA.KNR_JHORA`), the seed of
 * a varga's Narayana dasha (§4.4) and the varga longitude and tribhagi anchor of §3b.
 * Written for the mutants of these files (docs/quality.md, fourth pass); every expected value
 * is counted by hand in the comments from the rules above and the classical tables
 * (exaltation: Sun Aries, Moon Taurus, Mars Capricorn, Mercury Virgo, Jupiter Cancer, Venus
 * Pisces, Saturn Libra, debilitation the 7th from it; rashi drishti of jaimini.md: a movable
 * sign aspects the fixed signs but the one after it, a fixed sign the movable ones but the one
 * before it, a dual sign the other duals), not taken from the code.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { GrahaId } from '../../src/jyotish/core/zodiac.ts';
import type { CharaPlacements } from '../../src/jyotish/dasha/chara.ts';
import { pvrStrongerRashiConventions, strongerRashi } from '../../src/jyotish/dasha/stronger-rashi.ts';
import { narayanaYears, sthiraYears } from '../../src/jyotish/dasha/sign-years.ts';
import { jhoraCoLord, jhoraDignityAdjustment, jhoraStrongerRashiConventions } from '../../src/jyotish/dasha/chara-jhora.ts';
import { narayanaVargaSeed, vargaPlacements } from '../../src/jyotish/dasha/narayana-varga.ts';

// Signs 0 = Aries … 11 = Pisces.
const [Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/**
 * Placements: every graha in `park` (a dual sign: it aspects only the other dual signs) unless
 * listed; degrees 15 unless listed; lagna in `lagna`.
 */
function place(
  signs: Partial<Record<GrahaId, number>>,
  opts: { degrees?: Partial<Record<GrahaId, number>>; lagna?: number; park?: number } = {},
): CharaPlacements {
  const all: GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];
  const sign = Object.fromEntries(all.map((g) => [g, signs[g] ?? opts.park ?? Pi])) as Record<GrahaId, number>;
  const degreeInSign = Object.fromEntries(all.map((g) => [g, opts.degrees?.[g] ?? 15])) as Record<GrahaId, number>;
  return { sign, degreeInSign, lagnaSign: opts.lagna ?? Vi };
}

describe('the stronger of two signs (STRONGER_RASHI.PVR, dashas-more.md §4.1)', () => {
  it('takes the sign with more grahas first, whichever of the two it is (rule 1)', () => {
    // Aries holds Sun and Moon, Libra holds Mars: Aries 2 – 1.
    const p = place({ sun: Ar, moon: Ar, mars: Li });
    assert.deepEqual(strongerRashi(p, Ar, Li), { sign: Ar, rule: 'more-grahas' });
    assert.deepEqual(strongerRashi(p, Li, Ar), { sign: Ar, rule: 'more-grahas' });
    // One graha in Libra, none in Aries.
    const q = place({ saturn: Li });
    assert.deepEqual(strongerRashi(q, Ar, Li), { sign: Li, rule: 'more-grahas' });
  });

  it('counts Jupiter aspecting a sign by rashi drishti (rule 2): Jupiter in Scorpio aspects Aries, not Libra', () => {
    // Both empty; Mercury, Mars and Venus parked in Pisces (a dual sign aspects neither).
    const p = place({ jupiter: Sc });
    assert.deepEqual(strongerRashi(p, Ar, Li), { sign: Ar, rule: 'jupiter-mercury-lord' });
    assert.deepEqual(strongerRashi(p, Li, Ar), { sign: Ar, rule: 'jupiter-mercury-lord' });
  });

  it('counts Mercury aspecting and Jupiter conjoining a sign (rule 2)', () => {
    // Mercury in Taurus aspects Cancer, Libra, Capricorn (not Aries, the sign before it).
    const p = place({ mercury: Ta });
    assert.deepEqual(strongerRashi(p, Ar, Li), { sign: Li, rule: 'jupiter-mercury-lord' });
    // Jupiter in Libra with the Sun in Aries: one graha each; Jupiter conjoins Libra, and a
    // movable sign aspects no movable sign, so Aries gets nothing.
    const q = place({ jupiter: Li, sun: Ar });
    assert.deepEqual(strongerRashi(q, Ar, Li), { sign: Li, rule: 'jupiter-mercury-lord' });
    // Mercury in Libra with the Moon in Aries (one graha each, neither exalted): Mercury's
    // conjunction counts for Libra, nothing for Aries.
    const r = place({ mercury: Li, moon: Ar });
    assert.deepEqual(strongerRashi(r, Ar, Li), { sign: Li, rule: 'jupiter-mercury-lord' });
  });

  it("counts the sign's own lord aspecting it (rule 2): Venus in Aquarius aspects Libra", () => {
    // Aquarius (fixed) aspects Aries, Cancer and Libra: Venus counts for Libra only (its lord);
    // Mars, Aries' lord, parked in Pisces.
    const p = place({ venus: Aq });
    assert.deepEqual(strongerRashi(p, Ar, Li), { sign: Li, rule: 'jupiter-mercury-lord' });
  });

  it("counts the lord's conjunction under the declared rules but not under JHora's (rule 2, then rule 4)", () => {
    // Mars in Aries, the Sun in Libra: one graha each. Declared: Mars conjoins its own sign, 1 – 0.
    // JHora: 0 – 0; no exalted graha (Sun in Libra is debilitated); rule 4: Aries' lord Mars
    // in Aries (odd, same oddity), Libra's lord Venus in Pisces (even, other oddity) → Libra.
    const p = place({ mars: Ar, sun: Li });
    assert.deepEqual(strongerRashi(p, Ar, Li), { sign: Ar, rule: 'jupiter-mercury-lord' });
    assert.deepEqual(strongerRashi(p, Ar, Li, pvrStrongerRashiConventions), { sign: Ar, rule: 'jupiter-mercury-lord' });
    assert.deepEqual(strongerRashi(p, Ar, Li, jhoraStrongerRashiConventions), { sign: Li, rule: 'lord-in-other-oddity' });
  });

  it('prefers a sign holding an exalted graha (rule 3), in either position', () => {
    // Sun exalted in Aries against the Moon in Libra (not exalted).
    const p = place({ sun: Ar, moon: Li });
    assert.deepEqual(strongerRashi(p, Ar, Li), { sign: Ar, rule: 'exalted-graha' });
    // Saturn exalted in Libra against the Moon in Aries.
    const q = place({ saturn: Li, moon: Ar });
    assert.deepEqual(strongerRashi(q, Ar, Li), { sign: Li, rule: 'exalted-graha' });
  });

  it("takes Rahu as exalted in Gemini only under JHora's node convention (rule 3 against rule 4)", () => {
    // Gemini holds Rahu, Sagittarius the Moon; Jupiter in Taurus, Mercury in Aries (a fixed and a
    // movable sign aspect no dual sign). Rule 4: Gemini's lord Mercury in Aries (odd, same
    // oddity) 0, Sagittarius' lord Jupiter in Taurus (even) 1. Declared (Rahu exalted in
    // Taurus): Sagittarius by rule 4. JHora (Rahu exalted in Taurus and Gemini): Gemini by rule 3.
    // (Ketu, exalted in Sagittarius under JHora's convention, is parked in Cancer with the rest.)
    const p = place({ rahu: Ge, moon: Sg, jupiter: Ta, mercury: Ar }, { park: Cn });
    assert.deepEqual(strongerRashi(p, Ge, Sg), { sign: Sg, rule: 'lord-in-other-oddity' });
    assert.deepEqual(strongerRashi(p, Ge, Sg, jhoraStrongerRashiConventions), { sign: Ge, rule: 'exalted-graha' });
  });

  it('rates Mercury in Virgo exalted by BPHS but own sign under JHora (the rule-3 convention)', () => {
    assert.equal(pvrStrongerRashiConventions.exalted('mercury', Vi), true);
    assert.equal(jhoraStrongerRashiConventions.exalted('mercury', Vi), false);
    assert.equal(jhoraStrongerRashiConventions.exalted('rahu', Ge), true);
    assert.equal(jhoraStrongerRashiConventions.exalted('ketu', Sg), true);
    assert.equal(jhoraStrongerRashiConventions.exalted('saturn', Li), true);
    assert.equal(pvrStrongerRashiConventions.lordConjunction, true);
    assert.equal(jhoraStrongerRashiConventions.lordConjunction, false);
  });

  it('prefers the sign whose lord sits in a sign of the other oddity (rule 4), in either position', () => {
    // Both empty, all grahas in Pisces (even): Aries' lord Mars in Pisces → other oddity;
    // Libra's lord Venus in Pisces → other oddity too: tie, so move Venus to Gemini (odd).
    const p = place({ venus: Ge });
    assert.deepEqual(strongerRashi(p, Ar, Li), { sign: Ar, rule: 'lord-in-other-oddity' });
    assert.deepEqual(strongerRashi(p, Li, Ar), { sign: Ar, rule: 'lord-in-other-oddity' });
  });

  it('prefers dual over fixed over movable (rule 5)', () => {
    // Aries (movable) against Gemini (dual), both empty; Jupiter, Mercury and Mars in Taurus
    // (Taurus aspects Cancer, Libra, Capricorn: neither). Rule 4: Mars (Aries' lord) and
    // Mercury (Gemini's) both in Taurus, even, both other oddity. Gemini by modality.
    const p = place({ jupiter: Ta, mercury: Ta, mars: Ta }, { park: Vi });
    assert.deepEqual(strongerRashi(p, Ar, Ge), { sign: Ge, rule: 'modality' });
    assert.deepEqual(strongerRashi(p, Ge, Ar), { sign: Ge, rule: 'modality' });
    // Leo (fixed) against Aries (movable), both empty: Jupiter, Mercury, the Sun (Leo's lord)
    // and Mars in Gemini (dual: aspects neither). Rule 4: Aries, Leo and Gemini are all odd,
    // so neither lord is in a sign of the other oddity. Leo by modality.
    const q = place({ jupiter: Ge, mercury: Ge, sun: Ge, mars: Ge }, { park: Vi });
    assert.deepEqual(strongerRashi(q, Ar, Le), { sign: Le, rule: 'modality' });
  });

  it("prefers the sign whose lord is further advanced in its sign (rule 6), and gives the first on a full tie", () => {
    // Aries against Cancer (both movable, both empty). Mars (Aries' lord) in Taurus (even: other
    // oddity for Aries), the Moon (Cancer's) in Gemini (odd: other oddity for Cancer); Jupiter
    // and Mercury in Gemini (dual: no aspect on a movable sign).
    const signs = { mars: Ta, moon: Ge, jupiter: Ge, mercury: Ge } as const;
    const p = place(signs, { degrees: { mars: 20, moon: 10 }, park: Vi });
    assert.deepEqual(strongerRashi(p, Ar, Cn), { sign: Ar, rule: 'lord-degrees' });
    assert.deepEqual(strongerRashi(p, Cn, Ar), { sign: Ar, rule: 'lord-degrees' });
    const q = place(signs, { degrees: { mars: 10, moon: 20 }, park: Vi });
    assert.deepEqual(strongerRashi(q, Ar, Cn), { sign: Cn, rule: 'lord-degrees' });
    const tie = place(signs, { degrees: { mars: 12, moon: 12 }, park: Vi });
    assert.deepEqual(strongerRashi(tie, Cn, Ar), { sign: Cn, rule: 'lord-degrees' });
  });
});

describe('Narayana years of a sign (dashas-more.md §4.2)', () => {
  it('counts forward from an odd-footed sign to its lord, less one: Aries, Mars in Leo → 5th → 4 years', () => {
    const y = narayanaYears(place({ mars: Le }), Ar);
    assert.deepEqual(y, { years: 4, lord: 'mars', lordSign: Le, count: 5, adjustment: 0 });
  });

  it('counts backward from an even-footed sign: Cancer, Moon in Virgo → 11th → 10 years', () => {
    assert.deepEqual(narayanaYears(place({ moon: Vi }), Cn), { years: 10, lord: 'moon', lordSign: Vi, count: 11, adjustment: 0 });
  });

  it('adds a year for an exalted lord: Leo (backward), Sun in Aries → 5th → 4 + 1 = 5', () => {
    assert.deepEqual(narayanaYears(place({ sun: Ar }), Le), { years: 5, lord: 'sun', lordSign: Ar, count: 5, adjustment: 1 });
  });

  it('takes a year off for a debilitated lord: Libra (forward), Venus in Virgo → 12th → 11 − 1 = 10', () => {
    assert.deepEqual(narayanaYears(place({ venus: Vi }), Li), { years: 10, lord: 'venus', lordSign: Vi, count: 12, adjustment: -1 });
  });

  it('gives 12 years for a lord in its own sign: Sagittarius with Jupiter in it', () => {
    assert.deepEqual(narayanaYears(place({ jupiter: Sg }), Sg), { years: 12, lord: 'jupiter', lordSign: Sg, count: 1, adjustment: 0 });
  });

  it('gives Mercury in Virgo no extra year (own sign before exaltation): Gemini → Virgo is the 4th → 3 years', () => {
    assert.deepEqual(narayanaYears(place({ mercury: Vi }), Ge), { years: 3, lord: 'mercury', lordSign: Vi, count: 4, adjustment: 0 });
  });

  it('counts Scorpio to Ketu when Mars sits in Scorpio, Ketu in Taurus debilitated (TA_GE): 7th → 6 − 1 = 5', () => {
    assert.deepEqual(narayanaYears(place({ mars: Sc, ketu: Ta }), Sc), { years: 5, lord: 'ketu', lordSign: Ta, count: 7, adjustment: -1 });
  });

  it('counts Aquarius (backward) to Rahu in Gemini when Saturn sits in Aquarius: 9th → 8 + 1 (Rahu exalted in Gemini) = 9', () => {
    assert.deepEqual(narayanaYears(place({ saturn: Aq, rahu: Ge }), Aq), { years: 9, lord: 'rahu', lordSign: Ge, count: 9, adjustment: 1 });
  });

  it('gives 12 years when both co-lords of Scorpio sit in it, naming Mars', () => {
    assert.deepEqual(narayanaYears(place({ mars: Sc, ketu: Sc }), Sc), { years: 12, lord: 'mars', lordSign: Sc, count: 1, adjustment: 0 });
  });

  it("counts Scorpio to the co-lord JHora chooses under the jhora variant (the D10 example of §4.4)", () => {
    // Mars alone in Aries with the lagna; Ketu with the Sun in Aquarius; Jupiter in Leo aspects
    // Aries. Declared chain: Ketu has a conjunction, Mars none → Ketu; Scorpio → Aquarius is
    // the 4th forward → 3 years. JHora: the lagna counts with Mars (1 – 1), then Jupiter's
    // aspect on Aries (1 – 0) → Mars; Scorpio → Aries the 6th → 5 years.
    const p = place({ mars: Ar, ketu: Aq, sun: Aq, jupiter: Le, rahu: Le, mercury: Ta, saturn: Ge }, { lagna: Ar });
    assert.deepEqual(narayanaYears(p, Sc), { years: 3, lord: 'ketu', lordSign: Aq, count: 4, adjustment: 0 });
    assert.deepEqual(narayanaYears(p, Sc, 'jhora'), { years: 5, lord: 'mars', lordSign: Ar, count: 6, adjustment: 0 });
    assert.deepEqual(narayanaYears(p, Sc, 'pvr'), narayanaYears(p, Sc));
  });

  it('gives Sthira years 7, 8, 9 to movable, fixed and dual signs', () => {
    assert.deepEqual([Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi].map(sthiraYears), [7, 8, 9, 7, 8, 9, 7, 8, 9, 7, 8, 9]);
  });
});

describe("Jagannatha Hora's conventions (CHARA.KNR_JHORA, dashas-more.md §6)", () => {
  it('adjusts by the exaltation table with the nodes in Taurus/Gemini (Rahu) and Scorpio/Sagittarius (Ketu)', () => {
    // Rows: graha, exaltation signs, debilitation signs (BPHS, and DIGNITY.NODES_TA_GE for the nodes).
    const rows: [GrahaId, number[], number[]][] = [
      ['sun', [Ar], [Li]],
      ['moon', [Ta], [Sc]],
      ['mars', [Cp], [Cn]],
      ['mercury', [], [Pi]], // Virgo is own sign first
      ['jupiter', [Cn], [Cp]],
      ['venus', [Pi], [Vi]],
      ['saturn', [Li], [Ar]],
      ['rahu', [Ta, Ge], [Sc, Sg]],
      ['ketu', [Sc, Sg], [Ta, Ge]],
    ];
    for (const [g, up, down] of rows) {
      for (let s = 0; s < 12; s++) {
        const want = up.includes(s) ? 1 : down.includes(s) ? -1 : 0;
        assert.equal(jhoraDignityAdjustment(g, s), want, `${g} in sign ${s}`);
      }
    }
  });

  it('returns the classical lord, with no rule, for the ten signs with one lord', () => {
    const p = place({});
    const lords: GrahaId[] = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'];
    for (const s of [Ar, Ta, Ge, Cn, Le, Vi, Li, Sg, Cp, Pi]) assert.deepEqual(jhoraCoLord(p, s), { graha: lords[s], rule: null }, `sign ${s}`);
  });

  it('takes the co-lord outside when the other sits in the sign, for Scorpio and Aquarius', () => {
    assert.deepEqual(jhoraCoLord(place({ mars: Sc, ketu: Ta }), Sc), { graha: 'ketu', rule: 'co-lord-outside' });
    assert.deepEqual(jhoraCoLord(place({ ketu: Sc, mars: Ta }), Sc), { graha: 'mars', rule: 'co-lord-outside' });
    assert.deepEqual(jhoraCoLord(place({ saturn: Aq, rahu: Le }), Aq), { graha: 'rahu', rule: 'co-lord-outside' });
    assert.deepEqual(jhoraCoLord(place({ rahu: Aq, saturn: Le }), Aq), { graha: 'saturn', rule: 'co-lord-outside' });
  });

  it('compares conjunctions with the lagna counted as an occupant', () => {
    // Mars in Aries with the Sun; Ketu alone in Libra; lagna elsewhere: Mars 1 – 0.
    assert.deepEqual(jhoraCoLord(place({ mars: Ar, sun: Ar, ketu: Li }, { lagna: Cn }), Sc), { graha: 'mars', rule: 'conjunctions' });
    // Ketu with the Moon and the lagna in Libra: 2 − 1 + 1 = 2 against Mars's 1 → Ketu.
    assert.deepEqual(jhoraCoLord(place({ mars: Ar, sun: Ar, ketu: Li, moon: Li }, { lagna: Li }), Sc), { graha: 'ketu', rule: 'conjunctions' });
    // Saturn alone in Leo, Rahu in Taurus with the lagna: 0 – 1 → Rahu.
    assert.deepEqual(jhoraCoLord(place({ saturn: Le, rahu: Ta }, { lagna: Ta }), Aq), { graha: 'rahu', rule: 'conjunctions' });
  });

  it('counts conjunctions of Jupiter and Mercury and aspects of Jupiter, Mercury and the dispositor', () => {
    // Mars in Aries, Ketu in Libra, both alone, lagna in Virgo (parked grahas in Pisces).
    // Jupiter in Leo aspects Aries and Libra both; Mercury in Scorpio aspects Aries (not Libra,
    // the sign before it); Venus, Libra's dispositor, in Pisces aspects neither → Mars 2 – 1.
    assert.deepEqual(jhoraCoLord(place({ mars: Ar, ketu: Li, jupiter: Le, mercury: Sc, rahu: Le }), Sc), { graha: 'mars', rule: 'jupiter-mercury-dispositor' });
    // The dispositor: Ketu in Taurus, its dispositor Venus in Cancer (Cancer aspects Taurus,
    // Scorpio and Aquarius, not Leo after it). Mars in Gemini, its dispositor Mercury in Leo
    // (fixed: no aspect on a dual sign), Jupiter in Aries (no aspect on Gemini, nor on Taurus
    // which follows it) → Ketu 1 – 0.
    assert.deepEqual(
      jhoraCoLord(place({ mars: Ge, ketu: Ta, venus: Cn, mercury: Le, jupiter: Ar }, { park: Vi }), Sc),
      { graha: 'ketu', rule: 'jupiter-mercury-dispositor' },
    );
  });

  it('goes past rule 1 when both co-lords sit in the sign: the same sign ties every count, raw degrees decide', () => {
    // Mars and Ketu both in Scorpio (jaimini.md §6 rule 1 needs one outside): conjunctions, the
    // Jupiter/Mercury/dispositor count and modality are those of one sign; Mars is not exalted there;
    // raw degrees: Mars 20 > Ketu 10 → Mars; Ketu 20 > Mars 10 → Ketu.
    assert.deepEqual(jhoraCoLord(place({ mars: Sc, ketu: Sc }, { degrees: { mars: 20, ketu: 10 } }), Sc), { graha: 'mars', rule: 'degrees' });
    assert.deepEqual(jhoraCoLord(place({ mars: Sc, ketu: Sc }, { degrees: { mars: 10, ketu: 20 } }), Sc), { graha: 'ketu', rule: 'degrees' });
  });

  it('counts Mercury or Jupiter conjoining a co-lord once conjunctions tie', () => {
    // Mars in Aries with Mercury, Ketu in Libra with the Sun: one graha with each (rule 2 ties;
    // lagna Virgo). Mars: Mercury conjoined 1; Jupiter and Venus parked in Pisces (dual: they aspect
    // only dual signs); Aries's dispositor is Mars itself, and a sign does not aspect itself → 1.
    // Ketu: no conjunction of Jupiter or Mercury; Mercury in Aries (movable) aspects fixed signs only,
    // Venus (Libra's dispositor) and Jupiter in Pisces none → 0. Mars.
    assert.deepEqual(jhoraCoLord(place({ mars: Ar, mercury: Ar, ketu: Li, sun: Li }), Sc), { graha: 'mars', rule: 'jupiter-mercury-dispositor' });
    // The same with Jupiter in Aries instead of Mercury (Mercury parked): Jupiter conjoined 1 – 0. Mars.
    assert.deepEqual(jhoraCoLord(place({ mars: Ar, jupiter: Ar, ketu: Li, sun: Li }), Sc), { graha: 'mars', rule: 'jupiter-mercury-dispositor' });
  });

  it('does not let exaltation decide when both co-lords are exalted: modality does', () => {
    // Mars exalted in Capricorn, Ketu exalted in Sagittarius (DIGNITY.NODES_TA_GE), both alone, every
    // other graha in Aries (movable: aspects Leo, Scorpio, Aquarius only), lagna Virgo: rules 2 and 3
    // give 0 – 0. Both exalted, so rule 4 does not decide; rule 5: Sagittarius (dual) beats Capricorn
    // (movable) → Ketu.
    assert.deepEqual(jhoraCoLord(place({ mars: Cp, ketu: Sg }, { park: Ar }), Sc), { graha: 'ketu', rule: 'modality' });
  });

  it('lets exaltation decide only for the classical lord, then modality, then raw degrees', () => {
    // Mars exalted in Capricorn, Ketu in Cancer, both alone, no associations: Jupiter, Mercury,
    // Saturn (Capricorn's dispositor) and the Moon (Cancer's) in Libra, a movable sign, which
    // aspects no movable sign.
    const base = { jupiter: Li, mercury: Li, saturn: Li, moon: Li } as const;
    assert.deepEqual(jhoraCoLord(place({ ...base, mars: Cp, ketu: Cn }), Sc), { graha: 'mars', rule: 'exaltation' });
    // Ketu exalted in Sagittarius, Mars in Gemini (both dual): exaltation of the node does not
    // decide; same modality; raw degrees: Ketu 20 > Mars 10 → Ketu.
    const dual = { jupiter: Ar, mercury: Le, venus: Ar, sun: Le, moon: Le, saturn: Le, rahu: Le } as const;
    assert.deepEqual(jhoraCoLord(place({ ...dual, mars: Ge, ketu: Sg }, { degrees: { mars: 10, ketu: 20 }, park: Le }), Sc), { graha: 'ketu', rule: 'degrees' });
    // Mars 20 > Ketu 10 → Mars; equal degrees → Ketu (the classical lord only when strictly further).
    assert.deepEqual(jhoraCoLord(place({ ...dual, mars: Ge, ketu: Sg }, { degrees: { mars: 20, ketu: 10 }, park: Le }), Sc), { graha: 'mars', rule: 'degrees' });
    assert.deepEqual(jhoraCoLord(place({ ...dual, mars: Ge, ketu: Sg }, { degrees: { mars: 10, ketu: 10 }, park: Le }), Sc), { graha: 'ketu', rule: 'degrees' });
    // Modality: Mars in Gemini (dual) against Ketu in Taurus (fixed), nothing else decides.
    // Taurus's dispositor Venus in Aries: Aries aspects Leo, Scorpio, Aquarius, not Taurus.
    assert.deepEqual(jhoraCoLord(place({ ...dual, mars: Ge, ketu: Ta }, { park: Le }), Sc), { graha: 'mars', rule: 'modality' });
    assert.deepEqual(jhoraCoLord(place({ ...dual, mars: Ta, ketu: Ge, venus: Ar }, { park: Le }), Sc), { graha: 'ketu', rule: 'modality' });
  });
});

describe('the seed of a varga Narayana dasha (NARAYANA.VARGA_HOUSE_LORD, dashas-more.md §4.4)', () => {
  it("takes the lord of the N-th house from the rasi lagna, its sign in the varga and the 7th from it (JHora's D10 of the reference birth)", () => {
    // Lagna Capricorn; the 10th is Libra; Venus in Taurus in the D10 → Taurus and Scorpio.
    const rasi = place({}, { lagna: Cp });
    const varga = place({ venus: Ta });
    assert.deepEqual(narayanaVargaSeed(rasi, varga, 10, 'pvr'), { ruleId: 'NARAYANA.VARGA_HOUSE_LORD', from: [Ta, Sc], lord: 'venus', house: 10 });
    // D16 → the 4th from Capricorn, Aries: Mars, in Virgo in the varga → Virgo and Pisces.
    const v16 = place({ mars: Vi });
    assert.deepEqual(narayanaVargaSeed(rasi, v16, 16, 'pvr'), { ruleId: 'NARAYANA.VARGA_HOUSE_LORD', from: [Vi, Pi], lord: 'mars', house: 4 });
    // D12 → the 12th, Sagittarius: Jupiter in Leo → Leo and Aquarius.
    assert.deepEqual(narayanaVargaSeed(rasi, place({ jupiter: Le }), 12, 'jhora'), { ruleId: 'NARAYANA.VARGA_HOUSE_LORD', from: [Le, Aq], lord: 'jupiter', house: 12 });
  });

  it('chooses the co-lord of Scorpio by the variant: Ketu by the declared chain, Mars by JHora', () => {
    // Lagna Aries, D8 → the 8th, Scorpio; rasi placements as the Narayana-years example above.
    const rasi = place({ mars: Ar, ketu: Aq, sun: Aq, jupiter: Le, rahu: Le, mercury: Ta, saturn: Ge }, { lagna: Ar });
    const varga = place({ mars: Cn, ketu: Le });
    assert.deepEqual(narayanaVargaSeed(rasi, varga, 8, 'pvr'), { ruleId: 'NARAYANA.VARGA_HOUSE_LORD', from: [Le, Aq], lord: 'ketu', house: 8 });
    assert.deepEqual(narayanaVargaSeed(rasi, varga, 8, 'jhora'), { ruleId: 'NARAYANA.VARGA_HOUSE_LORD', from: [Cn, Cp], lord: 'mars', house: 8 });
  });

  it('places the grahas and the lagna in the navamsha: 101° (Cancer 11°) → 909° − 720° = 189°, Libra 9°', () => {
    const lon = { sun: 101, moon: 0.5, mars: 101, mercury: 101, jupiter: 101, venus: 101, saturn: 101, rahu: 101, ketu: 281 } as Record<GrahaId, number>;
    const v = vargaPlacements(lon, 101, 9);
    assert.equal(v.sign.sun, Li);
    assert.ok(Math.abs(v.degreeInSign.sun - 9) < 1e-9);
    // Moon 0.5° → 4.5°, Aries 4.5°; Ketu 281° (Capricorn 11°) → 2529° − 2520° = 9°, Aries 9°.
    assert.equal(v.sign.moon, Ar);
    assert.ok(Math.abs(v.degreeInSign.moon - 4.5) < 1e-9);
    assert.equal(v.sign.ketu, Ar);
    assert.ok(Math.abs(v.degreeInSign.ketu - 9) < 1e-9);
    assert.equal(v.lagnaSign, Li);
    // D10 of 46° (Taurus 16°): even sign, counted from its 9th (Capricorn); part 5 → Gemini; 160 mod 30 = 10.
    const d10 = vargaPlacements({ ...lon, sun: 46 }, 46, 10);
    assert.equal(d10.sign.sun, Ge);
    assert.ok(Math.abs(d10.degreeInSign.sun - 10) < 1e-9);
    assert.equal(d10.lagnaSign, Ge);
  });
});
