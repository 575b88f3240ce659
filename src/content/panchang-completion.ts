/** Names for the panchang-completion elements (docs/methods/panchang-completion.md). */
import type { Bilingual } from '../shared/bilingual.ts';
import type { AnandadiYogaId } from '../jyotish/panchang/anandadi.ts';
import type { BhadraVaas } from '../jyotish/panchang/bhadra.ts';
import type { PanchakaType } from '../jyotish/panchang/panchaka.ts';

export const anandadiYogaNames: Record<AnandadiYogaId, Bilingual> = {
  ananda: { en: 'Ananda', hi: 'आनन्द' },
  kaladanda: { en: 'Kaladanda', hi: 'कालदण्ड' },
  dhumra: { en: 'Dhumra', hi: 'धूम्र' },
  prajapati: { en: 'Prajapati (Dhata)', hi: 'प्रजापति (धाता)' },
  saumya: { en: 'Saumya', hi: 'सौम्य' },
  dhwanksha: { en: 'Dhwanksha', hi: 'ध्वांक्ष' },
  dhwaja: { en: 'Dhwaja (Ketu)', hi: 'ध्वज (केतु)' },
  shrivatsa: { en: 'Shrivatsa', hi: 'श्रीवत्स' },
  vajra: { en: 'Vajra', hi: 'वज्र' },
  mudgara: { en: 'Mudgara', hi: 'मुद्गर' },
  chhatra: { en: 'Chhatra', hi: 'छत्र' },
  mitra: { en: 'Mitra', hi: 'मित्र' },
  manasa: { en: 'Manasa', hi: 'मानस' },
  padma: { en: 'Padma', hi: 'पद्म' },
  lumbaka: { en: 'Lumbaka', hi: 'लुम्बक' },
  utpata: { en: 'Utpata', hi: 'उत्पात' },
  mrityu: { en: 'Mrityu', hi: 'मृत्यु' },
  kana: { en: 'Kana', hi: 'काण' },
  siddhi: { en: 'Siddhi', hi: 'सिद्धि' },
  shubha: { en: 'Shubha', hi: 'शुभ' },
  amrita: { en: 'Amrita', hi: 'अमृत' },
  musala: { en: 'Musala', hi: 'मुसल' },
  gada: { en: 'Gada', hi: 'गद' },
  matanga: { en: 'Matanga', hi: 'मातंग' },
  rakshasa: { en: 'Rakshasa', hi: 'राक्षस' },
  chara: { en: 'Chara', hi: 'चर' },
  sthira: { en: 'Sthira', hi: 'स्थिर' },
  vardhamana: { en: 'Vardhamana', hi: 'वर्धमान' },
};

export const bhadraVaasNames: Record<BhadraVaas, Bilingual> = {
  earth: { en: 'Earth (Mrityuloka)', hi: 'पृथ्वी (मृत्युलोक)' },
  heaven: { en: 'Heaven (Svarga)', hi: 'स्वर्ग' },
  underworld: { en: 'Underworld (Patala)', hi: 'पाताल' },
};

export const panchakaTypeNames: Record<PanchakaType, Bilingual> = {
  roga: { en: 'Roga Panchaka', hi: 'रोग पंचक' },
  raja: { en: 'Raja Panchaka', hi: 'राज पंचक' },
  agni: { en: 'Agni Panchaka', hi: 'अग्नि पंचक' },
  chora: { en: 'Chora Panchaka', hi: 'चोर पंचक' },
  mrityu: { en: 'Mrityu Panchaka', hi: 'मृत्यु पंचक' },
};
