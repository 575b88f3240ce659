/**
 * The ten match pairs of ../shared/reference/dev_cases.json (PyJHora 4.8.5; copied to
 * test/golden/match/dev-match-reference.json) against our ashtakoota and poruthams. Inputs
 * are the given Moon longitudes (the partners' births are mostly not among the cases).
 *
 * Where PyJHora and matching.md disagree the test says so and compares against the declared
 * rule: its tara rule is inverted (it scores 1.5 on Vipat/Pratyari/Vadha and 0 elsewhere, so
 * the correct value is 3 − its value); its varna, vashya, gana and yoni Horse–Deer cells are
 * our declared PyJHora variants, run here with those variants selected; and its vashya class
 * of Sagittarius/Capricorn halves comes from a pada approximation (see M09).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { computeAshtakoota, type Ashtakoota } from '../../src/jyotish/match/ashtakoota/ashtakoota.ts';
import { computeDashakoota } from '../../src/jyotish/match/porutham/dashakoota.ts';
import type { PoruthamId } from '../../src/jyotish/match/porutham/rules.ts';
import { placementOf } from '../../src/jyotish/chart/natal-chart.ts';
import { defaultMatchVariants, type MatchVariants } from '../../src/jyotish/match/variants.ts';
import { evaluateManglik } from '../../src/jyotish/rules/manglik.ts';
import { resolveNatal } from '../../src/calculations/shared/natal.ts';
import { birthBodyOf } from '../helpers/birth.ts';

interface Moon {
  nakshatra: number;
  pada: number;
  lon: number;
}
interface Pair {
  id: string;
  boy_case: string;
  girl_case: string;
  boy_moon: Moon;
  girl_moon: Moon;
  ashtakoota: Record<'varna' | 'vashya' | 'gana' | 'tara' | 'yoni' | 'graha_maitri' | 'bhakoot' | 'nadi' | 'total', number> & {
    mahendra: boolean;
    vedha: boolean;
    rajju: boolean;
    stree_dheerga: boolean;
    boy_rasi: number;
    girl_rasi: number;
    south_10_porutham: { score_out_of_10: number; minimum_porutham_met: boolean };
  };
  manglik_from_lagna: { boy: boolean; girl: boolean };
}
interface Case {
  id: string;
  local_datetime: string;
  utc_offset_hours: number;
  lat: number;
  lon: number;
  dosha: { mars_house_from_lagna: number };
}

const golden = JSON.parse(readFileSync(new URL('../golden/match/dev-match-reference.json', import.meta.url), 'utf8')) as {
  match_pairs: Pair[];
  cases: Case[];
};
const pairs = golden.match_pairs;

type RefKoota = 'varna' | 'vashya' | 'tara' | 'yoni' | 'graha_maitri' | 'gana' | 'bhakoot' | 'nadi';
const refKootas: RefKoota[] = ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'];
const ours = (a: Ashtakoota, k: RefKoota): number => (k === 'graha_maitri' ? a.grahaMaitri.points : a[k].points);

const moons = (p: Pair) => ({ groom: placementOf(p.boy_moon.lon), bride: placementOf(p.girl_moon.lon) });

/** PyJHora's tara is inverted; the declared rule gives 3 minus its value. */
const correctedTara = (p: Pair) => 3 - p.ashtakoota.tara;

/**
 * With the default (matching.md) tables, the kootas where PyJHora's table differs, with our
 * value read by hand from matching.md §1 and why. Every koota not listed must equal PyJHora.
 */
const defaultTableDifferences: Record<string, Partial<Record<RefKoota, { ours: number; why: string }>>> = {
  M02: {
    vashya: { ours: 1, why: 'Manava groom × Keeta bride: matching.md 1, saravali table 0' },
    yoni: { ours: 3, why: 'Horse × Deer: matching.md 3, PyJHora 1' },
    gana: { ours: 1, why: 'Rakshasa groom × Deva bride: matching.md 1, PyJHora 0' },
  },
  M03: {
    varna: { ours: 0, why: 'Aquarius (air) groom × Capricorn (earth) bride: MC air Shudra < earth Vaishya; saravali swaps them' },
    vashya: { ours: 0.5, why: 'Manava groom × Jalachara bride (Capricorn 21°): matching.md ½, saravali 0' },
    gana: { ours: 1, why: 'Rakshasa groom × Deva bride: matching.md 1, PyJHora 0' },
  },
  M04: {
    vashya: { ours: 1, why: 'Chatushpada groom × Manava bride: matching.md 1, saravali ½' },
    gana: { ours: 5, why: 'Manushya groom × Deva bride: matching.md 5, PyJHora transposes to 6' },
  },
  M05: { vashya: { ours: 1, why: 'Manava groom (Sagittarius 1.9°) × Keeta bride: matching.md 1, saravali 0' } },
  M06: { gana: { ours: 5, why: 'Manushya groom × Deva bride: matching.md 5, PyJHora 6' } },
  M07: { vashya: { ours: 0.5, why: 'Manava groom × Jalachara bride: matching.md ½, saravali 0' } },
  M08: { gana: { ours: 6, why: 'Deva groom × Manushya bride: matching.md 6, PyJHora 5' } },
  M09: {
    varna: { ours: 1, why: 'Capricorn (earth) groom × Aquarius (air) bride: MC Vaishya > Shudra; saravali swaps them' },
    vashya: { ours: 1, why: 'Chatushpada groom (Capricorn 5.7°) × Manava bride: matching.md 1; PyJHora 0 (other class, other table)' },
  },
  M10: { gana: { ours: 1, why: 'Rakshasa groom × Deva bride: matching.md 1, PyJHora 0' } },
};

const pyjhoraVariants: MatchVariants = { ...defaultMatchVariants, varna: 'saravali', vashya: 'saravali', yoniHorseDeer: 1, gana: 'pyjhora' };

/**
 * With the PyJHora variants selected the only remaining difference: M09's groom Moon is at
 * Capricorn 5.67° (Uttara Ashadha pada 3), the first (Chatushpada) half by degree; PyJHora
 * classes Capricorn by pada numbers 1–2 vs 3–4 and so calls it Jalachara. Saravali table:
 * Chatushpada × Manava = ½, Jalachara × Manava = 0.
 */
const variantDifferences: Record<string, Partial<Record<RefKoota, number>>> = { M09: { vashya: 0.5 } };

describe('ashtakoota against PyJHora for the 10 dev match pairs', () => {
  it('reads each partner\'s Moon sign, nakshatra and pada from the given longitude as PyJHora does', () => {
    for (const p of pairs) {
      const { groom, bride } = moons(p);
      assert.equal(groom.sign, p.ashtakoota.boy_rasi, `${p.id} boy rasi`);
      assert.equal(bride.sign, p.ashtakoota.girl_rasi, `${p.id} girl rasi`);
      assert.equal(groom.nakshatra + 1, p.boy_moon.nakshatra, `${p.id} boy nakshatra`);
      assert.equal(bride.nakshatra + 1, p.girl_moon.nakshatra, `${p.id} girl nakshatra`);
      assert.equal(groom.pada, p.boy_moon.pada, `${p.id} boy pada`);
      assert.equal(bride.pada, p.girl_moon.pada, `${p.id} girl pada`);
    }
  });

  it('matches PyJHora on every koota where the declared tables agree (tara against the corrected rule)', () => {
    let compared = 0;
    for (const p of pairs) {
      const { groom, bride } = moons(p);
      const a = computeAshtakoota(groom, bride, defaultMatchVariants);
      for (const k of refKootas) {
        const diff = defaultTableDifferences[p.id]?.[k];
        const expected = diff ? diff.ours : k === 'tara' ? correctedTara(p) : p.ashtakoota[k];
        assert.equal(ours(a, k), expected, `${p.id} ${k}${diff ? ` (${diff.why})` : ''}`);
        if (!diff) compared++;
      }
    }
    assert.equal(compared, 80 - 15, 'kootas compared directly with the reference (15 listed table differences)');
  });

  it('matches PyJHora on every koota with the PyJHora variants selected (tara corrected; M09 vashya explained)', () => {
    for (const p of pairs) {
      const { groom, bride } = moons(p);
      const a = computeAshtakoota(groom, bride, pyjhoraVariants);
      let total = 0;
      for (const k of refKootas) {
        const expected = variantDifferences[p.id]?.[k] ?? (k === 'tara' ? correctedTara(p) : p.ashtakoota[k]);
        assert.equal(ours(a, k), expected, `${p.id} ${k}`);
        total += expected;
      }
      assert.equal(a.total, total, `${p.id} total`);
      // PyJHora's own total, with its inverted tara replaced by the corrected one (and M09's vashya).
      const m09 = p.id === 'M09' ? 0.5 : 0;
      assert.equal(a.total, p.ashtakoota.total - p.ashtakoota.tara + correctedTara(p) + m09, `${p.id} total vs reference`);
    }
  });
});

/**
 * PyJHora's South method differs from matching.md §3 in three rules; each pair lists the
 * poruthams where that changes the outcome, with our value:
 * - dina: PyJHora counts from the groom's star to the bride's (plus exception lists);
 *   matching.md counts from the bride's.
 * - rasyadhipati: PyJHora reads its own South friendship table (where, e.g., Venus is no
 *   friend of Venus); matching.md passes when the lords' graha maitri is at least 3.
 * - rajju: PyJHora passes a same-rajju pair when one star is aroha (ascending) and the other
 *   avaroha; matching.md has no such exception.
 * The South run of PyJHora also uses stree deergha > 7, Serpent–Rat as yoni enemies, the
 * Tamil dina counts and the vedha sum rule; those are our declared variants, selected here.
 */
const southVariants: MatchVariants = {
  ...defaultMatchVariants, streeDeergha: 7, poruthamYoni: 'serpent-rat', poruthamDina: 'tamil', vedha: 'sum', poruthamMinimum: 'tn-min',
};
const southDifferences: Record<string, Partial<Record<PoruthamId, boolean>>> = {
  M01: { rasyadhipati: true },
  M03: { dina: false, rasyadhipati: true, rajju: false },
  M05: { dina: true, rasyadhipati: true, rajju: false },
  M06: { rasyadhipati: true },
  M08: { dina: true, rasyadhipati: true },
  M09: { rasyadhipati: true },
  M10: { dina: false },
};

describe('poruthams against PyJHora for the 10 dev match pairs', () => {
  it('gives PyJHora\'s mahendra, vedha (sum rule), rajju and stree deergha (> 13) flags for every pair', () => {
    for (const p of pairs) {
      const { groom, bride } = moons(p);
      const d = computeDashakoota(groom, bride, { ...defaultMatchVariants, vedha: 'sum' });
      const pass = (id: PoruthamId) => d.poruthams.find((x) => x.id === id)?.pass;
      assert.equal(pass('mahendra'), p.ashtakoota.mahendra, `${p.id} mahendra`);
      assert.equal(pass('vedha'), p.ashtakoota.vedha, `${p.id} vedha`);
      assert.equal(pass('rajju'), p.ashtakoota.rajju, `${p.id} rajju`);
      assert.equal(pass('stree-deergha'), p.ashtakoota.stree_dheerga, `${p.id} stree deergha`);
    }
  });

  it('differs from the vedha sum rule only for M05 (Mula 19 + Jyeshtha 18 = 37 is not a classical vedha pair)', () => {
    for (const p of pairs) {
      const { groom, bride } = moons(p);
      const vedha = computeDashakoota(groom, bride, defaultMatchVariants).poruthams.find((x) => x.id === 'vedha')?.pass;
      assert.equal(vedha, p.id === 'M05' ? true : p.ashtakoota.vedha, p.id);
    }
  });

  it('gives PyJHora\'s South score out of 10 except for the listed rule differences', () => {
    for (const p of pairs) {
      const { groom, bride } = moons(p);
      const d = computeDashakoota(groom, bride, southVariants);
      let expected = p.ashtakoota.south_10_porutham.score_out_of_10;
      for (const [id, value] of Object.entries(southDifferences[p.id] ?? {}) as [PoruthamId, boolean][]) {
        assert.equal(d.poruthams.find((x) => x.id === id)?.pass, value, `${p.id} ${id}`);
        expected += value ? 1 : -1;
      }
      assert.equal(d.score, expected, `${p.id} score`);
    }
  });

  it('gives PyJHora\'s minimum-porutham verdict (DASHA.TN_MIN) where none of its five poruthams is a listed difference', () => {
    let compared = 0;
    for (const p of pairs) {
      const listed = Object.keys(southDifferences[p.id] ?? {});
      if (['rajju', 'dina', 'gana', 'rasi', 'yoni'].some((id) => listed.includes(id))) continue;
      const { groom, bride } = moons(p);
      assert.equal(computeDashakoota(groom, bride, southVariants).minimumMet, p.ashtakoota.south_10_porutham.minimum_porutham_met, p.id);
      compared++;
    }
    assert.equal(compared, 6);
  });
});

describe('manglik from the lagna against PyJHora for the pair partners whose births are known', () => {
  // Only M05's boy (R013) and M10's girl (R007) are among the 30 dev cases; the other
  // partners' births are not in the reference file.
  const known = [
    { pair: 'M05', role: 'boy', caseId: 'R013' },
    { pair: 'M10', role: 'girl', caseId: 'R007' },
  ] as const;
  it('agrees with manglik_from_lagna (Mars is not in the 1st, where the house sets differ)', () => {
    for (const k of known) {
      const p = pairs.find((x) => x.id === k.pair);
      const c = golden.cases.find((x) => x.id === k.caseId);
      assert.ok(p && c);
      assert.equal(k.role === 'boy' ? p.boy_case : p.girl_case, k.caseId);
      assert.notEqual(c.dosha.mars_house_from_lagna, 1);
      const natal = resolveNatal({ ...birthBodyOf(c), ayanamsha: 'lahiri', nodeType: 'mean', positions: 'true-geometric' });
      const moon = placementOf(k.role === 'boy' ? p.boy_moon.lon : p.girl_moon.lon);
      assert.equal(natal.chart.bodies.moon.nakshatra, moon.nakshatra, 'the case is this partner');
      const m = evaluateManglik(natal.chart);
      assert.equal(m.fromLagna.marsHouse, c.dosha.mars_house_from_lagna);
      assert.equal(m.fromLagna.afflicted, p.manglik_from_lagna[k.role], `${k.pair} ${k.role}`);
    }
  });
});
