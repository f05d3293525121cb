/** Fields of Paper: the row when it has the field, else the paper loader; facts through loaders. */
import type { MentionRow, PaperRow } from '../graph/read.ts';
import type { Context } from './context.ts';

const full = async (p: PaperRow, ctx: Context): Promise<PaperRow> => (p.abstract !== undefined ? p : ((await ctx.loaders.paper.load(p.id)) ?? p));
const mentions = (type: string) => async (p: PaperRow, _: unknown, ctx: Context): Promise<MentionRow[]> =>
  (await ctx.loaders.mentions.load(p.id)).filter((m) => m.type === type);

export const Paper = {
  abstract: async (p: PaperRow, _: unknown, ctx: Context) => (await full(p, ctx)).abstract ?? '',
  sources: async (p: PaperRow, _: unknown, ctx: Context) => (await full(p, ctx)).sources ?? [],
  extractorVersion: async (p: PaperRow, _: unknown, ctx: Context) => (await full(p, ctx)).extractorVersion ?? null,
  ids: async (p: PaperRow, _: unknown, ctx: Context) => {
    const f = await full(p, ctx);
    return f.ids ?? (f.arxivId ? [f.arxivId] : []);
  },
  doi: async (p: PaperRow, _: unknown, ctx: Context) => (await full(p, ctx)).doi ?? null,
  categories: async (p: PaperRow, _: unknown, ctx: Context) => (await full(p, ctx)).categories ?? [],
  venue: async (p: PaperRow, _: unknown, ctx: Context) => (await full(p, ctx)).venue ?? null,
  methods: mentions('PROPOSES'),
  benchmarks: mentions('EVALUATES_ON'),
  introducedBenchmarks: mentions('INTRODUCES'),
  baselines: mentions('COMPARES_WITH'),
  models: mentions('USES_MODEL'),
  comparisons: (p: PaperRow, _: unknown, ctx: Context) => ctx.loaders.paperClaims.load(p.id),
  results: (p: PaperRow, _: unknown, ctx: Context) => ctx.loaders.paperResults.load(p.id),
};
