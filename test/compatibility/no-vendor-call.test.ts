/**
 * The evidence documents are served from stored data: serving them opens no connection
 * (fetch, http, https, net and tls are watched while both documents are requested), and the
 * compatibility modules import no network API.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../helpers/app.ts';

const moduleDir = fileURLToPath(new URL('../../src/api/documents/compatibility/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('compatibility documents and the network', () => {
  it('open no connection and call no fetch while both documents are served', async (t) => {
    const { app } = await build(t, { MAX_EVENT_LOOP_DELAY_MS: '0' });
    const attempts: string[] = [];
    const refuse = (name: string) => () => {
      attempts.push(name);
      throw new Error(`network use: ${name}`);
    };
    t.mock.method(globalThis, 'fetch', refuse('fetch'));
    for (const [name, mod, method] of [
      ['http.request', http, 'request'], ['http.get', http, 'get'], ['https.request', https, 'request'], ['https.get', https, 'get'],
      ['net.connect', net, 'connect'], ['net.createConnection', net, 'createConnection'], ['tls.connect', tls, 'connect'],
    ] as const) {
      t.mock.method(mod as unknown as Record<string, () => unknown>, method, refuse(name));
    }
    for (const path of ['/v2/compatibility/legacy', '/v2/compatibility/legacy-source']) {
      const res = await app.inject({ method: 'GET', url: `/api${path}` });
      assert.equal(res.statusCode, 200, path);
    }
    assert.deepEqual(attempts, []);
  });

  it('import no network module and call no fetch in the compatibility sources', () => {
    const files = sourceFiles(moduleDir);
    assert.ok(files.length >= 10, 'the data is split into small modules');
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      assert.doesNotMatch(text, /from ['"](node:)?(http|https|net|tls|dgram|undici)['"]/, file);
      assert.doesNotMatch(text, /\bfetch\s*\(/, file);
      assert.doesNotMatch(text, /https?:\/\//, `${file} names no remote address`);
    }
  });

  it('name the legacy vendor only through the execution-mode value the spec prescribes', () => {
    for (const file of sourceFiles(moduleDir)) {
      const text = readFileSync(file, 'utf8');
      const mentions = text.match(/astrologyapi/gi) ?? [];
      if (file.endsWith('enums.ts')) assert.equal(mentions.length, 1, file);
      else assert.equal(mentions.length, 0, file);
    }
  });
});
