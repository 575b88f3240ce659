/** kp-prashna numbers and ids → the published result, with bilingual names and evidence texts. */
import type { Static } from 'typebox';
import { ayanamshas } from '../../astro/ayanamsha.ts';
import { nodeMethodId } from '../../astro/positions.ts';
import { riseMethodId } from '../../astro/rise-set.ts';
import {
  agencyBasisNames, chartKindNames, dayLordBasisNames, horaryPointNames, levelNames, nodeRepresentationNames,
  questionEvidenceText, questionNames, questionNote, questionSummary, rulingSlotNames,
} from '../../content/kp/index.ts';
import { vaaraNames } from '../../content/names.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import { horaryPointMethodId, type KpPoint } from '../../jyotish/kp/chart.ts';
import { longitudeToUnits, unitsPerStar, unitsToDegrees, type KpLords } from '../../jyotish/kp/lords.ts';
import { rulingVariantMethodId } from '../../jyotish/kp/ruling-planets.ts';
import type { SignificatorLevel } from '../../jyotish/kp/significators.ts';
import { formatDmsInSign } from '../../shared/angles.ts';
import { inputBlock, presentWarnings, skyMethod } from '../shared/birth.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import { MomentFormatter } from '../shared/moments.ts';
import type { Presented } from '../types.ts';
import type { KpPrashnaComputed } from './compute.ts';
import type { KpPrashnaResult } from './schema.ts';

type Result = Static<typeof KpPrashnaResult>;

const entity = (g: GrahaId) => grahaEntity(g);
const entities = (gs: readonly GrahaId[]) => gs.map(entity);

function angle(longitude: number) {
  return { longitude, dms: formatDmsInSign(longitude) };
}

/** A point's KP fields (shared with the kundli-advanced `kp` block). */
export function kpPointFields(longitude: number, lords: KpLords) {
  // From the same ⅓″ units as the lords, so a point snapped onto a boundary gets the sign,
  // degree and pada of the division it was given (never a degree of −1e-15 or pada 0).
  const units = longitudeToUnits(longitude);
  const degreeInSign = Math.max(0, longitude - lords.sign * 30);
  return {
    longitude,
    dms: formatDmsInSign(longitude),
    rashi: rashiEntity(lords.sign),
    degreeInSign,
    dmsInSign: formatDmsInSign(degreeInSign),
    nakshatra: nakshatraEntity(lords.nakshatra),
    pada: Math.floor((units - lords.nakshatra * unitsPerStar) / (unitsPerStar / 4)) + 1,
    signLord: entity(lords.signLord),
    starLord: entity(lords.starLord),
    subLord: entity(lords.subLord),
    subSubLord: entity(lords.subSubLord),
    subArc: { from: unitsToDegrees(lords.subStartUnits), to: unitsToDegrees(lords.subEndUnits) },
    subSubArc: { from: unitsToDegrees(lords.subSubStartUnits), to: unitsToDegrees(lords.subSubEndUnits) },
  };
}

const point = (p: KpPoint) => kpPointFields(p.longitude, p.lords);

function levelLists<T, U>(levels: Record<'A' | 'B' | 'C' | 'D', T[]> & { E?: T[] }, map: (x: T) => U) {
  return {
    A: levels.A.map(map),
    B: levels.B.map(map),
    C: levels.C.map(map),
    D: levels.D.map(map),
    ...(levels.E ? { E: levels.E.map(map) } : {}),
  };
}

export function presentKpPrashna(c: KpPrashnaComputed): Presented<Result> {
  const { chart, birth, options, significators: sig } = c;
  const same = (n: number) => n;
  const h = chart.horary;
  const horary = h === null
    ? null
    : {
      number: h.row.number,
      point: h.point,
      pointMethodId: horaryPointMethodId[h.point],
      pointName: horaryPointNames[h.point],
      row: {
        number: h.row.number,
        from: angle(unitsToDegrees(h.row.fromUnits)),
        to: angle(unitsToDegrees(h.row.toUnits)),
        rashi: rashiEntity(h.row.sign),
        nakshatra: nakshatraEntity(h.row.nakshatra),
        signLord: entity(h.row.signLord),
        starLord: entity(h.row.starLord),
        subLord: entity(h.row.subLord),
      },
      targetAscendant: angle(h.targetLongitude),
      ascendantReached: angle(chart.ascendant.longitude),
      residualArcseconds: (chart.ascendant.longitude - h.targetLongitude) * 3600,
      armcSearch: { method: 'bisection' as const, iterations: h.search.iterations, toleranceDegrees: h.search.toleranceDegrees },
    };

  const levelIds: SignificatorLevel[] = options.includeLevelE ? ['A', 'B', 'C', 'D', 'E'] : ['A', 'B', 'C', 'D'];
  const planetView = (g: GrahaId) => sig.planets.find((p) => p.graha === g)!;

  const question = c.question === null
    ? null
    : (() => {
      const q = c.question;
      const csl = entity(q.cuspalSubLord);
      const evidence = q.evidence.map((e) => ({
        ruleId: e.ruleId,
        direction: e.direction,
        houses: e.houses,
        graha: e.graha === null ? null : entity(e.graha),
        text: questionEvidenceText({
          ruleId: e.ruleId,
          primaryHouse: q.group.primaryHouse,
          group: q.group.supporting,
          csl: csl.name,
          houses: e.houses,
          graha: e.graha === null ? null : entity(e.graha).name,
        }),
      }));
      return {
        id: q.question,
        name: questionNames[q.question],
        groupMethodId: 'KP.QUESTION_GROUPS' as const,
        primaryHouse: q.group.primaryHouse,
        supportingHouses: [...q.group.supporting],
        opposingHouses: [...q.group.opposing],
        cuspalSubLord: csl,
        signifies: q.signifies,
        supportingSignified: q.supportingSignified,
        opposingSignified: q.opposingSignified,
        evidence,
        balance: q.balance,
        summary: questionSummary(evidence.map((e) => e.text)),
        note: questionNote,
      };
    })();

  const moments = new MomentFormatter(birth.local.frame, { startJd: birth.local.instant.jdUt - 2, endJd: birth.local.instant.jdUt });
  const r = c.ruling;
  const vaara = vaaraNames[c.dayLord.weekday];
  const rulingPlanets = {
    variant: r.variant,
    methodId: rulingVariantMethodId[r.variant],
    dropRetrograde: options.dropRetrograde,
    dayLord: {
      graha: entity(c.dayLord.lord),
      weekday: { id: vaara.id, index: c.dayLord.weekday, name: { en: vaara.en, hi: vaara.hi } },
      sunrise: c.dayLord.sunriseJd === null ? null : moments.moment(c.dayLord.sunriseJd),
      basis: c.dayLord.basis,
      basisName: dayLordBasisNames[c.dayLord.basis],
    },
    slots: r.slots.map((s) => ({ slot: s.slot, name: rulingSlotNames[s.slot], graha: entity(s.graha) })),
    planets: r.planets.map((p) => ({
      graha: entity(p.graha),
      slots: p.slots,
      count: p.count,
      retrograde: p.retrograde,
      dropped: p.dropped,
      weak: p.weakBecauseOf !== null,
      weakBecauseOf: p.weakBecauseOf === null ? null : entity(p.weakBecauseOf),
    })),
    nodes: r.nodes.map((n) => ({
      node: entity(n.node),
      added: n.added,
      represents: n.represents.map((x) => ({ graha: entity(x.graha), basis: x.basis, basisName: nodeRepresentationNames[x.basis] })),
    })),
    final: entities(r.final),
  };

  const result: Result = {
    chartKind: h === null ? 'natal' : 'horary',
    chartKindName: chartKindNames[h === null ? 'natal' : 'horary'],
    horary,
    frame: {
      armcDegrees: chart.armcDegrees,
      obliquityDegrees: chart.frame.obliquityDegrees,
      trueAyanamshaDegrees: chart.frame.trueAyanamshaDegrees,
      placidusLatitudeLimitDegrees: 90 - chart.frame.obliquityDegrees,
    },
    ascendant: point(chart.ascendant),
    mc: angle(chart.mcLongitude),
    cusps: chart.cusps.map((cusp, i) => ({ house: i + 1, ...point(cusp) })),
    planets: sig.planets.map((v) => {
      const p = chart.planets[v.graha];
      return {
        graha: entity(v.graha),
        ...point(p),
        speedDegreesPerDay: p.speedDegreesPerDay,
        retrograde: p.retrograde,
        house: p.house,
        housesOwned: v.owns,
      };
    }),
    significators: {
      levels: levelIds.map((level) => ({ level, name: levelNames[level] })),
      houses: sig.houses.map((x) => ({
        house: x.house,
        lord: entity(x.lord),
        occupants: entities(x.occupants),
        levels: levelLists(x.levels, entity),
        all: entities(x.all),
      })),
      planets: sig.planets.map((p) => ({
        graha: entity(p.graha),
        occupies: p.occupies,
        owns: p.owns,
        starLord: entity(p.starLord),
        starLordOccupies: p.starLordOccupies,
        starLordOwns: p.starLordOwns,
        byLevel: levelLists(p.byLevel, same),
        houses: p.houses,
      })),
      nodes: sig.nodes.map((n) => ({
        node: entity(n.node),
        agents: n.agents.map((a) => ({
          graha: entity(a.graha),
          bases: a.bases.map((b) => ({ id: b, name: agencyBasisNames[b] })),
          houses: a.houses,
        })),
        houses: n.houses,
      })),
    },
    cuspalSubLords: chart.cusps.map((cusp, i) => {
      const v = planetView(cusp.lords.subLord);
      return {
        house: i + 1,
        subLord: entity(v.graha),
        subLordStarLord: entity(v.starLord),
        signifies: v.houses,
        byLevel: levelLists({ A: v.byLevel.A, B: v.byLevel.B, C: v.byLevel.C, D: v.byLevel.D }, same),
      };
    }),
    question,
    rulingPlanets,
  };

  const sky = skyMethod(birth);
  return {
    method: {
      ...sky,
      system: 'KP',
      ayanamsha: ayanamshas[birth.sky.ayanamsha].methodId,
      ayanamshaId: birth.sky.ayanamsha,
      houses: 'PLACIDUS',
      houseSystemMethodId: 'BHAVA.PLACIDUS',
      node: nodeMethodId[birth.sky.nodeType],
      horary: h === null ? null : horaryPointMethodId[h.point],
      frameMethodId: 'KP.FRAME',
      subLordMethodId: 'KP.SUB_VIM',
      horaryTableMethodId: 'KP.249',
      armcSearchMethodId: 'KP.ARMC_BISECTION',
      significatorMethodId: 'KP.SIG4',
      levelEMethodId: options.includeLevelE ? 'KP.SIG_ASPECT' : null,
      nodeAgencyMethodId: 'KP.NODE_AGENT',
      conjunctionMethodId: 'KP.CONJ_SAME_SIGN',
      aspectMethodId: 'KP.ASPECT_HOUSES',
      rulingPlanetsMethodId: rulingVariantMethodId[options.variant],
      rulingPlanetsRetrogradeMethodId: options.dropRetrograde ? 'KP.RP_DROP_RETRO' : null,
      vaaraMethodId: 'VAARA.SUNRISE',
      sunrise: birth.sunrise,
      sunriseMethodId: riseMethodId[birth.sunrise],
      questionGroupsMethodId: c.question === null ? null : 'KP.QUESTION_GROUPS',
      placeOfJudgement: 'as-given',
    },
    input: inputBlock(birth),
    warnings: presentWarnings(birth.warnings),
    result,
  };
}
