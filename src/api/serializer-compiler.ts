/**
 * Fastify's response serialiser compiler for the routes that declare a response schema (the
 * documents and probes: calculations send bytes serialised in the worker), compiling each
 * schema with fast-json-stringify on its first use (or in the background after start-up, see
 * `deferred-compile.ts`) instead of before the service is ready. The same options as
 * Fastify's default compiler (no shared schemas are registered with `addSchema`), so the
 * bytes are the same; only the moment of compiling moves.
 */
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { deferCompile } from './deferred-compile.ts';

/** Compiles the schema when the route first answers; the compiled function is kept. */
export const lazySerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  let serialise: ((data: unknown) => string) | undefined;
  const compileNow = deferCompile(() => {
    serialise = fastJsonStringify(schema as never) as (data: unknown) => string;
  });
  return (data: unknown) => {
    if (!serialise) compileNow();
    return serialise!(data);
  };
};
