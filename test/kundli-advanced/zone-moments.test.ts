/**
 * The dasha-table time formatter: its cached offset transitions must give the same local
 * time as the time-zone database (through Temporal) at every instant, including the hours
 * around daylight-saving changes, wartime double summer time and pre-standard local mean
 * time; and its integer ISO formatter must match `Date.prototype.toISOString`.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatLocal, offsetSecondsAt } from '../../src/astro/time/civil.ts';
import { TimelineMoments, isoSeconds, zoneOffsetSeconds } from '../../src/calculations/kundli-advanced/zone-moments.ts';

/** A fixed-seed generator (LCG) so every run checks the same instants. */
function seededRandom(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1_664_525) + 1_013_904_223) >>> 0;
    return x / 4_294_967_296;
  };
}

const zones = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Africa/Casablanca', 'Asia/Kathmandu'];

describe('cached zone offsets', () => {
  it('agree with the time-zone database at 3,000 random instants 1800–2520', () => {
    const random = seededRandom(11);
    const a = Date.UTC(1800, 0, 1);
    const b = Date.UTC(2520, 0, 1);
    for (let i = 0; i < 3000; i++) {
      const timezone = zones[i % zones.length];
      const ms = Math.round((a + random() * (b - a)) / 1000) * 1000;
      const frame = { kind: 'zone', timezone } as const;
      assert.equal(zoneOffsetSeconds(frame as never, ms), offsetSecondsAt(frame as never, ms), `${timezone} ${new Date(ms).toISOString()}`);
    }
  });

  it('switch at the exact second of a transition (London, 27 March 2022 01:00 UTC)', () => {
    const frame = { kind: 'zone', timezone: 'Europe/London' } as never;
    const t = Date.UTC(2022, 2, 27, 1, 0, 0);
    assert.equal(zoneOffsetSeconds(frame, t - 1000), 0);
    assert.equal(zoneOffsetSeconds(frame, t), 3600);
  });

  it('format local times as the shared formatter does, double summer time and local mean time included', () => {
    const cases: [string, number][] = [
      ['Europe/London', Date.UTC(1944, 5, 6, 4, 30)], // BST + 1 h (double summer time)
      ['Asia/Kolkata', Date.UTC(1870, 0, 1, 12)], // local mean time before standard time
      ['America/New_York', Date.UTC(2030, 10, 3, 6, 30)], // after a November change
    ];
    for (const [timezone, ms] of cases) {
      const frame = { kind: 'zone', timezone } as never;
      const jd = ms / 86_400_000 + 2_440_587.5;
      assert.equal(new TimelineMoments(frame).moment(jd).local, formatLocal(frame, ms), timezone);
    }
  });
});

describe('integer ISO formatting', () => {
  it('matches toISOString to the second over 1700–2600', () => {
    const random = seededRandom(5);
    const a = Date.UTC(1700, 0, 1);
    const b = Date.UTC(2600, 0, 1);
    for (let i = 0; i < 20_000; i++) {
      const ms = Math.floor(a + random() * (b - a));
      assert.equal(isoSeconds(ms), new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19));
    }
    assert.equal(isoSeconds(Date.UTC(2000, 1, 29, 23, 59, 59)), '2000-02-29T23:59:59');
    assert.equal(isoSeconds(Date.UTC(1900, 2, 1)), '1900-03-01T00:00:00');
  });
});
