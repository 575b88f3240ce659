/**
 * Ephemeris integrity: the service refuses to compute from files it cannot vouch for. With
 * the Moon's file `semo_18.se1` missing the library keeps the SWIEPH flag and says "using
 * Moshier eph." only in its error text; a corrupted file still answers, tens of arcseconds
 * off. Both must give 503 EPHEMERIS_UNAVAILABLE (no Retry-After) on readiness and on every
 * calculation that needs the sky — never a 200. Each case runs in a child process with
 * EPHE_PATH pointing at a temporary copy of data/ephe (the library's path is per process).
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { C, requireSwissEphemeris } from '../../src/astro/swe.ts';
import { parseChecksums, verifyEphemerisFiles } from '../../src/astro/ephemeris-integrity.ts';
import { EphemerisUnavailable } from '../../src/shared/errors.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const vendored = join(root, 'data/ephe');
const files = ['sepl_18.se1', 'semo_18.se1', 'seas_18.se1'];
const temporary: string[] = [];
after(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the vendored ephemeris directory, changed by `damage`. */
function ephemerisCopy(damage: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-ephe-'));
  temporary.push(dir);
  cpSync(vendored, dir, { recursive: true });
  damage(dir);
  return dir;
}

const script = `
import { buildApp } from './src/api/app.ts';
import { loadConfig } from './src/api/config.ts';
const app = await buildApp({ config: loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0', CALC_WORKERS: '0' }) });
await app.ready();
const birth = { localDate: '2022-01-24', localTime: '12:00:00', timezone: 'Asia/Kolkata', latitude: 28.6, longitude: 77.2 };
const post = (path, body) => app.inject({ method: 'POST', url: '/api/v2/calculations/' + path, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const pick = (r) => ({ status: r.statusCode, retryAfter: r.headers['retry-after'] ?? null, code: r.json().error?.code ?? null });
const out = {
  ready: pick(await app.inject({ method: 'GET', url: '/api/readyz' })),
  panchang: pick(await post('panchang', birth)),
  kundli: pick(await post('kundli', birth)),
  numerology: pick(await post('numerology', { name: 'Asha Verma', birthDate: '1990-05-10', system: 'chaldean' })),
};
console.log(JSON.stringify(out));
await app.close();
`;

function serveFrom(ephePath: string) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, EPHE_PATH: ephePath, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!);
}

const refused = { status: 503, retryAfter: null, code: 'EPHEMERIS_UNAVAILABLE' };

describe('ephemeris integrity', () => {
  it('commits a SHA-256 for each vendored file, and the files match it', () => {
    const sums = parseChecksums(readFileSync(join(vendored, 'SHA256SUMS'), 'utf8'));
    assert.deepEqual([...sums.keys()].sort(), [...files].sort());
    assert.deepEqual(verifyEphemerisFiles(vendored, files), { problem: null, checked: files });
  });

  it('refuses every calculation that needs the sky when the Moon file is missing', () => {
    const dir = ephemerisCopy((d) => unlinkSync(join(d, 'semo_18.se1')));
    assert.match(verifyEphemerisFiles(dir, files).problem ?? '', /semo_18\.se1 is missing/);
    const out = serveFrom(dir);
    assert.deepEqual(out.ready, refused);
    assert.deepEqual(out.panchang, refused);
    assert.deepEqual(out.kundli, refused);
    assert.equal(out.numerology.status, 200, 'numerology needs no ephemeris');
  });

  it('refuses every calculation that needs the sky when 997 bytes of the Moon file are corrupted', () => {
    const dir = ephemerisCopy((d) => {
      // Same size, 997 random bytes in the middle: the library still opens and reads it.
      const fd = openSync(join(d, 'semo_18.se1'), 'r+');
      writeSync(fd, Buffer.from(Array.from({ length: 997 }, (_, i) => (i * 151 + 7) % 256)), 0, 997, 600_000);
      closeSync(fd);
    });
    assert.match(verifyEphemerisFiles(dir, files).problem ?? '', /semo_18\.se1 does not match its SHA-256/);
    const out = serveFrom(dir);
    assert.deepEqual(out.ready, refused);
    assert.deepEqual(out.panchang, refused);
    assert.deepEqual(out.kundli, refused);
  });

  it('refuses files that come without their SHA256SUMS', () => {
    const dir = ephemerisCopy((d) => unlinkSync(join(d, 'SHA256SUMS')));
    assert.match(verifyEphemerisFiles(dir, files).problem ?? '', /no SHA256SUMS/);
  });

  it('treats a Moshier note in the library error text as EPHEMERIS_UNAVAILABLE even when the flag says SWIEPH', () => {
    const moonWithoutFile = {
      flag: C.SEFLG_SWIEPH | C.SEFLG_SPEED,
      error: "SwissEph file 'semo_18.se1' not found in PATH '/x/' \nusing Moshier eph. for moon; ",
    };
    assert.throws(() => requireSwissEphemeris(moonWithoutFile, 'moon', 2_451_545), EphemerisUnavailable);
    assert.doesNotThrow(() => requireSwissEphemeris({ flag: C.SEFLG_SWIEPH | C.SEFLG_SPEED, error: '' }, 'moon', 2_451_545));
  });
});
