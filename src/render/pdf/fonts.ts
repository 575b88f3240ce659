/**
 * The report fonts: Noto Sans (Latin, digits, degree and prime signs) and Noto Sans Devanagari,
 * regular and bold, as TrueType files from the npm packages `@expo-google-fonts/noto-sans` and
 * `@expo-google-fonts/noto-sans-devanagari` (SIL Open Font License 1.1). TTF rather than WOFF2:
 * pdfkit's subsetter crashes on WOFF2 Devanagari. The files come with the service's
 * dependencies, so a report never depends on fonts installed on the host.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type FontkitFont, type FontkitRun } from 'fontkit';
import { LRUCache } from 'lru-cache';

export type FontFace = 'latin' | 'latinBold' | 'deva' | 'devaBold';

const require = createRequire(import.meta.url);

/** The folder of an npm package (its package.json's folder). */
function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** Where each face's TTF file is, resolved through node's module resolution. */
export function fontPaths(): Record<FontFace, string> {
  const latin = packageDir('@expo-google-fonts/noto-sans');
  const deva = packageDir('@expo-google-fonts/noto-sans-devanagari');
  return {
    latin: join(latin, '400Regular', 'NotoSans_400Regular.ttf'),
    latinBold: join(latin, '700Bold', 'NotoSans_700Bold.ttf'),
    deva: join(deva, '400Regular', 'NotoSansDevanagari_400Regular.ttf'),
    devaBold: join(deva, '700Bold', 'NotoSansDevanagari_700Bold.ttf'),
  };
}

let cache: Record<FontFace, Buffer> | undefined;

/**
 * The four font files' bytes, read once per thread (a cache, not state: the bytes never change).
 * @throws Error when a font package is missing (a broken installation, not bad input)
 */
export function fontBytes(): Record<FontFace, Buffer> {
  if (!cache) {
    const paths = fontPaths();
    cache = {
      latin: readFileSync(paths.latin),
      latinBold: readFileSync(paths.latinBold),
      deva: readFileSync(paths.deva),
      devaBold: readFileSync(paths.devaBold),
    };
  }
  return cache;
}

/** Shaped words kept per face: a report has a few thousand distinct words; the bound keeps memory flat. */
const layoutCacheEntries = 20_000;

/** The shaped-word caches of this thread's faces (for `shapedWordEntries`). */
const layoutCaches: LRUCache<string, FontkitRun>[] = [];

/** Shaped words cached in this thread, all faces together (memory benchmark: the caches fill, then stay full). */
export function shapedWordEntries(): number {
  return layoutCaches.reduce((n, c) => n + c.size, 0);
}

/**
 * A parsed font whose `layout` (shaping, the costly part: Devanagari runs through GSUB/GPOS)
 * is cached across documents. pdfkit caches shaped words per document only, and scales the
 * returned positions in place, so every call hands out fresh position objects.
 */
function cachedLayoutFont(bytes: Buffer): FontkitFont {
  const font = create(bytes);
  const cache = new LRUCache<string, FontkitRun>({ max: layoutCacheEntries });
  layoutCaches.push(cache);
  const wrapper = Object.create(font) as FontkitFont;
  wrapper.layout = (text: string, features?: unknown): FontkitRun => {
    if (features !== undefined) return font.layout(text, features);
    let run = cache.get(text);
    if (!run) {
      const shaped = font.layout(text);
      run = { glyphs: shaped.glyphs, positions: shaped.positions.map((p) => ({ ...p })), advanceWidth: shaped.advanceWidth };
      cache.set(text, run);
    }
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      // pdfkit reads the width after scaling the positions: a getter over them, like fontkit's GlyphRun.
      get advanceWidth() {
        let w = 0;
        for (const p of positions) w += p.xAdvance;
        return w;
      },
    };
  };
  return wrapper;
}

let parsed: Record<FontFace, FontkitFont> | undefined;

/** The four faces parsed once per thread, with shaping cached (see `cachedLayoutFont`). */
export function reportFonts(): Record<FontFace, FontkitFont> {
  if (!parsed) {
    const bytes = fontBytes();
    parsed = {
      latin: cachedLayoutFont(bytes.latin),
      latinBold: cachedLayoutFont(bytes.latinBold),
      deva: cachedLayoutFont(bytes.deva),
      devaBold: cachedLayoutFont(bytes.devaBold),
    };
  }
  return parsed;
}
