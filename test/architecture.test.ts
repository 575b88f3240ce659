/**
 * Imports point one way (AGENTS.md): api → calculations → jyotish → astro → shared, with
 * content, contract, render, geo and numerology in their lanes; only src/astro/swe.ts imports
 * the Swiss Ephemeris binding.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src', import.meta.url));

/** Which top-level folders of src/ each folder may import from (itself always allowed). */
const allowed: Record<string, string[]> = {
  shared: [],
  astro: ['shared'],
  jyotish: ['astro', 'shared'],
  numerology: ['shared'],
  geo: ['shared'],
  content: ['shared', 'jyotish', 'numerology'],
  contract: ['shared', 'astro'],
  render: ['shared', 'content'],
  calculations: ['contract', 'jyotish', 'numerology', 'astro', 'content', 'shared', 'render', 'geo'],
  api: ['calculations', 'contract', 'jyotish', 'numerology', 'astro', 'content', 'shared', 'render', 'geo'],
};

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else if (name.endsWith('.ts')) out.push(p);
  }
  return out;
}

it('keeps every import inside the allowed direction', () => {
  const problems: string[] = [];
  for (const file of files(src)) {
    const rel = relative(src, file);
    const area = rel.includes('/') ? rel.split('/')[0] : '(root)';
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm)) {
      const spec = m[1];
      if (spec === 'sweph' && rel !== 'astro/swe.ts') problems.push(`${rel} imports sweph`);
      if (!spec.startsWith('.')) continue;
      const target = relative(src, resolve(dirname(file), spec));
      if (target.startsWith('..')) continue;
      const targetArea = target.split('/')[0];
      if (area === '(root)' || targetArea === area) continue;
      if (targetArea === 'api' || !(allowed[area] ?? []).includes(targetArea)) problems.push(`${rel} → ${target}`);
    }
  }
  assert.deepEqual(problems, []);
});
