/**
 * KP sign, star, sub and sub-sub lords (kp.md §2, `KP.SUB_VIM`) in exact integer arithmetic.
 *
 * Unit: one third of an arc-second (⅓″). A nakshatra is 48 000″ = 144 000 units; each sub is
 * 1 200 units per Vimshottari year of its lord (Ketu 8 400 … Rahu 21 600) and each sub-sub
 * 10 units per product of the two lords' years, so every boundary of the 249-row scheme and
 * of the 2 187 sub-subs per nakshatra is a whole number of units and no float drift can move
 * a boundary. A longitude exactly on a boundary belongs to the division that starts there.
 */
import { normalizeDegrees } from '../../shared/angles.ts';
import { rashiLord, vimshottariOrder, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';

export const unitsPerDegree = 10_800;
export const unitsPerCircle = 360 * unitsPerDegree;
export const unitsPerSign = 30 * unitsPerDegree;
export const unitsPerStar = 144_000;

/** Vimshottari years of each lord (total 120). */
export const vimshottariYears: Readonly<Record<GrahaId, number>> = {
  ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17,
};

/** Units of a sub of `lord` (800′ × years / 120). */
export function subUnits(lord: GrahaId): number {
  return vimshottariYears[lord] * 1_200;
}

/** Units of the sub-sub of `lord` inside a sub of `subLord`. */
export function subSubUnits(subLord: GrahaId, lord: GrahaId): number {
  return vimshottariYears[subLord] * vimshottariYears[lord] * 10;
}

/**
 * A longitude in whole ⅓″ units, [0, 3 888 000). Values within 1e-6 unit (3e-7″) below a
 * whole unit are taken as that unit, so a boundary computed in degrees (e.g. 40/3) lands on
 * the boundary and not a hair before it.
 */
export function longitudeToUnits(longitude: number): number {
  const x = normalizeDegrees(longitude) * unitsPerDegree;
  const u = Math.floor(x + 1e-6);
  return u >= unitsPerCircle ? u - unitsPerCircle : u;
}

export function unitsToDegrees(units: number): number {
  return units / unitsPerDegree;
}

/** The Vimshottari lords from `first` round the cycle (nine entries). */
export function lordsFrom(first: GrahaId): GrahaId[] {
  const i = vimshottariOrder.indexOf(first);
  return Array.from({ length: 9 }, (_, k) => vimshottariOrder[(i + k) % 9]);
}

export interface KpLords {
  /** 0-based sign (0 = Mesha) and nakshatra (0 = Ashwini). */
  sign: number;
  nakshatra: number;
  signLord: SevenGrahaId;
  starLord: GrahaId;
  subLord: GrahaId;
  subSubLord: GrahaId;
  /** [start, end) of the sub and of the sub-sub, in ⅓″ units. */
  subStartUnits: number;
  subEndUnits: number;
  subSubStartUnits: number;
  subSubEndUnits: number;
}

/**
 * The KP lords of a point from its position in ⅓″ units.
 * @throws RangeError for a value outside [0, 3 888 000) or not an integer (a defect)
 */
export function kpLordsOfUnits(units: number): KpLords {
  if (!Number.isInteger(units) || units < 0 || units >= unitsPerCircle) throw new RangeError(`units ${units}`);
  const nakshatra = Math.floor(units / unitsPerStar);
  const starLord = vimshottariOrder[nakshatra % 9];
  let subStart = nakshatra * unitsPerStar;
  let subLord: GrahaId = starLord;
  for (const lord of lordsFrom(starLord)) {
    const end = subStart + subUnits(lord);
    subLord = lord;
    if (units < end) break;
    subStart = end;
  }
  const subEnd = subStart + subUnits(subLord);
  let subSubStart = subStart;
  let subSubLord: GrahaId = subLord;
  for (const lord of lordsFrom(subLord)) {
    const end = subSubStart + subSubUnits(subLord, lord);
    subSubLord = lord;
    if (units < end) break;
    subSubStart = end;
  }
  const sign = Math.floor(units / unitsPerSign);
  return {
    sign,
    nakshatra,
    signLord: rashiLord[sign],
    starLord,
    subLord,
    subSubLord,
    subStartUnits: subStart,
    subEndUnits: subEnd,
    subSubStartUnits: subSubStart,
    subSubEndUnits: subSubStart + subSubUnits(subLord, subSubLord),
  };
}

/** The KP lords of a sidereal longitude in degrees (see `longitudeToUnits` for the rounding). */
export function kpLords(longitude: number): KpLords {
  return kpLordsOfUnits(longitudeToUnits(longitude));
}
