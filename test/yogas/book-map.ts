/**
 * Which catalogue yoga each book-case group of test/golden/yogas/book-yogas.json checks, and
 * the house-list chart reader. Groups not listed here are named in the README with the reason.
 */
import { buildChart, type ChartSpec } from '../insights/chart-builder.ts';
import type { NatalChart } from '../../src/jyotish/chart/natal-chart.ts';
import type { GrahaId } from '../../src/jyotish/core/zodiac.ts';

/** group test_function → yoga id (a function of the case index where a group mixes yogas). */
export const groupYoga: Record<string, string | ((i: number) => string)> = {
  anaphaa_yoga_test: 'anapha',
  chandra_mangala_yoga_test: 'chandra-mangala',
  bhadra_yoga_test: 'bhadra',
  hamsa_yoga_test: 'hamsa',
  nala_yoga_test: 'nala',
  gadaa_yoga_test: 'gada',
  sringaataka_yoga_test: 'shringataka',
  yava_yoga_test: 'yava',
  yoopa_yoga_test: 'yupa',
  naukaa_yoga_test: 'nauka',
  chaapa_yoga_test: 'chapa',
  samudra_yoga_test: 'samudra',
  paasa_yoga_test: 'pasha',
  yuga_yoga_test: 'yuga',
  asubha_yoga_test: 'asubha',
  amala_yoga_test: 'amala',
  chaamara_yoga_test: 'chamara',
  mridanga_yoga_test: 'mridanga',
  koorma_yoga_test: 'kurma',
  kalaanidhi_yoga_test: 'kalanidhi',
  hari_yoga_test: 'hari',
  harihara_brahma_yoga_test: 'hari-hara-brahma',
  gouri_yoga_test: 'gauri',
  saarada_yoga_test: 'sharada',
  amsaavatara_yoga_test: 'amshavatara',
  ravi_yoga_test: 'ravi',
  vasumathi_yoga_test: 'vasumati',
  vidyut_yoga_test: 'vidyut',
  pushkala_yoga_test: 'pushkala',
  vipareeta_yoga_test: (i) => ['harsha', 'sarala', 'vimala'][i],
  vanchana_chora_bheethi_yoga_test: 'vanchana-chora-bheeti',
  mahabhagya_yoga_test: 'mahabhagya',
  parijatha_yoga_test: 'parijata',
  siva_yoga_test: 'shiva',
  bahudravyarjana_yoga_test: 'bahudravyarjana',
  matrudeerghayur_yoga_test: 'matru-deerghayu',
  bahu_sthree_yoga_test: 'bahu-stree',
  bhaagya_yoga_test: 'bhagya',
  sisnavyadhi_yoga_test: 'sisna-vyadhi',
  bhandhana_yoga_test: 'bandhana',
  dhurmarana_yoga_test: 'durmarana',
  putrakalatraheena_yoga_test: 'putra-kalatra-heena',
  pisacha_grastha_yoga_test: 'pisacha-grasta',
  vaatharoga_yoga_test: 'vata-roga',
  // Raman nos. 144–153 (BPHS 42.2–9): cases 9–11 are no. 153, the last case no. 147 again.
  dharidhra_yoga_test1: (i) => (i <= 8 ? `daridra-${144 + i}` : i <= 11 ? 'daridra-153' : 'daridra-147'),
};

const planets: GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];

/** The first 12-entry house list among a case's extra_args, or null. */
export function houseListOf(extra: unknown[] | null): string[] | null {
  for (const a of extra ?? []) {
    if (Array.isArray(a) && a.length === 12 && a.every((x) => typeof x === 'string')) return a as string[];
  }
  return null;
}

/** The navamsa lagna sign of a case that gives a second (navamsa) house list, or null. */
export function navamsaLagnaOf(extra: unknown[] | null): number | null {
  const lists = (extra ?? []).filter((a): a is string[] => Array.isArray(a) && a.length === 12);
  if (lists.length < 2) return null;
  const sign = lists[1].findIndex((e) => e.split('/').includes('L'));
  return sign >= 0 ? sign : null;
}

/** Grahas (and the lagna) a house list leaves out. */
export function missingFrom(list: readonly string[]): string[] {
  const tokens = new Set(list.flatMap((e) => e.split('/').filter(Boolean)));
  return ['L', ...planets.map((_, i) => String(i))].filter((t) => !tokens.has(t)).map((t) => (t === 'L' ? 'lagna' : planets[Number(t)]));
}

/**
 * A chart from a complete house list (index = sign; `L` lagna, 0 Sun … 8 Ketu). A graha listed
 * twice is taken at its first sign. Each graha stands at 10° + 2° × its position in the entry,
 * the lagna at 10°, so grahas sharing a sign keep their order (as in test/insights/chart-builder).
 */
export function chartFromList(list: readonly string[]): NatalChart {
  const at: Partial<Record<GrahaId | 'lagna', [number, number]>> = {};
  list.forEach((entry, sign) => {
    entry.split('/').filter(Boolean).forEach((token, k) => {
      const key = token === 'L' ? 'lagna' : planets[Number(token)];
      if (at[key] === undefined) at[key] = [sign, 10 + 2 * k];
    });
  });
  return buildChart(at as ChartSpec);
}
