/**
 * Presenters of the shared numerology blocks: numbers and ids from `src/numerology/` with the
 * names and texts of `src/content/numerology*.ts`.
 */
import type { Static } from 'typebox';
import { grahaNames, vaaraNames } from '../../content/names.ts';
import {
  colourNames, correspondenceNotes, gemNames, letterSystemNames, metalNames, numberRoleTexts, relationBasisText,
  relationReason, reviewNumbersText,
} from '../../content/numerology.ts';
import { numberMeanings } from '../../content/numerology-meanings.ts';
import type { NamedEntity } from '../../contract/common.ts';
import type { Bilingual } from '../../shared/bilingual.ts';
import type { ReducedNumber } from '../../numerology/birth-numbers.ts';
import { letterTableIds, type NameNumber as NameNumberValue } from '../../numerology/letters.ts';
import { numberAttributes, type NumberGraha } from '../../numerology/planets.ts';
import { additionText, reductionText } from '../../numerology/reduce.ts';
import { nodeProxyRuleId, proxyGraha, relationRuleId, relationTableId, relationsOf, type RelatedNumber } from '../../numerology/relations.ts';
import { grahaEntity } from '../shared/entities.ts';
import type { BirthNumber, Correspondences, NameNumber, NumberColours, NumberRelations } from './blocks-schema.ts';

/** The graha of a number as `{ id, index, name }`. */
export function numberPlanet(n: number): NamedEntity {
  return grahaEntity(numberAttributes(n).graha);
}

/** A weekday 0 = Sunday as `{ id, index, name }` (index 1 = Sunday). */
export function weekdayEntity(weekday: number): NamedEntity {
  const v = vaaraNames[weekday];
  return { id: v.id, index: weekday + 1, name: { en: v.en, hi: v.hi } };
}

/** The colours of a number 1–9 in NUM.PLANET_IN, with their names. */
export function colourEntries(n: number): { id: string; name: Bilingual }[] {
  return numberAttributes(n).colours.map((id) => ({ id, name: colourNames[id] }));
}

/** A psychic or destiny number with its digits, arithmetic, planet and texts. */
export function presentBirthNumber(role: 'radical' | 'destiny', r: ReducedNumber): Static<typeof BirthNumber> {
  return {
    value: r.value,
    title: numberRoleTexts[role].title,
    digits: r.digits,
    sum: r.sum,
    reductionSteps: r.chain,
    arithmetic: additionText(r.digits),
    planet: numberPlanet(r.value),
    about: numberRoleTexts[role].about,
    meaning: numberMeanings[r.value - 1],
  };
}

/** The name number with every letter and its value, the compound sum and its reduction. */
export function presentNameNumber(n: NameNumberValue, nameNormalised: string): Static<typeof NameNumber> {
  return {
    system: n.system,
    tableId: letterTableIds[n.system] as 'NUM.CHALDEAN' | 'NUM.PYTHAGOREAN',
    tableName: letterSystemNames[n.system],
    title: numberRoleTexts.name.title,
    nameNormalised,
    letters: n.letters,
    compound: n.compound,
    reduced: n.reduced,
    reductionSteps: n.chain,
    arithmetic: `${n.letters.map((l) => l.value).join(' + ')} = ${reductionText(n.compound)}`,
    planet: numberPlanet(n.reduced),
    about: numberRoleTexts.name.about,
    meaning: numberMeanings[n.reduced - 1],
  };
}

function relationPlanet(graha: NumberGraha) {
  const proxy = proxyGraha(graha);
  return { name: grahaNames[graha], readAs: proxy === graha ? null : grahaNames[proxy] };
}

/** The derived friendly / neutral / review lists of a base number (rule NUM.REL_DERIVED). */
export function presentRelations(base: number): Static<typeof NumberRelations> {
  const rel = relationsOf(base);
  const baseGraha = numberAttributes(base).graha;
  const proxy = proxyGraha(baseGraha);
  const one = (r: RelatedNumber) => ({
    number: r.number,
    planet: numberPlanet(r.number),
    planetRelation: r.relation,
    reason: relationReason(r.relation, relationPlanet(baseGraha), relationPlanet(numberAttributes(r.number).graha)),
  });
  return {
    baseNumber: base,
    basePlanet: grahaEntity(baseGraha),
    basePlanetReadAs: proxy === baseGraha ? null : grahaEntity(proxy),
    derived: true,
    ruleIds: [relationRuleId, relationTableId, nodeProxyRuleId],
    explanation: relationBasisText,
    friendly: rel.friendly.map(one),
    neutral: rel.neutral.map(one),
    review: rel.review.map(one),
    reviewExplanation: reviewNumbersText,
  };
}

/** Weekday, colours, stone and metals of a number (NUM.PLANET_IN, NUM.METAL_IN). */
export function presentCorrespondences(n: number): Static<typeof Correspondences> {
  const a = numberAttributes(n);
  const days = [{ weekday: weekdayEntity(a.weekday), variant: false }];
  if (a.weekdayVariant !== null) days.push({ weekday: weekdayEntity(a.weekdayVariant), variant: true });
  const notes: Bilingual[] = [correspondenceNotes.basis];
  if (a.weekdayVariant !== null) notes.push(correspondenceNotes.dayVariants);
  notes.push(correspondenceNotes.stones, correspondenceNotes.metals);
  return {
    number: n,
    planet: numberPlanet(n),
    days,
    colours: colourEntries(n),
    stone: { id: a.gem, name: gemNames[a.gem] },
    metals: a.metals.map((id) => ({ id, name: metalNames[id] })),
    notes,
  };
}

/** A number 1–9 with its planet and colours (NUM.PLANET_IN). */
export function presentNumberColours(n: number): Static<typeof NumberColours> {
  return { number: n, planet: numberPlanet(n), colours: colourEntries(n) };
}
