/**
 * Applies the festival rules (festival-rules.ts) to a stretch of time: every tithi that starts
 * in [fromJd, toJd) is matched against the tithi rules, every sankranti in it against the
 * sankranti rules. Relative days and periods are added afterwards, once the festivals they
 * hang on are known (`addDependentFestivals`).
 */
import type { AngleSegment } from '../../astro/transitions.ts';
import { holikaDahan, rakshaBandhan } from './bhadra-festivals.ts';
import { paranaWindow, smartaDay, vaishnavaDay } from './ekadashi.ts';
import { festivalRules, type PeriodRule, type RelativeRule, type SankrantiRule, type TithiRule } from './festival-rules.ts';
import { intersect, type CalendarContext, type FestivalInstance } from './festival-instance.ts';
import { kaalaWindow, type Window } from './kaala.ts';
import { observanceDay } from './observance.ts';
import type { Lunation } from './calendar-sky.ts';

const tithiRules = festivalRules.filter((r): r is TithiRule => r.type === 'tithi');
const sankrantiRules = festivalRules.filter((r): r is SankrantiRule => r.type === 'sankranti');
const relativeRules = festivalRules.filter((r): r is RelativeRule => r.type === 'relative');
const periodRules = festivalRules.filter((r): r is PeriodRule => r.type === 'period');

function appliesTo(rule: TithiRule, lunation: Lunation, tithiNumber: number): boolean {
  if (!rule.tithis.includes(tithiNumber)) return false;
  if (lunation.adhika && !rule.inAdhikaMonth) return false;
  if (rule.month !== null && rule.month !== lunation.amanta) return false;
  if (rule.exceptMonths && !lunation.adhika && rule.exceptMonths.includes(lunation.amanta)) return false;
  return true;
}

function base(rule: TithiRule | SankrantiRule | RelativeRule | PeriodRule): Pick<FestivalInstance, 'id' | 'ruleId' | 'kind'> {
  return { id: rule.id, ruleId: rule.ruleId, kind: rule.kind };
}

function tithiInstances(ctx: CalendarContext, rule: TithiRule, seg: AngleSegment, lunation: Lunation): FestivalInstance[] {
  const span: Window = { startJd: seg.startJd, endJd: seg.endJd };
  const common = {
    ...base(rule), endEpochDay: null, lunation, tithiIndex: seg.index, tithi: span, kaala: rule.observance.kaala,
    parana: null, sankranti: null,
  };
  if (rule.special === 'ekadashi' || rule.special === 'janmashtami') {
    const out: FestivalInstance[] = [];
    const vaishnava = vaishnavaDay(ctx, span);
    let smarta: number;
    let smartaDecision: FestivalInstance['decision'] = 'special';
    let kaalaOfSmarta: Window | null;
    if (rule.special === 'janmashtami') {
      const d = observanceDay(ctx.days, span, rule.observance);
      smarta = d.epochDay;
      smartaDecision = d.decision;
      kaalaOfSmarta = d.kaalaWindow;
    } else {
      smarta = smartaDay(ctx, span);
      kaalaOfSmarta = kaalaWindow(ctx.days, smarta, 'sunrise');
    }
    const dwadashi = rule.special === 'ekadashi' ? ctx.sky.tithis.at(seg.endJd + 1e-6) : null;
    const parana = (day: number) => (dwadashi ? paranaWindow(ctx, day, dwadashi) : null);
    out.push({
      ...common, epochDay: smarta, tradition: 'smarta', decision: smartaDecision, kaalaWindow: kaalaOfSmarta,
      muhurta: rule.special === 'janmashtami' ? intersect(kaalaOfSmarta, span) : null, parana: parana(smarta),
    });
    if (vaishnava !== smarta) {
      out.push({
        ...common, epochDay: vaishnava, tradition: 'vaishnava', decision: 'special', kaala: 'sunrise',
        kaalaWindow: kaalaWindow(ctx.days, vaishnava, 'sunrise'), muhurta: null, parana: parana(vaishnava),
      });
    }
    return out;
  }
  if (rule.special === 'holika-dahan' || rule.special === 'raksha-bandhan') {
    const d = rule.special === 'holika-dahan' ? holikaDahan(ctx, span, rule.observance) : rakshaBandhan(ctx, span, rule.observance);
    return [{ ...common, epochDay: d.epochDay, tradition: null, decision: 'special', kaalaWindow: d.kaalaWindow, muhurta: d.muhurta }];
  }
  const d = observanceDay(ctx.days, span, rule.observance);
  return [{
    ...common, epochDay: d.epochDay, tradition: null, decision: d.decision, kaalaWindow: d.kaalaWindow,
    muhurta: intersect(d.kaalaWindow, span),
  }];
}

function sankrantiInstance(ctx: CalendarContext, rule: SankrantiRule, seg: AngleSegment): FestivalInstance {
  const jd = seg.startJd;
  const civil = ctx.days.civilEpochDayAt(jd);
  let epochDay = civil;
  let muhurta: Window | null = null;
  if (rule.day === 'daytime-or-next') {
    const d = ctx.days.day(civil);
    if (jd < d.sunriseJd) epochDay = civil;
    else if (jd <= d.sunsetJd) {
      epochDay = civil;
      muhurta = { startJd: jd, endJd: d.sunsetJd };
    } else epochDay = civil + 1;
    if (muhurta === null) {
      const day = ctx.days.day(epochDay);
      muhurta = { startJd: day.sunriseJd, endJd: day.sunsetJd };
    }
  }
  return {
    ...base(rule), epochDay, endEpochDay: null, tradition: null, lunation: null, tithiIndex: null, tithi: null,
    decision: null, kaala: null, kaalaWindow: null, muhurta, parana: null, sankranti: { jd, sign: seg.index },
  };
}

/** The tithi and sankranti festivals of every tithi and ingress that begins in [fromJd, toJd). */
export function festivalsBetween(ctx: CalendarContext, fromJd: number, toJd: number): FestivalInstance[] {
  const out: FestivalInstance[] = [];
  for (const seg of ctx.sky.tithis.startingBetween(fromJd, toJd)) {
    const lunation = ctx.sky.lunationAt((seg.startJd + seg.endJd) / 2);
    for (const rule of tithiRules) {
      if (appliesTo(rule, lunation, seg.index + 1)) out.push(...tithiInstances(ctx, rule, seg, lunation));
    }
  }
  for (const seg of ctx.sky.sunSigns.startingBetween(fromJd, toJd)) {
    for (const rule of sankrantiRules) {
      if (rule.sign === null || rule.sign === seg.index) out.push(sankrantiInstance(ctx, rule, seg));
    }
  }
  return out;
}

/**
 * Adds the days that hang on others: relative days (Holi = Holika Dahan + 1) and periods
 * (Navaratri, Pitru Paksha) from their opening festival to their closing one. A period is
 * paired with the first closing festival after its opening one.
 */
export function addDependentFestivals(found: FestivalInstance[]): FestivalInstance[] {
  const out = [...found];
  for (const rule of relativeRules) {
    for (const f of found.filter((x) => x.id === rule.base)) {
      out.push({
        ...f, ...base(rule), epochDay: f.epochDay + rule.offsetDays, lunation: null, tithiIndex: null, tithi: null,
        decision: null, kaala: null, kaalaWindow: null, muhurta: null, parana: null,
      });
    }
  }
  for (const rule of periodRules) {
    const ends = found.filter((x) => x.id === rule.end).sort((a, b) => a.epochDay - b.epochDay);
    for (const f of found.filter((x) => x.id === rule.start)) {
      const end = ends.find((x) => x.epochDay >= f.epochDay);
      if (!end) continue;
      out.push({
        ...f, ...base(rule), endEpochDay: end.epochDay + rule.endOffsetDays, tithiIndex: null, tithi: null,
        decision: null, kaala: null, kaalaWindow: null, muhurta: null, parana: null,
      });
    }
  }
  return out;
}
