/**
 * Texts of the Jamakkol Arudam chart (`jyotish/jamakkol`). Graha names carry a third label
 * set, `ta`: the Tamil names the Jamakkol tradition uses (சூரியன், சந்திரன், செவ்வாய், புதன்,
 * குரு, சுக்கிரன், சனி, ராகு, கேது as listed on muthamizhmalar.com "நட்சத்திரகள் 27"; பாம்பு,
 * "snake", for the eighth jama graha, as the methods file names it: Pambu). Chart
 * abbreviations in Tamil are the first syllable(s) of those names, the way Tamil horoscopes
 * print them.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { JamaGrahaId } from '../../jyotish/jamakkol/ring.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';

export const jamakkolContentVersion = 'jamakkol-content.1';

/** A label in English, Hindi and Tamil. */
export type Trilingual = Bilingual & { ta: string };

/** The eight jama grahas of the outer ring. */
export const jamaGrahaNames: Record<JamaGrahaId, Trilingual> = {
  sun: { en: 'Sun', hi: 'सूर्य', ta: 'சூரியன்' },
  mars: { en: 'Mars', hi: 'मंगल', ta: 'செவ்வாய்' },
  jupiter: { en: 'Jupiter', hi: 'गुरु', ta: 'குரு' },
  mercury: { en: 'Mercury', hi: 'बुध', ta: 'புதன்' },
  venus: { en: 'Venus', hi: 'शुक्र', ta: 'சுக்கிரன்' },
  saturn: { en: 'Saturn', hi: 'शनि', ta: 'சனி' },
  moon: { en: 'Moon', hi: 'चन्द्र', ta: 'சந்திரன்' },
  snake: { en: 'Snake (Pambu, Rahu)', hi: 'सर्प (पाम्बु, राहु)', ta: 'பாம்பு' },
};

/** Tamil names of the nine transit grahas (English and Hindi come from `names.ts`). */
export const grahaTamilNames: Record<GrahaId, string> = {
  sun: 'சூரியன்', moon: 'சந்திரன்', mars: 'செவ்வாய்', mercury: 'புதன்', jupiter: 'குரு',
  venus: 'சுக்கிரன்', saturn: 'சனி', rahu: 'ராகு', ketu: 'கேது',
};

/** Abbreviations in the drawing: transit grahas. */
export const transitAbbreviations: Record<GrahaId, Trilingual> = {
  sun: { en: 'Su', hi: 'सू', ta: 'சூ' },
  moon: { en: 'Mo', hi: 'चं', ta: 'சந்' },
  mars: { en: 'Ma', hi: 'मं', ta: 'செ' },
  mercury: { en: 'Me', hi: 'बु', ta: 'பு' },
  jupiter: { en: 'Ju', hi: 'गु', ta: 'கு' },
  venus: { en: 'Ve', hi: 'शु', ta: 'சு' },
  saturn: { en: 'Sa', hi: 'श', ta: 'ச' },
  rahu: { en: 'Ra', hi: 'रा', ta: 'ரா' },
  ketu: { en: 'Ke', hi: 'के', ta: 'கே' },
};

/** Abbreviations in the drawing: the jama grahas of the outer ring. */
export const jamaAbbreviations: Record<JamaGrahaId, Trilingual> = {
  sun: { en: 'Su', hi: 'सू', ta: 'சூ' },
  mars: { en: 'Ma', hi: 'मं', ta: 'செ' },
  jupiter: { en: 'Ju', hi: 'गु', ta: 'கு' },
  mercury: { en: 'Me', hi: 'बु', ta: 'பு' },
  venus: { en: 'Ve', hi: 'शु', ta: 'சு' },
  saturn: { en: 'Sa', hi: 'श', ta: 'ச' },
  moon: { en: 'Mo', hi: 'चं', ta: 'சந்' },
  snake: { en: 'Sn', hi: 'सर्प', ta: 'பாம்' },
};

/** The three inner points: full names and drawing abbreviations. */
export const innerPointNames = {
  udayam: { name: { en: 'Udayam (rising point)', hi: 'उदयम् (उदय बिन्दु)', ta: 'உதயம்' }, short: { en: 'Uda', hi: 'उद', ta: 'உத' } },
  arudam: { name: { en: 'Arudam (query point)', hi: 'आरूढम् (प्रश्न बिन्दु)', ta: 'ஆரூடம்' }, short: { en: 'Aru', hi: 'आरू', ta: 'ஆரூ' } },
  kavippu: { name: { en: 'Kavippu (covering point)', hi: 'कविप्पु (आवरण बिन्दु)', ta: 'கவிப்பு' }, short: { en: 'Kav', hi: 'कवि', ta: 'கவி' } },
} satisfies Record<string, { name: Trilingual; short: Trilingual }>;

export const jamamKindNames: { day: Trilingual; night: Trilingual } = {
  day: { en: 'Day jamam', hi: 'दिन का याम', ta: 'பகல் ஜாமம்' },
  night: { en: 'Night jamam', hi: 'रात्रि का याम', ta: 'இரவு ஜாமம்' },
};

/** Weekdays in Tamil for the drawing, 0 = Sunday (ஞாயிறு … சனி). */
export const tamilWeekdayNames: readonly string[] = ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'];

export const jamakkolChartTitle: Trilingual = { en: 'Jamakkol', hi: 'जामक्कोल', ta: 'ஜாமக்கோள்' };

/** What the numbers are and are not (every result carries it). */
export const jamakkolStatement: Bilingual = {
  en: 'These are the positions of a Jamakkol Arudam chart (Tamil prashna) computed by declared rules: the jamam from the actual sunrise and sunset at the place, the eight jama grahas by the ring rule named in the method, Udayam, Arudam and Kavippu by the rules named there, and the true sidereal positions of the nine grahas. Jamakkol has no single printed computational standard and practitioners differ (especially on the night sequence and on Udayam), so the chart is for review by a practitioner. It is not a prediction and it makes no promise about the outcome of the question.',
  hi: 'ये जामक्कोल आरूढ़ (तमिल प्रश्न) कुण्डली की स्थितियाँ हैं, जो घोषित नियमों से निकाली गई हैं: याम उस स्थान के वास्तविक सूर्योदय और सूर्यास्त से, आठ याम ग्रह विधि में बताए गए चक्र-नियम से, उदयम्, आरूढम् और कविप्पु वहीं बताए गए नियमों से, और नौ ग्रहों की वास्तविक निरयन स्थितियाँ। जामक्कोल का कोई एक छपा हुआ गणना-मानक नहीं है और जानकारों में मतभेद है (विशेषकर रात्रि के क्रम और उदयम् पर), इसलिए यह कुण्डली किसी जानकार के परखने के लिए है। यह भविष्यवाणी नहीं है और प्रश्न के परिणाम का कोई वचन नहीं देती।',
};

/** Why interpretive tables are not emitted. */
export const jamakkolNotEmitted: Bilingual = {
  en: 'Interpretive tables (the rays or "kathir" of signs and grahas, karakatvas, verdicts) are not standardised and are not emitted.',
  hi: 'फलादेश की सारणियाँ (राशियों और ग्रहों की किरणें या "कतिर", कारकत्व, निर्णय) मानकीकृत नहीं हैं, इसलिए नहीं दी जातीं।',
};

/** Short sign labels of the drawing in Tamil (the rashi names of Tamil almanacs), 0 = Aries. */
export const tamilSignNames: readonly string[] = [
  'மேஷம்', 'ரிஷபம்', 'மிதுனம்', 'கடகம்', 'சிம்மம்', 'கன்னி', 'துலாம்', 'விருச்சிகம்', 'தனுசு', 'மகரம்', 'கும்பம்', 'மீனம்',
];
