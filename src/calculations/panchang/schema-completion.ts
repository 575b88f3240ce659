/**
 * Result fields added by panchang.2 (docs/methods/panchang-completion.md): each element's
 * instants are `{ utc, local }` like the rest of the panchang; an element that does not occur
 * on the day is `null` (single elements) or an empty list (elements that can occur twice).
 */
import Type from 'typebox';
import { Bilingual, Moment, NamedEntity } from '../../contract/common.ts';

const Quality = Type.Enum(['good', 'bad']);

const DurMuhurtam = Type.Object({
  muhurta: Type.Integer({ minimum: 1, maximum: 15, description: 'Muhurta number, counted from sunrise (day) or sunset (night)' }),
  period: Type.Enum(['day', 'night']),
  start: Moment,
  end: Moment,
});

const GhatiSpan = Type.Object({
  nakshatra: NamedEntity,
  startGhati: Type.Number({ description: 'Ghatis of a nominal 60-ghati nakshatra elapsed at the start (the span lasts 4), from the table' }),
  start: Moment,
  end: Moment,
});

const BhadraPart = Type.Object({
  vaas: Type.Object({ id: Type.Enum(['earth', 'heaven', 'underworld']), name: Bilingual }),
  moonRashi: NamedEntity,
  start: Moment,
  end: Moment,
});

const Bala = (what: string) =>
  Type.Object({
    start: Moment,
    end: Moment,
    favourableFor: Type.Array(NamedEntity, { description: what }),
  });

export const panchangCompletionProperties = {
  durMuhurtam: Type.Union([Type.Array(DurMuhurtam), Type.Null()], {
    description:
      'Dur Muhurtam of the weekday (DURMUHURTA.DRIK): Sun 14; Mon 9, 12; Tue 4 and night 7; Wed 8; Thu 6, 12; Fri 4, 9; Sat 1, 2 of the 15 day (night) muhurtas. null where the Sun does not rise or set.',
  }),
  varjyam: Type.Array(GhatiSpan, {
    description:
      'Varjyam (tyajya) spans that begin between this sunrise and the next (VARJYAM.MC_GHATI.v1): 4 ghatis at the nakshatra\'s table position, scaled to its actual length; empty when none begins this day.',
  }),
  amritKaal: Type.Array(GhatiSpan, {
    description: 'Amrit Kaal spans that begin between this sunrise and the next (AMRIT.MC_GHATI.v1); empty when none begins this day.',
  }),
  bhadra: Type.Union(
    [
      Type.Object({
        start: Moment,
        end: Moment,
        onEarth: Type.Boolean({ description: 'Some part has its vaas on earth (Moon in Karka, Simha, Kumbha or Meena): the part avoided' }),
        parts: Type.Array(BhadraPart, { description: 'The Vishti split where the Moon changes sign, with the vaas of each part' }),
      }),
      Type.Null(),
    ],
    { description: 'The Vishti (Bhadra) karana that touches this day, with its vaas (BHADRA.VAAS_MOON_SIGN); null when none does.' },
  ),
  panchaka: Type.Union(
    [
      Type.Object({
        start: Moment,
        end: Moment,
        startVaara: NamedEntity,
        type: Type.Union([Type.Object({ id: Type.Enum(['roga', 'raja', 'agni', 'chora', 'mrityu']), name: Bilingual }), Type.Null()], {
          description: 'Named by the vaara it began on (Sun Roga, Mon Raja, Tue Agni, Fri Chora, Sat Mrityu); null for Wednesday and Thursday',
        }),
      }),
      Type.Null(),
    ],
    { description: 'Panchaka (Moon in sidereal Kumbha or Meena, 300°–360°, PANCHAKA.KUMBHA_MEENA) touching this day; null when it does not.' },
  ),
  anandadiYoga: Type.Array(
    Type.Object({ ...NamedEntity.properties, quality: Quality, nakshatra: NamedEntity, start: Moment, end: Moment }),
    { description: 'Anandadi yoga of the vaara with each nakshatra of the day (ANANDADI.MC28, 28-fold count with Abhijit); the first is current at sunrise.' },
  ),
  dishaShool: Type.Object(
    {
      directions: Type.Array(Type.Object({ id: Type.String(), name: Bilingual }), {
        description: 'The weekday\'s shool direction (DISHASHOOL.STD); the intercardinal one of DISHASHOOL.WITH_CORNERS is under `corner`',
      }),
      corner: Type.Object({ id: Type.String(), name: Bilingual }),
      statement: Bilingual,
      remedy: Bilingual,
      reviewOnly: Type.Literal(true),
    },
    { description: 'Disha Shool of the vaara (see also POST /v2/calculations/disha-shool).' },
  ),
  taraBala: Type.Array(Type.Object({ nakshatra: NamedEntity, ...Bala('').properties }), {
    description:
      'For each nakshatra of the day: the janma nakshatras for which it gives good tara bala (tara 2, 4, 6, 8 or 9 counted from the janma nakshatra).',
  }),
  chandraBala: Type.Array(Type.Object({ moonRashi: NamedEntity, ...Bala('').properties }), {
    description: 'For each Moon sign of the day: the natal Moon signs for which it gives chandra bala (transit Moon 1, 3, 6, 7, 10 or 11 from the natal Moon).',
  }),
};
