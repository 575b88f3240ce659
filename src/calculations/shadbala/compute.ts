/** The shadbala calculation: the strength block of a natal chart, and transit kakshas on request. */
import type { Static } from 'typebox';
import { coveredJdUt } from '../../astro/swe.ts';
import { epochMillisecondsToJdUt, type JulianDayUt } from '../../shared/units.ts';
import { OutOfRange, ValidationFailed } from '../../shared/errors.ts';
import { resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import { computeStrengthBlock, kakshaRows, transitLongitudes, type KakshaRow, type StrengthBlockComputed } from './block-compute.ts';
import type { ShadbalaRequest } from './schema.ts';

export interface ShadbalaComputed {
  natal: ResolvedNatal;
  block: StrengthBlockComputed;
  transit: { jd: number; rows: KakshaRow[] } | null;
}

/** The transit instant of the request as a UT Julian day. @throws ValidationFailed | OutOfRange naming /transitUtc */
function transitJd(value: string): JulianDayUt {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?Z$/.exec(value);
  const [y, mo, d, h, mi, s] = (m ?? []).slice(1).map((x) => Number(x ?? 0));
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  // Date.UTC rolls 30 February over into March: a round trip catches impossible dates and times.
  if (m === null || !Number.isFinite(ms) || back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1 || back.getUTCHours() !== h || back.getUTCMinutes() !== mi || back.getUTCSeconds() !== s) {
    throw new ValidationFailed('/transitUtc', 'is not a valid UTC date and time (YYYY-MM-DDTHH:MM:SSZ)');
  }
  const jd = epochMillisecondsToJdUt(ms);
  if (jd < coveredJdUt.first || jd > coveredJdUt.last) throw new OutOfRange('/transitUtc', 'lies outside 1800-01-01 … 2399-12-31 UT, the range of the ephemeris served');
  return jd;
}

/**
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field
 */
export function computeShadbalaCalculation(request: Static<typeof ShadbalaRequest>): ShadbalaComputed {
  const transitAt = request.transitUtc === undefined ? null : transitJd(request.transitUtc);
  const natal = resolveNatal(request);
  const block = computeStrengthBlock(natal);
  const transit = transitAt === null ? null : { jd: transitAt, rows: kakshaRows(transitLongitudes(transitAt, natal.birth.sky), block.registers) };
  return { natal, block, transit };
}
