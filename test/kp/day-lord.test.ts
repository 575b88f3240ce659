/**
 * The day lord of the ruling planets runs from sunrise to sunrise (VAARA.SUNRISE). Tuesday
 * 5 March 2024 (a Tuesday by the calendar) at New Delhi, where the Sun rose at about 06:43
 * IST (Drik Panchang): before sunrise the day is still Monday's (Moon), after it Tuesday's
 * (Mars).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';

const delhi = { localDate: '2024-03-05', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 };

describe('the day lord of the KP ruling planets', () => {
  it('gives Monday\'s lord (Moon) at 04:00 and Tuesday\'s (Mars) at 10:00 on Tuesday 5 March 2024 in Delhi', async (t) => {
    const { app } = await build(t);
    const early = (await postJson(app, '/v2/calculations/kp-prashna', { ...delhi, localTime: '04:00:00' })).json().result.rulingPlanets.dayLord;
    const late = (await postJson(app, '/v2/calculations/kp-prashna', { ...delhi, localTime: '10:00:00' })).json().result.rulingPlanets.dayLord;
    assert.equal(early.graha.id, 'moon');
    assert.equal(early.weekday.id, 'somavara');
    assert.equal(late.graha.id, 'mars');
    assert.equal(late.weekday.id, 'mangalavara');
    assert.equal(late.basis, 'sunrise');
    assert.match(late.sunrise.local, /^2024-03-05T06:4\d:\d\d\+05:30$/);
  });
});
