/**
 * The applicability rules of the nine conditional nakshatra dashas, each worked by hand on a
 * chart where it applies and one where it does not. The rules are those of BPHS 46–47 as
 * written in docs/methods/dashas-more.md §3 "Applicability" (Parashara, Brihat Parashara Hora
 * Shastra, tr. R. Santhanam); the varga signs follow charts-and-vargas.md §3 (D2: an odd
 * sign's first 15° are the Sun's hora Leo, its second the Moon's Cancer, reversed in an even
 * sign; D9 of a fiery sign from Aries in parts of 3°20′; D12 from the sign itself in parts of
 * 2°30′). No value here comes from the code under test.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applicabilityOf, type ApplicabilityPoints } from '../../src/jyotish/dasha/applicability.ts';
import { grahaIds, type GrahaId } from '../../src/jyotish/core/zodiac.ts';
import type { CharaPlacements } from '../../src/jyotish/dasha/chara.ts';
import type { NakshatraSystemKey } from '../../src/jyotish/dasha/nakshatra-systems.ts';

const [Ar, Ta, , Cn, Le, , Li, Sc, , Cp, Aq] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/**
 * A chart: the lagna at `asc` (its sign is the lagna sign), the grahas in the signs given
 * (the rest in Gemini, where no rule below looks), the Sun and the Moon at the longitudes
 * given (they set the paksha; their signs follow from them unless placed).
 */
function chart(asc: number, signs: Partial<Record<GrahaId, number>>, sun = 70, moon = 75): { points: ApplicabilityPoints; p: CharaPlacements } {
  const sign = Object.fromEntries(grahaIds.map((g) => [g, 2])) as Record<GrahaId, number>;
  sign.sun = Math.floor(sun / 30);
  sign.moon = Math.floor(moon / 30);
  Object.assign(sign, signs);
  const degreeInSign = Object.fromEntries(grahaIds.map((g) => [g, 15])) as Record<GrahaId, number>;
  return { points: { ascendant: asc, sun, moon }, p: { sign, degreeInSign, lagnaSign: Math.floor(asc / 30) } };
}

function check(key: NakshatraSystemKey, c: ReturnType<typeof chart>, ruleId: string, applies: boolean) {
  assert.deepEqual(applicabilityOf(key, c.points, c.p), { ruleId, applies });
}

describe('Ashtottari: Rahu in a kendra or trikona from the lagna lord, not in the lagna', () => {
  const rule = 'ASHTOTTARI.RAHU_KENDRA_TRIKONA';
  it('applies with lagna Aries, its lord Mars in Cancer and Rahu in Libra (4th from Mars, a kendra)', () => {
    check('ashtottari', chart(10, { mars: Cn, rahu: Li, ketu: Ar }), rule, true);
  });
  it('applies with Rahu in Scorpio, the 5th from Mars in Cancer (a trikona)', () => {
    check('ashtottari', chart(10, { mars: Cn, rahu: Sc, ketu: Ta }), rule, true);
  });
  it('does not apply with Rahu in Leo, the 2nd from Mars', () => {
    check('ashtottari', chart(10, { mars: Cn, rahu: Le, ketu: Aq }), rule, false);
  });
  it('does not apply with Rahu in the lagna Aries, though that is the 10th from Mars in Cancer', () => {
    check('ashtottari', chart(10, { mars: Cn, rahu: Ar, ketu: Li }), rule, false);
  });
});

describe('Dwadashottari: lagna in a navamsha of Venus (Taurus or Libra)', () => {
  const rule = 'DWADASHOTTARI.VENUS_NAVAMSHA_LAGNA';
  it('applies with the lagna at Aries 5° (second navamsha of a fiery sign: Taurus)', () => {
    check('dwadashottari', chart(5, {}), rule, true);
  });
  it('applies with the lagna at Leo 22° (seventh navamsha from Aries: Libra)', () => {
    check('dwadashottari', chart(142, {}), rule, true);
  });
  it('does not apply with the lagna at Aries 2° (first navamsha: Aries)', () => {
    check('dwadashottari', chart(2, {}), rule, false);
  });
});

describe('Panchottari: lagna in the dwadashamsha of Cancer', () => {
  const rule = 'PANCHOTTARI.CANCER_DWADASHAMSHA_LAGNA';
  it('applies with the lagna at Aries 8° (fourth dwadashamsha, 7°30′–10°: Cancer)', () => {
    check('panchottari', chart(8, {}), rule, true);
  });
  it('does not apply with the lagna at Aries 6° (third dwadashamsha: Gemini)', () => {
    check('panchottari', chart(6, {}), rule, false);
  });
});

describe("Shodashottari: lagna in the Sun's hora in the bright fortnight or the Moon's hora in the dark one", () => {
  const rule = 'SHODASHOTTARI.HORA_PAKSHA';
  it("applies with the lagna at Aries 5° (the Sun's hora) and the Moon 90° ahead of the Sun (shukla)", () => {
    check('shodashottari', chart(5, {}, 0, 90), rule, true);
  });
  it("applies with the lagna at Aries 20° (the Moon's hora) and the Moon 200° ahead (krishna)", () => {
    check('shodashottari', chart(20, {}, 0, 200), rule, true);
  });
  it("applies with the lagna at Taurus 20° (an even sign's second half: the Sun's hora) in shukla", () => {
    check('shodashottari', chart(50, {}, 0, 90), rule, true);
  });
  it("does not apply with the Sun's hora (Aries 5°) in krishna paksha", () => {
    check('shodashottari', chart(5, {}, 0, 200), rule, false);
  });
  it("does not apply with the Moon's hora (Aries 20°) in shukla paksha", () => {
    check('shodashottari', chart(20, {}, 0, 90), rule, false);
  });
});

describe('Shatabdika: a vargottama lagna (the same sign in the rashi chart and the navamsha)', () => {
  const rule = 'SHATABDIKA.VARGOTTAMA_LAGNA';
  it('applies with the lagna at Aries 1° (navamsha Aries)', () => {
    check('shatabdika', chart(1, {}), rule, true);
  });
  it('does not apply with the lagna at Aries 5° (navamsha Taurus)', () => {
    check('shatabdika', chart(5, {}), rule, false);
  });
});

describe('Chaturaseeti-sama: the lord of the 10th in the 10th', () => {
  const rule = 'CHATURASEETI_SAMA.TENTH_LORD_IN_TENTH';
  it('applies with lagna Aries and Saturn, lord of the 10th (Capricorn), in Capricorn', () => {
    check('chaturaseetiSama', chart(10, { saturn: Cp }), rule, true);
  });
  it('does not apply with Saturn in Aquarius, its own sign but the 11th', () => {
    check('chaturaseetiSama', chart(10, { saturn: Aq }), rule, false);
  });
});

describe('Dwisaptati-sama: the lagna lord in the 7th or the 7th lord in the lagna', () => {
  const rule = 'DWISAPTATI_SAMA.LAGNA_LORD_SEVENTH';
  it('applies with lagna Aries and its lord Mars in Libra, the 7th', () => {
    check('dwisaptatiSama', chart(10, { mars: Li, venus: Ta }), rule, true);
  });
  it("applies with Venus, the 7th's lord, in the lagna Aries", () => {
    check('dwisaptatiSama', chart(10, { mars: Cn, venus: Ar }), rule, true);
  });
  it('does not apply with Mars in Aries and Venus in Taurus', () => {
    check('dwisaptatiSama', chart(10, { mars: Ar, venus: Ta }), rule, false);
  });
});

describe('Shashtihayani: the Sun in the lagna', () => {
  const rule = 'SHASHTIHAYANI.SUN_IN_LAGNA';
  it('applies with lagna Leo and the Sun in Leo', () => {
    check('shashtihayani', chart(130, {}, 125, 200), rule, true);
  });
  it('does not apply with lagna Leo and the Sun in Virgo', () => {
    check('shashtihayani', chart(130, {}, 155, 200), rule, false);
  });
});

describe("Shattrimsha-sama: lagna in the Sun's hora by day or the Moon's hora by night", () => {
  // "By day" is the birth between sunrise and sunset at the birth place; where that is not
  // known (no sunrise that day), the Sun in houses 7–12 from the lagna sign (above the horizon).
  const rule = 'SHATTRIMSHA_SAMA.HORA_SUNRISE_DAY_NIGHT';
  it("applies with the lagna at Aries 5° (the Sun's hora) and the Sun in Capricorn, the 10th: a day birth", () => {
    check('shattrimshaSama', chart(5, {}, 280, 300), rule, true);
  });
  it("applies with the lagna at Aries 20° (the Moon's hora) and the Sun in Cancer, the 4th: a night birth", () => {
    check('shattrimshaSama', chart(20, {}, 100, 150), rule, true);
  });
  it("does not apply with the Sun's hora at night (lagna Aries 5°, Sun in Cancer)", () => {
    check('shattrimshaSama', chart(5, {}, 100, 150), rule, false);
  });
  it("does not apply with the Moon's hora by day (lagna Aries 20°, Sun in Capricorn)", () => {
    check('shattrimshaSama', chart(20, {}, 280, 300), rule, false);
  });
  it("applies to a birth just after sunrise in the Sun's hora, though the Sun is still in the lagna sign", () => {
    // Lagna Aries 5° (Sun's hora), the Sun at Aries 2°: it rose a few minutes ago (its
    // longitude is behind the rising degree), but it stands in the 1st sign, which the
    // sign-half reading would call night. The birth place's sunrise decides.
    const c = chart(5, {}, 2, 40);
    check('shattrimshaSama', { ...c, points: { ...c.points, dayBirth: true } }, rule, true);
    check('shattrimshaSama', c, rule, false);
  });
  it("does not apply to a birth just after sunset in the Sun's hora, though the Sun is still in the 7th sign", () => {
    // Lagna Aries 5°, the descendant Libra 5°; the Sun at Libra 2° has just set, yet stands in
    // the 7th sign, which the sign-half reading would call day.
    const c = chart(5, {}, 182, 200);
    check('shattrimshaSama', { ...c, points: { ...c.points, dayBirth: false } }, rule, false);
    check('shattrimshaSama', c, rule, true);
  });
});

describe('a system without a condition', () => {
  it('gives no applicability rule for Vimshottari, which BPHS applies to every chart', () => {
    const c = chart(10, {});
    assert.equal(applicabilityOf('vimshottari' as NakshatraSystemKey, c.points, c.p), null);
  });
});
