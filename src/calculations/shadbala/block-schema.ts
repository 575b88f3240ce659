/**
 * The strength block (TypeBox): what `POST /v2/calculations/shadbala` returns and what
 * kundli-advanced adds with `strength: true`. Balas are in virupas (shashtiamsas, 1/60 rupa)
 * rounded to 0.01, rupas to 0.001.
 */
import Type from 'typebox';
import { Bilingual, Moment, NamedEntity } from '../../contract/common.ts';
import { componentIds } from '../../content/strength/index.ts';
import { rashiIds } from '../../jyotish/core/zodiac.ts';

const V = (description: string) => Type.Number({ description: `${description} (virupas)` });
const RashiId = Type.Enum([...rashiIds]);
const VargaStatusId = Type.Enum(['moolatrikona', 'own', 'adhimitra', 'mitra', 'sama', 'shatru', 'adhishatru']);
const NatureId = Type.Enum(['benefic', 'malefic']);
const labelMap = (keys: readonly string[], description: string) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, Bilingual])), { description });

const GrahaShadbala = Type.Object({
  graha: NamedEntity,
  longitude: Type.Number({ description: 'Sidereal longitude, degrees' }),
  nature: NatureId,
  sthana: Type.Object({
    uchcha: V('Distance from the deep-debilitation point / 3, 0–60'),
    saptavargaja: V('Sum over D1, D2, D3, D7, D9, D12, D30 of 45 (moolatrikona, D1), 30 (own), 22.5, 15, 7.5, 3.75, 1.875 by compound relationship'),
    ojayugma: V('15 for the favoured parity of the rashi, 15 for that of the navamsa'),
    kendradi: V('Kendra 60, panaphara 30, apoklima 15 (house from the lagna\'s sign)'),
    drekkana: V('15 when male/neuter/female graha is in the 1st/2nd/3rd drekkana'),
    total: V('Sthana bala'),
  }),
  saptavargaja: Type.Array(
    Type.Object({ division: Type.Integer(), rashi: RashiId, status: VargaStatusId, virupas: Type.Number() }),
    { minItems: 7, maxItems: 7, description: 'The graha\'s sign and dignity in each of the seven vargas (names in labels.vargaStatuses)' },
  ),
  dig: Type.Object({ virupas: V('Arc from the powerless point / 3, 0–60'), arcDegrees: Type.Number({ description: 'Arc from the powerless point, 0–180°' }) }),
  kala: Type.Object({
    nathonnatha: V('Day/night strength'),
    paksha: V('Lunar-phase strength (the Moon\'s doubled)'),
    tribhaga: V('60 to the lord of the third of day/night, always 60 to Jupiter'),
    abda: V('15 to the lord of the year'),
    masa: V('30 to the lord of the month'),
    vara: V('45 to the lord of the weekday'),
    hora: V('60 to the lord of the hora'),
    ayana: V('From the kranti (the Sun\'s doubled)'),
    yuddha: V('Won (+) or lost (−) in a planetary war; 0 otherwise'),
    total: V('Kala bala'),
    krantiDegrees: Type.Number({ description: 'Kranti (declination) of the graha\'s ecliptic point, ε = 24°, north positive' }),
  }),
  chesta: Type.Object({
    virupas: V('Chesta kendra / 3 for Mars … Saturn; 0 for the Sun and the Moon (their ayana and paksha bala are doubled instead)'),
    kendraDegrees: Type.Union([Type.Number(), Type.Null()], { description: 'Chesta kendra folded to 0–180°; null for the Sun and the Moon' }),
  }),
  naisargika: V('Natural strength, 60·k/7'),
  drik: V('Aspects of benefics less those of malefics, over 4'),
  total: Type.Object({ virupas: V('Shadbala'), rupas: Type.Number({ description: 'virupas / 60' }) }),
  requiredRupas: Type.Number({ description: 'BPHS minimum: Sun 5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5' }),
  ratio: Type.Number({ description: 'rupas / requiredRupas' }),
  rank: Type.Integer({ minimum: 1, maximum: 7, description: 'By ratio, 1 = relatively strongest' }),
  meetsRequired: Type.Boolean(),
  requirement: Bilingual,
  ishtaPhala: V('√(uchcha × chesta), 0–60'),
  kashtaPhala: V('√((60 − uchcha)(60 − chesta)), 0–60'),
  phalaChesta: V('Chesta used for the phalas (the Sun: sayana longitude + 90° folded / 3; the Moon: Sun–Moon arc / 3)'),
});

const KakshaRow = Type.Object({
  graha: NamedEntity,
  longitude: Type.Number(),
  rashi: NamedEntity,
  kaksha: Type.Integer({ minimum: 1, maximum: 8 }),
  kakshaLord: Type.Enum(['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon', 'lagna']),
  fromDegree: Type.Number({ description: 'Start of the kaksha within the sign' }),
  toDegree: Type.Number(),
  binduFromLord: Type.Boolean({ description: 'The kaksha\'s lord gave this sign a bindu in the graha\'s own natal Bhinna register (traditionally a favourable passage)' }),
  signBindus: Type.Integer({ minimum: 0, maximum: 8, description: 'The graha\'s natal Bhinna bindus in the sign' }),
});

export const StrengthBlock = Type.Object(
  {
    methodIds: Type.Record(Type.String(), Type.String(), { description: 'The rule sets used (docs/methods/strength.md)' }),
    note: Bilingual,
    labels: Type.Object({
      components: labelMap(componentIds, 'Names of the balas'),
      vargaStatuses: labelMap(['moolatrikona', 'own', 'adhimitra', 'mitra', 'sama', 'shatru', 'adhishatru'], 'Names of the varga dignities'),
      bhavaSignKinds: labelMap(['nara', 'jalachara', 'keeta', 'chatushpada'], 'Names of the sign kinds of bhava dig bala'),
      vimshopakaSchemes: labelMap(['shadvarga', 'saptavarga', 'dashavarga', 'shodashavarga'], 'Names of the vimshopaka schemes'),
      natures: labelMap(['benefic', 'malefic'], 'Benefic and malefic'),
      harsha: labelMap(['sthana', 'uchchaSwa', 'streePurusha', 'dinaRatri'], 'Names of the four sources of harsha bala'),
    }),
    day: Type.Object({
      sunrise: Moment,
      sunset: Moment,
      nextSunrise: Moment,
      dayBirth: Type.Boolean(),
      vedicDate: Type.String({ description: 'Civil date of the sunrise that opens the birth\'s Hindu day, YYYY-MM-DD' }),
      weekday: Type.Object({ id: Type.String(), index: Type.Integer(), name: Bilingual }),
      srishtiAhargana: Type.Integer({ description: 'Days from creation (Surya Siddhanta) to that day' }),
      lords: Type.Object({ year: NamedEntity, month: NamedEntity, weekday: NamedEntity, hora: NamedEntity, tribhaga: NamedEntity }),
    }),
    natures: Type.Object({
      moonWaxing: Type.Boolean(),
      benefics: Type.Array(NamedEntity),
      malefics: Type.Array(NamedEntity),
      mercuryCompany: Type.Array(NamedEntity, { description: 'Grahas (and nodes) in Mercury\'s sign, which decide its nature' }),
    }),
    shadbala: Type.Array(GrahaShadbala, { minItems: 7, maxItems: 7 }),
    wars: Type.Array(Type.Object({ victor: NamedEntity, vanquished: NamedEntity, separationDegrees: Type.Number(), virupas: Type.Number() }), {
      description: 'Planetary wars (two of Mars … Saturn within 1°); the victor is the one farther north',
    }),
    bhavaBala: Type.Object({
      houseSystem: Type.String({ description: 'The bhava madhyas are those of this house system' }),
      rows: Type.Array(
        Type.Object({
          house: Type.Integer({ minimum: 1, maximum: 12 }),
          madhyaLongitude: Type.Number(),
          rashi: NamedEntity,
          lord: NamedEntity,
          signKind: Type.Enum(['nara', 'jalachara', 'keeta', 'chatushpada']),
          bhavadhipati: V('The lord\'s shadbala'),
          dig: V('60 in the house where the sign kind is strongest, 10 less per house away'),
          drishti: V('Aspects on the madhya: Jupiter\'s and Mercury\'s in full, others a quarter, malefics negative'),
          total: Type.Object({ virupas: Type.Number(), rupas: Type.Number() }),
          rank: Type.Integer({ minimum: 1, maximum: 12 }),
        }),
        { minItems: 12, maxItems: 12 },
      ),
    }),
    vimshopaka: Type.Array(
      Type.Object({
        scheme: Type.Enum(['shadvarga', 'saptavarga', 'dashavarga', 'shodashavarga']),
        rows: Type.Array(
          Type.Object({
            graha: NamedEntity,
            score: Type.Number({ description: '0–20 (BPHS: below 5 weak … above 15 fully favourable)' }),
            vargas: Type.Array(Type.Object({ division: Type.Integer(), weight: Type.Number(), rashi: RashiId, status: Type.Enum(['own', 'adhimitra', 'mitra', 'sama', 'shatru', 'adhishatru']), points: Type.Number() })),
          }),
          { minItems: 7, maxItems: 7 },
        ),
      }),
      { minItems: 4, maxItems: 4 },
    ),
    harsha: Type.Array(
      Type.Object({
        graha: NamedEntity,
        house: Type.Integer({ minimum: 1, maximum: 12 }),
        sthana: Type.Integer(),
        uchchaSwa: Type.Integer(),
        streePurusha: Type.Integer(),
        dinaRatri: Type.Integer(),
        total: Type.Integer({ minimum: 0, maximum: 20 }),
      }),
      { minItems: 7, maxItems: 7, description: 'Harsha bala (Tajika), 0–20, read on this chart' },
    ),
    ashtakavarga: Type.Object({
      lagnaBhinna: Type.Object({ total: Type.Integer(), bindus: Type.Array(Type.Integer(), { minItems: 12, maxItems: 12, description: 'Aries first' }) }),
      occupiedRashis: Type.Array(NamedEntity, { description: 'Signs holding one of the seven grahas or the lagna (ekadhipatya sodhana)' }),
      reduced: Type.Array(
        Type.Object({
          graha: NamedEntity,
          trikona: Type.Array(Type.Integer(), { minItems: 12, maxItems: 12 }),
          ekadhipatya: Type.Array(Type.Integer(), { minItems: 12, maxItems: 12 }),
          rashiPinda: Type.Integer(),
          grahaPinda: Type.Integer(),
          sodhyaPinda: Type.Integer(),
        }),
        { minItems: 7, maxItems: 7 },
      ),
      natalKakshas: Type.Array(KakshaRow, { minItems: 7, maxItems: 7 }),
      transitKakshas: Type.Optional(Type.Object({ at: Moment, rows: Type.Array(KakshaRow, { minItems: 7, maxItems: 7 }) }, { description: 'Present when the request names transitUtc' })),
    }),
  },
  { description: 'Shadbala, bhava bala, vimshopaka and harsha bala, and ashtakavarga sodhana, pindas and kakshas of the natal chart' },
);
