/**
 * Panchaka (`PANCHAKA.KUMBHA_MEENA`): the Moon's passage through sidereal Kumbha and Meena,
 * 300° → 360° (Dhanishtha 3rd pada → the end of Revati), about five days a month. Its type is
 * named by the weekday (vaara) on which it begins: Sunday Roga, Monday Raja, Tuesday Agni,
 * Friday Chora, Saturday Mrityu; a Panchaka beginning on Wednesday or Thursday has no name
 * (docs/methods/panchang-completion.md §4).
 */

/** Moon sidereal longitude at which Panchaka begins (the start of Kumbha), degrees. */
export const panchakaStartDegrees = 300;

export const panchakaTypeIds = ['roga', 'raja', 'agni', null, null, 'chora', 'mrityu'] as const;
export type PanchakaType = Exclude<(typeof panchakaTypeIds)[number], null>;

/** Whether a Moon sidereal longitude lies in Panchaka. */
export function inPanchaka(moonLongitude: number): boolean {
  return moonLongitude >= panchakaStartDegrees && moonLongitude < 360;
}

/** The type of a Panchaka that begins on this weekday (0 = Sunday), or null. */
export function panchakaType(startWeekday: number): PanchakaType | null {
  return panchakaTypeIds[startWeekday];
}
