/**
 * The file of ephemeris sample tables the build writes (scripts/astro/write-sample-tables.ts)
 * and its use by the service (src/api/pool/sample-tables-share*.ts): a file is read back row
 * for row; a file made for other ephemeris files or other code, a damaged, truncated or foreign
 * file, or one whose rows the library no longer returns, is refused with the reason; and the
 * service answers the same bytes whether its workers use the tables or fell back to the library.
 * The files are written here for a short span (no build needed).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtSampleTables, sampleTablesToBuild, writeSampleTables } from '../../scripts/astro/write-sample-tables.ts';
import { generateSampleColumn } from '../../src/astro/sample-tables-generate.ts';
import { encodeSampleTables, type SampleTablesHeader } from '../../src/astro/sample-tables-format.ts';
import { currentSampleTablesKey, sourcesSha256 } from '../../src/astro/sample-tables-key.ts';
import { readSampleTablesFile } from '../../src/astro/sample-tables-load.ts';
import { sampleTableNames, type SampleColumn, type SampleTables } from '../../src/astro/sample-tables.ts';
import { loadSharedSampleTables } from '../../src/api/pool/sample-tables-share-load.ts';
import { openSharedSampleTables, sampleTablesState } from '../../src/api/pool/sample-tables-share.ts';
import { build, postJson } from '../helpers/app.ts';

const dir = mkdtempSync(join(tmpdir(), 'sample-tables-'));
const good = join(dir, 'good.bin');
/** 1987-03-01 … 1987-07-29 UT. */
const span = { firstJd: 2_446_855.5, lastJd: 2_447_005.5 };
const sources = ['src/astro/sample-tables-generate.ts', 'src/astro/sidereal-sun-moon.ts'];
const names = ['sidereal-moon', 'sidereal-sun', 'equatorial-sun', 'sidtime', 'new-moon', 'ayanamsha-line'] as const;
const cleanups: (() => unknown)[] = [];

before(async () => {
  await writeSampleTables({ target: good, sources, names, span, threads: 1 });
});
after(async () => {
  for (const c of cleanups) await c();
  rmSync(dir, { recursive: true, force: true });
});

/** Writes a file of `tables` with the header fields of `meta` changed. */
function writeVariant(name: string, tables: SampleTables, change: (meta: Pick<SampleTablesHeader, 'key' | 'code' | 'span'>) => void): string {
  const meta = { key: currentSampleTablesKey(), code: { files: sources, sha256: sourcesSha256(sources) ?? '' }, span };
  change(meta);
  const path = join(dir, name);
  writeFileSync(path, Buffer.concat(encodeSampleTables(tables, meta)));
  return path;
}

describe('the sample table file', () => {
  it('is read back row for row as the generator computes them, for this process\'s key', () => {
    const read = readSampleTablesFile(good);
    assert.ok('tables' in read, 'problem' in read ? read.problem : '');
    assert.deepEqual(Object.keys(read.tables), names);
    for (const name of names) {
      const fresh = generateSampleColumn(name, span);
      const got = read.tables[name] as SampleColumn | undefined;
      assert.ok(got);
      assert.deepEqual({ first: got.first, count: got.count, stride: got.stride }, { first: fresh.first, count: fresh.count, stride: fresh.stride }, name);
      assert.ok(Buffer.from(got.values.buffer, got.values.byteOffset, got.values.byteLength).equals(Buffer.from(fresh.values.buffer)), name);
    }
    assert.deepEqual(read.header.key, currentSampleTablesKey());
  });

  it('is kept by the writer when the key, the sources and the tables are unchanged', async () => {
    const before = readFileSync(good);
    const done = await writeSampleTables({ target: good, sources, names, span, threads: 1 });
    assert.equal(done.reused, true);
    assert.ok(readFileSync(good).equals(before));
  });

  it('is refused when made for other ephemeris files, another binding or other source code, naming what differs', () => {
    const tables: SampleTables = { 'new-moon': generateSampleColumn('new-moon', span) };
    const cases: [string, (meta: Pick<SampleTablesHeader, 'key' | 'code' | 'span'>) => void, RegExp][] = [
      ['ephemeris', (m) => { m.key.ephemeris['semo_18.se1'] = '0'.repeat(64); }, /ephemeris\.semo_18\.se1 differs/],
      ['addon', (m) => { m.key.sweph.addonSha256 = 'f'.repeat(64); }, /sweph\.addonSha256 differs/],
      ['sky', (m) => { m.key.sky.ayanamsha = 'raman'; }, /sky\.ayanamsha differs/],
      ['format', (m) => { m.key.format += 1; }, /format differs/],
      ['code', (m) => { m.code.sha256 = 'e'.repeat(64); }, /other source code/],
    ];
    for (const [name, change, reason] of cases) {
      const read = readSampleTablesFile(writeVariant(`${name}.bin`, tables, change));
      assert.ok('problem' in read && reason.test(read.problem), `${name}: ${'problem' in read ? read.problem : 'accepted'}`);
    }
  });

  it('is refused when damaged, truncated, foreign, or holding a value the library does not return', () => {
    const bytes = readFileSync(good);
    const damaged = Buffer.from(bytes);
    damaged[damaged.length - 100] ^= 0x01;
    const variants: [string, Buffer | string, RegExp][] = [
      ['damaged.bin', damaged, /damaged \(payload SHA-256 differs\)/],
      ['truncated.bin', bytes.subarray(0, bytes.length - 8), /bytes, its header says/],
      ['foreign.bin', Buffer.from('{"not":"a table"}'.padEnd(64, ' ')), /not a sample table file/],
    ];
    for (const [name, content, reason] of variants) {
      writeFileSync(join(dir, name), content);
      const read = readSampleTablesFile(join(dir, name));
      assert.ok('problem' in read && reason.test(read.problem), `${name}: ${'problem' in read ? read.problem : 'accepted'}`);
    }
    const moon = generateSampleColumn('sidereal-moon', span);
    moon.values[0] += 1e-12; // a row another computation would give: the key cannot see it, the spot check does
    const read = readSampleTablesFile(writeVariant('wrong-row.bin', { 'sidereal-moon': moon }, () => undefined));
    assert.ok('problem' in read && /sidereal-moon row \d+ differs from the library's value/.test(read.problem), 'problem' in read ? read.problem : 'accepted');
    assert.ok('problem' in readSampleTablesFile(join(dir, 'absent.bin')));
  });
});

describe('the tables the build writes', () => {
  it('are the five default ones unless SAMPLE_TABLES_BUILD names all seven or a list, and an unknown name is an error', () => {
    assert.deepEqual(sampleTablesToBuild(undefined), builtSampleTables);
    assert.deepEqual([...builtSampleTables].sort(), ['ayanamsha-line', 'new-moon', 'sidereal-moon', 'sidereal-sun', 'sidtime']);
    assert.deepEqual(sampleTablesToBuild('all'), sampleTableNames);
    assert.deepEqual(sampleTablesToBuild('new-moon, sidtime'), ['new-moon', 'sidtime']);
    assert.throws(() => sampleTablesToBuild('new-moon,moon-phase'), /no table moon-phase/);
  });
});

describe('the service with sample tables', () => {
  const holder = { after: (fn: () => unknown) => cleanups.push(fn) } as unknown as TestContext;
  const body = { localDate: '1987-05-12', localTime: '07:15', timezone: 'Asia/Kolkata', latitude: 26.85, longitude: 80.95 };
  const answer = async (file: string) => {
    const opened = openSharedSampleTables(file);
    assert.ok('tables' in opened, 'problem' in opened ? opened.problem : '');
    const pooled = await build(holder, { CALC_WORKERS: '1', RESULT_CACHE_ENTRIES: '0' });
    await pooled.app.calculationPool.ready();
    const loaded = await loadSharedSampleTables();
    const res = await postJson(pooled.app, '/v2/calculations/panchang', body);
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    const { requestId: _id, ...rest } = res.json() as Record<string, unknown>;
    return { loaded, state: [...opened.tables.state], body: JSON.stringify(rest) };
  };

  it('shares a good file with its workers and falls back to the library on a damaged one, with the same bytes either way', async () => {
    const withTables = await answer(good);
    assert.ok('bytes' in withTables.loaded, JSON.stringify(withTables.loaded));
    assert.deepEqual(withTables.state, [sampleTablesState.ready, 1], 'ready, and installed by the one worker');
    const damaged = Buffer.from(readFileSync(good));
    damaged[damaged.length - 1] ^= 0x80;
    writeFileSync(join(dir, 'served-damaged.bin'), damaged);
    const fallback = await answer(join(dir, 'served-damaged.bin'));
    assert.ok('problem' in fallback.loaded && /damaged/.test(fallback.loaded.problem), JSON.stringify(fallback.loaded));
    assert.deepEqual(fallback.state, [sampleTablesState.refused, 0]);
    assert.equal(fallback.body, withTables.body);
    const inline = await build(holder, { RESULT_CACHE_ENTRIES: '0' });
    const res = await postJson(inline.app, '/v2/calculations/panchang', body);
    const { requestId: _id, ...rest } = res.json() as Record<string, unknown>;
    assert.equal(JSON.stringify(rest), withTables.body, 'the same as computed on the main thread');
  });
});
