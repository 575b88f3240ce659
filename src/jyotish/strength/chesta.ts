/**
 * Chesta bala (motional strength, BPHS 27.21–24, `CHESTA.KENDRA_MEAN_ELEMENTS`). For Mars,
 * Jupiter and Saturn the sighrochcha is the mean Sun and the mean planet is the planet's own
 * mean longitude; for Mercury and Venus the sighrochcha is the planet's own (heliocentric)
 * mean longitude and the mean planet is the mean Sun. The chesta kendra is the sighrochcha
 * less the average of the mean and true longitudes, folded to 0–180°; chesta bala is a third
 * of it (0–60 virupas, largest in retrogression). Mean longitudes come from the modern mean
 * elements (`astro/mean-longitudes.ts`), not from the Surya Siddhanta tables the books use.
 *
 * The Sun and the Moon have no chesta bala of their own in the total (their ayana and paksha
 * bala are doubled instead, B. V. Raman); for ishta and kashta phala their chesta is the
 * Sun's sayana longitude plus 90° and the Moon's distance from the Sun (BPHS 28.3–4), folded
 * and divided by 3.
 */
import { normalizeDegrees, separation, signedArc } from '../../shared/angles.ts';

export type ChestaGraha = 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';
export const chestaGrahas: readonly ChestaGraha[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

export interface ChestaInput {
  /** True (apparent geocentric) longitude of the graha, degrees. */
  trueLongitude: number;
  /** Mean longitude of the graha (heliocentric mean), same frame as the true one. */
  meanPlanet: number;
  /** Mean longitude of the Sun, same frame. */
  meanSun: number;
}

export interface Chesta {
  sighrochcha: number;
  mean: number;
  /** Chesta kendra folded to 0–180°. */
  kendraDegrees: number;
  virupas: number;
}

export function chestaBala(graha: ChestaGraha, x: ChestaInput): Chesta {
  const inner = graha === 'mercury' || graha === 'venus';
  const sighrochcha = inner ? x.meanPlanet : x.meanSun;
  const mean = inner ? x.meanSun : x.meanPlanet;
  // The average of two longitudes along the short way round (they are never more than 180° apart in use).
  const average = normalizeDegrees(mean + signedArc(x.trueLongitude, mean) / 2);
  const kendraDegrees = separation(sighrochcha, average);
  return { sighrochcha, mean, kendraDegrees, virupas: kendraDegrees / 3 };
}

/** The Sun's chesta for ishta and kashta phala: (sayana Sun + 90°) folded to 0–180°, over 3. */
export function sunPhalaChesta(sayanaSunLongitude: number): number {
  return separation(0, sayanaSunLongitude + 90) / 3;
}

/** The Moon's chesta for ishta and kashta phala: the Sun–Moon arc (0–180°) over 3. */
export function moonPhalaChesta(sunLongitude: number, moonLongitude: number): number {
  return separation(sunLongitude, moonLongitude) / 3;
}
