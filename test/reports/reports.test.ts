/**
 * PDF reports over HTTP: each route answers application/pdf bytes (A4, numbered pages) whose
 * text, extracted by poppler's pdftotext (an outside tool), holds the person-facing strings of
 * the JSON results of the same body, in English and in Hindi (Devanagari, including conjuncts,
 * reph and nukta forms); the pages render to non-blank images; bad input gets the
 * calculation's 422; a full pool answers 503 PDF_BUSY.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';
import { pageCount, pageSize, pdfPageText, pdfText, popplerMissing, renderPage } from './pdf-tools.ts';

const natal = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' };
const bride = { localDate: '1992-11-23', localTime: '06:10:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 };
const match = { bride, groom: { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 }, ayanamsha: 'lahiri' };
const planner = { ...natal, startDate: '2024-03-01', days: 2 };

type Lang = 'en' | 'hi';
interface Named { name: { en: string; hi: string } }

function assertPdfResponse(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }, filename: RegExp): Buffer {
  assert.equal(res.statusCode, 200, res.rawPayload.subarray(0, 300).toString());
  assert.match(String(res.headers['content-type']), /^application\/pdf/);
  assert.match(String(res.headers['content-disposition']), filename);
  assert.equal(res.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.ok(res.rawPayload.length > 1000);
  return res.rawPayload;
}

/** Compared without whitespace: line breaks of pdftotext fall between runs and table cells. */
function assertContains(text: string, wanted: string[]): void {
  const squeezed = text.replace(/\s+/g, '');
  const missing = wanted.filter((w) => !squeezed.includes(w.replace(/\s+/g, '')));
  assert.deepEqual(missing, [], 'strings of the JSON result missing from the PDF text');
}

/** Every page carries "Page i of N" (or "पृष्ठ i / N") with N the document's page count. */
function assertPaginated(pdf: Buffer, text: string, language: Lang): number {
  const pages = pageCount(pdf);
  assert.ok(pages >= 1);
  for (let i = 1; i <= pages; i++) assert.ok(text.includes(language === 'en' ? `Page ${i} of ${pages}` : `पृष्ठ ${i} / ${pages}`), `page label ${i}`);
  assert.equal(pageSize(pdf), '595.28 x 841.89', 'A4');
  return pages;
}

/** Every string of a JSON method block (outside our code's reading of it: all values, then the id-shaped ones). */
function methodStrings(method: unknown): string[] {
  if (typeof method === 'string') return [method];
  if (Array.isArray(method)) return method.flatMap(methodStrings);
  if (method && typeof method === 'object') return Object.values(method).flatMap(methodStrings);
  return [];
}

/**
 * The footer of every page names the versions, the request id, and points to the page listing
 * all declared methods ("all N declared methods: page P"); that page lists every method id of
 * the JSON results' method blocks.
 */
function assertFooterMethods(pdf: Buffer, text: string, language: Lang, requestId: string, methods: unknown[]): void {
  const ids = new Set(methods.flatMap(methodStrings).filter((v) => /^[A-Z][A-Z0-9_]*(\.[A-Z0-9_]+)+$/.test(v)));
  const pointer = language === 'en' ? /all (\d+) declared methods: page (\d+)/g : /सभी (\d+) घोषित विधियाँ: पृष्ठ (\d+)/g;
  const pointers = [...text.matchAll(pointer)];
  assert.equal(pointers.length, pageCount(pdf), 'the methods pointer on every page');
  const [, count, page] = pointers[0];
  assert.ok(Number(count) >= ids.size, `${count} declared methods, at least the ${ids.size} dotted ids`);
  const methodsPage = pdfPageText(pdf, Number(page));
  assert.ok(methodsPage.includes(language === 'en' ? 'Declared methods and versions' : 'घोषित विधियाँ और संस्करण'), `page ${page} is the methods section`);
  const squeezed = text.replace(/\s+/g, '');
  assert.deepEqual([...ids].filter((id) => !squeezed.includes(id)), [], 'every declared method id is in the report');
  assert.equal(text.split(requestId).length - 1 >= pageCount(pdf), true, 'the request id on every page');
}

it('renders the three reports in English and Hindi with the strings of their JSON results', { timeout: 900_000 }, async (t) => {
  const { app } = await build(t);

  await t.test('the kundli report holds the kundli, dasha, ashtakavarga and insights strings', { skip: popplerMissing }, async () => {
    const kundli = JSON.parse((await postJson(app, '/v2/calculations/kundli', natal)).body).result;
    const insightsEnvelope = JSON.parse((await postJson(app, '/v2/calculations/kundli-insights', { ...natal, transitDate: '2024-03-01' })).body);
    const insights = insightsEnvelope.result;
    const kundliMethod = JSON.parse((await postJson(app, '/v2/calculations/kundli', natal)).body).method;
    const advancedMethod = JSON.parse((await postJson(app, '/v2/calculations/kundli-advanced', natal)).body).method;
    for (const language of ['en', 'hi'] as const) {
      const res = await postJson(app, '/v2/reports/kundli', { ...natal, transitDate: '2024-03-01', language, chartStyle: language === 'en' ? 'north' : 'south' });
      const pdf = assertPdfResponse(res, new RegExp(`filename="kundli-report-${language}\\.pdf"`));
      const text = pdfText(pdf);
      const pages = assertPaginated(pdf, text, language);
      assert.ok(pages >= 10, `a full kundli has at least 10 pages, got ${pages}`);
      assertFooterMethods(pdf, text, language, res.headers['x-request-id'] as string, [kundliMethod, advancedMethod, insightsEnvelope.method]);
      // KEMADRUMA (an id without a dot) is declared by kundli-insights and listed too.
      if (methodStrings(insightsEnvelope.method).includes('KEMADRUMA')) assertContains(text, ['KEMADRUMA']);
      assertContains(text, [
        kundli.lagna.rashi.name[language],
        kundli.moonNakshatra.name[language],
        ...kundli.planets.map((p: Named) => p.name[language]),
        kundli.moonNakshatra.attributes.yoni.name[language],
        kundli.interpretations.lagna.title[language],
        kundli.charts.D1.name[language],
        kundli.charts.D9.name[language],
        ...insights.yogas.filter((y: { detected: boolean }) => y.detected).map((y: Named) => y.name[language]),
        insights.doshas.manglik.statusName[language],
        res.headers['x-request-id'] as string,
        'AYAN.LAHIRI',
      ]);
      if (language === 'hi') {
        // Conjuncts (क्ष त्र ष्ट), reph (र्व), nukta (ड़), i-matra (कि) as the logical text.
        assertContains(text, ['अनुराधा', 'नक्षत्र', 'विंशोत्तरी दशा', 'सर्वाष्टकवर्ग', 'अवकहडा चक्र', 'नाड़ी', 'कुण्डली', 'स्वराशि']);
      } else assertContains(text, ['Anuradha', 'Vimshottari dasha', 'Sarvashtakavarga', 'Avakahada chakra']);
      const cover = renderPage(pdf, 1, `kundli-${language}-page1`);
      const charts = renderPage(pdf, 3, `kundli-${language}-charts`);
      assert.ok(cover > 0.01, `page 1 is not blank (${cover})`);
      assert.ok(charts > 0.03, `the chart page is not blank (${charts})`);
    }
  });

  await t.test('the match-making report holds the koota table, verdict, poruthams and manglik comparison', { skip: popplerMissing }, async () => {
    const mEnvelope = JSON.parse((await postJson(app, '/v2/calculations/match-making-advanced', match)).body);
    const m = mEnvelope.result;
    for (const language of ['en', 'hi'] as const) {
      const res = await postJson(app, '/v2/reports/match-making', { ...match, language, chartStyle: 'east' });
      const pdf = assertPdfResponse(res, new RegExp(`filename="match-making-report-${language}\\.pdf"`));
      const text = pdfText(pdf);
      assert.ok(assertPaginated(pdf, text, language) >= 4);
      assertFooterMethods(pdf, text, language, res.headers['x-request-id'] as string, [mEnvelope.method]);
      assertContains(text, [
        ...m.ashtakoota.kootas.map((k: Named) => k.name[language]),
        ...m.ashtakoota.kootas.flatMap((k: { bride: Named | null; groom: Named | null }) => [k.bride?.name[language] ?? '', k.groom?.name[language] ?? '']),
        m.ashtakoota.verdict.name[language],
        ...m.dashakoota.poruthams.map((p: Named) => p.name[language]),
        m.manglik.bride.statusName[language],
        m.manglik.groom.statusName[language],
        m.manglik.compatibility.name[language],
        m.bride.moon.nakshatra.name[language],
      ]);
      if (language === 'hi') assertContains(text, ['अष्टकूट मिलान', 'भकूट', 'नाड़ी', 'वधू', 'मांगलिक तुलना']);
      assert.ok(renderPage(pdf, 1, `match-${language}-page1`) > 0.01);
      // East-style charts: the partners' charts page, for a person to look at (titles inside the centre cell).
      assert.ok(renderPage(pdf, 2, `match-${language}-east-charts`) > 0.01);
    }
  });

  await t.test('the personal planner report holds the natal charts and one block per day', { skip: popplerMissing }, async () => {
    const p = JSON.parse((await postJson(app, '/v2/planner/personal', { ...planner, chartStyle: 'north' })).body).result;
    for (const language of ['en', 'hi'] as const) {
      const res = await postJson(app, '/v2/reports/personal-planner', { ...planner, language });
      const pdf = assertPdfResponse(res, new RegExp(`filename="personal-planner-report-${language}\\.pdf"`));
      const text = pdfText(pdf);
      assert.ok(assertPaginated(pdf, text, language) >= 1 + planner.days, 'a page per day after the charts');
      assertContains(text, [
        p.natalCharts.D1.name[language],
        p.natalCharts.D9.name[language],
        ...p.timeline.flatMap((d: { date: string; forecastIndex: number; bandName: Named['name']; gocharaReviews: { graha: Named }[]; gocharaSignals: { ruleId: string }[] }) => [
          `${d.date} · ${language === 'en' ? 'Forecast index' : 'पूर्वानुमान सूचकांक'} ${d.forecastIndex} · ${d.bandName[language]}`,
          ...d.gocharaReviews.map((r) => r.graha.name[language]),
          ...d.gocharaSignals.map((s) => s.ruleId),
        ]),
      ]);
      assert.ok(renderPage(pdf, 1, `planner-${language}-page1`) > 0.03, 'page 1 holds the charts');
    }
  });
});

it('answers bad input with the calculation’s own 422 and lists the PDF routes', { timeout: 600_000 }, async (t) => {
  const { app } = await build(t);
  const strip = (body: string) => ({ ...JSON.parse(body), requestId: undefined });
  const bad = { ...natal, latitude: 95.123456 };
  const calc = await postJson(app, '/v2/calculations/kundli', bad);
  const report = await postJson(app, '/v2/reports/kundli', bad);
  assert.equal(report.statusCode, 422);
  assert.deepEqual(strip(report.body), strip(calc.body));
  assert.ok(!report.body.includes('95.123456'), 'the value is never echoed');

  const lang = await postJson(app, '/v2/reports/match-making', { ...match, language: 'fr' });
  assert.equal(lang.statusCode, 422);
  assert.ok(JSON.parse(lang.body).error.details.some((d: { path: string }) => d.path === '/language'));
  const style = await postJson(app, '/v2/reports/personal-planner', { ...planner, chartStyle: 'west' });
  assert.equal(style.statusCode, 422);
  assert.ok(JSON.parse(style.body).error.details.some((d: { path: string }) => d.path === '/chartStyle'));
  const days = await postJson(app, '/v2/reports/personal-planner', { ...planner, days: 40 });
  assert.deepEqual(strip(days.body), strip((await postJson(app, '/v2/planner/personal', { ...planner, days: 40, chartStyle: 'north' })).body));

  // A local time that does not exist (the New York spring-forward gap) is found by the
  // calculation inside the worker and still comes back as its 422.
  const gap = { ...natal, localDate: '2024-03-10', localTime: '02:30:00', timezone: 'America/New_York', latitude: 40.7128, longitude: -74.006 };
  const gapCalc = await postJson(app, '/v2/calculations/kundli', gap);
  const gapReport = await postJson(app, '/v2/reports/kundli', gap);
  assert.equal(gapReport.statusCode, gapCalc.statusCode);
  assert.deepEqual(strip(gapReport.body), strip(gapCalc.body));

  const caps = JSON.parse((await app.inject({ method: 'GET', url: '/api/v2/capabilities' })).body);
  assert.deepEqual(caps.pdfRoutes, ['/api/v2/reports/kundli', '/api/v2/reports/match-making', '/api/v2/reports/personal-planner']);
  const openapi = JSON.parse((await app.inject({ method: 'GET', url: '/api/openapi.json' })).body);
  for (const path of ['/v2/reports/kundli', '/v2/reports/match-making', '/v2/reports/personal-planner']) {
    const op = openapi.paths[path].post;
    assert.ok(op.responses['200'].content['application/pdf'], `${path} documents application/pdf`);
    assert.ok(op.requestBody.content['application/json'].schema.$ref);
  }
});

it('refuses reports beyond PDF_WORKERS + PDF_QUEUE with 503 PDF_BUSY at once, and serves the rest', { timeout: 600_000 }, async (t) => {
  const { app } = await build(t, { PDF_WORKERS: '1', PDF_QUEUE: '1' });
  const body = { ...planner, days: 1 };
  const answers = await Promise.all(Array.from({ length: 6 }, () => postJson(app, '/v2/reports/personal-planner', body)));
  const busy = answers.filter((r) => r.statusCode === 503);
  const ok = answers.filter((r) => r.statusCode === 200);
  assert.equal(busy.length + ok.length, answers.length, `only 200 or 503: ${answers.map((r) => r.statusCode)}`);
  assert.equal(ok.length, 2, 'one rendering and one waiting are served');
  assert.equal(busy.length, 4);
  for (const r of busy) {
    const envelope = JSON.parse(r.body);
    assert.equal(envelope.kind, 'ApiErrorEnvelope');
    assert.equal(envelope.error.code, 'PDF_BUSY');
    assert.equal(envelope.error.retryable, true);
    assert.equal(r.headers['retry-after'], '1');
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.match(String(r.headers['content-type']), /^application\/json/);
  }
  for (const r of ok) assert.equal(r.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
  // Capacity is given back: the next report is served.
  const again = await postJson(app, '/v2/reports/personal-planner', body);
  assert.equal(again.statusCode, 200);
});
