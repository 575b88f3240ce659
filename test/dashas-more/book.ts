/**
 * Access to test/golden/dashas-more/book-dashas-more.json: literals of P. V. R. Narasimha Rao's
 * "Vedic Astrology: An Integrated Approach" examples and of Jagannatha Hora screens, as
 * PyJHora 4.8.5's own test-suite writes them (see that file's meta and the folder README).
 */
import { readFileSync } from 'node:fs';
import { resolveNatal } from '../../src/calculations/shared/natal.ts';
import type { ResolvedNatal } from '../../src/calculations/shared/natal.ts';
import { grahaIds, type GrahaId } from '../../src/jyotish/core/zodiac.ts';
import type { CharaPlacements } from '../../src/jyotish/dasha/chara.ts';
import { birthBodyOf } from '../helpers/birth.ts';
import type { ReferenceBirth } from '../dasha/reference-chart.ts';

export interface BookCase {
  desc: string;
  expected: unknown;
  extra_args: unknown;
  src_line: number;
  pyjhora_reproduces: boolean;
}
export interface BookGroup {
  inputs: { dob?: number[]; tob?: number[]; place?: { lat: number; lon: number; tz: number } };
  other_context_vars: Record<string, unknown>;
  cases: BookCase[];
}

export const book = JSON.parse(readFileSync(new URL('../golden/dashas-more/book-dashas-more.json', import.meta.url), 'utf8')) as {
  groups: Record<string, BookGroup[]>;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A group's birth (dob, tob, place) as a reference birth. */
export function birthOfGroup(g: BookGroup): ReferenceBirth {
  const [y, m, d] = g.inputs.dob!;
  const [h, mi, s] = g.inputs.tob ?? [0, 0, 0];
  const p = g.inputs.place!;
  return { local_datetime: `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s ?? 0)}`, utc_offset_hours: p.tz, lat: p.lat, lon: p.lon };
}

/** The natal chart with the reference's settings (Lahiri, mean nodes, true-geometric positions). */
export function referenceNatal(c: ReferenceBirth): ResolvedNatal {
  return resolveNatal({ ...birthBodyOf(c), ayanamsha: 'lahiri', nodeType: 'mean', positions: 'true-geometric', houseSystem: 'sripati' });
}

/** PyJHora's house-to-planet list (index 0 = Aries; 'L' lagna, 0 Sun … 8 Ketu) as placements; degrees 15°. */
export function placementsFromList(list: readonly string[]): CharaPlacements {
  const sign = {} as Record<GrahaId, number>;
  const degreeInSign = {} as Record<GrahaId, number>;
  let lagnaSign = 0;
  list.forEach((cell, s) =>
    cell
      .split('/')
      .filter(Boolean)
      .forEach((k) => {
        if (k === 'L') lagnaSign = s;
        else {
          sign[grahaIds[Number(k)]] = s;
          degreeInSign[grahaIds[Number(k)]] = 15;
        }
      }),
  );
  return { sign, degreeInSign, lagnaSign };
}

/** PyJHora's mean sidereal year, which its tests use. */
export const pyjhoraYearDays = 365.256364;
