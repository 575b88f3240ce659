/**
 * The offset read from `Intl`'s formatted text against Temporal's (an outside implementation
 * over the same tz data): every zone the platform knows, at random instants 1800–2400, and at
 * the seconds either side of real transitions.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Temporal } from 'temporal-polyfill';
import { offsetSecondsAtInstant } from '../../src/astro/time/offset-at.ts';
import { seededRandom } from '../helpers/random.ts';

const temporalOffset = (zone: string, ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).offsetNanoseconds / 1e9;

describe('zone offset from the formatted text', () => {
  it('equals Temporal for every zone at 12 random instants 1800–2400 each', () => {
    const random = seededRandom(21);
    const a = Date.UTC(1800, 0, 1);
    const b = Date.UTC(2400, 0, 1);
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      for (let i = 0; i < 12; i++) {
        const ms = Math.round((a + random() * (b - a)) / 1000) * 1000;
        assert.equal(offsetSecondsAtInstant(zone, ms), temporalOffset(zone, ms), `${zone} ${new Date(ms).toISOString()}`);
      }
    }
  });

  it('switches at the same second as Temporal around transitions of daylight-saving and half-hour zones', () => {
    const zones = ['America/New_York', 'Europe/London', 'Australia/Adelaide', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns'];
    for (const zone of zones) {
      let zdt = Temporal.Instant.fromEpochMilliseconds(Date.UTC(1940, 0, 1)).toZonedDateTimeISO(zone);
      for (let i = 0; i < 6; i++) {
        const next = zdt.getTimeZoneTransition('next');
        if (!next) break;
        const t = next.epochMilliseconds;
        for (const ms of [t - 1000, t, t + 1000]) assert.equal(offsetSecondsAtInstant(zone, ms), temporalOffset(zone, ms), `${zone} ${ms}`);
        zdt = next;
      }
    }
  });

  it('reads whole-second local mean time and zero offsets', () => {
    assert.equal(offsetSecondsAtInstant('Asia/Kolkata', Date.UTC(1850, 0, 1)), 5 * 3600 + 53 * 60 + 28);
    assert.equal(offsetSecondsAtInstant('UTC', Date.UTC(2024, 0, 1)), 0);
    assert.equal(offsetSecondsAtInstant('Asia/Kathmandu', Date.UTC(2024, 0, 1)), 5 * 3600 + 45 * 60);
  });
});
