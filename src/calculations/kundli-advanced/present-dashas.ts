/** Vimshottari, Yogini and Chara dashas as published (dates as `{ utc, local }`). */
import type { Static } from 'typebox';
import { charaFlags, charaMethodId, type CharaPeriod } from '../../jyotish/dasha/chara.ts';
import { yearsToYmd, type DasaPeriod } from '../../jyotish/dasha/period-engine.ts';
import { dashaYearMethodId } from '../../jyotish/dasha/year-length.ts';
import { yogini, yoginiLord, yoginiYears, type YoginiId } from '../../jyotish/dasha/yogini.ts';
import { vimshottari as vimshottariSystem, vimshottariYears } from '../../jyotish/dasha/vimshottari.ts';
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
  const yearMethodId = dashaYearMethodId[yearDays];

  const vim = c.vimshottari;
  const pd = (p: DasaPeriod<GrahaId>) => ({
    lord: grahaEntity(p.lord),
    start: moments.moment(p.startJd),
    end: moments.moment(p.endJd),
    durationDays: p.durationDays,
    beforeBirth: p.endJd <= birthJd,
  });
  const vimshottari = {
    methodId: vimshottariSystem.id,
    yearDays,
    yearMethodId,
    moon: {
      longitude: c.natal.chart.bodies.moon.longitude,
      nakshatra: nakshatraEntity(c.natal.chart.bodies.moon.nakshatra),
      fractionElapsed: vim.balance.fractionElapsed,
    },
    balanceAtBirth: {
      lord: grahaEntity(vim.balance.lord),
      years: vim.balance.balanceYears,
      days: vim.balance.balanceYears * yearDays,
      ymd: yearsToYmd(vim.balance.balanceYears, yearDays),
    },
    mahadashas: vim.periods.map((md) => ({
      lord: grahaEntity(md.lord),
      start: moments.moment(md.startJd),
      end: moments.moment(md.endJd),
      durationDays: md.durationDays,
      beforeBirth: md.endJd <= birthJd,
      years: vimshottariYears[md.lord],
      antardashas: (md.children ?? []).map((ad) => ({
        lord: grahaEntity(ad.lord),
        start: moments.moment(ad.startJd),
        end: moments.moment(ad.endJd),
        durationDays: ad.durationDays,
        beforeBirth: ad.endJd <= birthJd,
        pratyantardashas: (ad.children ?? []).map(pd),
      })),
    })),
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
      yogini: { id: yg.balance.lord, name: yoginiNames[yg.balance.lord] },
      lord: grahaEntity(yoginiLord[yg.balance.lord]),
      years: yg.balance.balanceYears,
      days: yg.balance.balanceYears * yearDays,
      ymd: yearsToYmd(yg.balance.balanceYears, yearDays),
    },
    periods: yg.periods.map((p) => {
      const lived = (p.endJd - Math.max(p.startJd, birthJd)) / yearDays;
      return {
        ...yoginiSpan(p),
        years: lived,
        fullYears: yoginiYears[p.lord],
        ...(p.children ? { antardashas: p.children.map(yoginiSpan) } : {}),
      };
    }),
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
  };

  return { vimshottari, yogini: yoginiResult, chara };
}
