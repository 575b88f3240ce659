/**
 * Native endpoints and result paths that the compatibility evidence points at. Kept in one
 * place so that a renamed native field is corrected once. Paths are envelope paths (`result.…`,
 * `[]` for every row of a list). Those of spec §2.3 are fixed by the contract. Every endpoint
 * named here is served by the calculation registry, and test/compatibility/native-paths.test.ts
 * checks each path against that endpoint's result schema; confirming them against running
 * responses stays listed under evidenceRequired (`native-path-confirmation`).
 */

/** The public-form migration route (spec §4.6). */
export const PUBLIC_FORM_MIGRATION_ENDPOINT = '/v2/migrations/legacy/public-form';

export const endpoints = {
  kundli: '/v2/calculations/kundli',
  kundliAdvanced: '/v2/calculations/kundli-advanced',
  kundliInsights: '/v2/calculations/kundli-insights',
  pitriShapa: '/v2/calculations/pitri-shapa',
  numerology: '/v2/calculations/numerology',
  numerologyGuidance: '/v2/calculations/numerology-guidance',
  atmakarakaIshta: '/v2/calculations/atmakaraka-ishta',
  rudrakshaGemstone: '/v2/calculations/rudraksha-gemstone-guidance',
} as const;
export type NativeEndpoint = (typeof endpoints)[keyof typeof endpoints];

export const kundliPaths = {
  lagnaRashi: 'result.lagna.rashi',
  lagnaLongitude: 'result.lagna.longitude',
  lagnaNakshatra: 'result.lagna.nakshatra',
  planetName: 'result.planets[].name',
  planetRashi: 'result.planets[].rashi',
  planetLongitude: 'result.planets[].longitude',
  planetRetrograde: 'result.planets[].retrograde',
  planetHouse: 'result.planets[].house',
  moonNakshatraName: 'result.moonNakshatra.name',
  moonNakshatraPada: 'result.moonNakshatra.pada',
  moonNakshatraLord: 'result.moonNakshatra.lord',
  varna: 'result.moonNakshatra.attributes.varna',
  vashya: 'result.moonNakshatra.attributes.vashya',
  yoni: 'result.moonNakshatra.attributes.yoni',
  gana: 'result.moonNakshatra.attributes.gana',
  nadi: 'result.moonNakshatra.attributes.nadi',
  tatva: 'result.moonNakshatra.attributes.tatva',
  paya: 'result.moonNakshatra.attributes.paya',
  nameSyllable: 'result.moonNakshatra.attributes.nameSyllable',
  planetNakshatra: 'result.planets[].nakshatra',
  moonSignRashi: 'result.moonSign.rashi',
  moonSignLord: 'result.moonSign.lord',
  lagnaInterpretation: 'result.interpretations.lagna',
  moonNakshatraInterpretation: 'result.interpretations.moonNakshatra',
} as const;

export const insightsPaths = {
  kaalSarpaDetected: 'result.doshas.kaalSarpa.detected',
  kaalSarpaType: 'result.doshas.kaalSarpa.type',
  kaalSarpaKind: 'result.doshas.kaalSarpa.kind',
  manglikStatus: 'result.doshas.manglik.status',
  manglikMarsHouse: 'result.doshas.manglik.marsHouse',
  manglikCancellations: 'result.doshas.manglik.cancellations[]',
  sadeSatiActive: 'result.transits.sadeSati.active',
  sadeSatiPhase: 'result.transits.sadeSati.phase',
  sadeSatiCurrentCycle: 'result.transits.sadeSati.currentCycle',
  natalMoonRashi: 'result.transits.natalReferences.moonRashi',
  transitPositions: 'result.transits.positions[]',
} as const;

export const pitriShapaPaths = {
  rules: 'result.rules[]',
} as const;

export const advancedPaths = {
  yoginiPeriods: 'result.dashas.yogini.periods[]',
  yoginiName: 'result.dashas.yogini.periods[].name',
  yoginiStart: 'result.dashas.yogini.periods[].start',
  yoginiEnd: 'result.dashas.yogini.periods[].end',
  yoginiYears: 'result.dashas.yogini.periods[].years',
} as const;

export const numerologyPaths = {
  radical: 'result.radical.value',
  radicalPlanet: 'result.radical.planet',
  nameReduced: 'result.name.reduced',
  days: 'result.correspondences.days[]',
  stone: 'result.correspondences.stone',
  metals: 'result.correspondences.metals[]',
} as const;

export const guidancePaths = {
  biorhythmValuePercent: 'result.biorhythm.cycles[].valuePercent',
  biorhythmTrend: 'result.biorhythm.cycles[].trend',
  radical: 'result.birthNumbers.radical.value',
  friendlyNumbers: 'result.dates.friendlyNumbers',
  friendlyDates: 'result.dates.friendly[]',
  reviewNumbers: 'result.dates.reviewNumbers',
  reviewDates: 'result.dates.forReview[]',
  radicalColours: 'result.colours.birth.radical.colours[]',
  vehicleReduced: 'result.vehicle.reduced',
  vehicleComparisons: 'result.vehicle.comparisons[]',
} as const;

export const jaiminiPaths = {
  atmakarakaSourceName: 'result.atmakaraka.sourceName',
  ishta: 'result.ishta',
} as const;

export const remedyPaths = {
  gemstones: 'result.gemstones[]',
  rudraksha: 'result.rudraksha[]',
  reviewRequired: 'result.reviewRequired',
} as const;
