/** Root Mutation fields. Every write needs the API key. */
import { ingestRecords } from '../ingest/pipeline.ts';
import type { Context } from './context.ts';
import { badInput, unauthenticated } from './errors.ts';

/** Most abstracts accepted by one ingestAbstracts call. */
export const MAX_INGEST = 100;

export const Mutation = {
  ingestAbstracts: async (_: unknown, a: { abstracts: Record<string, unknown>[] }, ctx: Context) => {
    if (!ctx.authorized) throw unauthenticated('ingestAbstracts');
    if (a.abstracts.length > MAX_INGEST) throw badInput(`at most ${MAX_INGEST} abstracts per call, got ${a.abstracts.length}`, 'abstracts');
    const s = await ingestRecords(ctx.db, a.abstracts, 'graphql', ctx.extractMany);
    const papers = await ctx.loaders.paper.loadMany([...new Set(s.ids)]);
    return {
      added: s.added,
      updated: s.updated,
      unchanged: s.unchanged,
      merged: s.merged ?? 0,
      rejected: s.rejected.length,
      errors: s.rejected,
      papers: papers.filter((p) => p !== null && !(p instanceof Error)),
    };
  },
};
