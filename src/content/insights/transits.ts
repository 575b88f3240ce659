/** Texts of the transit block: Sade Sati phases, Saturn's dhaiya and their explanations. */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { SadeSatiPhase, SaturnPeriodKind } from '../../jyotish/transits/sade-sati.ts';
import { rashiDisplayName } from '../names.ts';
import { houseOrdinal } from './words.ts';

export const sadeSatiPhaseNames: Record<SadeSatiPhase, Bilingual> = {
  rising: { en: 'Rising phase: Saturn in the 12th from the Moon sign', hi: 'आरंभिक चरण: जन्म राशि से बारहवें भाव में शनि' },
  peak: { en: 'Peak phase: Saturn over the Moon sign', hi: 'मध्य चरण: जन्म राशि पर शनि' },
  setting: { en: 'Setting phase: Saturn in the 2nd from the Moon sign', hi: 'अंतिम चरण: जन्म राशि से दूसरे भाव में शनि' },
};

export const dhaiyaNames: Record<'kantaka' | 'ashtama', Bilingual> = {
  kantaka: { en: 'Kantaka (Ardhashtama) Shani: Saturn in the 4th from the Moon sign', hi: 'कंटक (अर्धाष्टम) शनि: जन्म राशि से चौथे भाव में शनि' },
  ashtama: { en: 'Ashtama Shani: Saturn in the 8th from the Moon sign', hi: 'अष्टम शनि: जन्म राशि से आठवें भाव में शनि' },
};

/** Names of the three kinds of Saturn period, as each period in the lists is labelled. */
export const saturnPeriodNames: Record<SaturnPeriodKind, Bilingual> = {
  'sade-sati': { en: 'Sade Sati', hi: 'साढ़ेसाती' },
  ...dhaiyaNames,
};

const tone: Bilingual = {
  en: 'Tradition reads Saturn’s transits over the Moon as a period of responsibility and consolidation; how it is felt depends on the whole chart and the running dasha.',
  hi: 'परंपरा चन्द्र पर शनि के गोचर को उत्तरदायित्व और स्थिरता का समय मानती है; इसका अनुभव पूरी कुंडली और चल रही दशा पर निर्भर करता है।',
};

export function sadeSatiExplanation(input: {
  active: boolean;
  saturnHouse: number;
  moonSign: number;
  phase: SadeSatiPhase | null;
  start: string | null;
  end: string | null;
  nextStart: string | null;
}): Bilingual {
  const m = rashiDisplayName(input.moonSign);
  const h = houseOrdinal(input.saturnHouse);
  if (input.active) {
    const phase = input.phase
      ? { en: ` (${sadeSatiPhaseNames[input.phase].en})`, hi: ` (${sadeSatiPhaseNames[input.phase].hi})` }
      : { en: ' (Saturn has stepped back out of the three signs for a retrograde loop and returns to them within the cycle)', hi: ' (वक्री गति से शनि कुछ समय के लिए तीनों राशियों से बाहर है और इसी चक्र में लौटेगा)' };
    const span = input.start && input.end
      ? { en: ` This cycle runs from ${input.start} to ${input.end} (UTC dates).`, hi: ` यह चक्र ${input.start} से ${input.end} तक (UTC तिथियाँ) चलता है।` }
      : { en: '', hi: '' };
    return {
      en: `Sade Sati is in progress: Saturn is in the ${h.en} house from the Moon sign ${m.en}${phase.en}.${span.en} ${tone.en}`,
      hi: `साढ़ेसाती चल रही है: शनि जन्म राशि ${m.hi} से ${h.hi} भाव में है${phase.hi}।${span.hi} ${tone.hi}`,
    };
  }
  const next = input.nextStart
    ? { en: ` The next cycle begins on ${input.nextStart} (UTC date).`, hi: ` अगला चक्र ${input.nextStart} (UTC तिथि) को आरंभ होता है।` }
    : { en: '', hi: '' };
  return {
    en: `Sade Sati is not in progress: Saturn is in the ${h.en} house from the Moon sign ${m.en}.${next.en}`,
    hi: `साढ़ेसाती नहीं चल रही है: शनि जन्म राशि ${m.hi} से ${h.hi} भाव में है।${next.hi}`,
  };
}

export function dhaiyaExplanation(kind: 'kantaka' | 'ashtama' | null, start: string | null, end: string | null): Bilingual {
  if (!kind) {
    return {
      en: 'No dhaiya is in progress: Saturn is in neither the 4th nor the 8th house from the Moon sign.',
      hi: 'कोई ढैय्या नहीं चल रही है: शनि जन्म राशि से न चौथे भाव में है न आठवें में।',
    };
  }
  const span = start && end ? { en: ` It runs from ${start} to ${end} (UTC dates).`, hi: ` यह ${start} से ${end} तक (UTC तिथियाँ) चलती है।` } : { en: '', hi: '' };
  return {
    en: `A Saturn dhaiya is in progress — ${dhaiyaNames[kind].en}.${span.en} ${tone.en}`,
    hi: `शनि की ढैय्या चल रही है — ${dhaiyaNames[kind].hi}।${span.hi} ${tone.hi}`,
  };
}

export const retrogradeReentryNote: Bilingual = {
  en: 'A period runs from Saturn’s first entry into its first sign to its last exit from its last sign. A retrograde loop that takes Saturn back out and in again splits it into several intervals; every stay is listed in order under phases, so a phase can appear more than once.',
  hi: 'कोई अवधि शनि के पहली राशि में पहले प्रवेश से अंतिम राशि से अंतिम निकास तक चलती है। वक्री गति से शनि बाहर जाकर फिर लौटे तो अवधि कई अंतरालों में बँट जाती है; हर ठहराव क्रम से चरणों में दिया गया है, इसलिए कोई चरण एक से अधिक बार आ सकता है।',
};
