/**
 * Filling `{name}` slots of bilingual templates. Every slot a template uses must be given;
 * a missing one is a defect (the parity test renders every template).
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import { houseOrdinals, rashiDisplayName } from '../names.ts';
import { rashiIds, type RashiId } from '../../jyotish/core/zodiac.ts';

export type Slots = Record<string, Bilingual | string | number>;

function fillOne(template: string, slots: Slots, lang: 'en' | 'hi'): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = slots[key];
    if (v === undefined) throw new Error(`template slot {${key}} not given`);
    return typeof v === 'object' ? v[lang] : String(v);
  });
}

export function fill(template: Bilingual, slots: Slots): Bilingual {
  return { en: fillOne(template.en, slots, 'en'), hi: fillOne(template.hi, slots, 'hi') };
}

/** Joins bilingual sentences with spaces, skipping empty ones. */
export function joinSentences(parts: readonly (Bilingual | null)[]): Bilingual {
  const xs = parts.filter((p): p is Bilingual => p !== null);
  return { en: xs.map((x) => x.en).join(' '), hi: xs.map((x) => x.hi).join(' ') };
}

/** A sign inside prose by its id: "Karka (Cancer)" / "कर्क". */
export function signName(id: RashiId): Bilingual {
  return rashiDisplayName(rashiIds.indexOf(id));
}

export function ordinal(house: number): Bilingual {
  return houseOrdinals[house - 1];
}
