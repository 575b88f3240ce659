import Type from 'typebox';
import { Bilingual, Moment, NamedEntity, SunriseField } from '../../contract/common.ts';
import { natalChartProperties } from '../shared/natal.ts';
import { tajakaYogaIds } from '../../jyotish/varshaphal/yogas.ts';
import { sahamIds } from '../../jyotish/varshaphal/sahams.ts';
import { officeIds } from '../../jyotish/varshaphal/year-lord.ts';

const Residence = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Degrees, north positive' }),
    longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Degrees, east positive' }),
    timezone: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_+\\-/]+$',
      description: 'IANA time zone of the residence: local times of the result are given in it',
    }),
    utcOffset: Type.Optional(Type.String({ pattern: '^[+-]\\d{2}:\\d{2}(:\\d{2})?$', description: 'Fixed UTC offset overriding the zone rules (TIME.FIXED_OFFSET)' })),
    elevationMeters: Type.Optional(Type.Number({ minimum: -500, maximum: 9000, default: 0, description: 'Elevation for sunrise and sunset, metres' })),
  },
  {
    additionalProperties: false,
    description: 'Where the native lives during the year: the annual chart\'s lagna and houses, and day or night at the pravesh, are taken here. Omit for the birth place.',
  },
);

export const VarshaphalRequest = Type.Object(
  {
    ...natalChartProperties,
    sunrise: Type.Optional(SunriseField),
    age: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 600,
        description: 'Completed years of age: the chart of the year that begins at the age-th solar return (0 = the first year of life). Give age or year, not both.',
        examples: [35],
      }),
    ),
    year: Type.Optional(
      Type.Integer({
        minimum: 1800,
        maximum: 2399,
        description: 'Gregorian year in which the solar return falls, by the local date at the residence. Give year or age, not both.',
        examples: [2025],
      }),
    ),
    residence: Type.Optional(Residence),
    tajakaAspects: Type.Optional(
      Type.Enum(['neelakanthi', 'with-semi-sextile'], {
        default: 'neelakanthi',
        description:
          'Tajaka aspects by sign: neelakanthi (TAJ.ASPECT_NEELAKANTHI, default: 1/7, 3/11, 4/10, 5/9; 2/12 and 6/8 none) or with-semi-sextile (TAJ.ASPECT_WITH_2_12: 2/12 also counts, as a neutral aspect — the reading of PyJHora)',
      }),
    ),
    dwadashaVargiyaBala: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'Add dwadashaVargiyaBala: the Tajaka strength of the seven grahas from the twelve divisions D1–D12 of the annual chart (TAJ.DVB_MAJORITY with the divisions TAJ.DVB_VARGAS_ADAWAL; docs/methods/varshaphal.md §5c). Off by default so the default response keeps its size.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'A birth moment and chart settings (design §1.1), the year wanted (age in completed years, or the Gregorian year of the solar return), optionally the place of residence for the year, the Tajaka aspect scheme and the opt-in dwadasha-vargiya bala.',
  },
);

const Point = {
  longitude: Type.Number({ description: 'Sidereal longitude, degrees [0, 360)' }),
  rashi: NamedEntity,
  degreeInRashi: Type.Number({ description: 'Degrees within the sign, [0, 30)' }),
};

const Dignity = Type.Union([Type.Enum(['exalted', 'moolatrikona', 'own', 'friend', 'neutral', 'enemy', 'debilitated']), Type.Null()], {
  description: 'BPHS dignity (DIGNITY.BPHS); nodes: exalted, debilitated or neutral',
});

const AnnualPlanet = Type.Object({
  graha: NamedEntity,
  ...Point,
  nakshatra: NamedEntity,
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'Whole-sign house from the annual lagna' }),
  bhava: Type.Integer({ minimum: 1, maximum: 12, description: 'Bhava of the requested house system' }),
  speedDegreesPerDay: Type.Number({ description: 'Longitude speed, degrees per day' }),
  retrograde: Type.Boolean({ description: 'Vakri (RETRO.SPEED); nodes always' }),
  combust: Type.Boolean({ description: 'COMBUST.SURYA_SIDDHANTA' }),
  dignity: Dignity,
  hadda: Type.Union([NamedEntity, Type.Null()], { description: 'Lord of the Tajika term (hadda) the graha occupies (TAJ.HADDA_NEELAKANTHI); null for the nodes' }),
});

const Bhava = Type.Object({
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  rashi: NamedEntity,
  startLongitude: Type.Number({ description: 'Start (sandhi) of the bhava, degrees' }),
  middleLongitude: Type.Number({ description: 'Middle (madhya) of the bhava, degrees' }),
  endLongitude: Type.Number({ description: 'End of the bhava, degrees' }),
});

const VargaPart = Type.Object({
  points: Type.Number(),
  lord: NamedEntity,
  rashi: NamedEntity,
  standing: Type.Enum(['own', 'friend', 'neutral', 'enemy'], { description: 'How the graha regards the lord (REL.BPHS natural relationship)' }),
});

const PanchaVargiya = Type.Object(
  {
    graha: NamedEntity,
    kshetra: Type.Object({ ...VargaPart.properties }, { description: 'Sign strength, max 30: own 30, friend 22.5, neutral 15, enemy 7.5' }),
    uchcha: Type.Object(
      { points: Type.Number(), distanceFromDebilitationDegrees: Type.Number({ description: 'Arc from the deep-debilitation point, 0–180°' }) },
      { description: 'Exaltation strength: arc from the deep debilitation / 9, max 20 (TAJ.UCHCHA_20)' },
    ),
    hadda: Type.Object({ ...VargaPart.properties }, { description: 'Term strength, max 15; rashi is the sign of the term' }),
    drekkana: Type.Object({ ...VargaPart.properties }, { description: 'D-3 strength, max 10 (Parashara drekkana)' }),
    navamsa: Type.Object({ ...VargaPart.properties }, { description: 'D-9 strength, max 5' }),
    total: Type.Number({ description: '(kshetra + uchcha + hadda + drekkana + navamsa) / 4, 0–20 (vishva bala)' }),
  },
  { description: 'Pancha-vargiya bala of one graha in the annual chart (TAJ.PVB_QUARTERS)' },
);

const Harsha = Type.Object(
  {
    graha: NamedEntity,
    place: Type.Number({ description: '5 in its harsha house (Sun 9, Moon 3, Mars 6, Mercury 1, Jupiter 11, Venus 5, Saturn 12; Tajika Neelakanthi)' }),
    ownOrExalted: Type.Number({ description: '5 in its own or exaltation sign' }),
    gender: Type.Number({ description: '5 for feminine grahas (Moon, Mercury, Venus, Saturn) in houses 1–3, 7–9, masculine in 4–6, 10–12' }),
    dayNight: Type.Number({ description: '5 for masculine grahas when the year begins by day, feminine by night' }),
    total: Type.Number({ description: '0–20' }),
  },
  { description: 'Harsha bala of one graha (TAJ.HARSHA)' },
);

const SmallEntity = Type.Object({ id: Type.String(), name: Bilingual });

const DwadashaVargaPart = Type.Object({
  division: Type.Integer({ minimum: 1, maximum: 12, description: 'N of the division D-N' }),
  name: Bilingual,
  methodId: Type.String({ description: 'The rule that placed the graha in this division (VARGA.PARASHARA, VARGA.D5_TAJAKA_ADAWAL, …)' }),
  rashi: NamedEntity,
  lord: NamedEntity,
  standing: Type.Enum(['own', 'friend', 'neutral', 'enemy'], { description: 'How the graha regards the lord of its sign in this division (REL.BPHS natural relationship)' }),
  favourable: Type.Boolean({ description: 'Own or friend' }),
});

const DwadashaVargiya = Type.Object(
  {
    graha: NamedEntity,
    vargas: Type.Array(DwadashaVargaPart, { minItems: 12, maxItems: 12, description: 'D1 … D12 in order, each of equal weight' }),
    counts: Type.Object(
      {
        own: Type.Integer({ minimum: 0, maximum: 12 }),
        friend: Type.Integer({ minimum: 0, maximum: 12 }),
        neutral: Type.Integer({ minimum: 0, maximum: 12 }),
        enemy: Type.Integer({ minimum: 0, maximum: 12 }),
      },
      { description: 'Divisions of each standing; they sum to 12' },
    ),
    favourable: Type.Integer({ minimum: 0, maximum: 12, description: 'Own + friend divisions' }),
    net: Type.Integer({ minimum: -12, maximum: 12, description: 'favourable − (12 − favourable): positive strong, negative weak' }),
    strength: Type.Object(
      { id: Type.Enum(['strong', 'balanced', 'weak']), name: Bilingual, text: Bilingual },
      { description: 'strong: 7 or more favourable divisions; balanced: 6; weak: 5 or fewer (TAJ.DVB_MAJORITY)' },
    ),
  },
  { description: 'Dwadasha-vargiya bala of one graha in the annual chart (TAJ.DVB_MAJORITY)' },
);

const Aspect = Type.Object({
  faster: NamedEntity,
  slower: NamedEntity,
  kind: SmallEntity,
  nature: SmallEntity,
  houseDistance: Type.Integer({ minimum: 1, maximum: 12, description: 'House of the slower from the faster' }),
  separationDegrees: Type.Number({ description: 'δ = degrees of the slower within its sign − degrees of the faster; positive: the faster is behind (applying)' }),
  meanOrbDegrees: Type.Number({ description: 'Mean of the two deeptamshas (TAJ.ORB_MEAN)' }),
  state: SmallEntity,
  grade: Type.Union([SmallEntity, Type.Null()], { description: 'Ithasala grade: poorna, vartamana or bhavishya' }),
  applyingByMotion: Type.Boolean({ description: 'Whether the aspect-adjusted distance is shrinking by the actual daily motions (a fact for the reader; the yogas use the natural order of speed, TAJ.SPEED_NATURAL)' }),
});

const YogaInstance = Type.Object({
  grahas: Type.Array(NamedEntity, { description: 'The grahas that take part, the pair first' }),
  pair: Type.Union([Type.Object({ faster: NamedEntity, slower: NamedEntity, aspect: SmallEntity, separationDegrees: Type.Number(), meanOrbDegrees: Type.Number(), grade: Type.Union([SmallEntity, Type.Null()]) }), Type.Null()]),
  third: Type.Union([Type.Object({ graha: NamedEntity, role: SmallEntity }), Type.Null()], { description: 'A third graha and its part (carrier, collector, spoiler, the Moon, helper)' }),
  nextSignGapDegrees: Type.Union([Type.Number(), Type.Null()], { description: 'For yogas that perfect after a sign change: degrees to the exact aspect across the cusp' }),
  conditions: Type.Array(Type.Object({ id: Type.String(), graha: NamedEntity, name: Bilingual }), { description: 'The conditions that decided the instance' }),
});

const Yoga = Type.Object({
  id: Type.Enum([...tajakaYogaIds]),
  ruleId: Type.String({ description: 'TAJ.YOGA.<id>; the rule is written in docs/methods/varshaphal.md §4b' }),
  name: Bilingual,
  formed: Type.Boolean(),
  condition: Bilingual,
  tradition: Bilingual,
  instances: Type.Array(YogaInstance),
});

const SahamTerm = Type.Object({
  name: Bilingual,
  graha: Type.Union([NamedEntity, Type.Null()], { description: 'The graha a term stands for (a lord term resolved), else null' }),
  longitude: Type.Number({ description: 'Degrees' }),
});

const Saham = Type.Object({
  id: Type.Enum([...sahamIds]),
  number: Type.Integer({ description: 'Position in the table of 36 (the Saturn formula of Roga shares 16)' }),
  name: Bilingual,
  signifies: Bilingual,
  formula: Type.Object(
    { day: Bilingual, night: Bilingual, reversesAtNight: Type.Boolean() },
    { description: 'A − B + C by day and by night (SAHAM.NIGHT_REVERSE)' },
  ),
  applied: Type.Enum(['day', 'night-reversed', 'night'], { description: 'Which formula this year used' }),
  a: SahamTerm,
  b: SahamTerm,
  c: SahamTerm,
  addedSign: Type.Boolean({ description: 'C was not on the arc from B forward to A, so 30° were added (SAHAM.ADD_SIGN)' }),
  ...Point,
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'Whole-sign house from the annual lagna' }),
});

const Period = Type.Object({
  lord: NamedEntity,
  start: Moment,
  end: Moment,
  durationDays: Type.Number(),
});

const MuddaPeriod = Type.Object({
  ...Period.properties,
  part: Type.Enum(['balance', 'full', 'closing'], { description: 'balance: the period running at the pravesh (its start clipped); closing: the first lord again until the next pravesh' }),
  antardashas: Type.Array(Period, { description: 'Sub-periods within the year, beginning with the period\'s lord' }),
});

const PatyayiniPeriod = Type.Object({
  ...Period.properties,
  krisamshaDegrees: Type.Number({ description: 'Degrees within the sign in the annual chart' }),
  patyamshaDegrees: Type.Number({ description: 'Krisamsha less the next smaller one' }),
  antardashas: Type.Array(Period, { description: 'Sub-periods in the same proportions, in cyclic order from the period\'s lord' }),
});

export const VarshaphalResult = Type.Object(
  {
    completedYears: Type.Integer({ description: 'Completed years of age at the pravesh' }),
    varshaNumber: Type.Integer({ description: 'The running year of life (completed years + 1)' }),
    solarReturn: Type.Object(
      {
        moment: Moment,
        julianDayUt: Type.Number(),
        natalSunLongitude: Type.Number({ description: 'Sidereal longitude of the Sun at birth, degrees' }),
        sunLongitude: Type.Number({ description: 'Sidereal longitude of the Sun at the pravesh (equals the natal one to better than 0.01″)' }),
        nextMoment: Moment,
        nextJulianDayUt: Type.Number(),
        yearLengthDays: Type.Number({ description: 'Days from this pravesh to the next' }),
      },
      { description: 'Varsha pravesh: the sidereal solar return (VARSHA.SIDEREAL_SOLAR_RETURN) and the next one, which ends the year' },
    ),
    residence: Type.Object(
      { latitude: Type.Number(), longitude: Type.Number(), timezone: Type.String(), isBirthPlace: Type.Boolean() },
      { description: 'The place the annual chart was cast for' },
    ),
    dayNight: Type.Object(
      {
        isDay: Type.Boolean(),
        text: Bilingual,
        nextSunrise: Type.Union([Moment, Type.Null()]),
        nextSunset: Type.Union([Moment, Type.Null()]),
      },
      { description: 'Whether the year begins by day (VARSHA.DAY_BY_SUNRISE, with the requested sunrise definition): sahams, tri-rashi and day/night lords and harsha bala depend on it' },
    ),
    annualChart: Type.Object(
      {
        lagna: Type.Object({ ...Point, nakshatra: NamedEntity, pada: Type.Integer({ minimum: 1, maximum: 4 }), lord: NamedEntity }),
        planets: Type.Array(AnnualPlanet, { minItems: 9, maxItems: 9, description: 'The nine grahas at the pravesh' }),
        bhavas: Type.Array(Bhava, { minItems: 12, maxItems: 12 }),
      },
      { description: 'The annual (varsha) chart at the pravesh and the residence' },
    ),
    natal: Type.Object(
      { lagna: Type.Object({ ...Point }), sun: Type.Object({ ...Point }), moon: Type.Object({ ...Point, nakshatra: NamedEntity }) },
      { description: 'The natal points the year is built from (at the birth place)' },
    ),
    muntha: Type.Object(
      { ...Point, house: Type.Integer({ minimum: 1, maximum: 12, description: 'House from the annual lagna' }), lord: NamedEntity },
      { description: 'Muntha: the natal lagna advanced one sign per completed year (TAJ.MUNTHA)' },
    ),
    yearLord: Type.Object(
      {
        graha: NamedEntity,
        ruleId: Type.String({ description: 'VARSHESHA.NEELAKANTHI/<rule>' }),
        reason: Bilingual,
        candidates: Type.Array(
          Type.Object({
            graha: NamedEntity,
            offices: Type.Array(Type.Object({ id: Type.Enum([...officeIds]), name: Bilingual })),
            panchaVargiyaBala: Type.Number({ description: '0–20' }),
            aspectOnLagna: Type.Union([SmallEntity, Type.Null()], { description: 'Tajaka aspect between the candidate and the annual lagna, or null' }),
          }),
          { description: 'The five office holders (pancha-adhikari), merged where one graha holds several offices' },
        ),
      },
      { description: 'Lord of the year (varshesha)' },
    ),
    panchaVargiyaBala: Type.Array(PanchaVargiya, { minItems: 7, maxItems: 7 }),
    harshaBala: Type.Array(Harsha, { minItems: 7, maxItems: 7 }),
    dwadashaVargiyaBala: Type.Optional(
      Type.Array(DwadashaVargiya, {
        minItems: 7,
        maxItems: 7,
        description:
          'Only when the request sets dwadashaVargiyaBala: the twelve-division Tajaka strength of the seven grahas (divisions of Adawal\'s Tajaka set; Parashara rules except the Tajaka panchamsha; D11 the rudramsha counted back from Aries, the sheet giving no rule for it)',
      }),
    ),
    deeptamsha: Type.Array(Type.Object({ graha: NamedEntity, degrees: Type.Number() }), { minItems: 7, maxItems: 7, description: 'Orbs (TAJ.DEEPTAMSHA)' }),
    tajakaAspects: Type.Array(Aspect, { description: 'Every pair of the seven grahas in Tajaka aspect by sign, faster first' }),
    tajakaYogas: Type.Array(Yoga, { minItems: 16, maxItems: 16, description: 'The sixteen Tajaka yogas, formed or not' }),
    sahams: Type.Array(Saham, { description: 'The sahams of the annual chart (SAHAM.NEELAKANTHI)' }),
    muddaDasha: Type.Object(
      {
        firstLord: NamedEntity,
        natalNakshatra: NamedEntity,
        fractionElapsed: Type.Number({ description: 'Fraction of the janma nakshatra crossed at birth' }),
        periods: Type.Array(MuddaPeriod),
      },
      { description: 'Mudda (varsha Vimshottari) dasha of the year (MUDDA.VIM_YEAR_CYCLE): the periods tile the year' },
    ),
    patyayiniDasha: Type.Object(
      { periods: Type.Array(PatyayiniPeriod) },
      { description: 'Patyayini dasha of the year (PATYAYINI.KRISAMSHA): the lagna and the seven grahas; the periods tile the year' },
    ),
  },
  { description: 'The Tajaka annual chart (varshaphal) of one year of life.' },
);
