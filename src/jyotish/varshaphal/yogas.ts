/**
 * The sixteen Tajaka yogas (docs/methods/varshaphal.md §4b), evaluated over all seven grahas
 * of the annual chart (the nodes take no part). Every yoga is reported, formed or not, with
 * the grahas and the facts that formed each instance, so the evaluation can be audited.
 * The Tajika texts state most yogas for the lagna lord and the lord of the matter asked
 * about (karyesha); an annual chart has no single matter, so every pair is examined.
 */
import type { Dignity } from '../chart/dignity.ts';
import type { SevenGrahaId } from '../core/zodiac.ts';
import { aspectNature, nextSignIthasalaGap, tajakaPairs, type AspectScheme, type TajakaBody, type TajakaPair } from './aspects.ts';
import { isFaster } from './tables.ts';

export const tajakaYogaIds = [
  'ikkavala', 'induvara', 'ithasala', 'ishrafa', 'nakta', 'yamaya', 'manahoo', 'kamboola', 'gairi-kamboola',
  'khallasara', 'radda', 'duphali-kuttha', 'dutthotha-davira', 'tambira', 'kuttha', 'durapha',
] as const;
export type TajakaYogaId = (typeof tajakaYogaIds)[number];

/** A graha of the annual chart with what the yoga rules read. */
export interface YogaBody extends TajakaBody {
  /** House from the annual lagna (1–12). */
  house: number;
  dignity: Dignity;
  retrograde: boolean;
  combust: boolean;
}

/** A condition that decided an instance, e.g. `retrograde` of Mars. */
export interface YogaCondition {
  id: 'retrograde' | 'combust' | 'debilitated' | 'enemy-sign' | 'dusthana' | 'strong' | 'kendra-or-panaphara';
  graha: SevenGrahaId;
}

export interface YogaInstance {
  /** Every graha that takes part, the pair first. */
  grahas: SevenGrahaId[];
  /** The pair of grahas the instance is about (faster first), when it is about a pair. */
  pair: TajakaPair | null;
  /** A third graha and its part: the carrier (nakta), collector (yamaya), spoiler (manahoo), the Moon (kamboola …), the helper (dutthotha-davira). */
  third: { graha: SevenGrahaId; role: 'carrier' | 'collector' | 'spoiler' | 'moon' | 'helper' } | null;
  /** Degrees to the exact aspect across the sign cusp, for the next-sign yogas (gairi-kamboola, tambira). */
  nextSignGapDegrees: number | null;
  conditions: YogaCondition[];
}

export interface TajakaYoga {
  id: TajakaYogaId;
  formed: boolean;
  instances: YogaInstance[];
}

const kendraPanaphara = new Set([1, 2, 4, 5, 7, 8, 10, 11]);
const apoklima = new Set([3, 6, 9, 12]);
const dusthana = new Set([6, 8, 12]);

function isStrong(b: YogaBody): boolean {
  return b.dignity === 'exalted' || b.dignity === 'moolatrikona' || b.dignity === 'own';
}

/** The reasons a graha counts as weak (`TAJ.WEAK`): debilitated, in an enemy's sign, combust, or retrograde. */
function weakness(b: YogaBody): YogaCondition[] {
  const out: YogaCondition[] = [];
  if (b.dignity === 'debilitated') out.push({ id: 'debilitated', graha: b.graha });
  if (b.dignity === 'enemy') out.push({ id: 'enemy-sign', graha: b.graha });
  if (b.combust) out.push({ id: 'combust', graha: b.graha });
  if (b.retrograde) out.push({ id: 'retrograde', graha: b.graha });
  return out;
}

function instance(pair: TajakaPair | null, grahas: SevenGrahaId[], extra: Partial<YogaInstance> = {}): YogaInstance {
  return { grahas, pair, third: null, nextSignGapDegrees: null, conditions: [], ...extra };
}

/**
 * Evaluates the sixteen yogas (`TAJ.YOGA.*`, each rule in docs/methods/varshaphal.md §4b).
 * `bodies` are the seven grahas Sun … Saturn of the annual chart.
 */
export function tajakaYogas(bodies: readonly YogaBody[], scheme: AspectScheme): TajakaYoga[] {
  const by = new Map(bodies.map((b) => [b.graha, b]));
  const body = (g: SevenGrahaId) => by.get(g) as YogaBody;
  const pairs = tajakaPairs(bodies, scheme);
  const pairOf = (a: SevenGrahaId, b: SevenGrahaId) => pairs.find((p) => (p.faster === a && p.slower === b) || (p.faster === b && p.slower === a)) ?? null;
  // Present ithasalas (poorna or vartamana) carry most yogas; bhavishya ones are reported under ithasala only.
  const ithasalas = pairs.filter((p) => p.state === 'ithasala');
  const inIthasala = (a: SevenGrahaId, b: SevenGrahaId) => pairOf(a, b)?.state === 'ithasala';
  const withinOrb = (a: SevenGrahaId, b: SevenGrahaId) => {
    const p = pairOf(a, b);
    return p !== null && (p.state === 'ithasala' || p.state === 'ishrafa');
  };
  const others = (...exclude: SevenGrahaId[]) => bodies.filter((b) => !exclude.includes(b.graha));
  const results: Record<TajakaYogaId, YogaInstance[]> = Object.fromEntries(tajakaYogaIds.map((id) => [id, []])) as unknown as Record<TajakaYogaId, YogaInstance[]>;
  const all = bodies.map((b) => b.graha);

  // 1–2. Ikkavala / Induvara: every graha in kendras and panapharas / in apoklimas.
  if (bodies.every((b) => kendraPanaphara.has(b.house))) results.ikkavala.push(instance(null, all));
  if (bodies.every((b) => apoklima.has(b.house))) results.induvara.push(instance(null, all));

  // 3–4. Ithasala (poorna, vartamana, bhavishya) / Ishrafa.
  for (const p of pairs) {
    if (p.state === 'ithasala' || p.state === 'approaching') results.ithasala.push(instance(p, [p.faster, p.slower]));
    if (p.state === 'ishrafa') results.ishrafa.push(instance(p, [p.faster, p.slower]));
  }

  // 5–6. Nakta / Yamaya: two grahas not in ithasala with each other, joined by a third that is
  // faster than both and applies to both (nakta) or slower than both and receives both (yamaya).
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const a = bodies[i].graha;
      const b = bodies[j].graha;
      if (inIthasala(a, b)) continue;
      for (const c of others(a, b)) {
        if (!inIthasala(c.graha, a) || !inIthasala(c.graha, b)) continue;
        if (isFaster(c.graha, a) && isFaster(c.graha, b)) {
          results.nakta.push(instance(null, [a, b, c.graha], { third: { graha: c.graha, role: 'carrier' } }));
        } else if (isFaster(a, c.graha) && isFaster(b, c.graha)) {
          results.yamaya.push(instance(null, [a, b, c.graha], { third: { graha: c.graha, role: 'collector' } }));
        }
      }
    }
  }

  for (const p of ithasalas) {
    const f = body(p.faster);
    const s = body(p.slower);
    const pairGrahas = [p.faster, p.slower];

    // 7. Manahoo: Mars or Saturn within orb of the faster graha by an inimical aspect.
    for (const m of ['mars', 'saturn'] as const) {
      if (pairGrahas.includes(m)) continue;
      const q = pairOf(m, p.faster);
      if (q && (q.state === 'ithasala' || q.state === 'ishrafa') && aspectNature[q.aspect].endsWith('inimical')) {
        results.manahoo.push(instance(p, [...pairGrahas, m], { third: { graha: m, role: 'spoiler' } }));
      }
    }

    // 8–10. Kamboola / Gairi-kamboola / Khallasara: the Moon's part in an ithasala of two others.
    if (!pairGrahas.includes('moon')) {
      const moon = body('moon');
      if (inIthasala('moon', p.faster) || inIthasala('moon', p.slower)) {
        results.kamboola.push(instance(p, [...pairGrahas, 'moon'], { third: { graha: 'moon', role: 'moon' } }));
      } else {
        const gaps = [p.faster, p.slower].map((x) => nextSignIthasalaGap(moon, body(x), scheme)).filter((x): x is number => x !== null);
        const ordinaryMoon = !['exalted', 'debilitated', 'own', 'moolatrikona'].includes(moon.dignity);
        if (gaps.length > 0 && ordinaryMoon) {
          results['gairi-kamboola'].push(instance(p, [...pairGrahas, 'moon'], { third: { graha: 'moon', role: 'moon' }, nextSignGapDegrees: Math.min(...gaps) }));
        } else if (gaps.length === 0 && !withinOrb('moon', p.faster) && !withinOrb('moon', p.slower)) {
          results.khallasara.push(instance(p, [...pairGrahas, 'moon'], { third: { graha: 'moon', role: 'moon' } }));
        }
      }
    }

    // 11. Radda: a graha of the ithasala retrograde, combust, debilitated or in a dusthana.
    const spoiled: YogaCondition[] = [];
    for (const x of [f, s]) {
      if (x.retrograde) spoiled.push({ id: 'retrograde', graha: x.graha });
      if (x.combust) spoiled.push({ id: 'combust', graha: x.graha });
      if (x.dignity === 'debilitated') spoiled.push({ id: 'debilitated', graha: x.graha });
      if (dusthana.has(x.house)) spoiled.push({ id: 'dusthana', graha: x.graha });
    }
    if (spoiled.length > 0) results.radda.push(instance(p, pairGrahas, { conditions: spoiled }));

    // 12. Duphali-kuttha: the slower strong, the faster not strong and neither retrograde nor combust.
    if (isStrong(s) && !isStrong(f) && !f.retrograde && !f.combust) {
      results['duphali-kuttha'].push(instance(p, pairGrahas, { conditions: [{ id: 'strong', graha: s.graha }] }));
    }

    // 13 / 16. Both grahas weak: rescued by a strong third graha in ithasala with either
    // (dutthotha-davira), or not (durapha).
    const wf = weakness(f);
    const ws = weakness(s);
    if (wf.length > 0 && ws.length > 0) {
      const helpers = others(p.faster, p.slower).filter((r) => isStrong(r) && (inIthasala(r.graha, p.faster) || inIthasala(r.graha, p.slower)));
      if (helpers.length > 0) {
        for (const r of helpers) {
          results['dutthotha-davira'].push(
            instance(p, [...pairGrahas, r.graha], { third: { graha: r.graha, role: 'helper' }, conditions: [...wf, ...ws, { id: 'strong', graha: r.graha }] }),
          );
        }
      } else {
        results.durapha.push(instance(p, pairGrahas, { conditions: [...wf, ...ws] }));
      }
    }

    // 15. Kuttha: a strong graha of the ithasala in a kendra or panaphara, neither graha weak.
    if (wf.length === 0 && ws.length === 0) {
      const strongPlaced = [f, s].filter((x) => isStrong(x) && kendraPanaphara.has(x.house));
      if (strongPlaced.length > 0) {
        results.kuttha.push(
          instance(p, pairGrahas, { conditions: strongPlaced.flatMap((x) => [{ id: 'strong' as const, graha: x.graha }, { id: 'kendra-or-panaphara' as const, graha: x.graha }]) }),
        );
      }
    }
  }

  // 14. Tambira: a strong faster graha at the end of its sign that will, on entering the next
  // sign, apply to a slower one within orb.
  for (const f of bodies) {
    if (!isStrong(f)) continue;
    for (const s of bodies) {
      if (s.graha === f.graha || inIthasala(f.graha, s.graha)) continue;
      const gap = nextSignIthasalaGap(f, s, scheme);
      if (gap !== null) {
        results.tambira.push(instance(null, [f.graha, s.graha], { nextSignGapDegrees: gap, conditions: [{ id: 'strong', graha: f.graha }] }));
      }
    }
  }

  return tajakaYogaIds.map((id) => ({ id, formed: results[id].length > 0, instances: results[id] }));
}
