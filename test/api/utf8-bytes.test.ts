/**
 * The calculation task's UTF-8 encoding (`utf8Bytes`, `buffer.transcode` instead of
 * `TextEncoder`, issue 21): the same bytes for every string `JSON.stringify` can produce, in a
 * buffer the worker may transfer (its own whole ArrayBuffer).
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { utf8Bytes } from '../../src/api/pool/calculation-task.ts';

const encoder = new TextEncoder();

it('gives the bytes TextEncoder gives for ASCII, Devanagari, astral characters and escaped lone surrogates', () => {
  for (const value of ['', 'plain ASCII', 'राहु और केतु — ग्रहण', '😀 𝄞 mixed हिन्दी', '\ud800 alone', 'x\udfffy']) {
    const json = JSON.stringify({ text: value });
    assert.deepEqual(Buffer.from(utf8Bytes(json)), Buffer.from(encoder.encode(json)));
  }
});

it('gives the bytes TextEncoder gives for the JSON of any string', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (value) => {
      const json = JSON.stringify([value]);
      return Buffer.from(utf8Bytes(json)).equals(Buffer.from(encoder.encode(json)));
    }),
    { numRuns: 500 },
  );
});

it('returns bytes that own their whole buffer, so a worker can transfer them without a copy', () => {
  for (const json of ['{"a":1}', JSON.stringify({ hi: 'नमस्ते'.repeat(5000) })]) {
    const bytes = utf8Bytes(json);
    assert.equal(bytes.byteOffset, 0);
    assert.equal(bytes.byteLength, bytes.buffer.byteLength);
  }
});
