import Type from 'typebox';
import { ayanamshas, ayanamshaIds } from '../../astro/ayanamsha.ts';
import { libraryVersion } from '../../astro/swe.ts';
import { firstServedYear, lastServedYear } from '../../astro/time/civil.ts';
import { calculations, engineVersion } from '../../calculations/registry.ts';
import type { ServiceConfig } from '../config.ts';

const Option = Type.Object({ id: Type.String(), methodId: Type.String(), default: Type.Boolean(), description: Type.String() });

export const NativeIntegrationKit = Type.Object({
  kind: Type.Literal('NativeIntegrationKit'),
  service: Type.String(),
  versions: Type.Object({
    engine: Type.String(),
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
      swissEphemeris: libraryVersion(),
      calculations: calculations.map((c) => ({ id: c.id, path: c.paths.v2, ...c.versions })),
    },
    ayanamshas: ayanamshaIds.map((id) => ({ id, methodId: ayanamshas[id].methodId, sweMode: ayanamshas[id].sweMode, default: id === 'lahiri' })),
    nodeTypes: [
      option('mean', 'NODE.MEAN', true, 'Mean lunar node (Rahu); Ketu opposite'),
      option('true', 'NODE.TRUE', false, 'True (osculating) lunar node'),
    ],
    positions: [
      option('apparent', 'POS.APPARENT_GEO', true, 'Apparent geocentric positions (light-time, aberration, deflection)'),
      option('true-geometric', 'POS.TRUE_GEO', false, 'True geometric positions (Jagannatha Hora and PyJHora convention)'),
    ],
    sunriseDefinitions: [
      option('upper-limb-refracted', 'SUNRISE.ASTRO', true, 'Upper limb on the horizon with standard refraction'),
      option('hindu-disc-centre', 'SUNRISE.HINDU_CENTRE', false, 'Disc centre on the geometric horizon, no refraction'),
    ],
    houseSystems: [
      option('sripati', 'BHAVA.SRIPATI', true, 'Sripati: Porphyry cusps as bhava madhyas, sandhis midway'),
      option('placidus', 'BHAVA.PLACIDUS', false, 'Placidus cusps as house starts'),
      option('equal', 'BHAVA.EQUAL', false, 'Equal bhavas with the ascendant as the middle of the first'),
      option('whole-sign', 'BHAVA.WHOLE_SIGN', false, 'Whole-sign houses'),
      option('porphyry', 'BHAVA.PORPHYRY', false, 'Porphyry cusps as house starts'),
      option('koch', 'BHAVA.KOCH', false, 'Koch cusps as house starts'),
    ],
    dashaYearDays: [
      { days: 365.25, methodId: 'DASHA.YEAR_365_25', default: true },
      { days: 365.256364, methodId: 'DASHA.YEAR_SIDEREAL', default: false },
      { days: 360, methodId: 'DASHA.YEAR_360', default: false },
    ],
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
      locationSearch: { qMinLength: 2, qMaxLength: 80, limitMin: 1, limitMax: 12, limitDefault: 8 },
    },
    pdfRoutes,
    openapi: `${base}/openapi.json`,
    docs: `${base}/docs`,
    source: {
      license: 'AGPL-3.0-or-later',
      url: process.env.SOURCE_URL || `${base}/source.tar.gz`,
      note: 'The complete corresponding source of this running service is offered under the GNU AGPL, as its section 13 requires for network use.',
    },
  };
}
