/**
 * The Tajaka annual chart of one year of life (docs/methods/varshaphal.md): varsha pravesh,
 * annual chart at the place of residence, muntha, strengths, lord of the year, Tajaka aspects
 * and yogas, sahams and the dashas of the year. Pure numbers and ids.
 */
import { siderealCusps } from '../../astro/houses.ts';
import type { GeoPosition, RiseDefinition } from '../../astro/rise-set.ts';
import { siderealLongitudeAndSpeed, type SkySettings } from '../../astro/positions.ts';
import { OutOfRange } from '../../shared/errors.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import type { HouseSystem } from '../chart/bhava.ts';
import { computeNatalChart, type NatalChart } from '../chart/natal-chart.ts';
import { rashiIndexOf, sevenGrahaIds, type SevenGrahaId } from '../core/zodiac.ts';
import { muddaDasha, patyayiniDasha, type MuddaDasha, type PatyayiniDasha } from './annual-dashas.ts';
import { tajakaPairs, type AspectScheme, type TajakaPair } from './aspects.ts';
import { harshaBala, type HarshaBala } from './harsha-bala.ts';
import { panchaVargiyaBala, type PanchaVargiyaBala } from './pancha-vargiya.ts';
import { computeSahams, type SahamValue } from './sahams.ts';
import { dayOrNight, varshaPravesh, type DayNight } from './solar-return.ts';
import { tajakaYogas, type TajakaYoga, type YogaBody } from './yogas.ts';
import { muntha, yearLord, type Muntha, type YearLord } from './year-lord.ts';

export interface VarshaphalInput {
  birthJd: JulianDayUt;
  birthPlace: { latitude: number; longitude: number };
  /** Where the native lives during the year: the annual chart's lagna, houses and day/night. */
  residence: GeoPosition;
  completedYears: number;
  sky: SkySettings;
  houseSystem: HouseSystem;
  sunrise: RiseDefinition;
  aspectScheme: AspectScheme;
}

/** The natal points a year is built from, at the birth place. */
export interface NatalPoints {
  lagnaLongitude: number;
  sunLongitude: number;
  moonLongitude: number;
}

export interface Varshaphal {
  natal: NatalPoints;
  completedYears: number;
  praveshJd: JulianDayUt;
  nextPraveshJd: JulianDayUt;
  annual: NatalChart;
  dayNight: DayNight;
  muntha: Muntha;
  panchaVargiya: Record<SevenGrahaId, PanchaVargiyaBala>;
  harsha: Record<SevenGrahaId, HarshaBala>;
  yearLord: YearLord;
  aspects: TajakaPair[];
  yogas: TajakaYoga[];
  sahams: SahamValue[];
  mudda: MuddaDasha;
  patyayini: PatyayiniDasha;
}

/**
 * Computes a varshaphal.
 * @throws OutOfRange (path `/`) when a return leaves the ephemeris range; OutOfRange naming
 *   `/residence/latitude` where the Sun neither rises nor sets around the pravesh
 */
export function computeVarshaphal(input: VarshaphalInput): Varshaphal {
  // Only the lagna, Sun and Moon of the birth chart enter the year: no full natal chart.
  const natal: NatalPoints = {
    lagnaLongitude: siderealCusps(input.birthJd, input.birthPlace.latitude, input.birthPlace.longitude, 'equal', input.sky.ayanamsha).ascendant,
    sunLongitude: siderealLongitudeAndSpeed(input.birthJd, 'sun', input.sky).degrees,
    moonLongitude: siderealLongitudeAndSpeed(input.birthJd, 'moon', input.sky).degrees,
  };
  const natalSun = natal.sunLongitude;
  const praveshJd = varshaPravesh(natalSun, input.birthJd, input.completedYears, input.sky);
  const nextPraveshJd = varshaPravesh(natalSun, input.birthJd, input.completedYears + 1, input.sky);
  const annual = computeNatalChart({
    jdUt: praveshJd,
    latitude: input.residence.latitude,
    longitude: input.residence.longitude,
    sky: input.sky,
    houseSystem: input.houseSystem,
  });
  const dayNight = dayOrNight(praveshJd, input.residence, input.sunrise);
  if (dayNight === null) {
    throw new OutOfRange('/residence/latitude', 'the Sun neither rises nor sets around the varsha pravesh at this latitude, so day and night are undefined');
  }
  const isDay = dayNight.isDay;
  const lagnaSign = annual.ascendant.sign;
  const m = muntha(natal.lagnaLongitude, input.completedYears, lagnaSign);

  const panchaVargiya = {} as Record<SevenGrahaId, PanchaVargiyaBala>;
  const harsha = {} as Record<SevenGrahaId, HarshaBala>;
  const signs = {} as Record<SevenGrahaId, number>;
  const strengths = {} as Record<SevenGrahaId, number>;
  const longitudes = {} as Record<SevenGrahaId, number>;
  const bodies: YogaBody[] = [];
  for (const g of sevenGrahaIds) {
    const b = annual.bodies[g];
    panchaVargiya[g] = panchaVargiyaBala(g, b.longitude);
    harsha[g] = harshaBala(g, b.sign, lagnaSign, isDay);
    signs[g] = b.sign;
    strengths[g] = panchaVargiya[g].total;
    longitudes[g] = b.longitude;
    bodies.push({
      graha: g,
      sign: b.sign,
      degreeInSign: b.degreeInSign,
      speedDegreesPerDay: b.speedDegreesPerDay,
      house: b.house,
      dignity: b.dignity ?? 'neutral',
      retrograde: b.retrograde,
      combust: b.combust,
    });
  }
  const lord = yearLord({
    natalLagnaSign: rashiIndexOf(natal.lagnaLongitude),
    annualLagnaSign: lagnaSign,
    munthaSign: m.sign,
    isDay,
    signs,
    strengths,
    scheme: input.aspectScheme,
  });
  const krisamshas = [
    { lord: 'lagna' as const, degrees: annual.ascendant.degreeInSign },
    ...sevenGrahaIds.map((g) => ({ lord: g, degrees: annual.bodies[g].degreeInSign })),
  ];
  return {
    natal,
    completedYears: input.completedYears,
    praveshJd,
    nextPraveshJd,
    annual,
    dayNight,
    muntha: m,
    panchaVargiya,
    harsha,
    yearLord: lord,
    aspects: tajakaPairs(bodies, input.aspectScheme),
    yogas: tajakaYogas(bodies, input.aspectScheme),
    sahams: computeSahams({ lagnaLongitude: annual.ascendant.longitude, longitudes, isDay }),
    mudda: muddaDasha(natal.moonLongitude, input.completedYears, praveshJd, nextPraveshJd),
    patyayini: patyayiniDasha(krisamshas, praveshJd, nextPraveshJd),
  };
}
