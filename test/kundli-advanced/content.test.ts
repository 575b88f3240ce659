/**
 * Content parity (style-and-layout.md §2 item 19): every kundli-advanced text has English and
 * Hindi, the Hindi is Devanagari (no Latin letters once the slots are filled), every rule id
 * has its texts and every template renders with its slots; and the committed snapshot.md is
 * the current rendering.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Bilingual } from '../../src/shared/bilingual.ts';
import { readingRuleIds } from '../../src/jyotish/readings/facts.ts';
import { readingTopicIds } from '../../src/jyotish/readings/topics.ts';
import { charaLordRuleNames, charaProfileNames, yoginiNames } from '../../src/content/dashas.ts';
import { ruleTexts } from '../../src/content/kundli-advanced/facts.ts';
import { dignityNames, directionNames, readingsNote, savStrengthNames, sectionTitles, topicLabels } from '../../src/content/kundli-advanced/labels.ts';
import { aspectEffect, lordCombust, lordDignity, lordPlacement, lordRetrograde, occupantEffect, signTone } from '../../src/content/kundli-advanced/phrases.ts';
import { dashaSummary, reconciliation, topicSections } from '../../src/content/kundli-advanced/sections.ts';
import { renderSnapshot, sampleReading, sampleSlots } from '../../src/content/kundli-advanced/snapshot.ts';
import { fill } from '../../src/content/kundli-advanced/template.ts';
import { houseOrdinals } from '../../src/content/names.ts';

const devanagari = /[\u0900-\u097F]/;
const latin = /[A-Za-z]/;

function checkText(where: string, b: Bilingual, allowLatinInHindi = false) {
  assert.ok(b.en.trim().length > 0, `${where}: empty en`);
  assert.match(b.hi, devanagari, `${where}: hi has no Devanagari`);
  if (!allowLatinInHindi) assert.doesNotMatch(b.hi.replace(/\{\w+\}/g, ''), latin, `${where}: Latin letters in hi`);
  assert.doesNotMatch(`${b.en} ${b.hi}`, /undefined|null|TODO|lorem/i, where);
}

describe('kundli-advanced content parity', () => {
  it('has English and Devanagari Hindi for every label, phrase and name', () => {
    checkText('note', readingsNote);
    for (const id of readingTopicIds) for (const [k, v] of Object.entries(topicLabels[id])) checkText(`topic ${id}.${k}`, v);
    for (const [k, v] of Object.entries(sectionTitles)) checkText(`section ${k}`, v);
    for (const [k, v] of Object.entries(dignityNames)) checkText(`dignity ${k}`, v);
    for (const [k, v] of Object.entries(directionNames)) checkText(`direction ${k}`, v);
    for (const [k, v] of Object.entries(savStrengthNames)) checkText(`sav ${k}`, v);
    houseOrdinals.forEach((v, i) => checkText(`ordinal ${i + 1}`, v));
    for (const [k, v] of Object.entries(signTone)) checkText(`sign ${k}`, v);
    lordPlacement.forEach((v, i) => checkText(`placement ${i + 1}`, v));
    for (const [k, v] of Object.entries(lordDignity)) checkText(`lord dignity ${k}`, fill(v, sampleSlots));
    checkText('combust', fill(lordCombust, sampleSlots));
    checkText('retrograde', fill(lordRetrograde, sampleSlots));
    for (const [k, v] of Object.entries(occupantEffect)) checkText(`occupant ${k}`, v);
    for (const [k, v] of Object.entries(aspectEffect)) checkText(`aspect ${k}`, v);
    for (const [k, v] of Object.entries(yoginiNames)) checkText(`yogini ${k}`, v);
    // Profile names keep the authors' initials in Latin letters inside the Hindi.
    for (const [k, v] of Object.entries(charaProfileNames)) checkText(`chara ${k}`, v, true);
    for (const [k, v] of Object.entries(charaLordRuleNames)) checkText(`chara rule ${k}`, v);
    assert.equal(lordPlacement.length, 12);
    assert.equal(houseOrdinals.length, 12);
  });

  it('has a fact sentence and a label for every reading rule id, and renders each with its slots', () => {
    assert.deepEqual(Object.keys(ruleTexts).sort(), [...readingRuleIds].sort());
    for (const id of readingRuleIds) {
      checkText(`${id} fact`, fill(ruleTexts[id].fact, sampleSlots));
      checkText(`${id} label`, fill(ruleTexts[id].label, sampleSlots));
    }
  });

  it('composes six sections, a reconciliation and a dasha summary in both languages', () => {
    const sections = topicSections(sampleReading);
    assert.deepEqual(sections.map((s) => s.id), ['overview', 'house-sign', 'lord', 'occupants', 'aspects', 'ashtakavarga']);
    for (const s of sections) checkText(s.id, s.text);
    checkText('reconciliation', reconciliation(sampleReading)!);
    checkText('dasha summary', dashaSummary(sampleReading)!);
  });

  it('has a committed snapshot.md that matches the current texts (run npx tsx scripts/kundli-advanced/snapshot.ts)', () => {
    const committed = readFileSync(new URL('../../src/content/kundli-advanced/snapshot.md', import.meta.url), 'utf8');
    assert.equal(committed, renderSnapshot());
  });
});
