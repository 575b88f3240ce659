/**
 * The panchang's moment formatter (a window of a few days formatted by arithmetic from the
 * zone offsets at its ends, transitions inside found to the second) against Temporal's own
 * wall time for each instant: days with a daylight-saving change in New York and London, a
 * 45-minute zone (Kathmandu), a half-hour zone with daylight saving (Adelaide) and Lord Howe,
 * whose clocks move by half an hour.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { MomentFormatter } from '../../src/calculations/shared/moments.ts';

const jdOf = (ms: number) => ms / 86_400_000 + 2_440_587.5;

/** The expected `local` text of an instant, from Temporal (whole seconds, exact offset). */
function temporalLocal(zone: string, ms: number): string {
  const seconds = Math.round(ms / 1000);
  const zdt = Temporal.Instant.fromEpochMilliseconds(seconds * 1000).toZonedDateTimeISO(zone);
  const off = zdt.offsetNanoseconds / 1e9;
  const sign = off < 0 ? '-' : '+';
  const a = Math.abs(off);
  const two = (n: number) => String(n).padStart(2, '0');
  const suffix = `${sign}${two(Math.floor(a / 3600))}:${two(Math.floor((a % 3600) / 60))}${a % 60 ? `:${two(a % 60)}` : ''}`;
  const p = zdt.toPlainDateTime();
  return `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}${suffix}`;
}

/** Days around transitions: [zone, an instant on the day of a change]. */
const transitionDays: [string, number][] = [
  ['America/New_York', Date.UTC(2024, 2, 10, 7)], // 02:00 EST → 03:00 EDT
  ['America/New_York', Date.UTC(2024, 10, 3, 6)], // 02:00 EDT → 01:00 EST
  ['Europe/London', Date.UTC(2022, 2, 27, 1)],
  ['Europe/London', Date.UTC(2022, 9, 30, 1)],
  ['Europe/London', Date.UTC(1944, 3, 2, 1)], // double summer time begins
  ['Australia/Adelaide', Date.UTC(2024, 3, 6, 16, 30)],
  ['Australia/Lord_Howe', Date.UTC(2024, 3, 6, 15)],
  ['Asia/Kathmandu', Date.UTC(1986, 0, 1)], // +05:30 → +05:45
];

describe('panchang moment formatting', () => {
  it('formats every second-rounded instant of a window with a transition as Temporal does', () => {
    for (const [zone, t] of transitionDays) {
      const fmt = new MomentFormatter({ kind: 'zone', timezone: zone }, { startJd: jdOf(t) - 2, endJd: jdOf(t) + 2 });
      // Every 7 minutes over the window, and each second around the change.
      for (let ms = t - 2 * 86_400_000; ms <= t + 2 * 86_400_000; ms += 7 * 60_000 + 3_000) {
        assert.equal(fmt.moment(jdOf(ms)).local, temporalLocal(zone, ms), `${zone} ${new Date(ms).toISOString()}`);
      }
      const change = Temporal.Instant.fromEpochMilliseconds(t - 86_400_000).toZonedDateTimeISO(zone).getTimeZoneTransition('next')!.epochMilliseconds;
      for (let ms = change - 3000; ms <= change + 3000; ms += 1000) {
        assert.equal(fmt.moment(jdOf(ms)).local, temporalLocal(zone, ms), `${zone} at the change ${ms}`);
      }
    }
  });

  it('formats instants outside the window (new moons weeks away) as Temporal does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('America/New_York', 'Europe/London', 'Asia/Kathmandu', 'Australia/Adelaide', 'Asia/Kolkata'),
        fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2399, 0, 1) }),
        fc.double({ min: -40, max: 40, noNaN: true }),
        (zone, t, dayOffset) => {
          const fmt = new MomentFormatter({ kind: 'zone', timezone: zone }, { startJd: jdOf(t) - 2, endJd: jdOf(t) + 2 });
          const ms = t + dayOffset * 86_400_000;
          assert.equal(fmt.moment(jdOf(ms)).local, temporalLocal(zone, ms));
        },
      ),
      { numRuns: 400, seed: 21 },
    );
  });
});
