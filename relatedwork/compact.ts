/**
 * The context compacted for other writers (an LLM prompt, a template): each
 * evidence sentence once, in `evidence` under a short id, and every fact
 * referring to it by that id; entities by name (their key only when it is not
 * the name's normalized form, and long forms, once in `entities`); the claim conditions (backbone, base-model
 * gain, lower-is-better) only when set; the selection reasons as short
 * strings; abstracts only when the input asked for them. Same facts as the
 * full context, about a third of its size. Pure code.
 */
import { normalizeName } from '../ingest/names.ts';
import type { ComparisonClaim, ContextPaper, EntityFact, EntityRef, FactEvidence, RelatedWorkContext, ReportedResult, SelectionReason } from './types.ts';

/** A selection reason as a short string: "improves-on-method GRPO", "text-similarity 1.42". */
export function reasonText(r: SelectionReason): string {
  return `${r.kind} ${r.entity ?? r.weight}`;
}

/** An entity's key (when it is not the name's normalized form) and long form, once per name in CompactContext.entities. */
export interface EntityInfo {
  key?: string;
  longForm?: string;
}

/** An entity by name; an object only when its name stands for another entity elsewhere in the context. */
export type CompactEntity = string | ({ name: string } & EntityInfo);

export interface CompactFact {
  name: CompactEntity;
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
  /** Only when the input asked for abstracts (withAbstracts). */
  abstract?: string;
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
  /** Key and long form of each entity name that has either. */
  entities?: Record<string, EntityInfo>;
  aliases?: Record<string, string[]>;
  /** Relevant papers below the limit: "LOPD (7edc034b67a7): improves-on-method GRPO; ranked 21, below the limit of 20". */
  omitted?: string[];
}

function info(e: EntityRef): EntityInfo {
  const out: EntityInfo = {};
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
  const entities: Record<string, EntityInfo> = {};
  const infoOf = new Map<string, string>();
  const entity = (e: EntityRef): CompactEntity => {
    const i = info(e);
    const sig = JSON.stringify(i);
    const seen = infoOf.get(e.name);
    if (seen === undefined) {
      infoOf.set(e.name, sig);
      if (i.key !== undefined || i.longForm !== undefined) entities[e.name] = i;
      return e.name;
    }
    return seen === sig ? e.name : { name: e.name, ...i };
  };
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
  const facts = (list: EntityFact[]): CompactFact[] | undefined => some(list.map((f) => ({ name: entity(f.entity), ev: ev(f.evidence) })));
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
      why: p.reasons.map(reasonText),
    };
    if (p.titleDerived) out.titleDerived = true;
    if (p.authors.length) out.authors = p.authors;
    if (p.year !== null) out.year = p.year;
    if (p.url) out.url = p.url;
    if (p.arxivId) out.arxivId = p.arxivId;
    if (p.abstract) out.abstract = p.abstract;
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
  if (Object.keys(entities).length) out.entities = Object.fromEntries(Object.keys(entities).sort().map((k) => [k, entities[k]!]));
  if (ctx.aliases && Object.keys(ctx.aliases).length) out.aliases = ctx.aliases;
  if (ctx.omitted?.length) out.omitted = ctx.omitted.map((o) => `${o.label} (${o.id}): ${o.reasons.join(', ')}; ${o.why}`);
  return out;
}
