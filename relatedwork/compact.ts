/**
 * The context compacted for other writers (an LLM prompt, a template): each
 * evidence sentence once, in `evidence` under a short id, and every fact
 * referring to it by that id; entities by name (their key only when it is not
 * the name's normalized form); the claim conditions (backbone, base-model
 * gain, lower-is-better) only when set; the selection reasons as short
 * strings. Same facts as the full context, about a third of its size. Pure code.
 */
import { normalizeName } from '../ingest/names.ts';
import type { ComparisonClaim, ContextPaper, EntityFact, EntityRef, FactEvidence, RelatedWorkContext, ReportedResult } from './types.ts';

export interface CompactEntity {
  name: string;
  key?: string;
  longForm?: string;
}

export interface CompactFact extends CompactEntity {
  /** Id of the evidence sentence in CompactContext.evidence. */
  ev: string;
}

export interface CompactClaim {
  winner: CompactEntity;
  loser: CompactEntity;
  benchmark?: string;
  metric?: string;
  delta?: string;
  model?: string;
  baseModel?: true;
  lowerIsBetter?: true;
  ev: string;
}

export interface CompactResult {
  system: CompactEntity;
  benchmark: CompactEntity;
  metric?: string;
  value: string;
  model?: string;
  lowerIsBetter?: true;
  ev: string;
}

export interface CompactPaper {
  id: string;
  title: string;
  titleDerived?: true;
  authors?: string[];
  year?: number;
  url?: string;
  arxivId?: string;
  score: number;
  /** Why it was selected: "improves-on-method GRPO", "text-similarity 1.42". */
  why: string[];
  proposes?: CompactFact[];
  introduces?: CompactFact[];
  evaluatesOn?: CompactFact[];
  comparesWith?: CompactFact[];
  usesModels?: CompactFact[];
  comparisons?: CompactClaim[];
  results?: CompactResult[];
}

export interface CompactContext {
  focus: RelatedWorkContext['focus'];
  notes: string[];
  /** Evidence sentences by id ("e1", "e2", …), each once, in order of first use. */
  evidence: Record<string, string>;
  papers: CompactPaper[];
  aliases?: Record<string, string[]>;
}

function entity(e: EntityRef): CompactEntity {
  const out: CompactEntity = { name: e.name };
  if (e.key !== normalizeName(e.name)) out.key = e.key;
  if (e.longForm && e.longForm !== e.name) out.longForm = e.longForm;
  return out;
}

/** Leaves out empty lists, so a paper carries only the kinds of facts it has. */
function some<T>(list: T[]): T[] | undefined {
  return list.length ? list : undefined;
}

/** The compact form of a context (see the module comment); deterministic. */
export function compactContext(ctx: RelatedWorkContext): CompactContext {
  const evidence: Record<string, string> = {};
  const idOf = new Map<string, string>();
  const ev = (e: FactEvidence): string => {
    let id = idOf.get(e.sentence);
    if (!id) {
      id = `e${idOf.size + 1}`;
      idOf.set(e.sentence, id);
      evidence[id] = e.sentence;
    }
    return id;
  };
  const facts = (list: EntityFact[]): CompactFact[] | undefined => some(list.map((f) => ({ ...entity(f.entity), ev: ev(f.evidence) })));
  const claim = (c: ComparisonClaim): CompactClaim => {
    const out: CompactClaim = { winner: entity(c.winner), loser: entity(c.baseline), ev: ev(c.evidence) };
    if (c.benchmark) out.benchmark = c.benchmark;
    if (c.metric) out.metric = c.metric;
    if (c.delta) out.delta = c.delta;
    if (c.model) out.model = c.model;
    if (c.baseModel) out.baseModel = true;
    if (c.lowerIsBetter) out.lowerIsBetter = true;
    return out;
  };
  const result = (r: ReportedResult): CompactResult => {
    const out: CompactResult = { system: entity(r.system), benchmark: entity(r.benchmark), value: r.value, ev: ev(r.evidence) };
    if (r.metric) out.metric = r.metric;
    if (r.model) out.model = r.model;
    if (r.lowerIsBetter) out.lowerIsBetter = true;
    return out;
  };
  const paper = (p: ContextPaper): CompactPaper => {
    const out: CompactPaper = {
      id: p.id,
      title: p.title,
      score: p.score,
      why: p.reasons.map((r) => `${r.kind} ${r.entity ?? r.weight}`),
    };
    if (p.titleDerived) out.titleDerived = true;
    if (p.authors.length) out.authors = p.authors;
    if (p.year !== null) out.year = p.year;
    if (p.url) out.url = p.url;
    if (p.arxivId) out.arxivId = p.arxivId;
    const entries: Array<[keyof CompactPaper, unknown]> = [
      ['proposes', facts(p.proposes)],
      ['introduces', facts(p.introduces)],
      ['evaluatesOn', facts(p.evaluatesOn)],
      ['comparesWith', facts(p.comparesWith)],
      ['usesModels', facts(p.usesModels)],
      ['comparisons', some(p.comparisons.map(claim))],
      ['results', some(p.results.map(result))],
    ];
    for (const [k, v] of entries) if (v !== undefined) (out as unknown as Record<string, unknown>)[k] = v;
    return out;
  };
  const papers = ctx.papers.map(paper);
  const out: CompactContext = { focus: ctx.focus, notes: ctx.notes, evidence, papers };
  if (ctx.aliases && Object.keys(ctx.aliases).length) out.aliases = ctx.aliases;
  return out;
}
