/**
 * Local wall-clock time → UTC (TIME.TZDB, TIME.FIXED_OFFSET). The expected offsets are
 * historical facts recorded in the IANA tz database (file `asia`, Zone Asia/Kolkata;
 * file `northamerica`, Zone America/New_York), not values computed by our code.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  formatLocal,
  formatUtcOffset,
  resolveLocalTime,
  type LocalMomentInput,
} from '../../src/astro/time/civil.ts';
import { ApiError, LocalTimeNonexistent, OutOfRange, ValidationFailed } from '../../src/shared/errors.ts';

const knownDeviation = (id: string) =>
  process.env.RUN_KNOWN_DEVIATIONS ? false : `known deviation ${id} (test/golden/known-deviations.md)`;

const kolkataNoon = (localDate: string, extra: Partial<LocalMomentInput> = {}) =>
  resolveLocalTime({ localDate, localTime: '12:00:00', timezone: 'Asia/Kolkata', ...extra });

/** Asserts `fn` throws the given ApiError subclass with details[0].path = `path`. */
function throwsNaming(fn: () => unknown, kind: new (...a: never[]) => ApiError, path: string) {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof kind, `expected ${kind.name}, got ${String(e)}`);
    assert.equal(e.details[0].path, path);
    return true;
  });
}

test('Kolkata kept Madras time +05:21:10 from 1870 until 1906-01-01, to the exact second', () => {
  // tzdb: "5:21:10 - MMT 1906 Jan 1" — Madras local mean time (80°17′30″ E), the railway
  // time of British India, used in Calcutta from 1870 until IST (+05:30) took over in 1906.
  for (const date of ['1880-01-01', '1900-07-15', '1905-12-31']) {
    const r = kolkataNoon(date);
    assert.equal(r.utcOffsetSeconds, 5 * 3600 + 21 * 60 + 10, date);
    assert.equal(r.instant.utc, `${date}T06:38:50Z`, date);
  }
});

test('Kolkata before 1870 used its own mean times: +05:53:28 (LMT, to 1854-06-28) and +05:53:20 (Howrah, to 1870)', () => {
  // tzdb: "5:53:28 - LMT 1854 Jun 28" then "5:53:20 - HMT 1870" (Howrah Mean Time).
  assert.equal(kolkataNoon('1850-01-01').instant.utc, '1850-01-01T06:06:32Z');
  assert.equal(kolkataNoon('1860-01-01').instant.utc, '1860-01-01T06:06:40Z');
});

test('Indian Standard Time +05:30 starts on 1906-01-01 and holds today', () => {
  assert.equal(kolkataNoon('1906-01-01').utcOffsetSeconds, 19_800);
  assert.equal(kolkataNoon('1906-01-01').instant.utc, '1906-01-01T06:30:00Z');
  assert.equal(kolkataNoon('2024-01-15').instant.utc, '2024-01-15T06:30:00Z');
});

test('war time +06:30 applies 1941-10 → 1942-05-15 and 1942-09-01 → 1945-10-15, with +05:30 in the summer of 1942', () => {
  // tzdb: "5:30 1:00 +0630 1942 May 15", "5:30 - IST 1942 Sep", "5:30 1:00 +0630 1945 Oct 15":
  // clocks were advanced an hour for the Second World War in two spells.
  assert.equal(kolkataNoon('1941-09-30').utcOffsetSeconds, 19_800);
  assert.equal(kolkataNoon('1941-10-02').utcOffsetSeconds, 23_400);
  assert.equal(kolkataNoon('1942-06-01').utcOffsetSeconds, 19_800);
  assert.equal(kolkataNoon('1942-09-02').utcOffsetSeconds, 23_400);
  assert.equal(kolkataNoon('1944-03-01').instant.utc, '1944-03-01T05:30:00Z');
  assert.equal(kolkataNoon('1945-10-14').utcOffsetSeconds, 23_400);
  assert.equal(kolkataNoon('1945-10-16').utcOffsetSeconds, 19_800);
});

test('the old name Asia/Calcutta is accepted and resolves like Asia/Kolkata', () => {
  // tzdb "backward": Link Asia/Kolkata Asia/Calcutta (renamed in 2008).
  for (const date of ['1900-07-15', '1943-01-01', '2024-01-15']) {
    const a = resolveLocalTime({ localDate: date, localTime: '12:00:00', timezone: 'Asia/Calcutta' });
    assert.equal(a.instant.epochMilliseconds, kolkataNoon(date).instant.epochMilliseconds, date);
  }
});

test('an alias zone (Asia/Calcutta) is accepted as given and resolves exactly like Asia/Kolkata', () => {
  const a = resolveLocalTime({ localDate: '2024-01-15', localTime: '12:00:00', timezone: 'Asia/Calcutta' });
  const b = resolveLocalTime({ localDate: '2024-01-15', localTime: '12:00:00', timezone: 'Asia/Kolkata' });
  assert.equal(a.frame.timezone, 'Asia/Calcutta');
  assert.equal(a.instant.utc, b.instant.utc);
  assert.equal(a.utcOffsetSeconds, b.utcOffsetSeconds);
});

test('zones merged into links keep their own pre-1970 history: Reykjavik LMT -01:28 before 1908, Oslo summer time 1959–1965', { skip: knownDeviation('KD-3') }, () => {
  // tzdb (file backzone, and the main data before 2022b): "Zone Atlantic/Reykjavik -1:28 - LMT 1908",
  // then -1:00 until 1968; Norway kept summer time (+02:00) from 1959 to 1965. Node's ICU data
  // is built without backzone, so both zones get their link target's history (Africa/Abidjan,
  // Europe/Berlin): Reykjavik 1894 at -00:16:08 and Oslo 1960 at +01:00.
  const reykjavik = resolveLocalTime({ localDate: '1894-11-21', localTime: '12:00:00', timezone: 'Atlantic/Reykjavik' });
  assert.equal(reykjavik.instant.utc, '1894-11-21T13:28:00Z');
  const oslo = resolveLocalTime({ localDate: '1960-07-01', localTime: '12:00:00', timezone: 'Europe/Oslo' });
  assert.equal(oslo.instant.utc, '1960-07-01T10:00:00Z');
});

test('a New York time in the 2024-03-10 spring-forward gap (02:30) is refused with LocalTimeNonexistent naming /localTime', () => {
  // US DST 2024 began Sunday 2024-03-10 at 02:00 EST, clocks jumping to 03:00 EDT.
  throwsNaming(
    () => resolveLocalTime({ localDate: '2024-03-10', localTime: '02:30', timezone: 'America/New_York' }),
    LocalTimeNonexistent,
    '/localTime',
  );
  // The edges of the gap exist.
  assert.equal(resolveLocalTime({ localDate: '2024-03-10', localTime: '01:59:59', timezone: 'America/New_York' }).instant.utc, '2024-03-10T06:59:59Z');
  assert.equal(resolveLocalTime({ localDate: '2024-03-10', localTime: '03:00', timezone: 'America/New_York' }).instant.utc, '2024-03-10T07:00:00Z');
});

test('a New York time repeated on 2024-11-03 (01:30) takes the earlier offset -04:00 and warns local-time-ambiguous', () => {
  // US DST 2024 ended Sunday 2024-11-03 at 02:00 EDT, clocks going back to 01:00 EST:
  // 01:30 happened at 05:30Z (EDT, -04:00) and again at 06:30Z (EST, -05:00).
  const r = resolveLocalTime({ localDate: '2024-11-03', localTime: '01:30', timezone: 'America/New_York' });
  assert.equal(r.utcOffsetSeconds, -4 * 3600);
  assert.equal(r.instant.utc, '2024-11-03T05:30:00Z');
  assert.deepEqual(r.warnings, ['local-time-ambiguous']);
  const plain = resolveLocalTime({ localDate: '2024-11-03', localTime: '03:30', timezone: 'America/New_York' });
  assert.deepEqual(plain.warnings, []);
});

test('utcOffset +04:51 (Bombay time) overrides the zone rules', () => {
  // Bombay kept its own time (+04:51) until 1955, which tzdb does not record for Asia/Kolkata.
  const r = kolkataNoon('1950-01-01', { utcOffset: '+04:51' });
  assert.equal(r.frame.kind, 'fixed-offset');
  assert.equal(r.utcOffsetSeconds, 4 * 3600 + 51 * 60);
  assert.equal(r.instant.utc, '1950-01-01T07:09:00Z');
  assert.equal(kolkataNoon('1940-01-01', { utcOffset: '+05:53:20' }).instant.utc, '1940-01-01T06:06:40Z');
  assert.equal(kolkataNoon('2024-01-15', { utcOffset: '-03:30' }).instant.utc, '2024-01-15T15:30:00Z');
});

test('a malformed or too large utcOffset is a ValidationFailed naming /utcOffset', () => {
  for (const utcOffset of ['+14:01', '+05:60', '0530', '+5:30', 'IST']) {
    throwsNaming(() => kolkataNoon('2024-01-15', { utcOffset }), ValidationFailed, '/utcOffset');
  }
});

test('years 1799 and 2400 are OutOfRange naming /localDate; 1800 and 2399 are served', () => {
  throwsNaming(() => kolkataNoon('1799-12-31'), OutOfRange, '/localDate');
  throwsNaming(() => kolkataNoon('2400-01-01'), OutOfRange, '/localDate');
  assert.equal(kolkataNoon('1800-01-01').localDate.year, 1800);
  assert.equal(kolkataNoon('2399-12-31').localDate.year, 2399);
});

test('2023-02-30 and other impossible dates and times are ValidationFailed naming the field', () => {
  throwsNaming(() => kolkataNoon('2023-02-30'), ValidationFailed, '/localDate');
  throwsNaming(() => kolkataNoon('2023-02-29'), ValidationFailed, '/localDate');
  throwsNaming(() => kolkataNoon('2023-13-01'), ValidationFailed, '/localDate');
  throwsNaming(() => kolkataNoon('15-01-2023'), ValidationFailed, '/localDate');
  throwsNaming(() => resolveLocalTime({ localDate: '2023-01-01', localTime: '24:00', timezone: 'UTC' }), ValidationFailed, '/localTime');
  throwsNaming(() => resolveLocalTime({ localDate: '2023-01-01', localTime: '12:60', timezone: 'UTC' }), ValidationFailed, '/localTime');
  assert.equal(kolkataNoon('2024-02-29').instant.utc, '2024-02-29T06:30:00Z');
});

test('an unknown time zone is a ValidationFailed naming /timezone', () => {
  for (const timezone of ['Mars/Olympus_Mons', 'Asia/Bombay_', 'IST+5', '']) {
    throwsNaming(() => resolveLocalTime({ localDate: '2024-01-15', localTime: '12:00', timezone }), ValidationFailed, '/timezone');
  }
});

test('errors name the field under a path prefix (e.g. /bride/localDate)', () => {
  throwsNaming(() => resolveLocalTime({ localDate: '2400-01-01', localTime: '12:00', timezone: 'UTC' }, '/bride'), OutOfRange, '/bride/localDate');
});

test('formatLocal keeps the seconds of a historical offset (+05:21:10) so the string names the same instant', () => {
  const r = kolkataNoon('1900-07-15');
  assert.equal(formatLocal(r.frame, r.instant.epochMilliseconds), '1900-07-15T12:00:00+05:21:10');
  assert.equal(Date.parse('1900-07-15T12:00:00+05:21') - Math.round(r.instant.epochMilliseconds), 10_000, 'a minute-rounded offset would be 10 s off');
  const now = kolkataNoon('2024-01-15');
  assert.equal(formatLocal(now.frame, now.instant.epochMilliseconds), '2024-01-15T12:00:00+05:30');
  assert.equal(formatUtcOffset(-(3 * 3600 + 30 * 60)), '-03:30');
  assert.equal(formatUtcOffset(21_208), '+05:53:28');
});
