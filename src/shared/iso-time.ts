/**
 * ISO 8601 date-time text from Unix seconds without allocating a Date: results print
 * dozens to thousands of instants (a panchang day, 729 pratyantardashas), and
 * `Date#toISOString` dominated their presentation time.
 */

const two = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** The character code of '0'; digit d is zero + d. */
const zero = 48;

/**
 * `YYYY-MM-DDTHH:MM:SS` of a Unix time in whole seconds (an integer; callers round first),
 * proleptic Gregorian, years 0000–9999. Days → civil date by H. Hinnant's `civil_from_days`.
 * The text is made in one allocation from its 19 character codes: a dasha table prints ~2,000
 * instants, and the padded pieces and their concatenations were a quarter of all the memory
 * the evidence set allocated (issue 21, bench/RESULTS.md). Years outside 0000–9999 keep the
 * former padded form (a sign and the digits).
 */
export function isoDateTimeFromEpochSeconds(epochSeconds: number): string {
  return isoDateTimeWithSuffix(epochSeconds, '');
}

/**
 * `YYYY-MM-DDTHH:MM:SS` followed by `suffix` (`Z`, or an offset such as `+05:30`), made in one
 * allocation when the suffix has 0, 1 or 6 characters (else joined to the 19 characters). A
 * template literal joining the two made a rope (cons string) that cost a second object per
 * instant and was copied flat again when the result was serialised: ~2× the `JSON.stringify`
 * time of flat text for a dasha table's ~2,000 instants (issue 21, bench/RESULTS.md
 * "evidence2"). Same text either way.
 * @param epochSeconds a whole number of Unix seconds (callers round first)
 */
export function isoDateTimeWithSuffix(epochSeconds: number, suffix: string): string {
  const n = suffix.length;
  let days = Math.floor(epochSeconds / 86_400);
  let secondOfDay = epochSeconds - days * 86_400;
  days += 719_468;
  const era = Math.floor(days / 146_097);
  const dayOfEra = days - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hour = Math.floor(secondOfDay / 3600);
  secondOfDay -= hour * 3600;
  const minute = Math.floor(secondOfDay / 60);
  const second = secondOfDay - minute * 60;
  if (year < 0 || year > 9999) {
    return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}${suffix}`;
  }
  if (n !== 0 && n !== 1 && n !== 6) return isoDateTimeWithSuffix(epochSeconds, '') + suffix;
  const y0 = zero + Math.floor(year / 1000);
  const y1 = zero + (Math.floor(year / 100) % 10);
  const y2 = zero + (Math.floor(year / 10) % 10);
  const y3 = zero + (year % 10);
  const mo0 = zero + Math.floor(month / 10);
  const mo1 = zero + (month % 10);
  const d0 = zero + Math.floor(day / 10);
  const d1 = zero + (day % 10);
  const h0 = zero + Math.floor(hour / 10);
  const h1 = zero + (hour % 10);
  const mi0 = zero + Math.floor(minute / 10);
  const mi1 = zero + (minute % 10);
  const s0 = zero + Math.floor(second / 10);
  const s1 = zero + (second % 10);
  if (n === 0) return String.fromCharCode(y0, y1, y2, y3, 45, mo0, mo1, 45, d0, d1, 84, h0, h1, 58, mi0, mi1, 58, s0, s1);
  if (n === 1) return String.fromCharCode(y0, y1, y2, y3, 45, mo0, mo1, 45, d0, d1, 84, h0, h1, 58, mi0, mi1, 58, s0, s1, suffix.charCodeAt(0));
  return String.fromCharCode(
    y0, y1, y2, y3, 45, mo0, mo1, 45, d0, d1, 84, h0, h1, 58, mi0, mi1, 58, s0, s1,
    suffix.charCodeAt(0), suffix.charCodeAt(1), suffix.charCodeAt(2), suffix.charCodeAt(3), suffix.charCodeAt(4), suffix.charCodeAt(5),
  );
}
