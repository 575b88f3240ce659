/** Descriptions of the OpenAPI tags; a tag added later without one is described by its operations. */
const descriptions: Record<string, string> = {
  Panchang: 'The five limbs of the Hindu day (tithi, nakshatra, yoga, karana, vaara) with their times, sunrise and moonrise, the inauspicious and auspicious periods, choghadiya, hora and the calendar years.',
  Kundli: 'Birth charts: sidereal positions, lagna, houses and bhavas, divisional charts and drawings; advanced evidence (aspects, ashtakavarga, dashas); doshas, yogas and transits.',
  'Match making': 'Kundli matching of two births: the 36-point ashtakoota and, in the advanced form, the poruthams, manglik comparison and papasamya.',
  Numerology: 'Numerology numbers and their traditional correspondences, and date-based guidance; review-only interpretations.',
  Remedies: 'Traditional rudraksha and gemstone correspondences of chart planets; review-only, never a prescription.',
  Jaimini: 'Jaimini factors: chara karakas, karakamsa and the ishta devata indicator, arudha padas, rashi drishti, special lagnas and argala.',
  Locations: 'Search of places (GeoNames) with coordinates and the IANA time zone, for filling the birth-moment fields.',
  Migration: 'Moving callers of legacy public forms onto the native endpoints: the form fields in, the native envelope out, with an explicit boundary statement.',
  Documents: 'The API index, integration capabilities, access policy, compatibility manifests, this OpenAPI document and the corresponding source.',
  Probes: 'Liveness and readiness for orchestrators; never rate-limited.',
};

/** The description of a tag: the written one, or the list of its operations' summaries. */
export function tagDescription(tag: string, summaries: readonly string[]): string {
  return descriptions[tag] ?? `Operations: ${[...new Set(summaries)].join('; ')}.`;
}
