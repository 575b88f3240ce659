/**
 * The ten poruthams (matching.md §3) checked in every star × star or sign × sign cell
 * against the methods file's lists, copied here as literals, and the dashakoota verdict rule.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  dinaPasses, ganaPasses, mahendraPasses, rajjuOf, rajjuPasses, rasiPasses, rasyadhipatiPasses, streeDeerghaPasses,
  vasyaPasses, vedhaPasses, yoniPorutham,
} from '../../src/jyotish/match/porutham/rules.ts';
import { computeDashakoota, countVerdict } from '../../src/jyotish/match/porutham/dashakoota.ts';
import { yoniOfNakshatra } from '../../src/jyotish/core/moon-attributes.ts';
import { defaultMatchVariants } from '../../src/jyotish/match/variants.ts';

const stars = Array.from({ length: 27 }, (_, i) => i);
const signs = Array.from({ length: 12 }, (_, i) => i);
const countStars = (a: number, b: number) => ((b - a + 27) % 27) + 1;
const countSigns = (a: number, b: number) => ((b - a + 12) % 12) + 1;
/** A Moon at a longitude, its sign, degree, star and pada worked out by plain arithmetic. */
const moonAt = (longitude: number) => {
  const sign = Math.floor(longitude / 30);
  const star = Math.floor(longitude / (360 / 27));
  return { longitude, sign, degreeInSign: longitude - sign * 30, nakshatra: star, pada: Math.floor(longitude / (360 / 108)) % 4 + 1 };
};

describe('ten poruthams, every cell (matching.md §3)', () => {
  it('Dina passes for c ∈ {2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26}; the Tamil list adds 17, 21, 25', () => {
    const std = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];
    const tamil = [...std, 17, 21, 25];
    for (let c = 1; c <= 27; c++) {
      assert.equal(dinaPasses(c, 'standard'), std.includes(c), `c = ${c}`);
      assert.equal(dinaPasses(c, 'tamil'), tamil.includes(c), `c = ${c} (tamil)`);
    }
  });

  it('Gana passes for one gana or Deva with Manushya, in all 729 star pairs', () => {
    const deva = [1, 5, 7, 8, 13, 15, 17, 22, 27];
    const manushya = [2, 4, 6, 11, 12, 20, 21, 25, 26];
    const gana = (n: number) => (deva.includes(n) ? 'D' : manushya.includes(n) ? 'M' : 'R');
    for (const g of stars) {
      for (const b of stars) {
        const x = gana(g + 1);
        const y = gana(b + 1);
        const expected = x === y || (x !== 'R' && y !== 'R');
        assert.equal(ganaPasses(g, b), expected, `stars ${g + 1} × ${b + 1}`);
      }
    }
  });

  it('Mahendra passes for c ∈ {4, 7, 10, 13, 16, 19, 22, 25} and Stree deergha for c > 13 (or > 7), for every count', () => {
    const mahendra = [4, 7, 10, 13, 16, 19, 22, 25];
    for (let c = 1; c <= 27; c++) {
      assert.equal(mahendraPasses(c), mahendra.includes(c), `mahendra c = ${c}`);
      assert.equal(streeDeerghaPasses(c, 13), c > 13, `SD.13 c = ${c}`);
      assert.equal(streeDeerghaPasses(c, 7), c > 7, `SD.7 c = ${c}`);
    }
  });

  it('Yoni fails only for the seven enemy pairs (plus Serpent–Rat in the variant), in all 729 star pairs', () => {
    const animalOfStar = 'Ho El Sh Se Se Do Ca Sh Ca Ra Ra Co Bu Ti Bu Ti De De Do Mo Mn Mo Li Ho Li Co El'.split(' ');
    const enemies = ['Ho-Bu', 'El-Li', 'Sh-Mo', 'Se-Mn', 'Do-De', 'Ca-Ra', 'Co-Ti'];
    const isPair = (list: string[], a: string, b: string) => list.includes(`${a}-${b}`) || list.includes(`${b}-${a}`);
    for (const g of stars) {
      for (const b of stars) {
        const a1 = animalOfStar[g];
        const a2 = animalOfStar[b];
        assert.equal(yoniPorutham(yoniOfNakshatra[g], yoniOfNakshatra[b], 'standard'), !isPair(enemies, a1, a2), `${a1} × ${a2}`);
        assert.equal(yoniPorutham(yoniOfNakshatra[g], yoniOfNakshatra[b], 'serpent-rat'), !isPair([...enemies, 'Se-Ra'], a1, a2), `${a1} × ${a2} (serpent-rat)`);
      }
    }
  });

  it('Rasi passes when the sign count(B→G) ≥ 7, or the same sign with different stars, for all 108 × 108 pada pairs', () => {
    const padas = Array.from({ length: 108 }, (_, i) => moonAt(i * (360 / 108) + 1));
    for (const g of padas) {
      for (const b of padas) {
        const expected = g.sign === b.sign ? g.nakshatra !== b.nakshatra : countSigns(b.sign, g.sign) >= 7;
        assert.equal(rasiPasses(g, b), expected, `${g.longitude} × ${b.longitude}`);
      }
    }
  });

  it('Rasyadhipati passes when the lords\' maitri (§1.5 table) is at least 3, in all 144 sign pairs', () => {
    const lords = ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa'];
    const table = [
      [5, 5, 5, 4, 5, 0, 0],
      [5, 5, 4, 1, 4, 0.5, 0.5],
      [5, 4, 5, 0.5, 5, 3, 0.5],
      [4, 1, 0.5, 5, 0.5, 5, 4],
      [5, 4, 5, 0.5, 5, 0.5, 3],
      [0, 0.5, 3, 5, 0.5, 5, 5],
      [0, 0.5, 0.5, 4, 3, 5, 5],
    ];
    const lordOfSign = ['Ma', 'Ve', 'Me', 'Mo', 'Su', 'Me', 'Ve', 'Ma', 'Ju', 'Sa', 'Sa', 'Ju'];
    for (const g of signs) {
      for (const b of signs) {
        const m = table[lords.indexOf(lordOfSign[g])][lords.indexOf(lordOfSign[b])];
        assert.equal(rasyadhipatiPasses(g, b), m >= 3, `signs ${g + 1} × ${b + 1}`);
      }
    }
  });

  it('Vasya passes when the groom\'s sign is in the vasya list of the bride\'s, in all 144 sign pairs', () => {
    // Ar→{Le, Sc}; Ta→{Cn, Li}; Ge→{Vi}; Cn→{Sc, Sg}; Le→{Li}; Vi→{Ge, Pi}; Li→{Vi, Cp}; Sc→{Cn}; Sg→{Pi}; Cp→{Ar, Aq}; Aq→{Ar}; Pi→{Cp}
    const abbr = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
    const vasya: Record<string, string[]> = {
      Ar: ['Le', 'Sc'], Ta: ['Cn', 'Li'], Ge: ['Vi'], Cn: ['Sc', 'Sg'], Le: ['Li'], Vi: ['Ge', 'Pi'],
      Li: ['Vi', 'Cp'], Sc: ['Cn'], Sg: ['Pi'], Cp: ['Ar', 'Aq'], Aq: ['Ar'], Pi: ['Cp'],
    };
    for (const g of signs) for (const b of signs) assert.equal(vasyaPasses(g, b), vasya[abbr[b]].includes(abbr[g]), `${abbr[g]} groom × ${abbr[b]} bride`);
  });

  it('Rajju puts every star in its rajju and fails for one rajju, in all 729 star pairs', () => {
    const rajju: Record<string, number[]> = {
      pada: [1, 9, 10, 18, 19, 27],
      kati: [2, 8, 11, 17, 20, 26],
      nabhi: [3, 7, 12, 16, 21, 25],
      kantha: [4, 6, 13, 15, 22, 24],
      shiro: [5, 14, 23],
    };
    const of = (n: number) => Object.entries(rajju).find(([, l]) => l.includes(n))?.[0];
    for (const g of stars) {
      assert.equal(rajjuOf(g), of(g + 1), `star ${g + 1}`);
      for (const b of stars) assert.equal(rajjuPasses(g, b), of(g + 1) !== of(b + 1), `stars ${g + 1} × ${b + 1}`);
    }
  });

  it('Vedha fails exactly for the listed classical piercing pairs, in all 729 star pairs (VEDHA.PAIRS)', () => {
    // matching.md §3: pairs 1–18, 2–17, 3–16, 4–15, 6–22, 7–21, 8–20, 9–19, 10–27, 11–26, 12–25, 13–24, and 5–14–23 mutually.
    const pairs = [[1, 18], [2, 17], [3, 16], [4, 15], [6, 22], [7, 21], [8, 20], [9, 19], [10, 27], [11, 26], [12, 25], [13, 24], [5, 14], [14, 23], [5, 23]];
    const pierced = (a: number, b: number) => pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    for (const g of stars) for (const b of stars) assert.equal(vedhaPasses(g, b, 'pairs'), !pierced(g + 1, b + 1), `stars ${g + 1} × ${b + 1}`);
  });

  it('Vedha fails when the star numbers sum to 19, 28 or 37 in the sum variant (VEDHA.SUM_19_28_37), in all 729 star pairs', () => {
    // matching.md §3 states the rule as n_G + n_B ∉ {19, 28, 37}; that sum also covers pairs its own
    // list does not name (1–27, 6–13, 9–10, 18–19, 14–14 …), so it is kept as the PyJHora variant.
    for (const g of stars) for (const b of stars) assert.equal(vedhaPasses(g, b, 'sum'), ![19, 28, 37].includes(g + b + 2), `stars ${g + 1} × ${b + 1}`);
  });
});

describe('dashakoota verdict (matching.md §3)', () => {
  it('bands the count: 7 or more good, 5–6 average, 4 or fewer poor', () => {
    for (let s = 0; s <= 10; s++) assert.equal(countVerdict(s), s >= 7 ? 'good' : s >= 5 ? 'average' : 'poor', `score ${s}`);
  });

  // Star pairs worked by hand from the §3 table, each Moon 1° into its star (star n at (n − 1) × 13°20′ + 1°).
  // Bride first. Stars: 1 Ashwini (Aries, Deva, Horse, Pada rajju), 3 Krittika (Aries, Rakshasa,
  // Sheep, Nabhi), 4 Rohini (Taurus, Manushya, Serpent, Kantha), 5 Mrigashira (Taurus, Deva,
  // Serpent, Shiro), 10 Magha (Leo, Rakshasa, Rat, Pada), 18 Jyeshtha (Scorpio, Rakshasa, Deer, Pada).
  const cases: { bride: number; groom: number; passes: string[]; verdict: string; mandatoryFailed: string[]; tnMinFailed: string[] }[] = [
    // c = 4; Rasi 2nd sign; lords Mars–Venus maitri 3; Taurus is not vasya to Aries.
    { bride: 1, groom: 4, passes: ['dina', 'gana', 'mahendra', 'yoni', 'rasyadhipati', 'rajju', 'vedha'], verdict: 'good', mandatoryFailed: [], tnMinFailed: ['rasi'] },
    // c = 3; one sign, different stars; Deva–Rakshasa.
    { bride: 1, groom: 3, passes: ['yoni', 'rasi', 'rasyadhipati', 'rajju', 'vedha'], verdict: 'average', mandatoryFailed: [], tnMinFailed: ['dina', 'gana'] },
    // c = 3; Rakshasa–Deva; Rasi 2nd sign; Mars–Venus maitri 3.
    { bride: 3, groom: 5, passes: ['yoni', 'rasyadhipati', 'rajju', 'vedha'], verdict: 'poor', mandatoryFailed: [], tnMinFailed: ['dina', 'gana', 'rasi'] },
    // c = 10; both stars in the Pada rajju: not recommended whatever the count.
    { bride: 1, groom: 10, passes: ['mahendra', 'yoni', 'rasyadhipati', 'vasya', 'vedha'], verdict: 'not-recommended', mandatoryFailed: ['rajju'], tnMinFailed: ['dina', 'gana', 'rasi', 'rajju'] },
    // c = 18; Pada rajju both, and 1–18 pierce each other: six poruthams pass, still not recommended.
    { bride: 1, groom: 18, passes: ['dina', 'stree-deergha', 'yoni', 'rasi', 'rasyadhipati', 'vasya'], verdict: 'not-recommended', mandatoryFailed: ['rajju', 'vedha'], tnMinFailed: ['gana', 'rajju'] },
  ];
  const starMoon = (n: number) => moonAt((n - 1) * (360 / 27) + 1);

  it('scores hand-worked star pairs and makes a Rajju or Vedha failure "not recommended" whatever the count', () => {
    for (const c of cases) {
      const d = computeDashakoota(starMoon(c.groom), starMoon(c.bride), defaultMatchVariants);
      const label = `bride ${c.bride}, groom ${c.groom}`;
      assert.deepEqual(d.poruthams.filter((p) => p.pass).map((p) => p.id), c.passes, label);
      assert.equal(d.score, c.passes.length, label);
      assert.deepEqual(d.mandatoryFailed, c.mandatoryFailed, label);
      assert.equal(d.minimumMet, c.mandatoryFailed.length === 0, label);
      assert.equal(d.verdict, c.verdict, label);
    }
  });

  it('requires Rajju, Dina, Gana, Rasi and Yoni together under DASHA.TN_MIN', () => {
    for (const c of cases) {
      const d = computeDashakoota(starMoon(c.groom), starMoon(c.bride), { ...defaultMatchVariants, poruthamMinimum: 'tn-min' });
      const label = `bride ${c.bride}, groom ${c.groom}`;
      assert.deepEqual(d.poruthams.filter((p) => p.mandatory).map((p) => p.id), ['dina', 'gana', 'yoni', 'rasi', 'rajju'], label);
      assert.deepEqual(d.mandatoryFailed, c.tnMinFailed, label);
      assert.equal(d.verdict, c.tnMinFailed.length === 0 ? c.verdict : 'not-recommended', label);
    }
  });
});
