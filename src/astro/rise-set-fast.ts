import { swe, C, initEphemeris, requireSwissEphemeris } from './swe.ts';
import {
  assertRiseSetRange, nextRiseOrSet, standardPressureHectopascals, standardTemperatureCelsius,
  type GeoPosition, type RiseDefinition, type RiseSetBody, type RiseSetEvent } from './rise-set.ts';
import type { JulianDayUt } from '../shared/units.ts';
import { sampleTable } from './node-cache.ts';
import { tabulatedEquatorialNode, tabulatedSidtime } from './sample-tables.ts';

/**
 * Sunrise, sunset, moonrise and moonset by the same steps as the Swiss Ephemeris' own search
 * (`swe_rise_trans` → `rise_set_fast` in swecl.c, Swiss Ephemeris 2.10), evaluated on
 * interpolated positions instead of fresh ephemeris calls.
 *
 * Why: one `rise_trans` costs 70–200 µs (each of its three position calls and four
 * horizon conversions computes nutation and sidereal time anew); a panchang needs six to
 * eight of them. The steps below are the library's: the estimate from the semi-diurnal arc,
 * then two (Sun) or four (Moon) corrections `dt = (h + r) / (dh/dt)` where h is the true
 * altitude of the centre of the topocentric apparent disc, r its semi-diameter plus the
 * refraction at the horizon (1013.25 hPa, 15 °C), and dh/dt the altitude change over
 * 0.001 day with the body held still — so the result is the library's own answer, residual
 * of its finite iteration included, not merely the same definition of sunrise.
 *
 * What differs is only where the positions come from: the geocentric apparent right
 * ascension, declination and distance (true equator of date) are Hermite-interpolated
 * between ephemeris nodes (Moon every 0.25 day, Sun every day: ≤ 0.003″), sidereal time
 * between daily values of `swe_sidtime`, and the observer's displacement (the library's
 * ellipsoid, height included) and diurnal aberration are applied here as the library does
 * in `swi_get_observer`. Against `swe_rise_trans` over 6,000 random events the instants
 * agree to 0.16 ms median, ~1 ms p99, 0.05 s at worst (`test/astro/rise-set-fast.test.ts`,
 * docs/methods/panchang-rise-set.md).
 *
 * Only the default definition (`upper-limb-refracted`) at latitudes where the library itself
 * takes this route (|φ| ≤ 65° for the Sun, ≤ 60° for the Moon) runs here; everything else
 * (the Hindu disc-centre rising, polar latitudes where the library searches altitudes and may
 * find no event) is passed to {@link nextRiseOrSet} unchanged.
 */

const auMeters = 1.495_978_707e11;
const earthRadiusMeters = 6_378_136.6;
const earthFlattening = 1 / 298.25642;
const earthRotationRadiansPerDay = 7.292_115_146_7e-5 * 86_400;
const lightAuPerDay = (299_792_458 * 86_400) / auMeters;
const discDiameterMeters: Record<RiseSetBody, number> = { sun: 1_392_000_000, moon: 3_475_000 };
const degreesPerRadian = 180 / Math.PI;
const radiansPerDegree = Math.PI / 180;
/** Mean sidereal hours per UT day (the residual between daily nodes is interpolated). */
const siderealHoursPerDay = 24 * 1.002_737_909_35;

const lapseRateKelvinPerMeter = 0.0065;

let horizonRefractionDegrees: number | null = null;

/** Refraction of a body seen on the horizon, as the library computes it for rise_set_fast. */
function horizonRefraction(): number {
  if (horizonRefractionDegrees === null) {
    const r = swe.refrac_extended(0.000001, 0, standardPressureHectopascals, standardTemperatureCelsius, lapseRateKelvinPerMeter, C.SE_APP_TO_TRUE);
    horizonRefractionDegrees = r.extended[1] - r.extended[0];
  }
  return horizonRefractionDegrees;
}

function degnorm(x: number): number {
  const y = x % 360;
  return y < 0 ? y + 360 : y;
}

/** Nutation and the Earth's velocity by the exact instant a finder first asked (the same local midnight of the same zone). */
const nutationTable = sampleTable<{ matrix: Float64Array; equationOfEquinoxesDegrees: number }>('nutation-matrix');
const earthVelocityTable = sampleTable<Float64Array>('earth-velocity');

/** Geocentric apparent equatorial sample: RA, Dec (degrees), distance (AU) and their speeds per day. */
type Node = Float64Array;

/**
 * Node `i` of the finder's grid straight from the library: the geocentric apparent equatorial
 * position and speeds of the Sun (JD `i`) or the Moon (JD `i × 0.25`), true equator of date.
 * The build tabulates these (sample-tables.ts).
 * @throws EphemerisUnavailable when the SE files did not answer
 */
export function equatorialNode(body: RiseSetBody, i: number): Node {
  const jd = i * (body === 'sun' ? 1 : 0.25);
  const r = swe.calc_ut(jd, body === 'sun' ? C.SE_SUN : C.SE_MOON, C.SEFLG_SWIEPH | C.SEFLG_EQUATORIAL | C.SEFLG_SPEED);
  requireSwissEphemeris(r, body, jd);
  return Float64Array.from(r.data);
}

interface Equatorial { ra: number; dec: number; dist: number }

/**
 * Rises and sets of the Sun and the Moon around a few days (one panchang): nodes and sidereal
 * times are fetched lazily into tables shared between finders of the thread (the same values
 * for every place); the nutation and the Earth's velocity near the first search are the
 * finder's own.
 */
export class RiseSetFinder {
  // Geocentric samples on fixed grids, the same for every place: shared between finders
  // (node-cache.ts), so the days most requests ask for are read from the ephemeris once.
  private readonly sunNodes = sampleTable<Node>('equatorial|sun');
  private readonly moonNodes = sampleTable<Node>('equatorial|moon');
  private readonly sidNodes = sampleTable<number>('sidtime');
  private earthVelocity: Float64Array | null = null;
  private nutation: { matrix: Float64Array; equationOfEquinoxesDegrees: number } | null = null;

  /**
   * The library places the observer with mean sidereal time on the mean equator of date
   * (`swi_get_observer` is called with SEFLG_NONUT) and carries that vector to the true
   * equator with the Moon's; placing it with apparent sidereal time instead would move the
   * Moon by up to 0.15″. Nutation changes by < 0.1″ over a few days: once per finder.
   */
  private nutationNear(jd: number): { matrix: Float64Array; equationOfEquinoxesDegrees: number } {
    if (this.nutation === null) this.nutation = nutationTable.get(jd) ?? null;
    if (this.nutation === null) {
      const r = swe.calc_ut(jd, C.SE_ECL_NUT, 0);
      const [epsTrue, epsMean, dpsi] = r.data;
      const e0 = epsMean * radiansPerDegree;
      const e1 = epsTrue * radiansPerDegree;
      const p = dpsi * radiansPerDegree;
      // N = R1(−ε_true) · R3(−Δψ) · R1(ε_mean): mean equator of date → true equator of date.
      const cp = Math.cos(p), sp = Math.sin(p), c0 = Math.cos(e0), s0 = Math.sin(e0), c1 = Math.cos(e1), s1 = Math.sin(e1);
      const matrix = Float64Array.of(
        cp, -sp * c0, -sp * s0,
        sp * c1, cp * c1 * c0 + s1 * s0, cp * c1 * s0 - s1 * c0,
        sp * s1, cp * s1 * c0 - c1 * s0, cp * s1 * s0 + c1 * c0,
      );
      this.nutation = { matrix, equationOfEquinoxesDegrees: dpsi * Math.cos(e1) };
      nutationTable.set(jd, this.nutation);
    }
    return this.nutation;
  }

  /**
   * The Earth's barycentric velocity (AU/day, true equator of date), once per finder: the
   * library retards the Moon by its light-time from the observer, not from the geocentre, and
   * the difference (up to 0.02 s) moves the Moon by the Earth's velocity times it (≤ 0.35″).
   */
  private earthVelocityNear(jd: number): Float64Array {
    if (this.earthVelocity === null) this.earthVelocity = earthVelocityTable.get(jd) ?? null;
    if (this.earthVelocity === null) {
      const r = swe.calc_ut(jd, C.SE_EARTH, C.SEFLG_SWIEPH | C.SEFLG_BARYCTR | C.SEFLG_EQUATORIAL | C.SEFLG_XYZ | C.SEFLG_SPEED);
      requireSwissEphemeris(r, 'earth', jd);
      this.earthVelocity = Float64Array.from(r.data.slice(3, 6));
      earthVelocityTable.set(jd, this.earthVelocity);
    }
    return this.earthVelocity;
  }

  private node(body: RiseSetBody, i: number): Node {
    // The build's table first (the very values of the call), then the thread's cache.
    const tabulated = tabulatedEquatorialNode(body, i);
    if (tabulated !== undefined) return tabulated;
    const nodes = body === 'sun' ? this.sunNodes : this.moonNodes;
    let n = nodes.get(i);
    if (n === undefined) {
      n = equatorialNode(body, i);
      nodes.set(i, n);
    }
    return n;
  }

  /** Geocentric apparent RA/Dec/distance, cubic Hermite between nodes. */
  private geocentric(body: RiseSetBody, jd: number, out: Equatorial): void {
    const h = body === 'sun' ? 1 : 0.25;
    const x = jd / h;
    const i = Math.floor(x);
    const u = x - i;
    const p0 = this.node(body, i);
    const p1 = this.node(body, i + 1);
    const u2 = u * u;
    const u3 = u2 * u;
    const h00 = 2 * u3 - 3 * u2 + 1;
    const h10 = u3 - 2 * u2 + u;
    const h01 = -2 * u3 + 3 * u2;
    const h11 = u3 - u2;
    let ra1 = p1[0];
    ra1 += 360 * Math.round((p0[0] + ((p0[3] + p1[3]) / 2) * h - ra1) / 360);
    out.ra = h00 * p0[0] + h10 * p0[3] * h + h01 * ra1 + h11 * p1[3] * h;
    out.dec = h00 * p0[1] + h10 * p0[4] * h + h01 * p1[1] + h11 * p1[4] * h;
    out.dist = h00 * p0[2] + h10 * p0[5] * h + h01 * p1[2] + h11 * p1[5] * h;
  }

  /** Apparent sidereal time at Greenwich, hours, linear between daily values of the library. */
  private sidtime(jd: number): number {
    const i = Math.floor(jd);
    const a = this.sidAt(i);
    const b = this.sidAt(i + 1);
    let residual = b - a - siderealHoursPerDay;
    residual -= 24 * Math.round(residual / 24);
    return a + (jd - i) * (siderealHoursPerDay + residual);
  }

  private sidAt(i: number): number {
    let s = tabulatedSidtime(i) ?? this.sidNodes.get(i);
    if (s === undefined) {
      s = swe.sidtime(i);
      this.sidNodes.set(i, s);
    }
    return s;
  }

  /**
   * Topocentric apparent RA/Dec/distance as the library computes it: the observer's vector
   * (its ellipsoid, height included) taken from the geocentric one, then aberration for the
   * observer's velocity. For the Sun (parallax ≤ 9″) the geocentric apparent vector less the
   * observer plus diurnal aberration is exact to 0.001″. For the Moon (parallax ~1°) the
   * annual aberration of the geocentric direction is taken off first and applied again to the
   * topocentric direction, and the Moon is retarded by its light-time from the observer
   * rather than from the geocentre, as the library does (each otherwise ~0.3″).
   */
  private topocentric(body: RiseSetBody, jd: number, geo: GeoPosition, out: Equatorial): void {
    this.geocentric(body, jd, out);
    const cosd = Math.cos(out.dec * radiansPerDegree);
    const ra = out.ra * radiansPerDegree;
    let ux = cosd * Math.cos(ra);
    let uy = cosd * Math.sin(ra);
    let uz = Math.sin(out.dec * radiansPerDegree);
    let ex = 0, ey = 0, ez = 0;
    const isMoon = body === 'moon';
    if (isMoon) {
      const v = this.earthVelocityNear(jd);
      ex = v[0] / lightAuPerDay;
      ey = v[1] / lightAuPerDay;
      ez = v[2] / lightAuPerDay;
      // Inverse of u' = u + v/c − u (u·v/c) to first order (second order: 0.002″).
      const dot = ux * ex + uy * ey + uz * ez;
      ux += -ex + ux * dot;
      uy += -ey + uy * dot;
      uz += -ez + uz * dot;
      const n = Math.sqrt(ux * ux + uy * uy + uz * uz);
      ux /= n;
      uy /= n;
      uz /= n;
    }
    let x = out.dist * ux;
    let y = out.dist * uy;
    let z = out.dist * uz;
    const phi = geo.latitude * radiansPerDegree;
    const cosfi = Math.cos(phi);
    const sinfi = Math.sin(phi);
    const f1 = (1 - earthFlattening) * (1 - earthFlattening);
    const cc = 1 / Math.sqrt(cosfi * cosfi + f1 * sinfi * sinfi);
    const ss = f1 * cc;
    const nut = this.nutationNear(jd);
    const theta = (geo.longitude + this.sidtime(jd) * 15 - nut.equationOfEquinoxesDegrees) * radiansPerDegree;
    const rxy = ((earthRadiusMeters * cc + geo.elevationMeters) * cosfi) / auMeters;
    const rz = ((earthRadiusMeters * ss + geo.elevationMeters) * sinfi) / auMeters;
    const cost = Math.cos(theta);
    const sint = Math.sin(theta);
    const m = nut.matrix;
    const ox = rxy * cost, oy = rxy * sint;
    x -= m[0] * ox + m[1] * oy + m[2] * rz;
    y -= m[3] * ox + m[4] * oy + m[5] * rz;
    z -= m[6] * ox + m[7] * oy + m[8] * rz;
    let dist = Math.sqrt(x * x + y * y + z * z);
    if (isMoon) {
      const dtau = dist - out.dist; // AU; times v/c below gives the shift in AU
      x -= dtau * ex;
      y -= dtau * ey;
      z -= dtau * ez;
      dist = Math.sqrt(x * x + y * y + z * z);
    }
    // Aberration for the observer's velocity (the Earth's for the Moon, plus the rotation).
    const vx = ex + (-rxy * earthRotationRadiansPerDay * sint) / lightAuPerDay;
    const vy = ey + (rxy * earthRotationRadiansPerDay * cost) / lightAuPerDay;
    const vz = ez;
    ux = x / dist;
    uy = y / dist;
    uz = z / dist;
    const dot = ux * vx + uy * vy + uz * vz;
    ux += vx - ux * dot;
    uy += vy - uy * dot;
    uz += vz - uz * dot;
    out.ra = degnorm(Math.atan2(uy, ux) * degreesPerRadian);
    out.dec = Math.atan2(uz, Math.sqrt(ux * ux + uy * uy)) * degreesPerRadian;
    out.dist = dist;
  }

  /** True altitude (degrees) of an equatorial position at a UT instant (`swe_azalt`, EQU2HOR). */
  private trueAltitude(jd: number, geo: GeoPosition, ra: number, dec: number): number {
    const armc = degnorm(this.sidtime(jd) * 15 + geo.longitude);
    const md = degnorm(ra - armc) * radiansPerDegree;
    const phi = geo.latitude * radiansPerDegree;
    const d = dec * radiansPerDegree;
    const s = Math.sin(phi) * Math.sin(d) + Math.cos(phi) * Math.cos(d) * Math.cos(md);
    return Math.asin(Math.max(-1, Math.min(1, s))) * degreesPerRadian;
  }

  /**
   * The first rise (or set) of the Sun or the Moon after `startJd`, as {@link nextRiseOrSet}.
   * @returns the UT Julian day, or `null` when the body does not rise (set) in the library's
   *   search (polar latitudes only, which are passed to the library)
   * @throws OutOfRange outside the ephemeris served (assertRiseSetRange)
   */
  next(
    startJd: JulianDayUt,
    body: RiseSetBody,
    event: RiseSetEvent,
    geo: GeoPosition,
    definition: RiseDefinition = 'upper-limb-refracted',
  ): JulianDayUt | null {
    const limit = body === 'sun' ? 65 : 60;
    if (definition !== 'upper-limb-refracted' || Math.abs(geo.latitude) > limit) {
      return nextRiseOrSet(startJd, body, event, geo, definition);
    }
    initEphemeris();
    assertRiseSetRange(startJd);
    const facrise = event === 'rise' ? 1 : -1;
    const nloop = body === 'moon' ? 4 : 2;
    const refr = horizonRefraction();
    const tanLat = Math.tan(geo.latitude * radiansPerDegree);
    const xx: Equatorial = { ra: 0, dec: 0, dist: 0 };
    let tjd = startJd as number;
    let secondRun = false;
    for (;;) {
      this.topocentric(body, tjd, geo, xx);
      let sda = -tanLat * Math.tan(xx.dec * radiansPerDegree);
      if (sda >= 1) sda = 10;
      else if (sda <= -1) sda = 180;
      else sda = Math.acos(sda) * degreesPerRadian;
      const armc = degnorm(this.sidtime(tjd) * 15 + geo.longitude);
      const md = degnorm(xx.ra - armc);
      const mdrise = degnorm(sda * facrise);
      let dmd = degnorm(md - mdrise);
      if (dmd > 358) dmd -= 360;
      let tr = tjd + dmd / 360;
      for (let i = 0; i < nloop; i++) {
        this.topocentric(body, tr, geo, xx);
        const rdi = Math.asin(discDiameterMeters[body] / 2 / auMeters / xx.dist) * degreesPerRadian + refr;
        const alt = this.trueAltitude(tr, geo, xx.ra, xx.dec);
        const alt2 = this.trueAltitude(tr + 0.001, geo, xx.ra, xx.dec);
        let dt = (alt + rdi) / (alt2 - alt) / 1000;
        if (dt > 0.1) dt = 0.1;
        else if (dt < -0.1) dt = -0.1;
        tr -= dt;
      }
      if (tr < startJd && !secondRun) {
        tjd += 0.5;
        secondRun = true;
        continue;
      }
      return tr as JulianDayUt;
    }
  }
}
