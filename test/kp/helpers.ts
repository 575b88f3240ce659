/** Small helpers of the KP tests (no value here comes from the code under test). */

/** `Ayanamsha Krishnamurti    23°37'43.1308` (swetest -ay) → degrees. */
export function parseSwetestDms(line: string): number {
  const m = /(-?\d+)°\s*(\d+)'\s*([\d.]+)/.exec(line);
  if (!m) throw new Error(`not a swetest angle: ${line}`);
  return Number(m[1]) + Number(m[2]) / 60 + Number(m[3]) / 3600;
}
