/**
 * Chara dasha years worked by hand from dashas.md §3a–3b for a made-up chart that puts every
 * rule to work: exalted and debilitated lords (±1 in K. N. Rao only), Mercury in Virgo (no +1),
 * a lord in its own sign (0 → 12), Scorpio and Aquarius with one co-lord inside (count to the
 * other), and both Aquarius co-lords inside (12 years).
 *
 * Chart: lagna Aries; Sun Aries (exalted), Moon Scorpio (debilitated), Mars Capricorn (exalted),
 * Mercury Virgo, Jupiter Cancer (exalted), Venus Virgo (debilitated), Saturn Aquarius, Rahu
 * Taurus (exalted, DIGNITY.BPHS), Ketu Scorpio. The 9th from Aries is Sagittarius, odd-footed,
 * so the dashas run forward from Aries. Counting (S = 1), odd-footed signs forward, even-footed
 * backward, years = count − 1:
 *
 * | sign | lord (sign) | count | years | KNR ± | KNR | PVR |
 * |---|---|---|---|---|---|---|
 * | Ar | Mars (Cp) | Ar→Cp 10 | 9 | +1 exalted | 10 | 9 |
 * | Ta | Venus (Vi) | Ta→Vi 5 | 4 | −1 debilitated | 3 | 4 |
 * | Ge | Mercury (Vi) | Ge→Vi 4 | 3 | 0 (Mercury in Virgo) | 3 | 3 |
 * | Cn | Moon (Sc) | Cn→Sc backward 9 | 8 | −1 | 7 | 8 |
 * | Le | Sun (Ar) | Le→Ar backward 5 | 4 | +1 | 5 | 4 |
 * | Vi | Mercury (Vi) | 1 | 0 → 12 | 0 (Mercury in Virgo) | 12 | 12 |
 * | Li | Venus (Vi) | Li→Vi 12 | 11 | −1 | 10 | 11 |
 * | Sc | Mars (Cp): Ketu inside, count to Mars | Sc→Cp 3 | 2 | +1 | 3 | 2 |
 * | Sg | Jupiter (Cn) | Sg→Cn 8 | 7 | +1 | 8 | 7 |
 * | Cp | Saturn (Aq) | Cp→Aq backward 12 | 11 | 0 | 11 | 11 |
 * | Aq | Rahu (Ta): Saturn inside, count to Rahu | Aq→Ta backward 10 | 9 | +1 | 10 | 9 |
 * | Pi | Jupiter (Cn) | Pi→Cn backward 9 | 8 | +1 | 9 | 8 |
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { charaDasha, type CharaPlacements } from '../../src/jyotish/dasha/chara.ts';
import type { GrahaId } from '../../src/jyotish/core/zodiac.ts';
import { oneSecondInDays } from '../helpers/tolerances.ts';

const sidereal = 365.256364;
const birthJd = 2_451_545;
const signs: Record<GrahaId, number> = { sun: 0, moon: 7, mars: 9, mercury: 5, jupiter: 3, venus: 5, saturn: 10, rahu: 1, ketu: 7 };
const tenDegrees = Object.fromEntries(Object.keys(signs).map((g) => [g, 10])) as Record<GrahaId, number>;
const chart: CharaPlacements = { lagnaSign: 0, sign: signs, degreeInSign: tenDegrees };

const knrYears = [10, 3, 3, 7, 5, 12, 10, 3, 8, 11, 10, 9];
const pvrYears = [9, 4, 3, 8, 4, 12, 11, 2, 7, 11, 9, 8];

describe('Chara dasha years worked by hand (dashas.md §3a–3b)', () => {
  it('runs forward from an Aries lagna through all twelve signs', () => {
    const d = charaDasha(chart, 'knr', birthJd, sidereal);
    assert.equal(d.direction, 1);
    assert.deepEqual(d.periods.map((p) => p.sign), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('gives the K. N. Rao years of the table, ±1 for exalted and debilitated lords', () => {
    const d = charaDasha(chart, 'knr', birthJd, sidereal);
    assert.deepEqual(d.periods.map((p) => p.years), knrYears);
    assert.deepEqual(d.periods.map((p) => p.reckoning.adjustment), [1, -1, 0, -1, 1, 0, -1, 1, 1, 0, 1, 1]);
    assert.deepEqual(d.periods.map((p) => p.reckoning.count), [10, 5, 4, 9, 5, 1, 12, 3, 8, 12, 10, 9]);
    assert.deepEqual([d.periods[7].reckoning.lord, d.periods[10].reckoning.lord], [
      { graha: 'mars', rule: 'co-lord-outside' },
      { graha: 'rahu', rule: 'co-lord-outside' },
    ]);
  });

  it('gives the PVR years of the table (no ±1) and a second cycle of 12 − first-cycle years', () => {
    const d = charaDasha(chart, 'pvr', birthJd, sidereal);
    assert.deepEqual(d.periods.map((p) => p.years), pvrYears);
    assert.deepEqual(d.secondCycle.map((p) => p.years), [3, 8, 9, 4, 8, 0, 1, 10, 5, 1, 3, 4]);
    assert.deepEqual(d.secondCycle.map((p) => p.cycle), Array(12).fill(2));
  });

  it('starts at birth and lays the periods end to end, years × 365.256364 days each', () => {
    const d = charaDasha(chart, 'knr', birthJd, sidereal);
    let start = birthJd;
    [...d.periods, ...d.secondCycle].forEach((p, i) => {
      const years = i < 12 ? knrYears[i] : Math.max(0, 12 - knrYears[i - 12]);
      assert.ok(Math.abs(p.startJd - start) < oneSecondInDays, `period ${i} start`);
      assert.ok(Math.abs(p.endJd - (start + years * sidereal)) < oneSecondInDays, `period ${i} end`);
      assert.ok(Math.abs(p.durationDays - years * sidereal) < oneSecondInDays, `period ${i} length`);
      start += years * sidereal;
    });
  });

  it('gives Aquarius 12 years when Saturn and Rahu are both in it', () => {
    const both: CharaPlacements = { ...chart, sign: { ...signs, rahu: 10, ketu: 4 } };
    for (const profile of ['knr', 'pvr'] as const) {
      const aq = charaDasha(both, profile, birthJd, sidereal).periods[10];
      assert.deepEqual([aq.sign, aq.years, aq.reckoning.lord.rule], [10, 12, 'co-lords-both-inside'], profile);
    }
  });

  it('runs a Taurus lagna backward (the 9th, Capricorn, is even-footed)', () => {
    const d = charaDasha({ ...chart, lagnaSign: 1 }, 'knr', birthJd, sidereal);
    assert.equal(d.direction, -1);
    assert.deepEqual(d.periods.map((p) => p.sign), [1, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    // Same lords, same years per sign: Taurus 3, Aries 10, Pisces 9 …
    assert.deepEqual(d.periods.map((p) => p.years), [1, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((s) => knrYears[s]));
  });
});

describe('the co-lord rule a knr-jhora period names (dashas-more.md §6 under the names of jaimini.md §6)', () => {
  // Each chart decides Scorpio's lord by one of JHora's steps, as worked in
  // test/dashas-more/sign-rules.mutants.test.ts; the result names the step by the declared chain's
  // rule of the same meaning (rule 1 co-lord-outside, 2 more-conjunctions, 3 jupiter-mercury-
  // dispositor, 4 exaltation, 5 sign-modality, 7 longitude-in-sign). Every graha not listed is in
  // Pisces (or `park`), at 15°, lagna Virgo unless given.
  const [Ar, Ta, Ge, Cn, Le, , Li, Sc, Sg, Cp] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const place = (at: Partial<Record<GrahaId, number>>, o: { lagna?: number; park?: number; degrees?: Partial<Record<GrahaId, number>> } = {}): CharaPlacements => {
    const all: GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];
    return {
      lagnaSign: o.lagna ?? 5,
      sign: Object.fromEntries(all.map((g) => [g, at[g] ?? o.park ?? 11])) as Record<GrahaId, number>,
      degreeInSign: Object.fromEntries(all.map((g) => [g, o.degrees?.[g] ?? 15])) as Record<GrahaId, number>,
    };
  };
  const scorpioLord = (p: CharaPlacements) => charaDasha(p, 'knr-jhora', birthJd, sidereal).periods.find((x) => x.sign === Sc)!.reckoning.lord;
  const dual = { jupiter: Ar, mercury: Le, venus: Ar, sun: Le, moon: Le, saturn: Le, rahu: Le } as const;

  it('names each deciding step, and sign-lord for a sign with one lord', () => {
    // Mars in Scorpio, Ketu outside → Ketu (rule 1).
    assert.deepEqual(scorpioLord(place({ mars: Sc, ketu: Ta })), { graha: 'ketu', rule: 'co-lord-outside' });
    // Mars with the Sun, Ketu alone → Mars (more grahas with it).
    assert.deepEqual(scorpioLord(place({ mars: Ar, sun: Ar, ketu: Li }, { lagna: Cn })), { graha: 'mars', rule: 'more-conjunctions' });
    // Jupiter in Leo aspects Aries and Libra, Mercury in Scorpio Aries only → Mars 2 – 1.
    assert.deepEqual(scorpioLord(place({ mars: Ar, ketu: Li, jupiter: Le, mercury: Sc, rahu: Le })), { graha: 'mars', rule: 'jupiter-mercury-dispositor' });
    // Mars exalted in Capricorn, Ketu in Cancer, nothing else deciding → Mars.
    assert.deepEqual(scorpioLord(place({ jupiter: Li, mercury: Li, saturn: Li, moon: Li, mars: Cp, ketu: Cn })), { graha: 'mars', rule: 'exaltation' });
    // Mars in dual Gemini against Ketu in fixed Taurus → Mars.
    assert.deepEqual(scorpioLord(place({ ...dual, mars: Ge, ketu: Ta }, { park: Le })), { graha: 'mars', rule: 'sign-modality' });
    // Both dual, Ketu further advanced (20° against 10°, raw degrees) → Ketu.
    assert.deepEqual(scorpioLord(place({ ...dual, mars: Ge, ketu: Sg }, { park: Le, degrees: { mars: 10, ketu: 20 } })), { graha: 'ketu', rule: 'longitude-in-sign' });
    // Aries: Mars, its one lord.
    const d = charaDasha(place({ mars: Cp }), 'knr-jhora', birthJd, sidereal);
    assert.deepEqual(d.periods.find((x) => x.sign === Ar)!.reckoning.lord, { graha: 'mars', rule: 'sign-lord' });
  });
});
