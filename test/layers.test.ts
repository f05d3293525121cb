/**
 * The import direction, as README's "Project layout" draws it:
 *
 *   programs (server/start.ts, ingest/cli/, scripts/, bench/, browser/, test/)
 *     → server/ → resolvers/ → relatedwork/ | queries/ | schema/ | ingest writers → graph/ → ingest/
 *
 * A module may import its own folder and the layers below it, never a layer above
 * nor a sibling of its own layer. "ingest writers" are ingest/pipeline.ts and
 * ingest/reextract.ts, which write through graph/; the rest of ingest/ (formats,
 * extractor, names, types) is pure and imports no other layer. Also: no import
 * cycles between modules, and no pure test (*.test.ts that is not .int or .e2e)
 * reaches for Neo4j. Imports are read from the source text (static, `export …
 * from` and dynamic `import('…')`), type-only imports included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../server/config.ts';

const FOLDERS = ['server', 'resolvers', 'relatedwork', 'queries', 'graph', 'schema', 'ingest', 'scripts', 'bench', 'browser', 'test'];

/** Layers from the top; a module may import layers with a higher index than its own, and its own group. */
const LAYERS: { name: string; rank: number; holds: (file: string) => boolean }[] = [
  {
    name: 'programs',
    rank: 0,
    holds: (f) => f === 'server/start.ts' || /^(ingest\/cli|scripts|bench|browser|test)\//.test(f) || /^vitest[.\w]*\.ts$/.test(f),
  },
  { name: 'server', rank: 1, holds: (f) => f.startsWith('server/') },
  { name: 'resolvers', rank: 2, holds: (f) => f.startsWith('resolvers/') },
  { name: 'relatedwork', rank: 3, holds: (f) => f.startsWith('relatedwork/') },
  { name: 'queries', rank: 3, holds: (f) => f.startsWith('queries/') },
  { name: 'ingest writers', rank: 3, holds: (f) => f === 'ingest/pipeline.ts' || f === 'ingest/reextract.ts' || f === 'ingest/ingest-summary.ts' },
  { name: 'graph', rank: 4, holds: (f) => f.startsWith('graph/') },
  { name: 'schema', rank: 3, holds: (f) => f.startsWith('schema/') },
  { name: 'ingest', rank: 5, holds: (f) => f.startsWith('ingest/') },
];

/** Import cycles inside the extractor, left to the extraction work in progress (ingest/extract/ is not changed here). */
const KNOWN_CYCLES_UNDER = 'ingest/extract/';

function layerOf(file: string): { name: string; rank: number } {
  const layer = LAYERS.find((l) => l.holds(file));
  if (!layer) throw new Error(`${file} is in no layer: add its folder to LAYERS in test/layers.test.ts (and README's layout)`);
  return layer;
}

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (rel !== 'bench/out' && entry.name !== 'node_modules') walk(rel);
      } else if (entry.name.endsWith('.ts')) out.push(rel);
    }
  };
  for (const folder of FOLDERS) walk(folder);
  return [...out, 'vitest.config.ts', 'vitest.unit.config.ts'].sort();
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Relative imports of one file, as repository paths. */
function importsOf(file: string, text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (spec?.endsWith('.ts')) out.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
  }
  return [...out].sort();
}

const files = sourceFiles();
const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(path.join(repoRoot, f), 'utf8'))]));

describe('the import reader', () => {
  it('reads static, re-export, type-only, multi-line and dynamic imports', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../graph/b.ts';",
      'import {',
      '  c,',
      '  d,',
      "} from './c.ts';",
      "export { e } from './e.ts';",
      ['const f = await ', 'import', "('../ingest/f.ts');"].join(''), // split, or this file would import it
      "import neo4j from 'neo4j-driver';",
      "// a comment mentioning from './not-an-import.ts' in prose is no import of it",
    ].join('\n');
    expect(importsOf('queries/x.ts', text)).toEqual(['graph/b.ts', 'ingest/f.ts', 'queries/a.ts', 'queries/c.ts', 'queries/e.ts']);
  });
});

describe('layers', () => {
  it('every source file is in a layer, and every relative import names a file that exists', () => {
    for (const f of files) layerOf(f);
    const missing = [...graph].flatMap(([f, deps]) => deps.filter((d) => !graph.has(d)).map((d) => `${f} -> ${d}`));
    expect(missing).toEqual([]);
  });

  it('imports point down: a module imports its own layer and the layers below, never one above or a sibling', () => {
    const wrong: string[] = [];
    for (const [file, deps] of graph) {
      const from = layerOf(file);
      for (const dep of deps) {
        const to = layerOf(dep);
        if (to.name === from.name) continue;
        if (to.rank <= from.rank) wrong.push(`${file} (${from.name}) -> ${dep} (${to.name})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no import cycles between modules', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (f: string) => {
      state.set(f, 'open');
      stack.push(f);
      for (const d of graph.get(f) ?? []) {
        if (state.get(d) === 'open') {
          const cycle = [...stack.slice(stack.indexOf(d)), d];
          if (!cycle.every((m) => m.startsWith(KNOWN_CYCLES_UNDER))) cycles.push(cycle.join(' -> '));
        } else if (!state.has(d) && graph.has(d)) visit(d);
      }
      stack.pop();
      state.set(f, 'done');
    };
    for (const f of files) if (!state.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });

  it('pure tests reach for no Neo4j: no test/support/db.ts, server/ensure.ts, server/neo4j-local.ts or global setup', () => {
    const needsNeo4j = ['test/support/db.ts', 'server/ensure.ts', 'server/neo4j-local.ts', 'test/global-setup.ts'];
    const pure = files.filter((f) => /^test\/.*\.test\.ts$/.test(f) && !/\.(int|e2e)\.test\.ts$/.test(f));
    expect(pure.length).toBeGreaterThan(5);
    const reach = new Map<string, Set<string>>();
    const closure = (f: string): Set<string> => {
      const known = reach.get(f);
      if (known) return known;
      const out = new Set<string>();
      reach.set(f, out);
      for (const d of graph.get(f) ?? []) {
        out.add(d);
        for (const x of closure(d)) out.add(x);
      }
      return out;
    };
    const wrong = pure.flatMap((t) => needsNeo4j.filter((n) => closure(t).has(n)).map((n) => `${t} -> ${n}`));
    expect(wrong).toEqual([]);
  });
});
