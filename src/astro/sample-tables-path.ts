/** Where the build writes the sample tables (scripts/astro/write-sample-tables.ts) and the service reads them. */
import { fileURLToPath } from 'node:url';

/** dist/astro/sample-tables.bin (the same path from src/astro and from the bundled dist/astro). */
export const defaultSampleTablesPath = fileURLToPath(new URL('../../dist/astro/sample-tables.bin', import.meta.url));
