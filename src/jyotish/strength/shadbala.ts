/**
 * Shadbala of the seven grahas (BPHS 27, worked as in B. V. Raman's *Graha and Bhava Balas*):
 * sthana, dig, kala, chesta, naisargika and drik bala in virupas, their total in rupas, the
 * required minimum, the ratio and the rank, and ishta and kashta phala. A pure function of the
 * typed input below, so a book's printed positions can be fed in as they are.
 */
import { normalizeDegrees } from '../../shared/angles.ts';
import { houseFrom, rashiIndexOf, sevenGrahaIds, type SevenGrahaId } from '../core/zodiac.ts';
import { ucchaBala } from '../chart/uccha-bala.ts';
import { weekdayLord } from '../panchang/segments.ts';
import { yearAndMonthLords, weekdayOfJdn, type TimeLords } from './ahargana.ts';
import { chestaBala, chestaGrahas, moonPhalaChesta, sunPhalaChesta, type ChestaGraha } from './chesta.ts';
import { digBala } from './dig.ts';
import { drikBala } from './drik.ts';
import {
  ayanaBala, isDayBirth, krantiDegrees, lordBalas, nathonnathaBala, pakshaBala, tribhagaBala, tribhagaLord,
  type BirthDay, type KalaLords,
} from './kala.ts';
import { grahaNatures, type NatureReasons } from './nature.ts';
import { drekkanaBala, kendradiBala, ojayugmaBala, saptavargajaBala, type VargaPlace } from './sthana.ts';
import { planetaryWars, yuddhaBala, type War } from './yuddha.ts';

export interface ShadbalaInput {
  /** Sidereal (nirayana) true longitudes, degrees. */
  longitudes: Readonly<Record<SevenGrahaId, number>>;
  /** Ecliptic latitudes, degrees north (for the victor of a planetary war). */
  latitudes: Readonly<Record<SevenGrahaId, number>>;
  /** Sidereal longitudes of the nodes (Mercury's company). */
  rahu: number;
  ketu: number;
  /** Sayana = nirayana + ayanamsha (ayana bala, the Sun's phala chesta). */
  ayanamshaDegrees: number;
  /** Sidereal ascendant and MC (dig bala, the house of each graha). */
  ascendant: number;
  mc: number;
  day: BirthDay;
  /** Julian day number of the civil date of the sunrise that opens the birth's Hindu day. */
  vedicDayJdn: number;
  horaLord: SevenGrahaId;
  /** Sidereal mean longitudes of the Sun and of Mars … Saturn (chesta bala), same frame as `longitudes`. */
  meanLongitudes: Readonly<Record<'sun' | ChestaGraha, number>>;
  /** Obliquity used for the kranti of ayana bala, degrees. */
  obliquityDegrees: number;
}

/** Naisargika bala: 60·k/7 virupas for k = 7 (Sun) … 1 (Saturn) (BPHS 27.28). */
export const naisargikaBala: Readonly<Record<SevenGrahaId, number>> = {
  sun: 60, moon: (60 * 6) / 7, venus: (60 * 5) / 7, jupiter: (60 * 4) / 7, mercury: (60 * 3) / 7, mars: (60 * 2) / 7, saturn: 60 / 7,
};

/** The minimum total a graha needs to count as strong, rupas (BPHS 27.33–34). */
export const requiredRupas: Readonly<Record<SevenGrahaId, number>> = {
  sun: 5, moon: 6, mars: 5, mercury: 7, jupiter: 6.5, venus: 5.5, saturn: 5,
};

export interface SthanaBala {
  uchcha: number;
  saptavargaja: number;
  ojayugma: number;
  kendradi: number;
  drekkana: number;
  total: number;
  vargas: VargaPlace[];
}

export interface KalaBala {
  nathonnatha: number;
  paksha: number;
  tribhaga: number;
  abda: number;
  masa: number;
  vara: number;
  hora: number;
  ayana: number;
  yuddha: number;
  total: number;
  krantiDegrees: number;
}

export interface GrahaShadbala {
  graha: SevenGrahaId;
  sthana: SthanaBala;
  dig: { virupas: number; arcDegrees: number };
  kala: KalaBala;
  chesta: { virupas: number; kendraDegrees: number | null };
  naisargika: number;
  drik: number;
  totalVirupas: number;
  rupas: number;
  requiredRupas: number;
  /** rupas / required. */
  ratio: number;
  /** 1 = the highest ratio. */
  rank: number;
  meetsRequired: boolean;
  /** Chesta used for the phalas (the Sun's and the Moon's by BPHS 28). */
  phalaChesta: number;
  ishtaPhala: number;
  kashtaPhala: number;
}

export interface Shadbala {
  grahas: GrahaShadbala[];
  natures: NatureReasons;
  dayBirth: boolean;
  lords: KalaLords & { tribhaga: SevenGrahaId };
  timeLords: TimeLords;
  weekday: number;
  wars: War[];
}

/**
 * Computes the shadbala. Ishta phala = √(uchcha · chesta), kashta phala = √((60 − uchcha)(60 − chesta))
 * (Raman, ch. X), both 0–60.
 */
export function computeShadbala(x: ShadbalaInput): Shadbala {
  const L = x.longitudes;
  const d1Signs = {} as Record<SevenGrahaId, number>;
  for (const g of sevenGrahaIds) d1Signs[g] = rashiIndexOf(L[g]);
  const lagnaSign = rashiIndexOf(x.ascendant);
  const natures = grahaNatures({ ...L, rahu: x.rahu, ketu: x.ketu });
  const weekday = weekdayOfJdn(x.vedicDayJdn);
  const timeLords = yearAndMonthLords(x.vedicDayJdn);
  const lords: KalaLords = { year: timeLords.yearLord, month: timeLords.monthLord, weekday: weekdayLord[weekday], hora: x.horaLord };
  const dayBirth = isDayBirth(x.day);

  const partial = sevenGrahaIds.map((graha) => {
    const lon = L[graha];
    const svb = saptavargajaBala(graha, lon, d1Signs);
    const oja = ojayugmaBala(graha, lon);
    const sthanaParts = {
      uchcha: ucchaBala(graha, lon).virupas,
      saptavargaja: svb.virupas,
      ojayugma: oja.virupas,
      kendradi: kendradiBala(houseFrom(lagnaSign, d1Signs[graha])),
      drekkana: drekkanaBala(graha, lon),
    };
    const sthana: SthanaBala = {
      ...sthanaParts,
      total: sthanaParts.uchcha + sthanaParts.saptavargaja + sthanaParts.ojayugma + sthanaParts.kendradi + sthanaParts.drekkana,
      vargas: svb.vargas,
    };
    const dig = digBala(graha, lon, x.ascendant, x.mc);
    const kranti = krantiDegrees(normalizeDegrees(lon + x.ayanamshaDegrees), x.obliquityDegrees);
    const beforeWar = {
      nathonnatha: nathonnathaBala(graha, x.day),
      paksha: pakshaBala(graha, natures.natures[graha], L.sun, L.moon),
      tribhaga: tribhagaBala(graha, x.day),
      ...lordBalas(graha, lords),
    };
    const toHora = beforeWar.nathonnatha + beforeWar.paksha + beforeWar.tribhaga + beforeWar.abda + beforeWar.masa + beforeWar.vara + beforeWar.hora;
    return { graha, sthana, dig, kranti, beforeWar, strengthBeforeWar: sthana.total + dig.virupas + toHora, toHora };
  });

  const strengthBeforeWar = Object.fromEntries(partial.map((p) => [p.graha, p.strengthBeforeWar])) as Record<SevenGrahaId, number>;
  const wars = planetaryWars(L, x.latitudes, strengthBeforeWar);
  const yuddha = yuddhaBala(wars);

  const rows = partial.map((p): Omit<GrahaShadbala, 'rank'> => {
    const { graha } = p;
    const ayana = ayanaBala(graha, p.kranti);
    const kala: KalaBala = {
      ...p.beforeWar,
      ayana,
      yuddha: yuddha[graha],
      total: p.toHora + ayana + yuddha[graha],
      krantiDegrees: p.kranti,
    };
    const chestaGraha = (chestaGrahas as readonly SevenGrahaId[]).includes(graha) ? (graha as ChestaGraha) : null;
    const chesta = chestaGraha === null
      ? { virupas: 0, kendraDegrees: null }
      : (() => {
          const c = chestaBala(chestaGraha, { trueLongitude: L[graha], meanPlanet: x.meanLongitudes[chestaGraha], meanSun: x.meanLongitudes.sun });
          return { virupas: c.virupas, kendraDegrees: c.kendraDegrees };
        })();
    const drik = drikBala(graha, L, natures.natures).virupas;
    const totalVirupas = p.sthana.total + p.dig.virupas + kala.total + chesta.virupas + naisargikaBala[graha] + drik;
    const rupas = totalVirupas / 60;
    const phalaChesta = graha === 'sun'
      ? sunPhalaChesta(normalizeDegrees(L.sun + x.ayanamshaDegrees))
      : graha === 'moon' ? moonPhalaChesta(L.sun, L.moon) : chesta.virupas;
    const uchcha = p.sthana.uchcha;
    return {
      graha,
      sthana: p.sthana,
      dig: { virupas: p.dig.virupas, arcDegrees: p.dig.arcDegrees },
      kala,
      chesta,
      naisargika: naisargikaBala[graha],
      drik,
      totalVirupas,
      rupas,
      requiredRupas: requiredRupas[graha],
      ratio: rupas / requiredRupas[graha],
      meetsRequired: rupas >= requiredRupas[graha],
      phalaChesta,
      ishtaPhala: Math.sqrt(uchcha * phalaChesta),
      kashtaPhala: Math.sqrt(Math.max(0, 60 - uchcha) * Math.max(0, 60 - phalaChesta)),
    };
  });

  const order = [...rows].sort((a, b) => b.ratio - a.ratio).map((r) => r.graha);
  const grahas = rows.map((r) => ({ ...r, rank: order.indexOf(r.graha) + 1 }));
  return { grahas, natures, dayBirth, lords: { ...lords, tribhaga: tribhagaLord(x.day) }, timeLords, weekday, wars };
}
