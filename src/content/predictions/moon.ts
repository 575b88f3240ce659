/** Texts of the day's Moon modules: chandra bala (`CB.H<h>`) and tara bala (`TARA.<r>`). */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { ChandraBala, TaraBala } from '../../jyotish/core/bala.ts';
import { houseOrdinal } from '../insights/words.ts';
import { nakshatraNames } from '../names.ts';
import { nakshatraIds } from '../../jyotish/core/zodiac.ts';
import { countOrdinal, taraNames, taraQualityNames } from './labels.ts';
import type { Template } from './phrases.ts';
import { pick, type SelectionKey, type TracedSentence } from './select.ts';

interface CbSlots {
  nth: Bilingual;
}

const chandraBalaFavourable: readonly Template<CbSlots>[] = [
  (s) => ({
    en: `The Moon transits the ${s.nth.en} house from your Moon sign, which gives chandra bala: tradition counts the lunar strength of this time as supportive.`,
    hi: `चन्द्रमा आपकी चन्द्र राशि से ${s.nth.hi} भाव में गोचर कर रहा है, जिससे चन्द्र बल प्राप्त होता है: परंपरा इस समय के चन्द्र बल को सहायक मानती है।`,
  }),
  (s) => ({
    en: `With the Moon in the ${s.nth.en} house from your Moon sign, chandra bala is present, which tradition favours for beginning new work.`,
    hi: `चन्द्रमा के आपकी चन्द्र राशि से ${s.nth.hi} भाव में होने से चन्द्र बल उपस्थित है, जिसे परंपरा नए कार्य आरंभ करने के लिए अनुकूल मानती है।`,
  }),
];

const chandraBalaUnfavourable: readonly Template<CbSlots>[] = [
  (s) => ({
    en: `The Moon transits the ${s.nth.en} house from your Moon sign, which gives no chandra bala: tradition advises caution with new undertakings.`,
    hi: `चन्द्रमा आपकी चन्द्र राशि से ${s.nth.hi} भाव में गोचर कर रहा है, जिससे चन्द्र बल नहीं मिलता: परंपरा नए कार्य आरंभ करने में सावधानी की सलाह देती है।`,
  }),
  (s) => ({
    en: `With the Moon in the ${s.nth.en} house from your Moon sign, chandra bala is absent; tradition suggests keeping important beginnings for a better time.`,
    hi: `चन्द्रमा के आपकी चन्द्र राशि से ${s.nth.hi} भाव में होने से चन्द्र बल नहीं है; परंपरा महत्वपूर्ण शुरुआत को किसी बेहतर समय के लिए रखने का सुझाव देती है।`,
  }),
];

/** One sentence on a chandra bala segment. */
export function chandraBalaText(cb: ChandraBala, key: SelectionKey): TracedSentence {
  const band = cb.favourable ? 'favourable' : 'challenging';
  const variants = cb.favourable ? chandraBalaFavourable : chandraBalaUnfavourable;
  const { index, value } = pick(variants, key, cb.ruleId, band);
  return { ruleId: cb.ruleId, phraseId: `CB.${band}.v${index + 1}`, text: value({ nth: houseOrdinal(cb.house) }) };
}

interface TaraSlots {
  nakshatra: Bilingual;
  janma: Bilingual;
  count: Bilingual;
  tara: Bilingual;
  quality: Bilingual;
}

const taraPhrases: readonly Template<TaraSlots>[] = [
  (s) => ({
    en: `The Moon's nakshatra ${s.nakshatra.en} is the ${s.count.en} from your birth nakshatra ${s.janma.en}: ${s.tara.en} tara, which tradition counts as ${s.quality.en}.`,
    hi: `आपके जन्म नक्षत्र ${s.janma.hi} से गिनने पर चन्द्रमा का नक्षत्र ${s.nakshatra.hi} ${s.count.hi} है: यह ${s.tara.hi} तारा है, जिसे परंपरा ${s.quality.hi} मानती है।`,
  }),
  (s) => ({
    en: `Counted from your birth nakshatra ${s.janma.en}, the Moon's nakshatra ${s.nakshatra.en} falls ${s.count.en}, giving ${s.tara.en} tara, ${s.quality.en} in tradition.`,
    hi: `जन्म नक्षत्र ${s.janma.hi} से गिनती करने पर चन्द्रमा का नक्षत्र ${s.nakshatra.hi} ${s.count.hi} पड़ता है, अर्थात् ${s.tara.hi} तारा, जिसका फल परंपरा में ${s.quality.hi} माना गया है।`,
  }),
];

/** One sentence on a tara bala segment. */
export function taraBalaText(tb: TaraBala, janmaNakshatra: number, dayNakshatra: number, key: SelectionKey): TracedSentence {
  const band = tb.quality === 'good' ? 'favourable' : tb.quality === 'bad' ? 'challenging' : 'mixed';
  const { index, value } = pick(taraPhrases, key, tb.ruleId, band);
  return {
    ruleId: tb.ruleId,
    phraseId: `TARA.${band}.v${index + 1}`,
    text: value({
      nakshatra: nakshatraNames[nakshatraIds[dayNakshatra]],
      janma: nakshatraNames[nakshatraIds[janmaNakshatra]],
      count: countOrdinal(tb.count),
      tara: taraNames[tb.id],
      quality: taraQualityNames[tb.quality],
    }),
  };
}
