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

  it('dates the 4th house\'s dasha context and reconciliation with the mahadashas of Saturn and Mars, worked by hand', () => {
    // Worked by hand from the Vimshottari arithmetic (BPHS 46, Y = 365.25 days):
    // the sidereal Moon at birth (1990-05-10 14:25 UT) is 214.5342° (swetest -b10.05.1990
    // -ut14:25 -p1 -sid1, Lahiri), in Anuradha (213°20′–226°40′), lord Saturn. Elapsed
    // 1.2009° of 13.3333° = 0.090067, so 0.090067 × 19 y = 1.7113 y = 625.05 days of Saturn's
    // mahadasha had run: it began 1988-08-23 ~18:55 IST and ends 19 y (6939.75 d) later,
    // 2007-08-24 ~12:55. Then Mercury 17, Ketu 7, Venus 20, Sun 6, Moon 10: Mars begins
    // 79 y (28854.75 d) after 1988-08-23 18:55, on 2067-08-24 ~12:55, and ends 7 y
    // (2556.75 d) later, 2074-08-24 ~06:55. No boundary lies near midnight.
    // Whole-sign houses from the Scorpio lagna (218.18°, swetest -house72.8777,19.076,W): the
    // 4th house is Aquarius, lord Saturn, and Mars (320.97°) stands in it.
    const home = result.natalReadings.topics.find((t) => t.id === 'home-mother')!;
    const ctx = home.dashaContext!;
    assert.deepEqual(ctx.lords.map((l) => [l.graha.id, l.relevance]), [['saturn', 'house-lord'], ['mars', 'occupant']]);
    assert.deepEqual(
      ctx.periods.map((p) => [p.lord.id, p.relevance, p.start.local.slice(0, 10), p.end.local.slice(0, 10), p.runningAtBirth]),
      [
        ['saturn', 'house-lord', '1988-08-23', '2007-08-24', true],
        ['mars', 'occupant', '2067-08-24', '2074-08-24', false],
      ],
    );
    assert.ok(ctx.summary.hi.includes('2007-08-24'));
    assert.ok(home.reconciliation!.en.includes('mahadasha of Saturn (1988-08-23 to 2007-08-24)'));
  });

  it('never prescribes a remedy', () => {
    for (const t of result.natalReadings.topics) assert.equal(t.traditionalUpaya, null);
  });
});
