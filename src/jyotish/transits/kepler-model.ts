/**
 * A cheap approximate geocentric longitude of Saturn, used only to *bracket* ingress searches
 * (the instants themselves always come from the Swiss Ephemeris, see `saturn-ingresses.ts`).
 *
 * Heliocentric positions of the Earth–Moon barycentre and of Saturn from Keplerian elements
 * with linear rates (E. M. Standish, "Keplerian Elements for Approximate Positions of the
 * Major Planets", JPL, table for 3000 BC – 3000 AD, including the extra mean-anomaly terms for
 * Saturn), in the J2000 ecliptic frame. Alone it is off by up to about half a degree over
 * 1800–2400 (Saturn's orbit is perturbed by Jupiter); the search calibrates it against the
 * ephemeris every few years, which leaves an error below 0.1° (mostly annual, from Saturn's
 * radial perturbation seen from the moving Earth).
 */

const rad = Math.PI / 180;

interface Elements {
  a: [number, number];
  e: [number, number];
  i: [number, number];
  l: [number, number];
  perihelion: [number, number];
  node: [number, number];
  /** Extra mean-anomaly terms b·T² + c·cos(fT) + s·sin(fT), degrees (Jupiter–Saturn). */
  extra?: { b: number; c: number; s: number; f: number };
}

/** [value at J2000, rate per Julian century]; angles in degrees, a in AU. */
const earthMoonBarycentre: Elements = {
  a: [1.00000018, -0.00000003],
  e: [0.01673163, -0.00003661],
  i: [-0.00054346, -0.01337178],
  l: [100.46691572, 35999.37306329],
  perihelion: [102.93005885, 0.3179526],
  node: [-5.11260389, -0.24123856],
};

const saturn: Elements = {
  a: [9.54149883, -0.00003065],
  e: [0.05550825, -0.00032044],
  i: [2.49424102, 0.00451969],
  l: [50.07571329, 1222.11494724],
  perihelion: [92.86136063, 0.54179478],
  node: [113.63998702, -0.25015002],
  extra: { b: 0.00025899, c: -0.13434469, s: 0.87320147, f: 38.35125 },
};

/** Heliocentric ecliptic (J2000) x, y in AU of a body at T Julian centuries from J2000. */
function heliocentricXY(el: Elements, T: number, out: { x: number; y: number }): void {
  const a = el.a[0] + el.a[1] * T;
  const e = el.e[0] + el.e[1] * T;
  const inc = (el.i[0] + el.i[1] * T) * rad;
  const peri = el.perihelion[0] + el.perihelion[1] * T;
  const node = el.node[0] + el.node[1] * T;
  let m = el.l[0] + el.l[1] * T - peri;
  if (el.extra) {
    const { b, c, s, f } = el.extra;
    m += b * T * T + c * Math.cos(f * T * rad) + s * Math.sin(f * T * rad);
  }
  const mr = ((m % 360) + 360) % 360 * rad;
  let ecc = mr + e * Math.sin(mr);
  for (let k = 0; k < 4; k++) ecc -= (ecc - e * Math.sin(ecc) - mr) / (1 - e * Math.cos(ecc));
  const xp = a * (Math.cos(ecc) - e);
  const yp = a * Math.sqrt(1 - e * e) * Math.sin(ecc);
  const w = (peri - node) * rad;
  const o = node * rad;
  const cw = Math.cos(w);
  const sw = Math.sin(w);
  const co = Math.cos(o);
  const so = Math.sin(o);
  const ci = Math.cos(inc);
  out.x = (cw * co - sw * so * ci) * xp + (-sw * co - cw * so * ci) * yp;
  out.y = (cw * so + sw * co * ci) * xp + (-sw * so + cw * co * ci) * yp;
}

const earthXY = { x: 0, y: 0 };
const saturnXY = { x: 0, y: 0 };

/**
 * Approximate geometric geocentric ecliptic longitude of Saturn, degrees in [0, 360), in the
 * J2000 ecliptic frame (not sidereal, not of date: callers calibrate the offset).
 * @param jd Julian day (UT or TT alike: a minute is far below this model's error)
 */
export function approximateSaturnLongitudeJ2000(jd: number): number {
  const T = (jd - 2_451_545) / 36_525;
  heliocentricXY(earthMoonBarycentre, T, earthXY);
  heliocentricXY(saturn, T, saturnXY);
  const lon = Math.atan2(saturnXY.y - earthXY.y, saturnXY.x - earthXY.x) / rad;
  return lon < 0 ? lon + 360 : lon;
}
