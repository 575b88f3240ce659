/**
 * The natal-reading rules on constructed charts: which facts a house gets and which way they
 * point, the upachaya and dusthana exceptions, the waning Moon, the reconciliation note
 * (present only when facts disagree) and the dated dasha context.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { computeAshtakavarga } from '../../src/jyotish/chart/ashtakavarga.ts';
import type { Dignity } from '../../src/jyotish/chart/dignity.ts';
import { grahaDrishtiRows } from '../../src/jyotish/chart/drishti.ts';
import type { GrahaId } from '../../src/jyotish/core/zodiac.ts';
import { evaluateTopic, factBalance, type ReadingChart } from '../../src/jyotish/readings/facts.ts';
import { relevantDashaLords } from '../../src/jyotish/readings/dasha-context.ts';
import { readingTopics } from '../../src/jyotish/readings/topics.ts';
import { kundliAdvancedCalculation } from '../../src/calculations/kundli-advanced/index.ts';

const none = { sun: false, moon: false, mars: false, mercury: false, jupiter: false, venus: false, saturn: false, rahu: false, ketu: false };

/** Aries lagna. Sun Le, Moon Ar, Mars Ge (3rd), Mercury Vi, Jupiter Cp, Venus Li, Saturn Sg, Rahu Ge, Ketu Sg. */
function chart(overrides: Partial<ReadingChart> = {}): ReadingChart {
  const signs: Record<GrahaId, number> = { sun: 4, moon: 0, mars: 2, mercury: 5, jupiter: 9, venus: 6, saturn: 8, rahu: 2, ketu: 8 };
  const dignity: Record<GrahaId, Dignity> = {
    sun: 'own', moon: 'neutral', mars: 'enemy', mercury: 'exalted', jupiter: 'debilitated', venus: 'own', saturn: 'neutral', rahu: 'neutral', ketu: 'neutral',
  };
  const s = { ...signs, ...(overrides.signs ?? {}) };
  const av = computeAshtakavarga({ sun: s.sun, moon: s.moon, mars: s.mars, mercury: s.mercury, jupiter: s.jupiter, venus: s.venus, saturn: s.saturn, lagna: 0 });
  return {
    lagnaSign: 0,
    signs: s,
    dignity,
    combust: none,
    retrograde: none,
    moonWaxing: true,
    drishti: grahaDrishtiRows(s, 0),
    sarva: av.sarva,
    ...overrides,
  };
}

const topic = (id: string) => readingTopics.find((t) => t.id === id)!;
const rules = (e: { facts: { ruleId: string }[] }) => e.facts.map((f) => f.ruleId);

describe('reading rules', () => {
  it('reads nine topics from houses 1–5, 6, 7, 10 and 9', () => {
    assert.deepEqual(readingTopics.map((t) => t.house), [1, 2, 3, 4, 5, 6, 7, 10, 9]);
  });

  it('welcomes malefics and the nodes in an upachaya house (Mars and Rahu in the 3rd)', () => {
    const e = evaluateTopic(topic('courage-siblings'), chart());
    const mars = e.facts.find((f) => f.params.graha === 'mars' && f.ruleId.startsWith('KA.OCCUPANT'));
    const rahu = e.facts.find((f) => f.params.graha === 'rahu');
    assert.equal(mars?.ruleId, 'KA.OCCUPANT.MALEFIC_UPACHAYA');
    assert.equal(mars?.direction, 'supportive');
    assert.equal(rahu?.ruleId, 'KA.OCCUPANT.NODE_UPACHAYA');
  });

  it('marks a malefic in a non-upachaya house as challenging and names the lord\'s placement and dignity', () => {
    // 9th house Sagittarius: Saturn and Ketu in it; its lord Jupiter is debilitated in the 10th.
    const e = evaluateTopic(topic('fortune-dharma'), chart());
    assert.deepEqual(rules(e).slice(0, 2), ['KA.LORD.KENDRA', 'KA.LORD.DEBILITATED']);
    assert.ok(rules(e).includes('KA.OCCUPANT.MALEFIC'));
    assert.deepEqual(e.occupants, ['saturn', 'ketu']);
    assert.equal(e.lord, 'jupiter');
    assert.equal(e.lordHouse, 10);
  });

  it('counts the waning Moon with the malefics', () => {
    const waxing = evaluateTopic(topic('self'), chart());
    const waning = evaluateTopic(topic('self'), chart({ moonWaxing: false }));
    assert.equal(waxing.facts.find((f) => f.params.graha === 'moon')?.ruleId, 'KA.OCCUPANT.BENEFIC');
    assert.equal(waning.facts.find((f) => f.params.graha === 'moon')?.ruleId, 'KA.OCCUPANT.WANING_MOON');
  });

  it('gives Jupiter\'s full aspect its own rule (Jupiter in Capricorn aspects Cancer, Taurus and Virgo)', () => {
    const home = evaluateTopic(topic('home-mother'), chart());
    assert.ok(rules(home).includes('KA.ASPECT.JUPITER'));
    assert.deepEqual(home.aspecting, ['jupiter']);
  });

  it('reads few Sarvashtakavarga bindus in the 6th as favourable and a 6th lord in a dusthana as troubles wearing out', () => {
    const c = chart();
    const sarva = [...c.sarva];
    sarva[5] = 20;
    const e = evaluateTopic(topic('health-service'), { ...c, sarva, signs: { ...c.signs, mercury: 11 } });
    const sav = e.facts.find((f) => f.ruleId.startsWith('KA.SAV'));
    assert.equal(sav?.ruleId, 'KA.SAV.SIXTH_LOW');
    assert.equal(sav?.direction, 'supportive');
    assert.equal(e.facts[0].ruleId, 'KA.LORD.DUSTHANA_FOR_DUSTHANA');
  });

  it('names the house lord first, then the occupants, as the lords whose dashas bear on a topic', () => {
    const e = evaluateTopic(topic('fortune-dharma'), chart());
    assert.deepEqual(relevantDashaLords(e), [
      { graha: 'jupiter', relevance: 'house-lord' },
      { graha: 'saturn', relevance: 'occupant' },
      { graha: 'ketu', relevance: 'occupant' },
    ]);
    const b = factBalance(e.facts);
    assert.ok(b.challenging > 0 && b.supportive > 0);
  });
});

describe('published readings', () => {
  const request = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 };
  const result = kundliAdvancedCalculation.present(kundliAdvancedCalculation.compute(request, { now: new Date() }), request, { now: new Date() }).result;

  it('writes a reconciliation exactly when facts point both ways', () => {
    for (const t of result.natalReadings.topics) {
      const dirs = new Set(t.facts.map((f) => f.direction));
      assert.equal(t.reconciliation !== null, dirs.has('supportive') && dirs.has('challenging'), t.id);
    }
  });

  it('dates the dasha context with the mahadashas of the topic\'s lords', () => {
    const md = result.dashas.vimshottari.mahadashas;
    for (const t of result.natalReadings.topics) {
      const ctx = t.dashaContext!;
      const lords = ctx.lords.map((l) => l.graha.id);
      assert.equal(lords[0], t.lord.id);
      for (const p of ctx.periods) {
        assert.ok(lords.includes(p.lord.id));
        const match = md.find((m) => m.lord.id === p.lord.id)!;
        assert.deepEqual([p.start, p.end], [match.start, match.end]);
      }
      assert.ok(ctx.summary.hi.includes(ctx.periods[0].end.local.slice(0, 10)));
    }
  });

  it('never prescribes a remedy', () => {
    for (const t of result.natalReadings.topics) assert.equal(t.traditionalUpaya, null);
  });
});
