/**
 * The Lal Kitab chart and the varshphal chart as published: twelve houses read as the twelve
 * signs (house h = sign h), with the drawing in the requested style. The drawings reuse the
 * kundli renderer with house h on sign h, so the North chart numbers its houses 1…12 and the
 * South and East charts put house 1 in the Aries cell; degrees are left out because Lal Kitab
 * does not use them and the houses are not the grahas' real signs.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import { grahaIds, type GrahaId } from '../../jyotish/core/zodiac.ts';
import type { LkHouse } from '../../jyotish/lal-kitab/houses.ts';
import { signOfLkHouse } from '../../jyotish/lal-kitab/houses.ts';
import { renderChartSvg, type ChartHouse, type ChartLanguage, type ChartStyle } from '../../render/chart-svg.ts';
import { rashiEntity } from '../shared/entities.ts';

export interface Drawing {
  style: ChartStyle;
  language: ChartLanguage;
}

/** Grahas per house (index 0 = house 1), Sun … Ketu. */
export function occupantsOf(houses: Readonly<Record<GrahaId, LkHouse>>): GrahaId[][] {
  const out: GrahaId[][] = Array.from({ length: 12 }, () => []);
  for (const g of grahaIds) out[houses[g] - 1].push(g);
  return out;
}

/**
 * Draws a Lal Kitab chart. Lal Kitab uses neither degrees nor retrogression, so neither is
 * printed; points carry degree 0 so a crowded house lists its grahas in the order Sun … Ketu.
 */
export function drawLkChart(title: Bilingual, occupants: readonly (readonly GrahaId[])[], drawing: Drawing | null): { svg?: string } {
  if (!drawing) return {};
  const houses: ChartHouse[] = occupants.map((gs, i) => ({
    house: i + 1,
    sign: signOfLkHouse(i + 1),
    points: gs.map((g) => ({ id: g, degreeInSign: 0, retrograde: false })),
  }));
  return { svg: renderChartSvg({ title, houses, pointDegrees: false }, drawing.style, drawing.language) };
}

/** The twelve houses with the sign each stands for and its grahas. */
export function lkHouseRows(occupants: readonly (readonly GrahaId[])[]) {
  return occupants.map((gs, i) => ({ house: i + 1, rashi: rashiEntity(signOfLkHouse(i + 1)), grahas: [...gs] }));
}
