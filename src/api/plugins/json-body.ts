/**
 * The JSON body parser. Fastify's own parser refuses `__proto__` and `constructor` keys
 * with an error that reads like a syntax error ("not valid JSON"); this one parses with
 * plain `JSON.parse` (which makes such keys ordinary own properties, no prototype is
 * touched) and then refuses them by name: 422 VALIDATION_FAILED with the JSON pointer of
 * the key and "is a forbidden key".
 */
import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from '../../shared/errors.ts';
import { pointerSegment } from '../validation-details.ts';

const forbiddenKeys = new Set(['__proto__', 'constructor']);

/** The JSON pointer of the first forbidden key in a parsed JSON value, or null. */
export function forbiddenKeyPointer(value: unknown): string | null {
  const stack: { node: unknown; path: string }[] = [{ node: value, path: '' }];
  while (stack.length) {
    const { node, path } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], path: `${path}/${i}` });
      continue;
    }
    const keys = Object.keys(node);
    for (const key of keys) if (forbiddenKeys.has(key)) return `${path}/${pointerSegment(key)}`;
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ node: (node as Record<string, unknown>)[keys[i]], path: `${path}/${pointerSegment(keys[i])}` });
  }
  return null;
}

/** Replaces Fastify's `application/json` parser (same limits, same errors otherwise). */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text === '') {
      done(Object.assign(new Error('empty JSON body'), { code: 'FST_ERR_CTP_EMPTY_JSON_BODY', statusCode: 400 }), undefined);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      // No message of the parser: it quotes the body.
      done(Object.assign(new SyntaxError('body is not valid JSON'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }), undefined);
      return;
    }
    const pointer = forbiddenKeyPointer(value);
    if (pointer !== null) {
      done(new ValidationFailed(pointer, 'is a forbidden key (__proto__ and constructor are never accepted)'), undefined);
      return;
    }
    done(null, value);
  });
}
