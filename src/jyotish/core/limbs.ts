import { degreesPerNakshatra } from './zodiac.ts';

/** Degrees of elongation per tithi and per karana; degrees of Moon + Sun per yoga. */
export const degreesPerTithi = 12;
export const degreesPerKarana = 6;
export const degreesPerYoga = degreesPerNakshatra;

export type Paksha = 'shukla' | 'krishna';
export function pakshaOfTithi(tithiIndex: number): Paksha {
  return tithiIndex < 15 ? 'shukla' : 'krishna';
}

/** 1–15 within the paksha. */
export function tithiInPaksha(tithiIndex: number): number {
  return (tithiIndex % 15) + 1;
}

export const karanaIds = [
  'kimstughna', 'bava', 'balava', 'kaulava', 'taitila', 'gara', 'vanija', 'vishti', 'shakuni', 'chatushpada', 'naga',
] as const;
export type KaranaId = (typeof karanaIds)[number];

/**
 * The karana named by a half-tithi index (`KARANA.STD`): 0 Kimstughna (fixed); 1…56 the
 * movable cycle Bava … Vishti; 57 Shakuni, 58 Chatushpada, 59 Naga (fixed).
 */
export function karanaOf(halfTithiIndex: number): KaranaId {
  if (halfTithiIndex === 0) return 'kimstughna';
  if (halfTithiIndex >= 57) return karanaIds[halfTithiIndex - 57 + 8];
  return karanaIds[((halfTithiIndex - 1) % 7) + 1];
}
