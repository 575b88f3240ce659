/**
 * A hand-worked month: property purchase (MUHURAT.BHOOMI.v1) from 1 February to 3 March 2023
 * at 25.1° N, 82.6° E (Asia/Kolkata).
 *
 * The limbs are Drik Panchang's, as published for that place (the 2023 export in the public
 * repository Prashanthmn166/hamara-calendar, `calendar.js`, commit db551b5; see
 * test/panchang-completion/drik-published.test.ts for the place). The rule set
 * (muhurat-and-calendar.md §4, BHOOMI): weekdays Thursday and Friday only; nakshatras
 * Mrigashira, Punarvasu, Magha, P. Phalguni, Vishakha, Anuradha, Mula, P. Ashadha,
 * P. Bhadrapada and the Dhruva four (Rohini, U. Phalguni, U. Ashadha, U. Bhadrapada); tithis
 * 2 3 5 6 7 10 11 12 13 of either paksha; a fixed lagna; Holashtak and Pitru Paksha excluded
 * with the general exclusions.
 *
 * The ten Thursdays and Fridays (every other day fails the weekday rule):
 *  Feb 2 Thu  Shukla 12 → 16:26, then 13 (both allowed); Ardra (not allowed) until 06:18 on
 *             Feb 3, then Punarvasu for the 24 minutes before the 06:42 sunrise. The Sun is in
 *             Makara (Kumbha sankranti is on Feb 13), so just before sunrise the lagna is Makara,
 *             a movable sign: no window.
 *  Feb 3 Fri  Shukla 13 (allowed) until 18:57, Punarvasu (allowed) all day: 12 h 15 min of both;
 *             Rahu Kaal 10:51–12:14, Dur Muhurtam 08:55–09:39 and 12:36–13:20, Yamaganda
 *             15:00–16:22 leave fixed lagnas (Kumbha after ~07:30, Vrishabha near midday):
 *             windows, all in Punarvasu and Shukla 13.
 *  Feb 9 Thu  Krishna Chaturthi (Rikta, not allowed) through the day: no window.
 *  Feb 10 Fri Krishna 4 → 07:58, then 5; Hasta all day, then Chitra (neither allowed): no window.
 *  Feb 16 Thu Krishna 11 (allowed) until 02:49 Feb 17, then 12; Mula (allowed) until 22:53, then
 *             P. Ashadha (allowed): 20 h of allowed limbs; windows, all in Mula or P. Ashadha with
 *             Krishna 11 or 12.
 *  Feb 17 Fri Krishna 12 → 23:36, then 13; P. Ashadha → 20:28, then U. Ashadha: allowed all day;
 *             windows.
 *  Feb 23 Thu Shukla 4 (Rikta) until 01:33, Revati then Ashwini (not allowed): no window.
 *  Feb 24 Fri Ashwini then Bharani (not allowed): no window.
 *  Mar 2 Thu  Shukla 11 from 06:39, Punarvasu from 12:43: allowed for 17 h — but Phalguna Shukla
 *             8 (Feb 27) to Purnima (Mar 7) is Holashtak: no window; with EX.HOLASHTAK switched
 *             off there are windows in Punarvasu with Shukla 11.
 *  Mar 3 Fri  Shukla 11 → 09:11, then 12; Punarvasu → 15:43: allowed, but Holashtak: no window.
 * So the days with windows are exactly Feb 3, 16 and 17.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';

const body = {
  activity: 'property-purchase',
  startDate: '2023-02-01',
  endDate: '2023-03-03',
  timezone: 'Asia/Kolkata',
  latitude: 25.1,
  longitude: 82.6,
  limit: 500,
};

interface Window {
  date: string;
  vaara: { id: string };
  nakshatra: { id: string };
  tithi: { number: number };
  lagna: { nature: { id: string } };
  passedRules: string[];
}

test('property purchase in February 2023 finds windows on exactly the hand-worked days, each with the hand-worked limbs', async (t) => {
  const { app } = await build(t);
  const res = await postJson(app, '/v2/calculations/muhurat-finder', body);
  assert.equal(res.statusCode, 200, res.body);
  const r = res.json().result as { windows: Window[]; rejections: { ruleId: string; minutes: number }[] };
  const days = [...new Set(r.windows.map((w) => w.date))].sort();
  assert.deepEqual(days, ['2023-02-03', '2023-02-16', '2023-02-17']);
  for (const w of r.windows) {
    assert.ok(['guruvara', 'shukravara'].includes(w.vaara.id));
    assert.equal(w.lagna.nature.id, 'fixed');
    if (w.date === '2023-02-03') {
      assert.equal(w.nakshatra.id, 'punarvasu');
      assert.equal(w.tithi.number, 13);
    }
    if (w.date === '2023-02-16') {
      assert.ok(['mula', 'purva-ashadha'].includes(w.nakshatra.id), w.nakshatra.id);
      assert.ok([26, 27].includes(w.tithi.number), String(w.tithi.number));
    }
    if (w.date === '2023-02-17') {
      assert.ok(['purva-ashadha', 'uttara-ashadha'].includes(w.nakshatra.id), w.nakshatra.id);
      assert.ok([27, 28].includes(w.tithi.number), String(w.tithi.number));
    }
    assert.ok(w.passedRules.includes('EX.HOLASHTAK') && w.passedRules.includes('MUHURAT.BHOOMI.LAGNA_NATURE'));
  }
  const holashtak = r.rejections.find((x) => x.ruleId === 'EX.HOLASHTAK');
  assert.ok(holashtak && holashtak.minutes > 12 * 60, 'Holashtak removed the allowed hours of Mar 2 and 3');
});

test('with Holashtak switched off, 2 and 3 March 2023 gain windows in Punarvasu', async (t) => {
  const { app } = await build(t);
  const res = await postJson(app, '/v2/calculations/muhurat-finder', { ...body, disabledExclusions: ['EX.HOLASHTAK'] });
  const r = res.json().result as { windows: Window[]; exclusionsApplied: string[] };
  assert.ok(!r.exclusionsApplied.includes('EX.HOLASHTAK'));
  const march = r.windows.filter((w) => w.date >= '2023-03-01');
  assert.ok(march.some((w) => w.date === '2023-03-02'));
  for (const w of march) {
    assert.equal(w.nakshatra.id, 'punarvasu');
    assert.ok([11, 12].includes(w.tithi.number));
  }
});
