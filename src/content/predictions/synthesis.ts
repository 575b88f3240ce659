/**
 * Headline labels and the weekly/monthly period synthesis (spec §2.3): a short bilingual
 * paragraph built only from the period's own signals, days and overlays, one traced sentence
 * per rule.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { GrahaSignal } from '../../jyotish/predictions/signals.ts';
import type { Band, PeriodKind } from '../../jyotish/predictions/weights.ts';
import { houseOrdinal } from '../insights/words.ts';
import { rashiDisplayName } from '../names.ts';
import { bandNames, grahaInText, periodWords } from './labels.ts';
import type { Template } from './phrases.ts';
import { capitalise, pick, type SelectionKey, type TracedSentence } from './select.ts';

function traced<S>(family: string, variants: readonly Template<S>[], slots: S, key: SelectionKey, ruleId: string, band: string): TracedSentence {
  const { index, value } = pick(variants, key, ruleId, band);
  const text = value(slots);
  return { ruleId, phraseId: `${family}.${band}.v${index + 1}`, text: { en: capitalise(text.en), hi: text.hi } };
}

/** How the dominant segment's decisive rule reads in a headline. */
function verdict(signal: GrahaSignal): Bilingual {
  const d = signal.dominant;
  if (d.vedha.applied) return { en: 'a favourable house, obstructed by vedha', hi: 'शुभ भाव, पर वेध से बाधित' };
  if (d.vipareeta.applied) return { en: 'a difficult house, relieved by vipareeta vedha', hi: 'कठिन भाव, पर विपरीत वेध से राहत' };
  if (d.av && d.av.factor === 0.5) {
    return d.base === 1
      ? { en: 'favourable at half strength (ashtakavarga)', hi: 'शुभ, पर अष्टकवर्ग के कारण आधा' }
      : { en: 'unfavourable at half strength (ashtakavarga)', hi: 'अशुभ, पर अष्टकवर्ग के कारण आधा' };
  }
  return d.base === 1 ? { en: 'favourable', hi: 'शुभ' } : { en: 'unfavourable', hi: 'अशुभ' };
}

/** "Saturn in the 7th house from the Moon sign (Kumbha (Aquarius)): unfavourable" (English not capitalised: "the Sun in …"). */
function label(signal: GrahaSignal, separator = ', '): Bilingual {
  const d = signal.dominant;
  const g = grahaInText(signal.graha);
  const nth = houseOrdinal(d.house);
  const sign = rashiDisplayName(d.sign);
  const v = verdict(signal);
  return {
    en: `${g.en} in the ${nth.en} house from the Moon sign (${sign.en})${separator}${v.en}`,
    hi: `चन्द्र राशि से ${nth.hi} भाव (${sign.hi}) में ${g.hi}${separator}${v.hi}`,
  };
}

/** The headline label of a signal, as a title. */
export function headlineLabel(signal: GrahaSignal): Bilingual {
  const l = label(signal, ': ');
  return { en: capitalise(l.en), hi: l.hi };
}

interface BandSlots {
  period: Bilingual;
  moonSign: Bilingual;
  score: string;
}

const bandPhrases: Readonly<Record<Band, readonly Template<BandSlots>[]>> = {
  favourable: [
    (s) => ({
      en: `Taken together, the gochara from your Moon sign (${s.moonSign.en}) leans favourable ${s.period.en} (score ${s.score}).`,
      hi: `कुल मिलाकर ${s.period.hi} आपकी चन्द्र राशि (${s.moonSign.hi}) से गोचर अनुकूल दिशा में झुका है (अंक ${s.score})।`,
    }),
    (s) => ({
      en: `${s.period.en}, the transits counted from your Moon sign (${s.moonSign.en}) add up to a supportive picture (score ${s.score}).`,
      hi: `${s.period.hi} आपकी चन्द्र राशि (${s.moonSign.hi}) से गिने गए गोचर मिलकर सहायक चित्र बनाते हैं (अंक ${s.score})।`,
    }),
    (s) => ({
      en: `The balance of the transits from your Moon sign (${s.moonSign.en}) is on the positive side ${s.period.en} (score ${s.score}).`,
      hi: `${s.period.hi} आपकी चन्द्र राशि (${s.moonSign.hi}) से गोचरों का संतुलन सकारात्मक पक्ष में है (अंक ${s.score})।`,
    }),
  ],
  mixed: [
    (s) => ({
      en: `Taken together, the gochara from your Moon sign (${s.moonSign.en}) is mixed ${s.period.en} (score ${s.score}): supportive and difficult transits roughly balance.`,
      hi: `कुल मिलाकर ${s.period.hi} आपकी चन्द्र राशि (${s.moonSign.hi}) से गोचर मिश्रित है (अंक ${s.score}): सहायक और कठिन गोचर लगभग बराबर हैं।`,
    }),
    (s) => ({
      en: `${s.period.en}, the transits counted from your Moon sign (${s.moonSign.en}) pull in different directions, giving a mixed picture (score ${s.score}).`,
      hi: `${s.period.hi} आपकी चन्द्र राशि (${s.moonSign.hi}) से गिने गए गोचर अलग-अलग दिशाओं में खींचते हैं, इसलिए चित्र मिश्रित है (अंक ${s.score})।`,
    }),
    (s) => ({
      en: `Neither side dominates ${s.period.en}: the gochara from your Moon sign (${s.moonSign.en}) reads as mixed (score ${s.score}).`,
      hi: `${s.period.hi} कोई पक्ष हावी नहीं है: आपकी चन्द्र राशि (${s.moonSign.hi}) से गोचर मिश्रित फल दिखाता है (अंक ${s.score})।`,
    }),
  ],
  challenging: [
    (s) => ({
      en: `Taken together, the gochara from your Moon sign (${s.moonSign.en}) leans challenging ${s.period.en} (score ${s.score}); tradition advises patience and care.`,
      hi: `कुल मिलाकर ${s.period.hi} आपकी चन्द्र राशि (${s.moonSign.hi}) से गोचर चुनौतीपूर्ण दिशा में झुका है (अंक ${s.score}); परंपरा धैर्य और सावधानी की सलाह देती है।`,
    }),
    (s) => ({
      en: `${s.period.en}, the transits counted from your Moon sign (${s.moonSign.en}) weigh on the difficult side (score ${s.score}); tradition suggests a steady, unhurried pace.`,
      hi: `${s.period.hi} आपकी चन्द्र राशि (${s.moonSign.hi}) से गिने गए गोचर कठिन पक्ष की ओर भारी हैं (अंक ${s.score}); परंपरा धीमी और स्थिर गति से चलने का सुझाव देती है।`,
    }),
    (s) => ({
      en: `The balance of the transits from your Moon sign (${s.moonSign.en}) is on the demanding side ${s.period.en} (score ${s.score}); tradition counsels care before new commitments.`,
      hi: `${s.period.hi} आपकी चन्द्र राशि (${s.moonSign.hi}) से गोचरों का संतुलन कठिन पक्ष में है (अंक ${s.score}); परंपरा नई प्रतिबद्धताओं से पहले सावधानी की सलाह देती है।`,
    }),
  ],
};

interface HeadlineSlots {
  label: Bilingual;
}

const leadPhrases: readonly Template<HeadlineSlots>[] = [
  (s) => ({ en: `The weightiest signal is ${s.label.en}.`, hi: `सबसे प्रभावी संकेत: ${s.label.hi}।` }),
  (s) => ({ en: `Most of the weight rests on ${s.label.en}.`, hi: `सबसे अधिक भार इस गोचर पर है: ${s.label.hi}।` }),
];
const nextPhrases: readonly Template<HeadlineSlots>[] = [
  (s) => ({ en: `Next comes ${s.label.en}.`, hi: `इसके बाद: ${s.label.hi}।` }),
  (s) => ({ en: `Second in weight is ${s.label.en}.`, hi: `भार में दूसरा स्थान: ${s.label.hi}।` }),
];
const thirdPhrases: readonly Template<HeadlineSlots>[] = [
  (s) => ({ en: `Also notable is ${s.label.en}.`, hi: `यह भी उल्लेखनीय है: ${s.label.hi}।` }),
  (s) => ({ en: `Third in weight is ${s.label.en}.`, hi: `भार में तीसरा स्थान: ${s.label.hi}।` }),
];

interface DaySlots {
  best: string;
  bestBand: Bilingual;
  worst: string;
  worstBand: Bilingual;
}

const dayPhrases: readonly Template<DaySlots>[] = [
  (s) => ({
    en: `Scored day by day, ${s.best} reads best (${s.bestBand.en}) and ${s.worst} weakest (${s.worstBand.en}).`,
    hi: `दिन-प्रतिदिन के अंकों में ${s.best} सबसे अच्छा (${s.bestBand.hi}) और ${s.worst} सबसे कमज़ोर (${s.worstBand.hi}) है।`,
  }),
  (s) => ({
    en: `Among the days, ${s.best} has the highest score (${s.bestBand.en}) and ${s.worst} the lowest (${s.worstBand.en}).`,
    hi: `सभी दिनों में ${s.best} का अंक सबसे अधिक (${s.bestBand.hi}) और ${s.worst} का सबसे कम (${s.worstBand.hi}) है।`,
  }),
];

export interface SynthesisInput {
  kind: Exclude<PeriodKind, 'day'>;
  moonSign: number;
  score: number;
  band: Band;
  headlines: readonly GrahaSignal[];
  /** Best and weakest day (local dates) with their bands; null when all days score alike. */
  days: { best: string; bestBand: Band; worst: string; worstBand: Band } | null;
  /** The overlays' own sentences, already traced (Sade Sati, ingresses, stations, eclipses, Chandrashtama). */
  overlays: readonly TracedSentence[];
}

/** The period synthesis: overall band, the headline signals, best and weakest day, then the overlays. */
export function periodSynthesis(input: SynthesisInput, key: SelectionKey): TracedSentence[] {
  const period = periodWords[input.kind];
  const out: TracedSentence[] = [];
  const bandRule = `PRED.BAND.${input.band.toUpperCase()}`;
  out.push(traced('SYN.BAND', bandPhrases[input.band], { period, moonSign: rashiDisplayName(input.moonSign), score: input.score.toFixed(2) }, key, bandRule, input.band));
  const families = [['SYN.LEAD', leadPhrases], ['SYN.NEXT', nextPhrases], ['SYN.THIRD', thirdPhrases]] as const;
  input.headlines.forEach((s, i) => {
    const [family, variants] = families[i];
    out.push(traced(family, variants, { label: label(s) }, key, s.dominant.decisiveRuleId, s.band));
  });
  if (input.days) {
    const d = input.days;
    out.push(traced('SYN.DAYS', dayPhrases, { best: d.best, bestBand: bandNames[d.bestBand], worst: d.worst, worstBand: bandNames[d.worstBand] }, key, 'PRED.DAY_SCORE', input.band));
  }
  out.push(...input.overlays);
  return out;
}
