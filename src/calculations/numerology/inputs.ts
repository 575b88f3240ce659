/**
 * Request fields shared by the numerology endpoints and their checks beyond the schema:
 * the name rule, real calendar dates in 1800–2399, the vehicle identifier rule. Every failure
 * is a 422 naming the field; no value is echoed.
 */
import Type from 'typebox';
import { parseLocalDate } from '../../astro/time/civil.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import type { CivilDate } from '../../numerology/civil-date.ts';
import { normaliseName, type NormalisedName } from '../../numerology/letters.ts';
import { maxPlateLength, normalisePlate } from '../../numerology/plate.ts';

export const NameField = Type.String({
  minLength: 1,
  maxLength: 100,
  description:
    'Full name in Latin letters, as it is written (e.g. "Asha Verma"). Allowed: letters A–Z, also with accents that decompose to A–Z (é, ñ, ā …; Unicode NFD, marks dropped), spaces, dots, hyphens and apostrophes. Other characters (digits, Devanagari, ß, ø …) are refused with 422 naming /name: transliterate first.',
  examples: ['Asha Verma'],
});

/** The shape of every civil date field of the numerology requests (the calendar is checked later). */
export const civilDatePattern = '^\\d{4}-\\d{2}-\\d{2}$';

export const BirthDateField = Type.String({
  pattern: civilDatePattern,
  description: 'Civil birth date YYYY-MM-DD (years 1800–2399), as on the calendar in the birth zone',
  examples: ['1990-05-10'],
});

export const LetterSystemField = Type.Enum(['chaldean', 'pythagorean'], {
  default: 'chaldean',
  description: 'Letter table for the name number: chaldean (NUM.CHALDEAN, default) or pythagorean (NUM.PYTHAGOREAN)',
});

export const nameRuleIssue =
  'must contain only Latin letters (accented letters such as é or ñ are accepted), spaces, dots, hyphens and apostrophes';
export const nameNoLetterIssue = 'must contain at least one Latin letter';
export const plateRuleIssue = `must be 1–${maxPlateLength} characters A–Z or 0–9 once spaces and hyphens are removed`;

/**
 * A civil date of the request.
 * @throws ValidationFailed (not a calendar date) | OutOfRange (year outside 1800–2399), naming `path`
 */
export function requireCivilDate(value: string, path: string): CivilDate {
  const d = parseLocalDate(value, path);
  return { year: d.year, month: d.month, day: d.day };
}

/** @throws ValidationFailed naming `/name` when the name breaks the rule of NameField */
export function requireName(value: string): NormalisedName {
  const n = normaliseName(value);
  if (n === 'characters') throw new ValidationFailed('/name', nameRuleIssue);
  if (n === 'no-letter') throw new ValidationFailed('/name', nameNoLetterIssue);
  return n;
}

/** @throws ValidationFailed naming `/vehicleNumber` when the identifier breaks the plate rule */
export function requirePlate(value: string): string {
  const p = normalisePlate(value);
  if (p === null) throw new ValidationFailed('/vehicleNumber', plateRuleIssue);
  return p;
}
