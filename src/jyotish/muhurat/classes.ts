/**
 * The classes the muhurta rules are written in (muhurat-and-calendar.md §2, Muhurta
 * Chintamani tradition). Nakshatras are 0-based (0 = Ashwini); tithis are 0-based indexes
 * 0 … 29 (0–14 Shukla Pratipada … Purnima, 15–29 Krishna Pratipada … Amavasya).
 */

export const nakshatraClasses = {
  dhruva: [3, 11, 20, 25], // Rohini, U. Phalguni, U. Ashadha, U. Bhadrapada
  chara: [6, 14, 21, 22, 23], // Punarvasu, Swati, Shravana, Dhanishtha, Shatabhisha
  ugra: [1, 9, 10, 19, 24], // Bharani, Magha, P. Phalguni, P. Ashadha, P. Bhadrapada
  mishra: [2, 15], // Krittika, Vishakha
  kshipra: [0, 7, 12], // Ashwini, Pushya, Hasta (+ Abhijit)
  mridu: [4, 13, 16, 26], // Mrigashira, Chitra, Anuradha, Revati
  tikshna: [5, 8, 17, 18], // Ardra, Ashlesha, Jyeshtha, Mula
} as const;

/** Tithi number within its paksha, 1 … 15. */
export function tithiNumberInPaksha(tithiIndex: number): number {
  return (tithiIndex % 15) + 1;
}

export function isShukla(tithiIndex: number): boolean {
  return tithiIndex < 15;
}

/** Rikta tithis (4, 9, 14 of either paksha) and Amavasya (`EX.RIKTA_AMA`). */
export function isRiktaOrAmavasya(tithiIndex: number): boolean {
  const n = tithiNumberInPaksha(tithiIndex);
  return n === 4 || n === 9 || n === 14 || tithiIndex === 29;
}
