/**
 * `POST /v2/migrations/legacy/public-form`: accepts the field set of one of the 17 legacy
 * public calculator forms (spec §4.6), derives the IANA zone from the coordinates, and answers
 * with the full native envelope of the mapped endpoint plus an explicit boundary: this is the
 * service's own result, not a legacy-compatible response. Identity fields (fullname, gender,
 * placebirth) and form-transport fields are accepted and ignored: never echoed, never logged.
 */
import Type from 'typebox';
import { Temporal } from 'temporal-polyfill';
import { calculations } from '../../calculations/registry.ts';
// The full data set keeps zones that differed before 1970 (births are old), like the place index.
import { zonesAtPoint as zonesAt } from '../../calculations/shared/zones-at-point.ts';
import { Bilingual, Versions, Warning } from '../../contract/common.ts';
import { warning } from '../../content/warnings.ts';
import { ApiError, LocalTimeNonexistent, ValidationFailed, type ErrorDetail } from '../../shared/errors.ts';
import { formatUtcOffset, localDateAt, resolveLocalTime, type TimeFrame } from '../../astro/time/civil.ts';
import { publicConsumerSurfaces } from '../documents/compatibility/surfaces.ts';
import { PUBLIC_FORM_MIGRATION_ENDPOINT, endpoints } from '../documents/compatibility/native-paths.ts';
import { computeInPool } from '../pool/calculation-pool.ts';
import type { CalculationEnvelopeObject } from '../pool/calculation-task.ts';
import { assertValidBody } from '../validation.ts';
import { validationDetails, type AjvIssue } from '../plugins/errors.ts';
import type { AnyCalculation } from '../../calculations/types.ts';
import type { Static } from 'typebox';
import type { DocumentRoute } from '../route-spec.ts';

const formIdentifiers = publicConsumerSurfaces.map((s) => s.formIdentifier);

/** A language tag's shape: a 2–3 letter language, then subtags (region, script …). */
const languageCodePattern = '^[A-Za-z]{2,3}([_-][A-Za-z0-9]{1,8})*$';

/** The chart-label language a form's code asks for: en or hi, or null for any other language. */
function offeredLanguage(code: string): 'en' | 'hi' | null {
  const primary = code.split(/[-_]/)[0].toLowerCase();
  return primary === 'en' || primary === 'hi' ? primary : null;
}

export const PublicFormMigrationRequest = Type.Object(
  {
    formIdentifier: Type.Enum(formIdentifiers, { description: 'Which of the 17 legacy public forms the fields come from' }),
    birthday: Type.Integer({ minimum: 1, maximum: 31, description: 'Day of month' }),
    birthmonth: Type.Integer({ minimum: 1, maximum: 12 }),
    birthyear: Type.Integer({ minimum: 1800, maximum: 2399 }),
    birthtime: Type.Integer({ minimum: 0, maximum: 23, description: 'Hour, 0–23' }),
    birthminute: Type.Integer({ minimum: 0, maximum: 59 }),
    lat: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude, degrees north' }),
    lang: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude, degrees east (the legacy field name)' }),
    timezone: Type.Number({ minimum: -12, maximum: 14, description: 'UTC offset in decimal hours, e.g. 5.5' }),
    language: Type.Optional(
      Type.String({
        pattern: languageCodePattern,
        maxLength: 35,
        description:
          'Language code of the form (BCP 47 style: en, hi, ta, mr-IN …). Any well-formed code is accepted; texts are always given in English and Hindi, and a code other than en/hi adds the warning language-not-offered. en or hi also sets the chart labels where the native endpoint draws charts.',
      }),
    ),
    referenceDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'ISO date for transit and date-based forms; default today at the birth place' })),
    vehicleNumber: Type.Optional(Type.String({ maxLength: 32, description: 'Vehicle registration for the vehicle-number form' })),
  },
  {
    additionalProperties: true,
    description:
      'The legacy form fields. The identity fields (fullname, gender, placebirth) and any form-transport fields are accepted whatever they hold and ignored: never read, echoed or logged.',
  },
);
type MigrationRequest = Static<typeof PublicFormMigrationRequest>;

export const PublicFormMigrationResponse = Type.Object({
  kind: Type.Literal('CalculationEnvelope'),
  requestId: Type.String(),
  versions: Versions,
  method: Type.Object({}, { additionalProperties: true }),
  input: Type.Object({}, { additionalProperties: true }),
  warnings: Type.Array(Warning),
  result: Type.Object({}, { additionalProperties: true, description: 'The native result of the mapped endpoint (see that endpoint’s schema)' }),
  boundary: Type.Object({
    statement: Bilingual,
    legacyCompatible: Type.Literal(false),
    imitatesLegacyShape: Type.Literal(false),
    formIdentifier: Type.String(),
    nativeEndpoint: Type.String(),
    mappingStatus: Type.String({ description: 'How far the form’s purpose and the native endpoint overlap; the per-form boundary is in GET /v2/compatibility/legacy' }),
  }),
  timezoneResolution: Type.Object({
    derivedZone: Type.Union([Type.String(), Type.Null()]),
    zoneOffset: Type.Union([Type.String(), Type.Null()]),
    givenOffset: Type.String(),
    used: Type.Enum(['zone', 'given-offset']),
  }),
});

const boundaryStatement = {
  en: 'This is the service’s own native result for the fields of a legacy public form. It is not a legacy-compatible response and imitates no legacy response shape; identity fields were ignored.',
  hi: 'यह किसी पुराने सार्वजनिक फ़ॉर्म के फ़ील्ड के लिए सेवा का अपना मूल परिणाम है। यह पुराने प्रारूप से संगत उत्तर नहीं है और किसी पुराने उत्तर के आकार की नकल नहीं करता; पहचान वाले फ़ील्ड अनदेखे किए गए।',
};

const offsetMismatchWarning = {
  id: 'timezone-offset-mismatch',
  message: {
    en: 'The form’s UTC offset differs from the time zone at these coordinates on that date; the form’s offset was used.',
    hi: 'फ़ॉर्म का UTC अंतर इन निर्देशांकों के समय क्षेत्र से उस तिथि पर मेल नहीं खाता; फ़ॉर्म का दिया गया अंतर उपयोग किया गया।',
  },
};

/** Native request fields → the form fields that carry them, so a 422 names what was sent. */
const formFieldOf: Record<string, string> = {
  '/localDate': '/birthyear',
  '/birthDate': '/birthyear',
  '/localTime': '/birthtime',
  '/timezone': '/timezone',
  '/utcOffset': '/timezone',
  '/latitude': '/lat',
  '/longitude': '/lang',
  '/transitDate': '/referenceDate',
  '/referenceDate': '/referenceDate',
  '/vehicleNumber': '/vehicleNumber',
  '/chartLanguage': '/language',
};

/** Re-expresses a native calculation's error in the form's field names. */
function inFormFields(e: unknown): unknown {
  const toForm = (details: ErrorDetail[]) => details.map((d) => ({ ...d, path: formFieldOf[d.path] ?? '/' }));
  if (e instanceof ApiError) return new ApiError(e.code, toForm(e.details));
  const issues = (e as { validation?: AjvIssue[] })?.validation;
  if (Array.isArray(issues)) return new ApiError('VALIDATION_FAILED', toForm(validationDetails(issues)));
  return e;
}

/**
 * The native request body for a form. Date-based numerology forms need a reference date
 * (today at the birth place when the form gave none); transit and dasha forms leave it to the
 * native default, which is the same.
 */
function nativeBody(nativeEndpoint: string, m: MigrationRequest, birth: Record<string, unknown>, today: () => string): Record<string, unknown> {
  const reference = m.referenceDate;
  switch (nativeEndpoint) {
    case endpoints.kundliInsights:
      return { ...birth, ...(reference ? { transitDate: reference } : {}) };
    case endpoints.numerologyGuidance:
      return { birthDate: birth.localDate, referenceDate: reference ?? today(), ...(m.vehicleNumber ? { vehicleNumber: m.vehicleNumber } : {}) };
    case endpoints.rudrakshaGemstone:
      return { ...birth, ...(reference ? { referenceDate: reference } : {}) };
    case endpoints.kundli: {
      const chartLanguage = m.language ? offeredLanguage(m.language) : null;
      return { ...birth, ...(chartLanguage ? { chartLanguage } : {}) };
    }
    default:
      return birth;
  }
}

export function migrationRoutes(): DocumentRoute[] {
  // Each form's surface and native calculation, resolved once: a form whose endpoint is not
  // registered is a defect of the build, reported at start-up.
  const forms = new Map<string, { surface: (typeof publicConsumerSurfaces)[number]; calc: AnyCalculation }>();
  for (const surface of publicConsumerSurfaces) {
    const calc = calculations.find((c) => c.paths.v2 === surface.nativeEndpoint);
    if (!calc) throw new Error(`public form ${surface.formIdentifier}: ${surface.nativeEndpoint} is not registered`);
    forms.set(surface.formIdentifier, { surface, calc });
  }
  return [
    {
      method: 'POST',
      path: PUBLIC_FORM_MIGRATION_ENDPOINT,
      operationId: 'postV2MigrationsLegacyPublicForm',
      summary: 'Public-form migration',
      description:
        'Takes the fields of one of the 17 legacy public calculator forms and returns the full native envelope of the mapped endpoint (see GET /v2/compatibility/legacy) plus an explicit boundary statement. The IANA zone is derived from lat/lang with geo-tz; when the form’s decimal offset disagrees with that zone at the birth instant, the form’s offset is used (as utcOffset) with a warning. fullname, gender, placebirth and transport fields are ignored, never echoed or logged.',
      tag: 'Migration',
      bodyName: 'PublicFormMigrationRequest',
      body: PublicFormMigrationRequest,
      responseName: 'PublicFormMigrationResponse',
      response: PublicFormMigrationResponse,
      example: { formIdentifier: 'moonsign', birthday: 10, birthmonth: 5, birthyear: 1990, birthtime: 19, birthminute: 55, lat: 19.076, lang: 72.8777, timezone: 5.5, language: 'en' },
      handler: async (request) => {
        const m = request.body as MigrationRequest;
        const { surface, calc } = forms.get(m.formIdentifier)!;
        const now = new Date();

        let wall: Temporal.PlainDateTime;
        try {
          wall = Temporal.PlainDateTime.from({ year: m.birthyear, month: m.birthmonth, day: m.birthday, hour: m.birthtime, minute: m.birthminute }, { overflow: 'reject' });
        } catch {
          throw new ValidationFailed('/birthday', 'is not a day of that month');
        }
        const localDate = wall.toPlainDate().toString();
        const localTime = wall.toPlainTime().toString();
        const givenOffsetSeconds = Math.round(m.timezone * 3600);
        const givenOffset = formatUtcOffset(givenOffsetSeconds);
        const derivedZone = zonesAt(m.lat, m.lang)[0] ?? null;
        // The zone's offset at that wall time, as the native route would resolve it; a time in
        // its daylight-saving gap has none, so the form's own offset is used.
        let zoneOffset: string | null = null;
        if (derivedZone) {
          try {
            zoneOffset = formatUtcOffset(resolveLocalTime({ localDate, localTime, timezone: derivedZone }).utcOffsetSeconds);
          } catch (e) {
            if (!(e instanceof LocalTimeNonexistent)) throw inFormFields(e);
          }
        }
        const useZone = derivedZone !== null && zoneOffset === givenOffset;
        const birth = {
          localDate,
          localTime,
          timezone: derivedZone ?? 'UTC',
          ...(useZone ? {} : { utcOffset: givenOffset }),
          latitude: m.lat,
          longitude: m.lang,
        };
        const frame: TimeFrame = useZone
          ? { kind: 'zone', timezone: derivedZone }
          : { kind: 'fixed-offset', timezone: derivedZone ?? 'UTC', offsetSeconds: givenOffsetSeconds };
        const body = nativeBody(surface.nativeEndpoint, m, birth, () => localDateAt(frame, now.getTime()).toString());
        let envelope: CalculationEnvelopeObject;
        try {
          assertValidBody(calc.request, body);
          // Computed in the calculation pool like the native route (off the main thread, same
          // admission); the envelope comes back serialised and is parsed to add the boundary.
          const bytes = await computeInPool(request.server.calculationPool, calc, body, now);
          envelope = { ...(JSON.parse(bytes.toString('utf8')) as CalculationEnvelopeObject), requestId: request.id };
        } catch (e) {
          throw inFormFields(e);
        }
        return {
          ...envelope,
          warnings: [
            ...(useZone ? [] : [offsetMismatchWarning]),
            ...(m.language && !offeredLanguage(m.language) ? [warning('language-not-offered')] : []),
            ...envelope.warnings,
          ],
          boundary: {
            statement: boundaryStatement,
            legacyCompatible: false as const,
            imitatesLegacyShape: false as const,
            formIdentifier: m.formIdentifier,
            nativeEndpoint: surface.nativeEndpoint,
            mappingStatus: surface.mappingStatus,
          },
          timezoneResolution: { derivedZone, zoneOffset, givenOffset, used: useZone ? ('zone' as const) : ('given-offset' as const) },
        };
      },
    },
  ];
}
