/**
 * The numbers of the strength block, shared by `POST /v2/calculations/shadbala` and the opt-in
 * `strength` block of kundli-advanced: shadbala, bhava bala, vimshopaka and harsha bala, and
 * the ashtakavarga beyond the raw registers (the lagna's register, sodhana, pindas, kakshas),
 * all from the same natal chart as kundli.
 */
import { meanLongitudeTropical } from '../../astro/mean-longitudes.ts';
import { siderealPositions, type SkySettings } from '../../astro/positions.ts';
import { computeAshtakavarga, type Ashtakavarga, type AvReference } from '../../jyotish/chart/ashtakavarga.ts';
import {
  ekadhipatyaSodhana, kakshaOf, lagnaBhinna, occupiedSigns, sodhyaPinda, trikonaSodhana, type Kaksha,
} from '../../jyotish/chart/ashtakavarga-sodhana.ts';
import { sevenGrahaIds, type SevenGrahaId } from '../../jyotish/core/zodiac.ts';
import { computeBhavaBala, type BhavaBala } from '../../jyotish/strength/bhava-bala.ts';
import { birthDayFrame, type BirthDayFrame } from '../../jyotish/strength/birth-day.ts';
import { harshaBala, type HarshaRow } from '../../jyotish/strength/harsha.ts';
import { isDayBirth } from '../../jyotish/strength/kala.ts';
import { computeShadbala, type Shadbala, type ShadbalaInput } from '../../jyotish/strength/shadbala.ts';
import { computeVimshopaka, type VimshopakaRow } from '../../jyotish/strength/vimshopaka.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import { OutOfRange } from '../../shared/errors.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import { namingRangeErrors } from '../shared/birth.ts';
import type { ResolvedNatal } from '../shared/natal.ts';

/** Obliquity for the kranti of ayana bala: the Surya Siddhanta's 24°, which BPHS's (24 ± δ) presumes (`AYANA.KRANTI_SS24`). */
export const krantiObliquityDegrees = 24;

export interface KakshaRow {
  graha: SevenGrahaId;
  longitude: number;
  kaksha: Kaksha;
  /** Whether the kaksha's lord gave a bindu to this sign in the graha's own Bhinna register. */
  binduFromLord: boolean;
  /** The graha's own Bhinna bindus in the sign. */
  signBindus: number;
}

export interface ReducedRegister {
  graha: SevenGrahaId;
  trikona: number[];
  ekadhipatya: number[];
  rashiPinda: number;
  grahaPinda: number;
  sodhyaPinda: number;
}

export interface StrengthBlockComputed {
  input: ShadbalaInput;
  frame: BirthDayFrame;
  shadbala: Shadbala;
  bhavas: BhavaBala[];
  vimshopaka: VimshopakaRow[];
  harsha: HarshaRow[];
  ashtakavarga: {
    lagna: { bindus: number[]; total: number };
    occupied: boolean[];
    reduced: ReducedRegister[];
    natalKakshas: KakshaRow[];
  };
  /** Kept so transits can be read against the natal registers. */
  registers: Ashtakavarga;
}

/** Kakshas of the seven grahas at the given sidereal longitudes, read against the natal registers. */
export function kakshaRows(longitudes: Readonly<Record<SevenGrahaId, number>>, registers: Ashtakavarga): KakshaRow[] {
  return sevenGrahaIds.map((graha) => {
    const kaksha = kakshaOf(longitudes[graha]);
    const register = registers.bhinna.find((r) => r.graha === graha)!;
    return {
      graha,
      longitude: longitudes[graha],
      kaksha,
      binduFromLord: register.contributors[kaksha.sign].includes(kaksha.lord),
      signBindus: register.bindus[kaksha.sign],
    };
  });
}

/** The sidereal longitudes of the seven grahas at a transit instant, with the chart's sky settings. */
export function transitLongitudes(jdUt: JulianDayUt, sky: SkySettings): Record<SevenGrahaId, number> {
  const p = siderealPositions(jdUt, sevenGrahaIds, sky);
  return Object.fromEntries(sevenGrahaIds.map((g): [SevenGrahaId, number] => [g, p[g].longitude])) as Record<SevenGrahaId, number>;
}

/**
 * @throws OutOfRange naming /latitude where the Sun neither rises nor sets around the birth,
 *   and /localDate where the day's search leaves the ephemeris range
 */
export function computeStrengthBlock(natal: ResolvedNatal): StrengthBlockComputed {
  const { chart, birth } = natal;
  const b = chart.bodies;
  const frame = namingRangeErrors('/localDate', () => birthDayFrame(chart.jdUt, birth.geo, birth.sunrise));
  if (frame === null) {
    throw new OutOfRange('/latitude', 'the Sun does not both rise and set around this birth (polar day or night), so kala bala cannot be reckoned');
  }
  const longitudes = {} as Record<SevenGrahaId, number>;
  const latitudes = {} as Record<SevenGrahaId, number>;
  for (const g of sevenGrahaIds) {
    longitudes[g] = b[g].longitude;
    latitudes[g] = b[g].latitude;
  }
  const jdTt = birth.local.instant.jdTt;
  const a = birth.ayanamshaDegrees;
  const mean = (body: 'sun' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn') => normalizeDegrees(meanLongitudeTropical(body, jdTt) - a);
  const input: ShadbalaInput = {
    longitudes,
    latitudes,
    rahu: b.rahu.longitude,
    ketu: b.ketu.longitude,
    ayanamshaDegrees: a,
    ascendant: chart.ascendant.longitude,
    mc: chart.mcLongitude,
    day: frame.day,
    vedicDayJdn: frame.vedicDayJdn,
    horaLord: frame.horaLord,
    meanLongitudes: { sun: mean('sun'), mercury: mean('mercury'), venus: mean('venus'), mars: mean('mars'), jupiter: mean('jupiter'), saturn: mean('saturn') },
    obliquityDegrees: krantiObliquityDegrees,
  };
  const shadbala = computeShadbala(input);
  const totals = Object.fromEntries(shadbala.grahas.map((g) => [g.graha, g.totalVirupas])) as Record<SevenGrahaId, number>;
  const bhavas = computeBhavaBala(chart.bhavas.bhavas.map((x) => x.middleLongitude), longitudes, shadbala.natures.natures, totals);
  const d1Signs = Object.fromEntries(sevenGrahaIds.map((g) => [g, b[g].sign])) as Record<SevenGrahaId, number>;

  const referenceSigns = { ...d1Signs, lagna: chart.ascendant.sign } as Record<AvReference, number>;
  const registers = computeAshtakavarga(referenceSigns);
  const occupied = occupiedSigns(referenceSigns);
  const lagna = lagnaBhinna(referenceSigns);
  const reduced = registers.bhinna.map((r): ReducedRegister => {
    const trikona = trikonaSodhana(r.bindus);
    const ekadhipatya = ekadhipatyaSodhana(trikona, occupied);
    return { graha: r.graha, trikona, ekadhipatya, ...sodhyaPinda(ekadhipatya, d1Signs) };
  });

  return {
    input,
    frame,
    shadbala,
    bhavas,
    vimshopaka: computeVimshopaka(longitudes, d1Signs),
    harsha: harshaBala(d1Signs, chart.ascendant.sign, isDayBirth(frame.day)),
    ashtakavarga: { lagna: { bindus: lagna.bindus, total: lagna.total }, occupied, reduced, natalKakshas: kakshaRows(longitudes, registers) },
    registers,
  };
}
