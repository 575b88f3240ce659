/**
 * Bilingual labels of the strength block (shadbala, bhava bala, vimshopaka, harsha bala,
 * ashtakavarga sodhana), keyed by the ids the jyotish layer returns. Names follow the usage of
 * B. V. Raman's and P. V. R. Narasimha Rao's books; Hindi uses the Sanskrit terms in Devanagari.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { VargaStatus } from '../../jyotish/strength/sthana.ts';
import type { BhavaSignKind } from '../../jyotish/strength/bhava-bala.ts';
import type { VimshopakaScheme } from '../../jyotish/strength/vimshopaka.ts';
import type { Nature } from '../../jyotish/strength/nature.ts';

type Text = Bilingual;

export const strengthContentVersion = 'strength-content.1';

export const componentIds = [
  'uchcha', 'saptavargaja', 'ojayugma', 'kendradi', 'drekkana', 'sthana', 'dig', 'nathonnatha', 'paksha', 'tribhaga',
  'abda', 'masa', 'vara', 'hora', 'ayana', 'yuddha', 'kala', 'chesta', 'naisargika', 'drik', 'total', 'ishtaPhala',
  'kashtaPhala', 'bhavadhipati', 'bhavaDig', 'bhavaDrishti',
] as const;
export type ComponentId = (typeof componentIds)[number];

export const componentNames: Readonly<Record<ComponentId, Text>> = {
  uchcha: { en: 'Uchcha bala (exaltation)', hi: 'उच्च बल' },
  saptavargaja: { en: 'Saptavargaja bala (seven vargas)', hi: 'सप्तवर्गज बल' },
  ojayugma: { en: 'Ojayugma bala (odd and even signs)', hi: 'ओजयुग्म बल' },
  kendradi: { en: 'Kendradi bala (angles, succedents, cadents)', hi: 'केन्द्रादि बल' },
  drekkana: { en: 'Drekkana bala (decanate)', hi: 'द्रेष्काण बल' },
  sthana: { en: 'Sthana bala (positional strength)', hi: 'स्थान बल' },
  dig: { en: 'Dig bala (directional strength)', hi: 'दिग्बल' },
  nathonnatha: { en: 'Nathonnatha bala (day and night)', hi: 'नतोन्नत बल' },
  paksha: { en: 'Paksha bala (lunar fortnight)', hi: 'पक्ष बल' },
  tribhaga: { en: 'Tribhaga bala (thirds of day and night)', hi: 'त्रिभाग बल' },
  abda: { en: 'Abda bala (lord of the year)', hi: 'अब्द बल' },
  masa: { en: 'Masa bala (lord of the month)', hi: 'मास बल' },
  vara: { en: 'Vara bala (lord of the weekday)', hi: 'वार बल' },
  hora: { en: 'Hora bala (lord of the hour)', hi: 'होरा बल' },
  ayana: { en: 'Ayana bala (declination)', hi: 'अयन बल' },
  yuddha: { en: 'Yuddha bala (planetary war)', hi: 'युद्ध बल' },
  kala: { en: 'Kala bala (temporal strength)', hi: 'काल बल' },
  chesta: { en: 'Chesta bala (motional strength)', hi: 'चेष्टा बल' },
  naisargika: { en: 'Naisargika bala (natural strength)', hi: 'नैसर्गिक बल' },
  drik: { en: 'Drik bala (aspectual strength)', hi: 'दृग्बल' },
  total: { en: 'Shadbala total', hi: 'षड्बल योग' },
  ishtaPhala: { en: 'Ishta phala (capacity for good results)', hi: 'इष्ट फल' },
  kashtaPhala: { en: 'Kashta phala (capacity for difficult results)', hi: 'कष्ट फल' },
  bhavadhipati: { en: 'Bhavadhipati bala (strength of the house lord)', hi: 'भावाधिपति बल' },
  bhavaDig: { en: 'Bhava dig bala (directional strength of the house)', hi: 'भाव दिग्बल' },
  bhavaDrishti: { en: 'Bhava drishti bala (aspects on the house)', hi: 'भाव दृष्टि बल' },
};

export const vargaStatusNames: Readonly<Record<VargaStatus, Text>> = {
  moolatrikona: { en: 'Moolatrikona', hi: 'मूलत्रिकोण' },
  own: { en: 'Own sign', hi: 'स्वराशि' },
  adhimitra: { en: 'Great friend’s sign', hi: 'अधिमित्र राशि' },
  mitra: { en: 'Friend’s sign', hi: 'मित्र राशि' },
  sama: { en: 'Neutral’s sign', hi: 'सम राशि' },
  shatru: { en: 'Enemy’s sign', hi: 'शत्रु राशि' },
  adhishatru: { en: 'Great enemy’s sign', hi: 'अधिशत्रु राशि' },
};

export const bhavaSignKindNames: Readonly<Record<BhavaSignKind, Text>> = {
  nara: { en: 'Human sign (strongest in the 1st house)', hi: 'नर राशि (प्रथम भाव में बली)' },
  jalachara: { en: 'Watery sign (strongest in the 4th house)', hi: 'जलचर राशि (चतुर्थ भाव में बली)' },
  keeta: { en: 'Insect sign (strongest in the 7th house)', hi: 'कीट राशि (सप्तम भाव में बली)' },
  chatushpada: { en: 'Quadruped sign (strongest in the 10th house)', hi: 'चतुष्पद राशि (दशम भाव में बली)' },
};

export const vimshopakaSchemeNames: Readonly<Record<VimshopakaScheme, Text>> = {
  shadvarga: { en: 'Shadvarga (six vargas)', hi: 'षड्वर्ग' },
  saptavarga: { en: 'Saptavarga (seven vargas)', hi: 'सप्तवर्ग' },
  dashavarga: { en: 'Dashavarga (ten vargas)', hi: 'दशवर्ग' },
  shodashavarga: { en: 'Shodashavarga (sixteen vargas)', hi: 'षोडशवर्ग' },
};

export const natureNames: Readonly<Record<Nature, Text>> = {
  benefic: { en: 'Benefic', hi: 'शुभ ग्रह' },
  malefic: { en: 'Malefic', hi: 'पाप ग्रह' },
};

export const requirementNames: Readonly<Record<'meets' | 'short', Text>> = {
  meets: { en: 'Reaches the required minimum strength', hi: 'आवश्यक न्यूनतम बल प्राप्त है' },
  short: { en: 'Falls short of the required minimum strength', hi: 'आवश्यक न्यूनतम बल से कम' },
};

export const harshaComponentNames: Readonly<Record<'sthana' | 'uchchaSwa' | 'streePurusha' | 'dinaRatri', Text>> = {
  sthana: { en: 'House of joy', hi: 'हर्ष स्थान' },
  uchchaSwa: { en: 'Own or exaltation sign', hi: 'स्वगृह अथवा उच्च राशि' },
  streePurusha: { en: 'Female or male houses', hi: 'स्त्री-पुरुष भाव' },
  dinaRatri: { en: 'Day or night chart', hi: 'दिन-रात्रि' },
};

/** What the numbers are for, phrased as tradition. */
export const strengthNote: Text = {
  en: 'Shadbala, bhava bala and the other balas are the classical numerical measures of how strongly a graha or a house is traditionally held to act; a graha that reaches its required minimum is traditionally associated with fuller results in its periods. They are measures, not promises.',
  hi: 'षड्बल, भावबल और अन्य बल शास्त्रीय गणनाएँ हैं जो बताती हैं कि परम्परा के अनुसार कोई ग्रह या भाव कितना बलवान माना जाता है; आवश्यक न्यूनतम बल प्राप्त करने वाला ग्रह परम्परागत रूप से अपनी दशा में अधिक पूर्ण फल से जोड़ा जाता है। ये माप हैं, वचन नहीं।',
};
