/**
 * Writes the place search's answers to many queries, one JSON line per query, and prints
 * their SHA-256: for checking that a change to the index's in-memory form (or to the search)
 * leaves every answer byte-identical. Run once before and once after the change, and compare
 * the hashes (or `diff` the files).
 *
 *   npx tsx scripts/geo/search-answers.ts [out=/tmp/search-answers.jsonl] [count=20000]
 *
 * The queries come from the artifact itself (data/geo/places.json.gz, read directly, so the
 * script does not depend on the index's in-memory shape), drawn with a fixed seed:
 * prefixes of 1–12 characters of English, Hindi and alias names, whole names, "name region"
 * and "name country" pairs cut at every length, upper-case and accented spellings, stray
 * spaces and punctuation, random letters, and limits from 0 to 14 and non-numbers.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { mulberry32 } from '../../bench/_shared.ts';
import type { PlaceArtifact } from '../../src/geo/artifact.ts';
import { DEFAULT_PLACE_INDEX_PATH, getPlaceIndex } from '../../src/geo/place-index.ts';
import { searchPlaces } from '../../src/geo/search.ts';

/** The seeded query list (query, limit) over the artifact's names. */
export function searchQueries(count: number, seed = 20261125): Array<[string, unknown]> {
  const artifact = JSON.parse(gunzipSync(readFileSync(DEFAULT_PLACE_INDEX_PATH)).toString('utf8')) as PlaceArtifact;
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const rows = artifact.rows;
  const size = rows.id.length;
  // Mostly large places (the ones people type), some from anywhere.
  const row = () => (random() < 0.6 ? Math.floor(random() * Math.min(size, 5000)) : Math.floor(random() * size));
  const hindiRows = rows.nameHi.flatMap((h, r) => (h === '' ? [] : [r]));
  const prefix = (s: string) => s.slice(0, 1 + Math.floor(random() * Math.min(12, s.length)));
  const limits: unknown[] = [undefined, 1, 3, 8, 12, 0, 14, 2.7, '5', 'x', -1];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const queries: Array<[string, unknown]> = [];
  for (let i = 0; i < count; i++) {
    const r = row();
    const name = rows.name[r];
    const a = rows.admin1[r];
    const region = a >= 0 ? artifact.admin1[a].en : '';
    const country = artifact.countries[rows.country[r]];
    const kind = i % 12;
    let q: string;
    if (kind === 0) q = prefix(name);
    else if (kind === 1) q = name;
    else if (kind === 2) q = prefix(rows.nameHi[pick(hindiRows)]);
    else if (kind === 3) q = `${name} ${prefix(region || country.en)}`;
    else if (kind === 4) q = `${name} ${prefix(country.en)}`;
    else if (kind === 5) q = `${name} ${prefix(country.code)}`;
    else if (kind === 6) q = prefix(name).toUpperCase();
    else if (kind === 7) q = `  ${prefix(name)}, `;
    else if (kind === 8) q = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick([...letters])).join('');
    else if (kind === 9) {
      const alias = pick(artifact.aliases);
      q = prefix(String(alias[1 + Math.floor(random() * (alias.length - 1))]));
    } else if (kind === 10) q = `${rows.nameHi[pick(hindiRows)]} ${prefix(country.hi)}`;
    else q = name.split(' ').slice(1).join(' ') || prefix(name.normalize('NFD'));
    queries.push([q, pick(limits)]);
  }
  return queries;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? '/tmp/search-answers.jsonl';
  const count = Number(process.argv[3] ?? 20000);
  const index = getPlaceIndex();
  const lines: string[] = [];
  let hits = 0;
  for (const [q, limit] of searchQueries(count)) {
    const results = limit === undefined ? searchPlaces(index, q) : searchPlaces(index, q, limit);
    hits += results.length;
    lines.push(JSON.stringify({ q, limit, results }));
  }
  const text = `${lines.join('\n')}\n`;
  writeFileSync(out, text);
  console.log(`index from ${index.loadedFrom}: ${count} queries, ${hits} results, sha256 ${createHash('sha256').update(text).digest('hex')} → ${out}`);
}
