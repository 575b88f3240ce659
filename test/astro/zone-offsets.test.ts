/**
 * Cached zone offsets and the integer ISO formatter against the platform: the offset from
 * the cached transitions must equal Temporal's direct answer at every instant (daylight
 * saving, wartime double summer time, pre-standard local mean time), and formatted local
 * times must equal what Date + Temporal give.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Temporal } from 'temporal-polyfill';
import { zoneOffsetSecondsAt } from '../../src/astro/time/zone-offsets.ts';
import { MomentFormatter } from '../../src/calculations/shared/moments.ts';
import { seededRandom } from '../helpers/random.ts';

const zones = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Africa/Casablanca', 'Asia/Kathmandu'];
const direct = (zone: string, ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).offsetNanoseconds / 1e9;

describe('cached zone offsets', () => {
  it('agree with Temporal at 3,000 random instants 1800–2400', () => {
    const random = seededRandom(11);
    const a = Date.UTC(1800, 0, 1);
    const b = Date.UTC(2400, 0, 1);
    for (let i = 0; i < 3000; i++) {
      const zone = zones[i % zones.length];
      const ms = Math.round((a + random() * (b - a)) / 1000) * 1000;
      assert.equal(zoneOffsetSecondsAt(zone, ms), direct(zone, ms), `${zone} ${new Date(ms).toISOString()}`);
    }
  });

  it('switch at the exact second of a transition (London, 27 March 2022 01:00 UTC)', () => {
    const t = Date.UTC(2022, 2, 27, 1, 0, 0);
    assert.equal(zoneOffsetSecondsAt('Europe/London', t - 1000), 0);
    assert.equal(zoneOffsetSecondsAt('Europe/London', t), 3600);
  });
});

describe('moment formatting', () => {
  it('gives the local wall time and exact offset, double summer time and local mean time included', () => {
    const cases: [string, number, string][] = [
      ['Europe/London', Date.UTC(1944, 5, 6, 4, 30), '1944-06-06T06:30:00+02:00'], // double summer time
      ['Asia/Kolkata', Date.UTC(1890, 0, 1, 12), '1890-01-01T17:21:10+05:21:10'], // Madras time
      ['America/New_York', Date.UTC(2030, 10, 3, 6, 30), '2030-11-03T01:30:00-05:00'], // after the November change
    ];
    for (const [timezone, ms, local] of cases) {
      const jd = ms / 86_400_000 + 2_440_587.5;
      const m = new MomentFormatter({ kind: 'zone', timezone }).moment(jd);
      assert.equal(m.local, local, timezone);
      assert.equal(m.utc, new Date(ms).toISOString().replace('.000Z', 'Z'));
    }
  });
});
