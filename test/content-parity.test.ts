/**
 * Every static text a person reads, anywhere in src/content, is bilingual: a non-empty
 * English text and a Hindi text in Devanagari (not a transliteration, not empty, not a copy of
 * the English). The test imports every content module and walks all exported values for
 * `{ en, hi }` objects.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const contentDir = fileURLToPath(new URL('../src/content', import.meta.url));

function modules(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) modules(p, out);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'snapshot.ts') out.push(p);
  }
  return out;
}

interface Found {
  where: string;
  en: unknown;
  hi: unknown;
}

function walk(value: unknown, where: string, out: Found[], seen: Set<unknown>): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  const v = value as Record<string, unknown>;
  if ('en' in v && 'hi' in v) out.push({ where, en: v.en, hi: v.hi });
  for (const [k, child] of Object.entries(v)) walk(child, `${where}.${k}`, out, seen);
}

it('has a non-empty English text and a Devanagari Hindi text in every bilingual content entry', async () => {
  const found: Found[] = [];
  for (const file of modules(contentDir)) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) walk(value, `${file.slice(contentDir.length + 1)}:${name}`, found, new Set());
  }
  assert.ok(found.length > 1000, `only ${found.length} bilingual entries found`);
  const problems = found.filter(
    (f) =>
      typeof f.en !== 'string' || f.en.trim() === '' ||
      typeof f.hi !== 'string' || !/[\u0900-\u097F]/.test(f.hi) || f.hi === f.en,
  );
  assert.deepEqual(problems.slice(0, 20).map((p) => p.where), []);
});
