/**
 * Dur Muhurtam, Varjyam, Amrit Kaal, Bhadra (with its vaas) and Panchaka (with its type) of
 * POST /api/v2/calculations/panchang against test/golden/panchang-completion: instants taken
 * from swetest alone (sunrise, sunset, and bisection on its apparent sidereal Lahiri Sun and
 * Moon) combined with the rule tables written out in scripts/golden/panchang-completion.py.
 * Published instants are rounded to the whole second: limb-derived instants must agree within
 * 1 s; sunrise-derived ones (Dur Muhurtam) within 1.5 s (sunrise 1 s, as for the panchang,
 * plus the rounding of a second instant).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { build, postJson } from '../helpers/app.ts';
import { errorSummary } from '../helpers/tolerances.ts';

const limbToleranceSeconds = 1;
const sunriseDerivedToleranceSeconds = 1.5;

interface Row { start_utc: string; end_utc: string; [k: string]: unknown }
interface GoldenCase {
  id: string;
  latitude: number;
  longitude: number;
  timezone: string;
  localDate: string;
  expected: {
    durMuhurtam: (Row & { muhurta: number; period: string })[];
    varjyam: (Row & { nakshatra: number; startGhati: number })[];
    amritKaal: (Row & { nakshatra: number; startGhati: number })[];
    bhadra: (Row & { parts: (Row & { moonRashi: number; vaas: string })[] }) | null;
    panchaka: (Row & { startWeekday: number; type: string | null }) | null;
  };
}

const golden = JSON.parse(
  readFileSync(new URL('../golden/panchang-completion/swetest-panchang-completion.json', import.meta.url), 'utf8'),
) as { cases: GoldenCase[] };

type Span = { start: { utc: string }; end: { utc: string } };
const seconds = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 1000;

test('Dur Muhurtam, Varjyam, Amrit Kaal, Bhadra and Panchaka agree with swetest-derived instants on 41 days at 12 places', async (t) => {
  const { app } = await build(t);
  const limbErrors: number[] = [];
  const sunErrors: number[] = [];
  const problems: string[] = [];
  const compare = (id: string, what: string, got: Span, want: Row, tol: number, errs: number[]) => {
    for (const [g, w] of [[got.start.utc, want.start_utc], [got.end.utc, want.end_utc]] as const) {
      const e = seconds(g, w);
      errs.push(e);
      if (!(e <= tol)) problems.push(`${id} ${what}: ${g} vs ${w} (${e.toFixed(2)} s)`);
    }
  };
  for (const c of golden.cases) {
    const res = await postJson(app, '/v2/calculations/panchang', {
      localDate: c.localDate, localTime: '12:00:00', timezone: c.timezone, latitude: c.latitude, longitude: c.longitude,
    });
    assert.equal(res.statusCode, 200, `${c.id}: ${res.body}`);
    const r = res.json().result;
    const e = c.expected;

    assert.equal(r.durMuhurtam.length, e.durMuhurtam.length, `${c.id} durMuhurtam count`);
    e.durMuhurtam.forEach((w, i) => {
      assert.equal(r.durMuhurtam[i].muhurta, w.muhurta);
      assert.equal(r.durMuhurtam[i].period, w.period);
      compare(c.id, `durMuhurtam[${i}]`, r.durMuhurtam[i], w, sunriseDerivedToleranceSeconds, sunErrors);
    });
    for (const kind of ['varjyam', 'amritKaal'] as const) {
      assert.deepEqual(
        r[kind].map((x: { nakshatra: { index: number }; startGhati: number }) => [x.nakshatra.index, x.startGhati]),
        e[kind].map((x) => [x.nakshatra, x.startGhati]),
        `${c.id} ${kind} list`,
      );
      e[kind].forEach((w, i) => compare(c.id, `${kind}[${i}]`, r[kind][i], w, limbToleranceSeconds, limbErrors));
    }
    if (e.bhadra === null) assert.equal(r.bhadra, null, `${c.id}: no Bhadra expected`);
    else {
      assert.ok(r.bhadra, `${c.id}: Bhadra expected`);
      compare(c.id, 'bhadra', r.bhadra, e.bhadra, limbToleranceSeconds, limbErrors);
      assert.deepEqual(
        r.bhadra.parts.map((p: { vaas: { id: string }; moonRashi: { index: number } }) => [p.vaas.id, p.moonRashi.index]),
        e.bhadra.parts.map((p) => [p.vaas, p.moonRashi]),
        `${c.id} Bhadra parts`,
      );
      e.bhadra.parts.forEach((w, i) => compare(c.id, `bhadra.parts[${i}]`, r.bhadra.parts[i], w, limbToleranceSeconds, limbErrors));
      assert.equal(r.bhadra.onEarth, e.bhadra.parts.some((p) => p.vaas === 'earth'));
    }
    if (e.panchaka === null) assert.equal(r.panchaka, null, `${c.id}: no Panchaka expected`);
    else {
      assert.ok(r.panchaka, `${c.id}: Panchaka expected`);
      compare(c.id, 'panchaka', r.panchaka, e.panchaka, limbToleranceSeconds, limbErrors);
      assert.equal(r.panchaka.startVaara.index, e.panchaka.startWeekday + 1, `${c.id} Panchaka vaara`);
      assert.equal(r.panchaka.type?.id ?? null, e.panchaka.type, `${c.id} Panchaka type`);
    }
  }
  const l = errorSummary(limbErrors);
  const s = errorSummary(sunErrors);
  t.diagnostic(`limb-derived: n ${l.n}, rms ${l.rms.toFixed(3)} s, max ${l.max.toFixed(3)} s; sunrise-derived: n ${s.n}, rms ${s.rms.toFixed(3)} s, max ${s.max.toFixed(3)} s`);
  assert.deepEqual(problems, []);
});
