/**
 * Avakahada attributes of the Moon against the legacy vendor's published samples
 * (../shared/reference/published-samples.md F1, legacy-fields.md), and the paya and
 * name-syllable rules of src/jyotish/core/avakahada.ts against their printed tables.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { nameSyllableNames } from '../../src/content/kundli/avakahada.ts';
import { nameSyllableId, payaOfMoonHouse } from '../../src/jyotish/core/avakahada.ts';
import { houseFrom, nakshatraIds } from '../../src/jyotish/core/zodiac.ts';
import { buildKundliApp, postKundli } from './helpers.ts';

/** F1: Mumbai 16-Feb-2016 14:53, tz +5.5, lat 18.975, lon 72.8258 (the vendor's basic_astro sample). */
const f1 = {
  localDate: '2016-02-16',
  localTime: '14:53:00',
  timezone: 'Asia/Kolkata',
  latitude: 18.975,
  longitude: 72.8258,
  ayanamsha: 'lahiri',
};

describe('avakahada attributes', () => {
  it('reproduce the legacy sample F1: Taurus, Rohini charan 3, Vaishya, Chatuspad, Sarp, name alphabet "Vi" (and Manushya, Antya, Prithvi, iron paya by the tables)', async (t) => {
    const app = await buildKundliApp(t);
    const r = await postKundli(app, f1);
    assert.equal(r.status, 200);
    const { moonSign, moonNakshatra } = r.json.result;
    assert.equal(moonSign.rashi.id, 'vrishabha');
    assert.equal(moonNakshatra.id, 'rohini');
    assert.equal(moonNakshatra.pada, 3);
    const a = moonNakshatra.attributes;
    assert.equal(a.varna.id, 'vaishya');
    assert.equal(a.vashya.id, 'chatushpada');
    assert.equal(a.yoni.id, 'serpent');
    assert.equal(a.nameSyllable.name.en, 'Vi');
    assert.equal(a.nameSyllable.name.hi, 'वी');
    // Not printed in the sample, worked from the published tables instead: Rohini (4) is
    // Manushya gana and Antya nadi (methods/matching.md §6, §8); Taurus is an earth sign
    // (prithvi tatva); swetest puts the lagna in Gemini (73.156° sidereal:
    // `swetest -bj2457434.890972222 -ut -sid1 -house72.8258,18.975,P -p1 -fPl -head`), so the
    // Moon in Taurus is in the 12th house: iron paya (4-8-12).
    assert.equal(a.gana.id, 'manushya');
    assert.equal(a.nadi.id, 'antya');
    assert.equal(a.tatva.id, 'prithvi');
    assert.equal(r.json.result.lagna.rashi.id, 'mithuna');
    assert.equal(a.paya.id, 'iron');
    assert.equal(a.nameSyllable.id, 'rohini-3');
    for (const key of ['varna', 'vashya', 'yoni', 'gana', 'nadi', 'tatva', 'paya', 'nameSyllable']) {
      assert.match(a[key].name.hi, /[\u0900-\u097F]/, `${key} has a Hindi name`);
      assert.ok(a[key].name.en.length > 0, `${key} has an English name`);
    }
  });

  it('give the paya of the legacy astro_details sample: lagna Scorpio, Moon in Aries (6th house) → gold', () => {
    assert.equal(payaOfMoonHouse(houseFrom(7, 0)), 'gold');
  });

  it('group the houses for the paya as 1-6-11 gold, 2-5-9 silver, 3-7-10 copper, 4-8-12 iron', () => {
    const groups = { gold: [1, 6, 11], silver: [2, 5, 9], copper: [3, 7, 10], iron: [4, 8, 12] } as const;
    for (const [paya, houses] of Object.entries(groups)) {
      for (const h of houses) assert.equal(payaOfMoonHouse(h), paya, `house ${h}`);
    }
    assert.throws(() => payaOfMoonHouse(0), RangeError);
    assert.throws(() => payaOfMoonHouse(13), RangeError);
  });

  it('give the printed name syllables: Ashwini Chu Che Cho La, Bharani 3 Le, Rohini 3 Vi, Revati De Do Cha Chi', () => {
    const syllables = (n: number) => [1, 2, 3, 4].map((p) => nameSyllableNames[nameSyllableId(n, p)]);
    assert.deepEqual(syllables(0).map((s) => s.en), ['Chu', 'Che', 'Cho', 'La']);
    assert.deepEqual(syllables(0).map((s) => s.hi), ['चु', 'चे', 'चो', 'ला']);
    assert.equal(nameSyllableNames[nameSyllableId(1, 3)].en, 'Le');
    assert.equal(nameSyllableNames[nameSyllableId(3, 3)].en, 'Vi');
    assert.deepEqual(syllables(26).map((s) => s.hi), ['दे', 'दो', 'चा', 'ची']);
    assert.deepEqual(syllables(21).map((s) => s.hi), ['खी', 'खू', 'खे', 'खो']);
  });

  it('have one syllable for each of the 108 padas, each with a Devanagari form', () => {
    const ids = nakshatraIds.flatMap((_, n) => [1, 2, 3, 4].map((p) => nameSyllableId(n, p)));
    assert.equal(new Set(ids).size, 108);
    for (const id of ids) {
      assert.ok(nameSyllableNames[id], id);
      assert.match(nameSyllableNames[id].hi, /^[\u0900-\u097F]+$/, id);
    }
    assert.equal(new Set(ids.map((id) => nameSyllableNames[id].hi)).size, 108, 'no Devanagari syllable repeats');
  });
});
