import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeKey, normalizeQuery, umlautVariantKey, wordSuffixes } from '../../src/geo/normalize.ts';

describe('normalizeKey', () => {
  it('folds case and Latin diacritics', () => {
    assert.equal(normalizeKey('München'), 'munchen');
    assert.equal(normalizeKey('Ludhiāna'), 'ludhiana');
    assert.equal(normalizeKey('ÅLESUND'), 'alesund');
    assert.equal(normalizeKey('Đà Nẵng'), 'da nang');
  });

  it('spells out letters that have no combining-mark decomposition', () => {
    assert.equal(normalizeKey('Straße'), 'strasse');
    assert.equal(normalizeKey('Łódź'), 'lodz');
    assert.equal(normalizeKey('Tromsø'), 'tromso');
  });

  it('turns punctuation into single spaces and drops apostrophes', () => {
    assert.equal(normalizeKey('  Aix-en-Provence '), 'aix en provence');
    assert.equal(normalizeKey('Washington, D.C.'), 'washington d c');
    assert.equal(normalizeKey('Xi’an'), 'xian');
  });

  it('keeps Devanagari vowel signs while removing Latin combining marks', () => {
    assert.equal(normalizeKey('पुणे'), 'पुणे');
    assert.equal(normalizeKey('लखनऊ'), 'लखनऊ');
  });

  it('ignores the nukta, so गाज़ियाबाद and गाजियाबाद are the same key', () => {
    assert.equal(normalizeKey('गाज़ियाबाद'), normalizeKey('गाजियाबाद'));
    // Precomposed nukta letters (U+0958–U+095F) decompose under NFKD and fold too.
    assert.equal(normalizeKey('\u095b'), normalizeKey('ज'));
  });

  it('treats chandrabindu as anusvara (रांची = राँची)', () => {
    assert.equal(normalizeKey('राँची'), normalizeKey('रांची'));
  });

  it('writes a homorganic nasal cluster as anusvara (मुम्बई = मुंबई, चण्डीगढ़ = चंडीगढ़)', () => {
    assert.equal(normalizeKey('मुम्बई'), normalizeKey('मुंबई'));
    assert.equal(normalizeKey('चण्डीगढ़'), normalizeKey('चंडीगढ़'));
    // Geminates are not homorganic clusters and stay as written.
    assert.equal(normalizeKey('चेन्नई'), 'चेन्नई');
  });

  it('is total: empty and punctuation-only input fold to the empty string', () => {
    assert.equal(normalizeKey(''), '');
    assert.equal(normalizeKey(' ,.;- '), '');
  });
});

describe('normalizeQuery', () => {
  it('lets a query that ends in nasal + virama still match the anusvara spelling', () => {
    assert.equal(normalizeQuery('मुम्'), 'मुं');
    assert.ok(normalizeKey('मुंबई').startsWith(normalizeQuery('मुम्')));
  });
});

describe('word suffixes and umlaut variants', () => {
  it('lists every word-suffix of a key', () => {
    assert.deepEqual(wordSuffixes('garching bei munchen'), ['garching bei munchen', 'bei munchen', 'munchen']);
    assert.deepEqual(wordSuffixes('pune'), ['pune']);
  });

  it('offers the German ue spelling only for names with umlauts', () => {
    assert.equal(umlautVariantKey('München'), 'muenchen');
    assert.equal(umlautVariantKey('Munich'), null);
  });
});
