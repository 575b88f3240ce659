/**
 * Table tests of each family's condition, written out from the sources (BPHS ch. 35–42 and 75,
 * VAIA ch. 11, Phaladeepika 6–7) on constructed charts whose answer is known by construction,
 * and fast-check properties that follow from the definitions themselves.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { evaluateYogaCatalogue, yogaCatalogue, type YogaResult } from '../../src/jyotish/yogas/index.ts';
import { yogaTexts, yogaSubRuleTexts } from '../../src/content/yogas/index.ts';
import { buildChart, quietChart, type ChartSpec } from '../insights/chart-builder.ts';

const all = (spec: ChartSpec) => evaluateYogaCatalogue(buildChart(spec));
const get = (spec: ChartSpec, id: string): YogaResult => all(spec).find((y) => y.id === id)!;
const q = (over: Partial<ChartSpec>): ChartSpec => ({ ...quietChart, ...over });

describe('the catalogue as data', () => {
  it('holds at least 150 yogas, each with a unique id and rule id, a source, a predicate and bilingual texts', () => {
    assert.ok(yogaCatalogue.length >= 150, String(yogaCatalogue.length));
    assert.equal(new Set(yogaCatalogue.map((y) => y.id)).size, yogaCatalogue.length);
    assert.equal(new Set(yogaCatalogue.map((y) => y.ruleId)).size, yogaCatalogue.length);
    for (const y of yogaCatalogue) {
      assert.ok(y.source.length > 5 && y.predicate.length > 5, y.id);
      const t = yogaTexts[y.id];
      assert.ok(t && t.name.en && /[\u0900-\u097F]/.test(t.name.hi) && /[\u0900-\u097F]/.test(t.meaning.hi), y.id);
      for (const c of y.cancellations ?? []) assert.ok(yogaSubRuleTexts[c.ruleId], c.ruleId);
    }
  });
  it('holds all 32 Nabhasa yogas: 3 Ashraya, 2 Dala, 20 Akriti and 7 Sankhya (BPHS 35.1–2)', () => {
    const count = (f: string) => yogaCatalogue.filter((y) => y.family === f).length;
    assert.deepEqual([count('nabhasa-ashraya'), count('nabhasa-dala'), count('nabhasa-akriti'), count('nabhasa-sankhya')], [3, 2, 20, 7]);
  });
});

describe('solar yogas (BPHS 38)', () => {
  // quietChart: Sun in Taurus; Mars, Mercury in Aries (12th from the Sun), Jupiter in Gemini (2nd).
  it('gives Ubhayachari with grahas on both sides of the Sun, Vesi with the 2nd only and Vasi with the 12th only', () => {
    assert.equal(get(quietChart, 'ubhayachari').formed, true);
    assert.equal(get(q({ mars: 9, mercury: 1, sun: 1 }), 'vesi').formed, true); // Mercury with the Sun; Jupiter 2nd; Aries empty
    assert.equal(get(q({ jupiter: 3 }), 'vasi').formed, true); // Gemini empty; Mars, Mercury in Aries
  });
  it('ignores the Moon beside the Sun', () => {
    assert.equal(get(q({ jupiter: 3, mars: 9, mercury: 1, moon: 0 }), 'vasi').formed, false);
  });
});

describe('Kemadruma and its four cancellations (BPHS 37, Phaladeepika 6, VAIA 11.3)', () => {
  // Moon in Taurus with the 2nd (Gemini) and 12th (Aries) empty of Mars … Saturn.
  const base: ChartSpec = { lagna: 2, moon: 1, sun: 3, mercury: 3, venus: 3, mars: 6, saturn: 6, jupiter: 9, rahu: 0 };
  const sub = (y: YogaResult, id: string) => y.subRules.find((s) => s.ruleId === id)!.satisfied;
  it('is formed and detected when no cancellation holds (lagna Gemini: kendras from the lagna and the Moon empty; Moon 12th)', () => {
    const y = get(base, 'kemadruma');
    assert.deepEqual([y.formed, y.cancelled, y.detected], [true, false, true]);
  });
  it('is cancelled by a graha in a kendra from the lagna (C_KENDRA_LAGNA)', () => {
    const y = get({ ...base, jupiter: 5 }, 'kemadruma');
    assert.equal(sub(y, 'KEMADRUMA.C_KENDRA_LAGNA'), true);
    assert.deepEqual([y.formed, y.detected], [true, false]);
  });
  it('is cancelled by a graha in a kendra from the Moon (C_KENDRA_MOON)', () => {
    const y = get({ ...base, mars: 10, saturn: 10 }, 'kemadruma'); // Aquarius: 10th from Taurus, 9th from Gemini
    assert.equal(sub(y, 'KEMADRUMA.C_KENDRA_MOON'), true);
    assert.equal(y.detected, false);
  });
  it('is cancelled by the Moon in a kendra (C_MOON_KENDRA) and by a graha with the Moon (C_CONJUNCTION)', () => {
    assert.equal(sub(get({ ...base, lagna: 1, jupiter: 8 }, 'kemadruma'), 'KEMADRUMA.C_MOON_KENDRA'), true);
    assert.equal(sub(get({ ...base, jupiter: 1 }, 'kemadruma'), 'KEMADRUMA.C_CONJUNCTION'), true);
  });
});

describe('Nabhasa yogas (BPHS 35)', () => {
  it('gives Rajju, Musala, Nala for the seven grahas all in movable, fixed or dual signs', () => {
    const signs = (s: number[]): ChartSpec => ({ lagna: 0, sun: s[0], moon: s[1], mars: s[2], mercury: s[0], jupiter: s[1], venus: s[2], saturn: s[0], rahu: 5 });
    assert.equal(get(signs([0, 3, 6]), 'rajju').formed, true);
    assert.equal(get(signs([1, 4, 7]), 'musala').formed, true);
    assert.equal(get(signs([2, 5, 8]), 'nala').formed, true);
  });
  it('gives Kamala for the seven in all four kendras and Gada for two successive kendras', () => {
    const k: ChartSpec = { lagna: 0, sun: 0, moon: 3, mars: 6, mercury: 9, jupiter: 0, venus: 3, saturn: 6, rahu: 1 };
    assert.equal(get(k, 'kamala').formed, true);
    assert.equal(get({ ...k, mars: 3, mercury: 0, saturn: 0 }, 'gada').qualifiers.includes('1-4'), true);
  });
  it('gives Chakra for the six odd houses and Samudra for the six even houses', () => {
    assert.equal(get({ lagna: 0, sun: 0, moon: 2, mars: 4, mercury: 6, jupiter: 8, venus: 10, saturn: 0, rahu: 1 }, 'chakra').formed, true);
    assert.equal(get({ lagna: 0, sun: 1, moon: 3, mars: 5, mercury: 7, jupiter: 9, venus: 11, saturn: 1, rahu: 0 }, 'samudra').formed, true);
  });
  it('forms exactly one Sankhya yoga for any chart (the seven grahas occupy one to seven signs)', () => {
    const sankhya = ['vallaki', 'dama', 'pasha', 'kedara', 'shula', 'yuga', 'gola'];
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 9, maxLength: 9 }), (s) => {
      const ys = all({ lagna: s[0], sun: s[1], moon: s[2], mars: s[3], mercury: s[4], jupiter: s[5], venus: s[6], saturn: s[7], rahu: s[8] });
      const held = ys.filter((y) => sankhya.includes(y.id) && y.formed).map((y) => y.id);
      const n = new Set(s.slice(1, 8)).size;
      return held.length === 1 && held[0] === sankhya[7 - n];
    }), { numRuns: 200 });
  });
  it('never forms two Ashraya yogas at once, and Lagna Malika holds exactly when Nauka does', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 9, maxLength: 9 }), (s) => {
      const ys = all({ lagna: s[0], sun: s[1], moon: s[2], mars: s[3], mercury: s[4], jupiter: s[5], venus: s[6], saturn: s[7], rahu: s[8] });
      const f = (id: string) => ys.find((y) => y.id === id)!.formed;
      return ['rajju', 'musala', 'nala'].filter(f).length <= 1 && f('lagna-malika') === f('nauka') && f('karma-malika') === f('chapa');
    }), { numRuns: 200 });
  });
});

describe('lordship yogas (BPHS 34, 39, 41; Phaladeepika 6–7)', () => {
  it('gives Dharma-Karmadhipati for the 9th and 10th lords together (Aries lagna: Jupiter and Saturn in one sign)', () => {
    assert.equal(get(q({ jupiter: 9 }), 'dharma-karmadhipati').formed, true);
    assert.equal(get(quietChart, 'dharma-karmadhipati').formed, false);
  });
  it('splits Parivartana into Maha (1st–2nd), Khala (3rd) and Dainya (6th)', () => {
    assert.equal(get(q({ mars: 1, venus: 0 }), 'maha-parivartana').formed, true);
    assert.equal(get(q({ mars: 2, mercury: 0, sun: 0, jupiter: 3 }), 'khala-parivartana').formed, true);
    assert.equal(get(q({ mars: 5, mercury: 0, sun: 0 }), 'dainya-parivartana').formed, true);
    assert.equal(get(q({ mars: 5, mercury: 0, sun: 0 }), 'maha-parivartana').formed, false);
  });
  it('gives the Neecha Bhanga Raja yoga only under NB1–NB3', () => {
    const base: ChartSpec = { lagna: 0, moon: 1, sun: [6, 15], mercury: 6, jupiter: 8, venus: 2, saturn: 5, mars: 11, rahu: 4 };
    assert.equal(get({ ...base, venus: 3 }, 'neecha-bhanga-raja').formed, true); // NB1
    assert.equal(get({ ...base, venus: 0, lagna: 1 }, 'neecha-bhanga-raja').formed, false); // NB4 only
    assert.equal(get({ ...base, venus: 0, lagna: 1 }, 'neecha-bhanga').formed, true);
  });
});

describe('named yogas (BPHS 36, VAIA 11.6)', () => {
  it('gives Lakshmi for a 9th lord exalted in a kendra with a strong lagna lord (Aries: Jupiter exalted in Cancer)', () => {
    assert.equal(get(q({ jupiter: 3 }), 'lakshmi').formed, true);
    assert.equal(get(q({ jupiter: 3, mars: 3, mercury: 5, lagna: 0 }), 'lakshmi').formed, false); // Mars debilitated in Cancer
  });
  it('gives Saraswati for Mercury, Jupiter and Venus in kendras, trikonas or the 2nd with Jupiter well placed', () => {
    assert.equal(get({ lagna: 0, mercury: 0, jupiter: 8, venus: 1, sun: 0, moon: 6, mars: 2, saturn: 9, rahu: 10 }, 'saraswati').formed, true);
    assert.equal(get({ lagna: 0, mercury: 0, jupiter: 9, venus: 1, sun: 0, moon: 6, mars: 2, saturn: 9, rahu: 10 }, 'saraswati').formed, false); // Jupiter debilitated
  });
  it('cancels Shakata when the Moon is in a kendra from the lagna', () => {
    const y = get(q({ moon: 7, jupiter: 2 }), 'shakata'); // Moon in Scorpio: 6th from Jupiter in Gemini, 8th from the lagna
    assert.deepEqual([y.formed, y.cancelled], [true, false]);
    const z = get(q({ moon: 9, jupiter: 4, lagna: 0 }), 'shakata'); // Moon in Capricorn: 6th from Leo, 10th from Aries
    assert.deepEqual([z.formed, z.cancelled, z.detected], [true, true, false]);
  });
  it('reads Mahabhagya by day (the Sun in houses 7–12) with lagna, Sun and Moon in odd signs', () => {
    assert.equal(get({ lagna: 0, sun: 10, moon: 2, mars: 1, mercury: 10, jupiter: 3, venus: 9, saturn: 5, rahu: 7 }, 'mahabhagya').formed, true);
    assert.equal(get({ lagna: 0, sun: 4, moon: 2, mars: 1, mercury: 4, jupiter: 3, venus: 5, saturn: 5, rahu: 7 }, 'mahabhagya').formed, false); // Sun in the 5th: night
  });
  it('gives the Dhana yoga of BPHS 41 (Raman 121) for the Sun in Leo as the 5th with Jupiter and the Moon in the 11th', () => {
    assert.equal(get({ lagna: 0, sun: 4, jupiter: 10, moon: 10, mars: 1, mercury: 4, venus: 5, saturn: 7, rahu: 2 }, 'dhana-121').formed, true);
  });
});
