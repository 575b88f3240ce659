/**
 * Letter values against the table of ../shared/methods/numerology-and-remedies.md §1, copied
 * here row by row as literals (the outside reference), and the name normalisation of §1.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { letterValue, nameNumber, normaliseName, type NormalisedName } from '../../src/numerology/letters.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// methods file §1, row `NUM.CHALDEAN` (default), A … Z
const chaldeanRow = '1 2 3 4 5 8 3 5 1 1 2 3 4 5 7 8 1 2 3 4 6 6 6 5 1 7';
// methods file §1, row `NUM.PYTHAGOREAN`, A … Z
const pythagoreanRow = '1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8';

function normalised(raw: string): NormalisedName {
  const n = normaliseName(raw);
  assert.ok(typeof n === 'object', `expected ${raw} to be accepted`);
  return n;
}

describe('letter values', () => {
  it('gives every letter A–Z its value in the Chaldean row of the methods table', () => {
    const expected = chaldeanRow.split(' ').map(Number);
    assert.deepEqual([...alphabet].map((l) => letterValue(l, 'chaldean')), expected);
  });

  it('gives every letter A–Z its value in the Pythagorean row of the methods table', () => {
    const expected = pythagoreanRow.split(' ').map(Number);
    assert.deepEqual([...alphabet].map((l) => letterValue(l, 'pythagorean')), expected);
  });

  it('never gives a letter the value 9 in the Chaldean table', () => {
    for (const l of alphabet) assert.notEqual(letterValue(l, 'chaldean'), 9);
  });

  it('refuses anything that is not one upper-case letter A–Z', () => {
    for (const bad of ['a', '1', 'AB', '', 'É']) assert.throws(() => letterValue(bad, 'chaldean'), RangeError);
  });
});

describe('name normalisation', () => {
  it('upper-cases and keeps spaces, dots, hyphens and apostrophes as separators', () => {
    const n = normalised("d'Souza-Rao Jr. A");
    assert.equal(n.display, "D'SOUZA-RAO JR. A");
    assert.deepEqual(n.letters.join(''), 'DSOUZARAOJRA');
  });

  it('reads a typographic apostrophe as a plain one', () => {
    assert.equal(normalised('O\u2019Brien').display, "O'BRIEN");
  });

  it('drops accents after NFD decomposition: José Ñúñez counts as JOSE NUNEZ', () => {
    assert.equal(normalised('José Ñúñez').display, 'JOSE NUNEZ');
    // already-decomposed input (e + combining acute) gives the same letters
    assert.equal(normalised('Jose\u0301').display, 'JOSE');
    assert.equal(normalised('Śrīnivās').display, 'SRINIVAS');
  });

  it('refuses digits, other scripts, letters that do not decompose to A–Z and other symbols', () => {
    for (const bad of ['Asha1', 'आशा', 'Straße', 'Søren', 'Łukasz', 'Ana_Maria', 'Ana\tMaria', 'Ａsha', 'A&B', '\u0301A']) {
      assert.equal(normaliseName(bad), 'characters', bad);
    }
  });

  it('refuses a name with no letter', () => {
    assert.equal(normaliseName(' .- '), 'no-letter');
  });
});

describe('name numbers', () => {
  it('adds the Chaldean values of ASHA VERMA to 28 and reduces it through 10 to 1', () => {
    // A=1, S=3, H=5, A=1 → 10; V=6, E=5, R=2, M=4, A=1 → 18; total 28 → 2 + 8 = 10 → 1 + 0 = 1.
    const n = nameNumber(normalised('Asha Verma'), 'chaldean');
    assert.equal(n.compound, 28);
    assert.deepEqual(n.chain, [28, 10, 1]);
    assert.equal(n.reduced, 1);
  });

  it('adds the Pythagorean values of ASHA VERMA to 34 and reduces it to 7', () => {
    // A=1, S=1, H=8, A=1 → 11; V=4, E=5, R=9, M=4, A=1 → 23; total 34 → 3 + 4 = 7.
    const n = nameNumber(normalised('Asha Verma'), 'pythagorean');
    assert.equal(n.compound, 34);
    assert.equal(n.reduced, 7);
  });

  it('lists every counted letter of RAM-JI with its Chaldean value, in order, skipping the hyphen', () => {
    const n = nameNumber(normalised('Ram-Ji'), 'chaldean');
    assert.deepEqual(n.letters, [
      { letter: 'R', value: 2 },
      { letter: 'A', value: 1 },
      { letter: 'M', value: 4 },
      { letter: 'J', value: 1 },
      { letter: 'I', value: 1 },
    ]);
    assert.equal(n.compound, 9);
    assert.deepEqual(n.chain, [9]);
  });
});
