/**
 * Yogini dasha against PyJHora 4.8.5 (30 dev cases): the mahadashas from the birth yogini and
 * the first cycle's antardashas, which PyJHora splits equally (`YOGINI.AD_EQUAL`). Settings as
 * the reference: true-geometric positions, 365.256364-day years. Names exactly, dates within
 * one minute. The proportional rule (`YOGINI.AD_PROPORTIONAL`) is checked on its definition.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dasaTimeline } from '../../src/jyotish/dasha/period-engine.ts';
import { yogini, yoginiLord, yoginiOfNakshatra, yoginiYears } from '../../src/jyotish/dasha/yogini.ts';
import { errorSummary, oneMinuteInDays } from '../helpers/tolerances.ts';
import { localToJdUt, minutesPerDay, referenceChart, type ReferenceBirth } from './reference-chart.ts';

interface DevCase extends ReferenceBirth {
  id: string;
  yogini: {
    mahadashas: { lord: string; yogini: string; start_jd_ut: number; duration_years: number }[];
    antardashas_first_cycle: { lords: [string, string]; start_local: string; duration_years: number }[];
  };
}

const dev = JSON.parse(readFileSync(new URL('../golden/dashas/dev-cases-dashas.json', import.meta.url), 'utf8')) as { cases: DevCase[] };
const sidereal = 365.256364;

function timeline(c: ReferenceBirth, periodCount: number, subPeriods: 'equal' | 'proportional' = 'equal') {
  const chart = referenceChart(c);
  return dasaTimeline(yogini, {
    birthJd: chart.jdUt,
    moonLongitude: chart.bodies.moon.longitude,
    yearDays: sidereal,
    periodCount,
    depth: 2,
    subPeriods,
  });
}

describe('Yogini dasha against PyJHora (30 charts)', () => {
  it('names the reference yoginis and lords and starts them within a minute (24 periods, three cycles)', () => {
    const errors: number[] = [];
    for (const c of dev.cases) {
      const { periods } = timeline(c, 24);
      c.yogini.mahadashas.forEach((ref, i) => {
        assert.equal(periods[i].lord, ref.yogini.toLowerCase(), `${c.id} yogini ${i}`);
        assert.equal(yoginiLord[periods[i].lord], ref.lord, `${c.id} lord ${i}`);
        assert.equal(yoginiYears[periods[i].lord], ref.duration_years);
        errors.push(Math.abs(periods[i].startJd - ref.start_jd_ut));
      });
    }
    const s = errorSummary(errors);
    console.log(`yogini MD starts: n=${s.n} max ${(s.max * minutesPerDay).toFixed(3)} min`);
    assert.ok(s.max < oneMinuteInDays);
  });

  it('gives the reference equal-split antardashas of the first cycle within a minute', () => {
    const errors: number[] = [];
    for (const c of dev.cases) {
      const ads = timeline(c, 8).periods.flatMap((md) => (md.children ?? []).map((ad) => ({ md: md.lord, ad })));
      assert.equal(c.yogini.antardashas_first_cycle.length, 64);
      c.yogini.antardashas_first_cycle.forEach((ref, i) => {
        assert.equal(ads[i].md, ref.lords[0].toLowerCase(), `${c.id} AD ${i} parent`);
        assert.equal(ads[i].ad.lord, ref.lords[1].toLowerCase(), `${c.id} AD ${i}`);
        assert.ok(Math.abs(ads[i].ad.durationDays / sidereal - ref.duration_years) < 1e-9);
        errors.push(Math.abs(ads[i].ad.startJd - localToJdUt(ref.start_local, c.utc_offset_hours)));
      });
    }
    const s = errorSummary(errors);
    console.log(`yogini AD starts: n=${s.n} max ${(s.max * minutesPerDay).toFixed(3)} min`);
    assert.ok(s.max < oneMinuteInDays);
  });
});

describe('Yogini dasha rules (dashas.md §2)', () => {
  it('starts Ashwini at Bhramari, Ardra at Mangala and Punarvasu at Pingala', () => {
    assert.equal(yoginiOfNakshatra(0), 'bhramari');
    assert.equal(yoginiOfNakshatra(5), 'mangala');
    assert.equal(yoginiOfNakshatra(6), 'pingala');
    assert.equal(yoginiOfNakshatra(4), 'sankata'); // Mrigashira: N = 5, (5 + 3) mod 8 = 0
  });

  it('splits a mahadasha proportionally as x · z / 36 years, starting with its own yogini', () => {
    // The table of dashas.md §2, typed here (not read from the code): order and years.
    const methodsTable: [string, number][] = [
      ['mangala', 1], ['pingala', 2], ['dhanya', 3], ['bhramari', 4], ['bhadrika', 5], ['ulka', 6], ['siddha', 7], ['sankata', 8],
    ];
    const years = Object.fromEntries(methodsTable);
    const c = dev.cases[0];
    const mds = timeline(c, 8, 'proportional').periods;
    assert.equal(mds.length, 8);
    for (const md of mds) {
      const x = years[md.lord];
      const children = md.children ?? [];
      // Antardashas start with the mahadasha's own yogini and follow the cycle.
      const start = methodsTable.findIndex(([id]) => id === md.lord);
      const order = methodsTable.map((_, i) => methodsTable[(start + i) % 8][0]);
      assert.deepEqual(children.map((ad) => ad.lord), order, `${md.lord} antardasha order`);
      for (const ad of children) {
        assert.ok(Math.abs(ad.durationDays - (x * years[ad.lord] * sidereal) / 36) < 1e-6, `${md.lord}/${ad.lord}`);
      }
      // The eight parts fill the whole mahadasha of x years: x · 36 / 36.
      assert.ok(Math.abs(children.reduce((sum, ad) => sum + ad.durationDays, 0) - x * sidereal) < 1e-6);
      assert.ok(Math.abs(children[7].endJd - md.endJd) < 1e-9);
    }
  });

  it('gives the hand-worked antardashas of Sankata (8 years) and Mangala (1 year)', () => {
    // Sankata: Sankata 8·8/36 = 1.777… y, then Mangala 8/36 = 0.222… y, Pingala 16/36 y.
    // Mangala: Mangala 1/36 y ≈ 10.15 days, Pingala 2/36 y, … Sankata 8/36 y.
    const mds = timeline(dev.cases[0], 8, 'proportional').periods;
    const sankata = mds.find((md) => md.lord === 'sankata')!.children!;
    assert.ok(Math.abs(sankata[0].durationDays / sidereal - 64 / 36) < 1e-9);
    assert.equal(sankata[1].lord, 'mangala');
    assert.ok(Math.abs(sankata[1].durationDays / sidereal - 8 / 36) < 1e-9);
    assert.ok(Math.abs(sankata[2].durationDays / sidereal - 16 / 36) < 1e-9);
    const mangala = mds.find((md) => md.lord === 'mangala')!.children!;
    assert.ok(Math.abs(mangala[0].durationDays - sidereal / 36) < 1e-6); // 10.146 days
    assert.equal(mangala[7].lord, 'sankata');
    assert.ok(Math.abs(mangala[7].durationDays / sidereal - 8 / 36) < 1e-9);
  });
});
