/** Method ids every numerology result declares (numerology-and-remedies.md). */
import { letterTableIds, type LetterSystem } from '../../numerology/letters.ts';
import { metalTableId, planetTableId } from '../../numerology/planets.ts';
import { nodeProxyRuleId, relationRuleId, relationTableId } from '../../numerology/relations.ts';

/**
 * The `method` block of both numerology endpoints: the letter table chosen by `system` and the
 * fixed tables and rules behind every number (the guidance endpoint adds its own ids).
 */
export function numerologyMethod(system: LetterSystem): Record<string, unknown> {
  return {
    letterTableId: letterTableIds[system],
    nameNormalisation: 'NFD, combining marks dropped, upper case, A–Z counted',
    nameNumberRule: 'full name as given; compound sum reduced by digital root',
    radicalRule: 'digital root of the day of the civil birth date',
    destinyRule: 'digital root of all digits of DD MM YYYY',
    planetTableId,
    metalTableId,
    relationRuleId,
    relationTableId,
    nodeProxyRuleId,
    relationsDerived: true,
    disclaimerKey: 'correspondence_only',
  };
}
