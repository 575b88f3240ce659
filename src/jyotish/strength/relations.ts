/**
 * Compound (panchadha) relationships of BPHS 3: the natural relationship of `REL.BPHS`
 * combined with the temporal one of the rashi chart. Saptavargaja bala and vimshopaka bala
 * (BPHS 7 and 27) weigh a graha's place in every varga by this relationship with the varga
 * sign's lord.
 */
import { houseFrom, type SevenGrahaId } from '../core/zodiac.ts';
import { naturalRelation } from '../chart/relationships.ts';

export type CompoundRelation = 'adhimitra' | 'mitra' | 'sama' | 'shatru' | 'adhishatru';

/**
 * Temporal (tatkalika) friendship: the other graha stands 2, 3, 4, 10, 11 or 12 signs from
 * this one in the rashi chart (counted inclusively, this graha's sign = 1).
 */
export function isTemporalFriend(fromSign: number, otherSign: number): boolean {
  return [2, 3, 4, 10, 11, 12].includes(houseFrom(fromSign, otherSign));
}

/**
 * How `graha` regards `other`: friend + temporal friend = adhimitra, neutral + temporal
 * friend = mitra, enemy + temporal friend or friend + temporal enemy = sama, neutral +
 * temporal enemy = shatru, enemy + temporal enemy = adhishatru. A graha compared with itself
 * is not a relationship: callers treat own signs first.
 */
export function compoundRelation(
  graha: SevenGrahaId,
  other: SevenGrahaId,
  d1Signs: Readonly<Record<SevenGrahaId, number>>,
): CompoundRelation {
  const natural = naturalRelation[graha][other];
  const temporalFriend = isTemporalFriend(d1Signs[graha], d1Signs[other]);
  if (natural === 'friend') return temporalFriend ? 'adhimitra' : 'sama';
  if (natural === 'neutral') return temporalFriend ? 'mitra' : 'shatru';
  return temporalFriend ? 'sama' : 'adhishatru';
}
