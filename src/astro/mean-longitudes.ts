/**
 * Mean longitudes of the Sun and the five star-planets, referred to the mean equinox of date
 * (J. Meeus, *Astronomical Algorithms*, 2nd ed., Table 31.A, from Bretagnon and Simon's
 * VSOP87 mean elements). Chesta bala (BPHS 27) compares a planet's true place with its mean
 * place and its sighrochcha, which are these mean motions; the Swiss Ephemeris gives true
 * (osculating) positions only, so the mean ones are polynomials here.
 */
import { normalizeDegrees } from '../shared/angles.ts';
import type { Degrees, JulianDayTt } from '../shared/units.ts';

export type MeanBody = 'sun' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn';

/** L = a0 + a1·T + a2·T² + a3·T³ degrees, T in Julian centuries of TD from J2000.0. */
const coefficients: Readonly<Record<MeanBody, readonly [number, number, number, number]>> = {
  // The Sun's geocentric mean longitude is the Earth's heliocentric one plus 180°.
  sun: [280.466457, 36000.7698278, 0.00030322, 0.00000002],
  mercury: [252.250906, 149474.0722491, 0.0003035, 0.000000018],
  venus: [181.979801, 58519.2130302, 0.00031014, 0.000000015],
  mars: [355.433, 19141.6964471, 0.00031052, 0.000000016],
  jupiter: [34.351519, 3036.3027748, 0.0002233, 0.000000037],
  saturn: [50.077444, 1223.5110686, 0.00051908, -0.00000003],
};

/**
 * Tropical mean longitude (mean equinox of date), degrees [0, 360): geocentric for the Sun,
 * heliocentric for Mercury … Saturn, at a dynamical-time (TT) Julian day.
 *
 * @example meanLongitudeTropical('mercury', 2475460.5) //=> 203.494701… (Meeus Example 31.a, 2065-06-24.0 TD)
 */
export function meanLongitudeTropical(body: MeanBody, jdTt: JulianDayTt): Degrees {
  const t = (jdTt - 2_451_545.0) / 36_525;
  const [a0, a1, a2, a3] = coefficients[body];
  return normalizeDegrees(a0 + t * (a1 + t * (a2 + t * a3)));
}
