/**
 * Shared by the compatibility tests: the app with admission control off (these tests are
 * about documents, not capacity, and must not fail on a busy machine), and the two documents
 * fetched through `app.inject`.
 */
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helpers/app.ts';
import type { CompatibilityManifest } from '../../src/api/documents/compatibility/schema.ts';
import type { MahaguruSourceSurfaceManifest } from '../../src/api/documents/compatibility/source-schema.ts';

export async function getDocument<T>(t: TestContext, path: string): Promise<{ body: T; requestIdHeader: string }> {
  const { app } = await build(t, { MAX_EVENT_LOOP_DELAY_MS: '0' });
  const res = await app.inject({ method: 'GET', url: `/api${path}` });
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  assert.match(String(res.headers['content-type']), /^application\/json/);
  return { body: res.json() as T, requestIdHeader: String(res.headers['x-request-id']) };
}

export const getManifest = (t: TestContext) => getDocument<CompatibilityManifest>(t, '/v2/compatibility/legacy');
export const getSourceManifest = (t: TestContext) => getDocument<MahaguruSourceSurfaceManifest>(t, '/v2/compatibility/legacy-source');

/** The table of spec §4.6: form → [native endpoint, surface mapping status]. */
export const SPEC_FORMS: Record<string, [string, 'native-purpose-overlap' | 'not-equivalent']> = {
  ascendant: ['/v2/calculations/kundli', 'native-purpose-overlap'],
  moonsign: ['/v2/calculations/kundli', 'native-purpose-overlap'],
  nakshatra: ['/v2/calculations/kundli', 'native-purpose-overlap'],
  kalsarpa_dosha: ['/v2/calculations/kundli-insights', 'native-purpose-overlap'],
  sadhesati: ['/v2/calculations/kundli-insights', 'native-purpose-overlap'],
  manglikdosha: ['/v2/calculations/kundli-insights', 'native-purpose-overlap'],
  pitradosha: ['/v2/calculations/pitri-shapa', 'not-equivalent'],
  yoginidasha: ['/v2/calculations/kundli-advanced', 'native-purpose-overlap'],
  biorhythm: ['/v2/calculations/numerology-guidance', 'native-purpose-overlap'],
  atmakaraka: ['/v2/calculations/atmakaraka-ishta', 'native-purpose-overlap'],
  ishatdevta: ['/v2/calculations/atmakaraka-ishta', 'native-purpose-overlap'],
  luckybracelate: ['/v2/calculations/rudraksha-gemstone-guidance', 'not-equivalent'],
  luckyrudraksha: ['/v2/calculations/rudraksha-gemstone-guidance', 'native-purpose-overlap'],
  unluckydate: ['/v2/calculations/numerology-guidance', 'not-equivalent'],
  luckydate: ['/v2/calculations/numerology-guidance', 'native-purpose-overlap'],
  luckycolour: ['/v2/calculations/numerology-guidance', 'native-purpose-overlap'],
  'vehicle-number': ['/v2/calculations/numerology-guidance', 'native-purpose-overlap'],
};

/** The enumerations of spec §2.4, written out from the spec (not imported from the code). */
export const SPEC_ENUMS = {
  fieldMappingStatus: ['candidate-direct', 'candidate-derived', 'runtime-evidence-required', 'intentional-no-equivalent'],
  comparisonRule: ['exact', 'normalized-text', 'number-within', 'none'],
  assessment: ['partial-with-intentional-gap', 'intentional-no-equivalent', 'partial-runtime-evidence-required', 'candidate-field-map', 'runtime-evidence-required'],
  surfaceMappingStatus: ['native-purpose-overlap', 'not-equivalent'],
  legacyExecutionMode: ['astrologyapi-v1', 'local-php'],
  readiness: ['candidate', 'not-equivalent'],
};

/** Forms with no legacy vendor resource (../shared/reference/legacy-fields.md: "none"). */
export const FORMS_WITHOUT_VENDOR_RESOURCE = ['atmakaraka', 'ishatdevta', 'luckybracelate', 'vehicle-number'];
