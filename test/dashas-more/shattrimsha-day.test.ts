/**
 * Shattrimsha-sama's "by day" over HTTP: the birth place's sunrise decides, not the Sun's half
 * of the chart. Around the sunrise of 1996-12-07 at Chennai the lagna and the Sun both stand
 * near Scorpio 21° (the second half of an even sign: the Sun's hora, charts-and-vargas.md §3),
 * so the rule (BPHS 46, docs/methods/dashas-more.md §3 "Applicability": lagna in the Sun's hora
 * by day) holds six minutes after the sunrise and fails six minutes before it, while the Sun
 * stays in the lagna sign (the 1st house) throughout.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';

const place = { timezone: 'Asia/Kolkata', latitude: 13.0389, longitude: 80.2619 };

describe('Shattrimsha-sama applicability by the birth day at the birth place', () => {
  it('holds just after sunrise and fails just before it, with the lagna in the Sun\'s hora both times', async (t) => {
    const { app } = await build(t);
    const panchang = (await postJson(app, '/v2/calculations/panchang', { ...place, localDate: '1996-12-07', localTime: '12:00:00' })).json();
    const sunriseUtcMs = Date.parse(panchang.result.sunrise.utc);
    const at = async (offsetMinutes: number) => {
      const local = new Date(sunriseUtcMs + offsetMinutes * 60_000 + 5.5 * 3_600_000).toISOString();
      const body = (
        await postJson(app, '/v2/calculations/kundli-advanced', { ...place, localDate: local.slice(0, 10), localTime: local.slice(11, 19), dashaSystems: ['shattrimshaSama'] })
      ).json();
      const { ruleId, applies } = body.result.dashas.shattrimshaSama.applicability as { ruleId: string; applies: boolean };
      return { ruleId, applies };
    };
    assert.deepEqual(await at(6), { ruleId: 'SHATTRIMSHA_SAMA.HORA_SUNRISE_DAY_NIGHT', applies: true });
    assert.deepEqual(await at(-6), { ruleId: 'SHATTRIMSHA_SAMA.HORA_SUNRISE_DAY_NIGHT', applies: false });
  });
});
