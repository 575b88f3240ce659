/**
 * Disha Shool (`DISHASHOOL.STD`, south-indian-and-vastu.md §3): the direction in which travel
 * is avoided on each weekday (vaara), and the intercardinal shools some almanacs add
 * (`DISHASHOOL.WITH_CORNERS`, off by default; docs/methods/panchang-completion.md §6).
 */

export const directionIds = [
  'north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west',
] as const;
export type DirectionId = (typeof directionIds)[number];

/** The shool direction by weekday, 0 = Sunday. */
export const dishaShoolDirection: readonly DirectionId[] = ['west', 'east', 'north', 'north', 'south', 'west', 'east'];

/**
 * The intercardinal shool by weekday (the verse reading Wednesday and Saturday north-east,
 * Monday and Thursday south-east, Sunday and Friday south-west, Tuesday north-west).
 */
export const dishaShoolCorner: readonly DirectionId[] = [
  'south-west', 'south-east', 'north-west', 'north-east', 'south-east', 'south-west', 'north-east',
];

export type DishaShoolVariant = 'standard' | 'with-corners';

/** The shool directions of a weekday under a variant: the cardinal one, then the corner. */
export function dishaShoolDirections(weekday: number, variant: DishaShoolVariant): DirectionId[] {
  return variant === 'with-corners' ? [dishaShoolDirection[weekday], dishaShoolCorner[weekday]] : [dishaShoolDirection[weekday]];
}
