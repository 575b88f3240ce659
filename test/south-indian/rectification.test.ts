/**
 * Birth-time rectification over HTTP: a synthetic case whose events were chosen by hand from
 * the Jagannatha Hora Vimshottari table of a known chart ranks the true minute first; the
 * recorded time stays untouched; the envelope carries the declared method; bad input is a
 * 422 naming the field.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rectificationCalculation } from '../../src/calculations/birth-time-rectification/index.ts';
import { build, postJson } from '../helpers/app.ts';

/**
 * The chart: 1996-12-07 10:34 IST, Chennai (13.0389 N, 80.2619 E), true geometric positions
 * and 365.256364-day years — the settings of the Jagannatha Hora antardasha table in
 * test/golden/dashas/book-dashas.json (vimsottari_test_6). From swetest
 * (test/golden/rectification): lagna 292.44° Capricorn, Moon 186.96° Swati (Rahu mahadasha at
 * birth), Moon speed 13.049°/day.
 *
 * Marriage (houses 2, 7, 11, karaka Venus) is signified by every graha except Mercury and
 * Jupiter (worked out in rectification-rules.test.ts).
 *
 * Events, from the table:
 * - A: marriage 2007-01-17, two days after Rahu/Ketu begins (2007-01-15 05:48:58). At the
 *   true minute: MD Rahu (3) + AD Ketu (2) + PD Ketu, the first of the antardasha (1) = 6.
 * - B: marriage 2014-07-14, two days before the Jupiter mahadasha begins (2014-07-16 15:57:42).
 *   At the true minute: MD Rahu (3) + AD Mars (2) + PD Moon, the last of Mars (1) = 6.
 *
 * One minute of birth time moves every dasha boundary by (13.049°/1440) / 13.333° × 18 yr ×
 * 365.256 d = 4.47 days, later for an earlier birth. So at 10:33 the Ketu antardasha starts
 * after A (A falls in Rahu/Mercury, last PD Saturn: 3 + 0 + 1 = 4), and at 10:35 Jupiter's
 * mahadasha starts before B (Jupiter/Jupiter/Jupiter: 0). Further away it only gets worse
 * within ±15 minutes (Mercury and Jupiter periods cover the events); the lagna stays in
 * Capricorn and the Moon in Swati over the whole window, so the significations do not change.
 * True minute: 12; 10:33: 10; 10:35: 6.
 */
const chennai = {
  localDate: '1996-12-07',
  localTime: '10:40:00', // the "recorded" time, six minutes late
  timezone: 'Asia/Kolkata',
  latitude: 13.0389,
  longitude: 80.2619,
  ayanamsha: 'lahiri',
  positions: 'true-geometric',
  dashaYearDays: 365.256364,
  windowMinutes: 15,
  events: [
    { type: 'marriage', date: '2007-01-17' },
    { type: 'marriage', date: '2014-07-14' },
  ],
};

describe('birth-time rectification: a synthetic case from the Vimshottari table', () => {
  it('ranks the true minute 10:34 first with 12 points and the evidence of each event', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/birth-time-rectification', chennai);
    assert.equal(r.statusCode, 200, r.body);
    const x = r.json().result;
    const best = x.candidates[0];
    assert.equal(best.time.local, '1996-12-07T10:34:00+05:30');
    assert.equal(best.offsetMinutes, -6);
    assert.equal(best.score, 12);
    assert.equal(best.lagna.rashi.id, 'makara');
    assert.equal(best.moonNakshatra.nakshatra.id, 'swati');
    const [a, b] = best.perEvent;
    assert.deepEqual([a.md.id, a.ad.id, a.pd.id, a.points], ['rahu', 'ketu', 'ketu', 6]);
    assert.deepEqual([b.md.id, b.ad.id, b.pd.id, b.points], ['rahu', 'mars', 'moon', 6]);
    assert.deepEqual(a.lords.map((l: { matchedRules: string[] }) => l.matchedRules), [['RECT.SIG_STAR_LORD'], ['RECT.SIG_STAR_LORD'], ['RECT.SIG_STAR_LORD']]);
    assert.deepEqual(b.lords[1].matchedRules, ['RECT.SIG_OWNS', 'RECT.SIG_ASPECT']);
    assert.ok(a.matchedRules.includes('RECT.EV.MARRIAGE'));
    // 10:33 scores 10 (event A in Rahu/Mercury/Saturn: 3 + 0 + 1), so the margin is 2; two events
    // of one type keep the confidence low by rule.
    assert.equal(x.candidates[1].score, 10);
    assert.equal(x.candidates[1].perEvent[0].ad.id, 'mercury');
    // Every minute from 10:25 to 10:33 scores 10: ties go to the Kunda pass first, then to the
    // minute nearest the recorded 10:40 (10:33, 10:32, 10:31). 10:30 passes: swetest's ascendant
    // at 05:00 UT is 291.3534089°; 81 × 291.3534089 mod 360 = 199.626° → Swati, the Moon's own.
    assert.deepEqual(x.candidates.map((c: { offsetMinutes: number }) => c.offsetMinutes), [-6, -10, -7, -8, -9]);
    assert.deepEqual(x.candidates.map((c: { kunda: { pass: boolean } }) => c.kunda.pass), [false, true, false, false, false]);
    assert.equal(x.margin, 2);
    assert.equal(x.confidence, 'low');
    assert.match(x.confidenceNote.en, /fewer than three events/);
    assert.deepEqual(x.bestScoreRanges.map((b: { minutes: number }) => b.minutes), [1]);
  });
  it('keeps the recorded time untouched and scores it the same way', async (t) => {
    const { app } = await build(t);
    const x = (await postJson(app, '/v2/calculations/birth-time-rectification', chennai)).json().result;
    assert.equal(x.recordedTime.unchanged, true);
    assert.equal(x.recordedTime.time.local, '1996-12-07T10:40:00+05:30');
    // 10:40 is 6 minutes late: Jupiter's mahadasha starts ~27 days earlier, before B (0 for B).
    assert.ok(x.recordedTime.score < 12);
    assert.ok(x.recordedTime.rank > 1);
    assert.equal(x.window.candidateCount, 31);
    assert.equal(x.window.start.local, '1996-12-07T10:25:00+05:30');
    assert.equal(x.window.end.local, '1996-12-07T10:55:00+05:30');
    assert.match(x.statement.en, /estimate for an astrologer's review/);
    assert.match(x.statement.hi, /अनुमान/);
    assert.equal(x.disclaimerKey, 'rectification_estimate');
  });
  it('labels the R3 checks as diagnostics that never rank', async (t) => {
    const { app } = await build(t);
    const x = (await postJson(app, '/v2/calculations/birth-time-rectification', chennai)).json().result;
    assert.equal(x.diagnostics.usedForRanking, false);
    assert.match(x.diagnostics.label.en, /Diagnostics only/);
    assert.equal(x.diagnostics.candidates.length, x.candidates.length);
    const d = x.diagnostics.candidates[0].checks;
    assert.equal(d.nakShuddhi.ruleId, 'RECT.NAK_SHUDDHI');
    assert.equal(d.lagnaShuddhi.ruleId, 'RECT.LAGNA_SHUDDHI');
    assert.equal(d.pranapada.ruleId, 'RECT.PRANAPADA');
    // Sunrise at Chennai on 1996-12-07 is about 06:20 IST, so 10:34 is about 4¼ h × 2.5 = 10.6 ghatis in.
    assert.ok(d.ishtakalaGhatis > 10 && d.ishtakalaGhatis < 11.2, String(d.ishtakalaGhatis));
    assert.deepEqual(x.diagnostics.notImplemented.map((n: { ruleId: string }) => n.ruleId), ['RECT.TATTVA']);
    assert.deepEqual(x.rules.map((r: { id: string }) => r.id), ['RECT.SIG_OCCUPIES', 'RECT.SIG_OWNS', 'RECT.SIG_STAR_LORD', 'RECT.SIG_ASPECT', 'RECT.SIG_KARAKA']);
  });
  it('drops Kunda failures under kundaFilter and says so in the method', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/birth-time-rectification', { ...chennai, kundaFilter: true });
    const x = r.json().result;
    assert.ok(x.candidates.every((c: { kunda: { pass: boolean } }) => c.kunda.pass));
    assert.equal(r.json().method.kundaFilterMethodId, 'RECT.KUNDA_FILTER');
  });
  it('evaluates a month-precision event at every pratyantardasha of the month and keeps the best', async (t) => {
    const { app } = await build(t);
    // January 2007 holds Rahu/Mercury (…Jupiter, Saturn) and Rahu/Ketu (Ketu …): the best is 6 in Rahu/Ketu.
    const body = { ...chennai, events: [{ type: 'marriage', date: '2007-01-01', precision: 'month' }] };
    const x = (await postJson(app, '/v2/calculations/birth-time-rectification', body)).json().result;
    const e = x.candidates[0].perEvent[0];
    assert.equal(e.precision, 'month');
    assert.ok(e.instantsEvaluated >= 2);
    assert.equal(e.points, 6);
    assert.match(e.evaluatedAt.local, /^2007-01/);
  });
});

describe('birth-time rectification contract', () => {
  const natal = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' };
  it('answers the conformance body (no precision given: day by default) on /v1 and /v2 alike', async (t) => {
    const { app } = await build(t);
    const body = { ...natal, windowMinutes: 30, events: [{ date: '2015-02-14', type: 'marriage' }] };
    const v1 = await postJson(app, '/v1/calculations/birth-time-rectification', body);
    const v2 = await postJson(app, '/v2/calculations/birth-time-rectification', body);
    assert.equal(v1.statusCode, 200, v1.body);
    assert.deepEqual(v1.json().result, v2.json().result);
    const x = v1.json().result;
    assert.equal(x.candidates.length, 5);
    assert.equal(x.candidates[0].perEvent[0].precision, 'day');
    assert.equal(x.candidates[0].perEvent[0].evaluatedAt.local, '2015-02-14T12:00:00+05:30');
    assert.equal(x.reviewOnly, true);
    const m = v1.json().method;
    assert.equal(m.id, 'RECT.EVENT_VIM');
    assert.equal(m.filter, 'RECT.KUNDA');
    assert.equal(m.step, 60);
    assert.equal(m.dashaYear, 'DASHA.YEAR_365_25');
    assert.deepEqual(m.window, ['1990-05-10T13:55:00Z', '1990-05-10T14:55:00Z']);
  });
  it('returns every computed field through the response schema', async (t) => {
    const { app } = await build(t);
    const body = rectificationCalculation.example;
    const r = await postJson(app, '/v2/calculations/birth-time-rectification', body);
    const context = { now: new Date() };
    const direct = rectificationCalculation.present(rectificationCalculation.compute(body as never, context), body as never, context);
    assert.deepEqual(r.json().result, JSON.parse(JSON.stringify(direct.result)));
  });
  const events = [{ date: '2015-02-14', type: 'marriage' }];
  for (const [what, body, path] of [
    ['an unknown event type', { ...natal, events: [{ date: '2015-02-14', type: 'marriage' }, { date: '2016-01-01', type: 'lottery' }] }, '/events/1/type'],
    ['no events', { ...natal, events: [] }, '/events'],
    ['31 events', { ...natal, events: Array.from({ length: 31 }, () => events[0]) }, '/events'],
    ['a window of 361 minutes', { ...natal, windowMinutes: 361, events }, '/windowMinutes'],
    ['a window of 0 minutes', { ...natal, windowMinutes: 0, events }, '/windowMinutes'],
    ['an event before the birth', { ...natal, events: [{ date: '1980-01-01', type: 'marriage' }] }, '/events/0/date'],
    ['an event 130 years after the birth', { ...natal, events: [{ date: '2120-01-01', type: 'marriage' }] }, '/events/0/date'],
    ['an impossible event date', { ...natal, events: [{ date: '2015-02-30', type: 'marriage' }] }, '/events/0/date'],
    ['an unknown precision', { ...natal, events: [{ date: '2015-02-14', type: 'marriage', precision: 'week' }] }, '/events/0/precision'],
    ['latitude 123', { ...natal, latitude: 123, events }, '/latitude'],
  ] as const) {
    it(`rejects ${what} with 422 naming ${path}`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, '/v2/calculations/birth-time-rectification', body);
      assert.equal(r.statusCode, 422, r.body);
      assert.equal(r.json().error.details[0].path, path);
      assert.ok(!r.body.includes('lottery'));
    });
  }
});
