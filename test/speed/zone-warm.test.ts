/**
 * Warming the time-zone offset tables (src/astro/time/zone-warm.ts): the warmed tables give the
 * tz database's offsets (IST +05:30 since 1945, New York's EST/EDT, London's GMT/BST), and an
 * unknown zone is skipped rather than thrown.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { warmTimeZoneRules, warmTimeZoneRulesInBackground } from '../../src/astro/time/zone-warm.ts';
import { zoneChunkInstants, zoneOffsetSecondsAt } from '../../src/astro/time/zone-offsets.ts';

describe('Warming the time-zone rules', () => {
  it('warms the named zones over the requested years and skips unknown names', () => {
    const warmed = warmTimeZoneRules(['Asia/Kolkata', 'Not/A_Zone', 'America/New_York'], { fromYear: 1990, toYear: 2030 });
    assert.deepEqual(warmed, ['Asia/Kolkata', 'America/New_York']);
  });

  it('leaves the offsets those of the tz database', () => {
    // IST is UTC+05:30; New York is UTC−05:00 in January and −04:00 (DST) in July.
    assert.equal(zoneOffsetSecondsAt('Asia/Kolkata', Date.UTC(2000, 0, 1)), 19_800);
    assert.equal(zoneOffsetSecondsAt('America/New_York', Date.UTC(2020, 0, 15)), -18_000);
    assert.equal(zoneOffsetSecondsAt('America/New_York', Date.UTC(2020, 6, 15)), -14_400);
  });

  it('can warm in the background, a chunk per turn of the event loop', async () => {
    const warmed = await warmTimeZoneRulesInBackground(['Europe/London'], { fromYear: 2000, toYear: 2020 });
    assert.deepEqual(warmed, ['Europe/London']);
    // London: GMT in January, BST (UTC+01:00) in July.
    assert.equal(zoneOffsetSecondsAt('Europe/London', Date.UTC(2010, 0, 15)), 0);
    assert.equal(zoneOffsetSecondsAt('Europe/London', Date.UTC(2010, 6, 15)), 3_600);
  });
});

describe('The warm-up follows the offset cache chunking', () => {
  it('names one instant in each 20-year chunk that overlaps the years, and no more', () => {
    // Chunks are 20 × 365.25 days from 1700-01-01 UTC (zone-offsets.ts): 7,305 days each.
    const chunkMs = 20 * 365.25 * 86_400_000;
    const origin = Date.UTC(1700, 0, 1);
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2119, 11, 31);
    const instants = zoneChunkInstants(from, to);
    const chunkIndex = (ms: number) => Math.floor((ms - origin) / chunkMs);
    // By hand: chunk 9 runs from 1880-01-03 to 1900-01-03 (9 × 7,305 days after 1700-01-01, the
    // leap days of 1700, 1800 and 1900 being absent), so 1900-01-01 is in chunk 9; 2119-12-31 is
    // in chunk 20. Twelve chunks, each named once, in order.
    const indexes = instants.map(chunkIndex);
    assert.equal(instants.length, 12);
    assert.equal(indexes[0], 9);
    assert.deepEqual(indexes, Array.from({ length: indexes.length }, (_, i) => chunkIndex(from) + i));
    assert.equal(indexes.at(-1), chunkIndex(to));
    assert.ok(instants.every((ms) => ms >= from && ms <= to));
  });
});
