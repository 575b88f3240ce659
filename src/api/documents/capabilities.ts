import Type from 'typebox';
import { ayanamshas, ayanamshaIds, defaultAyanamsha } from '../../astro/ayanamsha.ts';
import { nodeMethodId, positionsMethodId } from '../../astro/positions.ts';
import { riseMethodId } from '../../astro/rise-set.ts';
import { houseSystemMethodId } from '../../jyotish/chart/bhava.ts';
import { dashaYearMethodId, defaultDashaYearDays } from '../../jyotish/dasha/year-length.ts';
import { DEFAULT_SEARCH_LIMIT, MAX_QUERY_LENGTH, MAX_SEARCH_LIMIT } from '../../geo/index.ts';
import { libraryVersion } from '../../astro/swe.ts';
import { firstServedYear, lastServedYear } from '../../astro/time/civil.ts';
import { calculations, engineVersion } from '../../calculations/registry.ts';
import type { ServiceConfig } from '../config.ts';
import { contractVersion } from './contract-version.ts';

const Option = Type.Object({ id: Type.String(), methodId: Type.String(), default: Type.Boolean(), description: Type.String() });

export const NativeIntegrationKit = Type.Object({
  kind: Type.Literal('NativeIntegrationKit'),
  service: Type.String(),
  versions: Type.Object({
    engine: Type.String(),
    contract: Type.String({ description: 'Version of the interface contract description this service implements' }),
    swissEphemeris: Type.String(),
    calculations: Type.Array(Type.Object({ id: Type.String(), path: Type.String(), calculation: Type.String(), content: Type.String() })),
  }),
  ayanamshas: Type.Array(Type.Object({ id: Type.String(), methodId: Type.String(), sweMode: Type.Integer(), default: Type.Boolean() })),
  nodeTypes: Type.Array(Option),
  positions: Type.Array(Option),
  sunriseDefinitions: Type.Array(Option),
  houseSystems: Type.Array(Option),
  dashaYearDays: Type.Array(Type.Object({ days: Type.Number(), methodId: Type.String(), default: Type.Boolean() })),
  chartStyles: Type.Array(Option),
  languages: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  limits: Type.Object({
    bodyLimitBytes: Type.Integer(),
    rateLimit: Type.Object({ maxRequests: Type.Integer(), windowMs: Type.Integer() }),
    maxInFlight: Type.Integer(),
    years: Type.Object({ first: Type.Integer(), last: Type.Integer() }),
    locationSearch: Type.Object({ qMinLength: Type.Integer(), qMaxLength: Type.Integer(), limitMin: Type.Integer(), limitMax: Type.Integer(), limitDefault: Type.Integer() }),
  }),
  pdfRoutes: Type.Array(Type.String()),
  openapi: Type.String(),
  docs: Type.String(),
  source: Type.Object({ license: Type.String(), url: Type.String(), note: Type.String() }),
});

const option = (id: string, methodId: string, isDefault: boolean, description: string) => ({ id, methodId, default: isDefault, description });

/** What an integrator can ask for, generated from the registry and the kernel's tables. */
export function integrationKit(config: ServiceConfig, pdfRoutes: string[]) {
  const base = config.basePath;
  return {
    kind: 'NativeIntegrationKit' as const,
    service: 'jyotish-api',
    versions: {
      engine: engineVersion,
      contract: contractVersion,
      swissEphemeris: libraryVersion(),
      calculations: calculations.map((c) => ({ id: c.id, path: c.paths.v2, ...c.versions })),
    },
    ayanamshas: ayanamshaIds.map((id) => ({ id, methodId: ayanamshas[id].methodId, sweMode: ayanamshas[id].sweMode, default: id === defaultAyanamsha })),
    nodeTypes: [
      option('mean', nodeMethodId.mean, true, 'Mean lunar node (Rahu); Ketu opposite'),
      option('true', nodeMethodId.true, false, 'True (osculating) lunar node'),
    ],
    positions: [
      option('apparent', positionsMethodId.apparent, true, 'Apparent geocentric positions (light-time, aberration, deflection)'),
      option('true-geometric', positionsMethodId['true-geometric'], false, 'True geometric positions (Jagannatha Hora and PyJHora convention)'),
    ],
    sunriseDefinitions: [
      option('upper-limb-refracted', riseMethodId['upper-limb-refracted'], true, 'Upper limb on the horizon with standard refraction'),
      option('hindu-disc-centre', riseMethodId['hindu-disc-centre'], false, 'Disc centre on the geometric horizon, no refraction'),
    ],
    houseSystems: [
      option('sripati', houseSystemMethodId.sripati, true, 'Sripati: Porphyry cusps as bhava madhyas, sandhis midway'),
      option('placidus', houseSystemMethodId.placidus, false, 'Placidus cusps as house starts'),
      option('equal', houseSystemMethodId.equal, false, 'Equal bhavas with the ascendant as the middle of the first'),
      option('whole-sign', houseSystemMethodId['whole-sign'], false, 'Whole-sign houses'),
      option('porphyry', houseSystemMethodId.porphyry, false, 'Porphyry cusps as house starts'),
      option('koch', houseSystemMethodId.koch, false, 'Koch cusps as house starts'),
    ],
    dashaYearDays: ([365.25, 365.256364, 360] as const).map((days) => ({
      days,
      methodId: dashaYearMethodId[days],
      default: days === defaultDashaYearDays,
    })),
    chartStyles: [
      option('north', 'LAYOUT.NORTH', false, 'North Indian diamond: houses fixed, signs numbered'),
      option('south', 'LAYOUT.SOUTH', false, 'South Indian 4×4 frame: signs fixed'),
      option('east', 'LAYOUT.EAST', false, 'East Indian (Bengali) 3×3 layout: signs fixed'),
    ],
    languages: [
      { id: 'en', name: 'English' },
      { id: 'hi', name: 'हिन्दी (Hindi)' },
    ],
    limits: {
      bodyLimitBytes: config.bodyLimitBytes,
      rateLimit: { maxRequests: config.rateLimitMax, windowMs: config.rateLimitWindowMs },
      maxInFlight: config.maxInFlight,
      years: { first: firstServedYear, last: lastServedYear },
      locationSearch: { qMinLength: 2, qMaxLength: MAX_QUERY_LENGTH, limitMin: 1, limitMax: MAX_SEARCH_LIMIT, limitDefault: DEFAULT_SEARCH_LIMIT },
    },
    pdfRoutes,
    openapi: `${base}/openapi.json`,
    docs: `${base}/docs`,
    source: {
      license: 'AGPL-3.0-or-later',
      url: config.sourceUrl ?? `${base}/source.tar.gz`,
      note: 'The complete corresponding source of this running service is offered under the GNU AGPL, as its section 13 requires for network use.',
    },
  };
}
