/**
 * Bilingual names for match making, keyed by the ids of `src/jyotish/match` and
 * `src/jyotish/core/moon-attributes.ts`. English gives the Sanskrit term (with a gloss where
 * it helps); Hindi the word a Hindi milan table prints.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { AshtakootaBandId } from '../../jyotish/match/ashtakoota/bands.ts';
import type { KootaId } from '../../jyotish/match/ashtakoota/ashtakoota.ts';
import type { TaraId } from '../../jyotish/match/ashtakoota/tara.ts';
import type { DashakootaVerdict } from '../../jyotish/match/porutham/dashakoota.ts';
import type { PoruthamId, RajjuId } from '../../jyotish/match/porutham/rules.ts';
import type { NaturalRelation } from '../../jyotish/chart/relationships.ts';

export const kootaNames: Record<KootaId, Bilingual> = {
  varna: { en: 'Varna', hi: 'वर्ण' },
  vashya: { en: 'Vashya', hi: 'वश्य' },
  tara: { en: 'Tara', hi: 'तारा' },
  yoni: { en: 'Yoni', hi: 'योनि' },
  'graha-maitri': { en: 'Graha Maitri', hi: 'ग्रह मैत्री' },
  gana: { en: 'Gana', hi: 'गण' },
  bhakoot: { en: 'Bhakoot', hi: 'भकूट' },
  nadi: { en: 'Nadi', hi: 'नाड़ी' },
};

export { varnaNames, vashyaNames, yoniNames, ganaNames, nadiNames } from '../moon-attributes.ts';

export const taraNames: Record<TaraId, Bilingual> = {
  janma: { en: 'Janma (birth)', hi: 'जन्म' },
  sampat: { en: 'Sampat (wealth)', hi: 'सम्पत्' },
  vipat: { en: 'Vipat (danger)', hi: 'विपत्' },
  kshema: { en: 'Kshema (well-being)', hi: 'क्षेम' },
  pratyari: { en: 'Pratyari (obstacle)', hi: 'प्रत्यरि' },
  sadhaka: { en: 'Sadhaka (achievement)', hi: 'साधक' },
  vadha: { en: 'Vadha (destruction)', hi: 'वध' },
  mitra: { en: 'Mitra (friend)', hi: 'मित्र' },
  'ati-mitra': { en: 'Ati-mitra (great friend)', hi: 'अतिमित्र' },
};

export const relationNames: Record<NaturalRelation, Bilingual> = {
  friend: { en: 'friend', hi: 'मित्र' },
  neutral: { en: 'neutral', hi: 'सम' },
  enemy: { en: 'enemy', hi: 'शत्रु' },
};

export const poruthamNames: Record<PoruthamId, Bilingual> = {
  dina: { en: 'Dina (Nakshatra)', hi: 'दिन (नक्षत्र)' },
  gana: { en: 'Gana', hi: 'गण' },
  mahendra: { en: 'Mahendra', hi: 'माहेन्द्र' },
  'stree-deergha': { en: 'Stree Deergha', hi: 'स्त्री दीर्घ' },
  yoni: { en: 'Yoni', hi: 'योनि' },
  rasi: { en: 'Rasi', hi: 'राशि' },
  rasyadhipati: { en: 'Rasyadhipati (sign lords)', hi: 'राश्यधिपति (राशि स्वामी)' },
  vasya: { en: 'Vasya', hi: 'वश्य' },
  rajju: { en: 'Rajju', hi: 'रज्जु' },
  vedha: { en: 'Vedha', hi: 'वेध' },
};

export const rajjuNames: Record<RajjuId, Bilingual> = {
  pada: { en: 'Pada rajju (feet)', hi: 'पाद रज्जु' },
  kati: { en: 'Kati rajju (waist)', hi: 'कटि रज्जु' },
  nabhi: { en: 'Nabhi rajju (navel)', hi: 'नाभि रज्जु' },
  kantha: { en: 'Kantha rajju (neck)', hi: 'कण्ठ रज्जु' },
  shiro: { en: 'Shiro rajju (head)', hi: 'शिरो रज्जु' },
};

export const bandNames: Record<AshtakootaBandId, Bilingual> = {
  'not-recommended': { en: 'Not recommended', hi: 'अनुशंसित नहीं' },
  acceptable: { en: 'Acceptable', hi: 'स्वीकार्य' },
  'very-good': { en: 'Very good', hi: 'बहुत अच्छा' },
  excellent: { en: 'Excellent', hi: 'उत्तम' },
};

export const dashakootaVerdictNames: Record<DashakootaVerdict, Bilingual> = {
  good: { en: 'Good', hi: 'अच्छा' },
  average: { en: 'Average', hi: 'मध्यम' },
  poor: { en: 'Poor', hi: 'कमज़ोर' },
  'not-recommended': { en: 'Not recommended', hi: 'अनुशंसित नहीं' },
};

export const partnerNames = {
  bride: { en: 'Bride', hi: 'वधू' },
  groom: { en: 'Groom', hi: 'वर' },
} as const satisfies Record<'bride' | 'groom', Bilingual>;
