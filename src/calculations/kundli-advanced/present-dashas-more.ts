/** The issue-18 dasha blocks as published: running periods, seeds and every extra system. */
import type { Static } from 'typebox';
import {
  dashaApplicabilityTexts,
  dashaLevelNames,
  dashaSeedNames,
  dashaStartRuleTexts,
  dashaSystemNames,
  dashaTribhagiTexts,
  kalachakraDirectionNames,
} from '../../content/dashas-more.ts';
import { yoginiNames } from '../../content/dashas.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import type { DashaNode, NakshatraStart } from '../../jyotish/dasha/period-tree.ts';
import { yoginiLord, type YoginiId } from '../../jyotish/dasha/yogini.ts';
import { pakshaNames, tithiName } from '../../content/names.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import type { MomentFormatter } from '../shared/moments.ts';
import type { KundliAdvancedComputed } from './compute.ts';
import { tribhagiAnchorMethodId } from '../../jyotish/dasha/seed-variants.ts';
import { nextLordFirstMethodId } from '../../jyotish/dasha/antardasha-order.ts';
import type { ComputedSystem, DashaSeed } from './dashas-more.ts';
import type { DashaSystemBlock, RunningPeriod, SeedBlock } from './schema-dashas-more.ts';

type Running = Static<typeof RunningPeriod>;
type Block = Static<typeof DashaSystemBlock>;

/** The running periods at `runningAt`, top level first. */
export function presentRunning(chain: readonly DashaNode<unknown>[], kind: 'graha' | 'rashi' | 'yogini', moments: MomentFormatter): Running[] {
  return chain.map((p, i) => {
    const lord =
      kind === 'graha'
        ? grahaEntity(p.lord as GrahaId)
        : kind === 'rashi'
          ? rashiEntity(p.lord as number)
          : { ...grahaEntity(yoginiLord[p.lord as YoginiId]), id: p.lord as string, name: yoginiNames[p.lord as YoginiId] };
    return {
      level: i + 1,
      levelName: dashaLevelNames[i],
      lord,
      lordKind: kind,
      ...moments.span(p.startJd, p.endJd),
      durationDays: p.endJd - p.startJd,
    };
  });
}

/** Where a nakshatra dasha started counting (dashaSeed). */
export function presentSeed(seed: DashaSeed, start: Pick<NakshatraStart<string>, 'seedLongitude' | 'nakshatra' | 'fractionOfNakshatra'>): Static<typeof SeedBlock> {
  const name = dashaSeedNames[seed] ?? grahaEntity(seed as GrahaId).name;
  return {
    id: seed,
    name,
    longitude: start.seedLongitude,
    nakshatra: nakshatraEntity(start.nakshatra),
    fractionOfNakshatra: start.fractionOfNakshatra,
  };
}

/** One system of `dashaSystems` as its block under dashas.<id>. */
export function presentDashaSystem(sys: ComputedSystem, c: KundliAdvancedComputed, moments: MomentFormatter, yearMethodId: string): Block {
  const birthJd = c.natal.chart.jdUt;
  const yearDays = c.options.yearDays;
  const entity = (lord: string | number) => (sys.lordKind === 'graha' ? grahaEntity(lord as GrahaId) : rashiEntity(lord as number));
  const span = (p: DashaNode<string | number>) => ({
    lord: entity(p.lord),
    lordKind: sys.lordKind,
    ...moments.span(p.startJd, p.endJd),
    durationDays: p.endJd - p.startJd,
    beforeBirth: p.endJd <= birthJd,
  });
  const perCycle = lordsPerCycle(sys);
  const cycleOf = (i: number) => (sys.signPlan ? sys.signPlan.periods[i].cycle : sys.nakshatraStart || sys.tithiStart ? Math.floor(i / perCycle) + 1 : 1);
  const ns = sys.nakshatraStart;
  const kc = sys.kalachakra;
  const plan = sys.signPlan;
  const ts = sys.tithiStart;
  const bp = sys.birthPeriod;
  const block: Block = {
    id: sys.key,
    name: dashaSystemNames[sys.key],
    kind: sys.kind,
    methodId: sys.methodId,
    yearDays,
    yearMethodId,
    cycleYears: sys.cycleYears,
    start: {
      ruleId: sys.startRuleId,
      text: dashaStartRuleTexts[sys.startRuleId],
      seed: ns ? presentSeed(c.more.seed, ns) : null,
      rashi: plan ? rashiEntity(plan.seed.sign) : kc ? rashiEntity(kc.chain[kc.birthIndex]) : null,
      chosenFrom: plan ? plan.seed.from.map(rashiEntity) : [],
      strongerRule: plan ? plan.seed.strongerRule : null,
      ...(ts
        ? {
            tithi: {
              number: ts.tithi + 1,
              name: tithiName(ts.tithi),
              paksha: ts.tithi < 15 ? pakshaNames.shukla : pakshaNames.krishna,
              lord: grahaEntity(ts.lord),
              fractionElapsed: ts.fractionElapsed,
            },
          }
        : {}),
      ...(sys.varga
        ? {
            varga: {
              ...sys.varga,
              ...(sys.vargaSeedLord ? { seedHouse: sys.vargaSeedLord.house, seedLord: grahaEntity(sys.vargaSeedLord.lord) } : {}),
            },
          }
        : {}),
    },
    applicability: sys.applicability
      ? { ...sys.applicability, text: dashaApplicabilityTexts[sys.applicability.ruleId] }
      : null,
    balanceAtBirth: bp
      ? { lord: entity(bp.lord), years: bp.balanceYears, days: bp.balanceYears * yearDays, fractionElapsed: bp.fractionElapsed }
      : ns
      ? { lord: entity(ns.lord), years: ns.balanceYears, days: ns.balanceYears * yearDays, fractionElapsed: ns.fractionElapsed }
      : kc
        ? { lord: rashiEntity(kc.chain[kc.birthIndex]), years: kc.balanceYears, days: kc.balanceYears * yearDays, fractionElapsed: kc.yearsElapsed / kc.paramayush }
        : null,
    ...(sys.key === 'tithiAshtottari' && c.more.tithiAshtottariAntardasha === 'nextLord' ? { antardashaMethodId: nextLordFirstMethodId } : {}),
    ...(sys.tribhagi ? { tribhagi: { methodId: tribhagiAnchorMethodId[c.more.tribhagiAnchor], text: dashaTribhagiTexts[c.more.tribhagiAnchor] } } : {}),
    ...(kc
      ? {
          kalachakra: {
            pada: kc.pada,
            nakshatra: nakshatraEntity(kc.nakshatra),
            direction: kc.direction,
            directionName: kalachakraDirectionNames[kc.direction],
            paramayush: kc.paramayush,
            deha: rashiEntity(kc.deha),
            jeeva: rashiEntity(kc.jeeva),
            chain: kc.chain.map(rashiEntity),
          },
        }
      : {}),
    periods: sys.periods.map((p, i) => ({
      ...span(p),
      years: (p.endJd - p.startJd) / yearDays,
      cycle: cycleOf(i),
      antardashas: (p.children ?? []).map(span),
    })),
    ...(sys.running === null ? {} : { running: presentRunning(sys.running, sys.lordKind, moments) }),
  };
  return block;
}

/** Lords in one cycle of a nakshatra system (periods listed = cycles × this). */
function lordsPerCycle(sys: ComputedSystem): number {
  const first = sys.periods[0]?.lord;
  const again = sys.periods.findIndex((p, i) => i > 0 && p.lord === first);
  return again > 0 ? again : sys.periods.length;
}
