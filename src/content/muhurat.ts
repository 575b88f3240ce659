/**
 * Texts of the muhurat finder (docs/methods/muhurat.md): activity names, one description per
 * rule id, the review statement, and the pieces of each window's explanation.
 */
import type { Bilingual } from '../shared/bilingual.ts';
import type { ActivityId } from '../jyotish/muhurat/activities.ts';

export const activityNames: Record<ActivityId, Bilingual> = {
  marriage: { en: 'Marriage (vivaha)', hi: 'विवाह' },
  'griha-pravesh': { en: 'Griha pravesh (entering a new home)', hi: 'गृह प्रवेश' },
  'vehicle-purchase': { en: 'Vehicle purchase', hi: 'वाहन क्रय' },
  'business-opening': { en: 'Shop or business opening', hi: 'दुकान या व्यापार का आरम्भ' },
  'property-purchase': { en: 'Land or property purchase', hi: 'भूमि या सम्पत्ति क्रय' },
  travel: { en: 'Journey (yatra)', hi: 'यात्रा' },
  namkaran: { en: 'Naming ceremony (namkaran)', hi: 'नामकरण संस्कार' },
};

/** Said plainly with every result. */
export const reviewStatement: Bilingual = {
  en: 'These windows are suggestions computed from declared traditional rules. They are meant for review by a priest or astrologer, who may weigh family, regional and personal factors the rules do not cover; no outcome is promised.',
  hi: 'ये समय घोषित पारम्परिक नियमों से निकाले गए सुझाव हैं। इन्हें किसी पुरोहित या ज्योतिषी द्वारा जाँचा जाना चाहिए, जो पारिवारिक, क्षेत्रीय और व्यक्तिगत बातों पर भी विचार कर सकते हैं जिन्हें ये नियम नहीं देखते; किसी परिणाम का वचन नहीं दिया जाता।',
};

export const lagnaNatureNames: readonly Bilingual[] = [
  { en: 'movable (chara)', hi: 'चर' },
  { en: 'fixed (sthira)', hi: 'स्थिर' },
  { en: 'dual (dvisvabhava)', hi: 'द्विस्वभाव' },
];

/** Descriptions of the rule ids shared by every activity. */
const fixedRuleTexts: Record<string, Bilingual> = {
  'EX.RAHU': { en: 'Outside Rahu Kaal', hi: 'राहु काल से बाहर' },
  'EX.YAMA': { en: 'Outside Yamaganda', hi: 'यमगण्ड से बाहर' },
  'EX.GULIKA': { en: 'Outside Gulika Kaal', hi: 'गुलिक काल से बाहर' },
  'EX.DURMUHURTA': { en: 'Outside the Dur Muhurtam of the weekday', hi: 'वार के दुर्मुहूर्त से बाहर' },
  'EX.VARJYAM': { en: 'Outside Varjyam (tyajya) of the nakshatra', hi: 'नक्षत्र के वर्ज्यम् (त्याज्य) काल से बाहर' },
  'EX.BHADRA': { en: 'Not in Bhadra (Vishti karana) while its vaas is on earth', hi: 'पृथ्वी पर वास वाली भद्रा (विष्टि करण) में नहीं' },
  'EX.YOGA_BAD': { en: 'Not in Vyatipata or Vaidhriti yoga', hi: 'व्यतीपात या वैधृति योग में नहीं' },
  'EX.YOGA_BAD.SOFT': { en: 'Yoga is Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra or Parigha (−10)', hi: 'योग विष्कम्भ, अतिगण्ड, शूल, गण्ड, व्याघात, वज्र या परिघ है (−10)' },
  'EX.RIKTA_AMA': { en: 'Not a Rikta tithi (4, 9, 14) or Amavasya', hi: 'रिक्ता तिथि (4, 9, 14) या अमावस्या नहीं' },
  'EX.PANCHAKA': { en: 'Not in Panchaka (Moon in Kumbha or Meena)', hi: 'पंचक में नहीं (चन्द्रमा कुम्भ या मीन में नहीं)' },
  'EX.ECLIPSE': { en: 'Not on an eclipse day', hi: 'ग्रहण के दिन नहीं' },
  'EX.KHARMAS': { en: 'Not in Kharmas (Sun in Dhanu or Meena)', hi: 'खरमास में नहीं (सूर्य धनु या मीन में नहीं)' },
  'EX.ASTA': { en: 'Neither Jupiter nor Venus combust', hi: 'गुरु और शुक्र अस्त नहीं' },
  'EX.CHATURMAS': { en: 'Outside Chaturmas (Devshayani to Prabodhini Ekadashi)', hi: 'चातुर्मास (देवशयनी से प्रबोधिनी एकादशी) से बाहर' },
  'EX.ADHIK': { en: 'Not in an adhika (extra) lunar month', hi: 'अधिक मास में नहीं' },
  'EX.PITRU_PAKSHA': { en: 'Outside Pitru Paksha', hi: 'पितृ पक्ष से बाहर' },
  'EX.HOLASHTAK': { en: 'Outside Holashtak (the eight days before Holika dahan)', hi: 'होलाष्टक (होलिका दहन से पहले के आठ दिन) से बाहर' },
  'SOFT.LAGNA_CLEAN': { en: 'Lagna fully clean: every chart check of the activity passes (+20)', hi: 'लग्न पूर्णतः शुद्ध: कार्य की हर कुण्डली-जाँच सफल (+20)' },
  'SOFT.BENEFIC_KENDRA_TRIKONA': { en: 'Jupiter, Venus or Mercury in a kendra or trikona from the lagna (+15)', hi: 'लग्न से केन्द्र या त्रिकोण में गुरु, शुक्र या बुध (+15)' },
  'SOFT.TARA_BALA': { en: 'Good tara bala for every participant (+15)', hi: 'हर सहभागी के लिए शुभ तारा बल (+15)' },
  'SOFT.CHANDRA_BALA': { en: 'Chandra bala for every participant (+15)', hi: 'हर सहभागी के लिए चन्द्र बल (+15)' },
  'SOFT.ABHIJIT': { en: 'Overlaps Abhijit muhurta, not on a Wednesday (+10)', hi: 'अभिजित् मुहूर्त से मेल, बुधवार को नहीं (+10)' },
  'SOFT.CHOGHADIYA': { en: 'Overlaps an Amrit, Shubh or Labh choghadiya (+10)', hi: 'अमृत, शुभ या लाभ चौघड़िया से मेल (+10)' },
  'SOFT.SHUKLA_2_13': { en: 'Shukla paksha, tithi 2 to 13 (+15)', hi: 'शुक्ल पक्ष, तिथि 2 से 13 (+15)' },
  'SOFT.FIXED_LAGNA': { en: 'Fixed (sthira) lagna, preferred for this activity (+15)', hi: 'स्थिर लग्न, इस कार्य के लिए श्रेष्ठ (+15)' },
  'SOFT.PREFERRED_MONTH': { en: 'A preferred lunar month: Magha, Phalguna, Vaishakha or Jyeshtha (+10)', hi: 'श्रेष्ठ चान्द्र मास: माघ, फाल्गुन, वैशाख या ज्येष्ठ (+10)' },
  'CHART.H7_EMPTY': { en: 'No graha in the 7th house from the lagna', hi: 'लग्न से सप्तम भाव में कोई ग्रह नहीं' },
  'CHART.H8_EMPTY': { en: 'No graha in the 8th house from the lagna', hi: 'लग्न से अष्टम भाव में कोई ग्रह नहीं' },
  'CHART.NO_MALEFIC_H1': { en: 'No malefic (Sun, Mars, Saturn, Rahu, Ketu) in the lagna', hi: 'लग्न में कोई पाप ग्रह (सूर्य, मंगल, शनि, राहु, केतु) नहीं' },
  'CHART.MOON_NOT_6_8_12': { en: 'Moon not in the 6th, 8th or 12th house', hi: 'चन्द्रमा छठे, आठवें या बारहवें भाव में नहीं' },
  'CHART.VENUS_NOT_6': { en: 'Venus not in the 6th house', hi: 'शुक्र छठे भाव में नहीं' },
  'CHART.MARS_NOT_8': { en: 'Mars not in the 8th house', hi: 'मंगल आठवें भाव में नहीं' },
  'CHART.NO_MALEFIC_H4': { en: 'No malefic in the 4th house', hi: 'चतुर्थ भाव में कोई पाप ग्रह नहीं' },
  'CHART.NO_MALEFIC_H10_H11': { en: 'No malefic in the 10th or 11th house', hi: 'दशम या एकादश भाव में कोई पाप ग्रह नहीं' },
  'OPTION.DAYTIME_ONLY': { en: 'Daytime only was requested: the night is left out', hi: 'केवल दिन का समय माँगा गया: रात छोड़ दी गई' },
  'OPTION.MINIMUM_WINDOW': { en: 'Shorter than the minimum window length requested', hi: 'माँगी गई न्यूनतम अवधि से छोटा' },
  'SUN.NO_SUNRISE': { en: 'The Sun does not rise and set normally on this date at this place', hi: 'इस तिथि को इस स्थान पर सूर्य सामान्य रूप से उदय-अस्त नहीं होता' },
};

/** Descriptions of the activity's own rules (`MUHURAT.<CODE>.<RULE>`), by rule suffix. */
const activityRuleTexts: Record<string, (activity: Bilingual) => Bilingual> = {
  VAARA: (a) => ({ en: `A weekday the ${a.en} rules allow`, hi: `${a.hi} के नियमों में स्वीकृत वार` }),
  NAKSHATRA: (a) => ({ en: `A nakshatra the ${a.en} rules allow`, hi: `${a.hi} के नियमों में स्वीकृत नक्षत्र` }),
  TITHI: (a) => ({ en: `A tithi the ${a.en} rules allow`, hi: `${a.hi} के नियमों में स्वीकृत तिथि` }),
  NAKSHATRA_TITHI: (a) => ({
    en: `An allowed nakshatra and an allowed tithi for ${a.en} at the same time somewhere in the day`,
    hi: `दिन में कहीं ${a.hi} के लिए स्वीकृत नक्षत्र और स्वीकृत तिथि एक साथ`,
  }),
  LAGNA_NATURE: (a) => ({ en: `A lagna of the nature the ${a.en} rules allow`, hi: `${a.hi} के नियमों में स्वीकृत स्वभाव का लग्न` }),
  SUN_SIGN: (a) => ({ en: `The Sun in a sign the ${a.en} rules allow (Mesha, Vrishabha, Mithuna, Vrishchika, Makara, Kumbha)`, hi: `सूर्य ${a.hi} के नियमों में स्वीकृत राशि (मेष, वृषभ, मिथुन, वृश्चिक, मकर, कुम्भ) में` }),
  DISHA_SHOOL: () => ({ en: 'The direction of travel is not the disha shool of the weekday', hi: 'यात्रा की दिशा वार का दिशा शूल नहीं है' }),
};

/** The description of any rule id the finder reports. */
export function muhuratRuleText(ruleId: string, activity: ActivityId): Bilingual {
  const fixed = fixedRuleTexts[ruleId];
  if (fixed) return fixed;
  const suffix = ruleId.split('.').pop() ?? '';
  const own = activityRuleTexts[suffix];
  if (own) return own(activityNames[activity]);
  return { en: ruleId, hi: ruleId };
}

/** Short names of the soft rules for explanations. */
export const softRuleShort: Record<string, Bilingual> = {
  'SOFT.LAGNA_CLEAN': { en: 'clean lagna', hi: 'शुद्ध लग्न' },
  'SOFT.BENEFIC_KENDRA_TRIKONA': { en: 'benefic in kendra or trikona', hi: 'केन्द्र या त्रिकोण में शुभ ग्रह' },
  'SOFT.TARA_BALA': { en: 'tara bala', hi: 'तारा बल' },
  'SOFT.CHANDRA_BALA': { en: 'chandra bala', hi: 'चन्द्र बल' },
  'SOFT.ABHIJIT': { en: 'Abhijit muhurta', hi: 'अभिजित् मुहूर्त' },
  'SOFT.CHOGHADIYA': { en: 'good choghadiya', hi: 'शुभ चौघड़िया' },
  'SOFT.SHUKLA_2_13': { en: 'Shukla tithi 2–13', hi: 'शुक्ल पक्ष की 2–13 तिथि' },
  'SOFT.FIXED_LAGNA': { en: 'fixed lagna', hi: 'स्थिर लग्न' },
  'SOFT.PREFERRED_MONTH': { en: 'preferred month', hi: 'श्रेष्ठ मास' },
  'EX.YOGA_BAD.SOFT': { en: 'a weak yoga (−10)', hi: 'दुर्बल योग (−10)' },
};

/** One window's explanation from its parts (names already bilingual). */
export function windowExplanation(p: {
  vaara: Bilingual;
  paksha: Bilingual;
  tithi: Bilingual;
  nakshatra: Bilingual;
  lagna: Bilingual;
  activity: Bilingual;
  ruleSetId: string;
  exclusionCount: number;
  score: number;
  earned: Bilingual[];
  missed: Bilingual[];
}): Bilingual {
  const list = (xs: Bilingual[], sep: { en: string; hi: string }) => ({ en: xs.map((x) => x.en).join(sep.en), hi: xs.map((x) => x.hi).join(sep.hi) });
  const earned = list(p.earned, { en: ', ', hi: ', ' });
  const missed = list(p.missed, { en: ', ', hi: ', ' });
  return {
    en:
      `${p.vaara.en}, ${p.paksha.en} ${p.tithi.en}, ${p.nakshatra.en} nakshatra and ${p.lagna.en} lagna fall within the ${p.activity.en} rules (${p.ruleSetId}) ` +
      `and clear the ${p.exclusionCount} exclusions applied. Score ${p.score}` +
      (p.earned.length ? ` from ${earned.en}` : '') +
      (p.missed.length ? `; not earned: ${missed.en}` : '') + '.',
    hi:
      `${p.vaara.hi}, ${p.paksha.hi} ${p.tithi.hi}, ${p.nakshatra.hi} नक्षत्र और ${p.lagna.hi} लग्न ${p.activity.hi} के नियमों (${p.ruleSetId}) के भीतर हैं ` +
      `और लागू ${p.exclusionCount} वर्जनाओं से मुक्त हैं। अंक ${p.score}` +
      (p.earned.length ? ` — ${earned.hi} से` : '') +
      (p.missed.length ? `; नहीं मिले: ${missed.hi}` : '') + '।',
  };
}
