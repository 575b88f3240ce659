/**
 * The rules that select kundli paragraphs, with the classical basis each one paraphrases.
 * The texts are written for this service in its own words; the sources name where the
 * significations come from, not text that was copied.
 */
import type { GrahaId } from '../../jyotish/core/zodiac.ts';

export const kundliRuleIds = [
  'KUNDLI.LAGNA_SIGN',
  'KUNDLI.MOON_SIGN',
  'KUNDLI.MOON_NAKSHATRA',
  'KUNDLI.GRAHA_IN_HOUSE',
  'KUNDLI.GRAHA_IN_SIGN',
] as const;
export type KundliRuleId = (typeof kundliRuleIds)[number];

export const kundliRuleSources: Record<KundliRuleId, string> = {
  'KUNDLI.LAGNA_SIGN':
    'The sign rising at birth read as the native\'s body and bearing: nature of the signs in BPHS ch. 4 and Brihat Jataka ch. 1; the lagna as the self in BPHS ch. 11–12 (Tanu bhava).',
  'KUNDLI.MOON_SIGN':
    'The Moon\'s sign (janma rashi) as the mind and temperament: Brihat Jataka ch. 17 (the Moon in the signs) and Saravali\'s chapter on the Moon in the signs; the sign lord as the dispositor of the mind.',
  'KUNDLI.MOON_NAKSHATRA':
    'The birth star (janma nakshatra) of the Moon: Brihat Jataka ch. 16 (Riksha-shila); nakshatra lords of the Vimshottari scheme and the deities of the Taittiriya nakshatra list.',
  'KUNDLI.GRAHA_IN_HOUSE':
    'A graha in a whole-sign house from the lagna: Phaladeepika ch. 8 (planets in the twelve houses), Brihat Jataka ch. 20 (Bhavadhyaya) and the bhava chapters of BPHS (ch. 12–23), with the natural benefic/malefic status of the graha.',
  'KUNDLI.GRAHA_IN_SIGN':
    'A graha in a sign: Brihat Jataka ch. 18 and Saravali (the planets in the signs), read with the dignities and natural friendships of BPHS ch. 3 (DIGNITY.BPHS, REL.BPHS).',
};

/**
 * Rahu and Ketu have no sign chapter in Brihat Jataka or Saravali; their sign texts follow the
 * later tradition that reads a node through its sign lord (dispositor), with the node
 * dignities used by this service (Rahu exalted in Taurus, Ketu in Scorpio, DIGNITY.BPHS).
 */
export const nodeSignSource =
  'Rahu and Ketu are read through the lord of the sign they occupy (the later commentary tradition; the classical sign chapters describe only the seven visible grahas), with the node dignities of DIGNITY.BPHS (Rahu exalted in Taurus, Ketu in Scorpio).';

export function grahaSignSource(graha: GrahaId): string {
  return graha === 'rahu' || graha === 'ketu' ? nodeSignSource : kundliRuleSources['KUNDLI.GRAHA_IN_SIGN'];
}
