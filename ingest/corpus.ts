/** The bundled corpus: the Daily Papers dumps in data/seeds/ that `npm start` and the tests ingest. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const seedsDir = fileURLToPath(new URL('../data/seeds/', import.meta.url));

/** The bundled corpus's files (data/seeds/*.txt), in name order. */
export function seedFiles(): string[] {
  return readdirSync(seedsDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => path.join(seedsDir, f));
}
