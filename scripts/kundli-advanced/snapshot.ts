/**
 * Writes src/content/kundli-advanced/snapshot.md, every kundli-advanced text in English and
 * Hindi, so reviewers see text diffs. Usage: npx tsx scripts/kundli-advanced/snapshot.ts
 */
import { writeFileSync } from 'node:fs';
import { renderSnapshot } from '../../src/content/kundli-advanced/snapshot.ts';

const out = new URL('../../src/content/kundli-advanced/snapshot.md', import.meta.url);
writeFileSync(out, renderSnapshot(), 'utf8');
console.log(`wrote ${out.pathname}`);
