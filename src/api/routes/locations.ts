import Type from 'typebox';
import { attribution, getPlaceIndex, searchPlaces, DEFAULT_SEARCH_LIMIT, MAX_QUERY_LENGTH, MAX_SEARCH_LIMIT } from '../../geo/index.ts';
import type { DocumentRoute } from '../route-spec.ts';

const LocalizedName = Type.Object({ en: Type.String(), hi: Type.Union([Type.String(), Type.Null()], { description: 'Hindi name where known, else null' }) });

export const LocationSearchQuery = Type.Object(
  {
    q: Type.String({ minLength: 2, maxLength: MAX_QUERY_LENGTH, description: 'Prefix of a place name (any script: Latin or Devanagari), optionally followed by a prefix of its state or country: "pune maha", "पुणे"' }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SEARCH_LIMIT, default: DEFAULT_SEARCH_LIMIT, description: 'Results to return, 1–12 (default 8)' })),
  },
  { additionalProperties: false },
);

export const LocationSearchResponse = Type.Object({
  kind: Type.Literal('LocationSearchResponse'),
  count: Type.Integer(),
  results: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'GeoNames geonameId' }),
      name: LocalizedName,
      admin1: Type.Union([LocalizedName, Type.Null()]),
      countryCode: Type.String(),
      country: Type.Object({ en: Type.String(), hi: Type.String() }),
      latitude: Type.Number(),
      longitude: Type.Number(),
      timezone: Type.String({ description: 'IANA time zone, precomputed from the coordinates with geo-tz' }),
      population: Type.Integer({ description: 'Inhabitants; 0 when unknown' }),
    }),
  ),
  attribution: Type.Object({ text: Type.String(), url: Type.String(), license: Type.String(), licenseUrl: Type.String() }),
});

/**
 * `GET /v1/locations/search` and its v2 twin: case- and diacritic-insensitive prefix search
 * over an embedded GeoNames index (no database, no network), ranked by population.
 */
export function locationRoutes(): DocumentRoute[] {
  const handler: DocumentRoute['handler'] = (request) => {
    const { q, limit } = request.query as { q: string; limit?: number };
    const results = searchPlaces(getPlaceIndex(), q, limit);
    return { kind: 'LocationSearchResponse' as const, count: results.length, results, attribution };
  };
  const common = {
    method: 'GET' as const,
    tag: 'Locations',
    responseName: 'LocationSearchResponse',
    response: LocationSearchResponse,
    query: LocationSearchQuery,
    example: { q: 'Delhi', limit: 5 },
    description:
      'Places from GeoNames (cities of population ≥ 1000, CC BY 4.0) with Hindi names where known, aliases (Bombay, Madras, Poona …) and the IANA time zone of each place; prefix match on name, "name state" and aliases, Latin or Devanagari, ranked by population.',
    handler,
  };
  return [
    { ...common, path: '/v1/locations/search', operationId: 'getV1LocationsSearch', summary: 'Search places' },
    { ...common, path: '/v2/locations/search', operationId: 'getV2LocationsSearch', summary: 'Search places (v2 path of the same search)' },
  ];
}
