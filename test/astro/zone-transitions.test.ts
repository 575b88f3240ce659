/**
 * The offset tables found through Intl's text (`zone-transitions.ts`) against Temporal's own
 * transitions (`getTimeZoneTransition('next')` walked from the same start): the served local
 * times of dasha tables come from these tables, so they must be the very transitions Temporal
 * reports, in zones with daylight saving, double summer time, half-hour and local-mean-time
 * offsets, and in the zones the polyfill samples more finely. (All zones, 1800–2520:
 * scripts/evidence/zone-transitions-diff.ts, bench/RESULTS.md.)
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Temporal } from 'temporal-polyfill';
import { offsetTable, samplePeriodSeconds, temporalOffsetSeconds } from '../../src/astro/time/zone-transitions.ts';
import { seededRandom } from '../helpers/random.ts';

function temporalTable(timezone: string, start: number, end: number) {
  let zdt = Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(timezone);
  const t = { starts: [start], offsetsSeconds: [zdt.offsetNanoseconds / 1e9] };
  for (;;) {
    const next = zdt.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds >= end) break;
    t.starts.push(next.epochMilliseconds);
    t.offsetsSeconds.push(next.offsetNanoseconds / 1e9);
    zdt = next;
  }
  return t;
}

const year = 365.25 * 86_400_000;

describe('zone offset tables from Intl', () => {
  it('list the transitions Temporal lists, over 20 years in eight kinds of zone', () => {
    const cases: [string, number][] = [
      ['Europe/London', 1935], ['America/New_York', 2015], ['Asia/Kolkata', 1935], ['Australia/Lord_Howe', 1995],
      ['Asia/Gaza', 2005], ['America/Recife', 1985], ['Asia/Kathmandu', 1980], ['America/St_Johns', 2030],
    ];
    for (const [zone, fromYear] of cases) {
      const start = Date.UTC(fromYear, 0, 1);
      const got = offsetTable(zone, start, start + 20 * year);
      assert.deepEqual(got, temporalTable(zone, start, start + 20 * year), `${zone} from ${fromYear}`);
      assert.ok(got.starts.length > 1, `${zone} has a transition from ${fromYear}`);
    }
  });

  it('give no transition for a fixed zone, and its offset', () => {
    const start = Date.UTC(1990, 0, 1);
    assert.deepEqual(offsetTable('Etc/GMT-14', start, start + 20 * year), { starts: [start], offsetsSeconds: [14 * 3600] });
    assert.deepEqual(offsetTable('UTC', start, start + 20 * year), { starts: [start], offsetsSeconds: [0] });
  });

  it('give Temporal’s offset at 600 random instants 1800–2400, local mean time with seconds included', () => {
    const random = seededRandom(21);
    const zones = ['Europe/London', 'Asia/Kolkata', 'America/New_York', 'Europe/Dublin', 'Asia/Gaza', 'Africa/Monrovia'];
    const a = Date.UTC(1800, 0, 1) / 1000;
    const b = Date.UTC(2400, 0, 1) / 1000;
    for (let i = 0; i < 600; i++) {
      const zone = zones[i % zones.length];
      const s = Math.round(a + random() * (b - a));
      const expected = Temporal.Instant.fromEpochMilliseconds(s * 1000).toZonedDateTimeISO(zone).offsetNanoseconds / 1e9;
      assert.equal(temporalOffsetSeconds(zone, s), expected, `${zone} ${new Date(s * 1000).toISOString()}`);
    }
  });

  it('sample every 19 days, and the zones whose rules change twice within that more finely', () => {
    assert.equal(samplePeriodSeconds('Asia/Kolkata'), 19 * 86_400);
    assert.equal(samplePeriodSeconds('Asia/Gaza'), 6 * 86_400);
    assert.equal(samplePeriodSeconds('Europe/Vienna'), 9 * 86_400);
  });

  it('find London’s 27 March 2022 change at 01:00:00 UTC to the second', () => {
    const start = Date.UTC(2022, 0, 1);
    const t = offsetTable('Europe/London', start, Date.UTC(2022, 5, 1));
    assert.deepEqual(t, { starts: [start, Date.UTC(2022, 2, 27, 1)], offsetsSeconds: [0, 3600] });
  });
});
