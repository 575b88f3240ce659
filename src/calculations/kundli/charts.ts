/**
 * The `charts` block of the kundli: D1, the Bhava chart, D9 and the requested vargas as
 * twelve houses with their signs and points, and (with a chartStyle) each drawn as SVG.
 */
import type { Static } from 'typebox';
import { bhavaChartName, vargaNames } from '../../content/vargas.ts';
import { houseSystemNames } from '../../content/kundli/labels.ts';
import { houseSystemMethodId } from '../../jyotish/chart/bhava.ts';
import { divisionMethodId, type AnyDivisionVariant } from '../../jyotish/chart/divisions.ts';
import type { DivisionChart } from '../../jyotish/chart/division-chart.ts';
import type { VargaHouse } from '../../jyotish/chart/varga-chart.ts';
import type { ResolvedNatal } from '../shared/natal.ts';
import { rashiEntity } from '../shared/entities.ts';
import { renderChartSvg, type ChartDrawingInput, type ChartLanguage, type ChartStyle } from '../../render/chart-svg.ts';
import { formatDmsInSign, normalizeDegrees } from '../../shared/angles.ts';
import { degreesInRashi, rashiIndexOf } from '../../jyotish/core/zodiac.ts';
import type { KundliResult } from './schema.ts';

type Charts = Static<typeof KundliResult>['charts'];
type PresentedVarga = Charts['D1'];
type PresentedBhava = Charts['bhava'];

export interface Drawing {
  style: ChartStyle;
  language: ChartLanguage;
}

/** Method id of the hora chart's rule (D2), as the method block names it. */
export function horaMethodId(variant: AnyDivisionVariant): string {
  return divisionMethodId(2, variant);
}

/** The published points of one house: id, degree in the sign and retrogression. */
function presentPoints(house: VargaHouse) {
  return house.points.map((p) => ({ id: p.id, degreeInSign: p.degreeInSign, retrograde: p.retrograde }));
}

function presentHouses(houses: readonly VargaHouse[]) {
  return houses.map((h) => ({ house: h.house, rashi: rashiEntity(h.sign), points: presentPoints(h) }));
}

function draw(input: ChartDrawingInput, drawing: Drawing | null): { svg?: string } {
  return drawing ? { svg: renderChartSvg(input, drawing.style, drawing.language) } : {};
}

/**
 * One divisional chart as published. D1 keeps the variant name `parashara` it always had
 * (its method id says whole-sign).
 */
function presentVarga(v: DivisionChart, drawing: Drawing | null): PresentedVarga {
  const name = vargaNames[v.division];
  const chart: PresentedVarga = {
    id: `D${v.division}`,
    division: v.division,
    name,
    variant: v.division === 1 ? 'parashara' : v.variant,
    methodId: divisionMethodId(v.division, v.variant),
    lagna: { rashi: rashiEntity(v.lagnaSign), degreeInSign: v.lagnaDegreeInSign },
    houses: presentHouses(v.houses),
  };
  return { ...chart, ...draw({ title: name, houses: v.houses, lagnaDegreeInSign: v.lagnaDegreeInSign }, drawing) };
}

function cusp(longitude: number) {
  const lon = normalizeDegrees(longitude);
  const degreeInRashi = degreesInRashi(lon);
  return { longitude: lon, rashi: rashiEntity(rashiIndexOf(lon)), degreeInRashi, dms: formatDmsInSign(degreeInRashi) };
}

/**
 * The Bhava chart. Its houses carry the sign of the bhava (madhya sign for Sripati and equal
 * houses). The drawing numbers the houses with the rashi chart's signs (lagna sign + h − 1) and
 * places each body by its bhava: a bhava's madhya sign can repeat or skip a sign, which no
 * fixed-sign (South or East Indian) layout can show.
 */
function presentBhava(natal: ResolvedNatal, houses: readonly VargaHouse[], drawing: Drawing | null): PresentedBhava {
  const { chart, houseSystem } = natal;
  const system = houseSystemNames[houseSystem];
  const name = { en: `${bhavaChartName.en} (${system.en})`, hi: `${bhavaChartName.hi} (${system.hi})` };
  const lagnaSign = chart.ascendant.sign;
  const presented: PresentedBhava = {
    id: 'bhava',
    name,
    houseSystem,
    methodId: houseSystemMethodId[houseSystem],
    lagna: { rashi: rashiEntity(lagnaSign), degreeInSign: chart.ascendant.degreeInSign },
    houses: chart.bhavas.bhavas.map((b, i) => ({
      house: b.house,
      rashi: rashiEntity(b.sign),
      start: cusp(b.startLongitude),
      middle: cusp(b.middleLongitude),
      end: cusp(b.endLongitude),
      points: presentPoints(houses[i]),
    })),
  };
  const drawingInput: ChartDrawingInput = {
    title: name,
    houses: houses.map((h) => ({ house: h.house, sign: (lagnaSign + h.house - 1) % 12, points: h.points })),
    lagnaDegreeInSign: chart.ascendant.degreeInSign,
  };
  return { ...presented, ...draw(drawingInput, drawing) };
}

/** The whole `charts` block: D1, bhava, D9, then the requested vargas in ascending order. */
export function presentCharts(
  natal: ResolvedNatal,
  vargas: readonly DivisionChart[],
  bhavaHouses: readonly VargaHouse[],
  drawing: Drawing | null,
): Charts {
  const byDivision = new Map(vargas.map((v) => [v.division, v]));
  const d1 = byDivision.get(1);
  const d9 = byDivision.get(9);
  if (!d1 || !d9) throw new Error('D1 and D9 are always computed');
  const charts: Charts = {
    D1: presentVarga(d1, drawing),
    bhava: presentBhava(natal, bhavaHouses, drawing),
    D9: presentVarga(d9, drawing),
  };
  for (const v of vargas) {
    if (v.division === 1 || v.division === 9) continue;
    charts[`D${v.division}` as Exclude<keyof Charts, 'D1' | 'D9' | 'bhava'>] = presentVarga(v, drawing);
  }
  return charts;
}
