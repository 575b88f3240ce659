/**
 * Minimal reader for GNU gettext .mo catalogues (the format Debian's
 * libgeonames-common ships its per-language place names in). Only what the
 * index builder needs: the msgid → msgstr table, no plural forms, no contexts.
 */
import { readFileSync } from 'node:fs';

const MAGIC_LE = 0x950412de;
const MAGIC_BE = 0xde120495;

/**
 * Reads a .mo file into a Map from msgid to msgstr.
 *
 * @throws Error when the file is missing or is not a .mo catalogue.
 */
export function readMoFile(path: string): Map<string, string> {
  const buf = readFileSync(path);
  const magic = buf.readUInt32LE(0);
  if (magic !== MAGIC_LE && magic !== MAGIC_BE) {
    throw new Error(`${path}: not a gettext .mo file (magic 0x${magic.toString(16)})`);
  }
  const u32 = magic === MAGIC_LE ? (o: number) => buf.readUInt32LE(o) : (o: number) => buf.readUInt32BE(o);
  const count = u32(8);
  const originals = u32(12);
  const translations = u32(16);
  const out = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const idLen = u32(originals + i * 8);
    const idOff = u32(originals + i * 8 + 4);
    const strLen = u32(translations + i * 8);
    const strOff = u32(translations + i * 8 + 4);
    const id = buf.toString('utf8', idOff, idOff + idLen);
    // The empty msgid carries the catalogue header, not a place.
    if (id === '') continue;
    out.set(id, buf.toString('utf8', strOff, strOff + strLen));
  }
  return out;
}
