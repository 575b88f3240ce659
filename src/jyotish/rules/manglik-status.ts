/**
 * The Manglik status published by kundli insights, derived from the one Manglik rule module
 * (`manglik.ts`, `MANGLIK.L_M_124_78_12` + `MANGLIK.CANCEL_BVR`) without re-deciding anything
 * (`MANGLIK.STATUS_4`):
 * - `none`: Mars is in no dosha house from a deciding reference (Lagna, Moon);
 * - `cancelled`: present, and every afflicted deciding reference is covered by a cancellation;
 * - `strong`: present, not cancelled, and Mars is in a dosha house from two or more of the
 *   Lagna, the Moon and Venus (the module's severity ≥ 2);
 * - `mild`: present, not cancelled, severity 1 (one reference only).
 */
import type { ManglikEvaluation } from './manglik.ts';

export type ManglikStatus4 = 'none' | 'mild' | 'strong' | 'cancelled';

export function manglikStatus(m: ManglikEvaluation): ManglikStatus4 {
  if (!m.present) return 'none';
  if (m.cancelled) return 'cancelled';
  return m.severity >= 2 ? 'strong' : 'mild';
}
