/**
 * Ruling planets (kp.md §6) and the question evidence (kp.md §5, docs/methods/kp.md) on
 * hand-made inputs whose expected lists are written out from the declared rules.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { GrahaId } from '../../src/jyotish/core/zodiac.ts';
import { kpLords } from '../../src/jyotish/kp/lords.ts';
import { judgeQuestion, questionGroups } from '../../src/jyotish/kp/questions.ts';
import { rulingPlanets, type RulingPlanetsInput } from '../../src/jyotish/kp/ruling-planets.ts';
import type { PlanetSignifications } from '../../src/jyotish/kp/significators.ts';

/** Ascendant Virgo 26°06′40″ (Mercury sign, Mars star, Jupiter sub); Moon Scorpio 4°37′52″ (Mars sign; Anuradha from 3°20′, so Saturn star and, 1°17′52″ in, still the first (Saturn) sub). */
const ascendant = kpLords(176 + 1 / 9);
const moon = kpLords(214 + 37 / 60 + 52 / 3600);
const planets: RulingPlanetsInput['planets'] = {
  sun: { sign: 0, starLord: 'venus', retrograde: false },
  moon: { sign: 7, starLord: 'saturn', retrograde: false },
  mars: { sign: 10, starLord: 'saturn', retrograde: false },
  mercury: { sign: 0, starLord: 'venus', retrograde: true },
  jupiter: { sign: 2, starLord: 'rahu', retrograde: false },
  venus: { sign: 11, starLord: 'saturn', retrograde: false },
  saturn: { sign: 9, starLord: 'sun', retrograde: true },
  rahu: { sign: 10, starLord: 'moon', retrograde: true },
  ketu: { sign: 4, starLord: 'mercury', retrograde: true },
};
const base: RulingPlanetsInput = { variant: 'RP5', dropRetrograde: true, ascendant, moon, dayLord: 'jupiter', planets };

describe('KP ruling planets', () => {
  it('reads the lords of the two points the comment gives', () => {
    assert.deepEqual([ascendant.signLord, ascendant.starLord, ascendant.subLord], ['mercury', 'mars', 'jupiter']);
    assert.deepEqual([moon.signLord, moon.starLord, moon.subLord], ['mars', 'saturn', 'saturn']);
  });

  it('fills the five RP5 slots in order and keeps each planet once with the slots it fills', () => {
    const r = rulingPlanets(base);
    assert.deepEqual(r.slots.map((s) => s.graha), ['mercury', 'mars', 'mars', 'saturn', 'jupiter']);
    assert.deepEqual(r.planets.map((p) => [p.graha, p.count]), [['mercury', 1], ['mars', 2], ['saturn', 1], ['jupiter', 1]]);
    assert.deepEqual(r.planets.find((p) => p.graha === 'mars')!.slots, ['ascendant-star-lord', 'moon-sign-lord']);
  });

  it('drops the retrograde Mercury and Saturn, marks Mars weak (in the star of retrograde Saturn) and not Jupiter (in the star of Rahu, a node)', () => {
    const r = rulingPlanets(base);
    assert.deepEqual(r.planets.filter((p) => p.dropped).map((p) => p.graha), ['mercury', 'saturn']);
    assert.equal(r.planets.find((p) => p.graha === 'mars')!.weakBecauseOf, 'saturn');
    assert.equal(r.planets.find((p) => p.graha === 'jupiter')!.weakBecauseOf, null);
  });

  it('adds Rahu for Mars (same sign, Aquarius) and not Ketu (Leo: its lord the Sun is no ruling planet); nodes come last', () => {
    const r = rulingPlanets(base);
    assert.deepEqual(r.nodes, [{ node: 'rahu', represents: [{ graha: 'mars', basis: 'conjunction' }], added: true }]);
    assert.deepEqual(r.final, ['mars', 'jupiter', 'rahu']);
  });

  it('adds a node for a sign a ruling planet owns (Ketu in Sagittarius, a sign of Jupiter)', () => {
    const r = rulingPlanets({ ...base, planets: { ...planets, ketu: { ...planets.ketu, sign: 8 } } });
    assert.deepEqual(r.nodes.map((n) => [n.node, n.represents]), [['rahu', [{ graha: 'mars', basis: 'conjunction' }]], ['ketu', [{ graha: 'jupiter', basis: 'sign' }]]]);
    assert.deepEqual(r.final, ['mars', 'jupiter', 'rahu', 'ketu']);
  });

  it('keeps the retrograde ones when the drop is switched off; Rahu then stands for Mars (same sign) and for Saturn (Aquarius is Saturn\'s)', () => {
    const r = rulingPlanets({ ...base, dropRetrograde: false });
    assert.ok(r.planets.every((p) => !p.dropped));
    assert.deepEqual(r.nodes[0].represents, [{ graha: 'mars', basis: 'conjunction' }, { graha: 'saturn', basis: 'sign' }]);
    assert.deepEqual(r.final, ['mercury', 'mars', 'saturn', 'jupiter', 'rahu']);
  });

  it('fills seven slots in RP7, the sub lords after their star lords', () => {
    const r = rulingPlanets({ ...base, variant: 'RP7' });
    assert.deepEqual(r.slots.map((s) => s.slot), [
      'ascendant-sign-lord', 'ascendant-star-lord', 'ascendant-sub-lord', 'moon-sign-lord', 'moon-star-lord', 'moon-sub-lord', 'day-lord',
    ]);
    assert.deepEqual(r.planets.map((p) => [p.graha, p.count]), [['mercury', 1], ['mars', 2], ['jupiter', 2], ['saturn', 2]]);
  });

  it('never drops a node that fills a slot and does not add it twice', () => {
    const onRahu = kpLords(6 * 30 + 10); // Libra 10°: Swati, Rahu star
    const r = rulingPlanets({ ...base, ascendant: onRahu });
    const rahu = r.planets.find((p) => p.graha === 'rahu')!;
    assert.equal(rahu.dropped, false);
    assert.equal(r.final.filter((g) => g === 'rahu').length, 1);
    assert.equal(r.nodes.find((n) => n.node === 'rahu')?.added ?? false, false);
  });
});

describe('KP question evidence', () => {
  const view = (graha: GrahaId, houses: number[], starLord: GrahaId): PlanetSignifications => ({
    graha, occupies: houses[0], owns: [], starLord, starLordOccupies: houses[0], starLordOwns: [], byLevel: { A: [], B: [], C: [], D: [] }, houses,
  });
  const cusps = Array<GrahaId>(12).fill('sun');
  cusps[6] = 'venus';
  const retrograde = { sun: false, moon: false, mars: false, mercury: true, jupiter: false, venus: false, saturn: false, rahu: true, ketu: true };

  it('declares marriage as 7 with the group 2-7-11 and the opposing 1-6-10', () => {
    assert.deepEqual(questionGroups.marriage, { primaryHouse: 7, supporting: [2, 7, 11], opposing: [1, 6, 10] });
  });

  it('reports the 7th CSL signifying 2 and 7 as support, 6 as obstruction, its retrograde star lord, and its place among the ruling planets', () => {
    const q = judgeQuestion({
      question: 'marriage',
      cuspalSubLords: cusps,
      planets: [view('venus', [2, 6, 7], 'mercury')],
      nodes: [],
      retrograde,
      rulingPlanets: ['mars', 'venus'],
    });
    assert.equal(q.cuspalSubLord, 'venus');
    assert.deepEqual(q.evidence.map((e) => [e.ruleId, e.direction, e.houses, e.graha]), [
      ['KP.Q_CSL_SUPPORTING', 'supportive', [2, 7], null],
      ['KP.Q_CSL_OPPOSING', 'challenging', [6], null],
      ['KP.Q_CSL_STAR_LORD_RETROGRADE', 'challenging', [], 'mercury'],
      ['KP.Q_CSL_RULING_PLANET', 'supportive', [], null],
    ]);
    assert.deepEqual(q.balance, { supportive: 2, challenging: 2 });
  });

  it('says so when the CSL signifies no house of the group, and reads a node CSL through its agents', () => {
    const c = [...cusps];
    c[6] = 'rahu';
    const q = judgeQuestion({
      question: 'marriage',
      cuspalSubLords: c,
      planets: [view('rahu', [4, 8], 'sun')],
      nodes: [{ node: 'rahu', agents: [], houses: [2, 9] }],
      retrograde,
      rulingPlanets: [],
    });
    assert.deepEqual(q.evidence.map((e) => [e.ruleId, e.houses]), [['KP.Q_CSL_NO_SUPPORTING', [2, 7, 11]], ['KP.Q_CSL_NODE_AGENCY', [2]]]);
  });
});
