/**
 * Constructed natal charts for the rule tests of insights and match making: a NatalChart literal built from sign placements
 * (and optional degrees), so every dosha and yoga rule can be tested on a chart where the
 * answer is known by construction. Dignity and combustion are derived with the chart core's
 * own tables (those are tested against outside references in test/chart).
 */
import type { BhavaSet } from '../../src/jyotish/chart/bhava.ts';
import { isCombust } from '../../src/jyotish/chart/combustion.ts';
import { dignityOf } from '../../src/jyotish/chart/dignity.ts';
import { placementOf, type ChartBody, type KundliBodyId, type NatalChart } from '../../src/jyotish/chart/natal-chart.ts';
import { houseFrom, type GrahaId } from '../../src/jyotish/core/zodiac.ts';
import type { JulianDayUt } from '../../src/shared/units.ts';

/** A sign (0 = Aries) or [sign, degrees within the sign]; degrees default to 15. */
export type At = number | [number, number];

export interface ChartSpec {
  lagna: At;
  sun: At;
  moon: At;
  mars: At;
  mercury: At;
  jupiter: At;
  venus: At;
  saturn: At;
  rahu: At;
  /** Default: opposite Rahu. */
  ketu?: At;
  retrograde?: GrahaId[];
}

const lon = (a: At) => (Array.isArray(a) ? a[0] * 30 + a[1] : a * 30 + 15);

/** A NatalChart whose grahas stand where the spec puts them. */
export function buildChart(spec: ChartSpec): NatalChart {
  const asc = placementOf(lon(spec.lagna));
  const longitudes: Record<KundliBodyId, number> = {
    sun: lon(spec.sun), moon: lon(spec.moon), mars: lon(spec.mars), mercury: lon(spec.mercury),
    jupiter: lon(spec.jupiter), venus: lon(spec.venus), saturn: lon(spec.saturn), rahu: lon(spec.rahu),
    ketu: spec.ketu === undefined ? (lon(spec.rahu) + 180) % 360 : lon(spec.ketu), uranus: 0, neptune: 0,
  };
  const bodies = {} as Record<KundliBodyId, ChartBody>;
  for (const id of Object.keys(longitudes) as KundliBodyId[]) {
    const p = placementOf(longitudes[id]);
    const isNode = id === 'rahu' || id === 'ketu';
    const isGraha = id !== 'uranus' && id !== 'neptune';
    const retrograde = isNode || (spec.retrograde ?? []).includes(id as GrahaId);
    bodies[id] = {
      id,
      ...p,
      latitude: 0,
      speedDegreesPerDay: retrograde ? -0.05 : 0.5,
      retrograde,
      house: houseFrom(asc.sign, p.sign),
      bhava: houseFrom(asc.sign, p.sign),
      combust: isGraha ? isCombust(id as GrahaId, p.longitude, retrograde, longitudes.sun) : false,
      dignity: isGraha ? dignityOf(id as GrahaId, p.longitude) : null,
    };
  }
  const bhavas: BhavaSet = {
    system: 'whole-sign',
    ascendant: asc.longitude,
    mc: (asc.longitude + 270) % 360,
    bhavas: Array.from({ length: 12 }, (_, i) => {
      const start = ((asc.sign + i) % 12) * 30;
      return { house: i + 1, startLongitude: start, middleLongitude: start + 15, endLongitude: (start + 30) % 360, sign: (asc.sign + i) % 12 };
    }),
  };
  return {
    jdUt: 2_451_545 as JulianDayUt,
    sky: { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' },
    ascendant: asc,
    mcLongitude: bhavas.mc,
    bodies,
    bhavas,
  };
}

const pyjhoraPlanets: GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];

/**
 * A chart from a PyJHora house-to-planet list (index = sign, 0 = Aries; entries like
 * "L/2" = lagna and Mars; planets 0 Sun … 8 Ketu). Each graha is put at 10° + 2° × its
 * position in the entry, so grahas sharing a sign do not share a degree.
 */
export function chartFromHouseList(list: readonly string[]): NatalChart {
  const at: Partial<Record<GrahaId | 'lagna', At>> = {};
  list.forEach((entry, sign) => {
    entry.split('/').filter(Boolean).forEach((token, k) => {
      const key = token === 'L' ? 'lagna' : pyjhoraPlanets[Number(token)];
      if (at[key] === undefined) at[key] = [sign, 10 + 2 * k];
    });
  });
  for (const g of [...pyjhoraPlanets, 'lagna'] as const) if (at[g] === undefined) throw new Error(`house list lacks ${g}`);
  return buildChart(at as ChartSpec);
}

/**
 * A chart where, by construction, no kendra lord relates to a trikona lord, no graha shares a
 * sign with a node, no two grahas exchange signs and only Venus flanks the Moon (lagna Aries:
 * Mars and Mercury Ar, Sun Ta, Jupiter Ge, Moon Le, Venus Vi, Saturn Cp, Rahu Pi, Ketu Vi).
 * Tests vary it one graha at a time.
 */
export const quietChart: ChartSpec = { lagna: 0, mars: 0, mercury: 0, sun: 1, jupiter: 2, moon: 4, venus: 5, saturn: 9, rahu: 11 };
