/**
 * Disha Shool texts (south-indian-and-vastu.md §3): direction names and the remedies almanacs
 * print, worded as tradition for review, never as a promise.
 */
import type { Bilingual } from '../shared/bilingual.ts';
import type { DirectionId } from '../jyotish/panchang/disha-shool.ts';

export const directionNames: Record<DirectionId, Bilingual> = {
  north: { en: 'North', hi: 'उत्तर' },
  'north-east': { en: 'North-east (Ishanya)', hi: 'ईशान (उत्तर-पूर्व)' },
  east: { en: 'East', hi: 'पूर्व' },
  'south-east': { en: 'South-east (Agneya)', hi: 'आग्नेय (दक्षिण-पूर्व)' },
  south: { en: 'South', hi: 'दक्षिण' },
  'south-west': { en: 'South-west (Nairritya)', hi: 'नैऋत्य (दक्षिण-पश्चिम)' },
  west: { en: 'West', hi: 'पश्चिम' },
  'north-west': { en: 'North-west (Vayavya)', hi: 'वायव्य (उत्तर-पश्चिम)' },
};

/** The remedy almanacs print for each weekday, 0 = Sunday (`DISHASHOOL.REMEDY.<weekday>`). */
export const dishaShoolRemedies: readonly Bilingual[] = [
  {
    en: 'Traditionally a betel leaf (paan) or a little ghee is taken before setting out on a Sunday.',
    hi: 'परम्परा के अनुसार रविवार को यात्रा पर निकलने से पहले पान या थोड़ा घी ग्रहण किया जाता है।',
  },
  {
    en: 'Traditionally one looks into a mirror or takes milk before setting out on a Monday.',
    hi: 'परम्परा के अनुसार सोमवार को यात्रा से पहले दर्पण देखा जाता है या दूध पिया जाता है।',
  },
  {
    en: 'Traditionally a little jaggery (gur) is eaten before setting out on a Tuesday.',
    hi: 'परम्परा के अनुसार मंगलवार को यात्रा से पहले थोड़ा गुड़ खाया जाता है।',
  },
  {
    en: 'Traditionally coriander seeds or sesame are eaten before setting out on a Wednesday.',
    hi: 'परम्परा के अनुसार बुधवार को यात्रा से पहले धनिया या तिल खाए जाते हैं।',
  },
  {
    en: 'Traditionally a little curd is eaten before setting out on a Thursday.',
    hi: 'परम्परा के अनुसार गुरुवार को यात्रा से पहले थोड़ा दही खाया जाता है।',
  },
  {
    en: 'Traditionally barley (jau) or curd is taken before setting out on a Friday.',
    hi: 'परम्परा के अनुसार शुक्रवार को यात्रा से पहले जौ या दही ग्रहण किया जाता है।',
  },
  {
    en: 'Traditionally ginger, urad or sesame is taken before setting out on a Saturday.',
    hi: 'परम्परा के अनुसार शनिवार को यात्रा से पहले अदरक, उड़द या तिल ग्रहण किया जाता है।',
  },
];

/** Said with every remedy: it is a custom to review, not a guarantee. */
export const remedyReviewNote: Bilingual = {
  en: 'This is a traditional custom listed for your own review; customs differ by region, and no outcome is promised.',
  hi: 'यह एक पारम्परिक प्रथा है जो आपके स्वयं के विचार के लिए दी गई है; प्रथाएँ क्षेत्र के अनुसार भिन्न होती हैं और किसी परिणाम का वचन नहीं दिया जाता।',
};

/** "Travel towards X is traditionally avoided on this day." */
export function shoolStatement(directions: readonly Bilingual[], weekday: Bilingual): Bilingual {
  const en = directions.map((d) => d.en).join(' and ');
  const hi = directions.map((d) => d.hi).join(' और ');
  return {
    en: `On ${weekday.en} travel towards the ${en} is traditionally avoided (disha shool).`,
    hi: `${weekday.hi} को ${hi} दिशा की यात्रा परम्परा से टाली जाती है (दिशा शूल)।`,
  };
}

/** The verdict for a direction of travel. */
export function travelVerdict(direction: Bilingual, isShool: boolean): Bilingual {
  return isShool
    ? {
        en: `The ${direction.en} is the day's shool direction: almanacs advise against starting a journey that way today.`,
        hi: `${direction.hi} आज की शूल दिशा है: पंचांग आज इस दिशा में यात्रा आरम्भ न करने की सलाह देते हैं।`,
      }
    : {
        en: `The ${direction.en} is not the day's shool direction.`,
        hi: `${direction.hi} आज की शूल दिशा नहीं है।`,
      };
}
