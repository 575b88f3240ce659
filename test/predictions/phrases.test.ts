/**
 * The phrase library: several real variants per (rule family, band), English and Devanagari
 * Hindi with every slot filled, chosen by a stable hash (FNV-1a, checked against the published
 * test vectors), never at random.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  avHalvesFavour, avHalvesStrain, changeAfter, changeBefore, cyclePhrases, gocharaFavourable, gocharaUnfavourable,
  retrogradePhrases, vedhaPhrases, vipareetaPhrases,
} from '../../src/content/predictions/phrases.ts';
import { fnv1a, pick } from '../../src/content/predictions/select.ts';
import { houseAreas } from '../../src/content/predictions/areas.ts';
import { grahaInText } from '../../src/content/predictions/labels.ts';
import { houseOrdinal } from '../../src/content/insights/words.ts';
import { rashiDisplayName } from '../../src/content/names.ts';
import { grahaIds } from '../../src/jyotish/core/zodiac.ts';
import type { Bilingual } from '../../src/shared/bilingual.ts';

const bands = ['favourable', 'mixed', 'challenging'] as const;

function assertReadable(text: Bilingual, where: string) {
  assert.ok(text.en.length > 20, `${where}: English too short`);
  assert.ok(/[\u0900-\u097F]/.test(text.hi), `${where}: Hindi not in Devanagari`);
  for (const bad of ['${', 'undefined', 'NaN', '[object', 'TODO', '{', '}']) {
    assert.ok(!text.en.includes(bad) && !text.hi.includes(bad), `${where}: contains ${bad}`);
  }
  // Hindi sentences of the gochara reviews carry no Latin words (names and signs are in Devanagari).
  assert.ok(!/[A-Za-z]/.test(text.hi), `${where}: Latin letters in Hindi: ${text.hi}`);
  assert.ok(/[।]$/.test(text.hi), `${where}: Hindi sentence ends with a danda`);
  assert.ok(/\.$/.test(text.en), `${where}: English sentence ends with a full stop`);
}

describe('the gochara phrase library', () => {
  it('has at least three variants of every position sentence per band, and at least two of every modifier', () => {
    for (const b of bands) {
      assert.ok(gocharaFavourable[b].length >= 3, `FAV ${b}`);
      assert.ok(gocharaUnfavourable[b].length >= 3, `UNF ${b}`);
    }
    for (const family of [vedhaPhrases, vipareetaPhrases]) assert.ok(family.length >= 3);
    for (const family of [avHalvesFavour, avHalvesStrain, changeAfter, changeBefore, cyclePhrases, retrogradePhrases]) assert.ok(family.length >= 2);
  });

  it('renders every position sentence for every graha, house and band in full in both languages', () => {
    for (const g of grahaIds) {
      for (let h = 1; h <= 12; h++) {
        const slots = { g: grahaInText(g), nth: houseOrdinal(h), sign: rashiDisplayName((h + 3) % 12), areas: houseAreas[h - 1] };
        for (const b of bands) {
          for (const [i, v] of [...gocharaFavourable[b], ...gocharaUnfavourable[b]].entries()) assertReadable(v(slots), `${g} h${h} ${b} #${i}`);
        }
      }
    }
  });

  it('renders the modifier sentences in singular and plural', () => {
    const one = { x: grahaInText('jupiter'), plural: false, nth: houseOrdinal(9) };
    const two = { x: { en: 'the Sun and Venus', hi: 'सूर्य और शुक्र' }, plural: true, nth: houseOrdinal(5) };
    for (const v of [...vedhaPhrases, ...vipareetaPhrases]) {
      assertReadable(v(one), 'singular');
      assertReadable(v(two), 'plural');
    }
    assert.match(vedhaPhrases[1](two).hi, /डालते हैं/);
    assert.match(vedhaPhrases[1](one).hi, /डालता है/);
    for (const v of [...avHalvesFavour, ...avHalvesStrain]) assertReadable(v({ g: grahaInText('saturn'), sign: rashiDisplayName(10), bindus: 3 }), 'av');
    for (const v of [...changeAfter, ...changeBefore]) {
      for (const favourable of [true, false]) {
        const text = v({ sign: rashiDisplayName(0), nth: houseOrdinal(4), time: '2024-03-05 14:32', favourable });
        assert.ok(text.en.includes('2024-03-05 14:32') && text.hi.includes('2024-03-05 14:32'));
      }
    }
    for (const v of retrogradePhrases) for (const whole of [true, false]) assertReadable(v({ g: grahaInText('mercury'), whole }), 'retro');
  });
});

describe('stable phrase selection', () => {
  it('hashes with 32-bit FNV-1a (the published test vectors)', () => {
    // Vectors from the FNV reference (Fowler, Noll, Vo; IETF draft-eastlake-fnv): FNV-1a 32-bit.
    assert.equal(fnv1a(''), 0x811c9dc5);
    assert.equal(fnv1a('a'), 0xe40c292c);
    assert.equal(fnv1a('foobar'), 0xbf9cf968);
  });

  it('picks the same variant for the same date, Moon sign, rule and band, and spreads rules over variants', () => {
    const variants = ['a', 'b', 'c'];
    const key = { date: '2024-03-01', moonSign: 5 };
    const first = pick(variants, key, 'GOC.SUN.H7.UNF', 'challenging');
    for (let i = 0; i < 5; i++) assert.deepEqual(pick(variants, key, 'GOC.SUN.H7.UNF', 'challenging'), first);
    const used = new Set<number>();
    for (let d = 1; d <= 28; d++) used.add(pick(variants, { date: `2024-03-${String(d).padStart(2, '0')}`, moonSign: 5 }, 'GOC.SUN.H7.UNF', 'challenging').index);
    assert.equal(used.size, 3, 'every variant appears over a month');
  });
});
