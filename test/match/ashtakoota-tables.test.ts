/**
 * Every cell of the eight koota tables against matching.md §1. The tables below are copied
 * from the methods file as literals (sign and star lists, matrices, and the stated rules);
 * the test walks every sign × sign (12 × 12), star × star (27 × 27) or class × class cell
 * and compares our functions with them. Nothing here is computed by the code under test.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { varnaKoota } from '../../src/jyotish/match/ashtakoota/varna.ts';
import { vashyaKoota, vashyaPoints } from '../../src/jyotish/match/ashtakoota/vashya.ts';
import { taraKoota } from '../../src/jyotish/match/ashtakoota/tara.ts';
import { yoniKoota, yoniPoints } from '../../src/jyotish/match/ashtakoota/yoni.ts';
import { grahaMaitriKoota } from '../../src/jyotish/match/ashtakoota/graha-maitri.ts';
import { ganaKoota, ganaPoints } from '../../src/jyotish/match/ashtakoota/gana.ts';
import { bhakootKoota } from '../../src/jyotish/match/ashtakoota/bhakoot.ts';
import { nadiKoota } from '../../src/jyotish/match/ashtakoota/nadi.ts';
import type { VashyaId, YoniId } from '../../src/jyotish/core/moon-attributes.ts';

const signs = Array.from({ length: 12 }, (_, i) => i);
const stars = Array.from({ length: 27 }, (_, i) => i);
const signAbbr = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
/** count(a→b) over signs and stars, inclusive (matching.md, Inputs). */
const countSigns = (a: number, b: number) => ((b - a + 12) % 12) + 1;
const countStars = (a: number, b: number) => ((b - a + 27) % 27) + 1;

describe('Varna (matching.md §1.1)', () => {
  // water (Cn, Sc, Pi) Brahmin 4; fire (Ar, Le, Sg) Kshatriya 3; earth (Ta, Vi, Cp) Vaishya 2; air (Ge, Li, Aq) Shudra 1.
  const mcRank: Record<string, number> = { Ar: 3, Ta: 2, Ge: 1, Cn: 4, Le: 3, Vi: 2, Li: 1, Sc: 4, Sg: 3, Cp: 2, Aq: 1, Pi: 4 };
  // Variant: saravali/PyJHora swap earth/air (earth Shudra).
  const saravaliRank: Record<string, number> = { Ar: 3, Ta: 1, Ge: 2, Cn: 4, Le: 3, Vi: 1, Li: 2, Sc: 4, Sg: 3, Cp: 1, Aq: 2, Pi: 4 };

  for (const [variant, rank] of [['mc', mcRank], ['saravali', saravaliRank]] as const) {
    it(`scores 1 exactly when the groom's rank is at least the bride's, in all 144 sign pairs (${variant})`, () => {
      for (const g of signs) {
        for (const b of signs) {
          const expected = rank[signAbbr[g]] >= rank[signAbbr[b]] ? 1 : 0;
          assert.equal(varnaKoota(g, b, variant).points, expected, `${signAbbr[g]} groom, ${signAbbr[b]} bride`);
        }
      }
    });
  }
});

describe('Vashya (matching.md §1.2)', () => {
  const order: VashyaId[] = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'];
  // G \ B, order C M J V K.
  const table = [
    [2, 1, 1, 0.5, 1],
    [1, 2, 0.5, 0, 1],
    [1, 0.5, 2, 1, 1],
    [0.5, 0, 1, 2, 0],
    [1, 1, 1, 0, 2],
  ];
  // Ar, Ta = C; Ge, Vi, Li, Aq = M; Cn, Pi = J; Le = V; Sc = K; Sg d < 15 M, d ≥ 15 C; Cp d < 15 C, d ≥ 15 J.
  const classOf = (sign: number, degree: number): VashyaId => {
    const a = signAbbr[sign];
    if (a === 'Sg') return degree < 15 ? 'manava' : 'chatushpada';
    if (a === 'Cp') return degree < 15 ? 'chatushpada' : 'jalachara';
    return ({ Ar: 'chatushpada', Ta: 'chatushpada', Ge: 'manava', Vi: 'manava', Li: 'manava', Aq: 'manava', Cn: 'jalachara', Pi: 'jalachara', Le: 'vanachara', Sc: 'keeta' } as const)[a as 'Ar'];
  };

  it('gives every cell of the 5 × 5 class table', () => {
    for (const [i, g] of order.entries()) for (const [j, b] of order.entries()) assert.equal(vashyaPoints(g, b, 'standard'), table[i][j], `${g} × ${b}`);
  });

  it('classes every sign and both halves of Sagittarius and Capricorn and scores all 576 half-sign pairs', () => {
    // [sign, degrees within the sign]: both sides of the 15° split in every sign.
    const points = signs.flatMap((s) => [5, 14.999, 15, 29.9].map((d) => [s, d] as const));
    const moon = (sign: number, degree: number) => {
      const longitude = sign * 30 + degree;
      return { longitude, sign, degreeInSign: degree, nakshatra: Math.floor(longitude / (360 / 27)), pada: 1 };
    };
    for (const [gs, gd] of points) {
      for (const [bs, bd] of points) {
        const r = vashyaKoota(moon(gs, gd), moon(bs, bd), 'standard');
        const gc = classOf(gs, gd);
        const bc = classOf(bs, bd);
        assert.equal(r.groom, gc, `groom class at ${signAbbr[gs]} ${gd}`);
        assert.equal(r.bride, bc, `bride class at ${signAbbr[bs]} ${bd}`);
        assert.equal(r.points, table[order.indexOf(gc)][order.indexOf(bc)], `${signAbbr[gs]} ${gd} × ${signAbbr[bs]} ${bd}`);
      }
    }
  });

  it('uses the Vanachara row 0 0 1 2 0 in the vanachara-zero variant and leaves the other rows', () => {
    const row = [0, 0, 1, 2, 0];
    for (const [i, g] of order.entries()) {
      for (const [j, b] of order.entries()) {
        assert.equal(vashyaPoints(g, b, 'vanachara-zero'), g === 'vanachara' ? row[j] : table[i][j], `${g} × ${b}`);
      }
    }
  });

  it('uses the saravali.de table of PyJHora (its rows are the bride) in the saravali variant', () => {
    // PyJHora 4.8.5 VasiyaArray, rows = girl class, columns = boy class, order C M J V K.
    const girlRows = [
      [2.0, 0.5, 1.0, 0.0, 2.0],
      [0.5, 2.0, 0.0, 0.0, 0.0],
      [1.0, 0.0, 2.0, 2.0, 2.0],
      [0.0, 0.0, 2.0, 2.0, 0.0],
      [1.0, 0.0, 1.0, 0.0, 2.0],
    ];
    for (const [i, g] of order.entries()) for (const [j, b] of order.entries()) assert.equal(vashyaPoints(g, b, 'saravali'), girlRows[j][i], `${g} groom × ${b} bride`);
  });
});

describe('Tara (matching.md §1.3)', () => {
  it('scores 1.5 per direction unless count mod 9 is 3, 5 or 7, in all 729 star pairs', () => {
    const side = (c: number) => ([3, 5, 7].includes(c % 9) ? 0 : 1.5);
    for (const g of stars) {
      for (const b of stars) {
        const c1 = countStars(b, g);
        const c2 = countStars(g, b);
        const r = taraKoota(g, b);
        assert.equal(r.countFromBride, c1);
        assert.equal(r.countFromGroom, c2);
        assert.equal(r.points, side(c1) + side(c2), `groom star ${g + 1}, bride star ${b + 1}`);
      }
    }
  });

  it('names the nine taras Janma … Ati-mitra in cycle order', () => {
    assert.equal(taraKoota(0, 0).brideTara, 'janma');
    assert.equal(taraKoota(2, 0).brideTara, 'vipat');
    assert.equal(taraKoota(8, 0).brideTara, 'ati-mitra');
    assert.equal(taraKoota(9, 0).brideTara, 'janma');
    assert.equal(taraKoota(15, 0).brideTara, 'vadha');
  });
});

describe('Yoni (matching.md §1.4)', () => {
  const animalOfStar = 'Ho El Sh Se Se Do Ca Sh Ca Ra Ra Co Bu Ti Bu Ti De De Do Mo Mn Mo Li Ho Li Co El'.split(' ');
  const animals = ['Ho', 'El', 'Sh', 'Se', 'Do', 'Ca', 'Ra', 'Co', 'Bu', 'Ti', 'De', 'Mo', 'Mn', 'Li'];
  const ids: Record<string, YoniId> = {
    Ho: 'horse', El: 'elephant', Sh: 'sheep', Se: 'serpent', Do: 'dog', Ca: 'cat', Ra: 'rat', Co: 'cow', Bu: 'buffalo', Ti: 'tiger', De: 'deer', Mo: 'monkey', Mn: 'mongoose', Li: 'lion',
  };
  const table = [
    [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
    [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
    [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
    [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
    [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
    [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
    [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
    [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
    [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
    [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
    [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
    [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
    [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
    [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
  ];

  it('gives every cell of the 14 × 14 animal table', () => {
    for (const [i, a] of animals.entries()) for (const [j, b] of animals.entries()) assert.equal(yoniPoints(ids[a], ids[b], 3), table[i][j], `${a} × ${b}`);
  });

  it('maps every star to its animal and scores all 729 star pairs', () => {
    for (const g of stars) {
      for (const b of stars) {
        const r = yoniKoota(g, b, 3);
        assert.equal(r.groom, ids[animalOfStar[g]]);
        assert.equal(r.bride, ids[animalOfStar[b]]);
        assert.equal(r.points, table[animals.indexOf(animalOfStar[g])][animals.indexOf(animalOfStar[b])], `stars ${g + 1} × ${b + 1}`);
        assert.equal(r.enemies, r.points === 0, 'zeros are the sworn enemies');
      }
    }
  });

  it('gives Horse–Deer 1 in the PyJHora variant and leaves every other cell', () => {
    for (const [i, a] of animals.entries()) {
      for (const [j, b] of animals.entries()) {
        const hd = (a === 'Ho' && b === 'De') || (a === 'De' && b === 'Ho');
        assert.equal(yoniPoints(ids[a], ids[b], 1), hd ? 1 : table[i][j], `${a} × ${b}`);
      }
    }
  });
});

describe('Graha maitri (matching.md §1.5)', () => {
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
  // Lords of Ar … Pi.
  const lordOfSign = ['Ma', 'Ve', 'Me', 'Mo', 'Su', 'Me', 'Ve', 'Ma', 'Ju', 'Sa', 'Sa', 'Ju'];

  it('gives every cell of the lord table through all 144 sign pairs', () => {
    for (const g of signs) {
      for (const b of signs) {
        const expected = table[lords.indexOf(lordOfSign[g])][lords.indexOf(lordOfSign[b])];
        assert.equal(grahaMaitriKoota(g, b).points, expected, `${signAbbr[g]} × ${signAbbr[b]}`);
      }
    }
  });
});

describe('Gana (matching.md §1.6)', () => {
  const deva = [1, 5, 7, 8, 13, 15, 17, 22, 27];
  const manushya = [2, 4, 6, 11, 12, 20, 21, 25, 26];
  const rakshasa = [3, 9, 10, 14, 16, 18, 19, 23, 24];
  const ganaOf = (n: number): number => (deva.includes(n) ? 0 : manushya.includes(n) ? 1 : rakshasa.includes(n) ? 2 : 3);
  const names: readonly string[] = ['deva', 'manushya', 'rakshasa'];
  // G \ B Deva, Manushya, Rakshasa.
  const table = [
    [6, 6, 1],
    [5, 6, 0],
    [1, 0, 6],
  ];
  // Variant (PyJHora): Deva–Manushya cells transposed and Rakshasa groom/Deva bride = 0.
  const pyjhora = [
    [6, 5, 1],
    [6, 6, 0],
    [0, 0, 6],
  ];

  it('puts every star in its gana and scores all 729 star pairs', () => {
    for (const g of stars) {
      for (const b of stars) {
        const r = ganaKoota(g, b, 'standard');
        assert.equal(r.groom, names[ganaOf(g + 1)]);
        assert.equal(r.points, table[ganaOf(g + 1)][ganaOf(b + 1)], `stars ${g + 1} × ${b + 1}`);
      }
    }
  });

  it('uses the PyJHora table in the pyjhora variant', () => {
    const ids = ['deva', 'manushya', 'rakshasa'] as const;
    for (const [i, g] of ids.entries()) for (const [j, b] of ids.entries()) assert.equal(ganaPoints(g, b, 'pyjhora'), pyjhora[i][j], `${g} × ${b}`);
  });
});

describe('Bhakoot (matching.md §1.7)', () => {
  it('scores 0 when {k, 14 − k} is {2, 12}, {5, 9} or {6, 8} and 7 otherwise, in all 144 sign pairs', () => {
    for (const g of signs) {
      for (const b of signs) {
        const k = countSigns(b, g);
        const pair = [k, 14 - k].sort((x, y) => x - y).join('/');
        const expected = ['2/12', '5/9', '6/8'].includes(pair) ? 0 : 7;
        assert.equal(bhakootKoota(g, b).points, expected, `${signAbbr[g]} groom × ${signAbbr[b]} bride (k = ${k})`);
      }
    }
  });
});

describe('Nadi (matching.md §1.8)', () => {
  const adi = [1, 6, 7, 12, 13, 18, 19, 24, 25];
  const madhya = [2, 5, 8, 11, 14, 17, 20, 23, 26];
  const antya = [3, 4, 9, 10, 15, 16, 21, 22, 27];
  const nadiOf = (n: number) => (adi.includes(n) ? 'adi' : madhya.includes(n) ? 'madhya' : antya.includes(n) ? 'antya' : '?');

  it('puts every star in its nadi and scores 0 for the same nadi, 8 otherwise, in all 729 star pairs', () => {
    for (const g of stars) {
      for (const b of stars) {
        const r = nadiKoota(g, b);
        assert.equal(r.groom, nadiOf(g + 1));
        assert.equal(r.points, nadiOf(g + 1) === nadiOf(b + 1) ? 0 : 8, `stars ${g + 1} × ${b + 1}`);
      }
    }
  });
});
