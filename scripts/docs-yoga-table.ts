/**
 * Prints the rule table of docs/methods/yogas.md from the catalogue records (id, rule id,
 * family, predicate, source, cancellations), so the document lists every rule as evaluated.
 *
 *   npx tsx scripts/docs-yoga-table.ts > /tmp/table.md
 */
import { yogaCatalogue } from '../src/jyotish/yogas/index.ts';

const esc = (s: string) => s.replace(/\|/g, '\\|');
console.log('| # | id | rule id | family | condition (formal) | source | cancellations |');
console.log('|---|---|---|---|---|---|---|');
yogaCatalogue.forEach((y, i) => {
  const c = (y.cancellations ?? []).map((x) => `\`${x.ruleId}\`: ${esc(x.predicate)} (${esc(x.source)})`).join('<br>');
  console.log(`| ${i + 1} | \`${y.id}\` | \`${y.ruleId}\` | ${y.family} | ${esc(y.predicate)} | ${esc(y.source)} | ${c || '—'} |`);
});
