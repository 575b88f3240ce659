import type { Static } from 'typebox';
import { riseMethodId } from '../../astro/rise-set.ts';
import { formatUtcOffset, offsetSecondsAt } from '../../astro/time/civil.ts';
import { directionNames, dishaShoolRemedies, remedyReviewNote, shoolStatement, travelVerdict } from '../../content/disha-shool.ts';
import { vaaraNames } from '../../content/names.ts';
import { dishaShoolCorner, dishaShoolDirection, type DirectionId } from '../../jyotish/panchang/disha-shool.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';
import { presentWarnings } from '../shared/birth.ts';
import { MomentFormatter } from '../shared/moments.ts';
import type { Presented } from '../types.ts';
import { vaaraEntity } from '../panchang/present-completion.ts';
import type { DishaShoolComputed } from './compute.ts';
import type { DishaShoolResult } from './schema.ts';

const weekdayCodes = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const direction = (id: DirectionId) => ({ id, name: directionNames[id] });

export function presentDishaShool(c: DishaShoolComputed): Presented<Static<typeof DishaShoolResult>> {
  const fmt = new MomentFormatter(c.frame);
  const m = (jd: number | null) => (jd === null ? null : fmt.moment(jd));
  const vaara = vaaraNames[c.weekday];
  const names = c.directions.map((d) => directionNames[d]);
  const code = weekdayCodes[c.weekday];
  const result: Static<typeof DishaShoolResult> = {
    date: c.date,
    vaara: vaaraEntity(c.weekday),
    reckoning: c.reckoning,
    validFrom: m(c.validFromJd),
    validUntil: m(c.validUntilJd),
    variant: c.variant,
    shool: { directions: c.directions.map(direction), statement: shoolStatement(names, { en: vaara.english, hi: vaara.hi }) },
    remedy: { text: dishaShoolRemedies[c.weekday], note: remedyReviewNote, reviewOnly: true },
    travel: c.travel && {
      direction: direction(c.travel.direction),
      isShoolDirection: c.travel.isShool,
      verdict: travelVerdict(directionNames[c.travel.direction], c.travel.isShool),
    },
    evidence: {
      ruleId: `DISHASHOOL.STD.${code}`,
      cornerRuleId: c.variant === 'with-corners' ? `DISHASHOOL.WITH_CORNERS.${code}` : null,
      table: dishaShoolDirection.map((d, w) => ({ vaara: vaaraEntity(w), direction: direction(d), corner: direction(dishaShoolCorner[w]) })),
    },
  };
  const offsetAt = (jd: number) => formatUtcOffset(offsetSecondsAt(c.frame, jdUtToEpochMilliseconds(jd as JulianDayUt)));
  return {
    method: {
      dishaShoolMethodId: 'DISHASHOOL.STD',
      variantMethodId: c.variant === 'with-corners' ? 'DISHASHOOL.WITH_CORNERS' : null,
      vaaraMethodId: c.reckoning === 'sunrise' ? 'VAARA.SUNRISE' : c.reckoning === 'local-midnight' ? 'VAARA.LOCAL_MIDNIGHT' : 'VAARA.CIVIL_DATE',
      ...(c.sunrise ? { sunrise: c.sunrise, sunriseMethodId: riseMethodId[c.sunrise] } : {}),
      timeMethodId: 'TIME.TZDB',
      remedyPolicy: 'REVIEW_ONLY',
    },
    input: {
      date: c.date,
      timezone: c.frame.timezone,
      ...(c.departureJd !== null ? { departure: fmt.moment(c.departureJd), utcOffset: offsetAt(c.departureJd) } : {}),
    },
    warnings: presentWarnings(c.reckoning === 'local-midnight' ? ['no-sunrise'] : []),
    result,
  };
}
