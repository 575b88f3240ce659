/**
 * The envelope serialiser alone (issue 21): `JSON.stringify` + `utf8Bytes` (one string, then
 * UTF-8 by transcoding) against `envelopeBytes` (straight to UTF-8), on the presented
 * envelopes of distinct births, with a check that the bytes are the same.
 *
 *   npx tsx bench/_envelope-bytes.ts [kundli-advanced,kundli,panchang] [n=300]
 */
import { initEphemeris } from '../src/astro/swe.ts';
import { calculationById, requestIdPlaceholder, runCalculation, utf8Bytes } from '../src/api/pool/calculation-task.ts';
import { envelopeBytes } from '../src/api/pool/envelope-bytes.ts';
import { randomPanchangBodies } from './_shared.ts';

initEphemeris();
const ids = (process.argv[2] ?? 'kundli-advanced,kundli,panchang').split(',');
const n = Number(process.argv[3] ?? 300);
const bodies = randomPanchangBodies(2000, 4242);
for (const id of ids) {
  const calc = calculationById(id)!;
  const envelopes = Array.from({ length: 40 }, (_, i) => runCalculation(calc, bodies[i], requestIdPlaceholder, { now: new Date() }));
  for (const e of envelopes) if (!Buffer.from(envelopeBytes(e)).equals(Buffer.from(utf8Bytes(JSON.stringify(e))))) throw new Error(`${id}: bytes differ`);
  const t = { whole: 0, direct: 0 };
  for (let pass = 0; pass < 2; pass++) {
    t.whole = t.direct = 0;
    for (let i = 0; i < n; i++) {
      const e = envelopes[i % envelopes.length];
      const a = performance.now();
      utf8Bytes(JSON.stringify(e));
      const b = performance.now();
      envelopeBytes(e);
      const c = performance.now();
      t.whole += b - a;
      t.direct += c - b;
    }
  }
  console.log(`${id}: JSON.stringify + utf8Bytes ${(t.whole / n).toFixed(3)} ms, envelopeBytes ${(t.direct / n).toFixed(3)} ms (same bytes on 40 envelopes)`);
}
