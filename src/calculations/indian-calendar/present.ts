import type { Static } from 'typebox';
import { ayanamshaDegrees, ayanamshas } from '../../astro/ayanamsha.ts';
import { positionsMethodId } from '../../astro/positions.ts';
import { riseMethodId } from '../../astro/rise-set.ts';
import { libraryVersion } from '../../astro/swe.ts';
import { formatUtcOffset, offsetSecondsAt } from '../../astro/time/civil.ts';
import {
  adhikaEkadashiNames, angarakiSankashtiName, ekadashiNames, festivalTexts, pradoshNames, sankrantiNames, traditionNames,
} from '../../content/calendar/festival-names.ts';
import {
  decisionTexts, kaalaNames, nationalMonthNames, regionNames, solarMonthNames, solarRuleTexts, sourceTitles,
} from '../../content/calendar/calendar-names.ts';
import { lunarMonthNames, pakshaNames, tithiName, vaaraNames } from '../../content/names.ts';
import { warning, type WarningId } from '../../content/warnings.ts';
import { isoDateOfEpochDay } from '../../jyotish/calendar/calendar-days.ts';
import type { Lunation } from '../../jyotish/calendar/calendar-sky.ts';
import type { FestivalInstance } from '../../jyotish/calendar/festival-instance.ts';
import { festivalRuleById, festivalRules } from '../../jyotish/calendar/festival-rules.ts';
import type { IndianCalendarDay } from '../../jyotish/calendar/indian-calendar.ts';
import type { Window } from '../../jyotish/calendar/kaala.ts';
import { sakaCivilAdoption, sakaCivilFromGregorian } from '../../jyotish/calendar/saka-civil.ts';
import { solarCalendarIds, solarMonthMethodId } from '../../jyotish/calendar/solar-months.ts';
import { pakshaOfTithi, tithiInPaksha } from '../../jyotish/core/limbs.ts';
import { hinduYears } from '../../jyotish/panchang/years.ts';
import type { Bilingual } from '../../shared/bilingual.ts';
import { epochMillisecondsToJdUt, type JulianDayUt } from '../../shared/units.ts';
import { nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import { MomentFormatter } from '../shared/moments.ts';
import { presentSamvat } from '../shared/samvat.ts';
import type { Presented } from '../types.ts';
import type { IndianCalendarComputed } from './compute.ts';
import type { Festival, IndianCalendarResult } from './schema.ts';

type Result = Static<typeof IndianCalendarResult>;
type FestivalOut = Static<typeof Festival>;

function monthName(number: number, adhika: boolean) {
  const m = lunarMonthNames[number - 1];
  return { number, id: m.id, name: adhika ? { en: `Adhika ${m.en}`, hi: `अधिक ${m.hi}` } : { en: m.en, hi: m.hi }, adhika };
}

/** Amanta and purnimanta names of a tithi's lunation (`MONTH.PURNIMANTA`: Krishna paksha takes the next month's name). */
function lunarMonths(lunation: Lunation, tithiIndex: number) {
  const krishna = pakshaOfTithi(tithiIndex) === 'krishna';
  const purnimanta = krishna && !lunation.adhika ? (lunation.amanta % 12) + 1 : lunation.amanta;
  return { amanta: monthName(lunation.amanta, lunation.adhika), purnimanta: monthName(purnimanta, lunation.adhika) };
}

function paksha(tithiIndex: number) {
  const id = pakshaOfTithi(tithiIndex);
  return { id, name: pakshaNames[id] };
}

function weekdayEntity(weekday: number) {
  const v = vaaraNames[weekday];
  return { id: v.id, index: weekday + 1, name: { en: v.en, hi: v.hi } };
}

/** The name of one festival instance: Ekadashi by month, Pradosh by weekday, sankranti by sign … */
function festivalName(f: FestivalInstance, weekday: number): Bilingual {
  const base = festivalTexts[f.id].name;
  const lunation = f.lunation;
  const idx = f.tithiIndex ?? 0;
  if (f.id === 'ekadashi' && lunation) {
    const side = pakshaOfTithi(idx);
    return lunation.adhika ? adhikaEkadashiNames[side] : ekadashiNames[lunation.amanta - 1][side];
  }
  if (f.id === 'pradosh') return pradoshNames[weekday];
  if (f.id === 'sankashti-chaturthi' && weekday === 2) return angarakiSankashtiName;
  if (f.id === 'sankranti' && f.sankranti) return sankrantiNames[f.sankranti.sign];
  if ((f.id === 'purnima' || f.id === 'amavasya') && lunation) {
    const m = monthName(lunation.amanta, lunation.adhika).name;
    return { en: `${m.en} ${base.en}`, hi: `${m.hi} ${base.hi}` };
  }
  return base;
}

export function presentIndianCalendar(c: IndianCalendarComputed): Presented<Result> {
  const { calendar } = c;
  const short = c.dayCount <= 3;
  const first = calendar.days[0];
  const last = calendar.days[calendar.days.length - 1];
  const fmt = new MomentFormatter(c.frame, short ? { startJd: first.day.civilStartJd - 3, endJd: last.nextSunriseJd + 3 } : undefined);
  const m = (jd: number) => fmt.moment(jd);
  const span = (w: Window | null) => (w === null ? null : { start: m(w.startJd), end: m(w.endJd) });

  const festival = (f: FestivalInstance): FestivalOut => {
    const rule = festivalRuleById.get(f.id)!;
    const weekday = (((f.epochDay + 4) % 7) + 7) % 7;
    const idx = f.tithiIndex;
    return {
      id: f.id,
      ruleId: f.ruleId,
      kind: f.kind,
      name: festivalName(f, weekday),
      about: festivalTexts[f.id].about,
      date: isoDateOfEpochDay(f.epochDay),
      endDate: f.endEpochDay === null ? null : isoDateOfEpochDay(f.endEpochDay),
      tradition: f.tradition === null ? null : { id: f.tradition, name: traditionNames[f.tradition] },
      lunarMonth: f.lunation && idx !== null ? lunarMonths(f.lunation, idx) : null,
      tithi:
        idx !== null && f.tithi
          ? { number: idx + 1, name: tithiName(idx), paksha: paksha(idx), start: m(f.tithi.startJd), end: m(f.tithi.endJd) }
          : null,
      observance:
        f.kaala && f.decision
          ? { kaala: f.kaala, kaalaName: kaalaNames[f.kaala], window: span(f.kaalaWindow), decision: f.decision, explanation: decisionTexts[f.decision] }
          : null,
      muhurta: span(f.muhurta),
      parana: span(f.parana),
      sankranti: f.sankranti ? { moment: m(f.sankranti.jd), rashi: rashiEntity(f.sankranti.sign) } : null,
      sources: rule.sources.map((id) => ({ id, title: sourceTitles[id] })),
    };
  };

  const festivals = calendar.festivals.map(festival);
  const byDay = new Map<number, FestivalOut[]>();
  calendar.festivals.forEach((f, i) => {
    for (let e = f.epochDay; e <= (f.endEpochDay ?? f.epochDay); e++) {
      const list = byDay.get(e) ?? [];
      list.push(festivals[i]);
      byDay.set(e, list);
    }
  });

  const nationalOf = (d: IndianCalendarDay) => {
    const [y, mo, da] = d.day.isoDate.split('-').map(Number);
    return sakaCivilFromGregorian(y, mo, da);
  };

  const days = calendar.days.map((d) => {
    const t = d.tithis[0];
    const kshaya = d.tithis.find((x) => x.kshaya);
    const n = nationalOf(d);
    return {
      date: d.day.isoDate,
      weekday: weekdayEntity(d.day.weekday),
      sunrise: m(d.day.sunriseJd),
      nationalCalendar: { year: n.year, month: n.month, day: n.day },
      tithi: {
        number: t.index + 1,
        name: tithiName(t.index),
        paksha: pakshaOfTithi(t.index),
        end: m(t.endJd),
        adhika: t.adhika,
        kshayaTithi: kshaya ? kshaya.index + 1 : null,
      },
      nakshatra: { ...nakshatraEntity(d.nakshatra.index), end: m(d.nakshatra.endJd) },
      lunarMonth: lunarMonths(d.lunation, t.index),
      solar: solarCalendarIds.map((id) => ({
        calendar: id,
        month: d.solar[id].sign + 1,
        monthId: solarMonthNames[id][d.solar[id].sign].id,
        day: d.solar[id].day,
      })),
      festivals: (byDay.get(d.day.epochDay) ?? []).map((f) => ({ id: f.id, name: f.name, tradition: f.tradition?.id ?? null })),
    };
  });

  const detail = calendar.days[c.requestedEpochDay - c.startEpochDay];
  const t0 = detail.tithis[0];
  const lm = lunarMonths(detail.lunation, t0.index);
  const years = hinduYears(detail.lunation.amanta, detail.lunation.newMoonJd);
  const national = nationalOf(detail);
  const nm = nationalMonthNames[national.month - 1];
  const dayTithi = (s: (typeof detail.tithis)[number]) => ({
    number: s.index + 1,
    numberInPaksha: tithiInPaksha(s.index),
    name: tithiName(s.index),
    paksha: paksha(s.index),
    start: m(s.startJd),
    end: m(s.endJd),
    kshaya: s.kshaya,
    adhika: s.adhika,
  });
  const kshayaNumber = detail.lunation.kshayaNumber;

  const result: Result = {
    date: detail.day.isoDate,
    range: { start: first.day.isoDate, end: last.day.isoDate, days: c.dayCount },
    day: {
      date: detail.day.isoDate,
      weekday: weekdayEntity(detail.day.weekday),
      sunrise: m(detail.day.sunriseJd),
      sunset: m(detail.day.sunsetJd),
      nextSunrise: m(detail.nextSunriseJd),
      nationalCalendar: {
        year: national.year,
        month: { number: national.month, id: nm.id, name: { en: nm.en, hi: nm.hi } },
        day: national.day,
        leapYear: national.leapYear,
        proleptic: national.proleptic,
      },
      lunar: {
        amanta: lm.amanta,
        purnimanta: lm.purnimanta,
        kshayaMonth: kshayaNumber === null ? null : (({ number, id, name }) => ({ number, id, name }))(monthName(kshayaNumber, false)),
        paksha: paksha(t0.index),
        tithi: dayTithi(t0),
        tithis: detail.tithis.map(dayTithi),
        nakshatra: { ...nakshatraEntity(detail.nakshatra.index), start: m(detail.nakshatra.startJd), end: m(detail.nakshatra.endJd) },
        newMoonBefore: m(detail.lunation.newMoonJd),
        newMoonAfter: m(detail.lunation.nextNewMoonJd),
      },
      samvat: presentSamvat(years),
      solar: {
        rashi: rashiEntity(detail.sunSigns.current.index),
        sankranti: m(detail.sunSigns.current.startJd),
        regional: solarCalendarIds.map((id) => {
          const s = detail.solar[id];
          const name = solarMonthNames[id][s.sign];
          return {
            calendar: id,
            calendarName: regionNames[id],
            month: { index: s.sign + 1, id: name.id, name: { en: name.en, hi: name.hi }, native: name.native },
            day: s.day,
            monthStartDate: isoDateOfEpochDay(s.monthStartEpochDay),
            sankranti: m(s.ingressJd),
            ruleId: solarMonthMethodId[id],
            rule: solarRuleTexts[id],
          };
        }),
      },
      festivals: byDay.get(detail.day.epochDay) ?? [],
    },
    days,
    festivals,
  };

  const warnings: WarningId[] = calendar.approximatedDays ? ['no-sunrise'] : [];
  const noonMs = Date.parse(`${detail.day.isoDate}T12:00:00Z`);
  const noonJd = epochMillisecondsToJdUt(noonMs) as JulianDayUt;
  return {
    method: {
      ephemeris: `swiss-ephemeris-${libraryVersion()}-se1-files`,
      ayanamsha: c.sky.ayanamsha,
      ayanamshaMethodId: ayanamshas[c.sky.ayanamsha].methodId,
      positions: c.sky.positions,
      positionsMethodId: positionsMethodId[c.sky.positions],
      zodiac: 'sidereal',
      timeMethodId: c.frame.kind === 'zone' ? 'TIME.TZDB' : 'TIME.FIXED_OFFSET',
      deltaTMethodId: 'DT.SWE_DEFAULT',
      sunrise: c.sunrise,
      sunriseMethodId: riseMethodId[c.sunrise],
      moonriseMethodId: 'MOONRISE.ASTRO',
      nationalCalendarMethodId: 'CAL.INDIAN_NATIONAL',
      nationalCalendarAdopted: `${sakaCivilAdoption.year}-03-${sakaCivilAdoption.day}`,
      nationalCalendarBeforeAdoption: 'proleptic',
      limbDayRuleMethodId: 'TITHI.SUNRISE_RULE',
      monthMethodIds: ['MONTH.AMANTA', 'MONTH.PURNIMANTA'],
      samvatsaraMethodIds: ['SAMV.NORTH', 'SAMV.SOUTH', 'SAMV.GUJARATI'],
      solarMonthMethodIds: solarCalendarIds.map((id) => solarMonthMethodId[id]),
      kaalaMethodId: 'KAALA.FIFTHS',
      observanceMethodId: 'OBSERVANCE.KAALA_VYAPTI.v1',
      festivalRuleSet: 'festivals.1',
      festivalRuleIds: festivalRules.map((r) => r.ruleId),
    },
    input: {
      date: detail.day.isoDate,
      timezone: c.frame.timezone,
      utcOffset: formatUtcOffset(offsetSecondsAt(c.frame, noonMs)),
      latitude: c.geo.latitude,
      longitude: c.geo.longitude,
      elevationMeters: c.geo.elevationMeters,
      rangeStart: first.day.isoDate,
      rangeEnd: last.day.isoDate,
      ayanamshaDegrees: ayanamshaDegrees(c.sky.ayanamsha, noonJd),
    },
    warnings: warnings.map(warning),
    result,
  };
}
