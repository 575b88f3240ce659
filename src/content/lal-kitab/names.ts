/**
 * Names used by the Lal Kitab result (content `lal-kitab-content.1`). Hindi follows the
 * idiom of Lal Kitab's Hindi editions: a house is a "खाना" (खाना नंबर 5), the permanent house
 * is the "पक्का घर", a debt is an "ऋण", a remedy an "उपाय".
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { LkDignityStatus, LkDignityVariant } from '../../jyotish/lal-kitab/dignity.ts';
import type { LkAspectKind, LkDrishtiVariant } from '../../jyotish/lal-kitab/drishti.ts';
import type { LkRinId } from '../../jyotish/lal-kitab/rin.ts';
import type { LkUpayaCategoryId } from '../../jyotish/lal-kitab/upaya.ts';

export const lkChartName: Bilingual = { en: 'Lal Kitab chart', hi: 'लाल किताब कुंडली' };

/** "पहला", "दूसरा" … for the few Hindi ordinals that do not take -वाँ. */
const hindiIrregularOrdinals: Record<number, string> = { 1: 'पहला', 2: 'दूसरा', 3: 'तीसरा', 4: 'चौथा', 6: 'छठा' };

/** "1st", "22nd", "113th". */
function englishOrdinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** The year of life as an ordinal: "35th year" / "35वाँ वर्ष". */
export function yearOfLifeName(yearOfLife: number): Bilingual {
  return {
    en: `${englishOrdinal(yearOfLife)} year of life`,
    hi: `आयु का ${hindiIrregularOrdinals[yearOfLife] ?? `${yearOfLife}वाँ`} वर्ष`,
  };
}

/** Title of the annual chart drawing. */
export function varshphalChartTitle(yearOfLife: number): Bilingual {
  const y = yearOfLifeName(yearOfLife);
  return { en: `Lal Kitab varshphal, ${y.en}`, hi: `लाल किताब वर्षफल, ${y.hi}` };
}

export const lkDignityStatusNames: Record<LkDignityStatus, Bilingual> = {
  exalted: { en: 'Exalted', hi: 'उच्च' },
  debilitated: { en: 'Debilitated (neech)', hi: 'नीच' },
  own: { en: 'Own house (pakka ghar or an own house of the table)', hi: 'अपना घर (पक्का घर या तालिका का स्वगृह)' },
  none: { en: 'No special dignity in this house', hi: 'इस खाने में कोई विशेष स्थिति नहीं' },
};

export const lkDignityVariantNames: Record<LkDignityVariant, Bilingual> = {
  'first-value': {
    en: 'First value of every cell of the dignity table (LK.DIGNITY)',
    hi: 'स्थिति-तालिका के हर खाने का पहला मान (LK.DIGNITY)',
  },
  'all-values': {
    en: 'Every value listed by any edition (LK.DIGNITY_ALL)',
    hi: 'किसी भी संस्करण में दिया गया हर मान (LK.DIGNITY_ALL)',
  },
};

export const lkDrishtiVariantNames: Record<LkDrishtiVariant, Bilingual> = {
  houses: { en: 'House aspects of the Lal Kitab table only (LK.DRISHTI)', hi: 'केवल लाल किताब की तालिका वाली खानों की दृष्टि (LK.DRISHTI)' },
  'plus-seventh': {
    en: 'The table plus a 7th-house aspect from every house (LK.DRISHTI_PLUS7)',
    hi: 'तालिका के साथ हर खाने से सातवें खाने पर दृष्टि भी (LK.DRISHTI_PLUS7)',
  },
};

export const lkAspectKindNames: Record<LkAspectKind, Bilingual> = {
  drishti: { en: 'Aspect (drishti)', hi: 'दृष्टि' },
  takkar: { en: 'Takkar: the inverted aspect of the 8th house on the 2nd', hi: 'टक्कर: खाना नंबर 8 की खाना नंबर 2 पर उलटी दृष्टि' },
  seventh: { en: 'Aspect on the 7th house from it (variant LK.DRISHTI_PLUS7)', hi: 'अपने से सातवें खाने पर दृष्टि (विकल्प LK.DRISHTI_PLUS7)' },
};

export const lkRinNames: Record<LkRinId, Bilingual> = {
  pitri: { en: 'Pitri rin (debt to the ancestors)', hi: 'पितृ ऋण (पूर्वजों का ऋण)' },
  swa: { en: 'Swa rin (debt of one’s own)', hi: 'स्व ऋण (अपना ऋण)' },
  matri: { en: 'Matri rin (debt to the mother)', hi: 'मातृ ऋण (माता का ऋण)' },
  stri: { en: 'Stri rin (debt to the wife and to women)', hi: 'स्त्री ऋण (पत्नी और स्त्रियों का ऋण)' },
  sambandhi: { en: 'Sambandhi rin (debt to relatives)', hi: 'संबंधी ऋण (रिश्तेदारों का ऋण)' },
  'behen-beti': { en: 'Behen/beti rin (debt to a sister or daughter)', hi: 'बहन/बेटी ऋण' },
  zulm: { en: 'Zulm rin (debt of cruelty)', hi: 'ज़ुल्म ऋण (निर्दयता का ऋण)' },
  ajanma: { en: 'Ajanma rin (debt to the unborn)', hi: 'अजन्मा ऋण (अजन्मे का ऋण)' },
  daivik: { en: 'Daivik (kudrati) rin (divine debt)', hi: 'दैविक (कुदरती) ऋण' },
};

export const lkUpayaCategoryNames: Record<LkUpayaCategoryId, Bilingual> = {
  daan: { en: 'Daan (donation)', hi: 'दान' },
  'jal-pravah': { en: 'Jal pravah (letting articles flow in running water)', hi: 'जल-प्रवाह (वस्तुएँ बहते पानी में प्रवाहित करना)' },
  feeding: { en: 'Feeding animals and birds', hi: 'जीवों और पक्षियों को भोजन' },
  'keeping-article': { en: 'Keeping an article', hi: 'कोई वस्तु अपने पास रखना' },
  conduct: { en: 'Conduct', hi: 'आचरण' },
  'worship-service': { en: 'Worship and service', hi: 'पूजा और सेवा' },
  collective: { en: 'Collective remedy (for a debt)', hi: 'सामूहिक उपाय (ऋण के लिए)' },
};
