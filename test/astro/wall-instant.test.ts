/**
 * A local wall time resolved from the cached offset tables (`wall-instant.ts`, used by
 * `resolveLocalTime`) against Temporal's own answer (`toZonedDateTime` with `earlier` and
 * `later`, the code it replaced): the same instant, offset, ambiguity and gap at random wall
 * times 1800–2399 in zones with daylight saving, double summer time, half-hour and 45-minute
 * offsets and local mean time, and around each transition of 1800–2099
 * in London, New York, Lord Howe (a 30-minute shift) and Casablanca.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Temporal } from 'temporal-polyfill';
import { resolveLocalTime } from '../../src/astro/time/civil.ts';
import { instantFromEpochMilliseconds } from '../../src/astro/time/instant.ts';
import { wallInstants } from '../../src/astro/time/wall-instant.ts';
import { LocalTimeNonexistent } from '../../src/shared/errors.ts';
import { seededRandom } from '../helpers/random.ts';

const zones = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Africa/Casablanca', 'Asia/Kathmandu', 'Europe/Dublin', 'America/St_Johns'];

/** Temporal's answer for a wall time: null in a gap, else the earlier instant (as the Instant's UT Julian day), its offset and whether the time repeats. */
function temporal(zone: string, wall: Temporal.PlainDateTime): { jdUt: number; offsetSeconds: number; ambiguous: boolean } | null {
  const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
  const later = wall.toZonedDateTime(zone, { disambiguation: 'later' });
  if (earlier.epochMilliseconds !== later.epochMilliseconds && !earlier.toPlainDateTime().equals(wall)) return null;
  return { jdUt: instantFromEpochMilliseconds(earlier.epochMilliseconds).jdUt, offsetSeconds: earlier.offsetNanoseconds / 1e9, ambiguous: earlier.epochMilliseconds !== later.epochMilliseconds };
}

function ours(zone: string, wall: Temporal.PlainDateTime): { jdUt: number; offsetSeconds: number; ambiguous: boolean } | null {
  try {
    const r = resolveLocalTime({ localDate: wall.toPlainDate().toString(), localTime: wall.toPlainTime().toString(), timezone: zone });
    return { jdUt: r.instant.jdUt, offsetSeconds: r.utcOffsetSeconds, ambiguous: r.warnings.includes('local-time-ambiguous') };
  } catch (e) {
    if (e instanceof LocalTimeNonexistent) return null;
    throw e;
  }
}

const plain = (s: number) => Temporal.Instant.fromEpochMilliseconds(s * 1000).toZonedDateTimeISO('UTC').toPlainDateTime();

describe('wall time to instant from the cached offset tables', () => {
  it('agrees with Temporal at 4,000 random wall times 1800–2399 in eight zones', () => {
    const random = seededRandom(21);
    const a = Date.UTC(1800, 0, 2) / 1000;
    const b = Date.UTC(2399, 11, 30) / 1000;
    for (let i = 0; i < 4000; i++) {
      const zone = zones[i % zones.length];
      const wall = plain(Math.floor(a + random() * (b - a)));
      assert.deepEqual(ours(zone, wall), temporal(zone, wall), `${zone} ${wall}`);
    }
  });

  it('agrees with Temporal at every transition of 1800–2099 (wall times up to 90 min either side in 30-minute steps, and the edge seconds)', () => {
    for (const zone of ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Africa/Casablanca']) {
      let t = Temporal.Instant.from('1800-01-02T00:00:00Z').toZonedDateTimeISO(zone);
      const end = Temporal.Instant.from('2100-01-01T00:00:00Z').epochMilliseconds; // later years repeat the same rules
      let count = 0;
      for (;;) {
        const next = t.getTimeZoneTransition('next');
        if (next === null || next.epochMilliseconds > end) break;
        const s = next.epochMilliseconds / 1000;
        // The wall times on both sides of the change: before (old offset) and after (new offset).
        for (const offsetSeconds of [next.subtract({ seconds: 1 }).offsetNanoseconds / 1e9, next.offsetNanoseconds / 1e9]) {
          const wallAt = s + offsetSeconds;
          for (let d = -5400; d <= 5400; d += 1800) {
            const wall = plain(wallAt + d);
            assert.deepEqual(ours(zone, wall), temporal(zone, wall), `${zone} ${wall}`);
          }
          for (const d of [-1, 0, 1]) {
            const wall = plain(wallAt + d);
            assert.deepEqual(ours(zone, wall), temporal(zone, wall), `${zone} ${wall}`);
          }
        }
        t = next;
        count++;
      }
      assert.ok(count > 100, `${zone}: ${count} transitions checked`);
    }
  });

  it('gives two instants, earlier first, for a repeated time and none in a gap (New York, 2021)', () => {
    // 2021-11-07 01:30 repeats (EDT then EST); 2021-03-14 02:30 does not exist.
    const repeated = wallInstants('America/New_York', Date.UTC(2021, 10, 7, 1, 30) / 1000);
    assert.deepEqual(repeated.epochSeconds, [Date.UTC(2021, 10, 7, 5, 30) / 1000, Date.UTC(2021, 10, 7, 6, 30) / 1000]);
    assert.deepEqual(repeated.offsetsSeconds, [-4 * 3600, -5 * 3600]);
    assert.deepEqual(wallInstants('America/New_York', Date.UTC(2021, 2, 14, 2, 30) / 1000).epochSeconds, []);
  });
});
