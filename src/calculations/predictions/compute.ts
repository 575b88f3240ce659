import type { Static } from 'typebox';
import type { Temporal } from 'temporal-polyfill';
import { defaultAyanamsha } from '../../astro/ayanamsha.ts';
import type { SkySettings } from '../../astro/positions.ts';
import type { GeoPosition, RiseDefinition } from '../../astro/rise-set.ts';
import { parseLocalDate, requireTimeZone, type TimeFrame } from '../../astro/time/civil.ts';
import { computeAshtakavarga } from '../../jyotish/chart/ashtakavarga.ts';
import { rashiIds, sevenGrahaIds, type SevenGrahaId } from '../../jyotish/core/zodiac.ts';
import { predict, type Prediction } from '../../jyotish/predictions/forecast.ts';
import type { NatalAshtakavarga, SignalContext } from '../../jyotish/predictions/signals.ts';
import type { PeriodKind } from '../../jyotish/predictions/weights.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import { namingRangeErrors } from '../shared/birth.ts';
import { resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import type { PredictionRequest } from './schema.ts';

type Request = Static<typeof PredictionRequest>;

/** Where and how the days of a prediction are reckoned, and the zodiac settings. */
export interface PredictionSetting {
  frame: TimeFrame;
  geo: GeoPosition | null;
  sunrise: RiseDefinition;
  sky: SkySettings;
}

export interface PredictionComputed {
  kind: PeriodKind;
  mode: 'sign-only' | 'natal';
  setting: PredictionSetting;
  date: Temporal.PlainDate;
  ctx: SignalContext;
  natal: ResolvedNatal | null;
  prediction: Prediction;
}

/**
 * The place the days are reckoned at: latitude and longitude together or not at all.
 * @throws ValidationFailed naming the missing half
 */
export function reckoningPlace(request: { latitude?: number; longitude?: number; elevationMeters?: number }, prefix = ''): GeoPosition | null {
  const { latitude, longitude } = request;
  if (latitude === undefined && longitude === undefined) return null;
  if (latitude === undefined) throw new ValidationFailed(`${prefix}/latitude`, 'is required when longitude is given');
  if (longitude === undefined) throw new ValidationFailed(`${prefix}/longitude`, 'is required when latitude is given');
  return { latitude, longitude, elevationMeters: request.elevationMeters ?? 0 };
}

/** The natal-mode context: Moon sign, janma nakshatra and the ashtakavarga of the chart. */
export function natalContext(natal: ResolvedNatal): SignalContext {
  const { bodies, ascendant } = natal.chart;
  const av = computeAshtakavarga({
    sun: bodies.sun.sign, moon: bodies.moon.sign, mars: bodies.mars.sign, mercury: bodies.mercury.sign,
    jupiter: bodies.jupiter.sign, venus: bodies.venus.sign, saturn: bodies.saturn.sign, lagna: ascendant.sign,
  });
  const bhinna = {} as Record<SevenGrahaId, readonly number[]>;
  for (const r of av.bhinna) bhinna[r.graha] = r.bindus;
  const ashtakavarga: NatalAshtakavarga = { bhinna, sarva: av.sarva };
  for (const g of sevenGrahaIds) if (!bhinna[g]) throw new Error(`ashtakavarga register of ${g} missing`);
  return { moonSign: bodies.moon.sign, ashtakavarga, janmaNakshatra: bodies.moon.nakshatra };
}

/**
 * A daily, weekly or monthly prediction.
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field
 */
export function computePrediction(kind: PeriodKind, request: Request): PredictionComputed {
  const hasSign = request.moonSign !== undefined;
  const hasBirth = request.birth !== undefined;
  if (hasSign && hasBirth) throw new ValidationFailed('/moonSign', 'give either moonSign (sign-only mode) or birth (natal mode), not both');
  if (!hasSign && !hasBirth) throw new ValidationFailed('/moonSign', 'is required unless birth is given (give exactly one of moonSign and birth)');
  const timezone = requireTimeZone(request.timezone, '/timezone');
  const date = parseLocalDate(request.date, '/date');
  const geo = reckoningPlace(request);
  const sky: SkySettings = {
    ayanamsha: request.ayanamsha ?? defaultAyanamsha,
    nodeType: request.nodeType ?? 'mean',
    positions: request.positions ?? 'apparent',
  };
  const setting: PredictionSetting = { frame: { kind: 'zone', timezone }, geo, sunrise: request.sunrise ?? 'upper-limb-refracted', sky };

  let natal: ResolvedNatal | null = null;
  let ctx: SignalContext;
  if (request.birth) {
    natal = resolveNatal({ ...request.birth, ayanamsha: sky.ayanamsha, nodeType: sky.nodeType, positions: sky.positions, houseSystem: 'whole-sign' }, '/birth');
    ctx = natalContext(natal);
  } else {
    const m = request.moonSign as number | string;
    const moonSign = typeof m === 'number' ? m - 1 : (rashiIds as readonly string[]).indexOf(m);
    ctx = { moonSign, ashtakavarga: null, janmaNakshatra: null };
  }
  const prediction = namingRangeErrors('/date', () =>
    predict({ kind, date, reckoning: { frame: setting.frame, geo, sunrise: setting.sunrise }, sky, ctx }),
  );
  return { kind, mode: natal ? 'natal' : 'sign-only', setting, date, ctx, natal, prediction };
}
