/**
 * The Daridra yogas of BPHS ch. 42 and the longevity yogas (Balarishta of BPHS 9 / Brihat
 * Jataka 6 with the Arishta-bhanga rules of BPHS 10; Ayu placements of Phaladeepika 13.15 and
 * 16.2) on hand-worked charts: for every yoga one chart where it forms and one where it does
 * not, with the reasoning written beside it. Signs: 0 Aries … 11 Pisces; Ketu opposite Rahu;
 * aspects are full graha drishti (Mars 4/7/8, Jupiter 5/7/9, Saturn 3/7/10, others and the
 * nodes 7th only); benefics are Jupiter, Venus and Mercury unless Mercury shares a sign with
 * the Sun, Mars, Saturn or a node.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evaluateYogaCatalogue, yogaCatalogue, type YogaResult } from '../../src/jyotish/yogas/index.ts';
import { yogaSubRuleTexts, yogaTexts } from '../../src/content/yogas/index.ts';
import { buildChart, type ChartSpec } from '../insights/chart-builder.ts';

const get = (spec: ChartSpec, id: string): YogaResult => evaluateYogaCatalogue(buildChart(spec)).find((y) => y.id === id)!;

interface HandCase { id: string; yes: ChartSpec; why: string; no: ChartSpec; whyNot: string }

// Aries lagna unless stated: lords 1 Mars, 2 Venus, 5 Sun, 6 Mercury, 7 Venus, 8 Mars, 9 Jupiter, 10/11 Saturn, 12 Jupiter.
const ar = (over: Partial<ChartSpec>): ChartSpec => ({ lagna: 0, sun: 1, moon: 4, mars: 9, mercury: 1, jupiter: 2, venus: 1, saturn: 9, rahu: 2, ...over });

const cases: HandCase[] = [
  { id: 'daridra-144', yes: ar({ mars: 11, jupiter: 0, venus: 11 }), why: 'Mars (L1) in Pisces = 12th, Jupiter (L12) in Aries = 1st, Venus (L7) joins Mars in Pisces',
    no: ar({ mars: 11, jupiter: 0, venus: 4 }), whyNot: 'Venus in Leo aspects only Aquarius: neither Mars (Pisces) nor Jupiter (Aries) is joined or aspected by L7' },
  { id: 'daridra-145', yes: ar({ mars: 5, mercury: 0, moon: 0, venus: 6, jupiter: 8, rahu: 3 }), why: 'Mars (L1) in Virgo = 6th, Mercury (L6) in Aries, Venus (L2 and L7) in Libra aspects the Moon in Aries (7th)',
    no: ar({ mars: 5, mercury: 0, moon: 0, venus: 8, jupiter: 8, rahu: 3 }), whyNot: 'Venus in Sagittarius aspects Gemini only, so the Moon is not aspected by the 2nd/7th lord' },
  { id: 'daridra-146', yes: { lagna: 4, moon: 4, rahu: 10, sun: 0, mars: 1, mercury: 0, jupiter: 2, venus: 1, saturn: 6 }, why: 'Leo lagna; the Moon in Leo and Ketu opposite Rahu (Aquarius) in Leo',
    no: { lagna: 4, moon: 5, rahu: 10, sun: 0, mars: 1, mercury: 0, jupiter: 2, venus: 1, saturn: 6 }, whyNot: 'the Moon is in Virgo, not with Ketu in the lagna' },
  { id: 'daridra-147', yes: ar({ mars: 7, venus: 7 }), why: 'Mars (L1) in Scorpio = 8th, joined by Venus (L2/L7)',
    no: ar({ mars: 7, venus: 10 }), whyNot: 'Venus in Aquarius aspects Leo only; Mars in Scorpio is neither joined nor aspected by Venus' },
  { id: 'daridra-148', yes: ar({ mars: 5, saturn: 5, venus: 11, sun: 1, rahu: 2 }), why: 'Mars (L1) in Virgo = 6th with Saturn (malefic); Venus in Pisces aspects Virgo (7th)',
    no: ar({ mars: 5, saturn: 9, venus: 11, sun: 1, rahu: 2 }), whyNot: 'Saturn in Capricorn: no natural malefic shares Virgo with Mars' },
  { id: 'daridra-149', yes: ar({ mars: 4, mercury: 4, saturn: 10, sun: 3, rahu: 2 }), why: 'Mars (L1) in Leo with Mercury (L6); Saturn in Aquarius aspects Leo (7th)',
    no: ar({ mars: 4, mercury: 4, saturn: 11, sun: 3, rahu: 2 }), whyNot: 'Saturn in Pisces aspects Taurus, Virgo and Sagittarius; Ketu in Sagittarius aspects Gemini; no malefic aspects Mars in Leo' },
  { id: 'daridra-150', yes: ar({ sun: 9, mars: 9, jupiter: 0, venus: 11, mercury: 10, moon: 3, saturn: 6, rahu: 2 }), why: 'the Sun (L5) with Mars (L8) in Capricorn; Jupiter in Aries aspects Leo/Libra/Sagittarius, Venus in Pisces Virgo, Mercury in Aquarius Leo: no benefic on Capricorn',
    no: ar({ sun: 9, mars: 9, jupiter: 5, venus: 11, mercury: 10, moon: 3, saturn: 6, rahu: 2 }), whyNot: 'Jupiter in Virgo aspects Capricorn (its 5th): a benefic aspects the 5th lord' },
  { id: 'daridra-151', yes: ar({ sun: 5, jupiter: 11, mercury: 6 }), why: 'the Sun (L5) in Virgo = 6th, aspected by Jupiter (L12) from Pisces (7th)',
    no: ar({ sun: 4, jupiter: 11, mercury: 6 }), whyNot: 'the Sun in Leo is in the 5th, not the 6th or 10th' },
  { id: 'daridra-152', yes: ar({ sun: 0, venus: 6, saturn: 9, mars: 2, rahu: 3 }), why: 'the Sun (L5, not L9/L10) in the Aries lagna, aspected by Venus (L2/L7) from Libra',
    no: { lagna: 1, saturn: 1, mars: 7, sun: 3, moon: 4, mercury: 3, jupiter: 5, venus: 4, rahu: 2 }, whyNot: 'Taurus lagna: the only malefic in the lagna is Saturn, lord of the 9th and 10th, which the rule leaves out' },
  { id: 'daridra-153', yes: ar({ lagna: [0, 15], mars: 5, sun: 5, venus: 5, mercury: 4 }), why: 'lagna 15° Aries: navamsa lagna Leo (5th pada of a movable sign from Aries), lord the Sun; Mars (L1) and the Sun in Virgo = 6th, both joined by Venus (L2 and L7)',
    no: ar({ lagna: [0, 15], mars: 5, sun: 6, venus: 5, mercury: 4 }), whyNot: 'the Sun (navamsa lagna lord) in Libra = 7th, not a dusthana' },
  { id: 'daridra-bphs-5', yes: ar({ mars: 5, saturn: 5, venus: 5 }), why: 'Mars (L1) in Virgo = 6th with Saturn; Venus (L2) debilitated in Virgo',
    no: ar({ mars: 5, saturn: 5, venus: 11 }), whyNot: 'Venus exalted in Pisces: the 2nd lord is neither debilitated nor in an enemy’s sign' },
  { id: 'daridra-bphs-7', yes: { lagna: 2, venus: 7, saturn: 1, jupiter: 3, moon: 7, sun: 0, mercury: 0, mars: 9, rahu: 4 }, why: 'Gemini lagna: Venus (L5) in Scorpio = 6th, Saturn (L9) in Taurus = 12th; Jupiter (L7) in Cancer aspects Scorpio (5th), the Moon (L2) in Scorpio aspects Taurus (7th)',
    no: { lagna: 2, venus: 7, saturn: 1, jupiter: 2, moon: 7, sun: 0, mercury: 0, mars: 9, rahu: 4 }, whyNot: 'Jupiter in Gemini aspects Libra, Sagittarius and Aquarius; the Moon only joins Venus: the 5th lord is not aspected by a maraka lord' },
  { id: 'daridra-bphs-10', yes: ar({ moon: [0, 15], sun: 1, venus: 3 }), why: 'the Moon at 15° Aries is in the Leo navamsa, lord the Sun, which stands in Taurus = 2nd',
    no: ar({ moon: [0, 15], sun: 2, venus: 3, mercury: 2 }), whyNot: 'the Sun in Gemini (3rd) and Venus (L2/L7) in Cancer: the Moon’s navamsa lord is neither in the 2nd/7th nor with a maraka lord' },
  { id: 'daridra-bphs-16', yes: ar({ mars: 1, saturn: 1 }), why: 'Mars and Saturn both in Taurus = 2nd',
    no: ar({ mars: 1, saturn: 2 }), whyNot: 'Saturn in Gemini = 3rd' },
  { id: 'balarishta-moon-dusthana', yes: ar({ moon: 5, saturn: 5 }), why: 'the Moon in Virgo = 6th with Saturn',
    no: ar({ moon: 6, saturn: 5 }), whyNot: 'the Moon in Libra = 7th, not the 6th, 8th or 12th' },
  { id: 'balarishta-malefics-1-7', yes: ar({ sun: 0, saturn: 6, moon: 6, jupiter: 3, venus: 11, mercury: 1, mars: 9, rahu: 4 }), why: 'the Sun in the 1st, Saturn and the Moon in the 7th; Jupiter in Cancer aspects Scorpio/Capricorn/Pisces, Venus in Pisces Virgo, Mercury in Taurus Scorpio: no benefic on Libra',
    no: ar({ sun: 0, saturn: 6, moon: 6, jupiter: 2, venus: 11, mercury: 1, mars: 9, rahu: 4 }), whyNot: 'Jupiter in Gemini aspects Libra (its 5th), so a benefic aspects the Moon' },
  { id: 'balarishta-waning-moon-12', yes: ar({ moon: 11, sun: 1, mars: 0, saturn: 7, mercury: 1, jupiter: 2, venus: 2, rahu: 4 }), why: 'the Moon in Pisces (345°) is 300° ahead of the Sun (45°): waning, in the 12th; Mars in the 1st, Saturn in the 8th; benefics in Taurus and Gemini, no kendra',
    no: ar({ moon: 11, sun: 9, mars: 0, saturn: 7, mercury: 1, jupiter: 2, venus: 2, rahu: 4 }), whyNot: 'with the Sun at 285° the Moon is 60° ahead: waxing' },
  { id: 'balarishta-moon-malefic-7-8-12', yes: ar({ moon: 7, saturn: 7, mercury: 2, jupiter: 2, venus: 4, sun: 1, mars: 5, rahu: 8 }), why: 'the Moon with Saturn in Scorpio = 8th; benefics in Gemini and Leo (no kendra) and none aspects Scorpio',
    no: ar({ moon: 7, saturn: 7, mercury: 2, jupiter: 2, venus: 6, sun: 1, mars: 5, rahu: 8 }), whyNot: 'Venus in Libra is a benefic in a kendra (7th)' },
  { id: 'balarishta-waning-moon-lagna', yes: ar({ moon: 0, sun: 1, saturn: 6, mars: 2, rahu: 2 }), why: 'the Moon (15° Aries) is 330° ahead of the Sun (45°): waning, in the lagna; Saturn in Libra = 7th',
    no: ar({ moon: 0, sun: 1, saturn: 4, mars: 2, rahu: 2 }), whyNot: 'malefics in Taurus (Sun), Gemini (Mars, Rahu), Leo (Saturn), Sagittarius (Ketu): none in the 8th or a kendra' },
  { id: 'balarishta-moon-hemmed', yes: ar({ moon: 3, mars: 2, saturn: 4 }), why: 'the Moon in Cancer = 4th, Mars in Gemini (12th from it), Saturn in Leo (2nd from it)',
    no: ar({ moon: 3, mars: 2, saturn: 5 }), whyNot: 'Leo, the 2nd from the Moon, holds no malefic' },
  { id: 'balarishta-moon-last-navamsa', yes: ar({ moon: [2, 28], mars: 4, saturn: 8, jupiter: 1, venus: 1, mercury: 1, sun: 1, rahu: 3 }), why: 'the Moon at 28° Gemini (last navamsa), Mars in Leo = 5th, Saturn in Sagittarius = 9th; benefics in Taurus aspect Virgo/Scorpio/Capricorn only',
    no: ar({ moon: [2, 20], mars: 4, saturn: 8, jupiter: 1, venus: 1, mercury: 1, sun: 1, rahu: 3 }), whyNot: 'the Moon at 20° Gemini is in the 7th navamsa, not the last' },
  { id: 'dirghayu', yes: ar({ mars: 3, jupiter: 0, venus: 6, mercury: 9, sun: 8, moon: 5, saturn: 10, rahu: 2 }), why: 'Mars (L1) in Cancer, Jupiter in Aries, Venus in Libra, Mercury in Capricorn: all in kendras',
    no: ar({ mars: 3, jupiter: 0, venus: 1, mercury: 9, sun: 8, moon: 5, saturn: 10, rahu: 2 }), whyNot: 'Venus in Taurus = 2nd' },
  { id: 'madhyayu', yes: ar({ mars: 1, jupiter: 4, venus: 7, mercury: 10, sun: 9, saturn: 5, moon: 2, rahu: 2 }), why: 'Mars in Taurus, Jupiter in Leo, Venus in Scorpio, Mercury in Aquarius: houses 2, 5, 8, 11',
    no: ar({ mars: 1, jupiter: 3, venus: 7, mercury: 10, sun: 9, saturn: 5, moon: 2, rahu: 2 }), whyNot: 'Jupiter in Cancer = 4th' },
  { id: 'alpayu', yes: ar({ mars: 2, jupiter: 8, venus: 11, mercury: 11, sun: 10, moon: 0, saturn: 3, rahu: 4 }), why: 'Mars in Gemini, Jupiter in Sagittarius, Venus and Mercury in Pisces: houses 3, 9, 12',
    no: ar({ mars: 2, jupiter: 8, venus: 11, mercury: 0, sun: 10, moon: 0, saturn: 3, rahu: 4 }), whyNot: 'Mercury (a benefic, with no malefic) in Aries = 1st' },
  { id: 'purnayu', yes: { lagna: 4, sun: 4, venus: 4, jupiter: 8, mercury: 5, moon: 0, mars: 1, saturn: 2, rahu: 3 }, why: 'Leo lagna: the Sun (L1) in its own sign in the 1st (never combust), Jupiter (L8) in Sagittarius = 5th, Venus in the lagna',
    no: { lagna: 4, sun: 4, venus: 4, jupiter: 7, mercury: 5, moon: 0, mars: 1, saturn: 2, rahu: 3 }, whyNot: 'Jupiter (L8) in Scorpio = 4th, a kendra' },
];

describe('Daridra (BPHS 42) and longevity yogas on hand-worked charts', () => {
  it('covers every new yoga of the two families with one forming and one non-forming chart', () => {
    const ids = yogaCatalogue.filter((y) => (y.family === 'daridra' && !['dhur', 'daridra'].includes(y.id)) || y.family === 'longevity').map((y) => y.id);
    assert.deepEqual([...ids].sort(), cases.map((c) => c.id).sort());
  });
  for (const c of cases) {
    it(`${c.id} forms when ${c.why}`, () => assert.equal(get(c.yes, c.id).formed, true));
    it(`${c.id} does not form when ${c.whyNot}`, () => assert.equal(get(c.no, c.id).formed, false));
  }
});

describe('Arishta-bhanga (BPHS 10.2–6): each cancellation its own rule', () => {
  // Aries lagna, the Moon with Saturn in Virgo (6th); the Sun in Taurus (2nd): a night birth; the
  // Moon (165°) 120° ahead of the Sun (45°): waxing. Mars in Gemini, benefics in Taurus/Gemini.
  const base = ar({ moon: 5, saturn: 5, mars: 2, jupiter: 2, venus: 1, mercury: 1, rahu: 4 });
  const sub = (y: YogaResult, id: string) => y.subRules.find((s) => s.ruleId === id)!.satisfied;
  it('leaves the Balarishta detected when no bhanga holds', () => {
    const y = get(base, 'balarishta-moon-dusthana');
    assert.deepEqual([y.formed, y.cancelled, y.detected], [true, false, true]);
  });
  it('cancels it by a strong Jupiter in the lagna, which is also a benefic in a kendra', () => {
    const y = get({ ...base, jupiter: 0 }, 'balarishta-moon-dusthana');
    assert.equal(sub(y, 'ARISHTA_BHANGA.JUPITER_LAGNA'), true);
    assert.equal(sub(y, 'ARISHTA_BHANGA.BENEFIC_KENDRA'), true);
    assert.deepEqual([y.cancelled, y.detected], [true, false]);
  });
  it('cancels it by the lagna lord in a kendra, but not by a debilitated one (Mars in Cancer)', () => {
    assert.equal(sub(get({ ...base, mars: 6 }, 'balarishta-moon-dusthana'), 'ARISHTA_BHANGA.LAGNA_LORD_KENDRA'), true);
    assert.equal(sub(get({ ...base, mars: 3 }, 'balarishta-moon-dusthana'), 'ARISHTA_BHANGA.LAGNA_LORD_KENDRA'), false);
  });
  it('cancels it by a night birth in the bright half with a benefic aspecting the lagna (Jupiter in Leo, 9th aspect on Aries)', () => {
    const y = get({ ...base, jupiter: 4 }, 'balarishta-moon-dusthana');
    assert.equal(sub(y, 'ARISHTA_BHANGA.PAKSHA'), true);
    assert.equal(sub(y, 'ARISHTA_BHANGA.BENEFIC_KENDRA'), false);
    assert.equal(y.detected, false);
  });
  it('cancels it for a Libra lagna with the Sun in Virgo (12th)', () => {
    const y = get({ lagna: 6, sun: 5, moon: 11, saturn: 11, mars: 8, mercury: 5, jupiter: 2, venus: 4, rahu: 4 }, 'balarishta-moon-dusthana');
    assert.equal(y.formed, true); // the Moon with Saturn in Pisces, the 6th from Libra
    assert.equal(sub(y, 'ARISHTA_BHANGA.LIBRA_SUN_12'), true);
  });
  it('attaches the five bhanga rules to every Balarishta yoga and none to the Ayu placements', () => {
    for (const y of yogaCatalogue.filter((r) => r.family === 'longevity')) {
      const ids = (y.cancellations ?? []).map((c) => c.ruleId);
      if (y.id.startsWith('balarishta')) assert.equal(ids.filter((x) => x.startsWith('ARISHTA_BHANGA.')).length, 5, y.id);
      else assert.equal(ids.length, 0, y.id);
    }
  });
});

describe('texts of the new yogas', () => {
  it('word every longevity text as tradition, never as a prediction, and point away from medical advice in both languages', () => {
    for (const y of yogaCatalogue.filter((r) => r.family === 'longevity')) {
      const t = yogaTexts[y.id];
      assert.match(t.meaning.en, /not a prediction/, y.id);
      assert.match(t.meaning.en, /not medical advice/, y.id);
      assert.match(t.meaning.en, /whole chart/, y.id);
      assert.match(t.meaning.hi, /भविष्यवाणी नहीं/, y.id);
      assert.match(t.meaning.hi, /चिकित्सीय सलाह/, y.id);
      assert.doesNotMatch(`${t.meaning.en} ${t.condition.en}`, /\bwill die\b|\bdies\b|\bdeath at\b/i, y.id);
    }
    for (const id of Object.keys(yogaSubRuleTexts).filter((k) => k.startsWith('ARISHTA_BHANGA.'))) {
      assert.ok(/[\u0900-\u097F]/.test(yogaSubRuleTexts[id].condition.hi), id);
    }
  });
});
