/** Birth-chart resources of the ascendant, moonsign and nakshatra forms → native Kundli. */
import { endpoints, kundliPaths as k } from '../native-paths.ts';
import { derived, direct, gap, runtime, type FieldMappingGroup } from './define.ts';

const SIGN_NAMES = 'English sign names are compared with the native rashi’s English name after case and spelling normalisation';

export const birthChartMappings: FieldMappingGroup[] = [
  {
    resource: 'astro_details',
    nativeEndpoint: endpoints.kundli,
    verificationFormIdentifier: 'nakshatra',
    vendorCategory: 'birth-chart',
    readinessReason: 'Lagna, Moon sign, Moon nakshatra with pada and lord, and the Moon attributes are native Kundli paths; the Panchang elements and yunja are not part of the Kundli result.',
    fieldMappings: [
      direct('ascendant', [k.lagnaRashi], 'normalized-text', `Ascendant sign. ${SIGN_NAMES}.`),
      direct('sign', [k.moonSignRashi], 'normalized-text', `Moon sign. ${SIGN_NAMES}.`),
      direct('SignLord', [k.moonSignLord], 'normalized-text', 'Lord of the Moon’s rashi by the classical sign lordship; English graha names compared after normalisation.'),
      direct('Naksahtra', [k.moonNakshatraName], 'normalized-text', 'Moon nakshatra. The legacy key is misspelt (Naksahtra) and so are some nakshatra names: compare names after spelling normalisation.'),
      direct('NaksahtraLord', [k.moonNakshatraLord], 'normalized-text', 'Vimshottari lord of the Moon nakshatra; the legacy key is misspelt.'),
      direct('Charan', [k.moonNakshatraPada], 'exact', 'Pada 1–4 of the Moon nakshatra, an integer on both sides.'),
      direct('Varna', [k.varna], 'normalized-text', 'Moon-sign varna; labels differ in transliteration only.'),
      direct('Vashya', [k.vashya], 'normalized-text', 'Moon-sign vashya; labels differ in transliteration only.'),
      direct('Yoni', [k.yoni], 'normalized-text', 'Nakshatra yoni animal; labels differ in transliteration only.'),
      direct('Gan', [k.gana], 'normalized-text', 'Nakshatra gana (deva, manushya or rakshasa); the legacy key is shortened to Gan.'),
      direct('Nadi', [k.nadi], 'normalized-text', 'Nakshatra nadi (Adi, Madhya or Antya); labels differ in transliteration only.'),
      direct('tatva', [k.tatva], 'normalized-text', 'Element (tatva) of the Moon sign; labels differ in transliteration only.'),
      direct('name_alphabet', [k.nameSyllable], 'normalized-text', 'Pada syllable for the first letter of a name; transliterations differ.'),
      direct('paya', [k.paya], 'normalized-text', 'Paya (gold, silver, copper or iron) of the birth; labels differ in transliteration only.'),
      gap('Yog', 'Birth Panchang yoga is served by /v2/calculations/panchang for the same moment, not inside the Kundli result.'),
      gap('Karan', 'Birth Panchang karana is served by /v2/calculations/panchang for the same moment, not inside the Kundli result.'),
      gap('Tithi', 'Birth tithi is served by /v2/calculations/panchang for the same moment, not inside the Kundli result.'),
      gap('yunja', 'A nakshatra grouping without a declared method in the service’s method register; not published.'),
    ],
  },
  {
    resource: 'planets',
    nativeEndpoint: endpoints.kundli,
    verificationFormIdentifier: 'ascendant',
    vendorCategory: 'birth-chart',
    readinessReason: 'Every planet row has a native row with rashi, sidereal longitude, house and retrograde flag; the legacy Ascendant row maps onto result.lagna.',
    fieldMappings: [
      derived('[].name', [k.planetName, k.lagnaRashi], 'normalized-text', 'Row name: planet rows match native planet rows by English name; the legacy row "Ascendant" is the native result.lagna, not a planet row.'),
      direct('[].sign', [k.planetRashi, k.lagnaRashi], 'normalized-text', `Sign of the row. ${SIGN_NAMES}.`),
      direct('[].fullDegree', [k.planetLongitude, k.lagnaLongitude], 'number-within', 'Sidereal longitude in degrees 0–360; compared within a stated tolerance because the legacy ayanamsha and node settings are undeclared.'),
      direct('[].nakshatra', [k.planetNakshatra, k.lagnaNakshatra], 'normalized-text', 'Nakshatra of the row (the form read the Ascendant row’s, which is the native lagna nakshatra); names compared after spelling normalisation.'),
      direct('[].house', [k.planetHouse], 'exact', 'House number 1–12 on both sides (1 for the Ascendant row). The native house is whole-sign from the lagna; the legacy house system is undeclared, so a mismatch is a method difference, not an error.'),
      derived('[].isRetro', [k.planetRetrograde], 'exact', 'Retrograde motion. The legacy sends the string "true"/"false"; it is parsed to a boolean before an exact comparison.'),
    ],
  },
  {
    resource: 'general_ascendant_report',
    nativeEndpoint: endpoints.kundli,
    verificationFormIdentifier: 'ascendant',
    vendorCategory: 'interpretive-report',
    readinessReason: 'The native Kundli carries its own bilingual interpretations; the legacy report’s fields were not captured, so the overlap is of purpose only.',
    fieldMappings: [
      runtime('$', [k.lagnaInterpretation], 'none', 'No field sample was captured. The legacy report is the vendor’s prose and the native interpretations are the service’s own bilingual text: the texts are never compared, only which chart facts each explains.'),
    ],
  },
  {
    resource: 'general_nakshatra_report',
    nativeEndpoint: endpoints.kundli,
    verificationFormIdentifier: 'nakshatra',
    vendorCategory: 'interpretive-report',
    readinessReason: 'The native Kundli carries its own bilingual interpretations; the legacy report’s fields were not captured, so the overlap is of purpose only.',
    fieldMappings: [
      runtime('$', [k.moonNakshatraInterpretation, k.moonNakshatraName], 'none', 'No field sample was captured. The nakshatra the report describes can be checked against the native Moon nakshatra once a production payload is captured; the prose is never compared.'),
    ],
  },
];
