import { formatDms } from '../../shared/angles.ts';

const secondsPerSign = 30 * 3600;

/**
 * `12°34'56"` of a longitude or an in-sign degree, rounded to the nearest second like
 * `formatDms`, except that rounding never carries across a sign boundary: a body at
 * 29°59′59.7″ of a sign shows 29°59'59", never 30°00'00" (which would name the next sign).
 */
export function dmsInSign(degrees: number): string {
  const exact = degrees * 3600;
  let seconds = Math.round(exact);
  const sign = Math.floor(exact / secondsPerSign);
  if (Math.floor(seconds / secondsPerSign) > sign) seconds = (sign + 1) * secondsPerSign - 1;
  return formatDms(seconds / 3600);
}
