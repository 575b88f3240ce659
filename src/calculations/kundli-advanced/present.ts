/** kundli-advanced numbers and ids → the published result, with names and texts. */
import type { Static } from 'typebox';
import { bhinnaTotals, savStrength, sarvaTotal } from '../../jyotish/chart/ashtakavarga.ts';
import { houseSystemMethodId } from '../../jyotish/chart/bhava.ts';
import { debilitationSignOf, deepExaltationLongitude, dignityTable, exaltationSignOf } from '../../jyotish/chart/dignity.ts';
import { houseFrom, rashiLord, sevenGrahaIds } from '../../jyotish/core/zodiac.ts';
import { charaMethodId } from '../../jyotish/dasha/chara.ts';
import { dashaYearChoiceMethodId } from '../../jyotish/dasha/year-lengths.ts';
import { vimshottariMethodId } from './dashas-more.ts';
import { tribhagiAnchorMethodId } from '../../jyotish/dasha/seed-variants.ts';
import { nextLordFirstMethodId } from '../../jyotish/dasha/antardasha-order.ts';
import { yogini } from '../../jyotish/dasha/yogini.ts';
import { formatDmsInSign } from '../../shared/angles.ts';
import { dignityNames, savStrengthNames } from '../../content/kundli-advanced/index.ts';
import { inputBlock, presentWarnings } from '../shared/birth.ts';
import { natalMethod } from '../shared/natal.ts';
import type { Presented } from '../types.ts';
import type { KundliAdvancedComputed } from './compute.ts';
import { grahaEntity, rashiEntity } from '../shared/entities.ts';
import { presentDashas, yoginiAntardashaMethodId } from './present-dashas.ts';
import { presentReadings } from './present-readings.ts';
import type { KundliAdvancedResult } from './schema.ts';
import { MomentFormatter } from '../shared/moments.ts';
import { presentKpLordsBlock } from '../kp-prashna/kundli-block.ts';
import { presentStrengthBlock } from '../shadbala/block-present.ts';
import { includeMethod, pickSections } from './include.ts';

type Result = Static<typeof KundliAdvancedResult>;

const dms = formatDmsInSign;

function angle(longitude: number) {
  return { longitude, dms: dms(longitude) };
}

/** Method entries of the issue-18 options, present only when a request sets them. */
function dashaMoreMethod(c: KundliAdvancedComputed): Record<string, unknown> {
  const m = c.more;
  return {
    ...(m.depth !== 3 ? { vimshottariDepth: m.depth } : {}),
    ...(m.seed !== 'moon' ? { dashaSeed: m.seed } : {}),
    ...(m.yoginiCycles !== 1 ? { yoginiCycles: m.yoginiCycles } : {}),
    ...(m.runningAtJd !== null ? { runningAtJd: m.runningAtJd } : {}),
    ...(m.seedVarga !== 1 ? { dashaSeedVarga: m.seedVarga } : {}),
    ...(m.tribhagi ? { dashaTribhagi: true, tribhagiMethodId: tribhagiAnchorMethodId[m.tribhagiAnchor] } : {}),
    ...(m.variantsFor.length !== 1 || m.variantsFor[0] !== 'systems' ? { dashaVariantsFor: [...m.variantsFor] } : {}),
    ...(m.tithiAshtottariAntardasha !== 'ownLord' ? { tithiAshtottariAntardasha: m.tithiAshtottariAntardasha, tithiAshtottariAntardashaMethodId: nextLordFirstMethodId } : {}),
    ...(m.narayanaVarga !== 1 ? { narayanaVarga: m.narayanaVarga } : {}),
    ...(m.narayanaVariant !== 'pvr' ? { narayanaVariant: m.narayanaVariant } : {}),
    ...(c.systems.length > 0
      ? {
          dashaSystemMethodIds: Object.fromEntries(c.systems.map((s) => [s.key, s.methodId])),
          signStrengthMethodId: 'STRONGER_RASHI.PVR',
          ...(m.narayanaVariant === 'jhora' ? { narayanaSignStrengthMethodId: 'STRONGER_RASHI.PVR_JHORA' } : {}),
          signYearsNodeDignityMethodId: 'DIGNITY.NODES_TA_GE',
        }
      : {}),
  };
}

export function presentKundliAdvanced(c: KundliAdvancedComputed): Presented<Result> {
  const { chart, birth } = c.natal;
  const lagnaSign = chart.ascendant.sign;
  const moments = new MomentFormatter(birth.local.frame);

  const bhavaCusps = {
    houseSystem: c.natal.houseSystem,
    methodId: houseSystemMethodId[c.natal.houseSystem],
    cusps: chart.bhavas.bhavas.map((b) => ({
      house: b.house,
      start: angle(b.startLongitude),
      middle: angle(b.middleLongitude),
      end: angle(b.endLongitude),
      rashi: rashiEntity(b.sign),
      lord: grahaEntity(rashiLord[b.sign]),
    })),
  };

  const grahaDrishti = {
    methodId: 'DRISHTI.BPHS_SIGN' as const,
    rows: c.drishti.map((r) => ({
      graha: grahaEntity(r.graha),
      aspect: r.aspect,
      targetHouse: r.targetHouse,
      targetRashi: rashiEntity(r.targetSign),
      aspectedGrahas: r.aspectedGrahas.map(grahaEntity),
    })),
    aspectStrengths: {
      methodId: 'DRISHTI.BPHS_SIGN' as const,
      basis: 'sign' as const,
      unit: 'virupa' as const,
      nodesMethodId: 'DRISHTI.NODES_7' as const,
      rows: c.aspectStrengths.map((a) => ({ from: grahaEntity(a.from), to: grahaEntity(a.to), houseCount: a.houseCount, fraction: a.fraction, virupas: a.virupas })),
    },
  };

  const av = c.ashtakavarga;
  const ashtakavarga = {
    methodId: 'AV.BPHS',
    bhinna: av.bhinna.map((r) => ({
      graha: grahaEntity(r.graha),
      total: r.total,
      bindus: r.bindus,
      signs: r.bindus.map((bindus, s) => ({ rashi: rashiEntity(s), house: houseFrom(lagnaSign, s), bindus, contributors: r.contributors[s] })),
    })),
    sarva: {
      total: sarvaTotal, // computeAshtakavarga throws unless the register sums to it
      bindus: av.sarva,
      strengthMethodId: 'AV.SAV_28' as const,
      signs: av.sarva.map((bindus, s) => {
        const strength = savStrength(bindus);
        return { rashi: rashiEntity(s), house: houseFrom(lagnaSign, s), bindus, strength, strengthName: savStrengthNames[strength] };
      }),
    },
    checks: {
      bhinnaTotals: { ...bhinnaTotals },
      sarvaTotal,
      // computeAshtakavarga throws on a miss, so a published result has always passed.
      passed: true,
    },
  };

  const ucchaBala = {
    methodId: 'UCHCHA.BPHS' as const,
    rows: c.uccha.map((u) => ({
      graha: grahaEntity(u.graha),
      longitude: u.longitude,
      dms: dms(u.longitude),
      rashi: rashiEntity(chart.bodies[u.graha].sign),
      deepExaltationLongitude: u.deepExaltationLongitude,
      deepDebilitationLongitude: u.deepDebilitationLongitude,
      distanceFromDebilitation: u.distanceFromDebilitation,
      virupas: u.virupas,
      rupas: u.virupas / 60,
    })),
    dignities: sevenGrahaIds.map((g) => {
      const row = dignityTable[g];
      const exaltDegree = deepExaltationLongitude[g] % 30;
      const mt = row.moolatrikona;
      const body = chart.bodies[g];
      const dignity = body.dignity ?? 'neutral';
      return {
        graha: grahaEntity(g),
        ownRashis: row.ownSigns.map(rashiEntity),
        exaltation: { rashi: rashiEntity(exaltationSignOf(g)), degree: exaltDegree },
        debilitation: { rashi: rashiEntity(debilitationSignOf(g)), degree: exaltDegree },
        moolatrikona: { rashi: rashiEntity(mt.sign), fromDegree: mt.from, toDegree: mt.to },
        current: { rashi: rashiEntity(body.sign), dignity, name: dignityNames[dignity] },
      };
    }),
  };

  // The sections the request's include list names (all without one); dashas and readings
  // are presented only when wanted.
  const result: Result = {
    ...pickSections(c.include, {
      bhavaCusps: () => bhavaCusps,
      grahaDrishti: () => grahaDrishti,
      ashtakavarga: () => ashtakavarga,
      ucchaBala: () => ucchaBala,
      dashas: () => presentDashas(c, moments),
      natalReadings: () => presentReadings(c, moments),
    }),
    ...(c.kp === null ? {} : { kp: presentKpLordsBlock(c.kp) }),
    ...(c.strength === null ? {} : { strength: presentStrengthBlock(c.strength, moments, birth.sunrise, c.natal.houseSystem) }),
  };

  return {
    method: {
      ...natalMethod(c.natal),
      drishtiMethodId: 'DRISHTI.BPHS_SIGN',
      drishtiNodesMethodId: 'DRISHTI.NODES_7',
      ashtakavargaMethodId: 'AV.BPHS',
      savStrengthMethodId: 'AV.SAV_28',
      uchchaMethodId: 'UCHCHA.BPHS',
      dashaYearDays: c.options.yearDays,
      dashaYearMethodId: dashaYearChoiceMethodId[`${c.options.yearChoice}`],
      vimshottariMethodId: vimshottariMethodId(c.more.seed),
      yoginiMethodId: yogini.id,
      yoginiAntardashaMethodId: yoginiAntardashaMethodId[c.options.yoginiAntardasha],
      yoginiAntardashasIncluded: c.options.yoginiIncludeAntardashas,
      charaMethodId: charaMethodId[c.options.charaVariant],
      charaCoLordMethodId: 'STRONGER.JAIMINI_CHAIN',
      readingsRuleSet: 'KA.PARASHARI_HOUSE_RULES',
      ...dashaMoreMethod(c),
      ...includeMethod(c.include),
    },
    input: inputBlock(birth),
    warnings: presentWarnings(birth.warnings),
    result,
  };
}
