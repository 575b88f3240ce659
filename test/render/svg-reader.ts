/**
 * A deliberately tiny reader for the chart SVGs: a well-formedness check (balanced tags,
 * quoted attributes, known entities) and regex extraction of the house groups by their data
 * attributes. It knows nothing of the renderer's code, so tests read the drawing the way a
 * client would.
 */

export type Vec = [number, number];

export interface TextItem {
  cls: string;
  attrs: Record<string, string>;
  x: number;
  y: number;
  fontSize: number;
  text: string;
}

export interface HouseGroup {
  attrs: Record<string, string>;
  house: number;
  sign: number;
  rashi: string;
  lagna: boolean;
  polygon: Vec[];
  signLabel: TextItem;
  lagnaText?: TextItem;
  points: TextItem[];
  lines: { x1: number; y1: number; x2: number; y2: number }[];
}

const entity: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entity[name]);
}

export function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[m[1]] = unescape(m[2]);
  return attrs;
}

/**
 * Throws unless `xml` is one well-formed element: every tag closed in order, attributes
 * name="value" without raw < or &, text without raw < and only the five XML entities.
 */
export function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  let pos = 0;
  let roots = 0;
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
  while (pos < xml.length) {
    const lt = xml.indexOf('<', pos);
    const text = lt === -1 ? xml.slice(pos) : xml.slice(pos, lt);
    const badAmp = /&(?!(amp|lt|gt|quot|apos);)/.exec(text);
    if (badAmp) throw new Error(`bare & at ${pos + badAmp.index}`);
    if (stack.length === 0 && text.trim() !== '') throw new Error(`text outside the root at ${pos}`);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) throw new Error(`malformed tag at ${lt}: ${xml.slice(lt, lt + 60)}`);
    const [, closing, name, attrs, selfClosing] = m;
    for (const a of attrs.matchAll(/="([^"]*)"/g)) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(a[1])) throw new Error(`bare & in attribute of <${name}> at ${lt}`);
    }
    const names = [...attrs.matchAll(/([\w:.-]+)=/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) throw new Error(`duplicate attribute in <${name}> at ${lt}`);
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unexpected </${name}> at ${lt}`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name);
    } else if (stack.length === 0) {
      roots++;
    }
    pos = tag.lastIndex;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('> <')}>`);
  if (roots !== 1) throw new Error(`expected one root element, found ${roots}`);
}

function readText(m: RegExpMatchArray): TextItem {
  const attrs = parseAttrs(m[1]);
  return {
    cls: attrs.class ?? '',
    attrs,
    x: Number(attrs.x),
    y: Number(attrs.y),
    fontSize: Number(attrs['font-size']),
    text: unescape(m[2]),
  };
}

/** All `<g class="house">` groups of a chart, ordered by house number. */
export function readHouses(svg: string): HouseGroup[] {
  const groups: HouseGroup[] = [];
  for (const g of svg.matchAll(/<g (class="house"[^>]*)>(.*?)<\/g>/g)) {
    const attrs = parseAttrs(g[1]);
    const body = g[2];
    const polygonAttrs = parseAttrs(/<polygon ([^>]*)\/>/.exec(body)?.[1] ?? '');
    const polygon = (polygonAttrs.points ?? '')
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split(',').map(Number) as Vec);
    const texts = [...body.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(readText);
    const lines = [...body.matchAll(/<line ([^>]*)\/>/g)].map((l) => {
      const a = parseAttrs(l[1]);
      return { x1: Number(a.x1), y1: Number(a.y1), x2: Number(a.x2), y2: Number(a.y2) };
    });
    const signLabels = texts.filter((t) => t.cls === 'sign-label');
    if (signLabels.length !== 1) throw new Error(`house ${attrs['data-house']} has ${signLabels.length} sign labels`);
    groups.push({
      attrs,
      house: Number(attrs['data-house']),
      sign: Number(attrs['data-sign']),
      rashi: attrs['data-rashi'],
      lagna: attrs['data-lagna'] === 'true',
      polygon,
      signLabel: signLabels[0],
      lagnaText: texts.find((t) => t.cls === 'lagna'),
      points: texts.filter((t) => t.cls === 'point'),
      lines,
    });
  }
  return groups.sort((a, b) => a.house - b.house);
}

/** Every font-size attribute in the document. */
export function fontSizes(svg: string): number[] {
  return [...svg.matchAll(/font-size="([^"]*)"/g)].map((m) => Number(m[1]));
}

export function centroid(polygon: readonly Vec[]): Vec {
  const n = polygon.length;
  return [polygon.reduce((s, p) => s + p[0], 0) / n, polygon.reduce((s, p) => s + p[1], 0) / n];
}

/** Shoelace area (absolute). */
export function area(polygon: readonly Vec[]): number {
  let twice = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i];
    const [x2, y2] = polygon[(i + 1) % polygon.length];
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/** True when p lies inside the convex polygon or on its border. */
export function insideConvex(polygon: readonly Vec[], p: Vec): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i];
    const [x2, y2] = polygon[(i + 1) % polygon.length];
    const cross = (x2 - x1) * (p[1] - y1) - (y2 - y1) * (p[0] - x1);
    if (Math.abs(cross) < 1e-9) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}
