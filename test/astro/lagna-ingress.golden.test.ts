/**
 * Lagna (sidereal ascendant) sign entries of src/astro/lagna-ingress.ts against
 * test/golden/muhurat/swetest-lagna-ingress.json: the instants at which the Lahiri ascendant
 * printed by `swetest -house` crosses each sign boundary, bisected to 0.009 s, for ten UT days
 * at places from 0° to 64° of latitude on both sides of the equator (1990–2350).
 * Tolerance 0.1 s: the ascendant moves up to ~2″ per 0.1 s; the closed form is good to ~0.05″.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { lagnaTimeline } from '../../src/astro/lagna-ingress.ts';
import { errorSummary } from '../helpers/tolerances.ts';

const toleranceSeconds = 0.1;

interface Case {
  id: string;
  place: string;
  latitude: number;
  longitude: number;
  from_jd_ut: number;
  to_jd_ut: number;
  sign_at_start: number;
  ingresses: { jd_ut: number; sign: number }[];
}
const golden = JSON.parse(readFileSync(new URL('../golden/muhurat/swetest-lagna-ingress.json', import.meta.url), 'utf8')) as { cases: Case[] };

test('every lagna sign entry of a day lies within 0.1 s of swetest, with the same sign at the start', (t) => {
  const errors: number[] = [];
  for (const c of golden.cases) {
    const tl = lagnaTimeline(c.from_jd_ut, c.to_jd_ut, c.latitude, c.longitude, 'lahiri');
    assert.equal(tl.signAtStart + 1, c.sign_at_start, `${c.id} ${c.place}: sign at the start`);
    assert.deepEqual(tl.ingresses.map((i) => i.sign + 1), c.ingresses.map((i) => i.sign), `${c.id} ${c.place}: signs entered`);
    tl.ingresses.forEach((i, k) => {
      const e = Math.abs(i.jd - c.ingresses[k].jd_ut) * 86400;
      errors.push(e);
      assert.ok(e <= toleranceSeconds, `${c.id} ${c.place} ingress ${k}: ${e.toFixed(3)} s`);
    });
  }
  const s = errorSummary(errors);
  t.diagnostic(`n ${s.n}, rms ${s.rms.toFixed(4)} s, max ${s.max.toFixed(4)} s`);
});

test('latitudes beyond 66 degrees are refused naming /latitude', () => {
  assert.throws(() => lagnaTimeline(2460370.5, 2460371.5, 70, 20, 'lahiri'), (e: { details: { path: string }[] }) => e.details[0].path === '/latitude');
});
