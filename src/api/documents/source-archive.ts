import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** What makes up the corresponding source: everything needed to build and run the service. */
const entries = [
  'README.md', 'LICENSE', 'package.json', 'package-lock.json', 'tsconfig.json', '.ci', 'src', 'scripts', 'test', 'bench', 'data', 'docs',
  // How the service is built and deployed, and its client.
  'AGENTS.md', 'Dockerfile', '.dockerignore', 'compose.yaml', 'deploy', 'clients', 'redocly.yaml',
];

let cached: Promise<Buffer> | undefined;

/** The gzip-compressed tar of the source tree this process runs from, built once and kept. */
export function sourceArchive(): Promise<Buffer> {
  cached ??= (async () => {
    // tar (and its streams) load on the first download, not at start-up (issue 21, start-up to ready).
    const { create } = await import('tar');
    const present = entries.filter((e) => existsSync(resolve(root, e)));
    const chunks: Buffer[] = [];
    // Installed modules and build outputs (dist/, the client's generated types) are not source.
    const filter = (path: string) => !/(^|\/)(node_modules|dist)(\/|$)/.test(path) && !path.endsWith('clients/typescript/src/schema.ts');
    const stream = create({ gzip: true, cwd: root, portable: true, prefix: 'jyotish-api', filter }, present);
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  })();
  return cached;
}
