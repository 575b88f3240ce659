/**
 * Warming the time-zone offset tables (src/astro/time/zone-warm.ts): the warmed tables give the
 * tz database's offsets (IST +05:30 since 1945, New York's EST/EDT, London's GMT/BST), and an
 * unknown zone is skipped rather than thrown.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { warmTimeZoneRules, warmTimeZoneRulesInBackground } from '../../src/astro/time/zone-warm.ts';
import { zoneOffsetSecondsAt } from '../../src/astro/time/zone-offsets.ts';

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
