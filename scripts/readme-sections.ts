/**
 * Regenerates the generated sections of README.md (endpoint list, configuration table, error
 * codes) from the registry, the document routes, the configuration table and the error
 * catalogue. `npm run readme` writes them; test/api/readme.test.ts fails when they are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig, configurationTable } from '../src/api/config.ts';
import { documentRoutes } from '../src/api/routes/documents.ts';
import { extraDocumentRoutes } from '../src/api/routes/extra.ts';
import { reportRoutes } from '../src/api/reports/routes.ts';
import { createPdfPool } from '../src/api/reports/pool.ts';
import { routeCatalogue } from '../src/api/documents/catalogue.ts';
import { errorCatalogue, errorCodes } from '../src/shared/errors.ts';

export const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));

export function endpointSection(): string {
  const config = loadConfig({});
  const catalogue = routeCatalogue(documentRoutes(config, [...extraDocumentRoutes(), ...reportRoutes(createPdfPool({ workers: 1, queue: 0 }))]));
  const rows = catalogue.map((r) => {
    const versions = r.versions ? `\`${r.versions.calculation}\` / \`${r.versions.content}\`` : '';
    const alias = r.aliasOf ? ` (alias of \`${r.aliasOf}\`)` : '';
    return `| ${r.method} | \`${r.path}\` | ${r.summary}${alias} | ${r.requestSchema ?? ''} | ${versions} |`;
  });
  return ['| method | path (under BASE_PATH) | what | request | calculation / content version |', '|---|---|---|---|---|', ...rows].join('\n');
}

export function configurationSection(): string {
  return ['| variable | default | meaning |', '|---|---|---|', ...configurationTable.map(([k, d, m]) => `| \`${k}\` | \`${d}\` | ${m} |`)].join('\n');
}

export function errorSection(): string {
  return [
    '| code | status | retryable | meaning |',
    '|---|---|---|---|',
    ...errorCodes.map((c) => `| \`${c}\` | ${errorCatalogue[c].status} | ${errorCatalogue[c].retryable ? 'yes' : 'no'} | ${errorCatalogue[c].message.en} |`),
  ].join('\n');
}

const sections: Record<string, () => string> = {
  endpoints: endpointSection,
  configuration: configurationSection,
  errors: errorSection,
};

/** README text with every generated section replaced by its current content. */
export function renderReadme(text: string): string {
  let out = text;
  for (const [name, make] of Object.entries(sections)) {
    const re = new RegExp(`(<!-- ${name}:start -->)[\\s\\S]*?(<!-- ${name}:end -->)`);
    out = out.replace(re, `$1\n${make()}\n$2`);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = readFileSync(readmePath, 'utf8');
  writeFileSync(readmePath, renderReadme(text));
  console.log('README.md sections regenerated');
}
