/**
 * POST /v2/calculations/shadbala end to end: the two worked examples recomputed from their
 * birth data with the Swiss Ephemeris (B. V. Raman's Standard Horoscope at 14:06:16 local mean
 * time, 13°N 77°35′E, Raman ayanamsha; V. P. Jain's 13 September 1981 01:30 IST New Delhi,
 * Lahiri), every component within its named tolerance of the book (test/golden/strength);
 * Narasimha Rao's Example 119 for harsha bala; transit kakshas; the schema, bilingual text,
 * and bad input as 422 naming the field.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Compile } from 'typebox/compile';
import { shadbalaCalculation } from '../../src/calculations/shadbala/index.ts';
import { envelopeSchema, runCalculation } from '../../src/api/routes/calculations.ts';
import { sevenGrahaIds } from '../../src/jyotish/core/zodiac.ts';
import { build, postJson } from '../helpers/app.ts';
import { yuddhaEndToEndVirupas } from '../helpers/tolerances.ts';
import { jain, raman } from './book-input.ts';

const path = '/v2/calculations/shadbala';
const devanagari = /[\u0900-\u097F]/;
const ramanBody = { localDate: '1918-10-16', localTime: '14:06:16', timezone: 'Asia/Kolkata', utcOffset: '+05:10:20', latitude: 13, longitude: 77 + 35 / 60, ayanamsha: 'raman' };
const jainBody = { localDate: '1981-09-13', localTime: '01:30:00', timezone: 'Asia/Kolkata', latitude: 28 + 39 / 60, longitude: 77 + 13 / 60, ayanamsha: 'lahiri' };

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const pickers: Record<string, (r: Row) => number> = {
  uchcha: (r) => r.sthana.uchcha, saptavargaja: (r) => r.sthana.saptavargaja, ojayugma: (r) => r.sthana.ojayugma,
  kendradi: (r) => r.sthana.kendradi, drekkana: (r) => r.sthana.drekkana, dig: (r) => r.dig.virupas,
  nathonnatha: (r) => r.kala.nathonnatha, paksha: (r) => r.kala.paksha, tribhaga: (r) => r.kala.tribhaga,
  abda: (r) => r.kala.abda, masa: (r) => r.kala.masa, vara: (r) => r.kala.vara, hora: (r) => r.kala.hora,
  ayana: (r) => r.kala.ayana, chesta: (r) => r.chesta.virupas, naisargika: (r) => r.naisargika, drik: (r) => r.drik,
};

/**
 * Per-component tolerances end to end (virupas): our positions differ from the books' by up to
 * 0.05° (Raman) and 0.03° (Jain), which moves an arc/3 bala by 0.02; the nathonnatha bala also
 * carries the books' sunrise (±3 minutes, 0.25 virupa); chesta bala compares modern mean
 * elements with the books' Surya Siddhanta tables (1 virupa; Mercury's sighrochcha differs by
 * about 13°, 4.5 virupas, in both books).
 */
const tolerance: Record<string, number> = {
  uchcha: 0.15, saptavargaja: 1e-9, ojayugma: 0, kendradi: 0, drekkana: 0, dig: 0.1, nathonnatha: 0.3, paksha: 0.07,
  tribhaga: 0, abda: 0, masa: 0, vara: 0, hora: 0, ayana: 0.6, chesta: 1.2, naisargika: 0.015, drik: 0.1,
};

function compareBook(rows: Row[], expected: Record<string, number[]>, exceptions: Record<string, number>): string[] {
  const far: string[] = [];
  for (const [name, values] of Object.entries(expected)) {
    if (!(name in pickers)) continue;
    sevenGrahaIds.forEach((g, i) => {
      const key = `${name}.${g}`;
      const want = key in exceptions ? exceptions[key] : values[i];
      const tol = name === 'chesta' && g === 'mercury' ? 4.5 : tolerance[name];
      const got = pickers[name](rows[i]);
      // Written as "not within" so a missing value (NaN) counts as far.
      if (!(Math.abs(got - want) <= tol + 1e-9)) far.push(`${key}: ${got} against ${want} (±${tol})`);
    });
  }
  return far;
}

describe('shadbala over HTTP', () => {
  it('answers on /v2 and /v1 with the same shadbala.1 envelope that validates against its schema, with Hindi in every text', async (t) => {
    const { app } = await build(t);
    const v2 = await postJson(app, path, jainBody);
    const v1 = await postJson(app, '/v1/calculations/shadbala', jainBody);
    assert.equal(v2.statusCode, 200, v2.body.slice(0, 300));
    assert.deepEqual(v1.json().result, v2.json().result);
    const out = v2.json();
    assert.equal(out.versions.calculation, 'shadbala.1');
    assert.equal(out.versions.content, 'strength-content.1');
    const check = Compile(envelopeSchema(shadbalaCalculation));
    assert.ok(check.Check(out), JSON.stringify([...check.Errors(out)].slice(0, 3)));
    const direct = JSON.parse(JSON.stringify(runCalculation(shadbalaCalculation, JSON.parse(JSON.stringify(jainBody)), out.requestId, { now: new Date() })));
    assert.deepEqual(out, direct);
    const texts: { en: string; hi: string }[] = [];
    const walk = (x: unknown) => {
      if (x && typeof x === 'object') {
        const o = x as Record<string, unknown>;
        if (typeof o.en === 'string' && typeof o.hi === 'string') texts.push(o as { en: string; hi: string });
        Object.values(o).forEach(walk);
      }
    };
    walk(out.result);
    assert.ok(texts.length > 100 && texts.every((x) => x.en.length > 0 && devanagari.test(x.hi)));
    const method = v2.json().method;
    assert.equal(method.strengthMethodIds.chesta, 'CHESTA.KENDRA_MEAN_ELEMENTS');
    assert.equal(method.sunriseMethodId, 'SUNRISE.ASTRO');
  });

  it("recomputes Raman's Standard Horoscope from its birth data within each component's tolerance (his slips corrected as listed)", async (t) => {
    const { app } = await build(t);
    const x = (await postJson(app, path, ramanBody)).json().result;
    const far = compareBook(x.shadbala, raman.expected, { 'uchcha.mars': 37.17, 'dig.mars': 55.7, 'ayana.jupiter': 58.86, 'ayana.saturn': 13.71 });
    assert.deepEqual(far, []);
    assert.deepEqual([x.day.lords.year.id, x.day.lords.month.id, x.day.lords.weekday.id, x.day.lords.hora.id, x.day.lords.tribhaga.id], ['saturn', 'mercury', 'mercury', 'moon', 'saturn']);
    assert.equal(x.day.dayBirth, true);
    // Totals: the book's (corrected as in raman-book.test.ts) within 1 virupa, Mercury within its chesta difference.
    const corrected = [424.94, 389.8, 306.2 + 0.11 - 8.6, 537.02, 433.71 - 0.54, 376.15, 389.21 - 0.04];
    x.shadbala.forEach((r: Row, i: number) => assert.ok(Math.abs(r.total.virupas - corrected[i]) <= (i === 3 ? 5 : 1.2), `${r.graha.id} ${r.total.virupas}`));
    assert.deepEqual(x.shadbala.map((r: Row) => r.meetsRequired), raman.expected.meetsRequired);
    x.bhavaBala.rows.forEach((b: Row, i: number) => {
      assert.equal(b.dig, raman.expected.bhavaDig[i], `bhava dig ${b.house}`);
      assert.ok(Math.abs(b.drishti - raman.expected.bhavaDrishti[i]) <= 0.4, `bhava drishti ${b.house}: ${b.drishti}`);
    });
  });

  it("recomputes Jain's example from its birth data (Sun and Mercury 15 below the book's whole-sign moolatrikona; Venus's chesta within 1.2)", async (t) => {
    const { app } = await build(t);
    const x = (await postJson(app, path, jainBody)).json().result;
    const far = compareBook(x.shadbala, jain.expected, { 'saptavargaja.sun': 112.5, 'saptavargaja.mercury': 105 });
    assert.deepEqual(far, []);
    assert.deepEqual([x.day.lords.year.id, x.day.lords.month.id, x.day.lords.weekday.id, x.day.lords.hora.id, x.day.lords.tribhaga.id], ['mars', 'mars', 'saturn', 'mercury', 'venus']);
    assert.equal(x.day.dayBirth, false);
    assert.equal(x.day.vedicDate, '1981-09-12');
    // Mercury and Jupiter, 5′ apart, are at war by BPHS; the book leaves it out. Worked by hand
    // in jain-book.test.ts from the book's components: Jupiter (+1.11° latitude, swetest) beats
    // Mercury (−1.36°) and takes (429.51 − 305.45) / 183.8 = 0.675 virupa from it.
    assert.equal(x.wars.length, 1);
    assert.deepEqual([x.wars[0].victor.id, x.wars[0].vanquished.id], ['jupiter', 'mercury']);
    const worked = 124.06 / 183.8;
    assert.ok(Math.abs(x.wars[0].virupas - worked) <= yuddhaEndToEndVirupas, `${x.wars[0].virupas}`);
    assert.ok(Math.abs(x.shadbala[4].kala.yuddha - worked) <= yuddhaEndToEndVirupas, 'Jupiter gains it');
    assert.ok(Math.abs(x.shadbala[3].kala.yuddha + worked) <= yuddhaEndToEndVirupas, 'Mercury loses it');
    jain.expected.rupas.forEach((want: number, i: number) => {
      const adjust = i === 0 || i === 3 ? -15 / 60 : 0;
      const tol = i === 3 ? 0.1 : 0.03;
      assert.ok(Math.abs(x.shadbala[i].total.rupas - (want + adjust)) <= tol, `${sevenGrahaIds[i]} ${x.shadbala[i].total.rupas}`);
    });
  });

  it("gives Narasimha Rao's Example 119 harsha bala for the annual chart of 2000-03-08 04:41 (26°18′N 73°04′E), a chart of the night", async (t) => {
    const { app } = await build(t);
    const x = (await postJson(app, path, { localDate: '2000-03-08', localTime: '04:41:00', timezone: 'Asia/Kolkata', latitude: 26.3, longitude: 73 + 4 / 60 })).json().result;
    assert.equal(x.day.dayBirth, false);
    assert.deepEqual(x.harsha.map((h: Row) => h.total), [0, 15, 0, 10, 5, 10, 5]);
  });

  it('adds the kakshas of a transit instant, which at the birth instant are the natal ones', async (t) => {
    const { app } = await build(t);
    const natal = (await postJson(app, path, jainBody)).json().result;
    assert.ok(!('transitKakshas' in natal.ashtakavarga));
    const same = (await postJson(app, path, { ...jainBody, transitUtc: '1981-09-12T20:00:00Z' })).json().result;
    assert.deepEqual(same.ashtakavarga.transitKakshas.rows, natal.ashtakavarga.natalKakshas);
    const later = (await postJson(app, path, { ...jainBody, transitUtc: '2025-03-01T06:00:00Z' })).json().result.ashtakavarga.transitKakshas;
    assert.equal(later.at.utc, '2025-03-01T06:00:00Z');
    for (const k of later.rows) {
      const within = k.longitude - (k.rashi.index - 1) * 30;
      assert.equal(k.kaksha, Math.floor(within / 3.75) + 1);
      assert.ok(within >= k.fromDegree && within < k.toDegree);
    }
  });

  it('refuses bad input with a 422 naming the field and never echoing the value', async (t) => {
    const { app } = await build(t);
    for (const [body, pointer] of [
      [{ ...jainBody, transitUtc: '2025-03-01 06:00' }, '/transitUtc'],
      [{ ...jainBody, transitUtc: '1700-01-01T00:00:00Z' }, '/transitUtc'],
      [{ ...jainBody, transitUtc: '2025-02-30T00:00:00Z' }, '/transitUtc'],
      [{ ...jainBody, latitude: 78.2, longitude: 15.6, timezone: 'Arctic/Longyearbyen', localDate: '2020-06-21', localTime: '12:00:00' }, '/latitude'],
      [{ ...jainBody, strength: true }, '/strength'],
      [{ ...jainBody, latitude: 95 }, '/latitude'],
    ] as const) {
      const r = await postJson(app, path, body);
      assert.equal(r.statusCode, 422, `${pointer}: ${r.body.slice(0, 200)}`);
      assert.ok(r.body.includes(pointer), r.body.slice(0, 300));
      if ('transitUtc' in body) assert.ok(!r.body.includes(String(body.transitUtc)));
    }
  });
});
