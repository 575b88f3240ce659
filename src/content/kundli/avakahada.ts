/**
 * Bilingual names of the avakahada-chakra attributes of the Moon (varna, vashya, yoni, gana,
 * nadi, tatva, paya) and the 108 name syllables, keyed by the ids of
 * `src/jyotish/core/moon-attributes.ts` and `src/jyotish/core/avakahada.ts`.
 * English gives the Sanskrit term with a gloss; Hindi the word a Hindi kundli prints.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { PayaId } from '../../jyotish/core/avakahada.ts';
import { nakshatraIds } from '../../jyotish/core/zodiac.ts';

export { varnaNames, vashyaNames, yoniNames, ganaNames, nadiNames, tatvaNames } from '../moon-attributes.ts';

export const payaNames: Record<PayaId, Bilingual> = {
  gold: { en: 'Swarna (gold)', hi: 'स्वर्ण (सोना)' },
  silver: { en: 'Rajat (silver)', hi: 'रजत (चाँदी)' },
  copper: { en: 'Tamra (copper)', hi: 'ताम्र (ताँबा)' },
  iron: { en: 'Loha (iron)', hi: 'लौह (लोहा)' },
};

/**
 * The 108 name syllables, four per nakshatra from Ashwini, as [Latin, Devanagari]; the source
 * and the ordering are described at `nameSyllableId` in `src/jyotish/core/avakahada.ts`.
 */
const syllableTable: readonly (readonly [string, string])[][] = [
  [['Chu', 'चु'], ['Che', 'चे'], ['Cho', 'चो'], ['La', 'ला']], // Ashwini
  [['Li', 'ली'], ['Lu', 'लू'], ['Le', 'ले'], ['Lo', 'लो']], // Bharani
  [['A', 'अ'], ['I', 'ई'], ['U', 'उ'], ['E', 'ए']], // Krittika
  [['O', 'ओ'], ['Va', 'वा'], ['Vi', 'वी'], ['Vu', 'वू']], // Rohini
  [['Ve', 'वे'], ['Vo', 'वो'], ['Ka', 'का'], ['Ki', 'की']], // Mrigashira
  [['Ku', 'कु'], ['Gha', 'घ'], ['Nga', 'ङ'], ['Chha', 'छ']], // Ardra
  [['Ke', 'के'], ['Ko', 'को'], ['Ha', 'हा'], ['Hi', 'ही']], // Punarvasu
  [['Hu', 'हु'], ['He', 'हे'], ['Ho', 'हो'], ['Da', 'डा']], // Pushya
  [['Di', 'डी'], ['Du', 'डू'], ['De', 'डे'], ['Do', 'डो']], // Ashlesha
  [['Ma', 'मा'], ['Mi', 'मी'], ['Mu', 'मू'], ['Me', 'मे']], // Magha
  [['Mo', 'मो'], ['Ta', 'टा'], ['Ti', 'टी'], ['Tu', 'टू']], // Purva Phalguni
  [['Te', 'टे'], ['To', 'टो'], ['Pa', 'पा'], ['Pi', 'पी']], // Uttara Phalguni
  [['Pu', 'पू'], ['Sha', 'ष'], ['Na', 'ण'], ['Tha', 'ठ']], // Hasta
  [['Pe', 'पे'], ['Po', 'पो'], ['Ra', 'रा'], ['Ri', 'री']], // Chitra
  [['Ru', 'रू'], ['Re', 'रे'], ['Ro', 'रो'], ['Ta', 'ता']], // Swati
  [['Ti', 'ती'], ['Tu', 'तू'], ['Te', 'ते'], ['To', 'तो']], // Vishakha
  [['Na', 'ना'], ['Ni', 'नी'], ['Nu', 'नू'], ['Ne', 'ने']], // Anuradha
  [['No', 'नो'], ['Ya', 'या'], ['Yi', 'यी'], ['Yu', 'यू']], // Jyeshtha
  [['Ye', 'ये'], ['Yo', 'यो'], ['Bha', 'भा'], ['Bhi', 'भी']], // Mula
  [['Bhu', 'भू'], ['Dha', 'धा'], ['Pha', 'फा'], ['Dha', 'ढा']], // Purva Ashadha
  [['Bhe', 'भे'], ['Bho', 'भो'], ['Ja', 'जा'], ['Ji', 'जी']], // Uttara Ashadha
  [['Khi', 'खी'], ['Khu', 'खू'], ['Khe', 'खे'], ['Kho', 'खो']], // Shravana
  [['Ga', 'गा'], ['Gi', 'गी'], ['Gu', 'गू'], ['Ge', 'गे']], // Dhanishtha
  [['Go', 'गो'], ['Sa', 'सा'], ['Si', 'सी'], ['Su', 'सू']], // Shatabhisha
  [['Se', 'से'], ['So', 'सो'], ['Da', 'दा'], ['Di', 'दी']], // Purva Bhadrapada
  [['Du', 'दू'], ['Tha', 'थ'], ['Jha', 'झ'], ['Nya', 'ञ']], // Uttara Bhadrapada
  [['De', 'दे'], ['Do', 'दो'], ['Cha', 'चा'], ['Chi', 'ची']], // Revati
];

/** Name syllable of each pada keyed by `nameSyllableId` (`rohini-3` → Vi / वी). */
export const nameSyllableNames: Readonly<Record<string, Bilingual>> = Object.fromEntries(
  nakshatraIds.flatMap((n, i) => syllableTable[i].map(([en, hi], p) => [`${n}-${p + 1}`, { en, hi }] as const)),
);
