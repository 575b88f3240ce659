/**
 * The bilingual review of one graha's gochara signal: sentences from the phrase library, each
 * carrying the rule id that produced it. The position sentence reads the dominant segment's
 * gochara rule in the band of the whole signal; vedha, vipareeta and ashtakavarga sentences
 * follow when those rules applied; other signs inside the period and retrograde motion close
 * the review.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import type { GrahaSignal, Segment } from '../../jyotish/predictions/signals.ts';
import { houseOrdinal } from '../insights/words.ts';
import { joinList, rashiDisplayName } from '../names.ts';
import { houseAreas } from './areas.ts';
import { grahaInText } from './labels.ts';
import {
  avHalvesFavour, avHalvesStrain, changeAfter, changeBefore, cyclePhrases, gocharaFavourable, gocharaUnfavourable,
  retrogradePhrases, vedhaPhrases, vipareetaPhrases, type Template,
} from './phrases.ts';
import { capitalise, paragraph, pick, type SelectionKey, type TracedSentence } from './select.ts';

export interface GrahaReview {
  /** The rule that fixed the signal's effect (of its dominant segment). */
  ruleId: string;
  band: GrahaSignal['band'];
  text: Bilingual;
  sentences: TracedSentence[];
}

const signName = (sign: number) => {
  const n = rashiDisplayName(sign);
  return { en: n.en, hi: n.hi };
};

function sentence<S>(family: string, variants: readonly Template<S>[], slots: S, key: SelectionKey, ruleId: string, band: string): TracedSentence {
  const { index, value } = pick(variants, key, ruleId, band);
  const text = value(slots);
  return { ruleId, phraseId: `${family}.${band}.v${index + 1}`, text: { en: capitalise(text.en), hi: text.hi } };
}

function grahaList(gs: readonly GrahaId[]): Bilingual {
  return joinList(gs.map(grahaInText));
}

/** More distinct houses than this in one period are summarised in one sentence. */
const maxListedChanges = 2;

/**
 * @param timeText local time of an instant as it should read in a sentence ("2024-03-05 14:32")
 */
export function grahaReview(signal: GrahaSignal, key: SelectionKey, timeText: (jd: number) => string): GrahaReview {
  const { graha, band, dominant } = signal;
  const g = grahaInText(graha);
  const out: TracedSentence[] = [];
  const gocharaRule = dominant.ruleIds[0];
  const positionSlots = { g, nth: houseOrdinal(dominant.house), sign: signName(dominant.sign), areas: houseAreas[dominant.house - 1] };
  out.push(
    dominant.base === 1
      ? sentence('GOC.FAV', gocharaFavourable[band], positionSlots, key, gocharaRule, band)
      : sentence('GOC.UNF', gocharaUnfavourable[band], positionSlots, key, gocharaRule, band),
  );

  if (dominant.vedha.applied && dominant.vedha.house !== null) {
    const rule = dominant.ruleIds.find((r) => r.startsWith('VEDHA.')) as string;
    const slots = { x: grahaList(dominant.vedha.by), plural: dominant.vedha.by.length > 1, nth: houseOrdinal(dominant.vedha.house) };
    out.push(sentence('VEDHA', vedhaPhrases, slots, key, rule, band));
  }
  if (dominant.vipareeta.applied) {
    const rule = dominant.ruleIds.find((r) => r.startsWith('VIP.')) as string;
    const slots = { x: grahaList(dominant.vipareeta.by), plural: dominant.vipareeta.by.length > 1, nth: houseOrdinal(dominant.vipareeta.houses[0]) };
    out.push(sentence('VIP', vipareetaPhrases, slots, key, rule, band));
  }
  if (dominant.av && dominant.av.factor === 0.5) {
    const slots = { g, sign: signName(dominant.sign), bindus: dominant.av.bindus };
    out.push(
      dominant.base === 1
        ? sentence('AV.HALF_FAV', avHalvesFavour, slots, key, dominant.av.ruleId, band)
        : sentence('AV.HALF_UNF', avHalvesStrain, slots, key, dominant.av.ruleId, band),
    );
  }

  // Other stays inside the period (consecutive segments in one sign form a stay).
  const stays: { sign: number; startJd: number; endJd: number; first: Segment; hasDominant: boolean }[] = [];
  for (const seg of signal.segments) {
    const last = stays[stays.length - 1];
    if (last && last.sign === seg.sign) {
      last.endJd = seg.endJd;
      last.hasDominant ||= seg === dominant;
    } else {
      stays.push({ sign: seg.sign, startJd: seg.startJd, endJd: seg.endJd, first: seg, hasDominant: seg === dominant });
    }
  }
  if (stays.length - 1 > maxListedChanges) {
    const slots = { g, signs: stays.length, effect: signal.effect.toFixed(2) };
    out.push(sentence('CYCLE', cyclePhrases, slots, key, 'PRED.SIGNAL.v1', band));
  } else {
    for (const stay of stays) {
      if (stay.hasDominant) continue;
      const before = stay.startJd < dominant.startJd;
      const slots = {
        sign: signName(stay.sign),
        nth: houseOrdinal(stay.first.house),
        time: timeText(before ? stay.endJd : stay.startJd),
        favourable: stay.first.base === 1,
      };
      out.push(
        before
          ? sentence('CHANGE.BEFORE', changeBefore, slots, key, stay.first.ruleIds[0], band)
          : sentence('CHANGE.AFTER', changeAfter, slots, key, stay.first.ruleIds[0], band),
      );
    }
  }

  const retroSegments = signal.segments.filter((s) => s.retrograde);
  if (retroSegments.length > 0 && graha !== 'rahu' && graha !== 'ketu') {
    const slots = { g, whole: retroSegments.length === signal.segments.length };
    out.push(sentence('RETRO', retrogradePhrases, slots, key, `RETRO.${graha.toUpperCase()}`, band));
  }
  return { ruleId: dominant.decisiveRuleId, band, text: paragraph(out), sentences: out };
}
