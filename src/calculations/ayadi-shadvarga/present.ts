import type { Static } from 'typebox';
import {
  amshaSs3Names, amshaUnjudgedNote, ayadiReasons, ayadiStatement, conversionText, varaName, vargaNames, verdictNames,
  vyayaClassNames, yoniNames, type VargaId,
} from '../../content/south-indian/ayadi.ts';
import { nakshatraNames } from '../../content/names.ts';
import { nakshatraIds } from '../../jyotish/core/zodiac.ts';
import { facingYoni, type AyadiAssessment } from '../../jyotish/ayadi/rules.ts';
import { countToUnit, countUnitMethodId, hastaStandardMethodId } from '../../jyotish/ayadi/units.ts';
import { ayusMethodId, vargaFormulas, type AyadiValues } from '../../jyotish/ayadi/vargas.ts';
import type { Bilingual } from '../../shared/bilingual.ts';
import { nakshatraEntity } from '../shared/entities.ts';
import type { Presented } from '../types.ts';
import type { AyadiComputed } from './compute.ts';
import type { AyadiResult } from './schema.ts';

type Result = Static<typeof AyadiResult>;
type Varga = NonNullable<Result['vargas']>[number];

function formulaOf(f: { multiplier: number; divisor: number }): string {
  return `(${f.multiplier} × P) mod ${f.divisor}, remainder 0 read as ${f.divisor}`;
}

/** The named value of a varga, where it has one. */
function labelOf(id: VargaId, v: AyadiValues, a: AyadiAssessment, samarangana: boolean): Bilingual | null {
  switch (id) {
    case 'vyaya':
      return vyayaClassNames[a.vyayaClass];
    case 'yoni':
      return { en: yoniNames[v.yoni - 1].en, hi: yoniNames[v.yoni - 1].hi };
    case 'riksha':
      return nakshatraNames[nakshatraIds[v.riksha - 1]];
    case 'vara':
      return varaName(v.vara);
    case 'amsha':
      return samarangana ? amshaSs3Names[v.amshaSs3] : null;
    default:
      return null;
  }
}

function presentVargas(c: AyadiComputed, v: AyadiValues, a: AyadiAssessment): Varga[] {
  const samarangana = c.options.amshaVariant === 'samarangana';
  return a.verdicts.map((verdict) => {
    const id = verdict.varga;
    const f = id === 'ayus' ? (c.ayusVariant === 'vishvakarma' ? vargaFormulas.ayusVishvakarma : vargaFormulas.ayusKalamrita) : vargaFormulas[id];
    const value = id === 'ayus' ? v.ayus : v[id];
    return {
      id,
      name: vargaNames[id],
      formula: formulaOf(f),
      formulaRuleId: f.ruleId,
      remainder: (f.multiplier * v.perimeter) % f.divisor,
      value,
      label: labelOf(id, v, a, samarangana),
      verdict: verdict.verdict,
      verdictName: verdictNames[verdict.verdict],
      ruleId: verdict.ruleId,
    };
  });
}

function reasonsOf(c: AyadiComputed, v: AyadiValues, a: AyadiAssessment): Bilingual[] {
  const out: Bilingual[] = [];
  for (const x of a.verdicts) {
    if (x.verdict === 'not-evaluated') out.push(ayadiReasons.rikshaMissing);
    if (x.verdict !== 'fail' && !(x.varga === 'vyaya' && x.verdict === 'neutral')) continue;
    switch (x.varga) {
      case 'aya':
        out.push(ayadiReasons.ayaNotAbove(v.aya, v.vyaya));
        break;
      case 'vyaya':
        out.push(ayadiReasons.vyayaClass(a.vyayaClass));
        break;
      case 'yoni':
        out.push(v.yoni % 2 === 0 ? ayadiReasons.yoniEven(v.yoni) : ayadiReasons.yoniFacing(v.yoni, facingYoni[c.options.facing!]));
        break;
      case 'riksha':
        out.push(ayadiReasons.rikshaTara(a.tara!.count));
        break;
      case 'vara':
        out.push(ayadiReasons.vara(v.vara));
        break;
      case 'amsha':
        out.push(ayadiReasons.amshaYama);
        break;
      case 'tithi':
        out.push(ayadiReasons.tithi(v.tithi));
        break;
      default:
        break;
    }
  }
  if (a.pass) out.unshift(ayadiReasons.allPass);
  return out;
}

export function presentAyadi(c: AyadiComputed): Presented<Result> {
  const m = c.measured;
  const round = (x: number) => Math.round(x * 1e9) / 1e9;
  const result: Result = {
    reviewOnly: true,
    statement: ayadiStatement,
    measurement: m && {
      unit: c.unit,
      length: m.length,
      breadth: m.breadth,
      perimeter: round(m.perimeter),
      countUnit: c.countUnit,
      hastaMetres: c.hastaMetres,
      exactCount: m.counted.exact,
      perimeterCount: m.counted.whole,
      residual: round(m.counted.residual),
      conversion: conversionText({ perimeter: m.perimeter, unit: c.unit, countUnit: c.countUnit, hastaMetres: c.hastaMetres, exact: m.counted.exact, whole: m.counted.whole }),
    },
    vargas: m && presentVargas(c, m.values, m.assessment),
    tara: m?.assessment.tara ?? null,
    yoniMatchesFacing: m?.assessment.yoniMatchesFacing ?? null,
    overall: m && { pass: m.assessment.pass, complete: m.assessment.complete, reasons: reasonsOf(c, m.values, m.assessment) },
    amshaNote: amshaUnjudgedNote,
    search: c.search && {
      minPerimeter: c.search.min,
      maxPerimeter: c.search.max,
      countUnit: c.countUnit,
      scanned: c.search.max - c.search.min + 1,
      matchCount: c.search.hits.length,
      matches: c.search.hits.map(({ values: v, assessment: a }) => ({
        perimeter: v.perimeter,
        perimeterInUnit: round(countToUnit(v.perimeter, c.countUnit, c.unit, c.hastaMetres)),
        aya: v.aya,
        vyaya: v.vyaya,
        yoni: v.yoni,
        riksha: v.riksha,
        vara: v.vara,
        amsha: v.amsha,
        tithi: c.options.include.includes('tithi') ? v.tithi : null,
        ayus: c.options.include.includes('ayus') ? v.ayus : null,
        yoniMatchesFacing: a.yoniMatchesFacing,
      })),
    },
    ownerNakshatra: c.options.ownerNakshatra === null ? null : nakshatraEntity(c.options.ownerNakshatra),
  };
  return {
    method: {
      ayadiMethodId: 'AYADI.MAYAMATA',
      countUnit: c.countUnit,
      countUnitMethodId: countUnitMethodId[c.countUnit],
      hastaStandard: c.hastaStandard,
      hastaMethodId: hastaStandardMethodId[c.hastaStandard],
      hastaMetres: c.hastaMetres,
      footMetres: 0.3048,
      roundingMethodId: 'AYADI.ROUND_NEAREST',
      remainderZero: 'read as the divisor',
      amshaVariant: c.options.amshaVariant,
      amshaMethodId: c.options.amshaVariant === 'samarangana' ? 'AMSHA.SS3' : 'AYADI.AMSHA_UNJUDGED',
      facingRule: c.options.facingRule,
      ayusVariant: c.ayusVariant,
      ayusMethodId: ayusMethodId[c.ayusVariant],
      varaMethodId: 'VARA.NO_SUN_TUE',
      searchMethodId: c.search ? 'AYADI.SEARCH' : null,
      reviewOnly: true,
    },
    input: {},
    warnings: [],
    result,
  };
}
