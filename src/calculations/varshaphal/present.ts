import type { Static } from 'typebox';
import type { Bilingual } from '../../shared/bilingual.ts';
import { formatUtcOffset, offsetSecondsAt } from '../../astro/time/civil.ts';
import { jdUtToEpochMilliseconds } from '../../shared/units.ts';
import {
  aspectKindNames, aspectNatureNames, dayNightNames, houseLordTermName, houseTermName, ithasalaGradeNames, lagnaName,
  officeNames, pairStateNames, sahamTexts, signLordOfTermName, varshaphalContentVersion,
  yearLordRuleTexts, yogaConditionNames, yogaRoleNames,
} from '../../content/varshaphal/names.ts';
import { tajakaYogaTexts } from '../../content/varshaphal/yogas.ts';
import { dwadashaStrengthTexts, dwadashaVargaNames } from '../../content/varshaphal/dwadasha-vargiya.ts';
import { dwadashaVargaMethodIds, type DwadashaVargiyaBala } from '../../jyotish/varshaphal/dwadasha-vargiya.ts';
import { grahaName, rashiDisplayName } from '../../content/names.ts';
import { houseSystemMethodId } from '../../jyotish/chart/bhava.ts';
import { degreesInRashi, grahaIds, houseFrom, rashiIndexOf, rashiLord, sevenGrahaIds, type GrahaId, type SevenGrahaId } from '../../jyotish/core/zodiac.ts';
import { aspectNature, aspectSchemeMethodId, type TajakaPair } from '../../jyotish/varshaphal/aspects.ts';
import type { YearPeriod } from '../../jyotish/varshaphal/annual-dashas.ts';
import { sahamTable, type ResolvedTerm, type SahamTerm } from '../../jyotish/varshaphal/sahams.ts';
import { deeptamshaDegrees, haddaLord } from '../../jyotish/varshaphal/tables.ts';
import type { Presented } from '../types.ts';
import { inputBlock, presentWarnings, skyMethod, sunriseMethod } from '../shared/birth.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import { MomentFormatter } from '../shared/moments.ts';
import type { VarshaphalComputed } from './compute.ts';
import type { VarshaphalResult } from './schema.ts';

type Result = Static<typeof VarshaphalResult>;

const point = (longitude: number) => ({ longitude, rashi: rashiEntity(rashiIndexOf(longitude)), degreeInRashi: degreesInRashi(longitude) });
const small = <T extends string>(id: T, name: Bilingual) => ({ id, name });

/** The lagna in place of a graha (patyayini). */
const lagnaEntity = { id: 'lagna', index: 0, name: lagnaName };

function termName(term: SahamTerm): Bilingual {
  switch (term.kind) {
    case 'graha':
      return grahaName(term.graha);
    case 'lagna':
      return lagnaName;
    case 'house':
      return houseTermName(term.house);
    case 'house-lord':
      return houseLordTermName(term.house);
    case 'sign-lord-of':
      return signLordOfTermName[term.graha];
    case 'saham':
      return sahamTexts[term.saham].name;
    case 'fixed':
      return { en: `${term.longitude - 90}° Karka (Cancer)`, hi: `कर्क ${term.longitude - 90}°` };
  }
}

function formulaText(terms: readonly SahamTerm[]): Bilingual {
  const [a, b, c] = terms.map(termName);
  return { en: `${a.en} − ${b.en} + ${c.en}`, hi: `${a.hi} − ${b.hi} + ${c.hi}` };
}

/** One graha's dwadasha-vargiya bala as the result shows it. */
function dwadashaOut(b: DwadashaVargiyaBala) {
  return {
    graha: grahaEntity(b.graha),
    vargas: b.parts.map((p, i) => ({
      division: p.division,
      name: dwadashaVargaNames[p.division],
      methodId: dwadashaVargaMethodIds[i],
      rashi: rashiEntity(p.sign),
      lord: grahaEntity(p.lord),
      standing: p.standing,
      favourable: p.favourable,
    })),
    counts: { ...b.counts },
    favourable: b.favourable,
    net: b.net,
    strength: { id: b.strength, ...dwadashaStrengthTexts[b.strength] },
  };
}

function term(t: ResolvedTerm) {
  return { name: termName(t.term), graha: t.graha ? grahaEntity(t.graha) : null, longitude: t.longitude };
}

function pairOut(p: TajakaPair) {
  return {
    faster: grahaEntity(p.faster),
    slower: grahaEntity(p.slower),
    aspect: small(p.aspect, aspectKindNames[p.aspect]),
    separationDegrees: p.separationDegrees,
    meanOrbDegrees: p.meanOrbDegrees,
    grade: p.grade ? small(p.grade, ithasalaGradeNames[p.grade]) : null,
  };
}

/** The varshaphal result: names, texts and moments around the computed numbers. */
export function presentVarshaphal(computed: VarshaphalComputed): Presented<Result> {
  const { birth, varshaphal: v } = computed;
  // No window: a year of instants is served from the cached zone transitions (see MomentFormatter).
  const moments = new MomentFormatter(computed.residenceFrame);
  const dwadasha = computed.dwadashaVargiya;
  const period = <L extends string>(p: YearPeriod<L>, entity: (l: L) => { id: string; index: number; name: Bilingual }) => ({
    lord: entity(p.lord),
    ...moments.span(p.startJd, p.endJd),
    durationDays: p.durationDays,
  });
  const annual = v.annual;
  const lagna = annual.ascendant;

  const result: Result = {
    completedYears: v.completedYears,
    varshaNumber: v.completedYears + 1,
    solarReturn: {
      moment: moments.moment(v.praveshJd),
      julianDayUt: v.praveshJd,
      natalSunLongitude: v.natal.sunLongitude,
      sunLongitude: annual.bodies.sun.longitude,
      nextMoment: moments.moment(v.nextPraveshJd),
      nextJulianDayUt: v.nextPraveshJd,
      yearLengthDays: v.nextPraveshJd - v.praveshJd,
    },
    residence: {
      latitude: computed.residenceGeo.latitude,
      longitude: computed.residenceGeo.longitude,
      timezone: computed.residenceFrame.timezone,
      isBirthPlace: !computed.residenceGiven,
    },
    dayNight: {
      isDay: v.dayNight.isDay,
      text: dayNightNames[v.dayNight.isDay ? 'day' : 'night'],
      nextSunrise: v.dayNight.nextSunriseJd === null ? null : moments.moment(v.dayNight.nextSunriseJd),
      nextSunset: v.dayNight.nextSunsetJd === null ? null : moments.moment(v.dayNight.nextSunsetJd),
    },
    annualChart: {
      lagna: { ...point(lagna.longitude), nakshatra: nakshatraEntity(lagna.nakshatra), pada: lagna.pada, lord: grahaEntity(rashiLord[lagna.sign]) },
      planets: grahaIds.map((g: GrahaId) => {
        const b = annual.bodies[g];
        const seven = (sevenGrahaIds as readonly string[]).includes(g);
        return {
          graha: grahaEntity(g),
          ...point(b.longitude),
          nakshatra: nakshatraEntity(b.nakshatra),
          pada: b.pada,
          house: b.house,
          bhava: b.bhava,
          speedDegreesPerDay: b.speedDegreesPerDay,
          retrograde: b.retrograde,
          combust: b.combust,
          dignity: b.dignity,
          hadda: seven ? grahaEntity(haddaLord(b.sign, b.degreeInSign)) : null,
        };
      }),
      bhavas: annual.bhavas.bhavas.map((h) => ({
        house: h.house,
        rashi: rashiEntity(h.sign),
        startLongitude: h.startLongitude,
        middleLongitude: h.middleLongitude,
        endLongitude: h.endLongitude,
      })),
    },
    natal: {
      lagna: point(v.natal.lagnaLongitude),
      sun: point(v.natal.sunLongitude),
      moon: { ...point(v.natal.moonLongitude), nakshatra: nakshatraEntity(v.mudda.natalNakshatra) },
    },
    muntha: { ...point(v.muntha.longitude), house: v.muntha.house, lord: grahaEntity(v.muntha.lord) },
    yearLord: {
      graha: grahaEntity(v.yearLord.graha),
      ruleId: `VARSHESHA.NEELAKANTHI/${v.yearLord.rule}`,
      reason: yearLordRuleTexts[v.yearLord.rule],
      candidates: v.yearLord.candidates.map((c) => ({
        graha: grahaEntity(c.graha),
        offices: c.offices.map((o) => ({ id: o, name: officeNames[o] })),
        panchaVargiyaBala: c.strength,
        aspectOnLagna: c.aspectOnLagna ? small(c.aspectOnLagna, aspectKindNames[c.aspectOnLagna]) : null,
      })),
    },
    panchaVargiyaBala: sevenGrahaIds.map((g) => {
      const p = v.panchaVargiya[g];
      const part = (x: typeof p.kshetra) => ({ points: x.points, lord: grahaEntity(x.lord), rashi: rashiEntity(x.sign), standing: x.standing });
      return {
        graha: grahaEntity(g),
        kshetra: part(p.kshetra),
        uchcha: { points: p.uchcha.points, distanceFromDebilitationDegrees: p.uchcha.distanceFromDebilitationDegrees },
        hadda: part(p.hadda),
        drekkana: part(p.drekkana),
        navamsa: part(p.navamsa),
        total: p.total,
      };
    }),
    harshaBala: sevenGrahaIds.map((g) => {
      const h = v.harsha[g];
      return { graha: grahaEntity(g), place: h.place, ownOrExalted: h.ownOrExalted, gender: h.gender, dayNight: h.dayNight, total: h.total };
    }),
    ...(dwadasha ? { dwadashaVargiyaBala: sevenGrahaIds.map((g) => dwadashaOut(dwadasha[g])) } : {}),
    deeptamsha: sevenGrahaIds.map((g: SevenGrahaId) => ({ graha: grahaEntity(g), degrees: deeptamshaDegrees[g] })),
    tajakaAspects: v.aspects.map((p) => ({
      faster: grahaEntity(p.faster),
      slower: grahaEntity(p.slower),
      kind: small(p.aspect, aspectKindNames[p.aspect]),
      nature: small(aspectNature[p.aspect], aspectNatureNames[aspectNature[p.aspect]]),
      houseDistance: p.houseDistance,
      separationDegrees: p.separationDegrees,
      meanOrbDegrees: p.meanOrbDegrees,
      state: small(p.state, pairStateNames[p.state]),
      grade: p.grade ? small(p.grade, ithasalaGradeNames[p.grade]) : null,
      applyingByMotion: p.applyingByMotion,
    })),
    tajakaYogas: v.yogas.map((y) => ({
      id: y.id,
      ruleId: `TAJ.YOGA.${y.id}`,
      name: tajakaYogaTexts[y.id].name,
      formed: y.formed,
      condition: tajakaYogaTexts[y.id].condition,
      tradition: tajakaYogaTexts[y.id].tradition,
      instances: y.instances.map((i) => ({
        grahas: i.grahas.map((g) => grahaEntity(g)),
        pair: i.pair ? pairOut(i.pair) : null,
        third: i.third ? { graha: grahaEntity(i.third.graha), role: small(i.third.role, yogaRoleNames[i.third.role]) } : null,
        nextSignGapDegrees: i.nextSignGapDegrees,
        conditions: i.conditions.map((c) => ({ id: c.id, graha: grahaEntity(c.graha), name: yogaConditionNames[c.id] })),
      })),
    })),
    sahams: v.sahams.map((s) => {
      const def = sahamTable.find((d) => d.id === s.id) as (typeof sahamTable)[number];
      const night = def.night === 'reverse' ? [def.day[1], def.day[0], def.day[2]] : def.night === 'same' ? def.day : def.night;
      return {
        id: s.id,
        number: s.number,
        name: sahamTexts[s.id].name,
        signifies: sahamTexts[s.id].signifies,
        formula: { day: formulaText(def.day), night: formulaText(night), reversesAtNight: def.night === 'reverse' },
        applied: s.applied,
        a: term(s.a),
        b: term(s.b),
        c: term(s.c),
        addedSign: s.addedSign,
        ...point(s.longitude),
        house: houseFrom(lagna.sign, rashiIndexOf(s.longitude)),
      };
    }),
    muddaDasha: {
      firstLord: grahaEntity(v.mudda.firstLord),
      natalNakshatra: nakshatraEntity(v.mudda.natalNakshatra),
      fractionElapsed: v.mudda.fractionElapsed,
      periods: v.mudda.periods.map((p, i, all) => ({
        ...period(p, grahaEntity),
        part: i === 0 && v.mudda.fractionElapsed > 0 ? ('balance' as const) : i === all.length - 1 && all.length === 10 ? ('closing' as const) : ('full' as const),
        antardashas: (p.children ?? []).map((c) => period(c, grahaEntity)),
      })),
    },
    patyayiniDasha: {
      periods: v.patyayini.periods.map((p, i) => {
        const e = v.patyayini.entries[i];
        const entity = (l: SevenGrahaId | 'lagna') => (l === 'lagna' ? lagnaEntity : grahaEntity(l));
        return {
          ...period(p, entity),
          krisamshaDegrees: e.krisamshaDegrees,
          patyamshaDegrees: e.patyamshaDegrees,
          antardashas: (p.children ?? []).map((c) => period(c, entity)),
        };
      }),
    },
  };

  const method = {
    ...skyMethod(birth),
    ...sunriseMethod(birth.sunrise),
    solarReturnMethodId: 'VARSHA.SIDEREAL_SOLAR_RETURN',
    solarReturn: 'sidereal: the instant the Sun returns to its natal sidereal longitude under the requested ayanamsha',
    yearMethodId: 'VARSHA.PRAVESH_TO_PRAVESH',
    dayNightMethodId: 'VARSHA.DAY_BY_SUNRISE',
    rashiChartMethodId: 'CHART.WHOLE_SIGN',
    houseSystem: computed.houseSystem,
    houseSystemMethodId: houseSystemMethodId[computed.houseSystem],
    dignityMethodId: 'DIGNITY.BPHS',
    relationshipMethodId: 'REL.BPHS',
    combustionMethodId: 'COMBUST.SURYA_SIDDHANTA',
    retrogradeMethodId: 'RETRO.SPEED',
    munthaMethodId: 'TAJ.MUNTHA',
    yearLordMethodId: 'VARSHESHA.NEELAKANTHI',
    panchaVargiyaMethodIds: ['TAJ.PVB_QUARTERS', 'TAJ.UCHCHA_20', 'TAJ.HADDA_NEELAKANTHI', 'VARGA.PARASHARA'],
    harshaBalaMethodId: 'TAJ.HARSHA',
    ...(dwadasha
      ? { dwadashaVargiyaMethodIds: ['TAJ.DVB_MAJORITY', 'TAJ.DVB_VARGAS_ADAWAL', 'REL.BPHS'], dwadashaVargaMethodIds: [...dwadashaVargaMethodIds] }
      : {}),
    tajakaAspects: computed.aspectScheme,
    tajakaAspectMethodId: aspectSchemeMethodId[computed.aspectScheme],
    orbMethodIds: ['TAJ.DEEPTAMSHA', 'TAJ.ORB_MEAN'],
    speedOrderMethodId: 'TAJ.SPEED_NATURAL',
    tajakaYogaRuleSet: 'TAJ.YOGA.1',
    sahamMethodIds: ['SAHAM.NEELAKANTHI', 'SAHAM.NIGHT_REVERSE', 'SAHAM.ADD_SIGN', 'SAHAM.HOUSE_FROM_LAGNA'],
    muddaMethodId: 'MUDDA.VIM_YEAR_CYCLE',
    patyayiniMethodId: 'PATYAYINI.KRISAMSHA',
    contentVersion: varshaphalContentVersion,
  };
  const input = {
    ...inputBlock(birth),
    completedYears: v.completedYears,
    residence: {
      latitude: computed.residenceGeo.latitude,
      longitude: computed.residenceGeo.longitude,
      timezone: computed.residenceFrame.timezone,
      utcOffsetAtPravesh: formatUtcOffset(offsetSecondsAt(computed.residenceFrame, jdUtToEpochMilliseconds(v.praveshJd))),
    },
  };
  return { method, input, warnings: presentWarnings(birth.warnings), result };
}
