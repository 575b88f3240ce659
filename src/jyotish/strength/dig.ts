/**
 * Dig bala (directional strength, BPHS 27.6–7). Jupiter and Mercury are strongest on the
 * ascendant, the Sun and Mars on the midheaven, Saturn on the descendant, the Moon and Venus
 * on the nadir; each has no strength at the opposite point. The four points are the madhyas
 * of houses 1, 10, 7 and 4 of Sripati's bhavas (the ascendant, the MC and their opposites),
 * as in B. V. Raman's worked example.
 */
import { normalizeDegrees, separation } from '../../shared/angles.ts';
import type { SevenGrahaId } from '../core/zodiac.ts';

export type DigPoint = 'ascendant' | 'nadir' | 'descendant' | 'midheaven';

/** The point where each graha has no directional strength (opposite its strongest). */
export const powerlessPoint: Readonly<Record<SevenGrahaId, DigPoint>> = {
  sun: 'nadir', mars: 'nadir', moon: 'midheaven', venus: 'midheaven', mercury: 'descendant', jupiter: 'descendant', saturn: 'ascendant',
};

/** Sidereal longitude of a dig point from the ascendant and the MC (degrees). */
export function digPointLongitude(point: DigPoint, ascendant: number, mc: number): number {
  switch (point) {
    case 'ascendant': return normalizeDegrees(ascendant);
    case 'descendant': return normalizeDegrees(ascendant + 180);
    case 'midheaven': return normalizeDegrees(mc);
    case 'nadir': return normalizeDegrees(mc + 180);
  }
}

/**
 * Dig bala in virupas: the arc from the powerless point, folded to 0–180°, divided by 3
 * (0–60). Raman's example leaves Mars's 192° arc unfolded (64.30); the rule folds it.
 */
export function digBala(graha: SevenGrahaId, longitude: number, ascendant: number, mc: number): { arcDegrees: number; virupas: number } {
  const arcDegrees = separation(longitude, digPointLongitude(powerlessPoint[graha], ascendant, mc));
  return { arcDegrees, virupas: arcDegrees / 3 };
}
