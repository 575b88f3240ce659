/** Named tolerances: every golden comparison says what its limit means. */
export const oneArcsecondInDegrees = 1 / 3600;
export const hundredthArcsecondInDegrees = 0.01 / 3600;
/** 0.1″: the KP horary ascendant against its 249-table row (issue #15). */
export const tenthArcsecondInDegrees = 0.1 / 3600;
export const thousandthArcsecondInDegrees = 0.001 / 3600;
export const oneSecondInDays = 1 / 86_400;
export const oneMinuteInDays = 60 / 86_400;

/** Shortest angular difference in degrees (handles the 0/360 wrap). */
export function angleDifference(a: number, b: number): number {
  const d = (((a - b) % 360) + 540) % 360 - 180;
  return Math.abs(d);
}

/** rms and max of a list of absolute errors, for the report a golden test prints. */
export function errorSummary(errors: number[]): { rms: number; max: number; n: number } {
  const n = errors.length;
  const rms = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / Math.max(n, 1));
  return { rms, max: Math.max(0, ...errors), n };
}
