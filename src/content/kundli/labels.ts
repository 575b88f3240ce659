/** Short bilingual labels of the kundli result (chart titles). */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { HouseSystem } from '../../jyotish/chart/bhava.ts';

/** House-system names appended to the Bhava chart title: "Bhava chart (Sripati)". */
export const houseSystemNames: Record<HouseSystem, Bilingual> = {
  sripati: { en: 'Sripati', hi: 'श्रीपति' },
  placidus: { en: 'Placidus', hi: 'प्लैसिडस' },
  equal: { en: 'equal houses', hi: 'सम भाव' },
  'whole-sign': { en: 'whole signs', hi: 'सम्पूर्ण राशि' },
  porphyry: { en: 'Porphyry', hi: 'पोर्फिरी' },
  koch: { en: 'Koch', hi: 'कॉख़' },
};
