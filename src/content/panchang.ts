import type { Bilingual } from '../shared/bilingual.ts';
import type { ChoghadiyaId } from '../jyotish/panchang/segments.ts';

export const choghadiyaNames: Record<ChoghadiyaId, Bilingual> = {
  udveg: { en: 'Udveg', hi: 'उद्वेग' },
  char: { en: 'Char', hi: 'चर' },
  labh: { en: 'Labh', hi: 'लाभ' },
  amrit: { en: 'Amrit', hi: 'अमृत' },
  kaal: { en: 'Kaal', hi: 'काल' },
  shubh: { en: 'Shubh', hi: 'शुभ' },
  rog: { en: 'Rog', hi: 'रोग' },
};
