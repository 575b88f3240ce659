/**
 * The sorted key list the search binary-searches. Computed by the index
 * builder and stored in the artifact (so start-up need not fold and sort
 * ~200k strings); recomputed at load only if the artifact was built with a
 * different normaliser.
 */
import { normalizeKey, umlautVariantKey, wordSuffixes } from './normalize.ts';

export interface SearchKeys {
  /** Folded keys sorted by UTF-16 code units; a key repeats once per place that has it. */
  keys: string[];
  /** Row of each key (same order). */
  rows: Int32Array;
}

/**
 * Folds every name, Hindi name and alias of every row into keys (one per
 * word-suffix, plus a German umlaut spelling) and sorts them.
 *
 * @param names English display names, one per row.
 * @param namesHi Hindi names, "" where unknown.
 * @param aliasesByRow Further searchable names per row.
 */
export function buildSearchKeys(
  names: readonly string[],
  namesHi: readonly string[],
  aliasesByRow: ReadonlyMap<number, readonly string[]>,
): SearchKeys {
  const keys: string[] = [];
  const rows: number[] = [];
  const own = new Set<string>();
  for (let row = 0; row < names.length; row++) {
    own.clear();
    addNameKeys(own, names[row]);
    if (namesHi[row] !== '') addNameKeys(own, namesHi[row]);
    for (const alias of aliasesByRow.get(row) ?? []) addNameKeys(own, alias);
    for (const k of own) {
      keys.push(k);
      rows.push(row);
    }
  }
  const order = Array.from(keys.keys());
  order.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : rows[a] - rows[b]));
  return { keys: order.map((i) => keys[i]), rows: Int32Array.from(order, (i) => rows[i]) };
}

function addNameKeys(into: Set<string>, name: string): void {
  const key = normalizeKey(name);
  if (key === '') return;
  for (const k of wordSuffixes(key)) into.add(k);
  const umlaut = umlautVariantKey(name);
  if (umlaut !== null && umlaut !== key) for (const k of wordSuffixes(umlaut)) into.add(k);
}
