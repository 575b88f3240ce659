/**
 * Dignity (DIGNITY.BPHS) and combustion (COMBUST.SURYA_SIDDHANTA) on constructed longitudes,
 * each rule both ways, against the tables of charts-and-vargas.md §6–§8 (BPHS ch. 3, Surya
 * Siddhanta 9.6–9).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dignityOf } from '../../src/jyotish/chart/dignity.ts';
import { isCombust } from '../../src/jyotish/chart/combustion.ts';

const sign = { Ar: 0, Ta: 1, Ge: 2, Cn: 3, Le: 4, Vi: 5, Li: 6, Sc: 7, Sg: 8, Cp: 9, Aq: 10, Pi: 11 } as const;
const at = (s: keyof typeof sign, d: number) => sign[s] * 30 + d;

describe('dignity (DIGNITY.BPHS)', () => {
  it('rates a graha exalted in its exaltation sign and not in the next sign', () => {
    assert.equal(dignityOf('sun', at('Ar', 10)), 'exalted');
    assert.notEqual(dignityOf('sun', at('Ta', 10)), 'exalted');
    assert.equal(dignityOf('saturn', at('Li', 20)), 'exalted');
    assert.equal(dignityOf('mars', at('Cp', 28)), 'exalted');
    assert.equal(dignityOf('jupiter', at('Cn', 5)), 'exalted');
    assert.equal(dignityOf('venus', at('Pi', 27)), 'exalted');
  });

  it('rates a graha debilitated in the seventh sign from its exaltation and not elsewhere', () => {
    assert.equal(dignityOf('sun', at('Li', 10)), 'debilitated');
    assert.notEqual(dignityOf('sun', at('Sc', 10)), 'debilitated');
    assert.equal(dignityOf('moon', at('Sc', 3)), 'debilitated');
    assert.equal(dignityOf('jupiter', at('Cp', 5)), 'debilitated');
    assert.equal(dignityOf('saturn', at('Ar', 20)), 'debilitated');
  });

  it('rates the Sun moolatrikona in Leo 0–20° and own sign in Leo 20–30°', () => {
    assert.equal(dignityOf('sun', at('Le', 5)), 'moolatrikona');
    assert.equal(dignityOf('sun', at('Le', 19.99)), 'moolatrikona');
    assert.equal(dignityOf('sun', at('Le', 20)), 'own');
    assert.equal(dignityOf('sun', at('Le', 25)), 'own');
  });

  it('rates Mercury in Virgo exalted at 0–15°, moolatrikona at 15–20° and own sign at 20–30°', () => {
    assert.equal(dignityOf('mercury', at('Vi', 0)), 'exalted');
    assert.equal(dignityOf('mercury', at('Vi', 14.99)), 'exalted');
    assert.equal(dignityOf('mercury', at('Vi', 15)), 'moolatrikona');
    assert.equal(dignityOf('mercury', at('Vi', 19.99)), 'moolatrikona');
    assert.equal(dignityOf('mercury', at('Vi', 20)), 'own');
    assert.equal(dignityOf('mercury', at('Vi', 29.99)), 'own');
    assert.equal(dignityOf('mercury', at('Ge', 10)), 'own');
    assert.equal(dignityOf('mercury', at('Pi', 15)), 'debilitated');
  });

  it('puts exaltation before moolatrikona for the Moon in Taurus, and rates Cancer its own sign', () => {
    assert.equal(dignityOf('moon', at('Ta', 2)), 'exalted');
    assert.equal(dignityOf('moon', at('Ta', 20)), 'exalted');
    assert.equal(dignityOf('moon', at('Cn', 15)), 'own');
  });

  it('rates own signs, and moolatrikona only within its degrees (Mars Aries 0–12°, Saturn Aquarius 0–20°)', () => {
    assert.equal(dignityOf('mars', at('Ar', 11.9)), 'moolatrikona');
    assert.equal(dignityOf('mars', at('Ar', 12)), 'own');
    assert.equal(dignityOf('mars', at('Sc', 1)), 'own');
    assert.equal(dignityOf('saturn', at('Aq', 19)), 'moolatrikona');
    assert.equal(dignityOf('saturn', at('Aq', 21)), 'own');
    assert.equal(dignityOf('jupiter', at('Sg', 9)), 'moolatrikona');
    assert.equal(dignityOf('jupiter', at('Sg', 10)), 'own');
    assert.equal(dignityOf('venus', at('Li', 14)), 'moolatrikona');
    assert.equal(dignityOf('venus', at('Li', 16)), 'own');
  });

  it('falls back to the natural relationship with the sign lord: friend, neutral, enemy', () => {
    assert.equal(dignityOf('sun', at('Sg', 10)), 'friend'); // Jupiter is the Sun's friend
    assert.equal(dignityOf('sun', at('Ge', 10)), 'neutral'); // Mercury is neutral to the Sun
    assert.equal(dignityOf('sun', at('Cp', 10)), 'enemy'); // Saturn is the Sun's enemy
    assert.equal(dignityOf('mercury', at('Cn', 10)), 'enemy'); // Mercury regards the Moon as an enemy
    assert.equal(dignityOf('moon', at('Ge', 10)), 'friend'); // the Moon regards Mercury as a friend
    assert.equal(dignityOf('moon', at('Cp', 10)), 'neutral'); // the Moon has no enemies
  });

  it('rates Rahu exalted in Taurus and debilitated in Scorpio, Ketu the reverse, and both neutral elsewhere', () => {
    assert.equal(dignityOf('rahu', at('Ta', 10)), 'exalted');
    assert.equal(dignityOf('rahu', at('Sc', 10)), 'debilitated');
    assert.equal(dignityOf('rahu', at('Ge', 10)), 'neutral');
    assert.equal(dignityOf('ketu', at('Sc', 10)), 'exalted');
    assert.equal(dignityOf('ketu', at('Ta', 10)), 'debilitated');
    assert.equal(dignityOf('ketu', at('Sg', 10)), 'neutral');
  });
});

describe('combustion (COMBUST.SURYA_SIDDHANTA)', () => {
  const sun = 100;
  const orbs = { moon: 12, mars: 17, mercury: 14, jupiter: 11, venus: 10, saturn: 15 } as const;

  it('makes each graha combust just inside its orb and not just outside it, on either side of the Sun', () => {
    for (const [graha, orb] of Object.entries(orbs)) {
      const g = graha as keyof typeof orbs;
      assert.equal(isCombust(g, sun + orb - 0.01, false, sun), true, `${g} inside ahead`);
      assert.equal(isCombust(g, sun - orb + 0.01, false, sun), true, `${g} inside behind`);
      assert.equal(isCombust(g, sun + orb + 0.01, false, sun), false, `${g} outside ahead`);
      assert.equal(isCombust(g, sun - orb - 0.01, false, sun), false, `${g} outside behind`);
    }
  });

  it('uses the smaller retrograde orbs of Mercury (12°) and Venus (8°)', () => {
    assert.equal(isCombust('mercury', sun + 13, false, sun), true);
    assert.equal(isCombust('mercury', sun + 13, true, sun), false);
    assert.equal(isCombust('mercury', sun + 11.9, true, sun), true);
    assert.equal(isCombust('venus', sun + 9, false, sun), true);
    assert.equal(isCombust('venus', sun + 9, true, sun), false);
    assert.equal(isCombust('venus', sun + 7.9, true, sun), true);
  });

  it('measures the shortest arc across 0° Aries', () => {
    assert.equal(isCombust('venus', 5, false, 359), true);
    assert.equal(isCombust('saturn', 350, false, 4), true);
    assert.equal(isCombust('jupiter', 350, false, 4), false);
  });

  it('never makes the Sun, Rahu or Ketu combust', () => {
    assert.equal(isCombust('sun', sun, false, sun), false);
    assert.equal(isCombust('rahu', sun + 1, true, sun), false);
    assert.equal(isCombust('ketu', sun - 1, true, sun), false);
  });
});
