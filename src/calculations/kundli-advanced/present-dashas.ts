/** Vimshottari, Yogini and Chara dashas as published (dates as `{ utc, local }`). */
import type { Static } from 'typebox';
import { charaFlags, charaMethodId, type CharaPeriod } from '../../jyotish/dasha/chara.ts';
import { yearsToYmd, type DasaPeriod } from '../../jyotish/dasha/period-engine.ts';
import type { DashaNode } from '../../jyotish/dasha/period-tree.ts';
import { dashaYearChoiceMethodId } from '../../jyotish/dasha/year-lengths.ts';
import { yogini, yoginiLord, yoginiYears, type YoginiId } from '../../jyotish/dasha/yogini.ts';
import { vimshottariYears } from '../../jyotish/dasha/vimshottari.ts';
import { vimshottariMethodId } from './dashas-more.ts';
import { presentDashaSystem, presentRunning, presentSeed } from './present-dashas-more.ts';
import { listedYears, presentMainVariant } from './present-main-variants.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import { charaLordRuleNames, charaProfileNames, yoginiNames } from '../../content/dashas.ts';
import type { KundliAdvancedComputed } from './compute.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import type { KundliAdvancedResult } from './schema.ts';
import type { MomentFormatter } from '../shared/moments.ts';

type Dashas = Static<typeof KundliAdvancedResult>['dashas'];

export const yoginiAntardashaMethodId = { proportional: 'YOGINI.AD_PROPORTIONAL', equal: 'YOGINI.AD_EQUAL' } as const;

/*
 * The period objects are written as literals, field by field, not assembled with object
 * spreads: a result holds ~1,100 of them, and spreading objects of varying shapes sent V8 down
 * its slow generic copy path — ten times the time of the literals for the same JSON (issue 21,
 * bench/RESULTS.md). Field order is the published order.
 */
export function presentDashas(c: KundliAdvancedComputed, moments: MomentFormatter): Dashas {
  const birthJd = c.natal.chart.jdUt;
  const yearDays = c.options.yearDays;
  const yearMethodId = dashaYearChoiceMethodId[`${c.options.yearChoice}`];
  const more = c.more;
  const seedSet = more.seed !== 'moon';

  const vim = c.vimshottari;
  // One literal per level, with its child list written in it when the tree was expanded there
  // (dashaDepth): adding the key to a finished object moved ~1,100 objects a result to a new
  // shape with a separate property store (issue 21). Same fields, same order.
  const prana = (p: DashaNode<GrahaId>) => ({
    lord: grahaEntity(p.lord),
    start: moments.moment(p.startJd),
    end: moments.moment(p.endJd),
    durationDays: p.endJd - p.startJd,
    beforeBirth: p.endJd <= birthJd,
  });
  const sookshma = (p: DashaNode<GrahaId>) =>
    p.children === null
      ? prana(p)
      : {
          lord: grahaEntity(p.lord),
          start: moments.moment(p.startJd),
          end: moments.moment(p.endJd),
          durationDays: p.endJd - p.startJd,
          beforeBirth: p.endJd <= birthJd,
          pranas: p.children.map(prana),
        };
  const pratyantar = (p: DashaNode<GrahaId>) =>
    p.children === null
      ? prana(p)
      : {
          lord: grahaEntity(p.lord),
          start: moments.moment(p.startJd),
          end: moments.moment(p.endJd),
          durationDays: p.endJd - p.startJd,
          beforeBirth: p.endJd <= birthJd,
          sookshmas: p.children.map(sookshma),
        };
  const antar = (p: DashaNode<GrahaId>) =>
    p.children === null
      ? prana(p)
      : {
          lord: grahaEntity(p.lord),
          start: moments.moment(p.startJd),
          end: moments.moment(p.endJd),
          durationDays: p.endJd - p.startJd,
          beforeBirth: p.endJd <= birthJd,
          pratyantardashas: p.children.map(pratyantar),
        };
  const mahadasha = (md: DashaNode<GrahaId>) =>
    md.children === null
      ? {
          lord: grahaEntity(md.lord),
          start: moments.moment(md.startJd),
          end: moments.moment(md.endJd),
          durationDays: md.endJd - md.startJd,
          beforeBirth: md.endJd <= birthJd,
          years: listedYears(vimshottariYears[md.lord], vim.variant),
        }
      : {
          lord: grahaEntity(md.lord),
          start: moments.moment(md.startJd),
          end: moments.moment(md.endJd),
          durationDays: md.endJd - md.startJd,
          beforeBirth: md.endJd <= birthJd,
          years: listedYears(vimshottariYears[md.lord], vim.variant),
          antardashas: md.children.map(antar),
        };
  const vimshottari = {
    methodId: vimshottariMethodId(more.seed),
    yearDays,
    yearMethodId,
    moon: {
      longitude: c.natal.chart.bodies.moon.longitude,
      nakshatra: nakshatraEntity(c.natal.chart.bodies.moon.nakshatra),
      fractionElapsed: vim.start.fractionElapsed,
    },
    balanceAtBirth: {
      lord: grahaEntity(vim.start.lord),
      years: vim.start.balanceYears,
      days: vim.start.balanceYears * yearDays,
      ymd: yearsToYmd(vim.start.balanceYears, yearDays),
    },
    mahadashas: vim.periods.map(mahadasha),
    ...(seedSet ? { seed: presentSeed(more.seed, vim.start) } : {}),
    ...(vim.deepIndex === null ? {} : { deepMahadashaIndex: vim.deepIndex }),
    ...(vim.running === null ? {} : { running: presentRunning(vim.running, 'graha', moments) }),
    ...(vim.variant === null ? {} : { variants: presentMainVariant(vim.variant, c.seedLongitude, more) }),
  };

  const yg = c.yogini;
  const yoginiSpan = (p: DasaPeriod<YoginiId>) => ({
    id: p.lord,
    name: yoginiNames[p.lord],
    lord: grahaEntity(yoginiLord[p.lord]),
    start: moments.moment(p.startJd),
    end: moments.moment(p.endJd),
    durationDays: p.durationDays,
    beforeBirth: p.endJd <= birthJd,
  });
  const yoginiResult = {
    methodId: yogini.id,
    antardashaMethodId: yoginiAntardashaMethodId[c.options.yoginiAntardasha],
    yearDays,
    yearMethodId,
    balanceAtBirth: {
      // Published order = the schema's (the worker serialises with JSON.stringify, which keeps
      // insertion order; clients diffing bodies saw this order before the pool).
      lord: grahaEntity(yoginiLord[yg.balance.lord]),
      years: yg.balance.balanceYears,
      days: yg.balance.balanceYears * yearDays,
      ymd: yearsToYmd(yg.balance.balanceYears, yearDays),
      yogini: { id: yg.balance.lord, name: yoginiNames[yg.balance.lord] },
    },
    periods: yg.periods.map((p) => {
      // Written out (not a spread of yoginiSpan): one literal per shape, as the Vimshottari levels.
      const id = p.lord;
      const name = yoginiNames[p.lord];
      const lord = grahaEntity(yoginiLord[p.lord]);
      const start = moments.moment(p.startJd);
      const end = moments.moment(p.endJd);
      const durationDays = p.durationDays;
      const beforeBirth = p.endJd <= birthJd;
      const years = (p.endJd - Math.max(p.startJd, birthJd)) / yearDays;
      const fullYears = listedYears(yoginiYears[p.lord], yg.variant);
      return p.children
        ? { id, name, lord, start, end, durationDays, beforeBirth, years, fullYears, antardashas: p.children.map(yoginiSpan) }
        : { id, name, lord, start, end, durationDays, beforeBirth, years, fullYears };
    }),
    ...(seedSet ? { seed: presentSeed(more.seed, vim.start) } : {}),
    ...(yg.running === null ? {} : { running: presentRunning(yg.running, 'yogini', moments) }),
    ...(yg.variant === null ? {} : { variants: presentMainVariant(yg.variant, c.seedLongitude, more) }),
  };

  const ch = c.chara;
  const charaPeriod = (p: CharaPeriod) => ({
    cycle: p.cycle,
    rashi: rashiEntity(p.sign),
    lord: grahaEntity(p.reckoning.lord.graha),
    lordRashi: rashiEntity(p.reckoning.lordSign),
    lordRule: p.reckoning.lord.rule,
    lordRuleName: charaLordRuleNames[p.reckoning.lord.rule],
    count: p.reckoning.count,
    adjustment: p.cycle === 1 ? p.reckoning.adjustment : 0,
    years: p.years,
    start: moments.moment(p.startJd),
    end: moments.moment(p.endJd),
    durationDays: p.durationDays,
    antardashas: p.antardashas.map((a) => ({
      rashi: rashiEntity(a.sign),
      start: moments.moment(a.startJd),
      end: moments.moment(a.endJd),
      durationDays: a.durationDays,
    })),
  });
  const chara = {
    methodId: charaMethodId[ch.profile],
    profile: {
      id: ch.profile,
      name: charaProfileNames[ch.profile],
      flags: { ...charaFlags[ch.profile] },
      coLordMethodId: 'STRONGER.JAIMINI_CHAIN',
    },
    yearDays,
    yearMethodId,
    seedRashi: rashiEntity(ch.seedSign),
    direction: ch.direction === 1 ? ('forward' as const) : ('backward' as const),
    periods: ch.periods.map(charaPeriod),
    secondCycle: ch.secondCycle.map(charaPeriod),
    ...(c.charaRunning === null ? {} : { running: presentRunning(c.charaRunning, 'rashi', moments) }),
  };

  const systems = Object.fromEntries(c.systems.map((sys) => [sys.key, presentDashaSystem(sys, c, moments, yearMethodId)]));
  return {
    vimshottari,
    yogini: yoginiResult,
    chara,
    ...(more.runningAtJd === null ? {} : { runningAt: moments.moment(more.runningAtJd) }),
    ...systems,
  };
}
