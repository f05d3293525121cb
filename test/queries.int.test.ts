/**
 * Every query file in queries/ against the real Neo4j loaded with the seed
 * corpus by global-setup. Read-only: nothing is written or removed.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../graph/driver.ts';
import { closeDb } from '../graph/driver.ts';
import { allQueries } from '../queries/load.ts';
import { runQuery, type PlainNode, type PlainPath } from '../queries/run.ts';
import { testDb } from './support/db.ts';
import { repoRoot } from '../server/config.ts';

let db: Db;
beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await closeDb(db);
});

type Row = Record<string, unknown>;
const names = (rows: Row[], column: string) => new Set(rows.map((r) => r[column]));

/** Parameters the seed corpus answers, per query; every file in queries/ must have an entry. */
const sensible: Record<string, Record<string, unknown>> = {
  'methods-that-beat': { baseline: 'GRPO', benchmark: 'ALFWorld' },
  'methods-that-beat-graph': { baseline: 'GRPO', benchmark: 'ALFWorld' },
  leaderboard: { benchmark: 'ALFWorld' },
  'method-neighbourhood': { method: 'TRIAGE' },
  'papers-sharing-benchmarks': { paper: '' },
  'top-baselines': {},
  'conflicting-claims': {},
  'conflicting-claims-graph': {},
  'claim-chains': {},
  'comparison-gaps': { benchmark: 'ALFWorld' },
  'untested-benchmarks': { baseline: 'GRPO' },
  'state-of-the-art': { benchmark: 'ALFWorld' },
};

/** The id of the seed paper that proposes `method`. */
async function proposingPaper(method: string): Promise<string> {
  const rows = await runQuery(db, 'method-neighbourhood', { method });
  const row = rows.find((r) => r.relation === 'proposed in');
  const id = (row?.paper as { id?: string } | undefined)?.id;
  if (!id) throw new Error(`no paper proposes ${method} in the seed corpus graph`);
  return id;
}

describe('every query file runs on the seed corpus', () => {
  it.each([...allQueries().keys()])('%s returns rows', async (name) => {
    expect(sensible, `add sensible parameters for ${name} to this test`).toHaveProperty([name]);
    const params = name === 'papers-sharing-benchmarks' ? { paper: await proposingPaper('TRIAGE') } : sensible[name];
    const rows = await runQuery(db, name, params);
    // The seed corpus has no contradicting claims, no chain of claims across papers on one benchmark
    // and no dates (Daily Papers dumps carry none); test/graphql.int.test.ts writes each and finds it.
    if (['conflicting-claims', 'conflicting-claims-graph', 'claim-chains', 'state-of-the-art'].includes(name)) expect(rows).toEqual([]);
    else expect(rows.length).toBeGreaterThan(0);
  });
});

describe('methods-that-beat (the headline question)', () => {
  it('GRPO on ALFWorld is beaten by TRIAGE and CogRouter, each with its sentence', async () => {
    const rows = await runQuery(db, 'methods-that-beat', { baseline: 'GRPO', benchmark: 'ALFWorld' });
    expect([...names(rows, 'method')]).toEqual(expect.arrayContaining(['TRIAGE', 'CogRouter']));
    for (const row of rows) {
      expect((row.baseline as { key: string }).key).toBe('grpo');
      expect(row.evidence).toMatch(/GRPO|group relative policy optimization/i);
    }
    const cog = rows.find((r) => r.method === 'CogRouter');
    expect(cog?.delta).toBe('+14.0%');
  });

  it('finds the same claims whatever the spelling of the names', async () => {
    const short = await runQuery(db, 'methods-that-beat', { baseline: 'GRPO', benchmark: 'ALFWorld' });
    const spelled = await runQuery(db, 'methods-that-beat', { baseline: 'grpo', benchmark: 'alf world', limit: 100 });
    expect(spelled.map((r) => r.evidence)).toEqual(short.map((r) => r.evidence));
  });

  it('finds them by full-width and other compatibility spellings (NFKC, as the writer keys aliases)', async () => {
    const short = await runQuery(db, 'methods-that-beat', { baseline: 'GRPO', benchmark: 'ALFWorld' });
    expect(short.length).toBeGreaterThan(0);
    const wide = await runQuery(db, 'methods-that-beat', { baseline: 'ＧＲＰＯ', benchmark: 'ＡＬＦＷｏｒｌｄ' });
    expect(wide.map((r) => r.evidence)).toEqual(short.map((r) => r.evidence));
    const neighbours = await runQuery(db, 'method-neighbourhood', { method: 'ＴＲＩＡＧＥ' });
    expect(neighbours).toEqual(await runQuery(db, 'method-neighbourhood', { method: 'TRIAGE' }));
    const board = await runQuery(db, 'leaderboard', { benchmark: 'ＡＬＦＷｏｒｌｄ' });
    expect(board).toEqual(await runQuery(db, 'leaderboard', { benchmark: 'ALFWorld' }));
  });

  it('returns no rows (not an error) for names the graph does not know', async () => {
    expect(await runQuery(db, 'methods-that-beat', { baseline: 'No Such Method Xyz' })).toEqual([]);
    expect(await runQuery(db, 'methods-that-beat', { baseline: 'GRPO', benchmark: 'No Such Benchmark Xyz' })).toEqual([]);
  });
});

describe('methods-that-beat-graph', () => {
  it('draws the same winners as methods-that-beat, as OUTPERFORMS paths into GRPO with their papers', async () => {
    const table = await runQuery(db, 'methods-that-beat', { baseline: 'GRPO', benchmark: 'ALFWorld' });
    const graph = await runQuery(db, 'methods-that-beat-graph', { baseline: 'GRPO', benchmark: 'ALFWorld' });
    expect(names(graph, 'method')).toEqual(names(table, 'method'));
    expect(graph).toHaveLength(table.length);
    for (const row of graph) {
      const claim = row.claim as PlainPath;
      expect(claim.relationships.map((r) => r.type)).toEqual(['OUTPERFORMS']);
      expect(claim.nodes.at(-1)?.properties.key).toBe('grpo');
      expect(claim.nodes[0]?.properties.name).toBe(row.method);
      const paper = row.paper as PlainNode;
      expect(paper.labels).toContain('Paper');
      expect(claim.relationships[0]?.properties.paperId).toBe(paper.properties.id);
    }
    const triage = graph.find((r) => r.method === 'TRIAGE');
    expect((triage?.proposes as PlainPath | null)?.relationships[0]?.type).toBe('PROPOSES');
  });
});

describe('method-neighbourhood', () => {
  it('shows TRIAGE proposed by its paper, evaluated on ALFWorld, beating GRPO', async () => {
    const rows = await runQuery(db, 'method-neighbourhood', { method: 'TRIAGE' });
    const relations = (relation: string) => rows.filter((r) => r.relation === relation).map((r) => r.neighbour);
    expect(relations('proposed in')).toHaveLength(1);
    expect(relations('evaluated on')).toContain('ALFWorld');
    expect(relations('beats')).toContain('GRPO');
    for (const row of rows) expect(row.method).toBe('TRIAGE');
  });

  it('shows who beats GRPO', async () => {
    const rows = await runQuery(db, 'method-neighbourhood', { method: 'GRPO' });
    const beatenBy = rows.filter((r) => r.relation === 'beaten by').map((r) => r.neighbour);
    expect(beatenBy).toEqual(expect.arrayContaining(['TRIAGE', 'CogRouter']));
    for (const row of rows.filter((r) => r.relation === 'beaten by')) expect(row.evidence).toEqual(expect.any(String));
  });

  it('returns no rows for an unknown method', async () => {
    expect(await runQuery(db, 'method-neighbourhood', { method: 'No Such Method Xyz' })).toEqual([]);
  });
});

describe('papers-sharing-benchmarks', () => {
  it("links TRIAGE's paper to CogRouter's paper through ALFWorld", async () => {
    const triage = await proposingPaper('TRIAGE');
    const cogRouter = await proposingPaper('CogRouter');
    const rows = await runQuery(db, 'papers-sharing-benchmarks', { paper: triage });
    const cog = rows.find((r) => (r.paper as { id: string }).id === cogRouter);
    expect(cog?.benchmarks).toContain('ALFWorld');
    expect(rows.every((r) => (r.paper as { id: string }).id !== triage)).toBe(true);
    const shared = rows.map((r) => r.shared as number);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
  });

  it('returns no rows for an unknown paper and for an empty title', async () => {
    expect(await runQuery(db, 'papers-sharing-benchmarks', { paper: 'no-such-paper-xyz' })).toEqual([]);
    expect(await runQuery(db, 'papers-sharing-benchmarks', { paper: '  ' })).toEqual([]);
  });
});

describe('top-baselines', () => {
  it('ranks GRPO among the most used baselines, most papers first', async () => {
    const rows = await runQuery(db, 'top-baselines', { limit: 10 });
    expect(rows.length).toBeLessThanOrEqual(10);
    expect([...names(rows, 'baseline')]).toContain('GRPO');
    const papers = rows.map((r) => r.papers as number);
    expect(papers).toEqual([...papers].sort((a, b) => b - a));
  });

  it('on ALFWorld, GRPO is beaten by TRIAGE and CogRouter', async () => {
    const rows = await runQuery(db, 'top-baselines', { benchmark: 'ALFWorld' });
    const grpo = rows.find((r) => r.baseline === 'GRPO');
    expect(grpo?.beatenBy).toEqual(expect.arrayContaining(['TRIAGE', 'CogRouter']));
  });

  it('returns no rows for an unknown benchmark', async () => {
    expect(await runQuery(db, 'top-baselines', { benchmark: 'No Such Benchmark Xyz' })).toEqual([]);
  });
});

describe('leaderboard', () => {
  it('lists StraTA at 93.1% on ALFWorld', async () => {
    const rows = await runQuery(db, 'leaderboard', { benchmark: 'ALFWorld' });
    const strata = rows.find((r) => r.method === 'StraTA');
    expect(strata?.value).toEqual(expect.stringContaining('93.1'));
  });
});

describe('npm run query exports any result set', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/query.ts', ...args], { cwd: repoRoot, encoding: 'utf8', env: process.env });
  it('as CSV: a header, one line per row, papers by id', () => {
    const r = run('methods-that-beat', 'baseline=GRPO', 'benchmark=ALFWorld', '--csv');
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\r\n');
    expect(lines[0]?.split(',')).toEqual(expect.arrayContaining(['method', 'evidence', 'paper']));
    expect(lines.length).toBeGreaterThan(2);
    expect(r.stdout).toContain('TRIAGE');
  });
  it('as BibTeX: every paper of the rows, once', () => {
    const r = run('methods-that-beat', 'baseline=GRPO', 'benchmark=ALFWorld', '--bibtex');
    expect(r.status, r.stderr).toBe(0);
    const keys = [...r.stdout.matchAll(/^@misc\{([^,]+),/gm)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
