/**
 * `ask(question)`: a question in plain English, read by queries/ask.ts into one
 * of the graph's questions, answered by the same read functions as the fields
 * that ask it directly. The reading comes back with the answer; a question it
 * cannot read gets `understood: false` and questions it can.
 */
import type { Db } from '../graph/driver.ts';
import * as read from '../graph/read.ts';
import * as named from '../queries/reads.ts';
import { readQuestion, SUGGESTIONS, type Reading } from '../queries/ask.ts';
import type { Context } from './context.ts';
import { checkText } from './errors.ts';

export interface Answer {
  question: string;
  understood: boolean;
  reading: Reading | null;
  /** One line saying how the question was read ("methods that beat GRPO on ALFWorld"). */
  readAs: string | null;
  comparisons: read.ComparisonRow[];
  results: read.ResultRow[];
  papers: read.PaperRow[];
  gaps: named.GapRow[];
  entity: read.EntityRow | null;
  benchmarks: string[];
  suggestions: string[];
  /** Why the answer is empty when the reading was fine (a name the graph does not know). */
  note: string | null;
}

/** The reading as a line a person checks at a glance. */
export function describe(r: Reading): string {
  const on = r.benchmark ? ` on ${r.benchmark}` : '';
  switch (r.intent) {
    case 'methods-that-beat':
      return `methods that beat ${r.baseline}${on}`;
    case 'what-it-beats':
      return `what ${r.method} beats${on}`;
    case 'leaderboard':
      return `leaderboard of ${r.benchmark}`;
    case 'state-of-the-art':
      return `state of the art on ${r.benchmark} over time`;
    case 'gaps':
      return `papers on ${r.benchmark} whose methods are never compared`;
    case 'papers-about':
      return `papers about ${r.topic}`;
    case 'what-is':
      return `what ${r.method} is`;
    case 'benchmarks-of':
      return `benchmarks ${r.method} is evaluated on`;
  }
}

const LIMIT = 50;

/** Answers one question from the graph (read-only). */
export async function answer(db: Db, question: string): Promise<Answer> {
  const reading = readQuestion(question);
  const out: Answer = { question, understood: reading !== null, reading, readAs: reading ? describe(reading) : null, comparisons: [], results: [], papers: [], gaps: [], entity: null, benchmarks: [], suggestions: [], note: null };
  if (!reading) {
    out.suggestions = SUGGESTIONS;
    return out;
  }
  const unknown = (what: string, name: string | undefined): Answer => ({ ...out, note: `the graph has no ${what} named "${name}"` });
  switch (reading.intent) {
    case 'methods-that-beat': {
      out.comparisons = await named.methodsThatBeat(db, { baseline: reading.baseline ?? '', benchmark: reading.benchmark ?? null, limit: LIMIT });
      if (!out.comparisons.length && !(await read.resolveEntity(db, 'system', reading.baseline ?? ''))) return unknown('method or model', reading.baseline);
      break;
    }
    case 'what-it-beats': {
      const e = await read.resolveEntity(db, 'system', reading.method ?? '');
      if (!e) return unknown('method or model', reading.method);
      out.entity = e;
      out.comparisons = ((await read.claimsOfSystems(db, 'beats', [e.key], reading.benchmark ?? null))[0] ?? []).filter((c) => !c.baseModel);
      break;
    }
    case 'leaderboard': {
      out.results = await named.leaderboard(db, { benchmark: reading.benchmark ?? '', limit: LIMIT });
      if (!out.results.length && !(await read.resolveEntity(db, 'benchmark', reading.benchmark ?? ''))) return unknown('benchmark', reading.benchmark);
      break;
    }
    case 'state-of-the-art': {
      out.results = (await named.stateOfTheArt(db, { benchmark: reading.benchmark ?? '', limit: LIMIT })).map((step) => step.result);
      if (!out.results.length) {
        if (!(await read.resolveEntity(db, 'benchmark', reading.benchmark ?? ''))) return unknown('benchmark', reading.benchmark);
        return { ...out, note: `no dated score on ${reading.benchmark}: the papers that report on it carry no date` };
      }
      break;
    }
    case 'gaps': {
      out.gaps = await named.comparisonGaps(db, { benchmark: reading.benchmark ?? '', limit: LIMIT });
      if (!out.gaps.length && !(await read.resolveEntity(db, 'benchmark', reading.benchmark ?? ''))) return unknown('benchmark', reading.benchmark);
      break;
    }
    case 'papers-about': {
      // Search asks for every word of the topic ("credit assignment" is not "credit" or "assignment" alone).
      out.papers = (await read.papersPage(db, reading.topic ?? '', LIMIT, null)).papers;
      break;
    }
    case 'what-is':
    case 'benchmarks-of': {
      const e = await read.resolveEntity(db, 'system', reading.method ?? '');
      if (!e) {
        const b = reading.intent === 'what-is' ? await read.resolveEntity(db, 'benchmark', reading.method ?? '') : null;
        if (!b) return unknown('method or model', reading.method);
        // "What is ALFWorld?": a benchmark; the papers that evaluate on it answer.
        out.papers = (await read.papersOf(db, 'evaluatedBy', [b.key]))[0] ?? [];
        return { ...out, note: `${b.name} is a benchmark; these papers evaluate on it` };
      }
      out.entity = e;
      out.papers = (await read.papersOf(db, 'proposedBy', [e.key]))[0] ?? [];
      if (reading.intent === 'benchmarks-of') {
        const mentions = await read.mentionsByPaper(db, out.papers.map((p) => p.id));
        out.benchmarks = [...new Set(mentions.flat().filter((m) => m.type === 'EVALUATES_ON').map((m) => m.name))].sort();
      }
      break;
    }
  }
  return out;
}

export const Ask = {
  ask: (_: unknown, a: { question: string }, ctx: Context) => answer(ctx.db, checkText(a.question, 'question')),
};
