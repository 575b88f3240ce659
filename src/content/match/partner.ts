/** Texts that name the partner a per-person item belongs to (warnings of one birth). */
import type { Bilingual } from '../../shared/bilingual.ts';
import { warningTexts, type WarningId } from '../warnings.ts';
import { partnerNames } from './names.ts';

export const matchContentVersion = 'match-content.2';

/** A birth warning of one partner: id `bride.local-time-ambiguous`, message prefixed with the partner. */
export function partnerWarning(role: 'bride' | 'groom', id: WarningId): { id: string; message: Bilingual } {
  const t = warningTexts[id];
  const who = partnerNames[role];
  return {
    id: `${role}.${id}`,
    message: { en: `${who.en}'s birth: ${t.en}`, hi: `${who.hi} का जन्म: ${t.hi}` },
  };
}
