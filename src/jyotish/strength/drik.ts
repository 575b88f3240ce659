/**
 * Sphuta drishti and drik bala (BPHS 26 and 27.25–27). The aspect value in virupas of a graha
 * on a point at the arc a (from the graha forward to the point): 0 below 30°, (a − 30)/2 to
 * 60°, a − 45 to 90°, 30 + (120 − a)/2 to 120°, 150 − a to 150°, 2(a − 150) to 180°,
 * (300 − a)/2 to 300°, 0 beyond. Special aspects add to that value (B. V. Raman): Saturn 45 on
 * 60–90° and 270–300°, Mars 15 on 90–120° and 210–240°, Jupiter 30 on 120–150° and 240–270°.
 */
import { forwardArc } from '../../shared/angles.ts';
import { sevenGrahaIds, type SevenGrahaId } from '../core/zodiac.ts';
import type { Nature } from './nature.ts';

/** Aspect value (virupas, 0–105 with the special additions) of `graha` at the forward arc `arcDegrees`. */
export function sphutaDrishti(graha: SevenGrahaId, arcDegrees: number): number {
  const a = arcDegrees;
  let v: number;
  if (a < 30) v = 0;
  else if (a < 60) v = (a - 30) / 2;
  else if (a < 90) v = a - 45;
  else if (a < 120) v = 30 + (120 - a) / 2;
  else if (a < 150) v = 150 - a;
  else if (a < 180) v = 2 * (a - 150);
  else if (a < 300) v = (300 - a) / 2;
  else v = 0;
  if (graha === 'saturn' && ((a >= 60 && a < 90) || (a >= 270 && a < 300))) v += 45;
  if (graha === 'mars' && ((a >= 90 && a < 120) || (a >= 210 && a < 240))) v += 15;
  if (graha === 'jupiter' && ((a >= 120 && a < 150) || (a >= 240 && a < 270))) v += 30;
  return v;
}

export interface DrikTerm {
  from: SevenGrahaId;
  arcDegrees: number;
  virupas: number;
  nature: Nature;
}

/**
 * Drik bala of `target`: the aspects of the other six grahas on it, benefics' added and
 * malefics' subtracted, the sum divided by 4 (the drishti pinda, Raman). Rahu and Ketu cast none.
 */
export function drikBala(
  target: SevenGrahaId,
  longitudes: Readonly<Record<SevenGrahaId, number>>,
  natures: Readonly<Record<SevenGrahaId, Nature>>,
): { virupas: number; terms: DrikTerm[] } {
  const terms: DrikTerm[] = [];
  let sum = 0;
  for (const from of sevenGrahaIds) {
    if (from === target) continue;
    const arcDegrees = forwardArc(longitudes[from], longitudes[target]);
    const virupas = sphutaDrishti(from, arcDegrees);
    terms.push({ from, arcDegrees, virupas, nature: natures[from] });
    sum += natures[from] === 'benefic' ? virupas : -virupas;
  }
  return { virupas: sum / 4, terms };
}
