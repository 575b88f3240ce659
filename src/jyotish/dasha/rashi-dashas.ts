/**
 * Sign (rashi) dashas of Parashara and Jaimini beyond Chara (docs/methods/dashas-more.md §4):
 * Narayana, Sudasa, Drig, Shoola, Niryana shoola, Sthira, Moola (lagna kendradi), Brahma and
 * Varnada. Each is a plan: the seed sign and the rule that chose it, the signs in order with
 * their years, and the order of the twelve equal antardashas inside a sign. `signDashaNodes`
 * turns a plan into dated periods (they start at birth).
 *
 * Rules after P. V. R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" and his
 * papers, with Jagannatha Hora's conventions where the book leaves a choice (checked against
 * PyJHora 4.8.5 for facts only).
 */
import { dignityTable, isDebilitated, isExalted } from '../chart/dignity.ts';
import { naturalRelation } from '../chart/relationships.ts';
import { isOddRashi, mod12, rashiLord, rashiModality, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import { rashiAspects, strongerGraha } from '../jaimini-strength.ts';
import { isOddFooted, type CharaPlacements } from './chara.ts';
import type { DashaNode, Divider } from './period-tree.ts';
import { jhoraCoLord, jhoraStrongerRashiConventions } from './chara-jhora.ts';
import { narayanaYears, sthiraYears, type NarayanaVariant } from './sign-years.ts';
import { strongerRashi, type StrongerRashiConventions, type StrongerRashiRule } from './stronger-rashi.ts';


export interface SignPeriodPlan {
  sign: number;
  years: number;
  cycle: 1 | 2;
}

export interface SignDashaPlan {
  key: string;
  methodId: string;
  /** The first sign and how it was chosen. */
  seed: { sign: number; ruleId: string; from: readonly number[]; strongerRule: StrongerRashiRule | null };
  /** +1 zodiacal, −1 anti-zodiacal, null when the order is not a simple run (kendras, trines). */
  direction: 1 | -1 | null;
  /** Periods in order; zero-year periods are left out (they would last no time). */
  periods: SignPeriodPlan[];
  /** The twelve antardasha signs of a period of `sign`, first to last (equal parts). */
  antardashaOrder: (sign: number) => readonly number[];
  /** Part of the first period already run at birth (Sudasa), else 0. */
  firstPeriodElapsed: number;
  /** Total years of the listed periods. */
  totalYears: number;
}

function run(seed: number, direction: 1 | -1, step = 1): number[] {
  return Array.from({ length: 12 }, (_, i) => mod12(seed + direction * step * i));
}

/** Kendras first, then panaparas, then apoklimas, counted in `direction` (Sudasa, Moola). */
function kendraOrder(seed: number, direction: 1 | -1): number[] {
  const out: number[] = [];
  for (const start of [0, 1, 2]) for (const k of [0, 3, 6, 9]) out.push(mod12(seed + direction * (start + k)));
  return out;
}

/** Saturn in the seed sign makes the order zodiacal; Ketu there reverses it (Narayana family). */
function exceptionDirection(p: CharaPlacements, seed: number, base: 1 | -1): 1 | -1 {
  if (p.sign.saturn === seed) return 1;
  if (p.sign.ketu === seed) return (base * -1) as 1 | -1;
  return base;
}

/**
 * Narayana order of the twelve signs from `seed`: movable signs run on one by one, fixed
 * signs jump to every sixth sign, dual signs take the kendras (and their trines) — forward
 * from an odd sign, backward from an even one; Saturn in the seed makes any seed run
 * forward one by one, Ketu in it reverses the direction. With both in the seed Saturn's rule
 * wins, unless `ketuFirst` (the Narayana `jhora` variant: PyJHora 4.8.5 tests Ketu first).
 */
export function narayanaOrder(p: CharaPlacements, seed: number, ketuFirst = false): { order: number[]; direction: 1 | -1 } {
  if (p.sign.saturn === seed && !(ketuFirst && p.sign.ketu === seed)) return { order: run(seed, 1), direction: 1 };
  let dir: 1 | -1 = isOddRashi(seed) ? 1 : -1;
  if (p.sign.ketu === seed) dir = (dir * -1) as 1 | -1;
  const modality = rashiModality(seed);
  if (modality === 0) return { order: run(seed, dir), direction: dir };
  if (modality === 1) return { order: run(seed, dir, 5), direction: dir };
  // Dual: groups start at the kendras in the direction; within a group the trines follow, the
  // 9th before the 5th going forward and the 5th before the 9th going backward.
  const order: number[] = [];
  for (const k of [0, 3, 6, 9]) {
    const s = mod12(seed + dir * k);
    order.push(s, mod12(s - dir * 4), mod12(s + dir * 4));
  }
  return { order, direction: dir };
}

/**
 * Narayana antardashas of a period of `sign`: from the stronger of the sign holding the
 * sign's lord and the sign holding the lord of its 7th, forward from an odd seed and backward
 * from an even one; Saturn in the seed makes it forward, Ketu in the period's sign reverses.
 */
export function narayanaAntardashas(p: CharaPlacements, sign: number, variant: NarayanaVariant = 'pvr'): number[] {
  const lordOf = (s: number) => (variant === 'jhora' ? jhoraCoLord(p, s).graha : effectiveLordGraha(p, s));
  const lordSign = p.sign[lordOf(sign)];
  const seventhLordSign = p.sign[lordOf(mod12(sign + 6))];
  const seed = strongerRashi(p, lordSign, seventhLordSign, narayanaStrongerRashiConventions(variant)).sign;
  let dir: 1 | -1 = isOddRashi(seed) ? 1 : -1;
  if (p.sign.saturn === seed) dir = 1;
  if (p.sign.ketu === sign) dir = (dir * -1) as 1 | -1;
  return run(seed, dir);
}

function effectiveLordGraha(p: CharaPlacements, sign: number): GrahaId {
  if (sign === 7) return strongerGraha(p, 'mars', 'ketu', 'mars').graha;
  if (sign === 10) return strongerGraha(p, 'saturn', 'rahu', 'saturn').graha;
  return rashiLord[sign];
}

function twoCycles(order: readonly number[], first: (s: number) => number): SignPeriodPlan[] {
  const one = order.map((sign) => ({ sign, years: first(sign), cycle: 1 as const }));
  const two = one.map((x) => ({ sign: x.sign, years: Math.max(0, 12 - x.years), cycle: 2 as const }));
  return [...one, ...two];
}

function plan(
  base: Omit<SignDashaPlan, 'periods' | 'totalYears' | 'firstPeriodElapsed'> & { firstPeriodElapsed?: number },
  periods: SignPeriodPlan[],
): SignDashaPlan {
  const kept = periods.filter((x) => x.years > 0);
  return { firstPeriodElapsed: 0, ...base, periods: kept, totalYears: kept.reduce((s, x) => s + x.years, 0) };
}

const lagnaAnd7th = (p: CharaPlacements) => [p.lagnaSign, mod12(p.lagnaSign + 6)] as const;

/** A Narayana seed chosen outside the lagna/7th rule (the dasha of a divisional chart). */
export interface NarayanaSeedOverride {
  ruleId: string;
  /** The two signs compared. */
  from: readonly [number, number];
}

/** The stronger-sign conventions of a Narayana variant: the declared ones, or JHora's for `jhora`. */
function narayanaStrongerRashiConventions(variant: NarayanaVariant): StrongerRashiConventions | undefined {
  return variant === 'jhora' ? jhoraStrongerRashiConventions : undefined;
}

/**
 * Narayana dasha: from the stronger of lagna and 7th (or of `seed.from`), two cycles.
 * `variant` "pvr" (`NARAYANA.PVR`, default) or "jhora" (`NARAYANA.PVR_JHORA.2`: Scorpio and
 * Aquarius counted to the co-lord Jagannatha Hora chooses, for the years and the antardashas,
 * the stronger sign's rules 2 and 3 under `jhoraStrongerRashiConventions`, and Ketu's
 * reversal before Saturn's forward run when both occupy the seed).
 */
export function narayanaDasha(p: CharaPlacements, variant: NarayanaVariant = 'pvr', seedOverride?: NarayanaSeedOverride): SignDashaPlan {
  const [a, b] = seedOverride?.from ?? lagnaAnd7th(p);
  const seed = strongerRashi(p, a, b, narayanaStrongerRashiConventions(variant));
  const { order, direction } = narayanaOrder(p, seed.sign, variant === 'jhora');
  return plan(
    {
      key: 'narayana',
      methodId: variant === 'jhora' ? 'NARAYANA.PVR_JHORA.2' : 'NARAYANA.PVR',
      seed: { sign: seed.sign, ruleId: seedOverride?.ruleId ?? 'NARAYANA.STRONGER_OF_LAGNA_7TH', from: [a, b], strongerRule: seed.rule },
      direction: rashiModality(seed.sign) === 2 && (p.sign.saturn !== seed.sign || (variant === 'jhora' && p.sign.ketu === seed.sign)) ? null : direction,
      antardashaOrder: (s) => narayanaAntardashas(p, s, variant),
    },
    twoCycles(order, (s) => narayanaYears(p, s, variant).years),
  );
}

/**
 * Sudasa (`SUDASA.PVR`): from Sree Lagna; kendras, then panaparas, then apoklimas, forward
 * from an odd sign and backward from an even one (Saturn there: forward; Ketu there:
 * reversed); Narayana years, the first reduced to the part of Sree Lagna's sign still to
 * run; second cycle 12 − first (full years). Antardashas from the stronger of the sign and
 * its 7th, forward from an even seed and backward from an odd one (as Jagannatha Hora shows).
 */
export function sudasaDasha(p: CharaPlacements, sreeLagnaLongitude: number): SignDashaPlan {
  const slSign = Math.floor((((sreeLagnaLongitude % 360) + 360) % 360) / 30);
  const elapsed = ((((sreeLagnaLongitude % 360) + 360) % 360) - slSign * 30) / 30;
  const dir = exceptionDirection(p, slSign, isOddRashi(slSign) ? 1 : -1);
  const order = kendraOrder(slSign, dir);
  const periods = twoCycles(order, (s) => narayanaYears(p, s).years);
  periods[0] = { ...periods[0], years: periods[0].years * (1 - elapsed) };
  return plan(
    {
      key: 'sudasa',
      methodId: 'SUDASA.PVR',
      seed: { sign: slSign, ruleId: 'SUDASA.SREE_LAGNA', from: [slSign], strongerRule: null },
      direction: dir,
      antardashaOrder: (s) => {
        const seed = strongerRashi(p, s, mod12(s + 6)).sign;
        return run(seed, isOddRashi(seed) ? -1 : 1);
      },
      firstPeriodElapsed: 0,
    },
    periods,
  );
}

export type DrigVariant = 'paper' | 'book' | 'jhora';

/**
 * Drig dasha from the 9th, 10th and 11th signs, each followed by the three signs it aspects
 * (rashi drishti). `paper` (`DRIG.PVR_PAPER`, default, Jagannatha Hora): the aspected signs
 * nearest first — zodiacally from a fixed or odd dual sign, backwards otherwise — Sthira years
 * (7/8/9), one cycle, antardashas by PVR's paper. `book` (`DRIG.PVR_BOOK`): aspected signs in
 * the direction of the sign's footedness, Narayana years, two cycles, Narayana antardashas.
 * `jhora` (`DRIG.PVR_PAPER_JHORA`): the paper variant with the antardashas of a fixed sign as
 * Jagannatha Hora prints them — the seed and its 7th alternating, six times each (stepping six
 * signs instead of five); everything else as `paper`.
 */
export function drigDasha(p: CharaPlacements, variant: DrigVariant = 'paper'): SignDashaPlan {
  const order: number[] = [];
  for (const k of [8, 9, 10]) {
    const anchor = mod12(p.lagnaSign + k);
    const aspected = Array.from({ length: 12 }, (_, s) => s).filter((s) => rashiAspects(anchor, s));
    const forward =
      variant !== 'book' ? rashiModality(anchor) === 1 || (rashiModality(anchor) === 2 && isOddRashi(anchor)) : isOddFooted(anchor);
    const dist = (s: number) => (forward ? mod12(s - anchor) : mod12(anchor - s));
    order.push(anchor, ...aspected.sort((x, y) => dist(x) - dist(y)));
  }
  const seed = { sign: order[0], ruleId: 'DRIG.NINTH_HOUSE', from: [order[0]], strongerRule: null };
  if (variant === 'book') {
    return plan(
      { key: 'drig', methodId: 'DRIG.PVR_BOOK', seed, direction: null, antardashaOrder: (s) => narayanaAntardashas(p, s) },
      twoCycles(order, (s) => narayanaYears(p, s).years),
    );
  }
  return plan(
    {
      key: 'drig',
      methodId: variant === 'jhora' ? 'DRIG.PVR_PAPER_JHORA' : 'DRIG.PVR_PAPER',
      seed,
      direction: null,
      antardashaOrder: (s) => drigPaperAntardashas(p, s, variant === 'jhora' ? 6 : 5),
    },
    order.map((sign) => ({ sign, years: sthiraYears(sign), cycle: 1 as const })),
  );
}

/**
 * Drig antardashas of PVR's paper: from the stronger of the sign and its 7th, in the sign's
 * direction (forward for odd signs); movable signs one by one, fixed signs every sixth sign,
 * dual signs by kendras in three trinal groups (seed, its 5th, its 9th, taken in the same
 * direction). `fixedStep` is 5 for the paper's every sixth sign, 6 for Jagannatha Hora's
 * alternation of the seed and its 7th.
 */
function drigPaperAntardashas(p: CharaPlacements, sign: number, fixedStep: 5 | 6): number[] {
  const seed = strongerRashi(p, sign, mod12(sign + 6)).sign;
  const dir: 1 | -1 = isOddRashi(sign) ? 1 : -1;
  const modality = rashiModality(sign);
  if (modality === 0) return run(seed, dir);
  if (modality === 1) return run(seed, dir, fixedStep);
  const out: number[] = [];
  for (const base of [0, 4, 8]) for (let i = 0; i < 4; i++) out.push(mod12(seed + dir * base + dir * 3 * i));
  return out;
}

/** Shoola dasha (`SHOOLA.PVR`): from the stronger of lagna and 7th, forward, 9 years each, one cycle of 108 years. */
export function shoolaDasha(p: CharaPlacements): SignDashaPlan {
  const [a, b] = lagnaAnd7th(p);
  const seed = strongerRashi(p, a, b);
  return plan(
    {
      key: 'shoola',
      methodId: 'SHOOLA.PVR',
      seed: { sign: seed.sign, ruleId: 'SHOOLA.STRONGER_OF_LAGNA_7TH', from: [a, b], strongerRule: seed.rule },
      direction: 1,
      antardashaOrder: (s) => run(strongerRashi(p, s, mod12(s + 6)).sign, 1),
    },
    run(seed.sign, 1).map((sign) => ({ sign, years: 9, cycle: 1 as const })),
  );
}

/**
 * Niryana shoola (`NIRYANA_SHOOLA.PVR`): from the stronger of the 2nd and 8th, forward from an
 * odd sign and backward from an even one; Sthira years (7/8/9), second cycle 12 − first;
 * Narayana antardashas.
 */
export function niryanaShoolaDasha(p: CharaPlacements): SignDashaPlan {
  const a = mod12(p.lagnaSign + 1);
  const b = mod12(p.lagnaSign + 7);
  const seed = strongerRashi(p, a, b);
  const dir: 1 | -1 = isOddRashi(seed.sign) ? 1 : -1;
  return plan(
    {
      key: 'niryanaShoola',
      methodId: 'NIRYANA_SHOOLA.PVR',
      seed: { sign: seed.sign, ruleId: 'NIRYANA_SHOOLA.STRONGER_OF_2ND_8TH', from: [a, b], strongerRule: seed.rule },
      direction: dir,
      antardashaOrder: (s) => narayanaAntardashas(p, s),
    },
    twoCycles(run(seed.sign, dir), sthiraYears),
  );
}

/** Sign-level dignity the Brahma rule asks for: exalted, own sign or a natural friend's sign. */
function wellPlaced(g: SevenGrahaId, sign: number): boolean {
  if (isExalted(g, sign) || dignityTable[g].ownSigns.includes(sign)) return true;
  const lord = rashiLord[sign];
  return lord !== g && naturalRelation[g][lord] === 'friend';
}

/**
 * Brahma (`BRAHMA.PVR`): of the lords of the 6th, 8th and 12th from the stronger of lagna and
 * 7th (nodes left out), score one point each for being exalted, in its own or a friend's sign,
 * for being in an odd sign, and for standing in the first seven signs from that stronger
 * sign; of the two best, the stronger by `STRONGER.JAIMINI_CHAIN`.
 */
export function brahmaGraha(p: CharaPlacements): { graha: SevenGrahaId; from: number; candidates: SevenGrahaId[] } {
  const [a, b] = lagnaAnd7th(p);
  const base = strongerRashi(p, a, b).sign;
  const lords = [5, 7, 11].map((h) => rashiLord[mod12(base + h)]);
  const unique = lords.filter((g, i) => lords.indexOf(g) === i);
  const score = (g: SevenGrahaId) => {
    const s = p.sign[g];
    return (wellPlaced(g, s) ? 1 : 0) + (isOddRashi(s) ? 1 : 0) + (mod12(s - base) <= 6 ? 1 : 0);
  };
  const ranked = [...unique].sort((x, y) => score(y) - score(x));
  const top = ranked.slice(0, 2);
  const graha = top.length === 1 ? top[0] : (strongerGraha(p, top[0], top[1], top[0]).graha as SevenGrahaId);
  return { graha, from: base, candidates: unique };
}

/** Sthira dasha (`STHIRA.PVR`): from Brahma's sign, forward, 7/8/9 years, one cycle of 96 years. */
export function sthiraDasha(p: CharaPlacements): SignDashaPlan {
  const brahma = brahmaGraha(p);
  const seed = p.sign[brahma.graha];
  return plan(
    {
      key: 'sthira',
      methodId: 'STHIRA.PVR',
      seed: { sign: seed, ruleId: 'STHIRA.BRAHMA_SIGN', from: [brahma.from], strongerRule: null },
      direction: 1,
      antardashaOrder: (s) => run(s, 1),
    },
    run(seed, 1).map((sign) => ({ sign, years: sthiraYears(sign), cycle: 1 as const })),
  );
}

/**
 * Moola dasha (lagna kendradi rashi dasha, `MOOLA.LAGNA_KENDRADI`): from the stronger of lagna
 * and 7th; kendras, panaparas, apoklimas, forward from an odd sign and backward from an even
 * one (Saturn there: forward; Ketu there: backward); Narayana years; second cycle 12 − first;
 * antardashas from the period's sign, forward for an odd sign (Saturn in it: forward; Ketu in
 * it: reversed).
 */
export function moolaDasha(p: CharaPlacements): SignDashaPlan {
  const [a, b] = lagnaAnd7th(p);
  const seed = strongerRashi(p, a, b);
  let dir: 1 | -1 = isOddRashi(seed.sign) ? 1 : -1;
  if (p.sign.saturn === seed.sign) dir = 1;
  else if (p.sign.ketu === seed.sign) dir = -1;
  return plan(
    {
      key: 'moola',
      methodId: 'MOOLA.LAGNA_KENDRADI',
      seed: { sign: seed.sign, ruleId: 'MOOLA.STRONGER_OF_LAGNA_7TH', from: [a, b], strongerRule: seed.rule },
      direction: dir,
      antardashaOrder: (s) => {
        let d: 1 | -1 = p.sign.saturn === s || isOddRashi(s) ? 1 : -1;
        if (p.sign.ketu === s) d = (d * -1) as 1 | -1;
        return run(s, d);
      },
    },
    twoCycles(kendraOrder(seed.sign, dir), (s) => narayanaYears(p, s).years),
  );
}

/**
 * Years of a Brahma-dasha sign: count to the lord of its 6th (forward from an odd sign,
 * backward from an even one) less one; a lord in the sign gives 0; ±1 for an exalted or
 * debilitated lord.
 */
function brahmaYears(p: CharaPlacements, sign: number): number {
  const lord = effectiveLordGraha(p, mod12(sign + 5));
  const at = p.sign[lord];
  if (at === sign) return 0;
  const count = isOddRashi(sign) ? mod12(at - sign) + 1 : mod12(sign - at) + 1;
  let years = count - 1;
  if (isExalted(lord, at) && !(lord === 'mercury' && at === 5)) years += 1;
  else if (isDebilitated(lord, at)) years -= 1;
  return Math.max(0, years);
}

/**
 * Brahma dasha (`BRAHMA_DASHA.PVR`): from Brahma's sign forward when it is odd; from its 7th
 * backward when it is even; years by `brahmaYears`; antardashas forward from the sign.
 */
export function brahmaDasha(p: CharaPlacements): SignDashaPlan {
  const brahma = brahmaGraha(p);
  const seed = p.sign[brahma.graha];
  const order = isOddRashi(seed) ? run(seed, 1) : run(mod12(seed + 6), -1);
  return plan(
    {
      key: 'brahma',
      methodId: 'BRAHMA_DASHA.PVR',
      seed: { sign: order[0], ruleId: 'BRAHMA_DASHA.BRAHMA_SIGN', from: [seed], strongerRule: null },
      direction: isOddRashi(seed) ? 1 : -1,
      antardashaOrder: (s) => run(s, 1),
    },
    order.map((sign) => ({ sign, years: brahmaYears(p, sign), cycle: 1 as const })),
  );
}

/**
 * Varnada lagna (B. V. Raman's rule, `VARNADA_LAGNA.RAMAN`): count from Aries to an odd lagna
 * (or from Pisces backwards to an even one), likewise for the hora lagna; add the counts when
 * both are odd or both even, else subtract the smaller; count the result from Aries (odd
 * lagna) or backwards from Pisces (even lagna).
 */
export function varnadaLagnaSign(lagnaSign: number, horaLagnaSign: number): number {
  const countOf = (s: number) => (isOddRashi(s) ? s + 1 : 12 - s);
  const c1 = countOf(lagnaSign);
  const c2 = countOf(horaLagnaSign);
  const count = isOddRashi(lagnaSign) === isOddRashi(horaLagnaSign) ? (c1 + c2) % 12 : Math.abs(c1 - c2) % 12;
  return isOddRashi(lagnaSign) ? mod12(count - 1) : mod12(12 - count);
}

/**
 * Varnada dasha (`VARNADA.PVR`): from the stronger of lagna and hora lagna, forward from an
 * odd sign and backward from an even one; a sign's years are its distance from the Varnada
 * lagna ((sign − VL) mod 12); antardashas forward from the sign.
 */
export function varnadaDasha(p: CharaPlacements, horaLagnaSign: number): SignDashaPlan {
  const seed = strongerRashi(p, p.lagnaSign, horaLagnaSign);
  const vl = varnadaLagnaSign(p.lagnaSign, horaLagnaSign);
  const dir: 1 | -1 = isOddRashi(seed.sign) ? 1 : -1;
  return plan(
    {
      key: 'varnada',
      methodId: 'VARNADA.PVR',
      seed: { sign: seed.sign, ruleId: 'VARNADA.STRONGER_OF_LAGNA_HORA_LAGNA', from: [p.lagnaSign, horaLagnaSign], strongerRule: seed.rule },
      direction: dir,
      antardashaOrder: (s) => run(s, 1),
    },
    run(seed.sign, dir).map((sign) => ({ sign, years: mod12(sign - vl), cycle: 1 as const })),
  );
}

/**
 * Dated top-level periods of a sign-dasha plan from birth (the first shortened by
 * `firstPeriodElapsed`, which only Sudasa sets through its first years).
 */
export function signDashaNodes(plan: SignDashaPlan, birthJd: number, yearDays: number): DashaNode<number>[] {
  const out: DashaNode<number>[] = [];
  let t = birthJd;
  for (const x of plan.periods) {
    const end = t + x.years * yearDays;
    out.push({ lord: x.sign, startJd: t, endJd: end, children: null });
    t = end;
  }
  return out;
}

/** Twelve equal antardashas in the plan's order. */
export function signDivider(plan: SignDashaPlan): Divider<number> {
  return (parent) => plan.antardashaOrder(parent.lord).map((lord) => ({ lord, share: 1 / 12 }));
}
