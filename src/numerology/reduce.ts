/**
 * Digit sums and digital roots (numerology-and-remedies.md §2): the arithmetic every number of
 * the numerology endpoints is built from. Integers only; no text.
 */

/**
 * Sum of the decimal digits of a non-negative integer (e.g. 2016 → 9).
 * @throws RangeError for a negative or non-integer input (a defect, never user input).
 */
export function digitSum(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('digitSum needs a non-negative safe integer');
  let sum = 0;
  for (let x = n; x > 0; x = Math.floor(x / 10)) sum += x % 10;
  return sum;
}

/**
 * The chain of repeated digit sums from n down to one digit, n first: 34 → [34, 7];
 * 99 → [99, 18, 9]; 7 → [7]. The last element is the digital root of n (1 + (n − 1) mod 9 for
 * n > 0, 0 for 0); the chain is what a reader checks by hand, so every intermediate sum is kept.
 */
export function reductionChain(n: number): number[] {
  const chain = [n];
  let x = n;
  while (x > 9) {
    x = digitSum(x);
    chain.push(x);
  }
  return chain;
}

/** The digits of a non-negative integer, most significant first (0 → [0]). */
export function digitsOf(n: number): number[] {
  return String(n).split('').map(Number);
}

/**
 * "34 → 3 + 4 = 7": the reduction chain written out, each step showing the digits added.
 * A one-digit number is written as itself.
 */
export function reductionText(n: number): string {
  const chain = reductionChain(n);
  let text = String(chain[0]);
  for (let i = 1; i < chain.length; i++) text += ` → ${digitsOf(chain[i - 1]).join(' + ')} = ${chain[i]}`;
  return text;
}

/**
 * "1 + 6 + 0 + 2 = 9" or, when the sum has more than one digit, "1 + 9 = 10 → 1 + 0 = 1":
 * the addition of the given values followed by the reduction of their sum.
 */
export function additionText(values: readonly number[]): string {
  const sum = values.reduce((s, v) => s + v, 0);
  const head = values.length > 1 ? `${values.join(' + ')} = ` : '';
  return head + reductionText(sum);
}
