/** Resolvers for schema/related-work.graphql: input errors become BAD_USER_INPUT, the work is in relatedwork/select.ts. */
import { RelatedWorkInputError, relatedWork, relatedWorkContext } from '../relatedwork/select.ts';
import type { ComparisonClaim, ContextPaper, DraftReference, DroppedSentence, OmittedPaper, RelatedWorkContext, RelatedWorkInput, ReportedResult } from '../relatedwork/types.ts';
import type { Context } from './context.ts';
import { badInput } from './errors.ts';

/** Runs `work`, reporting a RelatedWorkInputError as a GraphQL BAD_USER_INPUT error on `input.<field>`. */
async function withInputErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RelatedWorkInputError) throw badInput(error.message, `input.${error.field}`);
    throw error;
  }
}

type Args = { input: Omit<RelatedWorkInput, 'citations'> & { citations?: 'NUMERIC' | 'LATEX' | null } };

/** The GraphQL input as the feature takes it (the citation style in lower case). */
const inputOf = (a: Args): RelatedWorkInput => ({ ...a.input, citations: a.input.citations === 'LATEX' ? 'latex' : 'numeric' });

const extractWith = (ctx: Context) => async (text: string) => {
  const [x] = await ctx.extractMany([text]);
  if (!x) throw new Error('extraction returned nothing');
  return x;
};

export const relatedWorkResolvers = {
  Query: {
    // A draft abstract is extracted off the API's thread, within a time budget (ctx.extractMany).
    relatedWork: (_: unknown, a: Args, ctx: Context) => withInputErrors(() => relatedWork(ctx.db, inputOf(a), { extract: extractWith(ctx) })),
    relatedWorkContext: (_: unknown, a: Args, ctx: Context) => withInputErrors(() => relatedWorkContext(ctx.db, inputOf(a), { extract: extractWith(ctx) })),
  },
  RelatedWorkPaper: {
    paper: (p: ContextPaper) => ({ id: p.id, title: p.title, titleDerived: p.titleDerived, authors: p.authors, published: p.published, year: p.year, url: p.url, arxivId: p.arxivId }),
  },
  RelatedWorkClaim: {
    baseModel: (c: ComparisonClaim) => c.baseModel === true,
    lowerIsBetter: (c: ComparisonClaim) => c.lowerIsBetter === true,
  },
  RelatedWorkResult: {
    lowerIsBetter: (r: ReportedResult) => r.lowerIsBetter === true,
  },
  RelatedWorkDropped: {
    partial: (d: DroppedSentence) => d.partial === true,
  },
  RelatedWorkOmitted: {
    paperId: (o: OmittedPaper) => o.id,
  },
  RelatedWorkContext: {
    omitted: (c: RelatedWorkContext) => c.omitted ?? [],
  },
  RelatedWorkReference: {
    paper: (r: DraftReference, _: unknown, ctx: Context) => ctx.loaders.paper.load(r.paperId),
  },
};
