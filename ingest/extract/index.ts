/**
 * The extractor: abstract text in, `Extraction` out. Pure and synchronous; all
 * lexicons are loaded once when this module is first imported.
 *
 * Stages: sentences → tokens → acronym pairs → name spans (lexicons, model
 * shapes, coined words) → what the paper introduces → benchmarks and models →
 * comparison claims → results. Names: `Mention.name` is the surface form used in
 * this abstract (the acronym when one is defined); `aliases` hold the long form,
 * qualified forms ("vanilla GRPO"), split forms ("ALFWorld Unseen") and the
 * alias-lexicon canonical name. Claims refer to entities by that same `name`, so
 * `entityKey(name)` joins a claim to its mention.
 *
 * Claims (1.2.0): a sentence-initial setting phrase ("With Qwen2.5-7B, it …") never
 * supplies the winner; each claim gets its own margin (a loser's "(+14.0%)" or
 * "by x", list items paired in order with listed benchmarks, losers or metrics),
 * and a margin listing numbers for several named benchmarks is never one claim's;
 * the same winner, loser and benchmark under two metrics stay two records.
 * Names: possessives are cut, the longest acronym long form wins, an established
 * name modifying the description of the contribution is not proposed.
 */
import type { ComparisonFact, Evidence, Extraction, Mention, ResultFact } from '../types.ts';
import { findComparisons, marginOf } from './comparisons.ts';
import { buildDoc, type Doc, type Entity, type Role } from './doc.ts';
import { findIntroductions } from './introductions.ts';
import { findResults } from './results.ts';
import { assignBenchmarksAndModels } from './roles.ts';

/** Version of the extraction rules; bump whenever a rule or lexicon changes what is extracted. */
export const EXTRACTOR_VERSION = '1.2.2';

function evidence(doc: Doc, sentence: number, rule: string): Evidence {
  const s = doc.sentences[sentence] ?? { text: doc.text, start: 0, end: doc.text.length };
  return { sentence: s.text, start: s.start, end: s.end, rule, extractorVersion: EXTRACTOR_VERSION };
}

function mention(doc: Doc, e: Entity, role: Role): Mention {
  const note = e.roles.get(role);
  const aliases = [...e.aliases].filter((a) => a !== e.name);
  return { name: e.name, aliases, evidence: evidence(doc, note?.sentence ?? 0, note?.rule ?? role) };
}

/**
 * A model named only as the loser of a comparison ("outperforms prompting a much
 * larger model (Claude-3.5-Sonnet)") is a competitor, not a model the paper uses;
 * a base model the method improves ("the base Qwen3-1.7B") stays a model.
 */
function onlyCompetitor(doc: Doc, e: Entity): boolean {
  const rule = e.roles.get('baseline')?.rule;
  if (rule !== 'baseline/compared' && rule !== 'baseline/tie') return false;
  if ([...e.aliases].some((a) => /^(?:the )?base /i.test(a))) return false;
  const sentences = new Set(doc.spans.filter((s) => doc.at.get(s.start) === e).map((s) => s.sentence));
  return sentences.size <= 1;
}

/** "Recent vision-language models, such as CLIP, have shown …": an example named while the abstract describes prior work. */
const EXAMPLE_BEFORE = /\b(?:such as|e\.g\.,?|for example,?|for instance,?|like)\s+(?:[^.;:()]{0,60}?,\s)?$/i;
const INTRO_CUE = /\b(?:we|this (?:paper|work|study))\s+(?:\w+\s+)?(?:propose|introduce|present|develop|design|study|investigate|explore|examine|show|evaluate|train|use|fine-tune)/i;

/** A model named only as an example in the background sentences (before the paper speaks of itself) is no model the paper uses. */
function onlyBackgroundExample(doc: Doc, e: Entity): boolean {
  if (e.roles.size > 1) return false;
  const own = doc.sentences.findIndex((s) => INTRO_CUE.test(s.text));
  const spans = doc.spans.filter((x) => doc.at.get(x.start) === e);
  return spans.length > 0 && spans.every((x) => (own < 0 || x.sentence < own) && EXAMPLE_BEFORE.test(doc.text.slice(Math.max(0, x.start - 80), x.start)));
}

function withRole(doc: Doc, role: Role, exclude: Role[] = []): Mention[] {
  return [...doc.entities.values()]
    .filter((e) => e.roles.has(role) && !exclude.some((r) => e.roles.has(r)))
    .filter((e) => role !== 'model' || (!onlyCompetitor(doc, e) && !onlyBackgroundExample(doc, e)))
    .sort((a, b) => a.first - b.first)
    .map((e) => mention(doc, e, role));
}

/**
 * Extracts the named methods, benchmarks, baselines and models of one abstract
 * (whitespace collapsed) and the comparison and result claims between them.
 * Every fact carries the sentence it came from, with offsets into `text`.
 * An abstract with no names gives empty lists.
 */
export function extract(text: string): Extraction {
  const doc = buildDoc(text);
  const methods = findIntroductions(doc);
  assignBenchmarksAndModels(doc);
  const main = methods[0] ?? null;
  const { claims, bySentence } = findComparisons(doc, main);
  const scores = findResults(doc, main, bySentence);
  const comparisons: ComparisonFact[] = claims.map((c) => ({
    method: c.winner.name,
    baseline: c.loser.name,
    benchmark: c.benchmark?.name ?? null,
    metric: c.metric,
    delta: c.delta?.text.trim() ?? null,
    margin: marginOf(c),
    evidence: evidence(doc, c.sentence.index, c.rule),
  }));
  const results: ResultFact[] = scores.map((r) => ({
    method: r.owner.name,
    benchmark: r.benchmark.name,
    metric: r.metric,
    value: r.value,
    number: r.number,
    unit: r.unit,
    evidence: evidence(doc, r.sentence.index, r.rule),
  }));
  return {
    methods: withRole(doc, 'method'),
    benchmarks: withRole(doc, 'benchmark', ['method']),
    introducedBenchmarks: withRole(doc, 'introduced', ['method']),
    baselines: withRole(doc, 'baseline', ['method']),
    models: withRole(doc, 'model', ['method']),
    comparisons,
    results,
  };
}
