/**
 * Hora lagna and ghati lagna (`SPECIAL_LAGNA.SUNRISE_RATE`, as taught by P. V. R. Narasimha Rao,
 * "Vedic Astrology: An Integrated Approach" ch. 5): starting from the Sun's sidereal longitude
 * at the sunrise that began the birth day, the hora lagna advances one sign per hora (2.5
 * ghatis = 60 minutes, 0.5° per minute) and the ghati lagna one sign per ghati (24 minutes,
 * 1.25° per minute). A birth before sunrise counts from the previous day's sunrise.
 */
import { normalizeDegrees } from '../../shared/angles.ts';

export const horaLagnaDegreesPerMinute = 0.5;
export const ghatiLagnaDegreesPerMinute = 1.25;

/** Longitude of a special lagna. */
export function specialLagna(sunLongitudeAtSunrise: number, minutesSinceSunrise: number, degreesPerMinute: number): number {
  return normalizeDegrees(sunLongitudeAtSunrise + minutesSinceSunrise * degreesPerMinute);
}
