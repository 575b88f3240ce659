/**
 * Opt-in trimming of kundli-advanced (issue 21): `include` names the result sections wanted.
 * Absent, every section is given, exactly as before (the default body is byte-identical);
 * given, only the sections it names appear, in the published order, and the work of the
 * sections left out is skipped where it is separable (the natal readings' rule evaluation;
 * the dasha tables and the readings' texts are not presented). A client that needs only the
 * ashtakavarga or the cusps so gets a few KiB instead of ~450 KiB. The opt-in `kp` and
 * `strength` blocks keep their own switches.
 */
import Type from 'typebox';

/** The result sections `include` can name, in the order the result gives them. */
export const kundliAdvancedSections = ['bhavaCusps', 'grahaDrishti', 'ashtakavarga', 'ucchaBala', 'dashas', 'natalReadings'] as const;
export type KundliAdvancedSection = (typeof kundliAdvancedSections)[number];

/** The request property. */
export const includeRequestProperty = {
  include: Type.Optional(
    Type.Array(Type.Enum([...kundliAdvancedSections]), {
      minItems: 1,
      maxItems: kundliAdvancedSections.length,
      uniqueItems: true,
      description:
        'The result sections to return (opt-in trimming): any of bhavaCusps, grahaDrishti, ashtakavarga, ucchaBala, dashas, natalReadings. Omitted: all of them (the default shape). Given: only those, in the result\'s usual order, and method.includedSections lists them; the kp and strength blocks keep their own switches. E.g. ["ashtakavarga"] answers a few KiB instead of the ~450 KiB of the whole result.',
    }),
  ),
};

/** Whether a request wants a section (every section when `include` is absent). */
export function wantsSection(include: readonly string[] | undefined, section: KundliAdvancedSection): boolean {
  return include === undefined || include.includes(section);
}

/**
 * The result's sections for a request: each builder is called only for a wanted section, and
 * the keys keep the published order whatever the order of `include`.
 */
export function pickSections<T extends Record<KundliAdvancedSection, unknown>>(
  include: readonly string[] | undefined,
  builders: { [K in keyof T]: () => T[K] },
): T {
  const out: Partial<T> = {};
  for (const section of kundliAdvancedSections) if (wantsSection(include, section)) out[section] = builders[section]();
  // Typed whole: the presenter's type keeps every section required (the reports read a
  // default result); a trimmed result is checked against the published schema instead.
  return out as T;
}

/** The method entry, present only when the request trims. */
export function includeMethod(include: readonly string[] | undefined): Record<string, unknown> {
  return include === undefined ? {} : { includedSections: kundliAdvancedSections.filter((s) => include.includes(s)) };
}
