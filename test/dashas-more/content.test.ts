/**
 * The bilingual catalogue of the issue-18 dasha blocks (src/content/dashas-more.ts): every
 * system, starting rule, applicability rule, level and seed the code can publish has an
 * English and a Devanagari Hindi text, none empty or a placeholder.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dashaApplicabilityTexts, dashaLevelNames, dashaSeedNames, dashaStartRuleTexts, dashaSystemNames, kalachakraDirectionNames } from '../../src/content/dashas-more.ts';
import { dashaSeeds, dashaSystemKeys } from '../../src/calculations/kundli-advanced/dashas-more.ts';
import { nakshatraSystems } from '../../src/jyotish/dasha/nakshatra-systems.ts';
import { grahaIds } from '../../src/jyotish/core/zodiac.ts';

const devanagari = /^[\u0900-\u097F\s\d().,;:’'"“”()\-–—…/→0-9A-Za-z]+$/u;
const check = (t: { en: string; hi: string }, what: string) => {
  assert.ok(t.en.trim().length > 0, `${what} en`);
  assert.ok(/[\u0900-\u097F]/.test(t.hi), `${what} hi is Devanagari`);
  assert.ok(!/TODO|TBD|xxx/i.test(t.en + t.hi), `${what} placeholder`);
  assert.ok(devanagari.test(t.hi), `${what} hi characters`);
};

describe('dasha catalogue of issue 18', () => {
  it('names every system of dashaSystems in English and Hindi', () => {
    for (const k of dashaSystemKeys) check(dashaSystemNames[k], k);
  });

  it('has a text for every starting rule and applicability rule the systems publish', () => {
    for (const s of Object.values(nakshatraSystems)) check(dashaStartRuleTexts[s.startRuleId], s.startRuleId);
    for (const id of ['VIM.STAR_LORD', 'KALACHAKRA.MOON_PADA', 'NARAYANA.STRONGER_OF_LAGNA_7TH', 'SUDASA.SREE_LAGNA', 'DRIG.NINTH_HOUSE', 'SHOOLA.STRONGER_OF_LAGNA_7TH', 'NIRYANA_SHOOLA.STRONGER_OF_2ND_8TH', 'STHIRA.BRAHMA_SIGN', 'MOOLA.STRONGER_OF_LAGNA_7TH', 'BRAHMA_DASHA.BRAHMA_SIGN', 'VARNADA.STRONGER_OF_LAGNA_HORA_LAGNA'])
      check(dashaStartRuleTexts[id], id);
    assert.equal(Object.keys(dashaApplicabilityTexts).length, 9);
    for (const [id, t] of Object.entries(dashaApplicabilityTexts)) check(t, id);
  });

  it('names the five levels, every non-graha seed and both Kalachakra directions', () => {
    assert.equal(dashaLevelNames.length, 5);
    dashaLevelNames.forEach((t, i) => check(t, `level ${i + 1}`));
    for (const s of dashaSeeds) if (!(grahaIds as readonly string[]).includes(s)) check(dashaSeedNames[s], s);
    check(kalachakraDirectionNames.savya, 'savya');
    check(kalachakraDirectionNames.apasavya, 'apasavya');
  });
});
