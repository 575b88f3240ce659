import { Temporal } from 'temporal-polyfill';
import { LocalTimeNonexistent, OutOfRange, ValidationFailed } from '../../shared/errors.ts';
import { instantFromEpochMilliseconds, type Instant } from './instant.ts';
import { isoDateTimeFromEpochSeconds } from '../../shared/iso-time.ts';
import { zoneOffsetSecondsAt } from './zone-offsets.ts';
import { wallInstants } from './wall-instant.ts';
import { startOfLocalDayAt } from './start-of-day.ts';

/** The years the vendored ephemeris files serve (sepl_18/semo_18 cover 1800–2399). */
export const firstServedYear = 1800;
export const lastServedYear = 2399;

/**
 * How local wall-clock time relates to UTC for a request: the IANA zone's historical rules
 * (`TIME.TZDB`), or a caller-given fixed offset (`TIME.FIXED_OFFSET`) for places whose
 * historical time the tz database lacks (Bombay time before 1955, Calcutta time before 1948).
 */
export type TimeFrame =
  | { kind: 'zone'; timezone: string }
  | { kind: 'fixed-offset'; timezone: string; offsetSeconds: number };

export interface ResolvedLocalTime {
  instant: Instant;
  /** The civil date as given (the panchang day, the birth date). */
  localDate: Temporal.PlainDate;
  frame: TimeFrame;
  /** The UTC offset in force at the instant, in seconds east of Greenwich. */
  utcOffsetSeconds: number;
  /** Warning ids (e.g. `local-time-ambiguous`), never containing the input values. */
  warnings: string[];
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const offsetPattern = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Parses and range-checks `YYYY-MM-DD`; throws a 422 naming `path`. */
export function parseLocalDate(value: string, path: string): Temporal.PlainDate {
  const m = datePattern.exec(value);
  if (!m) throw new ValidationFailed(path, 'must be a date YYYY-MM-DD');
  const year = Number(m[1]);
  if (year < firstServedYear || year > lastServedYear) {
    throw new OutOfRange(path, `year must be between ${firstServedYear} and ${lastServedYear}`);
  }
  try {
    // The constructor rejects a date that does not exist, as `from` with overflow 'reject' does, in half the time.
    return new Temporal.PlainDate(year, Number(m[2]), Number(m[3]));
  } catch {
    throw new ValidationFailed(path, 'is not a calendar date');
  }
}

/** Parses `HH:MM` or `HH:MM:SS`; throws a 422 naming `path`. */
export function parseLocalTime(value: string, path: string): Temporal.PlainTime {
  const m = timePattern.exec(value);
  if (!m) throw new ValidationFailed(path, 'must be a time HH:MM:SS');
  try {
    // The constructor rejects a time out of range, as `from` with overflow 'reject' does.
    return new Temporal.PlainTime(Number(m[1]), Number(m[2]), Number(m[3] ?? 0));
  } catch {
    throw new ValidationFailed(path, 'is not a time of day');
  }
}

/** Parses `+05:30` / `-04:51:00` into seconds east of Greenwich; |offset| ≤ 14 h. */
export function parseUtcOffset(value: string, path: string): number {
  const m = offsetPattern.exec(value);
  if (!m) throw new ValidationFailed(path, 'must be an offset like +05:30');
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  if (Number(m[3]) > 59 || Number(m[4] ?? 0) > 59 || seconds > 14 * 3600) {
    throw new ValidationFailed(path, 'must be between -14:00 and +14:00');
  }
  return m[1] === '-' ? -seconds : seconds;
}

const knownZones = new Map<string, string | null>();

/**
 * Validates an IANA zone id and returns it as the platform spells it (case corrected:
 * `asia/kolkata` → `Asia/Kolkata`); links such as Asia/Calcutta are kept, not rewritten to
 * their targets, because the platform's zone data names some links as canonical, and resolve
 * exactly like them. Throws a 422 naming `path` for an unknown zone.
 * Results are memoised: zone lookups are on every request's path.
 */
export function requireTimeZone(timezone: string, path: string): string {
  let canonical = knownZones.get(timezone);
  if (canonical === undefined) {
    try {
      canonical = Temporal.Now.zonedDateTimeISO(timezone).timeZoneId;
    } catch {
      canonical = null;
    }
    if (knownZones.size < 2000) knownZones.set(timezone, canonical);
  }
  if (canonical === null) throw new ValidationFailed(path, 'must be an IANA time zone name such as Asia/Kolkata');
  return canonical;
}

export interface LocalMomentInput {
  localDate: string;
  localTime: string;
  timezone: string;
  utcOffset?: string | undefined;
}

/**
 * Converts a local wall-clock date and time to an Instant.
 *
 * Policy (`TIME.TZDB`): a time inside a spring-forward gap is refused with
 * LOCAL_TIME_NONEXISTENT; a time repeated by a fall-back overlap takes the earlier offset and
 * adds the warning `local-time-ambiguous`. With `utcOffset` the zone's rules are bypassed.
 *
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent, each naming the field
 */
export function resolveLocalTime(input: LocalMomentInput, pathPrefix = ''): ResolvedLocalTime {
  const date = parseLocalDate(input.localDate, `${pathPrefix}/localDate`);
  const time = parseLocalTime(input.localTime, `${pathPrefix}/localTime`);
  const timezone = requireTimeZone(input.timezone, `${pathPrefix}/timezone`);
  const warnings: string[] = [];
  if (input.utcOffset !== undefined) {
    const offsetSeconds = parseUtcOffset(input.utcOffset, `${pathPrefix}/utcOffset`);
    const ms = date.toPlainDateTime(time).toZonedDateTime('UTC').epochMilliseconds - offsetSeconds * 1000;
    return {
      instant: instantFromEpochMilliseconds(ms),
      localDate: date,
      frame: { kind: 'fixed-offset', timezone, offsetSeconds },
      utcOffsetSeconds: offsetSeconds,
      warnings,
    };
  }
  // Temporal's own rule for the instants of a wall time, read from the cached offset tables
  // (wall-instant.ts): the earlier of two when the time repeats, none in a gap.
  const wallSeconds = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second) / 1000;
  const { epochSeconds, offsetsSeconds } = wallInstants(timezone, wallSeconds);
  if (epochSeconds.length === 0) {
    throw new LocalTimeNonexistent(`${pathPrefix}/localTime`, 'falls in a daylight-saving gap of this time zone');
  }
  if (epochSeconds.length > 1) warnings.push('local-time-ambiguous');
  return {
    instant: instantFromEpochMilliseconds(epochSeconds[0] * 1000),
    localDate: date,
    frame: { kind: 'zone', timezone },
    utcOffsetSeconds: offsetsSeconds[0],
    warnings,
  };
}

/** One zone's offset at one instant straight from Temporal (~50 µs; no cache warm-up). */
export function directZoneOffsetSeconds(timezone: string, epochMilliseconds: number): number {
  return Temporal.Instant.fromEpochMilliseconds(Math.round(epochMilliseconds)).toZonedDateTimeISO(timezone).offsetNanoseconds / 1e9;
}

/** The UTC offset (seconds) in force at an instant in a frame (cached zone transitions). */
export function offsetSecondsAt(frame: TimeFrame, epochMilliseconds: number): number {
  if (frame.kind === 'fixed-offset') return frame.offsetSeconds;
  return zoneOffsetSecondsAt(frame.timezone, epochMilliseconds);
}

/** The civil date in force at an instant in a frame (e.g. "today" at the request's place). */
export function localDateAt(frame: TimeFrame, epochMilliseconds: number): Temporal.PlainDate {
  const wall = new Date(epochMilliseconds + offsetSecondsAt(frame, epochMilliseconds) * 1000);
  return Temporal.PlainDate.from({ year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() });
}

/** Formats an offset in seconds as `+05:30` (with `:SS` only when the seconds are not zero). */
export function formatUtcOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const a = Math.abs(Math.round(offsetSeconds));
  const hh = String(Math.floor(a / 3600)).padStart(2, '0');
  const mm = String(Math.floor((a % 3600) / 60)).padStart(2, '0');
  const ss = a % 60;
  return `${sign}${hh}:${mm}${ss ? `:${String(ss).padStart(2, '0')}` : ''}`;
}

/**
 * Local wall-clock ISO 8601 with the exact offset, rounded to the second:
 * `2024-01-15T12:11:12+05:30`. (Temporal rounds historical offsets such as +05:21:10 to the
 * minute when printing; this keeps the seconds so the string names the same instant.)
 */
export function formatLocal(frame: TimeFrame, epochMilliseconds: number): string {
  const seconds = Math.round(epochMilliseconds / 1000);
  const offset = offsetSecondsAt(frame, seconds * 1000);
  return `${isoDateTimeFromEpochSeconds(seconds + offset)}${formatUtcOffset(offset)}`;
}

/**
 * The instant (epoch ms) of local midnight starting a civil date in a frame (first instant of
 * the day, as Temporal's `toZonedDateTime` gives it; start-of-day.ts).
 */
export function startOfLocalDay(frame: TimeFrame, date: Temporal.PlainDate): number {
  return startOfLocalDayAt(frame, date.year, date.month, date.day);
}
