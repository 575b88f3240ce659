/**
 * The personal planner over HTTP: natal D1/D9 charts, the timeline (one entry per local day,
 * the same values as the daily prediction), style invariance and bad input.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';

const birth = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 };
const body = { ...birth, startDate: '2024-03-01', days: 31, chartStyle: 'north' };
const devanagari = /[\u0900-\u097F]/;

describe('personal planner', () => {
  it('returns the natal D1 and D9 charts, typed and drawn, and 31 local days with their signals and reviews', async (t) => {
    const { app } = await build(t);
    const res = await postJson(app, '/v2/planner/personal', body);
    assert.equal(res.statusCode, 200, res.body);
    const env = res.json();
    assert.equal(env.versions.calculation, 'personal-forecast.1');
    assert.equal(env.versions.content, 'personal-forecast-content.10');
    const r = env.result;
    for (const id of ['D1', 'D9'] as const) {
      const c = r.natalCharts[id];
      assert.equal(c.id, id);
      assert.equal(c.houses.length, 12);
      assert.equal(c.houses.flatMap((h: { points: unknown[] }) => h.points).length, 11);
      assert.ok(c.svg.startsWith('<svg') && c.svg.includes('data-style="north"'));
    }
    // Natal Moon 214.5342° (swetest -b10.5.1990 -ut14:25 -sid1 -p1): D1 sign floor(214.5342 / 30) = 7
    // (Vrishchika); D9 sign floor(214.5342 / 3.3333) mod 12 = 64 mod 12 = 4 (Simha).
    const moonSign = (id: 'D1' | 'D9') =>
      r.natalCharts[id].houses.find((h: { points: { id: string }[] }) => h.points.some((p) => p.id === 'moon')).rashi.id;
    assert.equal(moonSign('D1'), 'vrishchika');
    assert.equal(moonSign('D9'), 'simha');

    assert.equal(r.timeline.length, 31);
    interface Day {
      date: string; start: unknown; end: unknown; dayStart: string; forecastIndex: number; score: number; band: string;
      gocharaSignals: Record<string, unknown>[]; gocharaReviews: { graha: { id: string }; ruleId: string; text: { en: string; hi: string } }[];
      chandraBala: { segments: unknown[] }; taraBala: { segments: unknown[] } | null;
    }
    r.timeline.forEach((d: Day, i: number) => {
      assert.equal(d.date, `2024-03-${String(i + 1).padStart(2, '0')}`);
      if (i > 0) assert.deepEqual(d.start, r.timeline[i - 1].end, 'days tile the span');
      assert.equal(d.dayStart, 'sunrise');
      assert.equal(d.forecastIndex, Math.round(50 + 50 * d.score));
      assert.equal(d.band, d.score >= 0.35 ? 'favourable' : d.score <= -0.35 ? 'challenging' : 'mixed');
      assert.equal(d.gocharaSignals.length, 9);
      for (const s of d.gocharaSignals) assert.deepEqual(Object.keys(s).sort(), ['effect', 'graha', 'houseFromMoon', 'ruleId']);
      assert.deepEqual(d.gocharaReviews.map((x: { graha: { id: string } }) => x.graha.id), ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']);
      for (const x of d.gocharaReviews) {
        assert.ok(x.ruleId.length > 0 && devanagari.test(x.text.hi) && x.text.en.length > 0);
      }
      assert.ok(d.chandraBala.segments.length >= 1);
      assert.ok(d.taraBala && d.taraBala.segments.length >= 1);
    });
    // swetest (test/golden/predictions): Mercury enters Meena at 2024-03-07T04:05:42Z and Mars Kumbha at 2024-03-15T12:38:33Z.
    const events = (date: string) => r.timeline.find((d: { date: string }) => d.date === date).events.map((e: { kind: string; graha: string }) => `${e.kind}:${e.graha}`);
    assert.ok(events('2024-03-07').includes('ingress:mercury'));
    assert.ok(events('2024-03-15').includes('ingress:mars'));
  });

  it('keeps the timeline byte-identical across the three chart styles and both chart languages', async (t) => {
    const { app } = await build(t, { RESULT_CACHE_ENTRIES: '0' });
    const short = { ...body, days: 5 };
    const timelines: string[] = [];
    const svgs = new Set<string>();
    for (const chartStyle of ['north', 'south', 'east']) {
      for (const chartLanguage of ['en', 'hi']) {
        const res = await postJson(app, '/v2/planner/personal', { ...short, chartStyle, chartLanguage });
        assert.equal(res.statusCode, 200, res.body);
        const r = res.json().result;
        timelines.push(JSON.stringify({ timeline: r.timeline, overlays: r.overlays, period: r.period, natal: r.natal }));
        svgs.add(r.natalCharts.D1.svg);
      }
    }
    for (const t2 of timelines) assert.equal(t2, timelines[0]);
    assert.equal(svgs.size, 6, 'each style and language draws differently');
  });

  it('gives each day the same signals, score and reviews as that day\'s daily prediction in natal mode', async (t) => {
    const { app } = await build(t);
    const planner = (await postJson(app, '/v2/planner/personal', { ...body, days: 4, startDate: '2024-03-06' })).json().result;
    for (const day of planner.timeline) {
      const daily = (await postJson(app, '/v2/predictions/daily', {
        birth, date: day.date, timezone: 'Asia/Kolkata', latitude: birth.latitude, longitude: birth.longitude,
      })).json().result;
      const all = [...daily.signals, ...daily.nodeSignals];
      assert.deepEqual(
        day.gocharaSignals,
        all.map((s: { graha: { id: string }; houseFromMoon: number; effect: number; ruleId: string }) => ({ graha: s.graha.id, houseFromMoon: s.houseFromMoon, effect: s.effect, ruleId: s.ruleId })),
        day.date,
      );
      assert.equal(day.score, daily.score);
      assert.deepEqual(day.start, daily.period.start);
      assert.deepEqual(day.gocharaReviews.map((x: { text: unknown }) => x.text), daily.signals.map((s: { review: { text: unknown } }) => s.review.text));
      assert.deepEqual(day.taraBala, daily.moonModules.taraBala);
    }
  });

  it('reckons the days in the current location\'s zone from local midnight when it has no coordinates', async (t) => {
    const { app } = await build(t);
    const res = await postJson(app, '/v2/planner/personal', { ...body, days: 2, currentLocation: { timezone: 'Europe/London' } });
    assert.equal(res.statusCode, 200, res.body);
    const r = res.json().result;
    assert.equal(r.timeline[0].start.local, '2024-03-01T00:00:00+00:00');
    assert.equal(r.timeline[0].dayStart, 'civil-midnight');
  });
});

describe('bad planner input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['days 0', { ...body, days: 0 }, '/days'],
    ['days 32', { ...body, days: 32 }, '/days'],
    ['an unknown chart style', { ...body, chartStyle: 'west' }, '/chartStyle'],
    ['no chart style', { ...birth, startDate: '2024-03-01', days: 3 }, '/chartStyle'],
    ['an impossible start date', { ...body, startDate: '2024-13-01' }, '/startDate'],
    ['a current latitude without longitude', { ...body, currentLocation: { timezone: 'Asia/Kolkata', latitude: 12.3456 } }, '/currentLocation/longitude'],
    ['a birth latitude of 123', { ...body, latitude: 123.456 }, '/latitude'],
  ];
  for (const [what, b, path] of cases) {
    it(`refuses ${what} with 422 naming ${path}`, async (t) => {
      const { app } = await build(t);
      const res = await postJson(app, '/v2/planner/personal', b);
      assert.equal(res.statusCode, 422, res.body);
      assert.ok(res.json().error.details.some((d: { path: string }) => d.path === path), res.body);
      assert.ok(!res.body.includes('123.456') && !res.body.includes('12.3456'));
    });
  }
});
