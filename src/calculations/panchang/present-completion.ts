import type { Static } from 'typebox';
import { vaaraNames } from '../../content/names.ts';
import { directionNames, dishaShoolRemedies, shoolStatement } from '../../content/disha-shool.ts';
import { anandadiYogaNames, bhadraVaasNames, panchakaTypeNames } from '../../content/panchang-completion.ts';
import type { DayCompletion } from '../../jyotish/panchang/day-completion.ts';
import { dishaShoolCorner, dishaShoolDirection } from '../../jyotish/panchang/disha-shool.ts';
import type { GhatiSpan } from '../../jyotish/panchang/nakshatra-ghati.ts';
import { nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import type { MomentFormatter } from '../shared/moments.ts';
import type { panchangCompletionProperties } from './schema-completion.ts';

type Props = typeof panchangCompletionProperties;
type Completion = { [K in keyof Props]: Static<Props[K]> };

/** A weekday as a NamedEntity, 0 = Sunday. */
export function vaaraEntity(weekday: number) {
  const v = vaaraNames[weekday];
  return { id: v.id, index: weekday + 1, name: { en: v.en, hi: v.hi } };
}

/** The panchang.2 fields of a day. */
export function presentCompletion(c: DayCompletion, weekday: number, fmt: MomentFormatter): Completion {
  // `start`/`end` written out rather than spread from fmt.span(), as in present.ts (no object per span).
  const ghati = (g: GhatiSpan) => ({ nakshatra: nakshatraEntity(g.nakshatra), startGhati: g.startGhati, start: fmt.moment(g.startJd), end: fmt.moment(g.endJd) });
  const direction = (id: (typeof dishaShoolDirection)[number]) => ({ id, name: directionNames[id] });
  const vaara = vaaraNames[weekday];
  return {
    durMuhurtam: c.durMuhurtas && c.durMuhurtas.map((d) => ({ muhurta: d.muhurta, period: d.period, start: fmt.moment(d.startJd), end: fmt.moment(d.endJd) })),
    varjyam: c.varjyam.map(ghati),
    amritKaal: c.amritKaal.map(ghati),
    bhadra: c.bhadra && {
      start: fmt.moment(c.bhadra.startJd), end: fmt.moment(c.bhadra.endJd),
      onEarth: c.bhadra.parts.some((p) => p.vaas === 'earth'),
      parts: c.bhadra.parts.map((p) => ({ vaas: { id: p.vaas, name: bhadraVaasNames[p.vaas] }, moonRashi: rashiEntity(p.moonSign), start: fmt.moment(p.startJd), end: fmt.moment(p.endJd) })),
    },
    panchaka: c.panchaka && {
      start: fmt.moment(c.panchaka.startJd), end: fmt.moment(c.panchaka.endJd),
      startVaara: vaaraEntity(c.panchaka.startWeekday),
      type: c.panchaka.type && { id: c.panchaka.type, name: panchakaTypeNames[c.panchaka.type] },
    },
    anandadiYoga: c.anandadi.map((a) => ({
      id: a.id,
      index: a.index + 1,
      name: anandadiYogaNames[a.id],
      quality: a.quality,
      nakshatra: nakshatraEntity(a.nakshatra),
      start: fmt.moment(a.startJd), end: fmt.moment(a.endJd),
    })),
    dishaShool: {
      directions: [direction(dishaShoolDirection[weekday])],
      corner: direction(dishaShoolCorner[weekday]),
      statement: shoolStatement([directionNames[dishaShoolDirection[weekday]]], { en: vaara.english, hi: vaara.hi }),
      remedy: dishaShoolRemedies[weekday],
      reviewOnly: true as const,
    },
    taraBala: c.taraBala.map((t) => ({ nakshatra: nakshatraEntity(t.index), start: fmt.moment(t.startJd), end: fmt.moment(t.endJd), favourableFor: t.favourableFor.map(nakshatraEntity) })),
    chandraBala: c.chandraBala.map((t) => ({ moonRashi: rashiEntity(t.index), start: fmt.moment(t.startJd), end: fmt.moment(t.endJd), favourableFor: t.favourableFor.map(rashiEntity) })),
  };
}
