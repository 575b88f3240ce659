import type { Static } from 'typebox';
import { siderealPosition } from '../../astro/positions.ts';
import { nextRiseOrSet, riseMethodId } from '../../astro/rise-set.ts';
import { startOfLocalDay } from '../../astro/time/civil.ts';
import { arudhaNames, argalaStatusNames, jaiminiContentVersion, jaiminiDisclaimer } from '../../content/jaimini/names.ts';
import { degreesInRashi, grahaIds, rashiIndexOf, type GrahaId } from '../../jyotish/core/zodiac.ts';
import { argalasOn } from '../../jyotish/jaimini/argala.ts';
import { arudhaPadas, type ArudhaPada } from '../../jyotish/jaimini/arudha.ts';
import { computeKarakaCore, type KarakaCore } from '../../jyotish/jaimini/karaka-core.ts';
import { rashiDrishti } from '../../jyotish/jaimini/rashi-drishti.ts';
import { ghatiLagnaDegreesPerMinute, horaLagnaDegreesPerMinute, specialLagna } from '../../jyotish/jaimini/special-lagnas.ts';
import { epochMillisecondsToJdUt, type JulianDayUt } from '../../shared/units.ts';
import { AtmakarakaIshtaRequest } from '../atmakaraka-ishta/schema.ts';
import { karakaMethod, presentKarakaCore } from '../atmakaraka-ishta/karaka-present.ts';
import { inputBlock, namingRangeErrors, presentWarnings } from '../shared/birth.ts';
import { grahaEntity, rashiEntity } from '../shared/entities.ts';
import { MomentFormatter } from '../shared/moments.ts';
import { natalMethod, resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import { defineCalculation } from '../types.ts';
import { JaiminiFoundationsResult } from './schema.ts';
import { exampleBirth } from '../shared/examples.ts';

type Result = Static<typeof JaiminiFoundationsResult>;

interface Computed {
  natal: ResolvedNatal;
  core: KarakaCore;
  padas: ArudhaPada[];
  sunrise: { jd: number; sunLongitude: number } | null;
}

/** The sunrise that began the birth day (the previous day's for a birth before sunrise), or null. */
function birthDaySunrise(natal: ResolvedNatal): { jd: number; sunLongitude: number } | null {
  const { local, geo, sunrise: definition, sky } = natal.birth;
  const birthJd = local.instant.jdUt;
  for (const back of [0, 1]) {
    const dayStart = epochMillisecondsToJdUt(startOfLocalDay(local.frame, local.localDate.subtract({ days: back })));
    const rise = nextRiseOrSet(dayStart, 'sun', 'rise', geo, definition);
    if (rise !== null && rise <= birthJd && birthJd - rise < 1.5) {
      return { jd: rise, sunLongitude: siderealPosition(rise as JulianDayUt, 'sun', sky).longitude };
    }
  }
  return null;
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export const jaiminiFoundationsCalculation = defineCalculation({
  id: 'jaimini-foundations',
  summary: 'Jaimini foundations: karakas, karakamsa and swamsa, arudha padas, rashi drishti, hora and ghati lagna, argala',
  description:
    'Chara karakas (KARAKA.8 default or KARAKA.7) with the Atmakaraka, karakamsa and the swamsa chart; bhava arudha padas A1–A12 with the BPHS exceptions (ARUDHA.BPHS; Scorpio/Aquarius co-lords by STRONGER.JAIMINI_CHAIN), Arudha Lagna and Upapada; the rashi drishti table and the aspects of each graha; hora lagna (one sign per hora) and ghati lagna (one sign per ghati) from the Sun at the sunrise of the birth day; argala and virodhargala on every sign (ARGALA.COUNT).',
  tag: 'Jaimini',
  paths: { v2: '/v2/calculations/jaimini-foundations', v1: '/v1/calculations/jaimini-foundations' },
  requestName: 'AtmakarakaIshtaRequest',
  request: AtmakarakaIshtaRequest,
  resultName: 'JaiminiFoundationsResult',
  result: JaiminiFoundationsResult,
  versions: { calculation: 'jaimini.1', content: jaiminiContentVersion },
  cacheable: true,
  example: {
    ...exampleBirth,
  },
  compute: (request): Computed => {
    const natal = resolveNatal(request);
    const core = computeKarakaCore(natal.chart, request.karakaScheme ?? 8);
    return { natal, core, padas: arudhaPadas(core.d1, natal.chart.ascendant.sign), sunrise: namingRangeErrors('/localDate', () => birthDaySunrise(natal)) };
  },
  present: ({ natal, core, padas, sunrise }) => {
    const fmt = new MomentFormatter(natal.birth.local.frame);
    const base = presentKarakaCore(natal, core);
    const signs = core.d1.sign;
    const ents = (gs: readonly GrahaId[]) => gs.map((g) => grahaEntity(g));
    const minutes = sunrise ? (natal.birth.local.instant.jdUt - sunrise.jd) * 1440 : null;
    const lagna = (rate: number) => {
      if (!sunrise || minutes === null) return null;
      const lon = specialLagna(sunrise.sunLongitude, minutes, rate);
      return { longitude: round6(lon), rashi: rashiEntity(rashiIndexOf(lon)), degreeInRashi: round6(degreesInRashi(lon)), degreesPerMinute: rate };
    };
    const al = padas[0].sign;
    const result: Result = {
      reviewOnly: true,
      disclaimer: jaiminiDisclaimer,
      ...base,
      swamsa: {
        rashi: rashiEntity(core.karakamsa),
        houses: Array.from({ length: 12 }, (_, i) => {
          const s = (core.karakamsa + i) % 12;
          return { house: i + 1, rashi: rashiEntity(s), grahas: ents(grahaIds.filter((g) => core.d9.sign[g] === s)) };
        }),
      },
      arudhaPadas: padas.map((p) => ({
        id: `A${p.house}`,
        name: arudhaNames[p.house - 1],
        house: p.house,
        houseRashi: rashiEntity(p.houseSign),
        lord: grahaEntity(p.lord),
        lordRule: p.lordRule,
        lordRashi: rashiEntity(p.lordSign),
        count: p.count,
        rashi: rashiEntity(p.sign),
        exception: p.exception,
      })),
      arudhaLagna: rashiEntity(al),
      upapada: rashiEntity(padas[11].sign),
      rashiDrishti: {
        signs: Array.from({ length: 12 }, (_, s) => ({ rashi: rashiEntity(s), aspects: rashiDrishti(s).map(rashiEntity) })),
        grahas: grahaIds.map((g) => {
          const aspected = rashiDrishti(signs[g]);
          return {
            graha: grahaEntity(g),
            rashi: rashiEntity(signs[g]),
            aspectsRashis: aspected.map(rashiEntity),
            aspectsGrahas: ents(grahaIds.filter((o) => o !== g && aspected.includes(signs[o]))),
          };
        }),
      },
      specialLagnas: {
        methodId: 'SPECIAL_LAGNA.SUNRISE_RATE',
        sunrise: sunrise ? fmt.moment(sunrise.jd) : null,
        sunriseDefinition: natal.birth.sunrise,
        sunLongitudeAtSunrise: sunrise ? round6(sunrise.sunLongitude) : null,
        minutesSinceSunrise: minutes === null ? null : Math.round(minutes * 1000) / 1000,
        horaLagna: lagna(horaLagnaDegreesPerMinute),
        ghatiLagna: lagna(ghatiLagnaDegreesPerMinute),
        unavailableReason: sunrise ? null : 'no-sunrise',
      },
      argala: {
        methodId: 'ARGALA.COUNT',
        references: { lagna: rashiEntity(natal.chart.ascendant.sign), atmakaraka: rashiEntity(signs[core.atmakaraka.graha]), arudhaLagna: rashiEntity(al) },
        bySign: Array.from({ length: 12 }, (_, s) => ({
          rashi: rashiEntity(s),
          argalas: argalasOn(signs, s).map((a) => ({
            house: a.house,
            grahas: ents(a.grahas),
            obstructionHouse: a.obstructionHouse,
            obstructingGrahas: ents(a.obstructingGrahas),
            status: a.status,
            statusName: argalaStatusNames[a.status],
          })),
        })),
      },
    };
    return {
      method: {
        ...natalMethod(natal),
        ...karakaMethod(core),
        arudhaMethodId: 'ARUDHA.BPHS',
        specialLagnaMethodId: 'SPECIAL_LAGNA.SUNRISE_RATE',
        sunrise: natal.birth.sunrise,
        sunriseMethodId: riseMethodId[natal.birth.sunrise],
        argalaMethodId: 'ARGALA.COUNT',
        reviewOnly: true,
      },
      input: inputBlock(natal.birth),
      warnings: presentWarnings(natal.birth.warnings),
      result,
    };
  },
});
