/**
 * Writes the SHA-256 and length of the raw kundli-advanced response bodies (request id blanked)
 * of a few requests that set none of the issue-18 options
 * (test/golden/dashas-more/kundli-advanced-before-issue-18.json). It was run
 * once at commit cb1a763, before the issue-18 changes, so the byte-identity test can prove the
 * default response did not change. It is a compatibility snapshot, not an accuracy reference:
 * the numbers in it are checked against outside references by the other kundli-advanced tests.
 * Usage: npx tsx scripts/dashas-more/snapshot-kundli-advanced.ts
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { buildApp } from '../../src/api/app.ts';
import { loadConfig } from '../../src/api/config.ts';
import { createLogger } from '../../src/api/logger.ts';
import { Writable } from 'node:stream';

export const snapshotRequests: Record<string, Record<string, unknown>> = {
  example: { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' },
  chennaiOptions: {
    localDate: '1996-12-07', localTime: '10:34:00', timezone: 'Asia/Kolkata', latitude: 13.0878, longitude: 80.2785,
    ayanamsha: 'lahiri', dashaYearDays: 365.256364, yoginiAntardasha: 'equal', yoginiIncludeAntardashas: true, charaVariant: 'knr', kp: true,
  },
  southern360: { localDate: '1975-01-31', localTime: '03:05:00', timezone: 'America/Sao_Paulo', latitude: -23.55, longitude: -46.63, dashaYearDays: 360, houseSystem: 'placidus' },
};

/** The body with its random request id replaced by "-" (the only part that differs per call). */
export function blankRequestId(payload: string): string {
  return payload.replace(/"requestId":"[0-9a-f]{32}"/, '"requestId":"-"');
}

async function main() {
  const app = await buildApp({ config: loadConfig({ RATE_LIMIT_MAX: '100000', MAX_EVENT_LOOP_DELAY_MS: '0' }), logger: createLogger('error', new Writable({ write: (_c, _e, cb) => cb() })) });
  await app.ready();
  const out: Record<string, { sha256: string; bytes: number }> = {};
  for (const [name, body] of Object.entries(snapshotRequests)) {
    const r = await app.inject({ method: 'POST', url: '/api/v2/calculations/kundli-advanced', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    if (r.statusCode !== 200) throw new Error(`${name}: ${r.statusCode} ${r.payload}`);
    const text = blankRequestId(r.payload);
    out[name] = { sha256: createHash('sha256').update(text).digest('hex'), bytes: Buffer.byteLength(text) };
  }
  await app.close();
  writeFileSync(new URL('../../test/golden/dashas-more/kundli-advanced-before-issue-18.json', import.meta.url), JSON.stringify({ meta: { commit: 'cb1a763', script: 'scripts/dashas-more/snapshot-kundli-advanced.ts', requests: snapshotRequests }, bodies: out }, null, 1) + '\n');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
