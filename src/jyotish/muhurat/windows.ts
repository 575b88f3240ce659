/**
 * Windows of one Hindu day (`MUHURAT.FILTER_SCORE`, muhurat-and-calendar.md §1): the day is
 * cut at every limb end, lagna entry, graha sign change, combustion change and at both ends
 * of every excluded period; each piece passes or fails the hard rules; neighbouring passing
 * pieces with the same limbs, lagna and graha signs join into one window, so a filter that
 * cuts a window splits it rather than dropping it; each window is then scored.
 */
import type { AngleSegment } from '../../astro/transitions.ts';
import { chandraBala, taraBala, type ChandraBala, type TaraBala } from '../core/bala.ts';
import { karanaOf } from '../core/limbs.ts';
import { rashiModality } from '../core/zodiac.ts';
import { bhadraVaasBySign } from '../panchang/bhadra.ts';
import { inPanchaka } from '../panchang/panchaka.ts';
import type { Span } from '../panchang/segments.ts';
import { activityRules, type ActivityId } from './activities.ts';
import { beneficInKendraTrikona, chartCheckPasses, type ChartCheckId, type GrahaSigns } from './chart-checks.ts';
import { isRiktaOrAmavasya } from './classes.ts';
import type { DayFacts } from './day-facts.ts';
import { softBadYogas, wholeBadYogas, type ExclusionId } from './exclusions.ts';
import type { AmantaMonth } from './lunar-months.ts';

export interface Participant {
  /** 0-based janma nakshatra and natal Moon sign. */
  janmaNakshatra: number;
  moonSign: number;
}

export interface WindowOptions {
  activity: ActivityId;
  participants: readonly Participant[];
  /** Exclusions in force. */
  exclusions: ReadonlySet<ExclusionId>;
  /** `EX.BHADRA`: Vishti with its vaas on earth (default), or every Vishti (`EX.BHADRA_ALL`). */
  bhadraRule: 'earth' | 'all';
  daytimeOnly: boolean;
  minimumWindowDays: number;
}

export interface SoftRule {
  ruleId: string;
  points: number;
  /** The chart checks that failed (for SOFT.LAGNA_CLEAN). */
  checks?: ChartCheckId[];
}

export interface MuhuratWindow {
  /** Local civil date whose sunrise opens the Hindu day the window lies in. */
  date: string;
  startJd: number;
  endJd: number;
  weekday: number;
  tithi: number;
  nakshatra: number;
  yoga: number;
  karana: number;
  lagna: number;
  moonSign: number;
  month: AmantaMonth;
  score: number;
  /** Hard rules and exclusions checked and passed, then the soft rules earned. */
  passed: string[];
  earned: SoftRule[];
  failedSoft: SoftRule[];
  participants: { tara: TaraBala; chandra: ChandraBala }[];
}

const at = (list: readonly AngleSegment[], t: number) => list.find((s) => t >= s.startJd && t < s.endJd) ?? list[list.length - 1];
const inside = (spans: readonly Span[], t: number) => spans.some((s) => t >= s.startJd && t < s.endJd);
const overlaps = (s: Span, a: number, b: number) => s.startJd < b && s.endJd > a;

function lagnaAt(f: DayFacts, t: number): number {
  let sign = f.lagna.signAtStart;
  for (const i of f.lagna.ingresses) if (i.jd <= t) sign = i.sign;
  return sign;
}
function lastFrom<T extends { fromJd: number }>(list: readonly T[], t: number): T {
  let out = list[0];
  for (const x of list) if (x.fromJd <= t) out = x;
  return out;
}

/** Chaturmas: Ashadha Shukla 11 (Devshayani) to Kartika Shukla 11 (Prabodhini), inclusive. */
export function inChaturmas(month: AmantaMonth, tithi: number): boolean {
  const m = month.number;
  if (m === 4) return !month.adhika && tithi >= 10 && tithi < 30;
  if (m === 5 || m === 6 || m === 7) return true;
  if (m === 8) return month.adhika || tithi <= 10;
  return false;
}
/** Pitru Paksha: Krishna paksha of (amanta) Bhadrapada. */
export function inPitruPaksha(month: AmantaMonth, tithi: number): boolean {
  return month.number === 6 && !month.adhika && tithi >= 15;
}
/** Holashtak: Phalguna Shukla Ashtami to Purnima (Holika dahan). */
export function inHolashtak(month: AmantaMonth, tithi: number): boolean {
  return month.number === 12 && !month.adhika && tithi >= 7 && tithi <= 14;
}

interface Piece {
  startJd: number;
  endJd: number;
  key: string;
  tithi: number;
  nakshatra: number;
  yoga: number;
  karana: number;
  lagna: number;
  moonSign: number;
  month: AmantaMonth;
  signs: GrahaSigns;
}

/**
 * The windows of one day, with the id of the rule that removed each rejected piece counted in
 * `rejected` (minutes per rule id) for the result's evidence.
 */
export function windowsOfDay(
  f: DayFacts,
  date: string,
  weekday: number,
  options: WindowOptions,
  monthAt: (jd: number) => AmantaMonth,
  rejected: Map<string, number>,
  dayLevelPassed: readonly string[],
): MuhuratWindow[] {
  const rules = activityRules[options.activity];
  const ex = options.exclusions;
  const code = `MUHURAT.${rules.code}`;
  const dayStart = f.sunrise;
  const dayEnd = f.nextSunrise;

  const excludedSpans: { id: string; spans: Span[] }[] = [];
  if (ex.has('EX.RAHU')) excludedSpans.push({ id: 'EX.RAHU', spans: [f.kaals.rahuKaal] });
  if (ex.has('EX.YAMA')) excludedSpans.push({ id: 'EX.YAMA', spans: [f.kaals.yamaganda] });
  if (ex.has('EX.GULIKA')) excludedSpans.push({ id: 'EX.GULIKA', spans: [f.kaals.gulikaKaal] });
  if (ex.has('EX.DURMUHURTA')) excludedSpans.push({ id: 'EX.DURMUHURTA', spans: f.durMuhurtas });
  if (ex.has('EX.VARJYAM')) excludedSpans.push({ id: 'EX.VARJYAM', spans: f.varjyam });
  if (options.daytimeOnly) excludedSpans.push({ id: 'OPTION.DAYTIME_ONLY', spans: [{ startJd: f.sunset, endJd: dayEnd }] });

  const cuts = new Set<number>([dayStart, dayEnd]);
  const add = (t: number) => {
    if (t > dayStart && t < dayEnd) cuts.add(t);
  };
  for (const list of Object.values(f.limbs)) for (const s of list) add(s.startJd), add(s.endJd);
  for (const i of f.lagna.ingresses) add(i.jd);
  for (const g of f.grahaSigns) add(g.fromJd);
  for (const a of f.asta) add(a.fromJd);
  if (f.sunSign.changeJd !== null) add(f.sunSign.changeJd);
  for (const e of excludedSpans) for (const s of e.spans) add(s.startJd), add(s.endJd);
  const times = [...cuts].sort((a, b) => a - b);

  const pieces: Piece[] = [];
  for (let i = 0; i + 1 < times.length; i++) {
    const a = times[i];
    const b = times[i + 1];
    const t = (a + b) / 2;
    const tithi = at(f.limbs.tithi, t).index;
    const nakshatra = at(f.limbs.nakshatra, t).index;
    const yoga = at(f.limbs.yoga, t).index;
    const karana = at(f.limbs.karana, t).index;
    const moonSign = at(f.limbs.moonRashi, t).index;
    const sunSign = f.sunSign.changeJd !== null && t >= f.sunSign.changeJd ? (f.sunSign.atStart + 1) % 12 : f.sunSign.atStart;
    const lagna = lagnaAt(f, t);
    const month = monthAt(t);
    let fail: string | null = null;
    if (!rules.nakshatras.has(nakshatra)) fail = `${code}.NAKSHATRA`;
    else if (!rules.tithi(tithi)) fail = `${code}.TITHI`;
    else if (ex.has('EX.RIKTA_AMA') && isRiktaOrAmavasya(tithi)) fail = 'EX.RIKTA_AMA';
    else if (ex.has('EX.YOGA_BAD') && wholeBadYogas.has(yoga)) fail = 'EX.YOGA_BAD';
    else if (ex.has('EX.BHADRA') && karanaOf(karana) === 'vishti' && (options.bhadraRule === 'all' || bhadraVaasBySign[moonSign] === 'earth')) fail = 'EX.BHADRA';
    else if (ex.has('EX.PANCHAKA') && inPanchaka(moonSign * 30)) fail = 'EX.PANCHAKA';
    else if (ex.has('EX.KHARMAS') && (sunSign === 8 || sunSign === 11)) fail = 'EX.KHARMAS';
    else if (rules.sunSigns && !rules.sunSigns.has(sunSign)) fail = `${code}.SUN_SIGN`;
    else if (ex.has('EX.ASTA') && lastFrom(f.asta, t).combust) fail = 'EX.ASTA';
    else if (ex.has('EX.ADHIK') && month.adhika) fail = 'EX.ADHIK';
    else if (ex.has('EX.CHATURMAS') && inChaturmas(month, tithi)) fail = 'EX.CHATURMAS';
    else if (ex.has('EX.PITRU_PAKSHA') && inPitruPaksha(month, tithi)) fail = 'EX.PITRU_PAKSHA';
    else if (ex.has('EX.HOLASHTAK') && inHolashtak(month, tithi)) fail = 'EX.HOLASHTAK';
    else if (rules.lagnaNatures && !rules.lagnaNatures.has(rashiModality(lagna))) fail = `${code}.LAGNA_NATURE`;
    else {
      for (const e of excludedSpans) {
        if (inside(e.spans, t)) {
          fail = e.id;
          break;
        }
      }
    }
    if (fail !== null) {
      rejected.set(fail, (rejected.get(fail) ?? 0) + (b - a) * 1440);
      continue;
    }
    const signs = lastFrom(f.grahaSigns, t).signs;
    const key = `${tithi}.${nakshatra}.${yoga}.${karana}.${lagna}.${Object.values(signs).join(',')}`;
    const last = pieces[pieces.length - 1];
    if (last && last.endJd === a && last.key === key) last.endJd = b;
    else pieces.push({ startJd: a, endJd: b, key, tithi, nakshatra, yoga, karana, lagna, moonSign, month, signs });
  }

  const hardPassed = [
    ...dayLevelPassed,
    `${code}.NAKSHATRA`, `${code}.TITHI`,
    ...(rules.sunSigns ? [`${code}.SUN_SIGN`] : []),
    ...(rules.lagnaNatures ? [`${code}.LAGNA_NATURE`] : []),
    ...[...ex].filter((id) => id !== 'EX.ECLIPSE'),
  ];
  const out: MuhuratWindow[] = [];
  for (const p of pieces) {
    if (p.endJd - p.startJd < options.minimumWindowDays) {
      rejected.set('OPTION.MINIMUM_WINDOW', (rejected.get('OPTION.MINIMUM_WINDOW') ?? 0) + (p.endJd - p.startJd) * 1440);
      continue;
    }
    out.push(scoreWindow(p, f, date, weekday, options, hardPassed));
  }
  return out;
}

function scoreWindow(p: Piece, f: DayFacts, date: string, weekday: number, options: WindowOptions, hardPassed: readonly string[]): MuhuratWindow {
  const rules = activityRules[options.activity];
  const earned: SoftRule[] = [];
  const failed: SoftRule[] = [];
  const soft = (ruleId: string, points: number, ok: boolean, checks?: ChartCheckId[]) =>
    (ok ? earned : failed).push(checks && checks.length ? { ruleId, points, checks } : { ruleId, points });

  const failedChecks = rules.chartChecks.filter((c) => !chartCheckPasses(c, p.lagna, p.signs));
  soft('SOFT.LAGNA_CLEAN', 20, failedChecks.length === 0, failedChecks);
  soft('SOFT.BENEFIC_KENDRA_TRIKONA', 15, beneficInKendraTrikona(p.lagna, p.signs));
  const participants = options.participants.map((x) => ({ tara: taraBala(x.janmaNakshatra, p.nakshatra), chandra: chandraBala(x.moonSign, p.moonSign) }));
  if (participants.length > 0) {
    soft('SOFT.TARA_BALA', 15, participants.every((x) => x.tara.quality === 'good'));
    soft('SOFT.CHANDRA_BALA', 15, participants.every((x) => x.chandra.favourable));
  }
  soft('SOFT.ABHIJIT', 10, !f.abhijit.excluded && overlaps(f.abhijit, p.startJd, p.endJd));
  soft('SOFT.CHOGHADIYA', 10, f.choghadiya.some((c) => c.quality === 'good' && overlaps(c, p.startJd, p.endJd)));
  soft('SOFT.SHUKLA_2_13', 15, p.tithi >= 1 && p.tithi <= 12);
  if (rules.fixedLagnaBonus) soft('SOFT.FIXED_LAGNA', rules.fixedLagnaBonus, rashiModality(p.lagna) === 1);
  if (rules.preferredMonthBonus) soft('SOFT.PREFERRED_MONTH', rules.preferredMonthBonus, rules.preferredMonths.has(p.month.number));
  const yogaPenalty = options.exclusions.has('EX.YOGA_BAD') && softBadYogas.has(p.yoga);
  if (yogaPenalty) failed.push({ ruleId: 'EX.YOGA_BAD.SOFT', points: -10 });
  const total = earned.reduce((s, r) => s + r.points, 0) - (yogaPenalty ? 10 : 0);

  return {
    date,
    startJd: p.startJd,
    endJd: p.endJd,
    weekday,
    tithi: p.tithi,
    nakshatra: p.nakshatra,
    yoga: p.yoga,
    karana: p.karana,
    lagna: p.lagna,
    moonSign: p.moonSign,
    month: p.month,
    score: Math.max(0, Math.min(100, total)),
    passed: [...hardPassed, ...earned.map((e) => e.ruleId)],
    earned,
    failedSoft: failed,
    participants,
  };
}
