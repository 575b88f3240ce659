/**
 * `GET /source.tar.gz` (AGPL section 13): the archive is a real gzip-compressed tar of this
 * checkout's source — read back here with the `tar` package's own parser, not our code.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { Parser } from 'tar';
import { build } from '../helpers/app.ts';

async function entryNames(archive: Buffer): Promise<string[]> {
  const names: string[] = [];
  const parser = new Parser({ onReadEntry: (entry) => { names.push(entry.path); entry.resume(); } });
  await new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
    Readable.from([archive]).pipe(parser);
  });
  return names;
}

test('the source archive is a gzip tar holding the package file and the sources, without node_modules or dist', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url: '/api/source.tar.gz' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-disposition']), /jyotish-api-source\.tar\.gz/);
  const body = res.rawPayload;
  assert.deepEqual([...body.subarray(0, 2)], [0x1f, 0x8b], 'gzip magic bytes');
  const names = await entryNames(body);
  assert.ok(names.includes('jyotish-api/package.json'), 'package.json is in the archive');
  assert.ok(names.includes('jyotish-api/src/server.ts'), 'the server entry is in the archive');
  assert.ok(names.includes('jyotish-api/src/api/documents/source-archive.ts'), 'this route\'s own source is in the archive');
  assert.equal(names.filter((n) => /(^|\/)(node_modules|dist)\//.test(n)).length, 0, 'no installed modules or build output');
});
