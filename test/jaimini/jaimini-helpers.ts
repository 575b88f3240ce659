/** Shared loaders for the Jaimini tests. */
import { resolveNatal } from '../../src/calculations/shared/natal.ts';
import { computeKarakaCore } from '../../src/jyotish/jaimini/karaka-core.ts';

export { readGolden, referenceChart, type DevCaseBirth } from '../insights/dev-cases.ts';

/** PyJHora's reference birth 1996-12-07 10:34 Chennai (+5:30), with its chart settings. */
export const chennai1996 = {
  localDate: '1996-12-07',
  localTime: '10:34:00',
  timezone: 'UTC',
  utcOffset: '+05:30',
  latitude: 13.0878,
  longitude: 80.2785,
  ayanamsha: 'lahiri' as const,
  positions: 'true-geometric' as const,
  nodeType: 'true' as const,
};

export function coreOf(body: Parameters<typeof resolveNatal>[0], scheme: 7 | 8 = 8) {
  const natal = resolveNatal(body);
  return { natal, core: computeKarakaCore(natal.chart, scheme) };
}
