/** Texts of the personal planner: the forecast-index formula and the Moon's entry into the 8th. */
import type { Bilingual } from '../../shared/bilingual.ts';
import { rashiDisplayName } from '../names.ts';
import type { Template } from './phrases.ts';
import { pick, type SelectionKey, type TracedSentence } from './select.ts';

/** How the planner's forecast index is made (`PLANNER.INDEX_LINEAR`). */
export const forecastIndexFormula: Bilingual = {
  en: 'Forecast index = round(50 + 50 × S), where S is the day\'s weighted gochara score in [−1, 1] (PRED.WEIGHTS.v1, day weights): 0 is the most challenging, 50 neutral, 100 the most favourable. The band uses S itself: S ≥ 0.35 favourable, S ≤ −0.35 challenging, else mixed.',
  hi: 'पूर्वानुमान सूचकांक = round(50 + 50 × S), जहाँ S दिन का भारित गोचर अंक है (−1 से 1 तक; PRED.WEIGHTS.v1, दैनिक भार): 0 सबसे चुनौतीपूर्ण, 50 तटस्थ और 100 सबसे अनुकूल। श्रेणी सीधे S से तय होती है: S ≥ 0.35 अनुकूल, S ≤ −0.35 चुनौतीपूर्ण, अन्यथा मिश्रित।',
};

/** What the natal charts of the planner are. */
export const natalChartsNote: Bilingual = {
  en: 'These are the birth charts (Rashi D1 and Navamsha D9), not transit charts; the drawing style changes only the pictures, never the forecast.',
  hi: 'ये जन्म कुंडली के चक्र (राशि D1 और नवांश D9) हैं, गोचर चक्र नहीं; चित्र की शैली केवल चित्र बदलती है, पूर्वानुमान नहीं।',
};

interface EntrySlots {
  sign: number;
  time: string;
  end: string;
}

const moonEntersEighth: readonly Template<EntrySlots>[] = [
  (s) => ({
    en: `The Moon enters ${rashiDisplayName(s.sign).en}, the 8th house from your Moon sign, at ${s.time}: Chandrashtama lasts until ${s.end}, a window tradition keeps free of new beginnings.`,
    hi: `चन्द्रमा ${s.time} पर ${rashiDisplayName(s.sign).hi} राशि में, यानी आपकी चन्द्र राशि से आठवें भाव में प्रवेश करता है: चन्द्राष्टम ${s.end} तक रहता है, जिसमें परंपरा नई शुरुआत से बचने को कहती है।`,
  }),
  (s) => ({
    en: `Chandrashtama begins at ${s.time}, when the Moon moves into ${rashiDisplayName(s.sign).en} (the 8th house from your Moon sign), and ends at ${s.end}; tradition advises against starting important work meanwhile.`,
    hi: `${s.time} पर चन्द्रमा के ${rashiDisplayName(s.sign).hi} राशि (आपकी चन्द्र राशि से आठवें भाव) में जाते ही चन्द्राष्टम आरंभ होता है और ${s.end} पर समाप्त होता है; परंपरा इस बीच महत्वपूर्ण कार्य आरंभ न करने की सलाह देती है।`,
  }),
];

/** The Moon entering the 8th sign from the Moon sign (`CHANDRASHTAMA`). */
export function moonEntersEighthText(slots: EntrySlots, key: SelectionKey): TracedSentence {
  const { index, value } = pick(moonEntersEighth, key, 'CHANDRASHTAMA', 'challenging');
  return { ruleId: 'CHANDRASHTAMA', phraseId: `CHANDRASHTAMA.ENTRY.challenging.v${index + 1}`, text: value(slots) };
}

/** A day boundary without a sunrise at the place (polar day or night) falls back to local midnight. */
export const noSunriseWarning = {
  id: 'no-sunrise',
  message: {
    en: 'The Sun does not rise on some date of this span at this place (polar day or night); that day begins at local midnight.',
    hi: 'इस स्थान पर इस अवधि की किसी तिथि को सूर्योदय नहीं होता (ध्रुवीय दिन या रात); वह दिन स्थानीय मध्यरात्रि से आरंभ माना गया है।',
  },
};
