/**
 * POST /v1|v2/calculations/disha-shool: the weekday table of south-indian-and-vastu.md §3
 * (written out here), the intercardinal variant, the sunrise reckoning of the vaara (timed
 * against swetest's sunrise), the travel-direction check, and 422s that name the field.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { build, postJson } from '../helpers/app.ts';

/**
 * south-indian-and-vastu.md §3, DISHASHOOL.STD: Sunday West, Monday East, Tuesday North,
 * Wednesday North, Thursday South, Friday West, Saturday East. The corners
 * (DISHASHOOL.WITH_CORNERS, docs/methods/panchang-completion.md §6, after the verse
 * sanskritastronomy.com prints): Wednesday and Saturday north-east, Monday and Thursday
 * south-east, Sunday and Friday south-west, Tuesday north-west.
 * 2024-03-03 was a Sunday, so 2024-03-03 … 2024-03-09 run Sunday … Saturday.
 */
const table = [
  { date: '2024-03-03', vaara: 'ravivara', direction: 'west', corner: 'south-west' },
  { date: '2024-03-04', vaara: 'somavara', direction: 'east', corner: 'south-east' },
  { date: '2024-03-05', vaara: 'mangalavara', direction: 'north', corner: 'north-west' },
  { date: '2024-03-06', vaara: 'budhavara', direction: 'north', corner: 'north-east' },
  { date: '2024-03-07', vaara: 'guruvara', direction: 'south', corner: 'south-east' },
  { date: '2024-03-08', vaara: 'shukravara', direction: 'west', corner: 'south-west' },
  { date: '2024-03-09', vaara: 'shanivara', direction: 'east', corner: 'north-east' },
];

const isBilingual = (x: { en: string; hi: string }) => x.en.length > 0 && /[\u0900-\u097F]/.test(x.hi) && x.en !== x.hi;

test('each weekday gives the shool direction of the methods table, with its corner on request', async (t) => {
  const { app } = await build(t);
  for (const row of table) {
    const plain = (await postJson(app, '/v2/calculations/disha-shool', { date: row.date, timezone: 'Asia/Kolkata' })).json();
    assert.equal(plain.result.vaara.id, row.vaara);
    assert.deepEqual(plain.result.shool.directions.map((d: { id: string }) => d.id), [row.direction]);
    assert.equal(plain.result.reckoning, 'civil-date');
    assert.equal(plain.result.validFrom, null);
    const corners = (await postJson(app, '/v1/calculations/disha-shool', { date: row.date, timezone: 'Asia/Kolkata', variant: 'with-corners' })).json();
    assert.deepEqual(corners.result.shool.directions.map((d: { id: string }) => d.id), [row.direction, row.corner]);
    assert.equal(corners.method.variantMethodId, 'DISHASHOOL.WITH_CORNERS');
    const tableRow = plain.result.evidence.table.find((r: { vaara: { id: string } }) => r.vaara.id === row.vaara);
    assert.equal(tableRow.direction.id, row.direction);
    assert.equal(tableRow.corner.id, row.corner);
  }
});

test('the conformance body answers with the Friday shool, a bilingual review-only remedy and versions', async (t) => {
  const { app } = await build(t);
  const res = await postJson(app, '/v1/calculations/disha-shool', { date: '2024-03-01', timezone: 'Asia/Kolkata' });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal(body.kind, 'CalculationEnvelope');
  assert.equal(body.versions.calculation, 'disha-shool.1');
  assert.equal(body.result.vaara.id, 'shukravara');
  assert.equal(body.result.shool.directions[0].id, 'west');
  assert.equal(body.result.remedy.reviewOnly, true);
  assert.ok(isBilingual(body.result.remedy.text) && isBilingual(body.result.remedy.note) && isBilingual(body.result.shool.statement));
  assert.equal(body.result.evidence.ruleId, 'DISHASHOOL.STD.FRI');
  assert.equal(body.result.travel, null);
});

test('with coordinates the vaara runs from sunrise, so a departure before sunrise takes the previous weekday\'s shool', async (t) => {
  const { app } = await build(t);
  // New Delhi, 2022-01-24 (a Monday): swetest -rise gives sunrise 01:42:57.7 UT and the next
  // 2022-01-25 01:42:36.2 UT (test/golden/panchang/swetest-panchang-boundaries.json, pb-001).
  const place = { timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 };
  const day = (await postJson(app, '/v2/calculations/disha-shool', { ...place, date: '2022-01-24', localTime: '09:00' })).json();
  assert.equal(day.result.reckoning, 'sunrise');
  assert.equal(day.result.vaara.id, 'somavara');
  assert.equal(day.result.shool.directions[0].id, 'east');
  assert.ok(Math.abs(Date.parse(day.result.validFrom.utc) - Date.parse('2022-01-24T01:42:57.7Z')) <= 1000);
  assert.ok(Math.abs(Date.parse(day.result.validUntil.utc) - Date.parse('2022-01-25T01:42:36.2Z')) <= 1000);
  assert.equal(day.method.vaaraMethodId, 'VAARA.SUNRISE');
  // 06:30 IST = 01:00 UT, before the 01:42:57.7 UT sunrise: still Sunday's vaara (west).
  const early = (await postJson(app, '/v2/calculations/disha-shool', { ...place, date: '2022-01-24', localTime: '06:30' })).json();
  assert.equal(early.result.vaara.id, 'ravivara');
  assert.equal(early.result.shool.directions[0].id, 'west');
  assert.ok(Math.abs(Date.parse(early.result.validUntil.utc) - Date.parse('2022-01-24T01:42:57.7Z')) <= 1000);
});

test('a direction of travel is reported as the shool direction exactly when it is one', async (t) => {
  const { app } = await build(t);
  const tuesday = { date: '2024-03-05', timezone: 'Asia/Kolkata' };
  const north = (await postJson(app, '/v2/calculations/disha-shool', { ...tuesday, direction: 'north' })).json();
  assert.equal(north.result.travel.isShoolDirection, true);
  assert.ok(isBilingual(north.result.travel.verdict));
  const south = (await postJson(app, '/v2/calculations/disha-shool', { ...tuesday, direction: 'south' })).json();
  assert.equal(south.result.travel.isShoolDirection, false);
  const nw = (await postJson(app, '/v2/calculations/disha-shool', { ...tuesday, direction: 'north-west' })).json();
  assert.equal(nw.result.travel.isShoolDirection, false);
  const nwCorners = (await postJson(app, '/v2/calculations/disha-shool', { ...tuesday, direction: 'north-west', variant: 'with-corners' })).json();
  assert.equal(nwCorners.result.travel.isShoolDirection, true);
});

test('bad input is a 422 naming the field without echoing the value', async (t) => {
  const { app } = await build(t);
  const base = { date: '2024-03-01', timezone: 'Asia/Kolkata' };
  const cases: [Record<string, unknown>, string][] = [
    [{}, '/date'],
    [{ ...base, date: '01/03/2024' }, '/date'],
    [{ ...base, date: '2024-02-30' }, '/date'],
    [{ ...base, date: '1700-01-01' }, '/date'],
    [{ ...base, timezone: 'Mars/Base' }, '/timezone'],
    [{ ...base, latitude: 28.6 }, '/longitude'],
    [{ ...base, longitude: 77.2 }, '/latitude'],
    [{ ...base, latitude: 123, longitude: 77 }, '/latitude'],
    [{ ...base, direction: 'up' }, '/direction'],
    [{ ...base, variant: 'all' }, '/variant'],
    [{ ...base, localTime: '25:00' }, '/localTime'],
    [{ ...base, extra: 1 }, '/extra'],
  ];
  for (const [body, path] of cases) {
    const res = await postJson(app, '/v2/calculations/disha-shool', body);
    assert.equal(res.statusCode, 422, `${JSON.stringify(body)} → ${res.statusCode}`);
    const details = res.json().error.details as { path: string }[];
    assert.ok(details.some((d) => d.path === path || d.path.startsWith(path)), `${path} not named: ${JSON.stringify(details)}`);
    for (const v of Object.values(body)) if (typeof v === 'string' && v.length > 3 && v !== 'Asia/Kolkata' && v !== '2024-03-01') assert.ok(!res.body.includes(v), `echoed ${v}`);
  }
});

test('any date and direction gives a 200 whose shool contains the travel verdict consistently', async (t) => {
  const { app } = await build(t);
  const directions = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];
  await fc.assert(
    fc.asyncProperty(
      fc.date({ min: new Date('1850-01-01'), max: new Date('2350-12-31'), noInvalidDate: true }),
      fc.constantFrom(...directions),
      fc.constantFrom('standard', 'with-corners'),
      async (d, direction, variant) => {
        const date = d.toISOString().slice(0, 10);
        const r = (await postJson(app, '/v2/calculations/disha-shool', { date, timezone: 'Asia/Kolkata', latitude: 19.07, longitude: 72.88, direction, variant })).json();
        const ids = r.result.shool.directions.map((x: { id: string }) => x.id);
        assert.equal(r.result.travel.isShoolDirection, ids.includes(direction));
        assert.equal(ids.length, variant === 'with-corners' ? 2 : 1);
      },
    ),
    { numRuns: 100 },
  );
});
