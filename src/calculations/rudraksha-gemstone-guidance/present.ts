import type { Static } from 'typebox';
import { grahaName, vaaraNames } from '../../content/names.ts';
import {
  fingerNames, gauriShankarName, gemNames, metalNames, mukhiName, substituteNames,
} from '../../content/remedies/names.ts';
import {
  basisNames, boundaryOrder, boundaryTexts, braceletPlanetText, braceletTexts, dashaBasisText, gemNotes, grahaAssociation,
  lagnaBasisText, moonSignBasisText, periodChangesText, remediesDisclaimer, remediesWarnings, rudrakshaRowText,
  rudrakshaTexts, samePlanetText, withAlternatives,
} from '../../content/remedies/texts.ts';
import type { Bilingual } from '../../shared/bilingual.ts';
import type { NamedEntity, Warning } from '../../contract/common.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import { dashaYearMethodId } from '../../jyotish/dasha/year-length.ts';
import { vimshottariYears } from '../../jyotish/dasha/vimshottari.ts';
import { basisIds, type BasisId } from '../../jyotish/remedies/bases.ts';
import { gemTableId, navaratna } from '../../jyotish/remedies/gems.ts';
import { gauriShankar, mukhiTable, mukhisOfGraha, rudrakshaTableId, variesTag, type MukhiRow } from '../../jyotish/remedies/rudraksha.ts';
import { wearingTableId, wearingTradition } from '../../jyotish/remedies/wearing.ts';
import type { Presented } from '../types.ts';
import { inputBlock, presentWarnings } from '../shared/birth.ts';
import { grahaEntity, rashiEntity } from '../shared/entities.ts';
import { MomentFormatter } from '../shared/moments.ts';
import { natalMethod } from '../shared/natal.ts';
import { basisPlanets, type RemediesComputed } from './compute.ts';
import type { RudrakshaGemstoneResult } from './schema.ts';

type Result = Static<typeof RudrakshaGemstoneResult>;

function weekdayEntity(weekday: number): NamedEntity {
  const v = vaaraNames[weekday];
  return { id: v.id, index: weekday + 1, name: { en: v.en, hi: v.hi } };
}

/** The other bases whose planet is the same as this one's. */
function othersWithSamePlanet(planets: GrahaId[], i: number): BasisId[] {
  return basisIds.filter((_, j) => j !== i && planets[j] === planets[i]);
}

function gemRow(basis: BasisId, planet: GrahaId, explanation: Bilingual, samePlanetAs: BasisId[]): Result['gemstones'][number] {
  const gem = navaratna[planet];
  const wear = wearingTradition[planet];
  return {
    basis,
    basisName: basisNames[basis].name,
    basisExplanation: explanation,
    planet: grahaEntity(planet),
    gem: gemNames[gem.primary],
    gemId: gem.primary,
    substitutes: gem.substitutes.map((s) => substituteNames[s]),
    metal: withAlternatives(wear.metals.map((m) => metalNames[m]), wear.alsoMetals.map((m) => metalNames[m])),
    finger: withAlternatives([fingerNames[wear.finger]], wear.alsoFingers.map((f) => fingerNames[f])),
    day: weekdayEntity(gem.weekday),
    tableId: gemTableId as 'GEM.NAVARATNA',
    wearingTableId: wearingTableId as 'GEM.WEARING_TRADITION',
    samePlanetAs,
    samePlanetNote: samePlanetAs.length === 0 ? null : samePlanetText(grahaName(planet), samePlanetAs.map((b) => basisNames[b].short)),
  };
}

function beadsOf(planet: GrahaId) {
  const beads = mukhisOfGraha(planet).map((r) => ({
    id: `mukhi-${r.mukhi}`,
    mukhi: r.mukhi as number | null,
    name: mukhiName(r.mukhi),
    variesBySource: r.variesBySource,
  }));
  if (gauriShankar.graha === planet) beads.push({ id: 'gauri-shankar', mukhi: null, name: gauriShankarName, variesBySource: true });
  return beads;
}

function rudrakshaRow(basis: BasisId, planet: GrahaId, samePlanetAs: BasisId[]): Result['rudraksha'][number] {
  const beads = beadsOf(planet);
  const varies = beads.some((b) => b.mukhi !== null && b.variesBySource);
  const withGauriShankar = beads.some((b) => b.mukhi === null);
  return {
    basis,
    planet: grahaEntity(planet),
    beads,
    text: rudrakshaRowText(grahaName(planet), beads.map((b) => b.name), varies, withGauriShankar),
    tableId: rudrakshaTableId as 'RUDRAKSHA.COMMON',
    samePlanetAs,
  };
}

function mukhiRow(r: MukhiRow): Result['rudrakshaTable']['rows'][number] {
  const common = { mukhi: r.mukhi, name: mukhiName(r.mukhi), variesBySource: r.variesBySource, confidenceTag: r.variesBySource ? (variesTag as '[S/U]') : null };
  switch (r.entry.kind) {
    case 'graha':
      return { ...common, planet: grahaEntity(r.entry.graha), tableEntry: grahaName(r.entry.graha), association: grahaAssociation(grahaName(r.entry.graha)) };
    case 'vishnu-all-grahas':
      return { ...common, planet: null, tableEntry: rudrakshaTexts.vishnuAllGrahas.entry, association: rudrakshaTexts.vishnuAllGrahas.association };
    case 'hanuman-rudra':
      return { ...common, planet: null, tableEntry: rudrakshaTexts.hanumanRudra.entry, association: rudrakshaTexts.hanumanRudra.association };
  }
}

function bracelet(planets: GrahaId[]): Result['bracelet'] {
  const distinct = [...new Set(planets)];
  return {
    correspondenceOnly: true,
    recommendation: false,
    legacyForm: 'luckybracelate',
    legacyMapping: 'not-equivalent',
    statement: braceletTexts.statement,
    planets: distinct.map((g) => {
      const bases = basisIds.filter((_, i) => planets[i] === g);
      const gem = navaratna[g];
      const substitutes = gem.substitutes.map((s) => substituteNames[s]);
      const beads = beadsOf(g).map((b) => b.name);
      return {
        planet: grahaEntity(g),
        bases,
        gem: gemNames[gem.primary],
        substitutes,
        rudraksha: beads,
        text: braceletPlanetText(grahaName(g), bases.map((b) => basisNames[b].short), gemNames[gem.primary], substitutes, beads),
      };
    }),
    note: braceletTexts.note,
  };
}

function remediesWarningsOf(c: RemediesComputed, moments: MomentFormatter): Warning[] {
  const out: Warning[] = [];
  if (c.referenceSource === 'birth-date') {
    out.push({ id: 'reference-date-defaulted-to-birth', message: remediesWarnings['reference-date-defaulted-to-birth'] });
  }
  if (c.beyondFirstCycle) {
    out.push({ id: 'reference-date-beyond-dasha-cycle', message: remediesWarnings['reference-date-beyond-dasha-cycle'] });
  }
  const { mahadasha, antardasha } = c.dasha;
  if (mahadasha.endJd < c.nextDayStartJd) {
    out.push({ id: 'dasha-changes-on-reference-date', message: periodChangesText('mahadasha', moments.moment(mahadasha.endJd).local) });
  } else if (antardasha.endJd < c.nextDayStartJd) {
    out.push({ id: 'dasha-changes-on-reference-date', message: periodChangesText('antardasha', moments.moment(antardasha.endJd).local) });
  }
  return out;
}

/** Names, texts and method ids around the chart's three planets and the fixed tables. */
export function presentRemedies(c: RemediesComputed): Presented<Result> {
  const { natal } = c;
  const moments = new MomentFormatter(natal.birth.local.frame);
  const localDate = (jd: number) => moments.moment(jd).local.slice(0, 10);
  const referenceDate = c.referenceDate.toString();
  const yearMethodId = dashaYearMethodId[c.yearDays];
  const { mahadasha, antardasha } = c.dasha;

  const planets = basisPlanets(c);
  const lagnaRashi = rashiEntity(c.lagna.sign);
  const moonRashi = rashiEntity(c.moonSign.sign);
  const explanations: Bilingual[] = [
    lagnaBasisText(lagnaRashi.name, grahaName(c.lagna.lord)),
    moonSignBasisText(moonRashi.name, grahaName(c.moonSign.lord)),
    dashaBasisText({
      referenceDate,
      mahadasha: { lord: grahaName(mahadasha.lord), start: localDate(mahadasha.startJd), end: localDate(mahadasha.endJd) },
      antardasha: { lord: grahaName(antardasha.lord), start: localDate(antardasha.startJd), end: localDate(antardasha.endJd) },
      yearDays: c.yearDays,
    }),
  ];

  const result: Result = {
    reviewRequired: true,
    reviewOnly: true,
    disclaimerKey: 'correspondence_only',
    disclaimer: remediesDisclaimer,
    chartBasis: {
      lagna: { rashi: lagnaRashi, lord: grahaEntity(c.lagna.lord) },
      moonSign: { rashi: moonRashi, lord: grahaEntity(c.moonSign.lord) },
      runningDasha: {
        methodId: 'VIM.MOON',
        yearDays: c.yearDays,
        yearMethodId,
        referenceDate,
        referenceInstant: moments.moment(c.referenceJd),
        mahadasha: { lord: grahaEntity(mahadasha.lord), ...moments.span(mahadasha.startJd, mahadasha.endJd), years: vimshottariYears[mahadasha.lord] },
        antardasha: { lord: grahaEntity(antardasha.lord), ...moments.span(antardasha.startJd, antardasha.endJd) },
        cycle: c.dasha.cycle,
      },
    },
    gemstones: basisIds.map((b, i) => gemRow(b, planets[i], explanations[i], othersWithSamePlanet(planets, i))),
    gemNotes: [gemNotes.navaratna, gemNotes.wearing],
    rudraksha: basisIds.map((b, i) => rudrakshaRow(b, planets[i], othersWithSamePlanet(planets, i))),
    rudrakshaTable: {
      tableId: rudrakshaTableId as 'RUDRAKSHA.COMMON',
      rows: mukhiTable.map(mukhiRow),
      gauriShankar: {
        name: gauriShankarName,
        planet: grahaEntity(gauriShankar.graha),
        tableEntry: rudrakshaTexts.gauriShankarEntry,
        variant: { planet: gauriShankar.variantGraha, text: rudrakshaTexts.gauriShankarVariant },
      },
      caveat: rudrakshaTexts.caveat,
      source: rudrakshaTexts.source,
    },
    bracelet: bracelet(planets),
    boundaries: boundaryOrder.map((id) => ({ id, text: boundaryTexts[id] })),
  };

  return {
    method: {
      ...natalMethod(natal),
      gemTableId,
      wearingTableId,
      rudrakshaTableId,
      dashaMethodId: 'VIM.MOON',
      antardashaRule: 'proportional (BPHS 46)',
      dashaYearDays: c.yearDays,
      dashaYearMethodId: yearMethodId,
      signLordRule: 'classical lordship of the seven grahas; no node co-lords',
      bases: basisIds,
      referenceInstantRule: 'start (00:00) of referenceDate in the birth time frame, or the birth instant if later',
      referenceDateDefault: 'today in the birth time frame by the server clock; the birth date if today is earlier',
      tableIds: [gemTableId, wearingTableId, rudrakshaTableId, 'VIM.MOON', yearMethodId],
      chartSelection: 'none: no graha is chosen as the one a chart needs',
      reviewOnly: true,
      disclaimerKey: 'correspondence_only',
    },
    input: {
      ...inputBlock(natal.birth),
      referenceDate,
      referenceDateSource: c.referenceSource,
      referenceInstantUtc: moments.moment(c.referenceJd).utc,
      dashaYearDays: c.yearDays,
    },
    warnings: [...presentWarnings(natal.birth.warnings), ...remediesWarningsOf(c, moments)],
    result,
  };
}
