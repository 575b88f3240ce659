/**
 * The first instant of a civil date from the cached offset tables (`start-of-day.ts`, used by
 * the panchang day, disha shool, the calendar and the KP day lord) against Temporal's own
 * answer (`PlainDate#toZonedDateTime(zone)`, the code it replaced): the same epoch millisecond
 * for random dates 1800–2399 in every zone the platform knows, for every date 1970–2030 whose
 * midnight is within a day of a change of offset in zones whose clocks moved at midnight, and
 * with a fixed UTC offset.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Temporal } from 'temporal-polyfill';
import { startOfLocalDayAt } from '../../src/astro/time/start-of-day.ts';
import { zoneOffsetSecondsAt } from '../../src/astro/time/zone-offsets.ts';
import { seededRandom } from '../helpers/random.ts';

const temporal = (zone: string, y: number, m: number, d: number) => Temporal.PlainDate.from({ year: y, month: m, day: d }).toZonedDateTime(zone).epochMilliseconds;

describe('start of a civil date', () => {
  it('is Temporal\'s instant for random dates 1800–2399 in every zone the platform knows', () => {
    const random = seededRandom(2_026_12_08);
    const zones = Intl.supportedValuesOf('timeZone');
    assert.ok(zones.length > 300);
    for (const zone of zones) {
      for (let n = 0; n < 12; n++) {
        const [y, m, d] = [1800 + Math.floor(random() * 600), 1 + Math.floor(random() * 12), 1 + Math.floor(random() * 28)];
        assert.equal(startOfLocalDayAt({ kind: 'zone', timezone: zone }, y, m, d), temporal(zone, y, m, d), `${zone} ${y}-${m}-${d}`);
      }
    }
  });

  it('is Temporal\'s instant around every change of offset 1970–2030 in zones whose clocks moved at midnight, gaps included', () => {
    const zones = ['America/Sao_Paulo', 'Asia/Tehran', 'America/Havana', 'America/Santiago', 'America/Asuncion', 'Asia/Beirut', 'Asia/Amman', 'Asia/Damascus', 'Africa/Cairo', 'America/Godthab', 'Atlantic/Azores', 'America/Campo_Grande', 'Asia/Gaza'];
    let gaps = 0;
    for (const zone of zones) {
      for (let ms = Date.UTC(1970, 0, 1); ms < Date.UTC(2030, 0, 1); ms += 86_400_000) {
        if (zoneOffsetSecondsAt(zone, ms - 86_400_000) === zoneOffsetSecondsAt(zone, ms + 86_400_000)) continue;
        const day = new Date(ms);
        const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
        const got = startOfLocalDayAt({ kind: 'zone', timezone: zone }, y, m, d);
        const want = temporal(zone, y, m, d);
        assert.equal(got, want, `${zone} ${y}-${m}-${d}`);
        if (Temporal.Instant.fromEpochMilliseconds(want).toZonedDateTimeISO(zone).hour !== 0) gaps++;
      }
    }
    assert.ok(gaps >= 20, `${gaps} dates whose midnight fell in a gap`);
  });

  it('rolls a day past the month\'s end over to the next date, and takes a fixed offset as given', () => {
    const kolkata = { kind: 'zone', timezone: 'Asia/Kolkata' } as const;
    assert.equal(startOfLocalDayAt(kolkata, 2024, 2, 30), temporal('Asia/Kolkata', 2024, 3, 1));
    assert.equal(startOfLocalDayAt(kolkata, 1899, 12, 32), temporal('Asia/Kolkata', 1900, 1, 1));
    const fixed = { kind: 'fixed-offset', timezone: 'Asia/Kolkata', offsetSeconds: 19_800 } as const;
    assert.equal(startOfLocalDayAt(fixed, 1890, 5, 10), Date.UTC(1890, 4, 10) - 19_800_000);
  });
});
