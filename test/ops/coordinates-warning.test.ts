/**
 * The warning `coordinates-outside-timezone`: the point's own zone (geo-tz) keeps another UTC
 * offset at the birth instant than the requested zone. Offsets below are from the tz database
 * (Asia/Kolkata +05:30; the Barents Sea is nautical zone Etc/GMT-1, +01:00; America/New_York
 * −04:00 in May 1990; America/Phoenix keeps −07:00 all year while America/Denver is −06:00 in
 * summer and −07:00 in winter).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';
import { coordinatesOutsideTimezone } from '../../src/calculations/shared/zone-check.ts';
import { warningTexts } from '../../src/content/warnings.ts';

const birth = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 };
const ids = (r: { json: () => { warnings: { id: string }[] } }) => r.json().warnings.map((w) => w.id);

describe('coordinates outside the time zone', () => {
  it('warns when latitude and longitude of Mumbai are swapped but stay in range', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/kundli', { ...birth, latitude: 72.88, longitude: 19.08 });
    assert.equal(r.statusCode, 200);
    assert.ok(ids(r).includes('coordinates-outside-timezone'));
    const w = r.json().warnings.find((x: { id: string }) => x.id === 'coordinates-outside-timezone');
    assert.deepEqual(w.message, warningTexts['coordinates-outside-timezone']);
    assert.match(w.message.hi, /[\u0900-\u097F]/);
  });

  it('does not warn for Mumbai with Asia/Kolkata, nor with its alias Asia/Calcutta', async (t) => {
    const { app } = await build(t);
    for (const timezone of ['Asia/Kolkata', 'Asia/Calcutta']) {
      const r = await postJson(app, '/v2/calculations/kundli', { ...birth, timezone });
      assert.equal(r.statusCode, 200);
      assert.ok(!ids(r).includes('coordinates-outside-timezone'), timezone);
    }
  });

  it('does not check a birth given with a fixed utcOffset (local mean times the zone data lacks)', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/kundli', { ...birth, localDate: '1950-05-10', utcOffset: '+04:51', latitude: 72.88, longitude: 19.08 });
    assert.equal(r.statusCode, 200);
    assert.ok(!ids(r).includes('coordinates-outside-timezone'));
  });

  it('warns in the panchang and for the partner concerned in a match', async (t) => {
    const { app } = await build(t);
    const p = await postJson(app, '/v2/calculations/panchang', { ...birth, latitude: 40.7128, longitude: -74.006 });
    assert.ok(ids(p).includes('coordinates-outside-timezone'));
    const m = await postJson(app, '/v2/calculations/match-making', { bride: { ...birth, latitude: 72.88, longitude: 19.08 }, groom: birth });
    assert.equal(m.statusCode, 200);
    assert.deepEqual(ids(m).filter((id: string) => id.endsWith('coordinates-outside-timezone')), ['bride.coordinates-outside-timezone']);
  });

  it('compares offsets at the instant, not zone names (Phoenix against Denver: same offset in winter only)', () => {
    const winter = Date.UTC(1990, 0, 10, 12);
    const summer = Date.UTC(1990, 6, 10, 12);
    assert.equal(coordinatesOutsideTimezone(33.4484, -112.074, 'America/Denver', winter, -7 * 3600), false);
    assert.equal(coordinatesOutsideTimezone(33.4484, -112.074, 'America/Denver', summer, -6 * 3600), true);
    assert.equal(coordinatesOutsideTimezone(72.88, 19.08, 'Asia/Kolkata', summer, 5.5 * 3600), true);
    assert.equal(coordinatesOutsideTimezone(19.076, 72.8777, 'Asia/Kolkata', summer, 5.5 * 3600), false);
  });
});

describe('UTC offset of a zone at one instant (Intl)', () => {
  it('gives the tz database offsets, including half, quarter and three-quarter hours and daylight saving', async () => {
    const { offsetSecondsAtInstant } = await import('../../src/astro/time/offset-at.ts');
    const h = 3600;
    // Offsets as published in the IANA tz database (zone.tab / the zone files' rules).
    assert.equal(offsetSecondsAtInstant('Asia/Kolkata', Date.UTC(1990, 4, 10)), 5.5 * h);
    assert.equal(offsetSecondsAtInstant('Asia/Kathmandu', Date.UTC(2024, 0, 1)), 5.75 * h);
    assert.equal(offsetSecondsAtInstant('Pacific/Chatham', Date.UTC(2024, 0, 1)), 13.75 * h);
    assert.equal(offsetSecondsAtInstant('America/New_York', Date.UTC(2024, 6, 1)), -4 * h);
    assert.equal(offsetSecondsAtInstant('America/New_York', Date.UTC(2024, 0, 1)), -5 * h);
    assert.equal(offsetSecondsAtInstant('Europe/London', Date.UTC(2024, 0, 1)), 0);
    assert.equal(offsetSecondsAtInstant('Etc/GMT-1', Date.UTC(2024, 0, 1)), h);
    assert.equal(offsetSecondsAtInstant('Asia/Kolkata', Date.UTC(1943, 0, 1)), 6.5 * h, 'Indian war time 1942–1945');
  });

  it('agrees with Temporal for every zone the platform knows, at six instants over 1850–2300', async () => {
    const { offsetSecondsAtInstant } = await import('../../src/astro/time/offset-at.ts');
    const { directZoneOffsetSeconds } = await import('../../src/astro/time/civil.ts');
    const instants = [Date.UTC(1850, 0, 1), Date.UTC(1900, 5, 1), Date.UTC(1941, 5, 1), Date.UTC(1990, 4, 10), Date.UTC(2024, 6, 1), Date.UTC(2300, 0, 1)];
    const differ: string[] = [];
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      for (const ms of instants) if (offsetSecondsAtInstant(zone, ms) !== directZoneOffsetSeconds(zone, ms)) differ.push(`${zone}@${ms}`);
    }
    assert.deepEqual(differ, []);
  });
});
