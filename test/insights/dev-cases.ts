/** Loads the dev-case goldens and computes our chart with the reference's settings. */
import { readFileSync } from 'node:fs';
import { resolveNatal } from '../../src/calculations/shared/natal.ts';
import type { NatalChart } from '../../src/jyotish/chart/natal-chart.ts';
import { birthBodyOf } from '../helpers/birth.ts';

export interface DevCaseBirth {
  id: string;
  local_datetime: string;
  utc_offset_hours: number;
  lat: number;
  lon: number;
}

export function readGolden<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(`../golden/${relative}`, import.meta.url), 'utf8')) as T;
}

/** Request body of a case with PyJHora's settings: Lahiri, mean nodes, true-geometric positions. */
export function referenceBody(c: DevCaseBirth) {
  return { ...birthBodyOf(c), ayanamsha: 'lahiri' as const, nodeType: 'mean' as const, positions: 'true-geometric' as const };
}

export function referenceChart(c: DevCaseBirth): NatalChart {
  return resolveNatal(referenceBody(c)).chart;
}
