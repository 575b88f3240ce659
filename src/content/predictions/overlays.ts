/**
 * Texts of the overlays (predictions.md §6): Sade Sati and dhaiya, sign ingresses, stations,
 * eclipses on the Moon axis and Chandrashtama. Each is one traced sentence; instants arrive
 * already formatted as local times.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import type { SadeSatiPhase } from '../../jyotish/transits/sade-sati.ts';
import { houseOrdinal } from '../insights/words.ts';
import { dhaiyaNames, sadeSatiPhaseNames } from '../insights/transits.ts';
import { rashiDisplayName } from '../names.ts';
import { grahaInText } from './labels.ts';
import type { Template } from './phrases.ts';
import { capitalise, pick, type SelectionKey, type TracedSentence } from './select.ts';

function traced<S>(family: string, variants: readonly Template<S>[], slots: S, key: SelectionKey, ruleId: string, band: string): TracedSentence {
  const { index, value } = pick(variants, key, ruleId, band);
  const text = value(slots);
  return { ruleId, phraseId: `${family}.${band}.v${index + 1}`, text: { en: capitalise(text.en), hi: text.hi } };
}

const sign = (s: number): Bilingual => rashiDisplayName(s);

/** "from 2023-01-17 to 2025-03-29" with open ends where the search window ended. */
function span(start: string | null, end: string | null): Bilingual {
  if (start && end) return { en: `from ${start} to ${end}`, hi: `${start} से ${end} तक` };
  if (start) return { en: `from ${start}`, hi: `${start} से` };
  if (end) return { en: `until ${end}`, hi: `${end} तक` };
  return { en: 'throughout the period searched', hi: 'खोजी गई पूरी अवधि में' };
}

export interface SaturnSlots {
  kind: 'sade-sati' | 'kantaka' | 'ashtama';
  phase: SadeSatiPhase | null;
  stayStart: string | null;
  stayEnd: string | null;
  cycleStart: string | null;
  cycleEnd: string | null;
}

const saturnPhrases: readonly Template<SaturnSlots>[] = [
  (s) => {
    const name = s.kind === 'sade-sati' ? { en: `Sade Sati — ${sadeSatiPhaseNames[s.phase ?? 'peak'].en}`, hi: `साढ़ेसाती — ${sadeSatiPhaseNames[s.phase ?? 'peak'].hi}` } : dhaiyaNames[s.kind];
    const stay = span(s.stayStart, s.stayEnd);
    const cycle = span(s.cycleStart, s.cycleEnd);
    return {
      en: `${name.en} (${stay.en}; the whole ${s.kind === 'sade-sati' ? 'cycle' : 'dhaiya'} runs ${cycle.en}). Tradition reads it as a time of responsibility and consolidation; how it is felt depends on the whole chart and the running dasha.`,
      hi: `${name.hi} (${stay.hi}; पूरी ${s.kind === 'sade-sati' ? 'साढ़ेसाती' : 'ढैय्या'} ${cycle.hi} चलती है)। परंपरा इसे उत्तरदायित्व और स्थिरता का समय मानती है; इसका अनुभव पूरी कुंडली और चल रही दशा पर निर्भर करता है।`,
    };
  },
];

/** The Sade Sati or dhaiya stay in force (`SADESATI.<PHASE>`, `DHAIYA.<KIND>`). */
export function saturnOverlayText(slots: SaturnSlots, key: SelectionKey, ruleId: string): TracedSentence {
  return traced('SATURN', saturnPhrases, slots, key, ruleId, 'mixed');
}

export interface IngressSlots {
  graha: GrahaId;
  toSign: number;
  house: number;
  time: string;
  retrograde: boolean;
}

const ingressPhrases: readonly Template<IngressSlots>[] = [
  (s) => {
    const g = grahaInText(s.graha);
    const node = s.graha === 'rahu'
      ? { en: ` (and Ketu the opposite sign, ${sign((s.toSign + 6) % 12).en})`, hi: ` (और केतु सामने की राशि ${sign((s.toSign + 6) % 12).hi} में)` }
      : { en: '', hi: '' };
    const retro = s.retrograde ? { en: ', moving retrograde', hi: ', वक्री गति से' } : { en: '', hi: '' };
    return {
      en: `${g.en} enters ${sign(s.toSign).en}, the ${houseOrdinal(s.house).en} house from your Moon sign, on ${s.time}${retro.en}${node.en}.`,
      hi: `${g.hi} ${s.time} को${retro.hi} ${sign(s.toSign).hi} राशि में, यानी आपकी चन्द्र राशि से ${houseOrdinal(s.house).hi} भाव में प्रवेश करता है${node.hi}।`,
    };
  },
  (s) => {
    const g = grahaInText(s.graha);
    const node = s.graha === 'rahu'
      ? { en: `; Ketu moves opposite, into ${sign((s.toSign + 6) % 12).en}`, hi: `; केतु इसके सामने ${sign((s.toSign + 6) % 12).hi} राशि में जाता है` }
      : { en: '', hi: '' };
    const retro = s.retrograde ? { en: ' (a retrograde re-entry)', hi: ' (वक्री गति से पुनः प्रवेश)' } : { en: '', hi: '' };
    return {
      en: `On ${s.time} ${g.en} changes sign to ${sign(s.toSign).en}${retro.en}, the ${houseOrdinal(s.house).en} house counted from your Moon sign${node.en}.`,
      hi: `${s.time} को ${g.hi} राशि बदलकर ${sign(s.toSign).hi} में आता है${retro.hi}, जो आपकी चन्द्र राशि से ${houseOrdinal(s.house).hi} भाव है${node.hi}।`,
    };
  },
];

/** A sign ingress (`INGRESS.<G>`). */
export function ingressText(slots: IngressSlots, key: SelectionKey): TracedSentence {
  return traced('INGRESS', ingressPhrases, slots, key, `INGRESS.${slots.graha.toUpperCase()}`, 'mixed');
}

export interface StationSlots {
  graha: GrahaId;
  kind: 'retrograde' | 'direct';
  sign: number;
  house: number;
  time: string;
}

const stationPhrases: readonly Template<StationSlots>[] = [
  (s) => {
    const g = grahaInText(s.graha);
    const turn = s.kind === 'retrograde' ? { en: 'turns retrograde', hi: 'वक्री होता है' } : { en: 'turns direct', hi: 'मार्गी होता है' };
    return {
      en: `${g.en} ${turn.en} on ${s.time} in ${sign(s.sign).en}, the ${houseOrdinal(s.house).en} house from your Moon sign.`,
      hi: `${g.hi} ${s.time} को ${sign(s.sign).hi} राशि में, यानी आपकी चन्द्र राशि से ${houseOrdinal(s.house).hi} भाव में ${turn.hi}।`,
    };
  },
  (s) => {
    const g = grahaInText(s.graha);
    const turn = s.kind === 'retrograde'
      ? { en: 'stations and begins its retrograde motion', hi: 'स्थिर होकर वक्री गति आरंभ करता है' }
      : { en: 'stations and resumes direct motion', hi: 'स्थिर होकर फिर से मार्गी गति आरंभ करता है' };
    return {
      en: `On ${s.time} ${g.en} ${turn.en} in ${sign(s.sign).en} (the ${houseOrdinal(s.house).en} house from your Moon sign); tradition reads a station as a time when its themes come into focus.`,
      hi: `${s.time} को ${g.hi} ${sign(s.sign).hi} राशि (आपकी चन्द्र राशि से ${houseOrdinal(s.house).hi} भाव) में ${turn.hi}; परंपरा ऐसे समय को उसके विषयों के उभरने का समय मानती है।`,
    };
  },
];

/** A retrograde or direct station (`STATION.<G>`). */
export function stationText(slots: StationSlots, key: SelectionKey): TracedSentence {
  return traced('STATION', stationPhrases, slots, key, `STATION.${slots.graha.toUpperCase()}`, 'mixed');
}

/** The eclipse kinds and types of src/astro/eclipses.ts (content does not import astro). */
type EclipseKind = 'solar' | 'lunar';
type EclipseType = 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';

const eclipseTypeNames: Readonly<Record<EclipseType, Bilingual>> = {
  total: { en: 'total', hi: 'पूर्ण' },
  annular: { en: 'annular', hi: 'वलयाकार' },
  hybrid: { en: 'hybrid', hi: 'संकर' },
  partial: { en: 'partial', hi: 'आंशिक' },
  penumbral: { en: 'penumbral', hi: 'उपच्छाया' },
};

export interface EclipseSlots {
  kind: EclipseKind;
  type: EclipseType;
  sign: number;
  house: number;
  time: string;
}

const eclipsePhrases: readonly Template<EclipseSlots>[] = [
  (s) => {
    const kind = s.kind === 'solar' ? { en: 'solar', hi: 'सूर्य' } : { en: 'lunar', hi: 'चन्द्र' };
    return {
      en: `A ${eclipseTypeNames[s.type].en} ${kind.en} eclipse (greatest at ${s.time}) falls in ${sign(s.sign).en}, the ${houseOrdinal(s.house).en} house from your Moon sign; tradition treats an eclipse on the Moon's axis as a sensitive time for review.`,
      hi: `${eclipseTypeNames[s.type].hi} ${kind.hi} ग्रहण (मध्य ${s.time}) ${sign(s.sign).hi} राशि में पड़ता है, जो आपकी चन्द्र राशि से ${houseOrdinal(s.house).hi} भाव है; परंपरा चन्द्र-अक्ष पर पड़ने वाले ग्रहण को समीक्षा योग्य संवेदनशील समय मानती है।`,
    };
  },
];

/** An eclipse on the Moon axis (`ECLIPSE.ON_MOON_AXIS`). */
export function eclipseText(slots: EclipseSlots, key: SelectionKey): TracedSentence {
  return traced('ECLIPSE', eclipsePhrases, slots, key, 'ECLIPSE.ON_MOON_AXIS', 'challenging');
}

export interface ChandrashtamaSlots {
  sign: number;
  start: string;
  end: string;
}

const chandrashtamaPhrases: readonly Template<ChandrashtamaSlots>[] = [
  (s) => ({
    en: `Chandrashtama: the Moon transits ${sign(s.sign).en}, the 8th house from your Moon sign, from ${s.start} to ${s.end}; tradition advises against starting important work in this window.`,
    hi: `चन्द्राष्टम: चन्द्रमा ${s.start} से ${s.end} तक ${sign(s.sign).hi} राशि में, यानी आपकी चन्द्र राशि से आठवें भाव में रहता है; परंपरा इस अवधि में महत्वपूर्ण कार्य आरंभ न करने की सलाह देती है।`,
  }),
  (s) => ({
    en: `From ${s.start} to ${s.end} the Moon is in the 8th house from your Moon sign (${sign(s.sign).en}), the Chandrashtama window, which tradition keeps free of new beginnings.`,
    hi: `${s.start} से ${s.end} तक चन्द्रमा आपकी चन्द्र राशि से आठवें भाव (${sign(s.sign).hi}) में रहता है; यह चन्द्राष्टम का समय है, जिसमें परंपरा नई शुरुआत से बचने को कहती है।`,
  }),
];

/** A Chandrashtama window (`CHANDRASHTAMA`). */
export function chandrashtamaText(slots: ChandrashtamaSlots, key: SelectionKey): TracedSentence {
  return traced('CHANDRASHTAMA', chandrashtamaPhrases, slots, key, 'CHANDRASHTAMA', 'challenging');
}
