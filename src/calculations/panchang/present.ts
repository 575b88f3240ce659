import type { Static } from 'typebox';
import {
  ayanaNames, lunarMonthNames, pakshaNames, rituNames, tithiName, vaaraNames,
} from '../../content/names.ts';
import { choghadiyaNames } from '../../content/panchang.ts';
import { karanaOf, pakshaOfTithi, tithiInPaksha } from '../../jyotish/core/limbs.ts';
import { nakshatraLord } from '../../jyotish/core/zodiac.ts';
import type { LimbSpan } from '../../jyotish/panchang/limbs-of-day.ts';
import type { MissingReason } from '../../jyotish/panchang/panchang.ts';
import { weekdayLord, type Span } from '../../jyotish/panchang/segments.ts';
import type { WarningId } from '../../content/warnings.ts';
import { inputBlock, presentWarnings, skyMethod, sunriseMethod } from '../shared/birth.ts';
import { grahaEntity, karanaEntity, nakshatraEntity, rashiEntity, yogaEntity } from '../shared/entities.ts';
import { MomentFormatter } from '../shared/moments.ts';
import { presentSamvat } from '../shared/samvat.ts';
import type { Presented } from '../types.ts';
import type { PanchangComputed } from './compute.ts';
import type { PanchangResult } from './schema.ts';
import { presentCompletion } from './present-completion.ts';

type Result = Static<typeof PanchangResult>;


function ritu(index0: number) {
  const { id, en, hi } = rituNames[index0];
  return { id, index: index0 + 1, name: { en, hi } };
}

function monthName(number: number, adhika: boolean) {
  const m = lunarMonthNames[number - 1];
  return {
    number,
    id: m.id,
    name: adhika ? { en: `Adhika ${m.en}`, hi: `अधिक ${m.hi}` } : { en: m.en, hi: m.hi },
    adhika,
  };
}

export function presentPanchang({ birth, day }: PanchangComputed): Presented<Result> {
  const fmt = new MomentFormatter(birth.local.frame, { startJd: day.dayStartJd - 2, endJd: day.dayEndJd + 2 }, 256);
  const m = (jd: number | null) => (jd === null ? null : fmt.moment(jd));
  const span = (s: Span) => fmt.span(s.startJd, s.endJd);
  // Inside an object, `start`/`end` are written out rather than spread from fmt.span(): the same
  // keys in the same place, without an object made and copied per span (~5 % of presenting).
  const unavailable: { item: string; reason: MissingReason }[] = [];
  const orNull = <T, U>(item: string, v: T | MissingReason, f: (x: T) => U): U | null => {
    if (typeof v === 'string') {
      unavailable.push({ item, reason: v as MissingReason });
      return null;
    }
    return f(v);
  };

  const tithi = (s: LimbSpan) => ({
    number: s.index + 1,
    numberInPaksha: tithiInPaksha(s.index),
    name: tithiName(s.index),
    paksha: { id: pakshaOfTithi(s.index), name: pakshaNames[pakshaOfTithi(s.index)] },
    start: fmt.moment(s.startJd), end: fmt.moment(s.endJd),
    kshaya: s.kshaya,
    adhika: s.adhika,
  });
  const nakshatra = (s: LimbSpan) => ({
    ...nakshatraEntity(s.index),
    lord: grahaEntity(nakshatraLord(s.index)),
    start: fmt.moment(s.startJd), end: fmt.moment(s.endJd),
    kshaya: s.kshaya,
    adhika: s.adhika,
  });
  const yoga = (s: LimbSpan) => ({ ...yogaEntity(s.index), start: fmt.moment(s.startJd), end: fmt.moment(s.endJd), kshaya: s.kshaya, adhika: s.adhika });
  const karana = (s: LimbSpan) => ({ ...karanaEntity(karanaOf(s.index)), start: fmt.moment(s.startJd), end: fmt.moment(s.endJd) });
  const rashiSpan = (s: LimbSpan) => ({ rashi: rashiEntity(s.index), start: fmt.moment(s.startJd), end: fmt.moment(s.endJd) });

  const f = day.frame;
  const kaals = orNull('rahuKaal', day.kaals, (k) => k);
  if (kaals === null) unavailable.push({ item: 'yamaganda', reason: day.kaals as MissingReason }, { item: 'gulikaKaal', reason: day.kaals as MissingReason });
  const at = day.atMoment;
  const { lunarMonth: lm, years } = day;
  const vaara = vaaraNames[day.weekday];
  const warnings: WarningId[] = [...birth.warnings];
  if (f.sunrise === null) warnings.push('no-sunrise');
  else if (f.sunset === null) warnings.push('no-sunset');

  const result: Result = {
    date: birth.local.localDate.toString(),
    reckonedFrom: day.reckonedFrom,
    vaara: { id: vaara.id, index: day.weekday + 1, name: { en: vaara.en, hi: vaara.hi }, lord: grahaEntity(weekdayLord[day.weekday]) },
    sunrise: m(f.sunrise),
    sunset: m(f.sunset),
    nextSunrise: m(f.nextSunrise),
    moonrise: m(f.moonrise),
    moonset: m(f.moonset),
    dayLengthSeconds: f.sunrise !== null && f.sunset !== null ? Math.round((f.sunset - f.sunrise) * 86400) : null,
    nightLengthSeconds: f.sunset !== null && f.nextSunrise !== null ? Math.round((f.nextSunrise - f.sunset) * 86400) : null,
    tithi: tithi(day.limbs.tithi[0]),
    tithis: day.limbs.tithi.map(tithi),
    nakshatra: { ...nakshatra(day.limbs.nakshatra[0]), pada: day.moonPadaAtSunrise },
    nakshatras: day.limbs.nakshatra.map(nakshatra),
    yoga: yoga(day.limbs.yoga[0]),
    yogas: day.limbs.yoga.map(yoga),
    karana: karana(day.limbs.karana[0]),
    karanas: day.limbs.karana.map(karana),
    atRequestedTime: {
      moment: fmt.moment(birth.local.instant.jdUt),
      tithi: { number: at.tithi.index + 1, name: tithiName(at.tithi.index), paksha: pakshaOfTithi(at.tithi.index), start: fmt.moment(at.tithi.startJd), end: fmt.moment(at.tithi.endJd) },
      nakshatra: { ...nakshatraEntity(at.nakshatra.index), pada: day.momentMoonPada, start: fmt.moment(at.nakshatra.startJd), end: fmt.moment(at.nakshatra.endJd) },
      yoga: { ...yogaEntity(at.yoga.index), start: fmt.moment(at.yoga.startJd), end: fmt.moment(at.yoga.endJd) },
      karana: { ...karanaEntity(karanaOf(at.karana.index)), halfTithi: at.karana.index + 1, start: fmt.moment(at.karana.startJd), end: fmt.moment(at.karana.endJd) },
    },
    sunRashi: rashiSpan(day.limbs.sunRashi[0]),
    moonRashi: rashiSpan(day.limbs.moonRashi[0]),
    moonRashis: day.limbs.moonRashi.map(rashiSpan),
    rahuKaal: kaals && span(kaals.rahuKaal),
    yamaganda: kaals && span(kaals.yamaganda),
    gulikaKaal: kaals && span(kaals.gulikaKaal),
    abhijitMuhurta: orNull('abhijitMuhurta', day.abhijit, (a) => ({ start: fmt.moment(a.startJd), end: fmt.moment(a.endJd), excluded: a.excluded })),
    brahmaMuhurta: orNull('brahmaMuhurta', day.brahmaMuhurta, span),
    choghadiya: orNull('choghadiya', day.choghadiya, (c) => {
      const one = (p: (typeof c.day)[number]) => ({ part: p.part, id: p.id, name: choghadiyaNames[p.id], quality: p.quality, start: fmt.moment(p.startJd), end: fmt.moment(p.endJd) });
      return { day: c.day.map(one), night: c.night.map(one) };
    }),
    horas: orNull('horas', day.horas, (hs) =>
      hs.map((h) => ({ number: h.number, lord: grahaEntity(h.lord), period: h.night ? ('night' as const) : ('day' as const), start: fmt.moment(h.startJd), end: fmt.moment(h.endJd) })),
    ),
    unavailable,
    lunarMonth: {
      amanta: monthName(lm.amanta.number, lm.amanta.adhika),
      purnimanta: monthName(lm.purnimanta.number, lm.purnimanta.adhika),
      kshayaMonth: lm.kshayaNumber === null ? null : (({ number, id, name }) => ({ number, id, name }))(monthName(lm.kshayaNumber, false)),
      newMoonBefore: fmt.moment(lm.newMoonBeforeJd),
      newMoonAfter: fmt.moment(lm.newMoonAfterJd),
    },
    samvat: presentSamvat(years),
    ritu: { lunar: ritu(day.rituLunar), tropical: ritu(day.rituTropical) },
    ayana: {
      tropical: { id: day.ayanaTropical, index: day.ayanaTropical === 'uttarayana' ? 1 : 2, name: ayanaNames[day.ayanaTropical] },
      sidereal: { id: day.ayanaSidereal, index: day.ayanaSidereal === 'uttarayana' ? 1 : 2, name: ayanaNames[day.ayanaSidereal] },
    },
    ...presentCompletion(day.completion, day.weekday, fmt),
  };
  if (day.completion.durMuhurtas === null) unavailable.push({ item: 'durMuhurtam', reason: f.sunrise === null ? 'no-sunrise' : 'no-sunset' });

  return {
    method: {
      ...skyMethod(birth),
      ...sunriseMethod(birth.sunrise),
      dayStart: day.reckonedFrom,
      limbEndsMethodId: 'ROOT.BISECT',
      limbDayRuleMethodId: 'TITHI.SUNRISE_RULE',
      vaaraMethodId: 'VAARA.SUNRISE',
      karanaMethodId: 'KARANA.STD',
      kaalMethodId: 'SEG.OCTANT',
      abhijitMethodId: 'SEG.ABHIJIT',
      brahmaMuhurtaMethodId: 'SEG.BRAHMA',
      choghadiyaMethodId: 'SEG.CHOGHADIYA',
      horaMethodId: 'SEG.HORA_UNEQUAL',
      monthMethodId: 'MONTH.AMANTA',
      samvatsaraMethodIds: ['SAMV.NORTH', 'SAMV.SOUTH', 'SAMV.GUJARATI'],
      rituMethodIds: ['RITU.LUNAR', 'RITU.DRIK'],
      ayanaMethodIds: ['AYANA.DRIK', 'AYANA.SIDEREAL'],
      durMuhurtaMethodId: 'DURMUHURTA.DRIK',
      varjyamMethodId: 'VARJYAM.MC_GHATI.v1',
      amritKaalMethodId: 'AMRIT.MC_GHATI.v1',
      ghatiSpanListing: 'VARJYAM.LISTED_ON_START_DAY',
      bhadraMethodId: 'BHADRA.VAAS_MOON_SIGN',
      panchakaMethodId: 'PANCHAKA.KUMBHA_MEENA',
      anandadiMethodId: 'ANANDADI.MC28',
      dishaShoolMethodId: 'DISHASHOOL.STD',
      taraBalaMethodId: 'TARA.NINE',
      chandraBalaMethodId: 'CB.STD',
    },
    input: { ...inputBlock(birth), localDate: birth.local.localDate.toString() },
    warnings: presentWarnings(warnings),
    result,
  };
}
