import { normalizeDegrees } from '../shared/angles.ts';
import type { AngleFunction, AngleSample } from '../shared/root-finding.ts';
import { siderealLongitudeAndSpeed, type BodyId, type SkySettings } from './positions.ts';
import { sunMoonSiderealLongitudeAndSpeed } from './sidereal-sun-moon.ts';
import { sampleTable, type SampleTable } from './node-cache.ts';
import { isTabulatedSky, tabulatedSidereal } from './sample-tables.ts';

/**
 * A body's sidereal longitude as a smooth function of time, sampled from the ephemeris on a
 * fixed grid (value and speed at each node, fetched lazily and cached) and interpolated by
 * cubic Hermite polynomials between nodes.
 *
 * Why: a day's panchang needs hundreds of evaluations of the Sun and the Moon while its
 * limbs are searched; the ephemeris costs ~10 µs a call, the interpolant nanoseconds. The
 * error bound is h⁴/384 · max|λ⁗|. The Moon's λ⁗ reaches ~0.07°/d⁴ (variation, evection and
 * the equation of centre), so its nodes are 0.25 day apart: ≤ 7e-7° (0.003″, ≈ 0.006 s at a
 * limb boundary). The Sun's λ⁗ is tiny, so daily nodes keep it below 0.01″.
 * `test/astro/track.test.ts` checks both against direct ephemeris calls.
 */
export class LongitudeTrack {
  private readonly nodes = new Map<number, AngleSample>();
  /** The Sun's and the Moon's samples shared between tracks by Julian day (node-cache.ts). */
  private readonly shared: SampleTable<AngleSample> | null;
  /** The build's tables hold this body's nodes for this sky (sample-tables.ts). */
  private readonly tabulated: boolean;

  constructor(
    private readonly body: BodyId,
    private readonly settings: SkySettings,
    private readonly anchorJd: number,
    private readonly spacingDays: number = body === 'moon' ? 0.25 : 1,
  ) {
    this.shared = body === 'sun' || body === 'moon' ? sampleTable(`sidereal|${body}|${settings.ayanamsha}|${settings.positions}`) : null;
    this.tabulated = this.shared !== null && isTabulatedSky(settings);
  }

  private node(i: number): AngleSample {
    let s = this.nodes.get(i);
    if (!s) {
      const jd = this.anchorJd + i * this.spacingDays;
      // The build's table first (the same numbers as the call; undefined off its grid or range).
      s = this.tabulated ? tabulatedSidereal(this.body as 'sun' | 'moon', jd) : undefined;
      if (s === undefined && this.shared !== null) {
        // The Sun and the Moon by the cheaper call that returns the same longitude (sidereal-sun-moon.ts).
        s = this.shared.get(jd);
        if (s === undefined) {
          s = sunMoonSiderealLongitudeAndSpeed(jd, this.body as 'sun' | 'moon', this.settings);
          this.shared.set(jd, s);
        }
      } else if (s === undefined) {
        s = siderealLongitudeAndSpeed(jd, this.body, this.settings);
      }
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
    return { degrees: normalizeDegrees(value), degreesPerDay: slope };
  }

  /** This track as an AngleFunction. */
  get fn(): AngleFunction {
    return (jd) => this.at(jd);
  }
}

/** Tracks of the Sun and the Moon anchored at one instant, for panchang searches around a date. */
export class SunMoonTrack {
  readonly sun: LongitudeTrack;
  readonly moon: LongitudeTrack;
  constructor(readonly settings: SkySettings, anchorJd: number) {
    this.sun = new LongitudeTrack('sun', settings, anchorJd);
    this.moon = new LongitudeTrack('moon', settings, anchorJd);
  }
}
