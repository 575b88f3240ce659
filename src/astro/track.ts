import type { AngleFunction, AngleSample } from '../shared/root-finding.ts';
import { siderealLongitudeAndSpeed, type BodyId, type SkySettings } from './positions.ts';

/**
 * A body's sidereal longitude as a smooth function of time, sampled from the ephemeris on a
 * fixed grid (value and speed at each node, fetched lazily and cached) and interpolated by
 * cubic Hermite polynomials between nodes.
 *
 * Why: a day's panchang needs hundreds of evaluations of the Sun and the Moon while its
 * limbs are searched; the ephemeris costs ~10 µs a call, the interpolant nanoseconds. With
 * nodes 0.5 day apart the error bound is h⁴/384 · max|λ⁗| ≈ 0.0625/384 · 0.02°/d⁴ ≈ 3e-6°
 * (0.01″) for the Moon — about 0.02 s of time at a limb boundary — and far less for the Sun.
 * `test/astro/track.test.ts` checks the bound against direct ephemeris calls.
 */
export class LongitudeTrack {
  private readonly nodes = new Map<number, AngleSample>();

  constructor(
    private readonly body: BodyId,
    private readonly settings: SkySettings,
    private readonly anchorJd: number,
    private readonly spacingDays = 0.5,
  ) {}

  private node(i: number): AngleSample {
    let s = this.nodes.get(i);
    if (!s) {
      s = siderealLongitudeAndSpeed(this.anchorJd + i * this.spacingDays, this.body, this.settings);
      this.nodes.set(i, s);
    }
    return s;
  }

  /** Longitude (degrees, [0, 360)) and speed (degrees/day) at a UT Julian day. */
  at(jd: number): AngleSample {
    const h = this.spacingDays;
    const x = (jd - this.anchorJd) / h;
    const i = Math.floor(x);
    const u = x - i;
    const p0 = this.node(i);
    const p1 = this.node(i + 1);
    // Unwrap the second node so the segment does not jump by 360°.
    let y1 = p1.degrees;
    const expected = p0.degrees + ((p0.degreesPerDay + p1.degreesPerDay) / 2) * h;
    y1 += 360 * Math.round((expected - y1) / 360);
    const y0 = p0.degrees;
    const m0 = p0.degreesPerDay * h;
    const m1 = p1.degreesPerDay * h;
    const u2 = u * u;
    const u3 = u2 * u;
    const value = (2 * u3 - 3 * u2 + 1) * y0 + (u3 - 2 * u2 + u) * m0 + (-2 * u3 + 3 * u2) * y1 + (u3 - u2) * m1;
    const slope = ((6 * u2 - 6 * u) * y0 + (3 * u2 - 4 * u + 1) * m0 + (-6 * u2 + 6 * u) * y1 + (3 * u2 - 2 * u) * m1) / h;
    return { degrees: ((value % 360) + 360) % 360, degreesPerDay: slope };
  }

  /** This track as an AngleFunction. */
  get fn(): AngleFunction {
    return (jd) => this.at(jd);
  }
}

/** Tracks of the Sun and the Moon sharing one grid, for panchang searches around a date. */
export class SunMoonTrack {
  readonly sun: LongitudeTrack;
  readonly moon: LongitudeTrack;
  constructor(readonly settings: SkySettings, anchorJd: number, spacingDays = 0.5) {
    this.sun = new LongitudeTrack('sun', settings, anchorJd, spacingDays);
    this.moon = new LongitudeTrack('moon', settings, anchorJd, spacingDays);
  }
}
