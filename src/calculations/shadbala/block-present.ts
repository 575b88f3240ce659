/** The strength block's numbers and ids → the published block, with names, moments and rounding. */
import type { Static } from 'typebox';
import {
  bhavaSignKindNames, componentNames, harshaComponentNames, natureNames, requirementNames, strengthNote,
  vargaStatusNames, vimshopakaSchemeNames,
} from '../../content/strength/index.ts';
import { vaaraNames } from '../../content/names.ts';
import { riseMethodId, type RiseDefinition } from '../../astro/rise-set.ts';
import { rashiIds, sevenGrahaIds, type SevenGrahaId } from '../../jyotish/core/zodiac.ts';
import { houseSystemMethodId, type HouseSystem } from '../../jyotish/chart/bhava.ts';
import { grahaEntity, rashiEntity } from '../shared/entities.ts';
import type { MomentFormatter } from '../shared/moments.ts';
import type { KakshaRow, StrengthBlockComputed } from './block-compute.ts';
import type { StrengthBlock } from './block-schema.ts';

type Block = Static<typeof StrengthBlock>;

const r2 = (x: number) => Math.round(x * 100) / 100;
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Method ids of the block (docs/methods/strength.md). */
export function strengthMethodIds(sunrise: RiseDefinition, houseSystem: HouseSystem): Record<string, string> {
  return {
    shadbala: 'SHADBALA.BPHS_RAMAN',
    uchcha: 'UCHCHA.BPHS',
    saptavargaja: 'SAPTAVARGAJA.RAMAN',
    vargas: 'VARGA.PARASHARA',
    relationship: 'REL.PANCHADHA_BPHS',
    dig: 'DIG.ANGLES',
    nathonnatha: 'NATHONNATHA.APPARENT_NOON',
    nature: 'NATURE.PVR_JAIN',
    paksha: 'PAKSHA.BPHS_MOON_DOUBLED',
    tribhaga: 'TRIBHAGA.BPHS',
    yearMonthLords: 'KALA_LORDS.SRISHTI_AHARGANA',
    hora: 'SEG.HORA_UNEQUAL',
    ayana: 'AYANA.KRANTI_SS24',
    yuddha: 'YUDDHA.NORTH_WINS',
    chesta: 'CHESTA.KENDRA_MEAN_ELEMENTS',
    drishti: 'DRISHTI.SPHUTA_RAMAN',
    naisargika: 'NAISARGIKA.BPHS',
    required: 'REQUIRED.BPHS',
    phala: 'PHALA.RAMAN',
    bhavaBala: 'BHAVABALA.RAMAN',
    bhavaMadhya: houseSystemMethodId[houseSystem],
    vimshopaka: 'VIMSHOPAKA.BPHS',
    harsha: 'HARSHA.TAJIKA',
    ashtakavarga: 'AV.BPHS',
    sodhana: 'AV.SHODHANA_BPHS',
    pinda: 'AV.PINDA_BPHS',
    kaksha: 'AV.KAKSHA_BPHS',
    sunrise: riseMethodId[sunrise],
  };
}

const pick = <K extends string>(keys: readonly K[], from: Readonly<Record<K, { en: string; hi: string }>>) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Record<K, { en: string; hi: string }>;

export function presentKakshas(rows: readonly KakshaRow[]): Block['ashtakavarga']['natalKakshas'] {
  return rows.map((k) => ({
    graha: grahaEntity(k.graha),
    longitude: r6(k.longitude),
    rashi: rashiEntity(k.kaksha.sign),
    kaksha: k.kaksha.number,
    kakshaLord: k.kaksha.lord,
    fromDegree: k.kaksha.fromDegree,
    toDegree: k.kaksha.toDegree,
    binduFromLord: k.binduFromLord,
    signBindus: k.signBindus,
  }));
}

/** The published block. `transit` adds the kakshas of a transit instant. */
export function presentStrengthBlock(
  c: StrengthBlockComputed,
  moments: MomentFormatter,
  sunrise: RiseDefinition,
  houseSystem: HouseSystem,
  transit: { jd: number; rows: KakshaRow[] } | null = null,
): Block {
  const s = c.shadbala;
  const { day } = c.frame;
  // Julian day number n is the civil date whose midnight (UTC) is at Unix day n − 2 440 588.
  const jdnDate = (jdn: number) => new Date((jdn - 2_440_588) * 86_400_000).toISOString().slice(0, 10);
  const natureOf = s.natures.natures;
  return {
    methodIds: strengthMethodIds(sunrise, houseSystem),
    note: strengthNote,
    labels: {
      components: componentNames,
      vargaStatuses: vargaStatusNames,
      bhavaSignKinds: bhavaSignKindNames,
      vimshopakaSchemes: vimshopakaSchemeNames,
      natures: natureNames,
      harsha: pick(['sthana', 'uchchaSwa', 'streePurusha', 'dinaRatri'], harshaComponentNames),
    },
    day: {
      sunrise: moments.moment(day.sunriseJd),
      sunset: moments.moment(day.sunsetJd),
      nextSunrise: moments.moment(day.nextSunriseJd),
      dayBirth: s.dayBirth,
      vedicDate: jdnDate(c.frame.vedicDayJdn),
      weekday: { id: vaaraNames[s.weekday].id, index: s.weekday + 1, name: { en: vaaraNames[s.weekday].en, hi: vaaraNames[s.weekday].hi } },
      srishtiAhargana: s.timeLords.ahargana,
      lords: {
        year: grahaEntity(s.lords.year),
        month: grahaEntity(s.lords.month),
        weekday: grahaEntity(s.lords.weekday),
        hora: grahaEntity(s.lords.hora),
        tribhaga: grahaEntity(s.lords.tribhaga),
      },
    },
    natures: {
      moonWaxing: s.natures.moonWaxing,
      benefics: sevenGrahaIds.filter((g) => natureOf[g] === 'benefic').map(grahaEntity),
      malefics: sevenGrahaIds.filter((g) => natureOf[g] === 'malefic').map(grahaEntity),
      mercuryCompany: s.natures.mercuryCompany.map((x) => grahaEntity(x.graha)),
    },
    shadbala: s.grahas.map((g) => ({
      graha: grahaEntity(g.graha),
      longitude: r6(c.input.longitudes[g.graha]),
      nature: natureOf[g.graha],
      sthana: {
        uchcha: r2(g.sthana.uchcha),
        saptavargaja: r2(g.sthana.saptavargaja),
        ojayugma: g.sthana.ojayugma,
        kendradi: g.sthana.kendradi,
        drekkana: g.sthana.drekkana,
        total: r2(g.sthana.total),
      },
      saptavargaja: g.sthana.vargas.map((v) => ({ division: v.division, rashi: rashiIds[v.sign], status: v.status, virupas: v.virupas })),
      dig: { virupas: r2(g.dig.virupas), arcDegrees: r3(g.dig.arcDegrees) },
      kala: {
        nathonnatha: r2(g.kala.nathonnatha),
        paksha: r2(g.kala.paksha),
        tribhaga: g.kala.tribhaga,
        abda: g.kala.abda,
        masa: g.kala.masa,
        vara: g.kala.vara,
        hora: g.kala.hora,
        ayana: r2(g.kala.ayana),
        yuddha: r2(g.kala.yuddha),
        total: r2(g.kala.total),
        krantiDegrees: r3(g.kala.krantiDegrees),
      },
      chesta: { virupas: r2(g.chesta.virupas), kendraDegrees: g.chesta.kendraDegrees === null ? null : r3(g.chesta.kendraDegrees) },
      naisargika: r2(g.naisargika),
      drik: r2(g.drik),
      total: { virupas: r2(g.totalVirupas), rupas: r3(g.rupas) },
      requiredRupas: g.requiredRupas,
      ratio: r3(g.ratio),
      rank: g.rank,
      meetsRequired: g.meetsRequired,
      requirement: requirementNames[g.meetsRequired ? 'meets' : 'short'],
      ishtaPhala: r2(g.ishtaPhala),
      kashtaPhala: r2(g.kashtaPhala),
      phalaChesta: r2(g.phalaChesta),
    })),
    wars: s.wars.map((w) => ({ victor: grahaEntity(w.victor), vanquished: grahaEntity(w.vanquished), separationDegrees: r6(w.separationDegrees), virupas: r2(w.virupas) })),
    bhavaBala: {
      houseSystem,
      rows: c.bhavas.map((b) => ({
        house: b.house,
        madhyaLongitude: r6(b.madhyaLongitude),
        rashi: rashiEntity(b.sign),
        lord: grahaEntity(b.lord),
        signKind: b.kind,
        bhavadhipati: r2(b.bhavadhipati),
        dig: b.dig,
        drishti: r2(b.drishti),
        total: { virupas: r2(b.totalVirupas), rupas: r3(b.rupas) },
        rank: b.rank,
      })),
    },
    vimshopaka: (['shadvarga', 'saptavarga', 'dashavarga', 'shodashavarga'] as const).map((scheme) => ({
      scheme,
      rows: c.vimshopaka.filter((r) => r.scheme === scheme).map((r) => ({
        graha: grahaEntity(r.graha),
        score: r3(r.score),
        vargas: r.vargas.map((v) => ({ division: v.division, weight: v.weight, rashi: rashiIds[v.sign], status: v.status, points: v.points })),
      })),
    })),
    harsha: c.harsha.map((h) => ({ ...h, graha: grahaEntity(h.graha) })),
    ashtakavarga: {
      lagnaBhinna: c.ashtakavarga.lagna,
      occupiedRashis: c.ashtakavarga.occupied.flatMap((o, sign) => (o ? [rashiEntity(sign)] : [])),
      reduced: c.ashtakavarga.reduced.map((r) => ({ ...r, graha: grahaEntity(r.graha as SevenGrahaId) })),
      natalKakshas: presentKakshas(c.ashtakavarga.natalKakshas),
      ...(transit === null ? {} : { transitKakshas: { at: moments.moment(transit.jd), rows: presentKakshas(transit.rows) } }),
    },
  };
}
