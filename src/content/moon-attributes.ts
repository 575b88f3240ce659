/**
 * Bilingual names of the Moon attributes shown in the avakahada chakra and compared by the
 * ashtakoota (varna, vashya, yoni, gana, nadi, tatva), keyed by the ids of
 * `src/jyotish/core/moon-attributes.ts`. English gives the Sanskrit term with a gloss; Hindi
 * the word a Hindi kundli or milan table prints. One catalogue for kundli and matching.
 */
import type { Bilingual } from '../shared/bilingual.ts';
import type { GanaId, NadiId, TatvaId, VarnaId, VashyaId, YoniId } from '../jyotish/core/moon-attributes.ts';

export const varnaNames: Record<VarnaId, Bilingual> = {
  brahmin: { en: 'Brahmin', hi: 'ब्राह्मण' },
  kshatriya: { en: 'Kshatriya', hi: 'क्षत्रिय' },
  vaishya: { en: 'Vaishya', hi: 'वैश्य' },
  shudra: { en: 'Shudra', hi: 'शूद्र' },
};

export const vashyaNames: Record<VashyaId, Bilingual> = {
  chatushpada: { en: 'Chatushpada (quadruped)', hi: 'चतुष्पद' },
  manava: { en: 'Manava (human)', hi: 'मानव (द्विपद)' },
  jalachara: { en: 'Jalachara (water-dwelling)', hi: 'जलचर' },
  vanachara: { en: 'Vanachara (wild)', hi: 'वनचर' },
  keeta: { en: 'Keeta (insect)', hi: 'कीट' },
};

export const yoniNames: Record<YoniId, Bilingual> = {
  horse: { en: 'Ashva (horse)', hi: 'अश्व' },
  elephant: { en: 'Gaja (elephant)', hi: 'गज' },
  sheep: { en: 'Mesha (sheep)', hi: 'मेष (मेढ़ा)' },
  serpent: { en: 'Sarpa (serpent)', hi: 'सर्प' },
  dog: { en: 'Shvana (dog)', hi: 'श्वान' },
  cat: { en: 'Marjara (cat)', hi: 'मार्जार' },
  rat: { en: 'Mushaka (rat)', hi: 'मूषक' },
  cow: { en: 'Go (cow)', hi: 'गौ' },
  buffalo: { en: 'Mahisha (buffalo)', hi: 'महिष' },
  tiger: { en: 'Vyaghra (tiger)', hi: 'व्याघ्र' },
  deer: { en: 'Mriga (deer)', hi: 'मृग' },
  monkey: { en: 'Vanara (monkey)', hi: 'वानर' },
  mongoose: { en: 'Nakula (mongoose)', hi: 'नकुल' },
  lion: { en: 'Simha (lion)', hi: 'सिंह' },
};

export const ganaNames: Record<GanaId, Bilingual> = {
  deva: { en: 'Deva (divine)', hi: 'देव' },
  manushya: { en: 'Manushya (human)', hi: 'मनुष्य' },
  rakshasa: { en: 'Rakshasa (demonic)', hi: 'राक्षस' },
};

export const nadiNames: Record<NadiId, Bilingual> = {
  adi: { en: 'Adi (Vata)', hi: 'आदि (वात)' },
  madhya: { en: 'Madhya (Pitta)', hi: 'मध्य (पित्त)' },
  antya: { en: 'Antya (Kapha)', hi: 'अन्त्य (कफ)' },
};

export const tatvaNames: Record<TatvaId, Bilingual> = {
  agni: { en: 'Agni (fire)', hi: 'अग्नि' },
  prithvi: { en: 'Prithvi (earth)', hi: 'पृथ्वी' },
  vayu: { en: 'Vayu (air)', hi: 'वायु' },
  jala: { en: 'Jala (water)', hi: 'जल' },
};
