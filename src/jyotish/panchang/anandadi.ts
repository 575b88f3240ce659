/**
 * Anandadi yoga (`ANANDADI.MC28`): 28 yogas named by the weekday and the Moon's nakshatra.
 * Counting runs over 28 nakshatras with Abhijit between Uttara Ashadha and Shravana; on each
 * weekday the count starts from its own nakshatra (Sunday Ashwini, Monday Mrigashira, Tuesday
 * Ashlesha, Wednesday Hasta, Thursday Anuradha, Friday Uttara Ashadha, Saturday Shatabhisha —
 * four apart in the 28-fold count), and the n-th nakshatra from it gives the n-th yoga
 * (docs/methods/panchang-completion.md §5). The Moon's nakshatra is one of the 27, so the
 * count skips Abhijit as a place but keeps it as a step.
 */

export const anandadiYogaIds = [
  'ananda', 'kaladanda', 'dhumra', 'prajapati', 'saumya', 'dhwanksha', 'dhwaja', 'shrivatsa',
  'vajra', 'mudgara', 'chhatra', 'mitra', 'manasa', 'padma', 'lumbaka', 'utpata', 'mrityu',
  'kana', 'siddhi', 'shubha', 'amrita', 'musala', 'gada', 'matanga', 'rakshasa', 'chara',
  'sthira', 'vardhamana',
] as const;
export type AnandadiYogaId = (typeof anandadiYogaIds)[number];

/** The yogas whose names the tradition reads as inauspicious; the rest are auspicious. */
const inauspicious: ReadonlySet<AnandadiYogaId> = new Set([
  'kaladanda', 'dhumra', 'dhwanksha', 'vajra', 'mudgara', 'lumbaka', 'utpata', 'mrityu', 'kana',
  'musala', 'gada', 'rakshasa',
]);

/** Position of a 0-based nakshatra (of 27) in the 28-fold count with Abhijit at 21. */
export function position28(nakshatra: number): number {
  return nakshatra <= 20 ? nakshatra : nakshatra + 1;
}

export interface AnandadiYoga {
  /** 0-based, 0 = Ananda. */
  index: number;
  id: AnandadiYogaId;
  quality: 'good' | 'bad';
}

/**
 * The Anandadi yoga of a weekday (0 = Sunday, the vaara) and a 0-based nakshatra.
 */
export function anandadiYoga(weekday: number, nakshatra: number): AnandadiYoga {
  const index = (((position28(nakshatra) - 4 * weekday) % 28) + 28) % 28;
  const id = anandadiYogaIds[index];
  return { index, id, quality: inauspicious.has(id) ? 'bad' : 'good' };
}
