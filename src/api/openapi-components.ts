/**
 * Named component schemas of the OpenAPI document, and the pass that puts `$ref`s to them
 * wherever a schema of the registry uses the same shape: a bilingual text, a moment, a named
 * sign, nakshatra or graha, a warning, the version tuple, the method and input blocks. The
 * request and result schemas stay the TypeBox objects that validate and serialise; only
 * their description in the document is factored.
 */
import Type, { type TSchema } from 'typebox';
import { Bilingual, ErrorDetail, Moment, NamedEntity, Versions, Warning } from '../contract/common.ts';
import { grahaIds, nakshatraIds, rashiIds } from '../jyotish/core/zodiac.ts';

export type Json = Record<string, unknown>;

/** A plain JSON copy of a TypeBox schema (drops TypeBox's symbol keys). */
export function plain(schema: TSchema | Json): Json {
  return JSON.parse(JSON.stringify(schema)) as Json;
}

const Rashi = Type.Object(
  {
    id: Type.Enum([...rashiIds], { description: 'Stable id of the sign' }),
    index: Type.Integer({ minimum: 1, maximum: 12, description: '1 = Mesha (Aries) … 12 = Meena (Pisces)' }),
    name: Bilingual,
  },
  { description: 'A rashi (sidereal sign): stable id, 1-based index and bilingual name, e.g. "Mesha (Aries)".' },
);

const Nakshatra = Type.Object(
  {
    id: Type.Enum([...nakshatraIds], { description: 'Stable id of the nakshatra' }),
    index: Type.Integer({ minimum: 1, maximum: 27, description: '1 = Ashwini … 27 = Revati' }),
    name: Bilingual,
  },
  { description: 'A nakshatra (lunar mansion of 13°20′): stable id, 1-based index and bilingual name.' },
);

const Graha = Type.Object(
  {
    id: Type.Enum([...grahaIds, 'uranus', 'neptune', 'pluto'], { description: 'Stable id of the body' }),
    index: Type.Integer({ minimum: 1, maximum: 12, description: '1–9 Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu; 10–12 Uranus, Neptune, Pluto' }),
    name: Bilingual,
  },
  { description: 'A graha (or an outer planet): stable id, 1-based index and bilingual name.' },
);

/**
 * The `method` block as documented: the settings most results declare, typed; every result
 * adds its own entries (method ids of its rules and tables), so other fields are allowed.
 */
const MethodBlock = Type.Object(
  {
    ephemeris: Type.Optional(Type.String({ description: 'Ephemeris and data files, e.g. swiss-ephemeris-2.10.03-se1-files' })),
    zodiac: Type.Optional(Type.String({ description: 'sidereal' })),
    ayanamsha: Type.Optional(Type.String({ description: 'Ayanamsha id used' })),
    ayanamshaMethodId: Type.Optional(Type.String({ description: 'Its method id, e.g. AYAN.LAHIRI' })),
    nodeType: Type.Optional(Type.String({ description: 'mean or true' })),
    nodeMethodId: Type.Optional(Type.String()),
    positions: Type.Optional(Type.String({ description: 'apparent or true-geometric' })),
    positionsMethodId: Type.Optional(Type.String()),
    timeMethodId: Type.Optional(Type.String({ description: 'TIME.TZDB (zone rules) or TIME.FIXED_OFFSET (utcOffset given)' })),
    deltaTMethodId: Type.Optional(Type.String()),
    sunrise: Type.Optional(Type.String({ description: 'Sunrise definition used' })),
    sunriseMethodId: Type.Optional(Type.String()),
    houseSystem: Type.Optional(Type.String({ description: 'House (bhava) system used' })),
    houseSystemMethodId: Type.Optional(Type.String()),
    dashaYearDays: Type.Optional(Type.Number({ description: 'Days in a dasha year' })),
    dashaYearMethodId: Type.Optional(Type.String()),
  },
  {
    additionalProperties: true,
    description:
      'The declared method: every setting that changes numbers (ayanamsha, node, positions, sunrise, house system, year length, variants) with its method id. Each calculation adds the method ids of its own rules and tables.',
  },
);

const InputBlockFields = {
  utc: Type.Optional(Type.String({ description: 'The resolved instant, ISO 8601 UTC' })),
  utcOffset: Type.Optional(Type.String({ description: 'UTC offset in force, e.g. +05:30' })),
  timezone: Type.Optional(Type.String({ description: 'IANA zone used' })),
  julianDayUt: Type.Optional(Type.Number({ description: 'Julian day (UT)' })),
  julianDayTt: Type.Optional(Type.Number({ description: 'Julian day (TT)' })),
  deltaTSeconds: Type.Optional(Type.Number({ description: 'ΔT = TT − UT, seconds' })),
  ayanamshaDegrees: Type.Optional(Type.Number({ description: 'Ayanamsha at the instant, degrees' })),
  localDate: Type.Optional(Type.String({ description: 'The local date computed for' })),
  birthDate: Type.Optional(Type.String()),
  referenceDate: Type.Optional(Type.String()),
  transitDate: Type.Optional(Type.String()),
};
const InputBlock = Type.Object(
  {
    ...InputBlockFields,
    bride: Type.Optional(Type.Object(InputBlockFields, { additionalProperties: true, description: 'The bride’s resolved birth moment' })),
    groom: Type.Optional(Type.Object(InputBlockFields, { additionalProperties: true, description: 'The groom’s resolved birth moment' })),
  },
  {
    additionalProperties: true,
    description: 'The resolved input, echoed so the caller can check what was computed: UTC instant, UTC offset, Julian days, ΔT and the ayanamsha value (per partner for match making).',
  },
);

/** Documentation-only shapes: `{ name: schema }` of the named components. */
export function sharedComponentSchemas(): Record<string, Json> {
  return {
    Bilingual: plain(Bilingual),
    NamedEntity: plain(NamedEntity),
    Rashi: plain(Rashi),
    Nakshatra: plain(Nakshatra),
    Graha: plain(Graha),
    Moment: plain(Moment),
    Warning: plain(Warning),
    Versions: plain(Versions),
    ErrorDetail: plain(ErrorDetail),
    MethodBlock: plain(MethodBlock),
    InputBlock: plain(InputBlock),
  };
}

/** Keys that describe a schema without changing what it accepts. */
const annotationKeys = new Set(['description', 'title', 'examples', 'example', 'default', '$comment', 'deprecated', 'readOnly', 'writeOnly']);

/** The structure of a schema (annotations dropped, keys sorted), as text. */
function fingerprint(schema: unknown): string {
  if (Array.isArray(schema)) return `[${schema.map(fingerprint).join(',')}]`;
  if (!schema || typeof schema !== 'object') return JSON.stringify(schema);
  const entries = Object.entries(schema as Json)
    .filter(([k]) => !annotationKeys.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${fingerprint(v)}`).join(',')}}`;
}

/** Which named entity a NamedEntity-shaped property holds, from the property's name. */
function entityFor(property: string | undefined): 'Rashi' | 'Nakshatra' | 'Graha' | 'NamedEntity' {
  if (!property) return 'NamedEntity';
  if (/(^|[a-z])(lord|Lord|graha|Graha)$/.test(property)) return 'Graha';
  if (/(^|[a-z])(nakshatra|Nakshatra)$/.test(property)) return 'Nakshatra';
  if (/^(rashi|sign)$|[a-z](Rashi|Sign)$/.test(property)) return 'Rashi';
  return 'NamedEntity';
}

/**
 * Replaces every sub-schema that has the shape of a named component by a `$ref` to it (keeping
 * a description of its own beside the `$ref` when it has one). NamedEntity-shaped properties
 * named `rashi`/`…Sign`, `nakshatra`/`…Nakshatra` and `lord`/`…Lord`/`graha` refer to Rashi,
 * Nakshatra and Graha, whose ids are enumerated; the example tests check them against results.
 */
export function referToComponents(schema: Json, components: Record<string, Json>): Json {
  const byFingerprint = new Map<string, string>();
  const keySets = new Set<string>();
  for (const name of ['Bilingual', 'NamedEntity', 'Moment', 'Warning', 'Versions', 'ErrorDetail']) {
    const c = components[name];
    byFingerprint.set(fingerprint(c), name);
    keySets.add(Object.keys((c.properties as Json) ?? {}).sort().join(','));
  }

  const visit = (node: unknown, property: string | undefined, top: boolean): unknown => {
    if (Array.isArray(node)) return node.map((n) => visit(n, undefined, false));
    if (!node || typeof node !== 'object') return node;
    const s = node as Json;
    if (!top && s.type === 'object' && s.properties && keySets.has(Object.keys(s.properties as Json).sort().join(','))) {
      let name = byFingerprint.get(fingerprint(s));
      if (name) {
        if (name === 'NamedEntity') name = entityFor(property);
        const own = typeof s.description === 'string' && s.description !== components[name].description ? { description: s.description } : {};
        return { $ref: `#/components/schemas/${name}`, ...own };
      }
    }
    const out: Json = {};
    for (const [k, v] of Object.entries(s)) {
      if ((k === 'properties' || k === 'patternProperties' || k === '$defs') && v && typeof v === 'object') {
        out[k] = Object.fromEntries(Object.entries(v as Json).map(([p, sub]) => [p, visit(sub, p, false)]));
      } else if (k === 'items' || k === 'additionalProperties' || k === 'not' || k === 'contains') {
        out[k] = visit(v, property, false);
      } else if (k === 'anyOf' || k === 'oneOf' || k === 'allOf' || k === 'prefixItems') {
        out[k] = visit(v, property, false);
      } else {
        out[k] = v;
      }
    }
    // TypeBox enumerations carry no `type`; say "string" so generated clients type them.
    if (Array.isArray(out.enum) && out.type === undefined && out.enum.every((e) => typeof e === 'string')) out.type = 'string';
    return out;
  };
  return visit(schema, undefined, true) as Json;
}
