/**
 * Served-output comparison for changes to the panchang core or its formatting: writes the
 * presented result of N random panchangs (|φ| ≤ 70°, years 1800–2399, zones with daylight
 * saving and half-hour offsets, both sunrise definitions) as JSON lines, or compares two such
 * files and reports every served instant that changed and by how many seconds.
 *
 *   npx tsx scripts/panchang/served-diff.ts write /tmp/before.jsonl [count=1500] [seed=21] [sample-tables=off|default|<file>]
 *   npx tsx scripts/panchang/served-diff.ts compare /tmp/before.jsonl /tmp/after.jsonl
 *
 * The fifth argument of `write` installs the build's ephemeris sample tables first
 * (src/astro/sample-tables.ts; `default`: dist/astro/sample-tables.bin): the same bodies written
 * with and without them must compare equal (and `cmp` equal: the lines are the served JSON).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { panchangCalculation } from '../../src/calculations/panchang/index.ts';
import { mulberry32 } from '../../bench/_shared.ts';
import { installSampleTables } from '../../src/astro/sample-tables.ts';
import { readSampleTablesFile } from '../../src/astro/sample-tables-load.ts';
import { defaultSampleTablesPath } from '../../src/astro/sample-tables-path.ts';

const zones = [
  'Asia/Kolkata', 'America/New_York', 'Europe/London', 'Asia/Kathmandu', 'Australia/Adelaide', 'America/St_Johns',
  'Australia/Lord_Howe', 'Europe/Berlin', 'America/Sao_Paulo', 'Asia/Tokyo', 'Pacific/Auckland', 'America/Los_Angeles',
  'Africa/Casablanca', 'Asia/Tehran', 'Europe/Moscow', 'America/Anchorage',
];
const two = (n: number) => String(n).padStart(2, '0');

function bodies(count: number, seed: number): Record<string, unknown>[] {
  const random = mulberry32(seed);
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const year = 1800 + Math.floor(random() * 600);
    const body: Record<string, unknown> = {
      localDate: `${year}-${two(1 + Math.floor(random() * 12))}-${two(1 + Math.floor(random() * 28))}`,
      localTime: `${two(4 + Math.floor(random() * 20))}:${two(Math.floor(random() * 60))}:00`,
      timezone: zones[Math.floor(random() * zones.length)],
      latitude: Math.round((random() * 140 - 70) * 1e4) / 1e4,
      longitude: Math.round((random() * 360 - 180) * 1e4) / 1e4,
    };
    if (random() < 0.1) body.sunrise = 'hindu-disc-centre';
    out.push(body);
  }
  return out;
}

const context = { now: new Date('2026-01-01T00:00:00Z') };
const [mode, a, b, c, tablesArg] = process.argv.slice(2);
if (mode === 'write' && tablesArg !== undefined && tablesArg !== 'off') {
  const read = readSampleTablesFile(tablesArg === 'default' ? defaultSampleTablesPath : tablesArg);
  if ('problem' in read) throw new Error(`sample tables refused: ${read.problem}`);
  installSampleTables(read.tables);
  console.log(`sample tables installed: ${Object.keys(read.tables).join(', ')}`);
}
if (mode === 'write') {
  const lines: string[] = [];
  for (const body of bodies(Number(b ?? 1500), Number(c ?? 21))) {
    try {
      const out = panchangCalculation.present(panchangCalculation.compute(body as never, context), body as never, context);
      lines.push(JSON.stringify({ body, out }));
    } catch (e) {
      lines.push(JSON.stringify({ body, error: String(e) }));
    }
  }
  writeFileSync(a, `${lines.join('\n')}\n`);
  console.log(`wrote ${lines.length} panchangs to ${a}`);
} else {
  const read = (f: string) => readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { body: unknown; out?: unknown; error?: string });
  const x = read(a);
  const y = read(b);
  const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d(:\d\d)?)$/;
  let changedPanchangs = 0;
  let changedValues = 0;
  const secondsChanged: number[] = [];
  const examples: string[] = [];
  const walk = (p: unknown, q: unknown, path: string, found: string[]) => {
    if (typeof p === 'string' && typeof q === 'string') {
      if (p !== q) {
        found.push(path);
        if (iso.test(p) && iso.test(q) && path.endsWith('.utc')) secondsChanged.push(Math.abs(Date.parse(p) - Date.parse(q)) / 1000);
      }
      return;
    }
    if (p && q && typeof p === 'object' && typeof q === 'object') {
      const keys = new Set([...Object.keys(p), ...Object.keys(q)]);
      for (const k of keys) walk((p as Record<string, unknown>)[k], (q as Record<string, unknown>)[k], `${path}.${k}`, found);
      return;
    }
    if (p !== q) found.push(path);
  };
  for (let i = 0; i < x.length; i++) {
    const found: string[] = [];
    walk(x[i], y[i], '', found);
    const served = found.filter((f) => !f.endsWith('calculation') && !f.includes('.versions'));
    if (served.length) {
      changedPanchangs++;
      changedValues += served.length;
      if (examples.length < 20) examples.push(`${JSON.stringify(x[i].body)}: ${served.slice(0, 6).join(', ')}`);
    }
  }
  secondsChanged.sort((p, q) => p - q);
  console.log(`${x.length} panchangs; ${changedPanchangs} with a served value changed, ${changedValues} values (incl. local twins)`);
  console.log(`utc instants changed: ${secondsChanged.length}, by ${JSON.stringify(secondsChanged.slice(0, 10))} … max ${secondsChanged.at(-1) ?? 0} s`);
  for (const e of examples) console.log(`  ${e}`);
}
