/**
 * Writes test/golden/kp/swetest-horary.json and test/golden/kp/swetest-ayanamsha.json with
 * Debian `swetest` (outside reference; see test/golden/kp/README.md).
 *
 * Horary: for each (horary number, UT instant, place) the ARMC the service finds is the only
 * value taken from our code; swetest has no ARMC option, so the script asks swetest for the
 * houses at the same instant at the geographic longitude λ' = ARMC − ARMC₀, where ARMC₀ is
 * swetest's own ARMC at longitude 0 (ARMC = sidereal time × 15 + longitude). swetest then
 * prints the cusps of that ARMC with the true obliquity of the instant and the KP ayanamsha
 * (-sid5), and its ARMC line shows the value it used.
 *
 * Ayanamsha: swetest's Krishnamurti ayanamsha (-ay5, with nutation) at the 30 instants of
 * test/golden/reference/dev_cases.json, for the test that shifts their Lahiri longitudes.
 *
 *   npx tsx scripts/kp/swetest-golden.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { computeKpChart } from '../../src/jyotish/kp/chart.ts';
import type { JulianDayUt } from '../../src/shared/units.ts';

const root = new URL('../../', import.meta.url);
const ephe = new URL('data/ephe', root).pathname;
const swetest = '/usr/bin/swetest';

function run(args: string[]): { command: string; out: string } {
  const out = execFileSync(swetest, args, { encoding: 'utf8' });
  return { command: `swetest ${args.join(' ')}`.replace(ephe, '<repo>/data/ephe'), out };
}

function parseHouses(out: string) {
  const lines = out.split('\n');
  const value = (label: RegExp) => {
    const line = lines.find((l) => label.test(l));
    if (!line) throw new Error(`no ${label} in\n${out}`);
    return Number(line.trim().split(/\s+/).pop());
  };
  return {
    cusps: Array.from({ length: 12 }, (_, i) => value(new RegExp(`^house\\s+${i + 1}\\s`))),
    asc: value(/^Ascendant/),
    mc: value(/^MC/),
    armc: value(/^ARMC/),
    fallbackPorphyry: /Porphyry calculated instead/.test(out),
  };
}

/** mulberry32, as bench/_shared.ts. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const seed = 20_261_124;
const random = mulberry32(seed);
const jdOfIso = (iso: string) => Date.parse(iso) / 86_400_000 + 2_440_587.5;
const isoOfJd = (jd: number) => new Date(Math.round((jd - 2_440_587.5) * 86_400_000)).toISOString().replace('.000Z', 'Z');

interface Spec { number: number; point: 'start' | 'mid'; jdUt: number; lat: number; lon: number; place: string | null }
const specs: Spec[] = [
  // The conformance body: 1990-05-10 19:55 IST at Mumbai, number 123.
  { number: 123, point: 'start', jdUt: jdOfIso('1990-05-10T14:25:00Z'), lat: 19.076, lon: 72.8777, place: 'Mumbai' },
  { number: 1, point: 'start', jdUt: jdOfIso('2024-03-01T06:30:00Z'), lat: 28.6139, lon: 77.209, place: 'New Delhi' },
  { number: 249, point: 'start', jdUt: jdOfIso('2024-03-01T06:30:00Z'), lat: 28.6139, lon: 77.209, place: 'New Delhi' },
  { number: 145, point: 'start', jdUt: jdOfIso('2013-04-02T04:55:09Z'), lat: 23.5, lon: 87.3333, place: 'Durgapur' },
  { number: 62, point: 'start', jdUt: jdOfIso('2000-01-01T12:00:00Z'), lat: 64.15, lon: -21.94, place: 'Reykjavik' },
  { number: 189, point: 'start', jdUt: jdOfIso('1950-06-21T00:00:00Z'), lat: -54.8, lon: -68.3, place: 'Ushuaia' },
  { number: 23, point: 'start', jdUt: jdOfIso('2075-12-31T18:00:00Z'), lat: 0, lon: 0, place: 'equator at Greenwich' },
];
const fixedNumbers = [2, 3, 9, 10, 22, 63, 105, 106, 146, 188, 228, 229];
const numbers = [...fixedNumbers];
while (numbers.length < 30) numbers.push(1 + Math.floor(random() * 249));
for (const number of numbers) {
  specs.push({
    number,
    point: 'start',
    jdUt: jdOfIso('1900-01-01T00:00:00Z') + random() * 73_000,
    lat: Math.round((-60 + random() * 125) * 1e4) / 1e4,
    lon: Math.round((-180 + random() * 360) * 1e4) / 1e4,
    place: null,
  });
}
for (let i = 0; i < 4; i++) {
  specs.push({
    number: 1 + Math.floor(random() * 249),
    point: 'mid',
    jdUt: jdOfIso('1900-01-01T00:00:00Z') + random() * 73_000,
    lat: Math.round((-60 + random() * 125) * 1e4) / 1e4,
    lon: Math.round((-180 + random() * 360) * 1e4) / 1e4,
    place: null,
  });
}

const sky = { ayanamsha: 'krishnamurti', nodeType: 'mean', positions: 'apparent' } as const;
const cases = specs.map((spec, i) => {
  // The instant exactly as written to the file and passed to swetest (10 decimals of a day).
  const s = { ...spec, jdUt: Number(spec.jdUt.toFixed(10)) };
  const chart = computeKpChart({ jdUt: s.jdUt as JulianDayUt, latitude: s.lat, longitude: s.lon, sky, horary: { number: s.number, point: s.point } });
  const armc = chart.armcDegrees;
  const jd = s.jdUt.toFixed(10);
  const a0 = run([`-edir${ephe}`, `-bj${jd}`, '-ut', '-sid5', `-house0,${s.lat},P`, '-p', '-fPl', '-ep', '-head']);
  const armc0 = parseHouses(a0.out).armc;
  let geolon = armc - armc0;
  geolon = ((geolon % 360) + 540) % 360 - 180;
  const h = run([`-edir${ephe}`, `-bj${jd}`, '-ut', '-sid5', `-house${geolon.toFixed(11)},${s.lat},P`, '-p', '-fPl', '-ep', '-head']);
  const obl = run([`-edir${ephe}`, `-bj${jd}`, '-ut', '-po', '-fPl', '-ep', '-head']);
  const ay = run([`-edir${ephe}`, `-bj${jd}`, '-ut', '-ay5', '-head']);
  return {
    id: `kp-horary-${String(i + 1).padStart(3, '0')}`,
    place: s.place,
    horaryNumber: s.number,
    horaryPoint: s.point,
    ut: isoOfJd(s.jdUt),
    jd_ut: Number(jd),
    lat: s.lat,
    lon: s.lon,
    armc_from_service: armc,
    swetest_armc_at_longitude_0: armc0,
    swetest_geolon_for_armc: Number(geolon.toFixed(11)),
    swetest: parseHouses(h.out),
    swetest_true_obliquity: Number(obl.out.trim().split(/\s+/).pop()),
    swetest_kp_ayanamsha_true: ay.out.trim(),
    commands: [a0.command, h.command, obl.command, ay.command],
  };
});

const version = execFileSync(swetest, ['-h'], { encoding: 'utf8' }).match(/Version: (\S+)/)?.[1] ?? 'unknown';
writeFileSync(
  new URL('test/golden/kp/swetest-horary.json', root),
  `${JSON.stringify({ meta: { program: swetest, swetestVersion: version, seed, generated: new Date().toISOString().slice(0, 10), caseCount: cases.length }, cases }, null, 1)}\n`,
);

interface DevCase { id: string; utc_datetime: string }
const dev = JSON.parse(readFileSync(new URL('test/golden/reference/dev_cases.json', root), 'utf8')) as { cases: DevCase[] };
const ayanamsha = dev.cases.map((c) => {
  const jd = jdOfIso(`${c.utc_datetime}Z`).toFixed(10);
  const kp = run([`-edir${ephe}`, `-bj${jd}`, '-ut', '-ay5', '-head']);
  const lahiri = run([`-edir${ephe}`, `-bj${jd}`, '-ut', '-ay1', '-head']);
  return { id: c.id, utc: `${c.utc_datetime}Z`, jd_ut: Number(jd), kp: kp.out.trim(), lahiri: lahiri.out.trim(), commands: [kp.command, lahiri.command] };
});
writeFileSync(
  new URL('test/golden/kp/swetest-ayanamsha.json', root),
  `${JSON.stringify({ meta: { program: swetest, swetestVersion: version, generated: new Date().toISOString().slice(0, 10) }, cases: ayanamsha }, null, 1)}\n`,
);
console.log(`wrote ${cases.length} horary cases and ${ayanamsha.length} ayanamsha rows`);
