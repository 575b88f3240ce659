/**
 * The kundli content catalogue: 267 paragraphs, each keyed once, bilingual with real
 * Devanagari, no English text reused under two keys, 2–4 sentences, and a committed
 * snapshot.md that matches the catalogue.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { allKundliParagraphs } from '../../src/content/kundli/index.ts';
import { kundliRuleIds } from '../../src/content/kundli/rules.ts';
import { renderKundliSnapshot } from '../../src/content/kundli/snapshot.ts';

const paragraphs = allKundliParagraphs();

/** Sentences end with . ! ? in English and । ? in Hindi (a closing quote may follow). */
function sentences(text: string, hindi: boolean): number {
  const end = hindi ? /[।?!]["”']?(\s|$)/g : /[.!?]["”']?(\s|$)/g;
  return (text.match(end) ?? []).length;
}

describe('kundli content catalogue', () => {
  it('has 12 lagna, 12 Moon-sign, 27 nakshatra, 108 graha-house and 108 graha-sign paragraphs', () => {
    const count = (prefix: string) => paragraphs.filter((p) => p.contentId.startsWith(prefix)).length;
    assert.equal(paragraphs.length, 267);
    assert.equal(count('kundli.lagna.'), 12);
    assert.equal(count('kundli.moon-sign.'), 12);
    assert.equal(count('kundli.moon-nakshatra.'), 27);
    assert.equal(count('kundli.graha-house.'), 108);
    assert.equal(count('kundli.graha-sign.'), 108);
  });

  it('keys every paragraph once and names a known rule and a source', () => {
    assert.equal(new Set(paragraphs.map((p) => p.contentId)).size, paragraphs.length);
    for (const p of paragraphs) {
      assert.ok((kundliRuleIds as readonly string[]).includes(p.ruleId), p.contentId);
      assert.ok(p.source.length > 40, `${p.contentId} source`);
    }
  });

  it('gives every paragraph and title non-empty English and Devanagari Hindi', () => {
    for (const p of paragraphs) {
      for (const t of [p.text, p.title]) {
        assert.ok(t.en.trim().length > 0, `${p.contentId} en`);
        assert.match(t.hi, /[\u0900-\u097F]/, `${p.contentId} hi`);
        assert.doesNotMatch(t.hi, /\b(the|and|of|in)\b/i, `${p.contentId}: English words in the Hindi`);
        assert.doesNotMatch(t.en, /[\u0900-\u097F]/, `${p.contentId}: Devanagari in the English`);
      }
    }
  });

  it('never reuses an English or Hindi text under two keys', () => {
    const seenEn = new Map<string, string>();
    const seenHi = new Map<string, string>();
    for (const p of paragraphs) {
      assert.equal(seenEn.get(p.text.en), undefined, `${p.contentId} repeats ${seenEn.get(p.text.en)}`);
      assert.equal(seenHi.get(p.text.hi), undefined, `${p.contentId} repeats ${seenHi.get(p.text.hi)} (hi)`);
      seenEn.set(p.text.en, p.contentId);
      seenHi.set(p.text.hi, p.contentId);
    }
  });

  it('writes each paragraph in 2–4 sentences in both languages', () => {
    for (const p of paragraphs) {
      const en = sentences(p.text.en, false);
      const hi = sentences(p.text.hi, true);
      assert.ok(en >= 2 && en <= 4, `${p.contentId}: ${en} English sentences`);
      assert.ok(hi >= 2 && hi <= 4, `${p.contentId}: ${hi} Hindi sentences`);
    }
  });

  it('has a committed snapshot.md that matches the catalogue (run npx tsx scripts/kundli/snapshot.ts)', () => {
    const committed = readFileSync(new URL('../../src/content/kundli/snapshot.md', import.meta.url), 'utf8');
    assert.equal(committed, renderKundliSnapshot());
  });
});
