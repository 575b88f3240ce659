/**
 * Acceptance rules of the Ayadi vargas (south-indian-and-vastu.md §2): each varga gets a
 * verdict with its rule id; a perimeter passes when no evaluated rule fails.
 */
import { taraBala, type TaraId } from '../core/bala.ts';
import { vargaValue, type AyadiValues } from './vargas.ts';

export type Verdict = 'pass' | 'fail' | 'neutral' | 'not-evaluated' | 'informational';
export type Facing = 'east' | 'south' | 'west' | 'north';
export type AmshaVariant = 'mayamata' | 'samarangana';
export type FacingRule = 'prefer' | 'require';
export type OptionalVarga = 'tithi' | 'ayus';

/** The yoni each facing prefers: Dhwaja (1) east, Simha (3) south, Vrishabha (5) west, Gaja (7) north. */
export const facingYoni: Record<Facing, number> = { east: 1, south: 3, west: 5, north: 7 };
/** Tithis rejected by `AYADI.TITHI_NOT_RIKTA`: the rikta tithis 4, 9, 14 and 30. */
export const rejectedTithis: readonly number[] = [4, 9, 14, 30];
/** Weekdays rejected by `VARA.NO_SUN_TUE`: 1 = Sunday, 3 = Tuesday. */
export const rejectedVaras: readonly number[] = [1, 3];

export interface AyadiOptions {
  /** 0-based janma nakshatra of the owner, or null. */
  ownerNakshatra: number | null;
  facing: Facing | null;
  facingRule: FacingRule;
  amshaVariant: AmshaVariant;
  include: readonly OptionalVarga[];
}

export type VyayaClass = 'yaksha' | 'pishacha' | 'rakshasa';

export interface VargaVerdict {
  varga: 'aya' | 'vyaya' | 'yoni' | 'riksha' | 'vara' | 'amsha' | 'tithi' | 'ayus';
  verdict: Verdict;
  ruleId: string;
}

export interface AyadiAssessment {
  verdicts: VargaVerdict[];
  vyayaClass: VyayaClass;
  /** Tara of the riksha counted from the owner's nakshatra, or null without one. */
  tara: { count: number; tara: number; id: TaraId } | null;
  /** Whether the yoni is the one the facing prefers; null without a facing. */
  yoniMatchesFacing: boolean | null;
  /** No evaluated rule failed. */
  pass: boolean;
  /** Every rule was evaluated (false when the riksha rule lacked the owner's nakshatra). */
  complete: boolean;
}

/**
 * Verdicts for one perimeter:
 * - `AYADI.AYA_GT_VYAYA`: Aya must exceed Vyaya;
 * - `AYADI.VYAYA_CLASS`: Vyaya < Aya Yaksha (pass), = Pishacha (neutral), > Rakshasa (fail);
 * - `AYADI.YONI_ODD`: odd yonis only; with a facing, `AYADI.YONI_FACING` prefers (or, with
 *   facingRule `require`, demands) the facing's yoni;
 * - `AYADI.RIKSHA_TARA`: tara from the owner's nakshatra not 3, 5 or 7 (count mod 9);
 * - `VARA.NO_SUN_TUE`: not Sunday or Tuesday;
 * - `AYADI.AMSHA_UNJUDGED` (Mayamata amsha: labels not standardised, no verdict) or
 *   `AMSHA.SS3` (Samarangana: Indra and Raja pass, Yama fails);
 * - on request `AYADI.TITHI_NOT_RIKTA` (not 4, 9, 14, 30) and the ayus (informational).
 */
export function assessAyadi(v: AyadiValues, o: AyadiOptions, ayusRuleId: string): AyadiAssessment {
  const verdicts: VargaVerdict[] = [];
  verdicts.push({ varga: 'aya', verdict: v.aya > v.vyaya ? 'pass' : 'fail', ruleId: 'AYADI.AYA_GT_VYAYA' });
  const vyayaClass: VyayaClass = v.vyaya < v.aya ? 'yaksha' : v.vyaya === v.aya ? 'pishacha' : 'rakshasa';
  verdicts.push({ varga: 'vyaya', verdict: vyayaClass === 'yaksha' ? 'pass' : vyayaClass === 'pishacha' ? 'neutral' : 'fail', ruleId: 'AYADI.VYAYA_CLASS' });
  const odd = v.yoni % 2 === 1;
  const yoniMatchesFacing = o.facing === null ? null : facingYoni[o.facing] === v.yoni;
  if (!odd) verdicts.push({ varga: 'yoni', verdict: 'fail', ruleId: 'AYADI.YONI_ODD' });
  else if (o.facing !== null && o.facingRule === 'require' && !yoniMatchesFacing) {
    verdicts.push({ varga: 'yoni', verdict: 'fail', ruleId: 'AYADI.YONI_FACING' });
  } else verdicts.push({ varga: 'yoni', verdict: 'pass', ruleId: o.facing === null ? 'AYADI.YONI_ODD' : 'AYADI.YONI_FACING' });
  let tara: AyadiAssessment['tara'] = null;
  if (o.ownerNakshatra === null) {
    verdicts.push({ varga: 'riksha', verdict: 'not-evaluated', ruleId: 'AYADI.RIKSHA_TARA' });
  } else {
    const t = taraBala(o.ownerNakshatra, v.riksha - 1);
    tara = { count: t.count, tara: t.tara, id: t.id };
    verdicts.push({ varga: 'riksha', verdict: [3, 5, 7].includes(t.count % 9) ? 'fail' : 'pass', ruleId: 'AYADI.RIKSHA_TARA' });
  }
  verdicts.push({ varga: 'vara', verdict: rejectedVaras.includes(v.vara) ? 'fail' : 'pass', ruleId: 'VARA.NO_SUN_TUE' });
  if (o.amshaVariant === 'samarangana') {
    verdicts.push({ varga: 'amsha', verdict: v.amshaSs3 === 2 ? 'fail' : 'pass', ruleId: 'AMSHA.SS3' });
  } else verdicts.push({ varga: 'amsha', verdict: 'informational', ruleId: 'AYADI.AMSHA_UNJUDGED' });
  if (o.include.includes('tithi')) {
    verdicts.push({ varga: 'tithi', verdict: rejectedTithis.includes(v.tithi) ? 'fail' : 'pass', ruleId: 'AYADI.TITHI_NOT_RIKTA' });
  }
  if (o.include.includes('ayus')) verdicts.push({ varga: 'ayus', verdict: 'informational', ruleId: ayusRuleId });
  return {
    verdicts,
    vyayaClass,
    tara,
    yoniMatchesFacing,
    pass: verdicts.every((x) => x.verdict !== 'fail'),
    complete: verdicts.every((x) => x.verdict !== 'not-evaluated'),
  };
}

const rejectedCounts = [3, 5, 7];

/**
 * The search's fast path: whether `assessAyadi(ayadiValues(p), o).pass` holds, computed
 * without building the verdicts (most perimeters fail early). Tested equal to the full
 * assessment.
 */
export function passesAyadi(p: number, o: AyadiOptions): boolean {
  const aya = vargaValue(p, 8, 12);
  const vyaya = vargaValue(p, 9, 10);
  if (aya <= vyaya) return false;
  const yoni = vargaValue(p, 3, 8);
  if (yoni % 2 === 0) return false;
  if (o.facing !== null && o.facingRule === 'require' && facingYoni[o.facing] !== yoni) return false;
  const vara = vargaValue(p, 9, 7);
  if (vara === 1 || vara === 3) return false;
  const riksha = vargaValue(p, 8, 27);
  if (o.ownerNakshatra !== null && rejectedCounts.includes((((riksha - 1 - o.ownerNakshatra + 27) % 27) + 1) % 9)) return false;
  if (o.amshaVariant === 'samarangana' && (vyaya + riksha) % 3 === 2) return false;
  if (o.include.includes('tithi') && rejectedTithis.includes(vargaValue(p, 8, 30))) return false;
  return true;
}
