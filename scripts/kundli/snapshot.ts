/**
 * Writes src/content/kundli/snapshot.md, every kundli content key with its English and Hindi
 * text, so reviewers see text diffs. Usage: npx tsx scripts/kundli/snapshot.ts
 */
import { writeFileSync } from 'node:fs';
import { renderKundliSnapshot } from '../../src/content/kundli/snapshot.ts';

const out = new URL('../../src/content/kundli/snapshot.md', import.meta.url);
writeFileSync(out, renderKundliSnapshot(), 'utf8');
console.log(`wrote ${out.pathname}`);
