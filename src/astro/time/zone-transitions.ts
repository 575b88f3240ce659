/**
 * A zone's offset transitions over a span of time, found the way the Temporal polyfill finds
 * them but asking the platform's `Intl` for each sample through a cheap text path (a format of
 * the weekday and the offset only, ~1 µs, compared as text) instead of the polyfill's
 * `formatToParts` record of the whole date and time.
 *
 * Why: the offset tables of `zone-offsets.ts` were filled through
 * `ZonedDateTime#getTimeZoneTransition`, which cost 1–300 ms per 20-year chunk (most for zones
 * with daylight saving); a worker serving births 1801–2398 in 18 zones spent ~30 % of its CPU
 * there (issue 21).
 *
 * Same answers as Temporal, by construction: the polyfill samples the offset at the multiples
 * of a period (19 days; fewer for the zones whose rules change twice within 19 days) and
 * bisects on whole seconds between two samples that differ; a search for the next transition
 * stops 3 years (94,867,200 s) past the later of the instant and now. This file does the same
 * sampling, bisection and search limit, so a table built here equals the one the polyfill's
 * transitions give, even where the period would hide a change and back (checked for every
 * zone the platform knows, 1800–2520, by test/astro/zone-transitions.test.ts and
 * scripts/evidence/zone-transitions-diff.ts).
 */

/**
 * Sampling periods (days) of the zones whose rules change more than once within the default
 * 19 days, keyed by the last part of the zone name — the values temporal-polyfill 1.0 samples
 * at, so that the transitions found here are the ones Temporal reports.
 */
const samplePeriodDaysByName: Readonly<Record<string, number>> = {
  El_Aaiun: 16, Tucuman: 12, Tirane: 11, Riga: 10, Simferopol: 9, Vienna: 9, Tunis: 8,
  Boa_Vista: 6, Fortaleza: 6, Maceio: 6, Noronha: 6, Recife: 6, Gaza: 6, Hebron: 6, DeNoronha: 6,
};
const defaultSamplePeriodDays = 19;
/** How far past max(instant, now) a search for the next transition looks (3 years of 366 days). */
const searchLimitSeconds = 94_867_200;
/** The polyfill clamps its samples to this range of epoch seconds. */
const minSampleSeconds = -1e10;
const maxSampleSeconds = 864e10;

/** The sampling period of a zone, in seconds. */
export function samplePeriodSeconds(timezone: string): number {
  const name = timezone.slice(timezone.lastIndexOf('/') + 1);
  return 86_400 * (samplePeriodDaysByName[name] ?? defaultSamplePeriodDays);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const maxFormatters = 1000;

/**
 * The formatter of a zone's samples: the narrow weekday and the long offset (`W, GMT+05:30`),
 * the shortest text Intl makes that ends with the offset (about half the time of a full date).
 * @throws RangeError for a zone name the platform does not know
 */
function formatterOf(timezone: string): Intl.DateTimeFormat {
  let format = formatters.get(timezone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset', weekday: 'narrow' });
    if (formatters.size >= maxFormatters) formatters.clear();
    formatters.set(timezone, format);
  }
  return format;
}

/** The zone's offset at a whole epoch second as Intl's text (`GMT+05:30`, `GMT` for zero). */
function sample(format: Intl.DateTimeFormat, epochSeconds: number): string {
  const text = format.format(Math.min(Math.max(epochSeconds, minSampleSeconds), maxSampleSeconds) * 1000);
  return text.slice(text.lastIndexOf(' ') + 1);
}

/** Seconds east of Greenwich of an offset text `GMT`, `GMT+05:30` or `GMT-00:01:15`. */
function offsetSecondsOf(text: string): number {
  if (text.length <= 3) return 0;
  const sign = text.charCodeAt(3) === 45 ? -1 : 1; // '-'
  const [h, m, s] = text.slice(4).split(':');
  return sign * (Number(h) * 3600 + Number(m) * 60 + Number(s ?? 0));
}

/**
 * The first second of [fromSeconds, toSeconds] whose offset equals `endOffset` by bisection,
 * as the polyfill pinches a period whose two samples differ.
 */
function pinch(format: Intl.DateTimeFormat, fromSeconds: number, toSeconds: number, endOffset: string): number {
  let lo = fromSeconds;
  let hi = toSeconds;
  while (hi - lo > 0) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (sample(format, mid) === endOffset) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The offset (s) of `timezone` at a whole epoch second as Temporal reports it (the period's
 * two samples, and a bisection when they differ).
 */
export function temporalOffsetSeconds(timezone: string, epochSeconds: number, periodSeconds = samplePeriodSeconds(timezone)): number {
  const format = formatterOf(timezone);
  const start = Math.floor(epochSeconds / periodSeconds) * periodSeconds;
  const a = sample(format, start);
  const b = sample(format, start + periodSeconds);
  if (a === b) return offsetSecondsOf(a);
  return offsetSecondsOf(epochSeconds < pinch(format, start, start + periodSeconds, b) ? a : b);
}

/** Offsets in force from each start (epoch ms); the first start is the span's start. */
export interface OffsetTable {
  starts: number[];
  offsetsSeconds: number[];
}

/**
 * The offset at `startMs` and every transition in [startMs, endMs) of `timezone`, equal to
 * walking `getTimeZoneTransition('next')` of Temporal from `startMs` (whole seconds).
 * @param startMs whole seconds in milliseconds
 * @param nowMs the clock the search limit is measured from (Temporal uses the current time)
 * @throws RangeError for a zone name the platform does not know
 */
export function offsetTable(timezone: string, startMs: number, endMs: number, nowMs = Date.now()): OffsetTable {
  const period = samplePeriodSeconds(timezone);
  const format = formatterOf(timezone);
  const startSeconds = Math.floor(startMs / 1000);
  const nowSeconds = Math.floor(nowMs / 1000);
  const table: OffsetTable = { starts: [startMs], offsetsSeconds: [temporalOffsetSeconds(timezone, startSeconds, period)] };
  // The walk: each step searches from the last transition (or the start) onwards, period by
  // period, up to 3 years past max(that instant, now); a period whose samples differ holds
  // the next transition if its pinched second lies after that instant.
  let from = startSeconds;
  let limit = Math.max(from + 1, nowSeconds) + searchLimitSeconds;
  let periodStart = Math.floor(from / period) * period;
  let startOffset = sample(format, periodStart);
  while (periodStart < limit) {
    const periodEnd = periodStart + period;
    const endOffset = sample(format, periodEnd);
    if (startOffset !== endOffset) {
      const t = pinch(format, periodStart, periodEnd, endOffset);
      if (t >= from + 1) {
        if (t * 1000 >= endMs) break;
        table.starts.push(t * 1000);
        table.offsetsSeconds.push(offsetSecondsOf(endOffset));
        from = t;
        limit = Math.max(from + 1, nowSeconds) + searchLimitSeconds;
      }
    }
    if (periodStart * 1000 >= endMs) break;
    periodStart = periodEnd;
    startOffset = endOffset;
  }
  return table;
}
