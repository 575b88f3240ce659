/**
 * Filling `{name}` slots of bilingual templates. Every slot a template uses must be given;
 * a missing one is a defect (the parity test renders every template).
 *
 * Each template text is split into literal pieces and slot names once per process and kept
 * (the texts are module constants, so the set is small and fixed); a fill then only
 * concatenates. A default kundli-advanced result fills ~600 texts, and scanning each with a
 * regular expression and a replacer callback was its readings' largest cost (issue 21,
 * bench/RESULTS.md "Evidence set, third pass"). The output is the same text as the former
 * `text.replace(/\{(\w+)\}/g, …)`.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import { houseOrdinals, rashiDisplayName } from '../names.ts';
import { rashiIds, type RashiId } from '../../jyotish/core/zodiac.ts';

export type Slots = Record<string, Bilingual | string | number>;

/** Literal pieces at even indexes, slot names at odd ones: `lit0, slot1, lit1, slot2, lit2 …`. */
type Compiled = readonly string[];

const compiledTexts = new Map<string, Compiled>();
const slotPattern = /\{(\w+)\}/g;

function compile(template: string): Compiled {
  const parts: string[] = [];
  let last = 0;
  for (const m of template.matchAll(slotPattern)) {
    parts.push(template.slice(last, m.index), m[1]);
    last = m.index + m[0].length;
  }
  parts.push(template.slice(last));
  return parts;
}

function fillOne(template: string, slots: Slots, lang: 'en' | 'hi'): string {
  let parts = compiledTexts.get(template);
  if (parts === undefined) {
    parts = compile(template);
    compiledTexts.set(template, parts);
  }
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const v = slots[parts[i]];
    if (v === undefined) throw new Error(`template slot {${parts[i]}} not given`);
    out += typeof v === 'object' ? v[lang] : String(v);
    out += parts[i + 1];
  }
  return out;
}

/**
 * The template with every `{name}` slot replaced by the slot's text in the same language
 * (numbers as `String(n)`).
 * @throws Error when the template uses a slot not given
 */
export function fill(template: Bilingual, slots: Slots): Bilingual {
  return { en: fillOne(template.en, slots, 'en'), hi: fillOne(template.hi, slots, 'hi') };
}

/** Joins bilingual sentences with spaces, skipping empty ones. */
export function joinSentences(parts: readonly (Bilingual | null)[]): Bilingual {
  let en = '';
  let hi = '';
  let first = true;
  for (const p of parts) {
    if (p === null) continue;
    if (first) {
      en = p.en;
      hi = p.hi;
      first = false;
    } else {
      en += ` ${p.en}`;
      hi += ` ${p.hi}`;
    }
  }
  return { en, hi };
}

const signNames: readonly Bilingual[] = rashiIds.map((_, i) => Object.freeze(rashiDisplayName(i)));

/** A sign inside prose by its id: "Karka (Cancer)" / "कर्क" (one frozen object per sign). */
export function signName(id: RashiId): Bilingual {
  return signNames[rashiIds.indexOf(id)];
}

export function ordinal(house: number): Bilingual {
  return houseOrdinals[house - 1];
}
