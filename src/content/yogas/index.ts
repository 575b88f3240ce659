/**
 * Texts of the yoga catalogue, keyed by yoga id (`yoga.<id>` content keys) and by the rule ids
 * of cancellations and variants; the version of these texts.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import { daridraTexts } from './daridra.ts';
import { lordshipTexts } from './lordship.ts';
import { longevityTexts } from './longevity.ts';
import { moreTexts } from './more.ts';
import { nabhasaTexts } from './nabhasa.ts';
import { namedTexts } from './named.ts';
import { yogaSubRuleTexts, type SubRuleText } from './rules.ts';
import { solarLunarTexts } from './solar-lunar.ts';
import type { YogaText } from './text.ts';

export type { YogaText, SubRuleText };
export { yogaSubRuleTexts };

export const yogaTexts: Record<string, YogaText> = {
  ...solarLunarTexts, ...nabhasaTexts, ...lordshipTexts, ...namedTexts, ...moreTexts, ...daridraTexts, ...longevityTexts,
};

/** Name, present or absent explanation of a yoga from its texts (present: condition and meaning). */
export function yogaExplanation(id: string, formed: boolean, cancelled: boolean | null): Bilingual {
  const t = yogaTexts[id];
  if (formed && cancelled) {
    return {
      en: `${t.name.en}: the condition holds — ${t.condition.en} — but a cancellation listed below also holds, so it is not counted as present. ${t.meaning.en}`,
      hi: `${t.name.hi}: शर्त पूरी होती है — ${t.condition.hi} — किंतु नीचे दिया गया कोई भंग भी लागू है, इसलिए इसे उपस्थित नहीं गिना गया। ${t.meaning.hi}`,
    };
  }
  return formed
    ? { en: `${t.name.en}: the condition holds — ${t.condition.en}. ${t.meaning.en}`, hi: `${t.name.hi}: शर्त पूरी होती है — ${t.condition.hi}। ${t.meaning.hi}` }
    : { en: `${t.name.en}: the condition does not hold in this chart (${t.condition.en}).`, hi: `${t.name.hi}: इस कुंडली में शर्त पूरी नहीं होती (${t.condition.hi})।` };
}
