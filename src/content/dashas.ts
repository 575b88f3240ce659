/**
 * Bilingual names for the dasha results: the eight yoginis (dashas.md §2), the Chara dasha
 * profiles, and how a Chara sign's lord was chosen.
 */
import type { Bilingual } from '../shared/bilingual.ts';
import type { YoginiId } from '../jyotish/dasha/yogini.ts';
import type { CharaProfile } from '../jyotish/dasha/chara.ts';
import type { EffectiveLord } from '../jyotish/jaimini-strength.ts';

export const yoginiNames: Record<YoginiId, Bilingual> = {
  mangala: { en: 'Mangala', hi: 'मंगला' },
  pingala: { en: 'Pingala', hi: 'पिंगला' },
  dhanya: { en: 'Dhanya', hi: 'धान्या' },
  bhramari: { en: 'Bhramari', hi: 'भ्रामरी' },
  bhadrika: { en: 'Bhadrika', hi: 'भद्रिका' },
  ulka: { en: 'Ulka', hi: 'उल्का' },
  siddha: { en: 'Siddha', hi: 'सिद्धा' },
  sankata: { en: 'Sankata', hi: 'संकटा' },
};

export const charaProfileNames: Record<CharaProfile, Bilingual> = {
  knr: {
    en: 'K. N. Rao (Predicting through Jaimini\'s Chara Dasha)',
    hi: 'के. एन. राव (जैमिनी चर दशा द्वारा फलादेश)',
  },
  pvr: {
    en: 'P. V. R. Narasimha Rao (Parashara\'s Chara Dasa)',
    hi: 'पी. वी. आर. नरसिंह राव (पाराशर चर दशा)',
  },
  'knr-jhora': {
    en: 'K. N. Rao counting with the conventions of Jagannatha Hora',
    hi: 'जगन्नाथ होरा की परिपाटी के साथ के. एन. राव की गणना',
  },
};

export const charaLordRuleNames: Record<EffectiveLord['rule'], Bilingual> = {
  'sign-lord': { en: 'the sign\'s lord', hi: 'राशि का स्वामी' },
  'co-lord-outside': { en: 'the co-lord outside the sign (the other is in it)', hi: 'राशि से बाहर स्थित सह-स्वामी (दूसरा राशि में है)' },
  'co-lords-both-inside': { en: 'both co-lords in the sign: 12 years', hi: 'दोनों सह-स्वामी राशि में: 12 वर्ष' },
  'more-conjunctions': { en: 'the co-lord joined by more grahas', hi: 'अधिक ग्रहों से युक्त सह-स्वामी' },
  'jupiter-mercury-dispositor': {
    en: 'the co-lord with more of Jupiter, Mercury and its dispositor joining or aspecting it',
    hi: 'वह सह-स्वामी जिससे गुरु, बुध और उसके राशीश में से अधिक युति या दृष्टि सम्बन्ध रखते हैं',
  },
  exaltation: { en: 'the exalted co-lord', hi: 'उच्च का सह-स्वामी' },
  'sign-modality': { en: 'the co-lord in the stronger kind of sign (dual, fixed, movable)', hi: 'बलवान प्रकार की राशि (द्विस्वभाव, स्थिर, चर) में स्थित सह-स्वामी' },
  'longitude-in-sign': { en: 'the co-lord further advanced in its sign', hi: 'अपनी राशि में अधिक आगे बढ़ा हुआ सह-स्वामी' },
  'tie-classical-lord': { en: 'a full tie: the classical lord', hi: 'पूर्ण बराबरी: शास्त्रीय स्वामी' },
};
