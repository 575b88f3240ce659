/**
 * Labels of the PDF reports: titles, section headings, table headings and short values
 * (yes/no, dignity names). Everything a report says beyond these labels comes from the
 * catalogues the JSON results use, through the presented results themselves.
 */
import type { Bilingual } from '../../shared/bilingual.ts';

export const reportsContentVersion = 'reports-content.1';

const b = (en: string, hi: string): Bilingual => ({ en, hi });

export const reportLabels = {
  // Document titles and the page furniture.
  kundliTitle: b('Kundli report', 'कुण्डली रिपोर्ट'),
  matchTitle: b('Match-making report', 'कुण्डली मिलान रिपोर्ट'),
  plannerTitle: b('Personal planner', 'व्यक्तिगत दिन-दर्शिका'),
  pageLabel: b('Page {page} of {pages}', 'पृष्ठ {page} / {pages}'),
  versions: b('Versions', 'संस्करण'),
  requestId: b('Request', 'अनुरोध'),
  methods: b('Methods', 'विधियाँ'),
  methodsAndVersions: b('Declared methods and versions', 'घोषित विधियाँ और संस्करण'),
  reviewNote: b(
    'Interpretive sections restate traditional rules for review; they are not predictions.',
    'विवेचन वाले खण्ड पारम्परिक नियमों को समीक्षा के लिए दोहराते हैं; ये भविष्यवाणी नहीं हैं।',
  ),
  // Birth details.
  birthDetails: b('Birth details', 'जन्म विवरण'),
  date: b('Date', 'दिनांक'),
  time: b('Time', 'समय'),
  timeZone: b('Time zone', 'समय क्षेत्र'),
  utcOffset: b('UTC offset used', 'प्रयुक्त UTC अन्तर'),
  utc: b('Universal time (UTC)', 'सार्वत्रिक समय (UTC)'),
  latitude: b('Latitude', 'अक्षांश'),
  longitude: b('Longitude', 'रेखांश'),
  ayanamsha: b('Ayanamsha', 'अयनांश'),
  north: b('N', 'उ'),
  south: b('S', 'द'),
  east: b('E', 'पू'),
  west: b('W', 'प'),
  // Lagna and Moon.
  lagnaAndMoon: b('Lagna and Moon', 'लग्न और चन्द्र'),
  lagna: b('Lagna (ascendant)', 'लग्न'),
  lagnaLord: b('Lagna lord', 'लग्नेश'),
  lagnaNakshatra: b('Lagna nakshatra', 'लग्न नक्षत्र'),
  moonSign: b('Moon sign (janma rashi)', 'जन्म राशि'),
  moonSignLord: b('Moon sign lord', 'राशि स्वामी'),
  moonNakshatra: b('Birth nakshatra', 'जन्म नक्षत्र'),
  pada: b('Pada', 'चरण'),
  nakshatraLord: b('Nakshatra lord', 'नक्षत्र स्वामी'),
  avakahada: b('Avakahada chakra', 'अवकहडा चक्र'),
  varna: b('Varna', 'वर्ण'),
  vashya: b('Vashya', 'वश्य'),
  yoni: b('Yoni', 'योनि'),
  gana: b('Gana', 'गण'),
  nadi: b('Nadi', 'नाड़ी'),
  tatva: b('Tatva', 'तत्त्व'),
  paya: b('Paya', 'पाया'),
  nameSyllable: b('Name syllable', 'नामाक्षर'),
  // Planets.
  planets: b('Planetary positions', 'ग्रह स्पष्ट'),
  planet: b('Planet', 'ग्रह'),
  sign: b('Sign', 'राशि'),
  degree: b('Degree', 'अंश'),
  nakshatra: b('Nakshatra', 'नक्षत्र'),
  lord: b('Lord', 'स्वामी'),
  house: b('House', 'भाव'),
  dignity: b('Dignity', 'अवस्था'),
  retrograde: b('Retro.', 'वक्री'),
  combust: b('Combust', 'अस्त'),
  yes: b('yes', 'हाँ'),
  no: b('no', 'नहीं'),
  // Charts.
  charts: b('Birth charts', 'जन्म कुण्डली चक्र'),
  vargas: b('Divisional charts', 'वर्ग कुण्डलियाँ'),
  // Dashas.
  vimshottari: b('Vimshottari dasha', 'विंशोत्तरी दशा'),
  yogini: b('Yogini dasha', 'योगिनी दशा'),
  balanceAtBirth: b('Balance at birth', 'जन्म के समय शेष दशा'),
  mahadasha: b('Mahadasha', 'महादशा'),
  antardasha: b('Antardasha', 'अन्तर्दशा'),
  start: b('Start', 'आरम्भ'),
  end: b('End', 'समाप्ति'),
  yearsMonthsDays: b('{y} years {m} months {d} days', '{y} वर्ष {m} मास {d} दिन'),
  // Ashtakavarga.
  ashtakavarga: b('Ashtakavarga', 'अष्टकवर्ग'),
  sarva: b('Sarvashtakavarga', 'सर्वाष्टकवर्ग'),
  total: b('Total', 'योग'),
  // Insights.
  doshas: b('Doshas', 'दोष'),
  yogas: b('Yogas', 'योग'),
  status: b('Status', 'स्थिति'),
  detected: b('present', 'उपस्थित'),
  notDetected: b('not present', 'अनुपस्थित'),
  cancellations: b('Cancellations', 'निरसन'),
  kaalSarpa: b('Kaal Sarpa', 'कालसर्प'),
  manglik: b('Manglik dosha', 'मांगलिक दोष'),
  readings: b('Birth-chart readings', 'जन्म कुण्डली विवेचन'),
  placements: b('Placements', 'ग्रह स्थिति विवेचन'),
  // Match making.
  bride: b('Bride', 'वधू'),
  groom: b('Groom', 'वर'),
  partners: b('Partners', 'वर और वधू'),
  ashtakoota: b('Ashtakoota (eight kootas)', 'अष्टकूट मिलान'),
  koota: b('Koota', 'कूट'),
  points: b('Points', 'अंक'),
  maximum: b('Max.', 'अधिकतम'),
  verdict: b('Verdict', 'निष्कर्ष'),
  adjustedTotal: b('Adjusted total', 'समायोजित योग'),
  poruthams: b('Poruthams (dashakoota)', 'दशकूट (पोरुथम)'),
  porutham: b('Porutham', 'पोरुथम'),
  result: b('Result', 'परिणाम'),
  pass: b('agrees', 'अनुकूल'),
  fail: b('does not agree', 'प्रतिकूल'),
  manglikComparison: b('Manglik comparison', 'मांगलिक तुलना'),
  papasamya: b('Papasamya', 'पापसाम्य'),
  explanations: b('Explanations', 'विवरण'),
  // Planner.
  period: b('Period', 'अवधि'),
  day: b('Day', 'दिन'),
  forecastIndex: b('Forecast index', 'पूर्वानुमान सूचकांक'),
  band: b('Band', 'श्रेणी'),
  signals: b('Gochara signals', 'गोचर संकेत'),
  houseFromMoon: b('House from Moon', 'चन्द्र से भाव'),
  effect: b('Effect', 'प्रभाव'),
  rule: b('Rule', 'नियम'),
  reviews: b('Gochara reviews', 'गोचर विवेचन'),
  chandrashtama: b('Chandrashtama', 'चन्द्राष्टम'),
  overlays: b('Saturn periods', 'शनि की अवधियाँ'),
} as const satisfies Record<string, Bilingual>;

/** BPHS dignity names for the planet table (the result carries the ids). */
export const dignityLabels: Record<'exalted' | 'moolatrikona' | 'own' | 'friend' | 'neutral' | 'enemy' | 'debilitated', Bilingual> = {
  exalted: b('exalted', 'उच्च'),
  moolatrikona: b('moolatrikona', 'मूलत्रिकोण'),
  own: b('own sign', 'स्वराशि'),
  friend: b('friend’s sign', 'मित्र राशि'),
  neutral: b('neutral sign', 'सम राशि'),
  enemy: b('enemy’s sign', 'शत्रु राशि'),
  debilitated: b('debilitated', 'नीच'),
};
