/** Fields of Method (any named system: METHOD or MODEL), Model and Benchmark. */
import type { EntityCountRow, SystemRow } from '../graph/read.ts';
import { leaderboard, neighbourhood, type BaselineUseRow } from '../queries/reads.ts';
import type { Context } from './context.ts';
import { checkLimit, checkText } from './errors.ts';

const aliases = (e: SystemRow, _: unknown, ctx: Context) => ctx.loaders.aliases.load(e.key);

export const Method = {
  kind: (m: SystemRow) => (m.kind === 'Model' ? 'MODEL' : 'METHOD'),
  aliases,
  proposedBy: (m: SystemRow, _: unknown, ctx: Context) => ctx.loaders.proposedBy.load(m.key),
  beats: (m: SystemRow, a: { benchmark?: string | null }, ctx: Context) => ctx.loaders.beats.load({ key: m.key, benchmark: a.benchmark ?? null }),
  beatenBy: (m: SystemRow, a: { benchmark?: string | null }, ctx: Context) => ctx.loaders.beatenBy.load({ key: m.key, benchmark: a.benchmark ?? null }),
  results: (m: SystemRow, _: unknown, ctx: Context) => ctx.loaders.systemResults.load(m.key),
  neighbourhood: (m: SystemRow, a: { limit?: number }, ctx: Context) => neighbourhood(ctx.db, { method: m.key, limit: checkLimit(a.limit, 'limit', 200) }),
};

export const Model = {
  aliases,
  usedBy: (m: SystemRow, _: unknown, ctx: Context) => ctx.loaders.usedBy.load(m.key),
};

export const Benchmark = {
  aliases,
  papers: (b: SystemRow, _: unknown, ctx: Context) => ctx.loaders.evaluatedBy.load(b.key),
  introducedBy: (b: SystemRow, _: unknown, ctx: Context) => ctx.loaders.introducedBy.load(b.key),
  leaderboard: (b: SystemRow, a: { metric?: string | null; limit?: number }, ctx: Context) =>
    leaderboard(ctx.db, { benchmark: b.key, metric: a.metric ? checkText(a.metric, 'metric') : null, limit: checkLimit(a.limit, 'limit', 50) }),
};

export const BaselineUse = { baseline: (r: BaselineUseRow) => r.system };
export const BenchmarkCount = { benchmark: (r: EntityCountRow) => r.entity };
export const MethodCount = { method: (r: EntityCountRow) => r.entity };
