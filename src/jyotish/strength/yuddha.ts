/**
 * Yuddha bala (BPHS 27.16–20, `YUDDHA.NORTH_WINS`). Two of Mars, Mercury, Jupiter, Venus and
 * Saturn within 1° of longitude are at war. The victor is the one farther north (greater
 * ecliptic latitude, Varahamihira's rule). The difference of the two grahas' sums of sthana,
 * dig and kala bala up to hora bala, divided by the difference of their disc diameters
 * (Surya Siddhanta: Mars 9.4, Mercury 6.6, Jupiter 190.4, Venus 16.6, Saturn 158), is added
 * to the victor's kala bala and taken from the vanquished's.
 */
import { separation } from '../../shared/angles.ts';
import type { SevenGrahaId } from '../core/zodiac.ts';

export const warGrahas = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const satisfies readonly SevenGrahaId[];
export type WarGraha = (typeof warGrahas)[number];

/** Disc diameters (bimba) in the Surya Siddhanta's units. */
export const discDiameter: Readonly<Record<WarGraha, number>> = { mars: 9.4, mercury: 6.6, jupiter: 190.4, venus: 16.6, saturn: 158 };

export interface War {
  victor: WarGraha;
  vanquished: WarGraha;
  separationDegrees: number;
  /** Added to the victor's kala bala and subtracted from the vanquished's (virupas). */
  virupas: number;
}

/**
 * The wars of a chart. `strengthBeforeWar` is each graha's sthana + dig + kala bala through hora
 * bala (virupas); `latitudes` are ecliptic latitudes (degrees, north positive).
 */
export function planetaryWars(
  longitudes: Readonly<Record<SevenGrahaId, number>>,
  latitudes: Readonly<Record<SevenGrahaId, number>>,
  strengthBeforeWar: Readonly<Record<SevenGrahaId, number>>,
): War[] {
  const wars: War[] = [];
  for (let i = 0; i < warGrahas.length; i++) {
    for (let j = i + 1; j < warGrahas.length; j++) {
      const a = warGrahas[i];
      const b = warGrahas[j];
      const separationDegrees = separation(longitudes[a], longitudes[b]);
      if (separationDegrees >= 1) continue;
      const [victor, vanquished] = latitudes[a] >= latitudes[b] ? [a, b] : [b, a];
      const virupas = Math.abs(strengthBeforeWar[a] - strengthBeforeWar[b]) / Math.abs(discDiameter[a] - discDiameter[b]);
      wars.push({ victor, vanquished, separationDegrees, virupas });
    }
  }
  return wars;
}

/** Each graha's net yuddha bala from its wars. */
export function yuddhaBala(wars: readonly War[]): Record<SevenGrahaId, number> {
  const out: Record<SevenGrahaId, number> = { sun: 0, moon: 0, mars: 0, mercury: 0, jupiter: 0, venus: 0, saturn: 0 };
  for (const w of wars) {
    out[w.victor] += w.virupas;
    out[w.vanquished] -= w.virupas;
  }
  return out;
}
