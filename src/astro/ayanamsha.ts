import { swe, C, initEphemeris, requireSwissEphemeris } from './swe.ts';
import type { Degrees, JulianDayUt } from '../shared/units.ts';

/**
 * The ayanamshas served, by public id, with the Swiss Ephemeris sidereal mode and the
 * method id declared in results (see shared/methods/time-and-sky.md §4).
 */
export const ayanamshas = {
  lahiri: { sweMode: 1, methodId: 'AYAN.LAHIRI' },
  raman: { sweMode: 3, methodId: 'AYAN.RAMAN' },
  krishnamurti: { sweMode: 5, methodId: 'AYAN.KP' },
  'krishnamurti-new': { sweMode: 45, methodId: 'AYAN.KP_NEW' },
  'true-chitra': { sweMode: 27, methodId: 'AYAN.TRUE_CHITRA' },
  yukteshwar: { sweMode: 7, methodId: 'AYAN.YUKTESHWAR' },
  'fagan-bradley': { sweMode: 0, methodId: 'AYAN.FAGAN_BRADLEY' },
  'true-pushya': { sweMode: 29, methodId: 'AYAN.TRUE_PUSHYA' },
  'true-revati': { sweMode: 28, methodId: 'AYAN.TRUE_REVATI' },
  suryasiddhanta: { sweMode: 21, methodId: 'AYAN.SURYASIDDHANTA' },
  'lahiri-icrc': { sweMode: 46, methodId: 'AYAN.LAHIRI_ICRC' },
} as const;

export type AyanamshaId = keyof typeof ayanamshas;
export const ayanamshaIds = Object.keys(ayanamshas) as AyanamshaId[];
export const defaultAyanamsha: AyanamshaId = 'lahiri';

let currentMode = -1;

/**
 * Selects the sidereal mode in the library. The SE holds it per thread; every function that
 * asks for sidereal output calls this first, synchronously, so no request sees another's mode.
 */
export function useAyanamsha(id: AyanamshaId): void {
  initEphemeris();
  const mode = ayanamshas[id].sweMode;
  if (mode !== currentMode) {
    swe.set_sid_mode(mode, 0, 0);
    currentMode = mode;
  }
}

/**
 * The ayanamsha in degrees at an instant: the mean value (without nutation), which is the
 * quantity subtracted from mean-equinox longitudes to give the sidereal positions returned
 * (λ_sid = λ_true − A_true = λ_mean − A_mean).
 */
export function ayanamshaDegrees(id: AyanamshaId, jd: JulianDayUt): Degrees {
  useAyanamsha(id);
  const r = swe.get_ayanamsa_ex_ut(jd, C.SEFLG_SWIEPH | C.SEFLG_NONUT);
  requireSwissEphemeris(r, 'ayanamsha', jd);
  return r.data as Degrees;
}

/** The true ayanamsha (with nutation in longitude), the value Jagannatha Hora displays. */
export function trueAyanamshaDegrees(id: AyanamshaId, jd: JulianDayUt): Degrees {
  useAyanamsha(id);
  const r = swe.get_ayanamsa_ex_ut(jd, C.SEFLG_SWIEPH);
  requireSwissEphemeris(r, 'ayanamsha', jd);
  return r.data as Degrees;
}
