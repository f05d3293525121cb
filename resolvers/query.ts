/** Root Query fields: argument checks, then one call into graph/read.ts or a named question (queries/reads.ts). */
import * as read from '../graph/read.ts';
import * as named from '../queries/reads.ts';
import type { Context } from './context.ts';
import { badInput, checkDates, checkLimit, checkText } from './errors.ts';

function list(ctx: Context, kind: 'benchmarks' | 'methods', a: { search?: string | null; first?: number; offset?: number }) {
  const offset = a.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > 100_000) throw badInput('offset must be an integer from 0 to 100000', 'offset');
  return read.listEntities(ctx.db, kind, { search: a.search ? checkText(a.search, 'search') : null, first: checkLimit(a.first, 'first', 20, 100), offset });
}

export const Query = {
  paper: (_: unknown, a: { id: string }, ctx: Context) => ctx.loaders.paper.load(checkText(a.id, 'id')),
  papers: async (_: unknown, a: { search?: string | null; first?: number; after?: string | null; from?: string | null; to?: string | null; year?: number | null }, ctx: Context) => {
    const first = checkLimit(a.first, 'first', 20, 100);
    const search = a.search ? checkText(a.search, 'search') : null;
    const after = a.after ? Buffer.from(checkText(a.after, 'after'), 'base64url').toString('utf8') : null;
    if (search && after !== null && !/^\d+$/.test(after)) throw badInput('after is not a cursor of this search', 'after');
    const page = await read.papersPage(ctx.db, search, first, after, checkDates(a));
    const cursor = (v: string) => Buffer.from(v, 'utf8').toString('base64url');
    return {
      edges: page.papers.map((node, i) => ({ node, cursor: cursor(search ? String(Number(after ?? 0) + i + 1) : node.id) })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.next === null ? null : cursor(page.next) },
      totalCount: page.total,
    };
  },
  method: (_: unknown, a: { name: string }, ctx: Context) => read.resolveEntity(ctx.db, 'system', checkText(a.name, 'name')),
  model: (_: unknown, a: { name: string }, ctx: Context) => read.resolveEntity(ctx.db, 'model', checkText(a.name, 'name')),
  benchmark: (_: unknown, a: { name: string }, ctx: Context) => read.resolveEntity(ctx.db, 'benchmark', checkText(a.name, 'name')),
  methodsThatBeat: (_: unknown, a: { baseline: string; benchmark?: string | null; limit?: number; from?: string | null; to?: string | null; year?: number | null }, ctx: Context) =>
    named.methodsThatBeat(ctx.db, {
      baseline: checkText(a.baseline, 'baseline'),
      benchmark: a.benchmark ? checkText(a.benchmark, 'benchmark') : null,
      limit: checkLimit(a.limit, 'limit', 100),
      ...checkDates(a),
    }),
  topBaselines: (_: unknown, a: { benchmark?: string | null; limit?: number }, ctx: Context) =>
    named.topBaselines(ctx.db, { benchmark: a.benchmark ? checkText(a.benchmark, 'benchmark') : null, limit: checkLimit(a.limit, 'limit', 20) }),
  conflictingClaims: (_: unknown, a: { benchmark?: string | null; limit?: number }, ctx: Context) =>
    named.conflictingClaims(ctx.db, { benchmark: a.benchmark ? checkText(a.benchmark, 'benchmark') : null, limit: checkLimit(a.limit, 'limit', 50) }),
  claimChains: (_: unknown, a: { benchmark?: string | null; method?: string | null; limit?: number }, ctx: Context) =>
    named.claimChains(ctx.db, {
      benchmark: a.benchmark ? checkText(a.benchmark, 'benchmark') : null,
      method: a.method ? checkText(a.method, 'method') : null,
      limit: checkLimit(a.limit, 'limit', 50),
    }),
  untestedBenchmarks: (_: unknown, a: { baseline: string; limit?: number }, ctx: Context) =>
    named.untestedBenchmarks(ctx.db, { baseline: checkText(a.baseline, 'baseline'), limit: checkLimit(a.limit, 'limit', 50) }),
  comparisonGaps: (_: unknown, a: { benchmark: string; limit?: number }, ctx: Context) =>
    named.comparisonGaps(ctx.db, { benchmark: checkText(a.benchmark, 'benchmark'), limit: checkLimit(a.limit, 'limit', 50) }),
  stateOfTheArt: (_: unknown, a: { benchmark: string; metric?: string | null; limit?: number }, ctx: Context) =>
    named.stateOfTheArt(ctx.db, {
      benchmark: checkText(a.benchmark, 'benchmark'),
      metric: a.metric ? checkText(a.metric, 'metric') : null,
      limit: checkLimit(a.limit, 'limit', 100),
    }),
  benchmarks: (_: unknown, a: { search?: string | null; first?: number; offset?: number }, ctx: Context) => list(ctx, 'benchmarks', a),
  methods: (_: unknown, a: { search?: string | null; first?: number; offset?: number }, ctx: Context) => list(ctx, 'methods', a),
  leaderboard: (_: unknown, a: { benchmark: string; metric?: string | null; limit?: number; from?: string | null; to?: string | null; year?: number | null }, ctx: Context) =>
    named.leaderboard(ctx.db, {
      benchmark: checkText(a.benchmark, 'benchmark'),
      metric: a.metric ? checkText(a.metric, 'metric') : null,
      limit: checkLimit(a.limit, 'limit', 100),
      ...checkDates(a),
    }),
};
