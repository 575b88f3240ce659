/**
 * Ajv's validation errors → the `details` of a 422: one JSON pointer and one sentence a
 * person understands per problem ("must be a date YYYY-MM-DD", not a regular expression),
 * each problem once, at most `maxValidationDetails` of them. Never the value sent.
 */
import type { ErrorDetail } from '../shared/errors.ts';

export interface AjvIssue {
  instancePath?: string;
  schemaPath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
  /** The schema object that holds the failing keyword (Ajv's `verbose` option). */
  parentSchema?: unknown;
}

/** Most details one answer lists; a last detail says how many more there were. */
export const maxValidationDetails = 20;

/** Longest unknown property name named in an error; longer ones are cut (they are client text). */
const maxNamedPropertyLength = 40;

/** One JSON-pointer segment (RFC 6901: `~` → `~0`, `/` → `~1`) of a client-chosen name. */
export function pointerSegment(name: string): string {
  const short = name.length > maxNamedPropertyLength ? `${name.slice(0, maxNamedPropertyLength)}…` : name;
  return short.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The forms behind the patterns the schemas use, in words. */
const patternWords: Record<string, string> = {
  '^\\d{4}-\\d{2}-\\d{2}$': 'must be a date YYYY-MM-DD',
  '^\\d{2}:\\d{2}(:\\d{2})?$': 'must be a time HH:MM or HH:MM:SS',
  '^[+-]\\d{2}:\\d{2}(:\\d{2})?$': 'must be a UTC offset +HH:MM or -HH:MM (seconds optional)',
  '^[A-Za-z0-9_+\\-/]+$': 'must be an IANA time zone name such as Asia/Kolkata',
  '^[0-9a-f]{32}$': 'must be 32 lowercase hexadecimal characters',
  '^[A-Z]$': 'must be one capital letter A–Z',
  '^[A-Za-z]{2,3}([_-][A-Za-z0-9]{1,8})*$': 'must be a language code such as en, hi or ta-IN',
};

const formatWords: Record<string, string> = {
  date: 'must be a date YYYY-MM-DD',
  time: 'must be a time HH:MM:SS',
  'date-time': 'must be a date and time such as 2024-01-15T06:30:00Z',
  email: 'must be an e-mail address',
  uri: 'must be an absolute URI',
  uuid: 'must be a UUID',
};

const typeWords: Record<string, string> = {
  number: 'a number',
  integer: 'a whole number',
  string: 'a text string',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'a list',
  null: 'null',
};

type Schema = Record<string, unknown>;

function asSchema(x: unknown): Schema | undefined {
  return x && typeof x === 'object' && !Array.isArray(x) ? (x as Schema) : undefined;
}

/** The constant values a union of constants or enumerations allows, or null if it allows other things. */
function allowedConstants(branches: unknown): unknown[] | null {
  if (!Array.isArray(branches)) return null;
  const out: unknown[] = [];
  for (const b of branches) {
    const s = asSchema(b);
    if (s && 'const' in s) out.push(s.const);
    else if (s && Array.isArray(s.enum)) out.push(...s.enum);
    else return null;
  }
  return out;
}

/** The types a union of simple schemas allows, e.g. "a text string or null", or null. */
function allowedTypes(branches: unknown): string | null {
  if (!Array.isArray(branches)) return null;
  const words: string[] = [];
  for (const b of branches) {
    const t = asSchema(b)?.type;
    if (typeof t !== 'string' || !typeWords[t]) return null;
    words.push(typeWords[t]);
  }
  return words.join(' or ');
}

const list = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');

function plural(n: unknown, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The sentence for one issue (the path is worked out separately). */
function issueWords(issue: AjvIssue): string {
  const p = issue.params ?? {};
  const parent = asSchema(issue.parentSchema);
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a recognised field';
    case 'enum':
      return Array.isArray(p.allowedValues) ? `must be one of: ${list(p.allowedValues)}` : 'is not one of the allowed values';
    case 'const':
      return 'allowedValue' in p ? `must be ${list([p.allowedValue])}` : 'is not the allowed value';
    case 'anyOf':
    case 'oneOf': {
      const branches = parent?.[issue.keyword];
      const constants = allowedConstants(branches);
      if (constants) return `must be one of: ${list(constants)}`;
      const types = allowedTypes(branches);
      if (types) return `must be ${types}`;
      return 'does not match any of the allowed forms';
    }
    case 'type': {
      const types = String(p.type ?? '').split(',').map((t) => typeWords[t] ?? t);
      return `must be ${types.join(' or ')}`;
    }
    case 'pattern': {
      const known = patternWords[String(p.pattern)];
      if (known) return known;
      const description = typeof parent?.description === 'string' ? parent.description : '';
      return description ? `does not have the expected form (${description})` : 'does not have the expected form';
    }
    case 'format':
      return formatWords[String(p.format)] ?? `must be a valid ${String(p.format)}`;
    case 'minLength':
      return `must be at least ${plural(p.limit, 'character', 'characters')} long`;
    case 'maxLength':
      return `must be at most ${plural(p.limit, 'character', 'characters')} long`;
    case 'minItems':
      return `must have at least ${plural(p.limit, 'item', 'items')}`;
    case 'maxItems':
      return `must have at most ${plural(p.limit, 'item', 'items')}`;
    case 'minProperties':
      return `must have at least ${plural(p.limit, 'field', 'fields')}`;
    case 'maxProperties':
      return `must have at most ${plural(p.limit, 'field', 'fields')}`;
    case 'uniqueItems':
      return 'must not repeat an item';
    case 'multipleOf':
      return `must be a multiple of ${String(p.multipleOf)}`;
    default:
      // minimum / maximum and the rest: Ajv's own words name limits and types, never values
      // ("must be <= 90").
      return issue.message ?? 'is not valid';
  }
}

function issuePath(issue: AjvIssue): string {
  const path = issue.instancePath ?? '';
  const p = issue.params ?? {};
  if (issue.keyword === 'required' && typeof p.missingProperty === 'string') return `${path}/${pointerSegment(p.missingProperty)}`;
  if (issue.keyword === 'additionalProperties' && typeof p.additionalProperty === 'string') {
    return `${path}/${pointerSegment(p.additionalProperty)}`;
  }
  return path || '/';
}

/**
 * Ajv issues → JSON-pointer details: the branch errors under a failed `anyOf`/`oneOf` give way
 * to one sentence for the union ("must be one of: 365.25, 365.256364, 360"); `if`/`then`
 * wrappers are dropped (their inner errors say what is wrong); identical details appear once;
 * beyond `maxValidationDetails` the last detail counts the rest.
 */
export function validationDetails(issues: readonly AjvIssue[]): ErrorDetail[] {
  const unions = issues
    .filter((i) => (i.keyword === 'anyOf' || i.keyword === 'oneOf') && typeof i.schemaPath === 'string')
    .map((i) => ({ prefix: `${i.schemaPath}/`, path: i.instancePath ?? '' }));
  const underUnion = (i: AjvIssue) =>
    unions.some((u) => typeof i.schemaPath === 'string' && i.schemaPath.startsWith(u.prefix) && (i.instancePath ?? '').startsWith(u.path));

  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  let more = 0;
  for (const issue of issues) {
    if (issue.keyword === 'if' || underUnion(issue)) continue;
    const detail = { path: issuePath(issue), issue: issueWords(issue) };
    const key = `${detail.path}\u0000${detail.issue}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (details.length < maxValidationDetails) details.push(detail);
    else more++;
  }
  if (more > 0) details.push({ path: '/', issue: `and ${plural(more, 'more problem', 'more problems')} not listed` });
  return details;
}
