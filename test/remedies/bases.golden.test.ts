/**
 * The three bases against PyJHora 4.8.5 on the 30 development charts, with the reference's
 * settings (Lahiri, mean nodes, true-geometric positions, the case's fixed UTC offset):
 *  - lagna and Moon signs from test/golden/charts/dev-cases-vargas.json (D1), their lords from
 *    the classical sign-lord list written out below;
 *  - the running mahadasha and antardasha from the Vimshottari tables of
 *    ../shared/reference/dev_cases.json (`mean_sidereal_year_365.256364`: PyJHora counts
 *    365.256364-day years, so the requests ask for dashaYearDays 365.256364). For every
 *    antardasha after birth the reference date is the local calendar date of its midpoint.
 * Period starts and ends within one minute of the reference.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { computeRemedies } from '../../src/calculations/rudraksha-gemstone-guidance/compute.ts';
import { presentRemedies } from '../../src/calculations/rudraksha-gemstone-guidance/present.ts';
import { birthBodyOf } from '../helpers/birth.ts';
import { build, postJson } from '../helpers/app.ts';
import { errorSummary, oneMinuteInDays, printedSecondToleranceSeconds } from '../helpers/tolerances.ts';

interface VargaCase {
  id: string;
  local_datetime: string;
  utc_offset_hours: number;
  lat: number;
  lon: number;
  vargas: { D1: Record<string, number> };
}
interface DevCase {
  id: string;
  pyjhora: {
    vimshottari: Record<string, {
      year_days: number;
      mahadashas: { lord: string; start_jd_ut: number }[];
      antardashas: { lords: [string, string]; start_jd_ut: number; start_local: string; duration_years: number }[];
    }>;
  };
}

const vargaCases = (JSON.parse(readFileSync(new URL('../golden/charts/dev-cases-vargas.json', import.meta.url), 'utf8')) as { cases: VargaCase[] }).cases;
const devCases = (JSON.parse(readFileSync(new URL('../golden/reference/dev_cases.json', import.meta.url), 'utf8')) as { cases: DevCase[] }).cases;
const sidereal = 365.256364;

/** Sign lords, 0 = Aries (Mars) … 11 = Pisces (Jupiter), as every jyotish primer prints them. */
const lordOfSign = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'];

const referenceSettings = { ayanamsha: 'lahiri' as const, nodeType: 'mean' as const, positions: 'true-geometric' as const, dashaYearDays: sidereal as 365.256364 };

function requestOf(c: VargaCase, referenceDate?: string) {
  return { ...birthBodyOf(c), ...referenceSettings, ...(referenceDate ? { referenceDate } : {}) };
}

/** The local calendar date (at the case's fixed offset) of a UT Julian day. */
function localDateOf(jd: number, offsetHours: number): string {
  return new Date((jd - 2_440_587.5) * 86_400_000 + offsetHours * 3_600_000).toISOString().slice(0, 10);
}

const jdOf = (utc: string) => Date.parse(utc) / 86_400_000 + 2_440_587.5;

describe('lagna lord and Moon-sign lord against PyJHora (30 charts)', () => {
  it('names the lord of the PyJHora lagna sign and of the PyJHora Moon sign on every chart', () => {
    for (const c of vargaCases) {
      const r = presentRemedies(computeRemedies(requestOf(c, '2100-01-01'), { now: new Date() })).result;
      const d1 = c.vargas.D1;
      assert.equal(r.chartBasis.lagna.rashi.index, d1.ascendant + 1, `${c.id} lagna sign`);
      assert.equal(r.chartBasis.moonSign.rashi.index, d1.moon + 1, `${c.id} Moon sign`);
      assert.equal(r.gemstones[0].basis, 'lagna-lord');
      assert.equal(r.gemstones[0].planet.id, lordOfSign[d1.ascendant], `${c.id} lagna lord`);
      assert.equal(r.gemstones[1].basis, 'moon-sign-lord');
      assert.equal(r.gemstones[1].planet.id, lordOfSign[d1.moon], `${c.id} Moon-sign lord`);
      assert.equal(r.rudraksha[0].planet.id, lordOfSign[d1.ascendant]);
      assert.equal(r.rudraksha[1].planet.id, lordOfSign[d1.moon]);
    }
  });
});

describe('running Vimshottari periods against PyJHora (30 charts, 365.256364-day years)', () => {
  it('finds the reference mahadasha and antardasha at the midpoint date of every antardasha after birth, with their boundaries within a minute', () => {
    const errors: number[] = [];
    let checked = 0;
    for (const c of vargaCases) {
      const dev = devCases.find((d) => d.id === c.id);
      assert.ok(dev, `${c.id} in dev_cases.json`);
      const table = dev.pyjhora.vimshottari['mean_sidereal_year_365.256364'];
      assert.equal(table.year_days, sidereal);
      const birthDate = c.local_datetime.slice(0, 10);
      table.antardashas.forEach((ad, i) => {
        const next = table.antardashas[i + 1];
        const endJd = ad.start_jd_ut + ad.duration_years * sidereal;
        const referenceDate = localDateOf((ad.start_jd_ut + endJd) / 2, c.utc_offset_hours);
        if (referenceDate <= birthDate) return;
        const r = presentRemedies(computeRemedies(requestOf(c, referenceDate), { now: new Date() })).result;
        const running = r.chartBasis.runningDasha;
        assert.equal(running.mahadasha.lord.id, ad.lords[0], `${c.id} ${referenceDate} mahadasha`);
        assert.equal(running.antardasha.lord.id, ad.lords[1], `${c.id} ${referenceDate} antardasha`);
        assert.equal(r.gemstones[2].basis, 'running-mahadasha-lord');
        assert.equal(r.gemstones[2].planet.id, ad.lords[0]);
        assert.equal(r.rudraksha[2].planet.id, ad.lords[0]);
        // the mahadasha of this antardasha: the last one of its lord starting no later than it
        const md = table.mahadashas.filter((m) => m.lord === ad.lords[0] && m.start_jd_ut <= ad.start_jd_ut + 1e-6).at(-1);
        assert.ok(md, `${c.id} mahadasha of ${ad.lords[0]}`);
        errors.push(Math.abs(jdOf(running.mahadasha.start.utc) - md.start_jd_ut));
        errors.push(Math.abs(jdOf(running.antardasha.start.utc) - ad.start_jd_ut));
        if (next) errors.push(Math.abs(jdOf(running.antardasha.end.utc) - next.start_jd_ut));
        checked++;
      });
    }
    const s = errorSummary(errors);
    console.log(`running dasha at ${checked} reference dates: boundary errors n=${s.n} max ${(s.max * 1440).toFixed(3)} min`);
    assert.ok(checked > 1000);
    assert.ok(s.max < oneMinuteInDays);
  });
});

describe('R001 over HTTP (lagna Dhanu and Moon in Meena: both lords Jupiter)', () => {
  const r001 = vargaCases.find((c) => c.id === 'R001')!;

  it('keeps both Jupiter rows, says so on each, and names Saturn mahadasha / Moon antardasha on 2020-01-01 with the PyJHora dates', async (t) => {
    const { app } = await build(t);
    const res = await postJson(app, '/v2/calculations/rudraksha-gemstone-guidance', requestOf(r001, '2020-01-01'));
    assert.equal(res.statusCode, 200);
    const body = res.json();
    const r = body.result;
    assert.deepEqual(r.gemstones.map((g: { basis: string; planet: { id: string } }) => [g.basis, g.planet.id]), [
      ['lagna-lord', 'jupiter'], ['moon-sign-lord', 'jupiter'], ['running-mahadasha-lord', 'saturn'],
    ]);
    assert.deepEqual(r.gemstones[0].samePlanetAs, ['moon-sign-lord']);
    assert.deepEqual(r.gemstones[1].samePlanetAs, ['lagna-lord']);
    assert.deepEqual(r.gemstones[2].samePlanetAs, []);
    assert.match(r.gemstones[0].samePlanetNote.en, /Jupiter is also the planet of the Moon-sign lord row/);
    assert.match(r.gemstones[1].samePlanetNote.hi, /गुरु लग्नेश वाली पंक्ति का भी ग्रह है/);
    assert.equal(r.gemstones[2].samePlanetNote, null);
    assert.equal(r.gemstones[0].gem.hi, 'पुखराज');
    assert.equal(r.gemstones[2].gem.hi, 'नीलम');
    // PyJHora (dev_cases.json R001): Saturn MD from 2008-04-12T00:23:07, Mercury from 2027-04-12T21:17:14;
    // Saturn–Moon AD from 2019-03-16T10:36:14, Saturn–Mars from 2020-10-14T18:20:45 (local, UTC−1).
    const running = r.chartBasis.runningDasha;
    assert.equal(running.mahadasha.lord.id, 'saturn');
    assert.equal(running.antardasha.lord.id, 'moon');
    assert.equal(running.yearMethodId, 'DASHA.YEAR_SIDEREAL');
    const close = (ours: string, ref: string) =>
      assert.ok(Math.abs(Date.parse(ours) - Date.parse(`${ref}-01:00`)) < printedSecondToleranceSeconds * 1000, `${ours} vs ${ref}`);
    close(running.mahadasha.start.local, '2008-04-12T00:23:07');
    close(running.mahadasha.end.local, '2027-04-12T21:17:14');
    close(running.antardasha.start.local, '2019-03-16T10:36:14');
    close(running.antardasha.end.local, '2020-10-14T18:20:45');
    assert.match(r.gemstones[2].basisExplanation.en, /mahadasha of Saturn is running \(2008-04-12 to 2027-04-12\), and within it the antardasha of Moon \(2019-03-16 to 2020-10-14\)/);
    assert.match(r.gemstones[2].basisExplanation.hi, /शनि की महादशा चल रही है \(2008-04-12 से 2027-04-12 तक\)/);
    assert.match(r.gemstones[0].basisExplanation.en, /lagna \(ascendant\) is in Dhanu \(Sagittarius\); the lord of that sign is Jupiter/);
    assert.equal(body.method.dashaYearMethodId, 'DASHA.YEAR_SIDEREAL');
    // The bracelet lists Jupiter once, with both bases
    assert.deepEqual(r.bracelet.planets.map((p: { planet: { id: string }; bases: string[] }) => [p.planet.id, p.bases]), [
      ['jupiter', ['lagna-lord', 'moon-sign-lord']], ['saturn', ['running-mahadasha-lord']],
    ]);
  });

  it('shows the antardasha running at the start of a day on which it changes, and warns of the change', async (t) => {
    const { app } = await build(t);
    const onChange = (await postJson(app, '/v2/calculations/rudraksha-gemstone-guidance', requestOf(r001, '2020-10-14'))).json();
    assert.equal(onChange.result.chartBasis.runningDasha.antardasha.lord.id, 'moon');
    const w = onChange.warnings.find((x: { id: string }) => x.id === 'dasha-changes-on-reference-date');
    assert.ok(w, 'warning of the change');
    assert.match(w.message.en, /antardasha changes during the reference date \(at 2020-10-14T18:20:4\d-01:00\)/);
    const dayAfter = (await postJson(app, '/v2/calculations/rudraksha-gemstone-guidance', requestOf(r001, '2020-10-15'))).json();
    assert.equal(dayAfter.result.chartBasis.runningDasha.antardasha.lord.id, 'mars');
    assert.ok(!dayAfter.warnings.some((x: { id: string }) => x.id === 'dasha-changes-on-reference-date'));
  });
});
