/**
 * POST /v2/calculations/lal-kitab and its /v1 alias end to end: the conformance body (its chart
 * checked against swetest), the worked example of the methods file, variants, the varshphal
 * default, review-only remedies, bilingual text, SVG drawings that parse as XML, and bad input
 * answered with 422 naming the field.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { build, postJson } from '../helpers/app.ts';

const natal = {
  localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri',
};
const path = '/v2/calculations/lal-kitab';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function post(t: Parameters<typeof build>[0], body: unknown) {
  const { app } = await build(t);
  const r = await postJson(app, path, body);
  return { status: r.statusCode, json: r.json() as Json, body: r.body };
}

function byId(x: Json, id: string): Json {
  return x.grahas.find((g: Json) => g.id === id);
}

/** Every `{ en, hi }` object anywhere in a value. */
function bilinguals(value: unknown, out: { en: unknown; hi: unknown }[] = []): { en: unknown; hi: unknown }[] {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('en' in v && 'hi' in v) out.push({ en: v.en, hi: v.hi });
    for (const child of Object.values(v)) bilinguals(child, out);
  }
  return out;
}

describe('lal-kitab over HTTP', () => {
  it('answers the conformance body with an envelope whose chart matches swetest', async (t) => {
    const r = await post(t, natal);
    assert.equal(r.status, 200, r.body.slice(0, 300));
    assert.equal(r.json.kind, 'CalculationEnvelope');
    assert.equal(r.json.versions.calculation, 'lal-kitab.1');
    assert.equal(r.json.versions.content, 'lal-kitab-content.1');
    const x = r.json.result;
    // swetest -b10.5.1990 -ut14:25 -sid1 -house72.8777,19.076,W: ascendant 8° Scorpio; Sun 25° and
    // Mercury 15° Aries (house 6), Moon 4° Scorpio (1), Mars 20° Aquarius (4), Venus 13° Pisces (5),
    // Jupiter 14° Gemini (8), Saturn 1° and the mean node 17° Capricorn (3), Ketu Cancer (9).
    assert.equal(x.lagna.rashi.id, 'vrishchika');
    assert.deepEqual(Object.fromEntries(x.grahas.map((g: Json) => [g.id, g.house])), {
      sun: 6, moon: 1, mars: 4, mercury: 6, jupiter: 8, venus: 5, saturn: 3, rahu: 3, ketu: 9,
    });
    // By hand from §2: Mars in 4 debilitated; Mercury in 6, Rahu in 3, Ketu in 9 exalted.
    assert.deepEqual(x.grahas.filter((g: Json) => g.dignity.status !== 'none').map((g: Json) => [g.id, g.dignity.status]), [
      ['mars', 'debilitated'], ['mercury', 'exalted'], ['rahu', 'exalted'], ['ketu', 'exalted'],
    ]);
    // §4: Sun 6→12, Moon 1→7, Mars 4→10, Jupiter 8→2 all empty → asleep; Venus 5→9 and Saturn 3→9 hold Ketu.
    assert.deepEqual(x.grahas.filter((g: Json) => g.sleep.sleeping).map((g: Json) => g.id), ['sun', 'moon', 'mars', 'jupiter']);
    // Every empty house (2, 7, 10, 11, 12) is aspected: 8→2, 1→7, 4→10, 3→11, 6→12.
    assert.deepEqual(x.sleepingHouses.houses, []);
    // §5: Venus in 5 flags Pitri rin (2, 5, 9, 12) and Swa rin (5).
    assert.deepEqual(x.rins.filter((f: Json) => f.flagged).map((f: Json) => f.id), ['pitri', 'swa']);
    assert.equal(x.rins.length, 9);
  });

  it('shows the takkar of the 8th on the 2nd and the 50 % aspects of the 3rd with their targets', async (t) => {
    const x = (await post(t, natal)).json.result;
    assert.deepEqual(byId(x, 'jupiter').aspectsCast.map((a: Json) => [a.house, a.kind, a.strengthPercent, a.grahas]), [[2, 'takkar', null, []]]);
    assert.deepEqual(byId(x, 'saturn').aspectsCast.map((a: Json) => [a.house, a.strengthPercent, a.grahas]), [[9, 50, ['ketu']], [11, 50, []]]);
    // Ketu in 9 receives from 3 (Saturn, Rahu) and 5 (Venus).
    assert.deepEqual(byId(x, 'ketu').aspectsReceived.map((a: Json) => [a.house, a.strengthPercent, a.grahas]), [[3, 50, ['saturn', 'rahu']], [5, 50, ['venus']]]);
    assert.equal(byId(x, 'jupiter').aspectsCast[0].kindName.hi.includes('टक्कर'), true);
  });

  it('is served on the v1 alias with the same result', async (t) => {
    const { app } = await build(t);
    const body = { ...natal, age: 30 };
    const a = await postJson(app, '/v2/calculations/lal-kitab', body);
    const b = await postJson(app, '/v1/calculations/lal-kitab', body);
    assert.equal(b.statusCode, 200);
    assert.deepEqual(b.json().result, a.json().result);
  });

  it('reads the methods file’s worked example: Cancer lagna with the Moon in Leo gives the Moon house 2, exalted', async (t) => {
    // swetest -b22.3.2024 -ut9:00 -sid1 -house77.209,28.6139,W: ascendant 15°57′ Cancer, Moon 6°27′ Leo.
    const r = await post(t, { localDate: '2024-03-22', localTime: '14:30:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209, ayanamsha: 'lahiri' });
    const moon = byId(r.json.result, 'moon');
    assert.equal(r.json.result.lagna.rashi.id, 'karka');
    assert.equal(moon.birthRashi.id, 'simha');
    assert.equal(moon.house, 2);
    assert.equal(moon.rashi.id, 'vrishabha');
    assert.equal(moon.dignity.status, 'exalted');
    assert.equal(moon.sleep.ruleId, 'LK.SLEEP_V1.PAKKA_OR_EXALTED');
  });

  it('declares every Lal Kitab method and lets the dignity and aspect variants be chosen', async (t) => {
    const d = (await post(t, natal)).json.method;
    assert.deepEqual(d.lalKitabMethodIds, ['LK.CHART', 'LK.DIGNITY', 'LK.DRISHTI', 'LK.SLEEP_V1', 'LK.RIN', 'LK.UPAY_CATEGORIES', 'LK.VARSHPHAL']);
    assert.equal(d.dignityVariant, 'first-value');
    assert.equal(d.ayanamsha, 'lahiri');
    assert.equal(d.nodeType, 'mean');
    assert.equal(d.reviewOnly, true);
    const v = await post(t, { ...natal, dignityVariant: 'all-values', drishtiVariant: 'plus-seventh' });
    assert.equal(v.status, 200);
    assert.deepEqual(v.json.method.lalKitabMethodIds, ['LK.CHART', 'LK.DIGNITY_ALL', 'LK.DRISHTI_PLUS7', 'LK.SLEEP_V1', 'LK.RIN', 'LK.UPAY_CATEGORIES', 'LK.VARSHPHAL']);
    // Under PLUS7 every house also aspects the 7th from it unless the table already does: Ketu in 9
    // gains house 3; Jupiter in 8 already strikes 2 (the 7th from 8), so nothing is added.
    assert.deepEqual(byId(v.json.result, 'ketu').aspectsCast.map((a: Json) => [a.house, a.kind]), [[3, 'seventh']]);
    assert.equal(byId(v.json.result, 'jupiter').aspectsCast.length, 1);
    // all-values lists every own house of Jupiter the editions give: 5, 9, 11 and 12.
    assert.deepEqual(byId(v.json.result, 'jupiter').dignity.ownHouses, [5, 9, 11, 12]);
    assert.equal(byId(v.json.result, 'jupiter').dignity.methodId, 'LK.DIGNITY_ALL');
  });

  it('gives the varshphal of the age completed today at the birth place when no age is asked', async (t) => {
    const x = (await post(t, natal)).json;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const [y, m, d] = today.split('-').map(Number);
    const age = y - 1990 - (m < 5 || (m === 5 && d < 10) ? 1 : 0);
    assert.equal(x.result.varshphal.ageSource, 'today');
    assert.equal(x.result.varshphal.age, age);
    assert.equal(x.result.varshphal.yearOfLife, age + 1);
    assert.equal(x.method.varshphalYear.age, age);
  });

  it('gives year 34 for age 33, opening on the 33rd birthday, and year 120 for age 119', async (t) => {
    const v = (await post(t, { ...natal, age: 33 })).json.result.varshphal;
    assert.deepEqual([v.age, v.yearOfLife, v.ageSource, v.startsOn, v.endsBefore], [33, 34, 'request', '2023-05-10', '2024-05-10']);
    assert.equal(v.yearName.hi, 'आयु का 34वाँ वर्ष');
    assert.equal(v.grahas.length, 9);
    assert.equal((await post(t, { ...natal, age: 119 })).json.result.varshphal.yearOfLife, 120);
    assert.equal((await post(t, { ...natal, age: 0 })).json.result.varshphal.yearName.hi, 'आयु का पहला वर्ष');
  });

  it('leaves the varshphal out with a bilingual note when today lies outside the 120 years', async (t) => {
    const r = await post(t, { ...natal, localDate: '2390-01-01' });
    assert.equal(r.status, 200);
    assert.equal(r.json.result.varshphal, null);
    assert.match(r.json.result.varshphalNote.en, /1 to 120/);
    assert.match(r.json.result.varshphalNote.hi, /[\u0900-\u097F]/);
    assert.equal(r.json.method.varshphalYear, null);
  });

  it('keeps remedies review-only: categories per flagged condition, described as tradition with rule id and source edition', async (t) => {
    const x = (await post(t, natal)).json.result;
    assert.equal(x.reviewOnly, true);
    assert.equal(x.remedies.reviewOnly, true);
    // Flagged: Pitri and Swa rin (Venus in 5), then the debilitated Mars.
    assert.deepEqual(x.remedies.items.map((i: Json) => i.conditionId), ['rin.pitri', 'rin.swa', 'debilitated.mars']);
    for (const item of x.remedies.items) {
      assert.equal(item.reviewOnly, true);
      assert.equal(item.upayaRuleId, 'LK.UPAY_CATEGORIES');
      assert.ok(['LK.RIN', 'LK.DIGNITY'].includes(item.ruleId));
      assert.match(item.sourceEdition, /Lal Kitab 19(39|52)/);
      assert.ok(item.categories.length > 0);
      for (const c of item.categories) {
        assert.match(c.traditionalUpaya.en, /^Traditionally associated/);
        assert.match(c.traditionalUpaya.hi, /परंपरा/);
        assert.doesNotMatch(c.traditionalUpaya.en, /\b(you should|you must|should|must|recommend|will cure|guarantee)\b/i);
      }
    }
    assert.match(x.remedies.items[0].condition.en, /Pitri rin/);
    assert.match(x.remedies.items[0].condition.hi, /पितृ ऋण/);
    assert.match(x.remedies.items[2].categories[0].traditionalUpaya.en, /masoor dal/);
    assert.equal(x.remedies.categories.length, 7);
    assert.deepEqual(x.notImplemented.map((n: Json) => [n.id, n.status]), [
      ['LK.ANDHA_TEVA', 'unsupported'], ['LK.MASNUI_GRAHA', 'unsupported'], ['LK.PALMISTRY', 'unsupported'],
    ]);
  });

  it('writes every text in English and in Devanagari Hindi', async (t) => {
    const x = (await post(t, { ...natal, age: 10 })).json.result;
    const texts = bilinguals(x);
    assert.ok(texts.length > 100, `${texts.length} texts`);
    for (const b of texts) {
      assert.ok(typeof b.en === 'string' && b.en.length > 0, JSON.stringify(b));
      assert.ok(typeof b.hi === 'string' && /[\u0900-\u097F]/.test(b.hi) && b.hi !== b.en, JSON.stringify(b));
    }
  });

  for (const style of ['north', 'south', 'east'] as const) {
    for (const language of ['en', 'hi'] as const) {
      it(`draws both charts as well-formed ${style} SVG in ${language}, houses and grahas as in the data, no degrees`, async (t) => {
        const x = (await post(t, { ...natal, age: 20, chartStyle: style, chartLanguage: language })).json.result;
        for (const [chart, svg] of [[x.chart, x.chart.svg], [x.varshphal.chart, x.varshphal.chart.svg]] as [Json, string][]) {
          assert.equal(XMLValidator.validate(svg), true);
          const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(svg);
          assert.ok(doc.svg, 'an <svg> root');
          const groups = [...svg.matchAll(/<g class="house" data-house="(\d+)" data-sign="(\d+)"[^>]*>(.*?)<\/g>/g)];
          assert.equal(groups.length, 12);
          for (const [, house, sign, inner] of groups) {
            assert.equal(Number(sign), Number(house), 'house h is drawn on sign h');
            const points = [...inner.matchAll(/data-point="(\w+)"/g)].map((p) => p[1]);
            assert.deepEqual(points, chart.houses[Number(house) - 1].grahas, `house ${house}`);
          }
          assert.doesNotMatch(svg, /°|data-degree="\d+" data-retrograde/);
        }
        assert.equal(x.chart.svg.includes(`xml:lang="${language}"`), true);
      });
    }
  }

  it('omits the drawings without chartStyle', async (t) => {
    const x = (await post(t, { ...natal, age: 20 })).json.result;
    assert.equal(x.chart.svg, undefined);
    assert.equal(x.varshphal.chart.svg, undefined);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['latitude 123', { latitude: 123 }, '/latitude'],
    ['age 120', { age: 120 }, '/age'],
    ['age −1', { age: -1 }, '/age'],
    ['a fractional age', { age: 1.5 }, '/age'],
    ['an unknown dignity variant', { dignityVariant: 'pakka-only' }, '/dignityVariant'],
    ['an unknown aspect variant', { drishtiVariant: 'graha-aspects' }, '/drishtiVariant'],
    ['an unknown chart style', { chartStyle: 'western' }, '/chartStyle'],
    ['a house system (Lal Kitab counts whole signs)', { houseSystem: 'placidus' }, '/houseSystem'],
    ['a request for the blind horoscope', { andhaTeva: true }, '/andhaTeva'],
    ['a malformed date', { localDate: '10-05-1990' }, '/localDate'],
    ['a date before 1800', { localDate: '1799-12-31' }, '/localDate'],
  ];
  for (const [what, change, field] of bad) {
    it(`rejects ${what} with 422 naming ${field}`, async (t) => {
      const r = await post(t, { ...natal, ...change });
      assert.equal(r.status, 422, r.body.slice(0, 300));
      assert.equal(r.json.kind, 'ApiErrorEnvelope');
      assert.ok(r.json.error.details.some((d: Json) => d.path === field), JSON.stringify(r.json.error.details));
      for (const v of Object.values(change)) if (typeof v === 'string') assert.ok(!r.body.includes(v), 'value echoed');
    });
  }

  it('rejects an empty body with 422 naming a required field', async (t) => {
    const r = await post(t, {});
    assert.equal(r.status, 422);
    assert.ok(r.json.error.details.some((d: Json) => d.path === '/localDate'));
  });
});
