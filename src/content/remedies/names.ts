/**
 * Names of the remedy correspondences (numerology-and-remedies.md §5–§6 and the declared
 * GEM.WEARING_TRADITION), keyed by the ids of `src/jyotish/remedies/`. Content version
 * `remedies-content.1`. Hindi names are the ones the Indian gem and rudraksha trade and books
 * use; the English keeps the Hindi name in brackets where readers know the stone by it.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { GemId, SubstituteId } from '../../jyotish/remedies/gems.ts';
import type { FingerId, MetalId } from '../../jyotish/remedies/wearing.ts';

export const remediesContentVersion = 'remedies-content.1';

export const gemNames: Record<GemId, Bilingual> = {
  ruby: { en: 'Ruby (Manikya)', hi: 'माणिक्य' },
  pearl: { en: 'Pearl (Moti)', hi: 'मोती' },
  'red-coral': { en: 'Red coral (Moonga)', hi: 'मूंगा' },
  emerald: { en: 'Emerald (Panna)', hi: 'पन्ना' },
  'yellow-sapphire': { en: 'Yellow sapphire (Pukhraj)', hi: 'पुखराज' },
  diamond: { en: 'Diamond (Heera)', hi: 'हीरा' },
  'blue-sapphire': { en: 'Blue sapphire (Neelam)', hi: 'नीलम' },
  hessonite: { en: 'Hessonite garnet (Gomed)', hi: 'गोमेद' },
  'cats-eye': { en: "Cat's eye chrysoberyl (Lehsuniya)", hi: 'लहसुनिया' },
};

export const substituteNames: Record<SubstituteId, Bilingual> = {
  'red-garnet': { en: 'Red garnet', hi: 'लाल तामड़ा (गार्नेट)' },
  sunstone: { en: 'Sunstone', hi: 'सूर्यकांत मणि (सनस्टोन)' },
  moonstone: { en: 'Moonstone', hi: 'चंद्रकांत मणि (मूनस्टोन)' },
  carnelian: { en: 'Carnelian', hi: 'लाल अकीक (कार्नेलियन)' },
  peridot: { en: 'Peridot', hi: 'ज़बरजद (पेरिडॉट)' },
  'green-tourmaline': { en: 'Green tourmaline', hi: 'हरी तुरमली (ग्रीन टूरमलीन)' },
  citrine: { en: 'Citrine', hi: 'सुनैला (सिट्रीन)' },
  'yellow-topaz': { en: 'Yellow topaz', hi: 'पीला टोपाज़' },
  'white-sapphire': { en: 'White sapphire', hi: 'सफ़ेद पुखराज (व्हाइट सफ़ायर)' },
  'white-zircon': { en: 'White zircon', hi: 'सफ़ेद ज़रकन (ज़िरकॉन)' },
  amethyst: { en: 'Amethyst', hi: 'जामुनिया (कटेला)' },
  iolite: { en: 'Iolite', hi: 'नीली (आयोलाइट)' },
  'tigers-eye': { en: "Tiger's eye", hi: 'टाइगर आई (बाघ-नेत्र पत्थर)' },
};

export const metalNames: Record<MetalId, Bilingual> = {
  gold: { en: 'gold', hi: 'सोना' },
  silver: { en: 'silver', hi: 'चाँदी' },
  copper: { en: 'copper', hi: 'ताँबा' },
  panchdhatu: { en: 'panchdhatu (five-metal alloy)', hi: 'पंचधातु' },
  iron: { en: 'iron', hi: 'लोहा' },
};

export const fingerNames: Record<FingerId, Bilingual> = {
  index: { en: 'index finger (tarjani)', hi: 'तर्जनी' },
  middle: { en: 'middle finger (madhyama)', hi: 'मध्यमा (बीच की उँगली)' },
  ring: { en: 'ring finger (anamika)', hi: 'अनामिका' },
  little: { en: 'little finger (kanishthika)', hi: 'कनिष्ठिका (छोटी उँगली)' },
};

/** Number words for the mukhi names, index 0 = one. */
const mukhiWords: readonly { en: string; translit: string; hi: string }[] = [
  { en: 'One', translit: 'Ek', hi: 'एक' },
  { en: 'Two', translit: 'Do', hi: 'दो' },
  { en: 'Three', translit: 'Teen', hi: 'तीन' },
  { en: 'Four', translit: 'Char', hi: 'चार' },
  { en: 'Five', translit: 'Panch', hi: 'पाँच' },
  { en: 'Six', translit: 'Chhah', hi: 'छह' },
  { en: 'Seven', translit: 'Saat', hi: 'सात' },
  { en: 'Eight', translit: 'Aath', hi: 'आठ' },
  { en: 'Nine', translit: 'Nau', hi: 'नौ' },
  { en: 'Ten', translit: 'Das', hi: 'दस' },
  { en: 'Eleven', translit: 'Gyarah', hi: 'ग्यारह' },
  { en: 'Twelve', translit: 'Barah', hi: 'बारह' },
  { en: 'Thirteen', translit: 'Terah', hi: 'तेरह' },
  { en: 'Fourteen', translit: 'Chaudah', hi: 'चौदह' },
];

/** "Five-faced rudraksha (Panch Mukhi)" / "पाँच मुखी रुद्राक्ष". */
export function mukhiName(mukhi: number): Bilingual {
  const w = mukhiWords[mukhi - 1];
  if (!w) throw new RangeError('mukhiName needs 1–14');
  return { en: `${w.en}-faced rudraksha (${w.translit} Mukhi)`, hi: `${w.hi} मुखी रुद्राक्ष` };
}

export const gauriShankarName: Bilingual = {
  en: 'Gauri-Shankar rudraksha (two beads joined by nature)',
  hi: 'गौरी-शंकर रुद्राक्ष (प्राकृतिक रूप से जुड़े दो दाने)',
};
