/**
 * Deterministic phrase selection (`PRED.PHRASE.FNV1A`): the variant of a phrase family is the
 * FNV-1a hash of "date|moonSign|ruleId|band" modulo the number of variants, so the same rule
 * and band on the same date for the same Moon sign always read the same, and different rules
 * on one day do not all fall on the same variant. No randomness anywhere.
 */
import type { Bilingual } from '../../shared/bilingual.ts';

/** 32-bit FNV-1a of a string's UTF-16 code units. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The key every selection hashes: the period's first date, the Moon sign, the rule and the band. */
export interface SelectionKey {
  /** YYYY-MM-DD of the period's first day. */
  date: string;
  /** 1-based natal Moon sign. */
  moonSign: number;
}

/** A sentence of a published text and the rule that produced it. */
export interface TracedSentence {
  ruleId: string;
  /** Family, band and variant: e.g. GOC.FAV.favourable.v2. */
  phraseId: string;
  text: Bilingual;
}

/** Picks variant `i` of `variants` for (ruleId, band) under `key`. */
export function pick<T>(variants: readonly T[], key: SelectionKey, ruleId: string, band: string): { index: number; value: T } {
  const index = fnv1a(`${key.date}|${key.moonSign}|${ruleId}|${band}`) % variants.length;
  return { index, value: variants[index] };
}

/** Upper-cases the first letter of an English sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Joins traced sentences into one bilingual paragraph. */
export function paragraph(sentences: readonly TracedSentence[]): Bilingual {
  return { en: sentences.map((s) => s.text.en).join(' '), hi: sentences.map((s) => s.text.hi).join(' ') };
}
