/**
 * Instants of a panchang weeks away from its day (the new moons bounding the lunar month, the
 * Sun's sign ingress) carry the UTC offset in force at that instant, not the day's offset:
 * Europe/London changed from GMT to BST on 2024-03-31 (EU rule: last Sunday of March, 01:00 UTC).
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';

it('prints a March new moon in GMT (+00:00) on an April day in British summer time', async (t) => {
  const { app } = await build(t);
  const r = await postJson(app, '/v2/calculations/panchang', {
    localDate: '2024-04-05', localTime: '12:00:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278,
  });
  assert.equal(r.statusCode, 200);
  const x = r.json().result;
  assert.match(x.sunrise.local, /\+01:00$/);
  assert.match(x.lunarMonth.newMoonBefore.utc, /^2024-03-10T/); // the new moon of 10 March 2024
  assert.match(x.lunarMonth.newMoonBefore.local, /^2024-03-10T\d\d:\d\d:\d\d\+00:00$/);
  assert.match(x.sunRashi.start.local, /^2024-03-1\dT\d\d:\d\d:\d\d\+00:00$/); // Meena sankranti, mid-March
});
