/**
 * The birth attributes read from the Moon's sign and nakshatra that the avakahada chakra
 * shows and the ashtakoota compares (matching.md §1). Indices are 0-based: sign 0 = Mesha,
 * nakshatra 0 = Ashwini.
 */

/** Varna by Moon sign (`VARNA.MC`): water Brahmin, fire Kshatriya, earth Vaishya, air Shudra. */
export const varnaIds = ['brahmin', 'kshatriya', 'vaishya', 'shudra'] as const;
export type VarnaId = (typeof varnaIds)[number];
/** Rank used by the varna koota: Brahmin 4 … Shudra 1. */
export const varnaRank: Record<VarnaId, number> = { brahmin: 4, kshatriya: 3, vaishya: 2, shudra: 1 };

export function varnaOfSign(sign: number): VarnaId {
  // Element index: fire 0, earth 1, air 2, water 3.
  return (['kshatriya', 'vaishya', 'shudra', 'brahmin'] as const)[sign % 4];
}

/** Vashya classes (matching.md §1.2). */
export const vashyaIds = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
export type VashyaId = (typeof vashyaIds)[number];

/**
 * Vashya of the Moon: Ar, Ta quadruped; Ge, Vi, Li, Aq human; Cn, Pi water; Le wild; Sc
 * insect; Sagittarius human below 15°, quadruped above; Capricorn quadruped below 15°,
 * water above.
 */
export function vashyaOf(sign: number, degreeInSign: number): VashyaId {
  switch (sign) {
    case 0:
    case 1:
      return 'chatushpada';
    case 2:
    case 5:
    case 6:
    case 10:
      return 'manava';
    case 3:
    case 11:
      return 'jalachara';
    case 4:
      return 'vanachara';
    case 7:
      return 'keeta';
    case 8:
      return degreeInSign < 15 ? 'manava' : 'chatushpada';
    default:
      return degreeInSign < 15 ? 'chatushpada' : 'jalachara';
  }
}

export const yoniIds = [
  'horse', 'elephant', 'sheep', 'serpent', 'dog', 'cat', 'rat', 'cow', 'buffalo', 'tiger', 'deer', 'monkey', 'mongoose', 'lion',
] as const;
export type YoniId = (typeof yoniIds)[number];

/** Yoni animal of each nakshatra, Ashwini first (matching.md §1.4). */
export const yoniOfNakshatra: readonly YoniId[] = [
  'horse', 'elephant', 'sheep', 'serpent', 'serpent', 'dog', 'cat', 'sheep', 'cat', 'rat', 'rat', 'cow', 'buffalo',
  'tiger', 'buffalo', 'tiger', 'deer', 'deer', 'dog', 'monkey', 'mongoose', 'monkey', 'lion', 'horse', 'lion', 'cow',
  'elephant',
];

export const ganaIds = ['deva', 'manushya', 'rakshasa'] as const;
export type GanaId = (typeof ganaIds)[number];
const ganaByNakshatra: readonly GanaId[] = [
  'deva', 'manushya', 'rakshasa', 'manushya', 'deva', 'manushya', 'deva', 'deva', 'rakshasa', 'rakshasa', 'manushya',
  'manushya', 'deva', 'rakshasa', 'deva', 'rakshasa', 'deva', 'rakshasa', 'rakshasa', 'manushya', 'manushya', 'deva',
  'rakshasa', 'rakshasa', 'manushya', 'manushya', 'deva',
];
export function ganaOf(nakshatra: number): GanaId {
  return ganaByNakshatra[nakshatra];
}

export const nadiIds = ['adi', 'madhya', 'antya'] as const;
export type NadiId = (typeof nadiIds)[number];
/** Nadi runs 0,1,2,2,1,0 in blocks of six from Ashwini (Adi, Madhya, Antya, Antya, Madhya, Adi). */
export function nadiOf(nakshatra: number): NadiId {
  return nadiIds[[0, 1, 2, 2, 1, 0][nakshatra % 6]];
}

/** Tatva (element) of the Moon sign: fire, earth, air, water. */
export const tatvaIds = ['agni', 'prithvi', 'vayu', 'jala'] as const;
export type TatvaId = (typeof tatvaIds)[number];
export function tatvaOfSign(sign: number): TatvaId {
  return tatvaIds[sign % 4];
}
