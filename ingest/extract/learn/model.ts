/**
 * The extractor's learned weights and its version. `weights.json` beside this
 * file is written by `npm run train` and committed as data. EXTRACTOR_VERSION
 * is derived from everything that decides what is extracted (the rule sources,
 * the lexicons and the weights), so a changed rule always re-extracts on ingest.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EntityField } from './entities.ts';
import type { LinearModel } from './linear.ts';

/** One scorer per entity field and one for comparison claims. */
export interface ExtractorModel {
  entities: Record<EntityField, LinearModel>;
  /** `generate` false: training found no triple worth adding beyond the rules' claims, so none are generated. */
  claims: LinearModel & { generate?: boolean };
  /** How the weights were made: gold files, abstracts, command. */
  trainedOn?: string;
}

export const WEIGHTS_PATH = fileURLToPath(new URL('./weights.json', import.meta.url));

/** Reads and checks a weights file; a missing field is an error, never a silent default. */
export function loadModel(path: string = WEIGHTS_PATH): ExtractorModel {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as Partial<ExtractorModel>;
  const fields: EntityField[] = ['methods', 'benchmarks', 'introduced_benchmarks', 'baselines', 'models'];
  for (const f of fields) if (!raw.entities?.[f]) throw new Error(`${path}: no weights for entity field "${f}"; run npm run train`);
  if (!raw.claims) throw new Error(`${path}: no weights for claims; run npm run train`);
  return raw as ExtractorModel;
}

/** An all-zero model that keeps exactly what the rules found (used to train the first weights). */
export function rulesOnlyModel(): ExtractorModel {
  const keep = (feature: string): LinearModel => ({ bias: -5, weights: { [feature]: 10 }, threshold: 0.5, keepThreshold: 0.5 });
  return {
    entities: {
      methods: keep('out=methods'),
      benchmarks: keep('out=benchmarks'),
      introduced_benchmarks: keep('out=introduced_benchmarks'),
      baselines: keep('out=baselines'),
      models: keep('out=models'),
    },
    claims: keep('rule-triple'),
  };
}

export const DEFAULT_MODEL: ExtractorModel = existsSync(WEIGHTS_PATH) ? loadModel() : rulesOnlyModel();

function versionHash(): string {
  const extractDir = fileURLToPath(new URL('../', import.meta.url));
  const lexiconDir = fileURLToPath(new URL('../../lexicons/', import.meta.url));
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = dir + entry.name;
      if (entry.isDirectory()) walk(`${path}/`);
      else if (/\.(?:ts|json|txt|tsv)$/.test(entry.name)) files.push(path);
    }
  };
  walk(extractDir);
  walk(lexiconDir);
  files.push(fileURLToPath(new URL('../../names.ts', import.meta.url)));
  const h = createHash('sha256');
  for (const f of files) h.update(f.slice(f.lastIndexOf('/ingest/'))).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex').slice(0, 10);
}

/**
 * The extractor's version: the major version of the design, then a hash of the
 * rules, lexicons and weights ("2.110.0+3f9c1a2b7d"). Any change to what decides an
 * extraction changes it.
 */
export const EXTRACTOR_VERSION = `2.110.0+${versionHash()}`;
