/**
 * The UTC offset of an IANA zone at one instant through a cached `Intl.DateTimeFormat`
 * (`longOffset`): about 3 µs a call against ~60–115 µs through Temporal and no transition
 * table to build, for callers that ask one instant of a zone they do not otherwise use (the
 * coordinates check). Same tz data as Temporal (the platform's ICU): equal to
 * `directZoneOffsetSeconds` for all 418 zones at six instants 1850–2300 (bench/RESULTS.md).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const maxFormatters = 1000;
/** The offset at the end of the formatted text (`11/25/2026, GMT+05:30`). */
const trailingOffsetPattern = /GMT(?:([+-])(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function formatterOf(timezone: string): Intl.DateTimeFormat {
  let format = formatters.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' });
    if (formatters.size >= maxFormatters) formatters.clear();
    formatters.set(timezone, format);
  }
  return format;
}

/**
 * Offset in seconds east of Greenwich of `timezone` at `epochMilliseconds`, read from the end
 * of `format()`'s text (`11/25/2026, GMT+05:30`) rather than from `formatToParts` (which
 * allocates an array of part objects): ~3 µs a call against ~8 µs, and ~60 µs through
 * Temporal. Equal to Temporal's offset for every zone at random instants 1800–2400
 * (test/astro/zone-offset-text.test.ts). Used for the few instants of a result outside its
 * window of constant offset and to find a transition's second inside a window
 * (calculations/shared/moments.ts), and by the zone check (zone-check.ts).
 * @throws RangeError for a zone name the platform does not know
 */
export function offsetSecondsAtInstant(timezone: string, epochMilliseconds: number): number {
  const m = trailingOffsetPattern.exec(formatterOf(timezone).format(epochMilliseconds));
  if (!m) throw new RangeError(`unexpected offset text for ${timezone}`);
  if (!m[1]) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0));
}
