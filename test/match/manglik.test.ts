/**
 * The Manglik rule module (doshas-yogas-transits.md §2): houses of Mars from the Lagna, the
 * Moon and Venus against PyJHora 4.8.5 for the 30 dev cases, the presence verdict where the
 * two house sets agree, the Cancer/Leo lagna cancellation against PyJHora's exception 15, and
 * each cancellation C1–C5 on hand-built charts derived from the rule text. (The published
 * status of kundli insights, MANGLIK.STATUS_4, is tested in test/insights/manglik.test.ts.)
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { evaluateManglik } from '../../src/jyotish/rules/manglik.ts';
import { resolveNatal } from '../../src/calculations/shared/natal.ts';
import type { GrahaId } from '../../src/jyotish/core/zodiac.ts';
import { birthBodyOf } from '../helpers/birth.ts';
import { buildChart } from '../insights/chart-builder.ts';

interface Case {
  id: string;
  local_datetime: string;
  utc_offset_hours: number;
  lat: number;
  lon: number;
  signs: Record<'ascendant' | 'moon' | 'mars' | 'venus' | 'jupiter', number>;
  mars_retrograde: boolean;
  dosha: {
    mars_house_from_lagna: number;
    mars_house_from_moon: number;
    mars_house_from_venus: number;
    manglik_houses_used: number[];
    manglik_from_lagna: { is_manglik: boolean; exception_ids: number[] };
    manglik_from_moon: { is_manglik: boolean; exception_ids: number[] };
  };
}

const cases = (JSON.parse(readFileSync(new URL('../golden/match/dev-match-reference.json', import.meta.url), 'utf8')) as { cases: Case[] }).cases;

describe('Manglik against PyJHora for the 30 dev charts', () => {
  const evaluated = cases.map((c) => {
    // The reference's settings: Lahiri, mean nodes, true-geometric positions, fixed UTC offset.
    const natal = resolveNatal({ ...birthBodyOf(c), ayanamsha: 'lahiri', nodeType: 'mean', positions: 'true-geometric' });
    return { c, chart: natal.chart, m: evaluateManglik(natal.chart) };
  });

  it('counts Mars\'s house from the Lagna, the Moon and Venus as PyJHora does', () => {
    for (const { c, m } of evaluated) {
      assert.equal(m.fromLagna.marsHouse, c.dosha.mars_house_from_lagna, `${c.id} from lagna`);
      assert.equal(m.fromMoon.marsHouse, c.dosha.mars_house_from_moon, `${c.id} from moon`);
      assert.equal(m.fromVenus.marsHouse, c.dosha.mars_house_from_venus, `${c.id} from venus`);
    }
  });

  it('sees the same Mars retrogression (C5\'s input) except at two near-stations, where PyJHora uses elongation limits instead of the speed', () => {
    // PyJHora 4.8.5 decides retrogression from the elongation from the Sun (its "old method");
    // RETRO.SPEED reads the sign of the speed. R007 (−0.15°/day) and R023 (+0.07°/day) lie close
    // to a station, where the two rules disagree.
    const nearStation = new Set(['R007', 'R023']);
    for (const { c, chart } of evaluated) {
      const mars = chart.bodies.mars;
      if (nearStation.has(c.id)) {
        assert.ok(Math.abs(mars.speedDegreesPerDay) < 0.2, `${c.id} is near a station`);
        assert.notEqual(mars.retrograde, c.mars_retrograde, c.id);
      } else {
        assert.equal(mars.retrograde, c.mars_retrograde, `${c.id} retrograde`);
      }
    }
  });

  it('finds Mars in a dosha house exactly where PyJHora does, outside the 1st house (PyJHora\'s set is 2, 4, 7, 8, 12)', () => {
    let compared = 0;
    for (const { c, m } of evaluated) {
      assert.deepEqual(c.dosha.manglik_houses_used, [2, 4, 7, 8, 12]);
      if (c.dosha.mars_house_from_lagna !== 1) {
        assert.equal(m.fromLagna.afflicted, c.dosha.manglik_from_lagna.is_manglik, `${c.id} from lagna`);
        compared++;
      } else {
        assert.equal(m.fromLagna.afflicted, true, `${c.id}: Mars in the 1st counts under MANGLIK.L_M_124_78_12`);
      }
      if (c.dosha.mars_house_from_moon !== 1) {
        assert.equal(m.fromMoon.afflicted, c.dosha.manglik_from_moon.is_manglik, `${c.id} from moon`);
        compared++;
      }
    }
    assert.ok(compared >= 55, `${compared} references compared`);
  });

  it('is present where PyJHora\'s house counts put Mars in 1, 2, 4, 7, 8 or 12 from the Lagna or the Moon, with severity counting Venus too', () => {
    const doshaHouses = [1, 2, 4, 7, 8, 12]; // doshas-yogas-transits.md §2
    for (const { c, m } of evaluated) {
      const d = c.dosha;
      const [lagna, moon, venus] = [d.mars_house_from_lagna, d.mars_house_from_moon, d.mars_house_from_venus].map((h) => doshaHouses.includes(h));
      assert.equal(m.present, lagna || moon, c.id);
      assert.equal(m.severity, [lagna, moon, venus].filter(Boolean).length, c.id);
    }
  });

  it('applies the Cancer/Leo lagna cancellation (our C4, PyJHora exception 15) in the same cases', () => {
    for (const { c, m } of evaluated) {
      if (!c.dosha.manglik_from_lagna.is_manglik) continue;
      assert.equal(m.cancellations.some((x) => x.id === 'C4'), c.dosha.manglik_from_lagna.exception_ids.includes(15), c.id);
    }
  });
});

interface Spec {
  lagna: number;
  signs: Partial<Record<GrahaId, number>>;
  marsRetrograde?: boolean;
  /** Puts the Sun 5° behind Mars, inside its 17° combustion orb. */
  marsCombust?: boolean;
}

/** A hand-built chart: the named grahas in the middle of their signs, the others in the lagna's 3rd (a house no Manglik rule reads). */
function chartOf(spec: Spec) {
  const at = (g: GrahaId): number => spec.signs[g] ?? (spec.lagna + 2) % 12;
  return buildChart({
    lagna: spec.lagna,
    sun: spec.marsCombust ? [at('mars'), 10] : at('sun'),
    moon: at('moon'), mars: at('mars'), mercury: at('mercury'), jupiter: at('jupiter'), venus: at('venus'), saturn: at('saturn'), rahu: at('rahu'),
    retrograde: spec.marsRetrograde ? ['mars'] : [],
  });
}

describe('Manglik cancellations MANGLIK.CANCEL_BVR on hand-built charts', () => {
  // Lagna Aries (0); Moon Gemini (2); Venus Virgo (5); Jupiter Libra (6) unless stated.
  const base = { lagna: 0, signs: { moon: 2, venus: 5, jupiter: 6 } };

  it('a Mars in the 8th from the Lagna in Scorpio (own sign) is present and cancelled by C1', () => {
    const m = evaluateManglik(chartOf({ ...base, signs: { ...base.signs, mars: 7 } }));
    assert.equal(m.fromLagna.marsHouse, 8);
    assert.equal(m.present, true);
    assert.deepEqual(m.cancellations.map((c) => c.id), ['C1']);
    assert.equal(m.status, 'cancelled');
  });

  it('a Mars in the 3rd from both the Lagna and the Moon is not manglik', () => {
    const m = evaluateManglik(chartOf({ lagna: 0, signs: { moon: 0, venus: 5, jupiter: 6, mars: 2, sun: 10 } }));
    assert.equal(m.present, false);
    assert.equal(m.status, 'not-manglik');
  });

  it('a Mars in the 7th from the Lagna in Libra with no cancellation is manglik', () => {
    const m = evaluateManglik(chartOf({ ...base, signs: { ...base.signs, mars: 6, jupiter: 3 } }));
    // Jupiter in Cancer: Libra is its 4th, no full aspect.
    assert.equal(m.fromLagna.marsHouse, 7);
    assert.deepEqual(m.cancellations, []);
    assert.equal(m.status, 'manglik');
    assert.equal(m.effective, true);
  });

  it('C2 cancels only the reference whose house it names', () => {
    // Lagna Aries: Mars in Cancer is the 4th (4th needs Ar/Sc: no); Moon Capricorn: Cancer is its 7th, and 7th in Cancer is C2.
    const m = evaluateManglik(chartOf({ lagna: 0, signs: { moon: 9, venus: 5, jupiter: 0, mars: 3 } }));
    // Jupiter in Aries: Cancer is its 4th, no aspect.
    assert.equal(m.fromLagna.marsHouse, 4);
    assert.equal(m.fromMoon.marsHouse, 7);
    assert.deepEqual(m.cancellations.map((c) => [c.id, c.covers]), [['C2', ['moon']]]);
    assert.equal(m.cancelled, false, 'the Lagna reference is not covered');
    assert.equal(m.status, 'manglik');
    // With the Lagna in Capricorn too, Mars in Cancer is the 7th from both: C2 covers both and cancels.
    const both = evaluateManglik(chartOf({ lagna: 9, signs: { moon: 9, venus: 5, jupiter: 0, mars: 3 } }));
    assert.deepEqual(both.cancellations.map((c) => [c.id, c.covers]), [['C2', ['lagna']], ['C2', ['moon']]]);
    assert.equal(both.cancelled, true);
  });

  it('C3: Jupiter conjunct Mars or casting its 5th, 7th or 9th aspect on Mars cancels; its 4th does not', () => {
    const relation = (jupiter: number) => evaluateManglik(chartOf({ lagna: 0, signs: { moon: 2, venus: 5, mars: 6, jupiter } })).cancellations.find((c) => c.id === 'C3')?.fact;
    assert.deepEqual(relation(6), { rule: 'C3', relation: 'conjunct', jupiterSign: 6 });
    assert.deepEqual(relation(2), { rule: 'C3', relation: 'aspect-5', jupiterSign: 2 });
    assert.deepEqual(relation(0), { rule: 'C3', relation: 'aspect-7', jupiterSign: 0 });
    assert.deepEqual(relation(10), { rule: 'C3', relation: 'aspect-9', jupiterSign: 10 });
    assert.equal(relation(3), undefined);
  });

  it('C4: a Cancer or Leo lagna cancels', () => {
    for (const lagna of [3, 4]) {
      const m = evaluateManglik(chartOf({ lagna, signs: { moon: lagna, venus: lagna, jupiter: (lagna + 3) % 12, mars: (lagna + 6) % 12 } }));
      assert.ok(m.cancellations.some((c) => c.id === 'C4'), `lagna ${lagna}`);
      assert.equal(m.status, 'cancelled');
    }
  });

  it('C5: a retrograde or combust Mars cancels', () => {
    const spec = { lagna: 0, signs: { moon: 2, venus: 5, jupiter: 3, mars: 6 } };
    assert.equal(evaluateManglik(chartOf({ ...spec, marsRetrograde: true })).status, 'cancelled');
    assert.equal(evaluateManglik(chartOf({ ...spec, marsCombust: true })).status, 'cancelled');
    assert.equal(evaluateManglik(chartOf(spec)).status, 'manglik');
  });

  it('Venus is reported but never decides; the North set drops the 2nd house; Lagna-only ignores the Moon', () => {
    // Mars Taurus: 2nd from the Aries lagna, 12th from the Moon in Gemini, 1st from Venus in Taurus.
    const chart = chartOf({ lagna: 0, signs: { moon: 2, venus: 1, jupiter: 3, mars: 1 } });
    const std = evaluateManglik(chart);
    assert.deepEqual([std.fromLagna.afflicted, std.fromMoon.afflicted, std.fromVenus.afflicted, std.fromVenus.decides], [true, true, true, false]);
    assert.equal(std.severity, 3);
    const north = evaluateManglik(chart, 'MANGLIK.NORTH_1_4_7_8_12');
    assert.deepEqual([north.fromLagna.afflicted, north.fromMoon.afflicted], [false, true]);
    const lagnaOnly = evaluateManglik(chartOf({ lagna: 0, signs: { moon: 1, venus: 5, jupiter: 3, mars: 1 } }), 'MANGLIK.LAGNA_ONLY');
    assert.equal(lagnaOnly.fromMoon.decides, false);
    assert.equal(lagnaOnly.present, true, 'Mars in the 2nd from the Lagna');
    const moonOnly = evaluateManglik(chartOf({ lagna: 0, signs: { moon: 1, venus: 5, jupiter: 3, mars: 4 } }), 'MANGLIK.LAGNA_ONLY');
    assert.equal(moonOnly.fromMoon.afflicted, true, 'Mars 5th from the lagna, 4th from the Moon');
    assert.equal(moonOnly.present, false, 'the Moon does not decide under MANGLIK.LAGNA_ONLY');
  });
});
