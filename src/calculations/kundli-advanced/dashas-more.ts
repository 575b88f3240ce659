/**
 * The opt-in dasha options of issue 18 for kundli-advanced (docs/methods/dashas-more.md):
 * the dasha year (incl. the true sidereal year), the seed of the nakshatra dashas, Vimshottari
 * to five levels, the periods running at an instant, Yogini cycles, and every other dasha
 * system on request. Pure numbers; present-dashas-more.ts names them.
 */
import type { Static } from 'typebox';
import { siderealPosition } from '../../astro/positions.ts';
import { nextRiseOrSet } from '../../astro/rise-set.ts';
import { startOfLocalDay } from '../../astro/time/civil.ts';
import { allDivisions, divisionMethodId, defaultDivisionVariant, type Division } from '../../jyotish/chart/divisions.ts';
import { degreesPerNakshatra, grahaIds, rashiIndexOf, type GrahaId } from '../../jyotish/core/zodiac.ts';
import type { CharaPlacements } from '../../jyotish/dasha/chara.ts';
import { applicabilityOf, type Applicability, type ApplicabilityPoints } from '../../jyotish/dasha/applicability.ts';
import { birthDayFrame } from '../../jyotish/strength/birth-day.ts';
import { isDayBirth } from '../../jyotish/strength/kala.ts';
import { kalachakraDasha, type KalachakraStart } from '../../jyotish/dasha/kalachakra.ts';
import { narayanaVargaSeed, vargaPlacements } from '../../jyotish/dasha/narayana-varga.ts';
import { ashtottariSystem, nakshatraSystems, vimshottariSystem, type NakshatraSystem, type NakshatraSystemKey } from '../../jyotish/dasha/nakshatra-systems.ts';
import { nextLordFirstDivider } from '../../jyotish/dasha/antardasha-order.ts';
import { tribhagiAnchorMethodId, tribhagiMahadashas, vargaLongitude, type TribhagiAnchor } from '../../jyotish/dasha/seed-variants.ts';
import type { NarayanaVariant } from '../../jyotish/dasha/sign-years.ts';
import { tithiAshtottariMahadashas, tithiAshtottariStart, type TithiAshtottariStart } from '../../jyotish/dasha/tithi-ashtottari.ts';
import {
  expand,
  nakshatraMahadashas,
  nakshatraStart,
  proportionalDivider,
  runningChain,
  type DashaNode,
  type Divider,
  type NakshatraStart,
} from '../../jyotish/dasha/period-tree.ts';
import {
  brahmaDasha,
  drigDasha,
  moolaDasha,
  narayanaDasha,
  niryanaShoolaDasha,
  shoolaDasha,
  signDashaNodes,
  signDivider,
  sthiraDasha,
  sudasaDasha,
  varnadaDasha,
  type DrigVariant,
  type SignDashaPlan,
} from '../../jyotish/dasha/rashi-dashas.ts';
import { dashaYearDaysOf, type DashaYearChoice } from '../../jyotish/dasha/year-lengths.ts';
import { horaLagnaDegreesPerMinute, specialLagna } from '../../jyotish/jaimini/special-lagnas.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import { OutOfRange, ValidationFailed } from '../../shared/errors.ts';
import { epochMillisecondsToJdUt, type JulianDayUt } from '../../shared/units.ts';
import type { ResolvedNatal } from '../shared/natal.ts';
import type { KundliAdvancedRequest } from './schema.ts';

export const nakshatraSystemKeys = Object.keys(nakshatraSystems) as NakshatraSystemKey[];
export const signSystemKeys = ['narayana', 'sudasa', 'drig', 'shoola', 'niryanaShoola', 'sthira', 'moola', 'brahma', 'varnada'] as const;
export type SignSystemKey = (typeof signSystemKeys)[number];
/** Every system `dashaSystems` may ask for, in the order they are published. */
export const dashaSystemKeys = [...nakshatraSystemKeys, 'tithiAshtottari', 'kalachakra', ...signSystemKeys] as const;
export type DashaSystemKey = NakshatraSystemKey | 'tithiAshtottari' | 'kalachakra' | SignSystemKey;

/** Divisions `dashaSeedVarga` and `narayanaVarga` accept (every served division). */
export const dashaVargaDivisions = allDivisions;

/** Method id of the tribhagi variation with its default anchor (dashas-more.md §3b). */
export const tribhagiMethodId = tribhagiAnchorMethodId.fullPeriod;
/** Method ids of both tribhagi anchors (`dashaTribhagiAnchor`). */
export const tribhagiMethodIds = [tribhagiAnchorMethodId.fullPeriod, tribhagiAnchorMethodId.fraction] as const;

/** The dasha blocks dashaSeedVarga and dashaTribhagi may apply to (`dashaVariantsFor`). */
export const dashaVariantTargets = ['vimshottari', 'yogini', 'systems'] as const;
export type DashaVariantTarget = (typeof dashaVariantTargets)[number];

/** The divisional chart a dasha was read from, when not the rasi chart. */
export interface DashaVarga {
  division: Division;
  methodId: string;
}

function dashaVarga(division: Division): DashaVarga | null {
  return division === 1 ? null : { division, methodId: divisionMethodId(division, defaultDivisionVariant(division)) };
}

export const dashaSeeds = ['moon', 'lagna', 'sun', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu', 'kshema', 'utpanna', 'adhana'] as const;
export type DashaSeed = (typeof dashaSeeds)[number];

/** Method id of a Vimshottari seed: VIM.MOON (BPHS 46, default), VIM.LAGNA, VIM.SUN … VIM.ADHANA. */
export function vimshottariMethodId(seed: DashaSeed): string {
  return `VIM.${seed.toUpperCase()}`;
}

export interface DashaMoreOptions {
  yearChoice: DashaYearChoice;
  yearDays: number;
  depth: number;
  seed: DashaSeed;
  runningAtJd: number | null;
  yoginiCycles: number;
  systems: DashaSystemKey[];
  drigVariant: DrigVariant;
  /** Division the nakshatra dashas of dashaSystems read their seed from (1 = rasi chart). */
  seedVarga: Division;
  /** Nakshatra dashas in thirds (tribhagi). */
  tribhagi: boolean;
  /** Where a tribhagi dasha's birth period starts (dashaTribhagiAnchor). */
  tribhagiAnchor: TribhagiAnchor;
  /** Tithi Ashtottari's antardashas: from the period's own lord (BPHS) or the next (JHora). */
  tithiAshtottariAntardasha: 'ownLord' | 'nextLord';
  /** The blocks seedVarga and tribhagi apply to (dashaVariantsFor; default the dashaSystems only). */
  variantsFor: readonly DashaVariantTarget[];
  /** Division whose own Narayana dasha is listed (1 = rasi chart). */
  narayanaVarga: Division;
  narayanaVariant: NarayanaVariant;
}

/**
 * The issue-18 dasha options with their defaults; `runningAt` becomes a UT Julian day.
 * @throws ValidationFailed naming /runningAt when it is not a real instant, OutOfRange when it
 *   lies outside 1800–2399
 */
export function dashaMoreOptions(request: Static<typeof KundliAdvancedRequest>, natal: ResolvedNatal): DashaMoreOptions {
  const yearChoice = (request.dashaYearDays ?? 365.25) as DashaYearChoice;
  let runningAtJd: number | null = null;
  if (request.runningAt !== undefined) {
    const ms = instantMilliseconds(request.runningAt);
    if (ms === null) throw new ValidationFailed('/runningAt', 'must be a real date and time with its UTC offset');
    const year = new Date(ms).getUTCFullYear();
    if (year < 1800 || year > 2399) throw new OutOfRange('/runningAt', 'must lie in the years 1800–2399');
    runningAtJd = epochMillisecondsToJdUt(ms);
  }
  const systems = request.dashaSystems ?? [];
  return {
    yearChoice,
    yearDays: dashaYearDaysOf(yearChoice, natal.chart.jdUt, natal.chart.sky),
    depth: request.dashaDepth ?? 3,
    seed: request.dashaSeed ?? 'moon',
    runningAtJd,
    yoginiCycles: request.yoginiCycles ?? 1,
    systems: dashaSystemKeys.filter((k) => systems.includes(k)),
    drigVariant: request.drigVariant ?? 'paper',
    seedVarga: (request.dashaSeedVarga ?? 1) as Division,
    tribhagi: request.dashaTribhagi ?? false,
    tribhagiAnchor: request.dashaTribhagiAnchor ?? 'fullPeriod',
    tithiAshtottariAntardasha: request.tithiAshtottariAntardasha ?? 'ownLord',
    variantsFor: dashaVariantTargets.filter((t) => (request.dashaVariantsFor ?? ['systems']).includes(t)),
    narayanaVarga: (request.narayanaVarga ?? 1) as Division,
    narayanaVariant: request.narayanaVariant ?? 'pvr',
  };
}

/**
 * Epoch milliseconds of an ISO instant that the schema pattern admitted, or null when its
 * calendar fields do not exist (2026-02-31, 24:00, a 99-minute offset): Date.parse would
 * silently roll such dates over.
 */
function instantMilliseconds(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|([+-])(\d{2}):(\d{2}))$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const s = m[6] === undefined ? 0 : Number(m[6]);
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth || h > 23 || mi > 59 || s > 59) return null;
  if (m[7] !== 'Z' && (Number(m[9]) > 14 || Number(m[10]) > 59)) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

/** The sidereal longitude a nakshatra dasha starts from. */
export function seedLongitude(natal: ResolvedNatal, seed: DashaSeed): number {
  const b = natal.chart.bodies;
  switch (seed) {
    case 'lagna':
      return natal.chart.ascendant.longitude;
    case 'kshema':
      return normalizeDegrees(b.moon.longitude + 3 * degreesPerNakshatra);
    case 'utpanna':
      return normalizeDegrees(b.moon.longitude + 4 * degreesPerNakshatra);
    case 'adhana':
      return normalizeDegrees(b.moon.longitude + 7 * degreesPerNakshatra);
    default:
      return b[seed].longitude;
  }
}

export interface VimshottariTree {
  /** The start as published: with tribhagi, `lord` and `balanceYears` are those of the third running at birth. */
  start: NakshatraStart<GrahaId>;
  /** dashaVariantsFor vimshottari: the division counted from (1 = rasi chart) and whether in thirds. */
  variant: { seedVarga: Division; tribhagi: boolean } | null;
  periods: DashaNode<GrahaId>[];
  /** Index of the mahadasha expanded to levels 4–5, or null at depth ≤ 3. */
  deepIndex: number | null;
  running: DashaNode<GrahaId>[] | null;
}

/**
 * Vimshottari to `depth` levels: all nine mahadashas to min(depth, 3) levels (the same
 * arithmetic as the default response), and levels 4–5 inside the one mahadasha running at
 * `runningAtJd` (at birth when absent), so five levels stay one mahadasha's 6,561 pranas.
 */
export function vimshottariTree(start: NakshatraStart<GrahaId>, o: DashaMoreOptions, birthJd: number, tribhagi = false): VimshottariTree {
  const divider = proportionalDivider(vimshottariSystem);
  const periods = tribhagi
    ? tribhagiMahadashas(vimshottariSystem, start, o.yearDays, 3, o.tribhagiAnchor)
    : nakshatraMahadashas(vimshottariSystem, start, o.yearDays);
  for (const md of periods) expand(md, divider, Math.min(o.depth, 3) - 1);
  let deepIndex: number | null = null;
  if (o.depth > 3) {
    const at = o.runningAtJd ?? birthJd;
    const i = periods.findIndex((p) => p.startJd <= at && at < p.endJd);
    deepIndex = i >= 0 ? i : 0;
    expand(periods[deepIndex], divider, o.depth - 1);
  }
  const running = o.runningAtJd === null ? null : runningChain(periods, divider, o.runningAtJd, 5);
  if (!tribhagi) return { start, variant: null, periods, deepIndex, running };
  const bp = birthPeriodOf(periods, birthJd, o.yearDays);
  const published = bp === null ? start : { ...start, lord: bp.lord as GrahaId, balanceYears: bp.balanceYears };
  return { start: published, variant: null, periods, deepIndex, running };
}

/** Whether dashaSeedVarga and dashaTribhagi apply to `target`. */
export function variantApplies(o: DashaMoreOptions, target: DashaVariantTarget): boolean {
  return o.variantsFor.includes(target) && (o.seedVarga !== 1 || o.tribhagi);
}

/**
 * The Vimshottari block's tree: the plain one, or — when dashaVariantsFor names vimshottari —
 * counted from the seed's position in D`seedVarga` and/or in thirds (dashas-more.md §3b).
 */
export function vimshottariBlockTree(seedLon: number, o: DashaMoreOptions, birthJd: number): VimshottariTree {
  if (!variantApplies(o, 'vimshottari')) return vimshottariTree(nakshatraStart(vimshottariSystem, seedLon, birthJd, o.yearDays), o, birthJd);
  const lon = o.seedVarga === 1 ? seedLon : vargaLongitude(seedLon, o.seedVarga);
  const tree = vimshottariTree(nakshatraStart(vimshottariSystem, lon, birthJd, o.yearDays), o, birthJd, o.tribhagi);
  return { ...tree, variant: { seedVarga: o.seedVarga, tribhagi: o.tribhagi } };
}

export interface ComputedSystem {
  key: DashaSystemKey;
  kind: 'nakshatra' | 'rashi';
  lordKind: 'graha' | 'rashi';
  methodId: string;
  startRuleId: string;
  /** One cycle's years for nakshatra systems and Kalachakra's paramayush; the listed total for sign dashas. */
  cycleYears: number;
  applicability: Applicability | null;
  nakshatraStart: NakshatraStart<string> | null;
  /** Tithi Ashtottari: the tithi of birth and its lord. */
  tithiStart: TithiAshtottariStart | null;
  /** The divisional chart the seed (nakshatra dashas) or the whole dasha (Narayana) was read from. */
  varga: DashaVarga | null;
  /** Narayana of a varga: the rasi house whose lord seeded it. */
  vargaSeedLord: { lord: GrahaId; house: number } | null;
  /** Periods in thirds (dashaTribhagi). */
  tribhagi: boolean;
  /** The period running at birth and the part of it still ahead. */
  birthPeriod: { lord: string | number; balanceYears: number; fractionElapsed: number } | null;
  kalachakra: KalachakraStart | null;
  signPlan: SignDashaPlan | null;
  periods: DashaNode<string | number>[];
  running: DashaNode<string | number>[] | null;
}

/** Sree Lagna (P. V. R. Narasimha Rao): the lagna advanced by 360° × the part of the Moon's nakshatra crossed. */
export function sreeLagnaLongitude(ascendant: number, moon: number): number {
  const f = (normalizeDegrees(moon) % degreesPerNakshatra) / degreesPerNakshatra;
  return normalizeDegrees(ascendant + 360 * f);
}

/**
 * The hora lagna sign (`SPECIAL_LAGNA.SUNRISE_RATE`): the Sun at the sunrise that began the
 * birth day plus 0.5° per minute since. Null where the Sun does not rise that day.
 */
export function horaLagnaSign(natal: ResolvedNatal): number | null {
  const { local, geo, sunrise: definition, sky } = natal.birth;
  const birthJd = local.instant.jdUt;
  for (const back of [0, 1]) {
    const dayStart = epochMillisecondsToJdUt(startOfLocalDay(local.frame, local.localDate.subtract({ days: back })));
    const rise = nextRiseOrSet(dayStart, 'sun', 'rise', geo, definition);
    if (rise !== null && rise <= birthJd && birthJd - rise < 1.5) {
      const sun = siderealPosition(rise as JulianDayUt, 'sun', sky).longitude;
      return rashiIndexOf(specialLagna(sun, (birthJd - rise) * 1440, horaLagnaDegreesPerMinute));
    }
  }
  return null;
}

/**
 * What the applicability rules read. The day/night of the birth (sunrise to sunset at the birth
 * place, the kala-bala birth day) only for Shattrimsha-sama, the one rule that reads it, so the
 * other systems pay no rise/set search.
 */
function applicabilityPoints(key: NakshatraSystemKey, natal: ResolvedNatal): ApplicabilityPoints {
  const points = { ascendant: natal.chart.ascendant.longitude, sun: natal.chart.bodies.sun.longitude, moon: natal.chart.bodies.moon.longitude };
  if (key !== 'shattrimshaSama') return points;
  const frame = birthDayFrame(natal.chart.jdUt, natal.birth.geo, natal.birth.sunrise);
  return frame === null ? points : { ...points, dayBirth: isDayBirth(frame.day) };
}

/** The period holding birth (start ≤ birth < end) and the years of it still ahead. */
function birthPeriodOf(periods: readonly DashaNode<string | number>[], birthJd: number, yearDays: number): ComputedSystem['birthPeriod'] {
  const p = periods.find((x) => x.startJd <= birthJd && birthJd < x.endJd);
  if (!p) return null;
  return { lord: p.lord, balanceYears: (p.endJd - birthJd) / yearDays, fractionElapsed: (birthJd - p.startJd) / (p.endJd - p.startJd) };
}

const noExtras = { tithiStart: null, varga: null, vargaSeedLord: null, tribhagi: false, birthPeriod: null } as const;

function nakshatraComputed(
  key: NakshatraSystemKey,
  natal: ResolvedNatal,
  p: CharaPlacements,
  o: DashaMoreOptions,
): ComputedSystem {
  const system = nakshatraSystems[key] as unknown as NakshatraSystem<string>;
  const birthJd = natal.chart.jdUt;
  const seed = seedLongitude(natal, o.seed);
  const forSystems = o.variantsFor.includes('systems');
  const seedVarga = forSystems ? o.seedVarga : 1;
  const tribhagi = forSystems && o.tribhagi;
  const start = nakshatraStart(system, seedVarga === 1 ? seed : vargaLongitude(seed, seedVarga), birthJd, o.yearDays);
  const divider = proportionalDivider(system);
  const periods = tribhagi ? tribhagiMahadashas(system, start, o.yearDays, system.cycles * 3, o.tribhagiAnchor) : nakshatraMahadashas(system, start, o.yearDays);
  for (const md of periods) expand(md, divider, 1);
  const cycleYears = system.sequence.reduce((s, l) => s + system.yearsByLord[l], 0) / (tribhagi ? 3 : 1);
  return {
    key,
    kind: 'nakshatra',
    lordKind: 'graha',
    methodId: system.methodId,
    startRuleId: system.startRuleId,
    cycleYears,
    applicability: applicabilityOf(key, applicabilityPoints(key, natal), p),
    nakshatraStart: start,
    ...noExtras,
    varga: dashaVarga(seedVarga),
    tribhagi,
    birthPeriod: tribhagi ? birthPeriodOf(periods, birthJd, o.yearDays) : null,
    kalachakra: null,
    signPlan: null,
    periods,
    running: o.runningAtJd === null ? null : runningChain(periods, divider, o.runningAtJd, 2),
  };
}

/**
 * Tithi Ashtottari (dashas-more.md §3a): Ashtottari's lords from the tithi of birth, the part
 * of the tithi's 12° of elongation passed being the part of the first period run. The seed,
 * dashaSeed and dashaSeedVarga do not apply; dashaTribhagi does.
 */
function tithiAshtottariComputed(natal: ResolvedNatal, o: DashaMoreOptions): ComputedSystem {
  const b = natal.chart.bodies;
  const birthJd = natal.chart.jdUt;
  const elongation = normalizeDegrees(b.moon.longitude - b.sun.longitude);
  const tithi = Math.min(29, Math.floor(elongation / 12));
  const start = tithiAshtottariStart(tithi, (elongation - 12 * tithi) / 12, birthJd, o.yearDays);
  const system = ashtottariSystem as unknown as NakshatraSystem<string>;
  const divider = o.tithiAshtottariAntardasha === 'nextLord' ? nextLordFirstDivider(system) : proportionalDivider(system);
  const tribhagi = o.tribhagi && o.variantsFor.includes('systems');
  const periods: DashaNode<string>[] = tribhagi ? tribhagiMahadashas(system, start, o.yearDays, system.cycles * 3, o.tribhagiAnchor) : tithiAshtottariMahadashas(start, o.yearDays);
  for (const md of periods) expand(md, divider, 1);
  return {
    key: 'tithiAshtottari',
    kind: 'nakshatra',
    lordKind: 'graha',
    methodId: 'ASHTOTTARI.TITHI',
    startRuleId: 'TITHI_ASHTOTTARI.TITHI_LORD',
    cycleYears: 108 / (tribhagi ? 3 : 1),
    applicability: null,
    nakshatraStart: null,
    ...noExtras,
    tithiStart: start,
    tribhagi,
    birthPeriod: birthPeriodOf(periods, birthJd, o.yearDays),
    kalachakra: null,
    signPlan: null,
    periods,
    running: o.runningAtJd === null ? null : runningChain(periods, divider, o.runningAtJd, 2),
  };
}

function signComputed(key: SignSystemKey, natal: ResolvedNatal, p: CharaPlacements, o: DashaMoreOptions): ComputedSystem {
  const plan = signPlanOf(key, natal, p, o);
  const divider: Divider<number> = signDivider(plan);
  const periods = signDashaNodes(plan, natal.chart.jdUt, o.yearDays);
  for (const md of periods) expand(md, divider, 1);
  return {
    key,
    kind: 'rashi',
    lordKind: 'rashi',
    methodId: plan.methodId,
    startRuleId: plan.seed.ruleId,
    cycleYears: plan.totalYears,
    applicability: null,
    nakshatraStart: null,
    ...noExtras,
    ...(key === 'narayana' && o.narayanaVarga !== 1
      ? { varga: dashaVarga(o.narayanaVarga), vargaSeedLord: narayanaVargaSeed(p, vargaOf(natal, o.narayanaVarga), o.narayanaVarga, o.narayanaVariant) }
      : {}),
    kalachakra: null,
    signPlan: plan,
    periods,
    running: o.runningAtJd === null ? null : runningChain(periods, divider, o.runningAtJd, 2),
  };
}

/** The placements of divisional chart D`division` (its default variant). */
function vargaOf(natal: ResolvedNatal, division: Division): CharaPlacements {
  const b = natal.chart.bodies;
  const longitudes = Object.fromEntries(grahaIds.map((g) => [g, b[g].longitude])) as Record<GrahaId, number>;
  return vargaPlacements(longitudes, natal.chart.ascendant.longitude, division);
}

function signPlanOf(key: SignSystemKey, natal: ResolvedNatal, p: CharaPlacements, o: DashaMoreOptions): SignDashaPlan {
  switch (key) {
    case 'narayana': {
      if (o.narayanaVarga === 1) return narayanaDasha(p, o.narayanaVariant);
      const varga = vargaOf(natal, o.narayanaVarga);
      return narayanaDasha(varga, o.narayanaVariant, narayanaVargaSeed(p, varga, o.narayanaVarga, o.narayanaVariant));
    }
    case 'sudasa':
      return sudasaDasha(p, sreeLagnaLongitude(natal.chart.ascendant.longitude, natal.chart.bodies.moon.longitude));
    case 'drig':
      return drigDasha(p, o.drigVariant);
    case 'shoola':
      return shoolaDasha(p);
    case 'niryanaShoola':
      return niryanaShoolaDasha(p);
    case 'sthira':
      return sthiraDasha(p);
    case 'moola':
      return moolaDasha(p);
    case 'brahma':
      return brahmaDasha(p);
    case 'varnada': {
      const hl = horaLagnaSign(natal);
      if (hl === null) throw new ValidationFailed('/dashaSystems', 'varnada needs the hora lagna, and the Sun does not rise on the birth day at this place');
      return varnadaDasha(p, hl);
    }
  }
}

function kalachakraComputed(natal: ResolvedNatal, o: DashaMoreOptions): ComputedSystem {
  const k = kalachakraDasha(natal.chart.bodies.moon.longitude, natal.chart.jdUt, o.yearDays);
  for (const md of k.periods) expand(md, k.divider, 1);
  return {
    key: 'kalachakra',
    kind: 'nakshatra',
    lordKind: 'rashi',
    methodId: 'KALACHAKRA.PVR_BOOK.2',
    startRuleId: 'KALACHAKRA.MOON_PADA',
    cycleYears: k.start.paramayush,
    applicability: null,
    nakshatraStart: null,
    ...noExtras,
    kalachakra: k.start,
    signPlan: null,
    periods: k.periods,
    running: o.runningAtJd === null ? null : runningChain(k.periods, k.divider, o.runningAtJd, 2),
  };
}

/** Every requested system, in `dashaSystemKeys` order. */
export function computeDashaSystems(natal: ResolvedNatal, p: CharaPlacements, o: DashaMoreOptions): ComputedSystem[] {
  return o.systems.map((key) => {
    if (key === 'kalachakra') return kalachakraComputed(natal, o);
    if (key === 'tithiAshtottari') return tithiAshtottariComputed(natal, o);
    if ((signSystemKeys as readonly string[]).includes(key)) return signComputed(key as SignSystemKey, natal, p, o);
    return nakshatraComputed(key as NakshatraSystemKey, natal, p, o);
  });
}
