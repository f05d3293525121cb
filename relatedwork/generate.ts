/**
 * The related-work generator: a pure function from a `RelatedWorkContext` (papers
 * and their facts, as the graph holds them) to a cited draft. Every sentence is
 * built from one paper's stored facts and cites that paper; names, margins and
 * scores are copied as stored (never recomputed), and descriptions are quoted
 * from the paper's own evidence sentence. Same context in, same draft out: all
 * ordering is by explicit keys, and nothing depends on time or randomness.
 */
import { normalizeName } from '../ingest/names.ts';
import { clusterByIdea, type EntityReader, type IdeaCluster, type ThemeFeature } from './themes.ts';
import { reasonText } from './compact.ts';
import { assignKeys, bibtexFile, escapeMarkdown, referenceText, stripInvisible, surname } from './bibtex.ts';
import { checkBaselineFact, checkEntityFact, checkSentence, verifyClaim, verifyResult, type Aliases } from './check.ts';
import type { CitationStyle, ComparisonClaim, ContextPaper, DraftReference, DraftSection, DroppedSentence, EntityFact, EntityRef, OmittedPaper, OwnWork, RelatedWorkContext, RelatedWorkDraft, ReportedResult, SentenceFact, SentenceRecord } from './types.ts';

type ThemeKind = 'method' | 'baseline' | 'benchmark' | 'idea' | 'other';

interface Theme {
  kind: ThemeKind;
  /** Entity key the theme is about (null for "other"). */
  key: string | null;
  title: string;
  /** Display name of the entity (for an idea theme, the words it is about). */
  name: string | null;
  papers: ContextPaper[];
  /** For a theme found by clustering (themes.ts): what at least two of its papers share, most telling first. */
  shared?: ThemeFeature[];
  /** For a large theme of the input's own: its papers in groups by idea, one paragraph each (splitByIdea). */
  groups?: Array<{ papers: ContextPaper[]; shared: ThemeFeature[] }>;
}

/** Most shared features a theme's topic sentence names. */
const MAX_SHARED = 3;
/** Most claims, results and named entities one paper contributes to a paragraph. */
const MAX_COMPARISON_GROUPS = 3;
const MAX_RESULTS = 4;
const MAX_LISTED = 5;
/** Longest description quoted from an evidence sentence, in words. */
const MAX_APPOSITIVE_WORDS = 16;

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function capitalize(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function md(text: string): string {
  return escapeMarkdown(text);
}

/** Entity keys a paper is compared against (claims and COMPARES_WITH). */
function baselineKeys(paper: ContextPaper): Set<string> {
  const keys = new Set(paper.comparesWith.map((f) => f.entity.key));
  for (const c of paper.comparisons) keys.add(c.baseline.key);
  for (const p of paper.proposes) keys.delete(p.entity.key);
  return keys;
}

function benchmarkKeys(paper: ContextPaper): Set<string> {
  const keys = new Set(paper.evaluatesOn.map((f) => f.entity.key));
  for (const f of paper.introduces) keys.add(f.entity.key);
  for (const c of paper.comparisons) if (c.benchmarkKey) keys.add(c.benchmarkKey);
  for (const r of paper.results) keys.add(r.benchmark.key);
  return keys;
}

function methodKeys(paper: ContextPaper): Set<string> {
  const keys = new Set(paper.proposes.map((f) => f.entity.key));
  for (const c of paper.comparisons) keys.add(c.winner.key);
  return keys;
}

/** Display name of an entity key, as the first paper (in context order) that mentions it writes it. */
function entityName(papers: ContextPaper[], key: string, fallback: EntityRef[]): string {
  for (const ref of fallback) if (ref.key === key) return ref.name;
  for (const p of papers) {
    for (const f of [...p.proposes, ...p.comparesWith, ...p.evaluatesOn, ...p.introduces]) if (f.entity.key === key) return f.entity.name;
    for (const c of p.comparisons) {
      if (c.baseline.key === key) return c.baseline.name;
      if (c.winner.key === key) return c.winner.name;
      if (c.benchmarkKey === key && c.benchmark) return c.benchmark;
    }
    for (const r of p.results) if (r.benchmark.key === key) return r.benchmark.name;
  }
  return key;
}

/** How clustering reads a context's papers: their baselines and benchmarks as the generator does, names as the papers write them. */
function ideaReader(ctx: RelatedWorkContext): EntityReader {
  const known = [...ctx.focus.methods, ...ctx.focus.baselines, ...ctx.focus.benchmarks];
  const aliases = ctx.aliases ?? {};
  // Only facts the verifier passes: a topic sentence says each paper evaluates on or compares against them.
  const claims = (p: ContextPaper) => p.comparisons.map((c) => verifyClaim(c, p, aliases).fact).filter((c): c is ComparisonClaim => c !== null);
  const baselines = (p: ContextPaper) => {
    const keys = new Set(p.comparesWith.filter((f) => checkBaselineFact(f, p, aliases) === null).map((f) => f.entity.key));
    for (const c of claims(p)) if (!c.baseModel) keys.add(c.baseline.key);
    for (const f of p.proposes) keys.delete(f.entity.key);
    return keys;
  };
  const benchmarks = (p: ContextPaper) => {
    const keys = new Set([...p.evaluatesOn, ...p.introduces].filter((f) => checkEntityFact(f, aliases) === null).map((f) => f.entity.key));
    for (const c of claims(p)) if (c.benchmarkKey) keys.add(c.benchmarkKey);
    for (const r of p.results) if (verifyResult(r, p, aliases).fact) keys.add(r.benchmark.key);
    return keys;
  };
  return { baselines, benchmarks, nameOf: (key) => entityName(ctx.papers, key, known) };
}

/**
 * What names a cluster and what its topic sentence lists: an entity all its
 * papers share, else its most telling pair of words (never a single word
 * alone); then other entities and phrases, at most MAX_SHARED. Null when
 * the cluster shares no phrase or entity.
 */
function namedShared(c: IdeaCluster): [ThemeFeature, ThemeFeature[]] | null {
  const phrase = (f: ThemeFeature) => f.kind !== 'term' || f.key.includes(' ');
  const top = c.shared.find(phrase);
  if (!top) return null;
  const naming = c.shared.find((f) => f.kind !== 'term' && f.papers.length === c.papers.length) ?? top;
  const rest = c.shared.filter((f) => f !== naming);
  // Single words are never listed: "rollouts", "teacher", or "trains" read as a noun in "OPD trains agents", say little or mislead.
  return [naming, [naming, ...rest.filter(phrase)].slice(0, MAX_SHARED)];
}

/** A theme of at least this many papers written in sentences of their own is written in paragraphs by idea. */
const MIN_SPLIT = 5;

/**
 * A large theme of the input's own (everything "Improving on GRPO") split into
 * paragraphs by idea: its papers written in sentences of their own clustered as
 * the other themes are (themes.ts), without the theme's own entity (all its
 * papers share it); each cluster a paragraph, named only by what no other paper
 * of the theme holds (a cluster with no such phrase or entity is not one), the
 * rest after them. Papers are
 * reordered cluster by cluster; a theme with no cluster is returned as it is.
 */
function splitByIdea(theme: Theme, own: ContextPaper[], ctx: RelatedWorkContext): Theme {
  if (theme.shared || own.length < MIN_SPLIT) return theme;
  const ignore = theme.key && (theme.kind === 'baseline' || theme.kind === 'benchmark') ? [`${theme.kind}\u0000${theme.key}`] : [];
  const { clusters } = clusterByIdea(own, ctx.papers, ideaReader(ctx), ignore);
  const groups = clusters.flatMap((c) => {
    // Only what sets the group apart within the theme: a paragraph "on WebShop" beside others also on WebShop would mislead.
    const named = namedShared({ ...c, shared: c.shared.filter((f) => f.outside === 0) });
    return named ? [{ papers: c.papers, shared: named[1] }] : [];
  });
  if (groups.length === 0) return theme;
  const grouped = new Set(groups.flatMap((g) => g.papers.map((p) => p.id)));
  return { ...theme, papers: [...groups.flatMap((g) => g.papers), ...theme.papers.filter((p) => !grouped.has(p.id))], groups };
}

/**
 * Groups papers into themes a reader recognizes, each paper in exactly one:
 * first the input's own method (papers proposing it, then papers improving on
 * it), the baselines of the user's draft, and the input's benchmarks; then the
 * rest grouped by idea (themes.ts, clusterByIdea: shared baselines, benchmarks
 * and distinctive words of their sentences, weighted by rarity), a group named
 * by a baseline or benchmark all its papers share, else by its most telling
 * shared words; then "Other related work".
 */
export function buildThemes(ctx: RelatedWorkContext): Theme[] {
  const themes: Theme[] = [];
  const placed = new Set<string>();
  const remaining = () => ctx.papers.filter((p) => !placed.has(p.id));
  const add = (kind: ThemeKind, key: string | null, name: string | null, title: string, papers: ContextPaper[], shared?: ThemeFeature[]) => {
    if (papers.length === 0) return;
    for (const p of papers) placed.add(p.id);
    themes.push({ kind, key, name, title, papers, ...(shared ? { shared } : {}) });
  };

  for (const m of ctx.focus.methods) {
    add('method', m.key, m.name, `Work on ${m.name}`, remaining().filter((p) => methodKeys(p).has(m.key) && !baselineKeys(p).has(m.key)));
    add('baseline', m.key, m.name, `Improving on ${m.name}`, remaining().filter((p) => baselineKeys(p).has(m.key)));
  }
  for (const b of ctx.focus.baselines) {
    add('baseline', b.key, b.name, `Improving on ${b.name}`, remaining().filter((p) => baselineKeys(p).has(b.key)));
  }
  for (const b of ctx.focus.benchmarks) {
    const on = remaining().filter((p) => benchmarkKeys(p).has(b.key));
    const introducers = on.filter((p) => p.introduces.some((f) => f.entity.key === b.key));
    add('benchmark', b.key, b.name, `Evaluation on ${b.name}`, [...introducers, ...on.filter((p) => !introducers.includes(p))]);
  }

  const { clusters } = clusterByIdea(remaining(), ctx.papers, ideaReader(ctx));
  for (const c of clusters) {
    const named = namedShared(c);
    if (!named) continue;
    const [naming, shared] = named;
    if (naming.kind === 'term') add('idea', null, naming.label, capitalize(naming.label), c.papers, shared);
    else add(naming.kind, naming.key, naming.label, naming.kind === 'baseline' ? `Improving on ${naming.label}` : `Evaluation on ${naming.label}`, c.papers, shared);
  }
  add('other', null, null, themes.length ? 'Other related work' : 'Related work', remaining());
  return themes;
}

/**
 * The description a paper gives its method right after naming it, quoted from the
 * evidence sentence: "We propose TRIAGE, a role-typed credit assignment framework
 * that …" gives "a role-typed credit assignment framework". Null when the sentence
 * has no such appositive or it is too long to quote.
 */
export function appositive(sentence: string, name: string): string | null {
  const at = sentence.indexOf(name);
  if (at < 0) return null;
  let rest = sentence.slice(at + name.length);
  rest = rest.replace(/^\)/, '').replace(/^\s*\([^)]*\)/, '');
  const m = /^,\s+((?:a|an)\s[^,;:.()]+?)(?=\s+(?:that|which|where|whose|in which)\b|[,;:.()]|$)/.exec(rest);
  if (!m?.[1]) return null;
  const phrase = m[1].trim();
  const words = phrase.split(/\s+/).length;
  if (words < 3 || words > MAX_APPOSITIVE_WORDS) return null;
  return phrase;
}

/** "Zhang", "Zhang and Li", "Zhang et al." for the first author(s), or null when unknown. */
export function authorPhrase(authors: string[]): string | null {
  const names = authors.map(surname).filter(Boolean);
  if (names.length === 0) return null;
  if (names.length === 1) return names[0] ?? null;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names[0]} et al.`;
}

/** True when every number in `text` is written in `sentence`, so the text can be checked against its evidence. */
export function supportedBy(text: string, sentence: string): boolean {
  return (text.match(/\d+(?:\.\d+)?/g) ?? []).every((n) => sentence.includes(n));
}

/** A long form fit to print: plain words (no markup), not the name itself, and written in the sentence. */
function printableLongForm(e: EntityRef, sentence: string): string | null {
  const lf = e.longForm?.trim();
  if (!lf || normalizeName(lf) === normalizeName(e.name) || lf.includes(e.name)) return null;
  if (!/^[\p{L}\p{N}][\p{L}\p{N} '’\-/.,&]*$/u.test(lf) || !sentence.includes(lf)) return null;
  return lf;
}

function withLongForm(e: EntityRef, sentence: string): string {
  const lf = printableLongForm(e, sentence);
  return lf ? `${md(e.name)} (${md(lf)})` : md(e.name);
}

/** Strips a leading "by" so a stored margin reads well in parentheses. */
function deltaText(delta: string): string {
  return delta.replace(/^by\s+/i, '').trim();
}

/** The verifier's inputs and the draft's running state while sentences are written. */
export interface WriteEnv {
  /** Other names of entities (entity key to aliases), for the verifier. */
  aliases: Aliases;
  /** Where refused sentences are recorded; null when they need not be (a dry run). */
  dropped: DroppedSentence[] | null;
  /** How many comparison and score sentences the paragraph has so far: the verb rotates with them. */
  counts: { win: number; score: number; evaluated: number };
  /**
   * Set by paperSentences when all it could say about the paper is that it
   * evaluates on (or compares against) the theme's entity: such papers are
   * listed together in one sentence ("UCOB [16], Skill1 [18] and [9] also
   * evaluate on ALFWorld") instead of one near-identical sentence each.
   */
  bare?: { name: string | null; themeListed: boolean; facts: SentenceFact[] } | null;
  /** The sentences written so far with the facts each states, when recorded. */
  records?: SentenceRecord[];
}

export function newEnv(aliases: Aliases = {}, dropped: DroppedSentence[] | null = null): WriteEnv {
  return { aliases, dropped, counts: { win: 0, score: 0, evaluated: 0 } };
}

/** Verbs for a win, used in turn within a paragraph (deterministic: by position). */
const WIN_VERBS = ['outperforms', 'surpasses', 'beats'] as const;
const SCORE_VERBS = ['achieves', 'reaches', 'obtains'] as const;
const EVAL_VERBS = ['is evaluated on', 'is tested on', 'reports experiments on'] as const;

interface Segment {
  metric: string | null;
  lower: boolean;
  items: Array<{ benchmarks: string[]; delta: string | null }>;
}

interface ComparisonGroup {
  winner: EntityRef;
  baselines: EntityRef[];
  baseModel: boolean;
  model: string | null;
  segments: Segment[];
  order: number;
  relevant: boolean;
  /** The verified claims the group states. */
  claims: ComparisonClaim[];
  /** Wins over several competitors written as one sentence (combineWins), each part one competitor's group. */
  parts?: ComparisonGroup[];
}

function segmentsSignature(g: ComparisonGroup): string {
  return JSON.stringify([g.baseModel, g.model, g.segments]);
}

/** A claim on its own, as the sentence it would have given (for the report of refused sentences). */
function claimText(c: ComparisonClaim): string {
  const verb = c.baseModel ? 'improves its base model' : c.lowerIsBetter ? 'is lower than' : 'outperforms';
  const bits = [c.metric ? `in ${c.metric}` : '', c.benchmark ? `on ${c.benchmark}` : '', c.delta ? `(${plainValue(c.delta)})` : '', c.model ? `with ${c.model}` : ''].filter(Boolean);
  return [c.winner.name, verb, c.baseline.name, ...bits].join(' ');
}

/**
 * A paper's claims as sentences-to-be, each claim first checked against its
 * evidence (a claim that fails is recorded in env.dropped and left out): one
 * group per winner, loser, kind (win or base-model gain) and backbone, with a
 * segment per metric (a reduction segment for lower-is-better) and one item
 * per margin (benchmarks sharing a margin listed together); losers with the
 * very same segments merged.
 */
function comparisonGroups(paper: ContextPaper, theme: Theme, env: WriteEnv): ComparisonGroup[] {
  const claims = [...paper.comparisons].sort((a, b) => a.claimIndex - b.claimIndex || byString(a.baseline.key, b.baseline.key) || byString(a.metric ?? '', b.metric ?? '') || byString(a.benchmark ?? '', b.benchmark ?? ''));
  const groups = new Map<string, ComparisonGroup>();
  const isRelevant = (c: ComparisonClaim) =>
    theme.key !== null && ((theme.kind === 'baseline' && c.baseline.key === theme.key) || (theme.kind === 'benchmark' && c.benchmarkKey === theme.key) || (theme.kind === 'method' && c.winner.key === theme.key));
  for (const raw of claims) {
    const verdict = verifyClaim(raw, paper, env.aliases);
    if (verdict.reasons.length) env.dropped?.push({ paperId: paper.id, text: claimText(raw), reason: verdict.reasons.join('; '), partial: verdict.fact !== null });
    if (!verdict.fact) continue;
    const c = verdict.fact;
    const baseModel = c.baseModel === true;
    const model = c.model && !baseModel ? c.model : null;
    const id = [c.winner.key, c.baseline.key, baseModel, model ?? ''].join('\u0000');
    const g = groups.get(id) ?? { winner: c.winner, baselines: [c.baseline], baseModel, model, segments: [], order: c.claimIndex, relevant: false, claims: [] };
    g.claims.push(c);
    g.relevant ||= isRelevant(c);
    const lower = c.lowerIsBetter === true;
    let seg = g.segments.find((s) => s.metric === c.metric && s.lower === lower);
    if (!seg) {
      seg = { metric: c.metric, lower, items: [] };
      g.segments.push(seg);
    }
    const bench = c.benchmark ? `${c.benchmark}${c.benchmarkNote ? ` (${c.benchmarkNote})` : ''}` : null;
    const delta = c.delta ? `${plainValue(deltaText(c.delta))}${c.respectively ? ` ${c.respectively}, respectively` : ''}` : null;
    const item = seg.items.find((i) => i.delta === delta);
    if (item) {
      if (bench && !item.benchmarks.includes(bench)) item.benchmarks.push(bench);
    } else {
      seg.items.push({ benchmarks: bench ? [bench] : [], delta });
    }
    groups.set(id, g);
  }
  const merged: ComparisonGroup[] = [];
  for (const g of [...groups.values()].sort((a, b) => a.order - b.order)) {
    const same = !g.baseModel && merged.find((m) => !m.baseModel && m.winner.key === g.winner.key && segmentsSignature(m) === segmentsSignature(g));
    if (same) {
      same.baselines.push(...g.baselines);
      same.relevant ||= g.relevant;
      same.claims.push(...g.claims);
    } else merged.push(g);
  }
  return combineWins(merged.sort((a, b) => Number(b.relevant) - Number(a.relevant) || a.order - b.order)).slice(0, MAX_COMPARISON_GROUPS);
}

/** Most competitors one sentence names. */
const MAX_LOSERS_PER_SENTENCE = 4;

/**
 * Wins of one winner with one backbone over several competitors, each with
 * its own margins, become one sentence ("surpasses GRPO (+14.0%), GPT-4o
 * (+40.3%) and OpenAI-o3 (+18.3%) in success rate with Qwen2.5-7B") instead of
 * one sentence per competitor. Base-model gains and reductions stay apart.
 */
function combineWins(groups: ComparisonGroup[]): ComparisonGroup[] {
  const out: ComparisonGroup[] = [];
  const winsOnly = (g: ComparisonGroup) => !g.baseModel && g.segments.length > 0 && g.segments.every((s) => !s.lower);
  for (const g of groups) {
    const host = winsOnly(g)
      ? out.find((o) => winsOnly(o) && o.winner.key === g.winner.key && (o.model ?? '') === (g.model ?? '') && (o.parts ?? [o]).every(winsOnly) && (o.parts?.length ?? 1) < MAX_LOSERS_PER_SENTENCE)
      : undefined;
    if (host) {
      host.parts = [...(host.parts ?? [{ ...host, claims: [...host.claims] }]), g];
      host.claims.push(...g.claims);
      host.relevant ||= g.relevant;
    } else out.push({ ...g, claims: [...g.claims] });
  }
  return out;
}

/** A sentence's subject (by entity key) and what it says about it, without citation. */
interface Clause {
  subjectKey: string;
  subject: string;
  predicate: string;
  /** The stored facts the clause states. */
  facts: SentenceFact[];
}

/** " in success rate on A, and on B and C (+3%)" for a win segment. */
function winSegment(s: Segment): string {
  const metric = s.metric ? ` in ${md(s.metric)}` : '';
  const withBench = s.items.filter((i) => i.benchmarks.length > 0);
  // Benchmarks without a margin first, then each margin with its benchmarks.
  const ordered = [...withBench.filter((i) => i.delta === null), ...withBench.filter((i) => i.delta !== null)];
  // "ScienceWorld (4B student)" with a margin reads "ScienceWorld (4B student; from 24.70% to 48.78%)".
  const withDelta = (bench: string, delta: string | null) => (delta === null ? bench : bench.endsWith(')') ? `${bench.slice(0, -1)}; ${md(delta)})` : `${bench} (${md(delta)})`);
  const parts = ordered.map((i) => withDelta(joinList(i.benchmarks.map(md)), i.delta));
  const loose = s.items.filter((i) => i.benchmarks.length === 0).map((i) => i.delta).filter((d): d is string => d !== null);
  let text = metric;
  if (parts.length === 1) text += ` on ${parts[0]}`;
  else if (parts.length > 1) text += ` on ${parts.slice(0, -1).join(', on ')} and on ${parts[parts.length - 1]}`;
  if (loose.length) text += `${parts.length ? ', and overall' : ''} (${loose.map(md).join('; ')})`;
  return text;
}

/** "by 10.4% on ALFWorld and by 14.8% on WebShop", "on ALFWorld by 35.41 points" (one item), "on A and B" (no margin). */
function changeItems(s: Segment): string {
  const on = (i: { benchmarks: string[] }) => (i.benchmarks.length ? ` on ${joinList(i.benchmarks.map(md))}` : '');
  if (s.items.length === 1) {
    const i = s.items[0]!;
    return `${on(i)}${i.delta ? ` by ${md(i.delta)}` : ''}`;
  }
  const withDelta = s.items.filter((i) => i.delta !== null).map((i) => `by ${md(i.delta!)}${on(i)}`);
  const without = s.items.filter((i) => i.delta === null && i.benchmarks.length);
  const parts = [...withDelta, ...(without.length ? [`on ${joinList(without.flatMap((i) => i.benchmarks).map(md))}`] : [])];
  return parts.length ? ` ${joinList(parts)}` : '';
}

function andJoin(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * What a group of claims says, written as what it is: a win ("outperforms GRPO
 * in success rate on ALFWorld (+14.0%) with Qwen2.5-7B"), a reduction ("reduces
 * environment-facing turns by 10.4% on ALFWorld relative to GRPO"), a gain over
 * the method's own base model ("raises Qwen3-1.7B's Avg@32 on AIME 2024 by 35.41
 * points"). The win verb rotates within the paragraph.
 */
function comparisonClause(g: ComparisonGroup, env: WriteEnv, paperId: string): Clause {
  const facts: SentenceFact[] = g.claims.map((fact) => ({ kind: 'claim', paperId, fact }));
  const losers = joinList(g.baselines.map((b) => md(b.name)));
  const parts: string[] = [];
  if (g.baseModel) {
    const loser = md(g.baselines[0]!.name);
    for (const s of g.segments) {
      const hasDelta = s.items.some((i) => i.delta !== null);
      if (s.metric) parts.push(`${s.lower ? 'reduces' : hasDelta ? 'raises' : 'improves'} ${loser}’s ${md(s.metric)}${changeItems(s)}`);
      else parts.push(`${s.lower ? 'lowers the cost of' : 'improves'} its base model ${loser}${changeItems(s)}`);
    }
    // "its base model X" is said once: later segments name the metric only.
    return { subjectKey: g.winner.key, subject: md(g.winner.name), predicate: andJoin(parts), facts };
  }
  const wins = g.segments.filter((s) => !s.lower);
  const lowers = g.segments.filter((s) => s.lower);
  const model = g.model ? ` with ${md(g.model)}` : '';
  const winText = (segments: Segment[]) => {
    const segs = segments.map(winSegment).filter(Boolean);
    return segs.length > 1 ? `${segs.slice(0, -1).join(',')} and${segs[segs.length - 1]}` : (segs[0] ?? '');
  };
  if (g.parts) {
    const verb = WIN_VERBS[env.counts.win++ % WIN_VERBS.length]!;
    const namesOf = (p: ComparisonGroup) => joinList(p.baselines.map((b) => md(b.name)));
    const one = g.parts.every((p) => p.segments.length === 1 && p.segments[0]!.items.length === 1);
    const first = g.parts[0]!.segments[0]!;
    const same = one && g.parts.every((p) => p.segments[0]!.metric === first.metric && p.segments[0]!.items[0]!.benchmarks.join('\u0000') === first.items[0]!.benchmarks.join('\u0000'));
    if (same) {
      // One metric and benchmark for all: "GRPO (+14.0%), GPT-4o (+40.3%) and OpenAI-o3 (+18.3%) in success rate on ALFWorld".
      const bench = first.items[0]!.benchmarks;
      const list = joinList(g.parts.map((p) => `${namesOf(p)}${p.segments[0]!.items[0]!.delta ? ` (${md(p.segments[0]!.items[0]!.delta!)})` : ''}`));
      return { subjectKey: g.winner.key, subject: md(g.winner.name), predicate: `${verb} ${list}${first.metric ? ` in ${md(first.metric)}` : ''}${bench.length ? ` on ${joinList(bench.map(md))}` : ''}${model}`, facts };
    }
    const pieces = g.parts.map((p) => `${namesOf(p)}${winText(p.segments)}`);
    return { subjectKey: g.winner.key, subject: md(g.winner.name), predicate: `${verb} ${pieces.length > 1 ? `${pieces.slice(0, -1).join(', ')}, and ${pieces[pieces.length - 1]}` : pieces[0]}${model}`, facts };
  }
  if (wins.length || lowers.length === 0) {
    const verb = WIN_VERBS[env.counts.win++ % WIN_VERBS.length]!;
    parts.push(`${verb} ${losers}${winText(wins)}`);
  }
  for (const s of lowers) {
    const what = s.metric ? md(s.metric) : 'its cost';
    parts.push(`reduces ${what}${changeItems(s)}${wins.length ? '' : ` relative to ${losers}`}`);
  }
  return { subjectKey: g.winner.key, subject: md(g.winner.name), predicate: `${andJoin(parts)}${model}`, facts };
}

/** A stored value or margin for print: LaTeX escapes in the source ("97.4\\%") undone, numbers untouched. */
export function plainValue(text: string): string {
  return text.replace(/\\([%&#_$])/g, '$1').trim();
}

function resultClauses(paper: ContextPaper, theme: Theme, claimed: Set<string>, env: WriteEnv): Clause[] {
  const sorted = [...paper.results].sort(
    (a, b) =>
      Number(b.benchmark.key === theme.key) - Number(a.benchmark.key === theme.key) ||
      (a.evidence.start ?? 0) - (b.evidence.start ?? 0) ||
      a.evidence.sentence.indexOf(a.value) - b.evidence.sentence.indexOf(b.value) ||
      byString(a.system.key, b.system.key) ||
      byString(a.benchmark.key, b.benchmark.key) ||
      byString(a.value, b.value),
  );
  const verified = new Map<ReportedResult, ReportedResult>();
  const readable = sorted.filter((r) => {
    const numbers = plainValue(r.value).match(/\d+(?:\.\d+)?/g) ?? [];
    if (numbers.length > 0 && numbers.every((n) => claimed.has(n))) return false;
    if (!(r.metric !== null || /\p{L}{2,}/u.test(r.value))) return false;
    const verdict = verifyResult(r, paper, env.aliases);
    const text = `${r.system.name} achieves ${plainValue(r.value)}${r.metric ? ` ${r.metric}` : ''} on ${r.benchmark.name}${r.model ? ` with ${r.model}` : ''}`;
    if (verdict.reasons.length) env.dropped?.push({ paperId: paper.id, text, reason: verdict.reasons.join('; '), partial: verdict.fact !== null });
    if (verdict.fact) verified.set(r, verdict.fact);
    return verdict.fact !== null;
  }).map((r) => verified.get(r)!);
  const chosen = unique(readable, (r) => `${r.system.key}\u0000${r.benchmark.key}\u0000${r.value}\u0000${r.model ?? ''}`).slice(0, MAX_RESULTS);
  // One phrase per (system, benchmark, metric): "97.4% and 86.2% task success on ALFWorld", a backbone with each value.
  const bySystem = new Map<string, Map<string, { values: string[]; models: Array<string | null>; metric: string; benchmark: string }>>();
  for (const r of chosen) {
    const value = plainValue(r.value);
    const metric = r.metric && !normalizeName(value).includes(normalizeName(r.metric)) ? ` ${r.metric}` : '';
    const phrases = bySystem.get(r.system.key) ?? new Map();
    const id = `${r.benchmark.key}\u0000${metric}`;
    const phrase = phrases.get(id) ?? { values: [], models: [], metric, benchmark: r.benchmark.name };
    phrase.values.push(md(value));
    phrase.models.push(r.model ? md(r.model) : null);
    phrases.set(id, phrase);
    bySystem.set(r.system.key, phrases);
  }
  const nameOf = new Map(chosen.map((r) => [r.system.key, r.system.name]));
  return [...bySystem].map(([key, phrases]) => {
    // Backbones: "82.3% success rate on ALFWorld with Qwen2.5-7B", "97.4% and 86.2% … with GPT-4-turbo and GPT-3.5-turbo respectively".
    const parts = [...phrases.values()].map((p) => {
      const models = p.models.filter((m): m is string => m !== null);
      if (models.length === 0) return `${joinList(p.values)}${md(p.metric)} on ${md(p.benchmark)}`;
      if (models.length === p.values.length) {
        const same = new Set(models).size === 1;
        return `${joinList(p.values)}${md(p.metric)} on ${md(p.benchmark)} with ${same ? models[0] : `${joinList(models)}${models.length > 1 ? ' respectively' : ''}`}`;
      }
      return `${joinList(p.values.map((v, i) => (p.models[i] ? `${v} (with ${p.models[i]})` : v)))}${md(p.metric)} on ${md(p.benchmark)}`;
    });
    const verb = SCORE_VERBS[env.counts.score++ % SCORE_VERBS.length]!;
    const facts: SentenceFact[] = chosen.filter((r) => r.system.key === key).map((fact) => ({ kind: 'result', paperId: paper.id, fact }));
    return { subjectKey: key, subject: md(nameOf.get(key)!), predicate: `${verb} ${joinList(parts)}`, facts };
  });
}

function byPosition(a: { evidence: { start: number | null } ; entity: EntityRef }, b: { evidence: { start: number | null }; entity: EntityRef }): number {
  return (a.evidence.start ?? 0) - (b.evidence.start ?? 0) || byString(a.entity.key, b.entity.key);
}

/** Entity facts that pass `check`; the others are recorded as refused (`what` says how the sentence would have used them). */
function passing(paper: ContextPaper, facts: EntityFact[], check: (f: EntityFact) => string | null, what: string, env: WriteEnv): EntityFact[] {
  return facts.filter((f) => {
    const problem = check(f);
    if (problem) env.dropped?.push({ paperId: paper.id, text: `${what} ${f.entity.name}`, reason: problem });
    return problem === null;
  });
}

/**
 * The sentences for one paper within a theme, each citing it, each made from
 * facts the verifier passed (see check.ts). With a proposed method the paper is
 * introduced by it, citation after the name ("TRIAGE [2], a role-typed credit
 * assignment framework, outperforms GRPO on …"), or by its authors when known
 * ("Castellanos et al. [1] propose TurnCredit, …"); facts about other systems
 * read "In [2], X outperforms Y …". The description is quoted from the paper's
 * own sentence; claims and scores come as stored.
 */
export function paperSentences(paper: ContextPaper, theme: Theme, number: number, env: WriteEnv = newEnv()): string[] {
  const cite = `[${number}]`;
  const records: SentenceRecord[] = [];
  const out = { push: (text: string, facts: SentenceFact[]) => records.push({ text, facts }) };
  const as = (kind: 'proposes' | 'introduces' | 'evaluatesOn' | 'comparesWith', list: EntityFact[]): SentenceFact[] => list.map((fact) => ({ kind, paperId: paper.id, fact }));
  const proposes = passing(paper, paper.proposes, (f) => checkEntityFact(f, env.aliases), 'proposes', env);
  // "Skill-enhanced Test-Time Co-Evolution (LifeSkill)": a name and its parenthesized short form are one method, even when stored as two.
  const sameMethod = (a: EntityFact, b: EntityFact) =>
    [a.evidence.sentence, b.evidence.sentence].some((sentence) => sentence.includes(`${a.entity.name} (${b.entity.name})`) || sentence.includes(`${b.entity.name} (${a.entity.name})`));
  const ordered = unique([...proposes].sort(byPosition), (f) => f.entity.key);
  const proposed = ordered.filter((f, i) => !ordered.slice(0, i).some((g) => sameMethod(f, g))).slice(0, 2);
  const lead = proposed[0];
  const groups = comparisonGroups(paper, theme, env);
  const claimed = new Set(groups.flatMap((g) => g.segments.flatMap((s) => s.items.flatMap((i) => i.delta?.match(/\d+(?:\.\d+)?/g) ?? []))));
  const clauses: Clause[] = [...groups.map((g) => comparisonClause(g, env, paper.id)), ...resultClauses(paper, theme, claimed, env)];
  const factual = clauses.length;

  const mentioned = new Set<string>();
  for (const c of paper.comparisons) {
    mentioned.add(c.baseline.key);
    if (c.benchmarkKey) mentioned.add(c.benchmarkKey);
  }
  for (const r of paper.results) mentioned.add(r.benchmark.key);
  const themeFirst = (a: EntityFact, b: EntityFact) => Number(b.entity.key === theme.key) - Number(a.entity.key === theme.key) || byPosition(a, b);
  const baselines = passing(
    paper,
    unique([...paper.comparesWith].sort(byPosition), (f) => f.entity.key).filter((f) => !mentioned.has(f.entity.key) && !paper.proposes.some((p) => p.entity.key === f.entity.key)),
    (f) => checkBaselineFact(f, paper, env.aliases),
    'is compared with',
    env,
  )
    .sort(themeFirst)
    .slice(0, MAX_LISTED);
  const benches = passing(
    paper,
    unique([...paper.evaluatesOn].sort(byPosition), (f) => f.entity.key).filter((f) => !paper.introduces.some((i) => i.entity.key === f.entity.key)),
    (f) => checkEntityFact(f, env.aliases),
    'is evaluated on',
    env,
  )
    .sort(themeFirst)
    .slice(0, MAX_LISTED);
  if (groups.length === 0 && baselines.length && lead) {
    clauses.push({ subjectKey: lead.entity.key, subject: md(lead.entity.name), predicate: `is compared with ${joinList(baselines.map((f) => md(f.entity.name)))}`, facts: as('comparesWith', baselines) });
  }
  if (clauses.length === 0 && benches.length && lead) {
    clauses.push({ subjectKey: lead.entity.key, subject: md(lead.entity.name), predicate: `${EVAL_VERBS[env.counts.evaluated++ % EVAL_VERBS.length]} ${joinList(benches.map((f) => md(f.entity.name)))}`, facts: as('evaluatesOn', benches) });
  }

  if (lead) {
    const desc = appositive(lead.evidence.sentence, lead.entity.name);
    const name = withLongForm(lead.entity, lead.evidence.sentence);
    const authors = authorPhrase(paper.authors);
    const own = clauses.findIndex((c) => c.subjectKey === lead.entity.key);
    if (authors) {
      const verb = paper.authors.length === 1 ? 'proposes' : 'propose';
      out.push(`${md(authors)} ${cite} ${verb} ${name}${desc ? `, ${md(desc)}` : ''}.`, as('proposes', [lead]));
    } else if (own >= 0) {
      out.push(`${name} ${cite}${desc ? `, ${md(desc)},` : ''} ${clauses[own]!.predicate}.`, [...as('proposes', [lead]), ...clauses[own]!.facts]);
      clauses.splice(own, 1);
    } else {
      out.push(desc ? `${name}, ${md(desc)}, is proposed in ${cite}.` : `${name} is proposed in ${cite}.`, as('proposes', [lead]));
    }
    const second = proposed[1];
    if (second) out.push(`The same work also proposes ${md(second.entity.name)} ${cite}.`, as('proposes', [second]));
  }
  const introduced = unique(passing(paper, paper.introduces, (f) => checkEntityFact(f, env.aliases), 'introduces', env), (f) => f.entity.key).sort(byPosition).slice(0, 2);
  // Only a listing of baselines or benchmarks, no description, no claim, no score: a bare mention.
  const listed = [...baselines, ...benches].some((f) => f.entity.key === theme.key);
  const onlyListing = factual === 0 && introduced.length === 0 && proposed.length <= 1 && !(lead && (appositive(lead.evidence.sentence, lead.entity.name) || authorPhrase(paper.authors)));
  const themeFact = [...as('comparesWith', baselines), ...as('evaluatesOn', benches)].find((f) => (f.fact as EntityFact).entity.key === theme.key) ?? null;
  env.bare = onlyListing ? { name: lead ? withLongForm(lead.entity, lead.evidence.sentence) : null, themeListed: listed && themeFact !== null, facts: themeFact ? [...(lead ? as('proposes', [lead]) : []), themeFact] : [] } : null;
  if (introduced.length) {
    const names = joinList(introduced.map((f) => withLongForm(f.entity, f.evidence.sentence)));
    const noun = introduced.length > 1 ? 'benchmarks' : 'benchmark';
    out.push(lead ? `The same work introduces the ${names} ${noun} ${cite}.` : `The ${names} ${noun} ${introduced.length > 1 ? 'are' : 'is'} introduced in ${cite}.`, as('introduces', introduced));
  }
  for (const c of clauses) out.push(lead && c.subjectKey === lead.entity.key ? `${c.subject} ${c.predicate} ${cite}.` : `In ${cite}, ${c.subject} ${c.predicate}.`, c.facts);
  if (!lead) {
    if (groups.length === 0 && baselines.length) out.push(`The baselines in ${cite} include ${joinList(baselines.map((f) => md(f.entity.name)))}.`, as('comparesWith', baselines));
    if (clauses.length === 0 && benches.length) out.push(`Experiments in ${cite} use ${joinList(benches.map((f) => md(f.entity.name)))}.`, as('evaluatesOn', benches));
  }
  env.records?.push(...records);
  return records.map((r) => r.text);
}

/**
 * One sentence for the papers of a theme about which only the theme's own fact
 * is known: "UCOB [16], Skill1 [18] and [9, 10] also evaluate on ALFWorld."
 * Each paper's fact (it evaluates on, or compares against, the theme's entity)
 * passed the verifier in paperSentences.
 */
function mentionSentence(theme: Theme, mentions: Array<{ name: string | null; number: number }>, also: boolean): string | null {
  if (mentions.length === 0 || theme.name === null) return null;
  const named = mentions.filter((m) => m.name !== null).map((m) => `${m.name} [${m.number}]`);
  const unnamed = mentions.filter((m) => m.name === null).map((m) => m.number);
  const items = [...named, ...(unnamed.length ? [`${unnamed.length > 1 ? 'the works' : 'the work'} ${citeList(unnamed)}`] : [])];
  const one = mentions.length === 1;
  const verb = theme.kind === 'benchmark' ? (one ? 'evaluates on' : 'evaluate on') : one ? 'compares against' : 'compare against';
  const subject = joinList(items);
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${also ? 'also ' : ''}${verb} ${md(theme.name)}.`;
}

function citeList(numbers: number[]): string {
  return `[${numbers.join(', ')}]`;
}

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/** A feature of a theme as its topic sentence and positioning name it: a quoted term, "evaluation on B", "G as a baseline". */
function featurePhrase(f: ThemeFeature): string {
  if (f.kind === 'term') return `“${md(f.label)}”`;
  return f.kind === 'benchmark' ? `evaluation on ${md(f.label)}` : `${md(f.label)} as a baseline`;
}

/**
 * The shared features of a theme found by clustering, each with the citation
 * numbers of the papers (of those cited in the theme) that hold it; a feature
 * fewer than two of them hold is left out.
 */
function sharedCited(theme: Theme, numberOf: (id: string) => number | undefined): Array<{ feature: ThemeFeature; numbers: number[] }> {
  const inTheme = new Set(theme.papers.map((p) => p.id));
  return (theme.shared ?? [])
    .map((feature) => ({ feature, numbers: feature.papers.filter((id) => inTheme.has(id)).map((id) => numberOf(id)!).filter((n) => n !== undefined).sort((a, b) => a - b) }))
    .filter((f) => f.numbers.length >= 2);
}

/**
 * The theme's topic sentence. For a theme found by clustering it names what its
 * papers share, each feature with the papers that hold it when not all do:
 * "Three works [4, 5, 6] share “self-distillation”, evaluation on ALFWorld [4, 6]
 * and GRPO as a baseline." A term is written in each cited paper's own
 * sentences (title or evidence); an entity is one of each paper's stored facts.
 */
function themeIntro(theme: Theme, numbers: number[], numberOf: (id: string) => number | undefined): string | null {
  if (numbers.length < 2 || theme.name === null) return null;
  const all = [...numbers].sort((a, b) => a - b);
  if (theme.shared) {
    const items = sharedCited(theme, numberOf).map(({ feature, numbers: held }) => `${featurePhrase(feature)}${held.length === all.length ? '' : ` ${citeList(held)}`}`);
    if (items.length === 0) return null;
    return `${COUNT_WORDS[all.length] ?? 'Several'} works ${citeList(all)} share ${joinList(items)}.`;
  }
  const name = md(theme.name);
  if (theme.kind === 'baseline') return `Several methods are compared against ${name} ${citeList(numbers)}.`;
  if (theme.kind === 'benchmark') return `Several works evaluate on ${name} ${citeList(numbers)}.`;
  return null;
}

/** One paper's part of a comparison across papers: its verified claim over the shared baseline. */
export interface AcrossItem {
  paper: ContextPaper;
  number: number;
  claim: ComparisonClaim;
  /** The paper's other claims over the same baseline with the same metric and margin, on other benchmarks: listed with the first ("on AIME 2024, AIME 2025 and HMMT 2025"). */
  more?: ComparisonClaim[];
}

/**
 * A comparison across papers, written from their stored claims over one
 * baseline: "CogRouter [2] (+14.0%, with Qwen2.5-7B) and TRIAGE [1] both report
 * gains over GRPO in success rate on ALFWorld." What all the claims share (the
 * baseline, and the metric and benchmark when every claim has the same) is said
 * once; each paper's own margin, metric, benchmark and backbone stand in
 * parentheses right after its citation. Checked twice by checkSentence: the
 * whole sentence against all the claims, and each paper's part, read with the
 * shared words, against that paper's claim alone (so no margin can be read as
 * another paper's). Returns the sentence and its facts, or the sentence and why
 * it was refused.
 */
export function comparisonAcross(items: AcrossItem[], aliases: Aliases = {}): { text: string; facts: SentenceFact[]; refused: string | null } {
  const claims = items.map((i) => i.claim);
  const first = claims[0]!;
  const sameMetric = first.metric !== null && claims.every((c) => (c.metric ?? '').toLowerCase() === first.metric!.toLowerCase());
  const sameBench = first.benchmarkKey !== null && claims.every((c) => c.benchmarkKey === first.benchmarkKey && !c.benchmarkNote);
  const shared = `gains over ${md(first.baseline.name)}${sameMetric ? ` in ${md(first.metric!)}` : ''}${sameBench ? ` on ${md(first.benchmark!)}` : ''}`;
  const partOf = (i: AcrossItem) => {
    const c = i.claim;
    const delta = c.delta ? plainValue(deltaText(c.delta)) : null;
    const detail = [
      !sameMetric && c.metric ? `in ${md(c.metric)}` : '',
      !sameBench && c.benchmark ? `on ${joinList([c, ...(i.more ?? [])].map((x) => `${md(x.benchmark!)}${x.benchmarkNote ? ` (${md(x.benchmarkNote)})` : ''}`))}` : '',
      delta ? `${/^from\b/i.test(delta) ? '' : 'by '}${md(delta)}${c.respectively ? ` ${md(c.respectively)}, respectively` : ''}` : '',
      c.model ? `with ${md(c.model)}` : '',
    ].filter(Boolean);
    return `${md(c.winner.name)} [${i.number}]${detail.length ? ` (${detail.join(', ')})` : ''}`;
  };
  const text = `${joinList(items.map(partOf))} ${items.length === 2 ? 'both' : 'all'} report ${shared}.`;
  const factsOf = (i: AcrossItem): SentenceFact[] => [i.claim, ...(sameBench ? [] : (i.more ?? []))].map((fact) => ({ kind: 'claim', paperId: i.paper.id, fact }));
  const facts = items.flatMap(factsOf);
  const byId = new Map(items.map((i) => [i.paper.id, i.paper]));
  const paperOf = (id: string) => byId.get(id);
  let refused = checkSentence(text, facts, paperOf, aliases);
  for (const i of items) {
    if (refused) break;
    const problem = checkSentence(`${partOf(i)} reports ${shared}.`, factsOf(i), paperOf, aliases);
    if (problem) refused = `${i.claim.winner.name}'s part: ${problem}`;
  }
  return { text, facts, refused };
}

/** A metric as compared across papers: "Success Rates" and "success rate" are one, "Average@12 points" is "average@12". */
export function metricKey(metric: string | null): string {
  if (!metric) return '';
  return metric
    .toLowerCase()
    .replace(/\s+points?$/, '')
    .split(/\s+/)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}

/** Most comparisons across papers in one theme. */
const MAX_ACROSS = 2;

/**
 * The comparisons across a theme's papers the graph holds: for each baseline
 * that two or more of them beat (verified claims only, wins, no base-model
 * gains or reductions), the papers' claims on the benchmark most of them share,
 * else in the metric most of them share (compared without case, plural or a
 * trailing "points": "success rates" is "success rate"); one claim per paper,
 * the first it states. Claims that share neither are not compared (a margin in
 * success rate beside one in compliance says nothing). Baselines with more
 * papers first, then by key.
 */
function acrossGroups(theme: Theme, numberOf: (id: string) => number | undefined, aliases: Aliases): AcrossItem[][] {
  const byBaseline = new Map<string, Map<string, ComparisonClaim[]>>();
  for (const paper of theme.papers) {
    if (numberOf(paper.id) === undefined) continue;
    const sorted = [...paper.comparisons].sort((a, b) => a.claimIndex - b.claimIndex || byString(a.baseline.key, b.baseline.key) || byString(a.benchmark ?? '', b.benchmark ?? ''));
    for (const raw of sorted) {
      const c = verifyClaim(raw, paper, aliases).fact;
      if (!c || c.baseModel || c.lowerIsBetter || paper.proposes.some((f) => f.entity.key === c.baseline.key)) continue;
      const papers = byBaseline.get(c.baseline.key) ?? new Map<string, ComparisonClaim[]>();
      papers.set(paper.id, [...(papers.get(paper.id) ?? []), c]);
      byBaseline.set(c.baseline.key, papers);
    }
  }
  const paperById = new Map(theme.papers.map((p) => [p.id, p]));
  const out: AcrossItem[][] = [];
  for (const [, papers] of [...byBaseline].filter(([, m]) => m.size >= 2).sort((a, b) => b[1].size - a[1].size || byString(a[0], b[0]))) {
    const pick = (test: (c: ComparisonClaim) => boolean) =>
      [...papers]
        .map(([id, claims]) => ({ id, claim: claims.find(test) }))
        .filter((x): x is { id: string; claim: ComparisonClaim } => x.claim !== undefined)
        .map(({ id, claim }) => {
          const more = papers.get(id)!.filter((c) => c !== claim && c.benchmark !== null && c.benchmarkKey !== claim.benchmarkKey && c.metric === claim.metric && c.delta === claim.delta && claim.benchmark !== null);
          return { paper: paperById.get(id)!, number: numberOf(id)!, claim, ...(more.length ? { more: unique(more, (c) => c.benchmarkKey ?? '') } : {}) };
        })
        .sort((a, b) => a.number - b.number);
    const best = (keys: string[], test: (k: string) => (c: ComparisonClaim) => boolean) =>
      [...new Set(keys)]
        .sort(byString)
        .map((k) => pick(test(k)))
        .filter((g) => g.length >= 2)
        .sort((a, b) => b.length - a.length)[0];
    const all = [...papers.values()].flat();
    const group =
      best(all.map((c) => c.benchmarkKey ?? '').filter(Boolean), (k) => (c) => c.benchmarkKey === k) ??
      best(all.map((c) => metricKey(c.metric)).filter(Boolean), (k) => (c) => metricKey(c.metric) === k);
    if (group) out.push(group);
    if (out.length >= MAX_ACROSS) break;
  }
  return out;
}

/** The placeholder the researcher replaces: where their abstract does not say how their method differs. */
export function differencePlaceholder(method: string): string {
  return `[TODO: how ${method} differs]`;
}

/**
 * The sentence that ends a theme's paragraph for a draft abstract: the user's
 * work positioned against the theme's papers. What the papers share is the
 * theme's own fact (they compare against X, evaluate on B); what the user's
 * method shares with them comes from the extractor's reading of the abstract;
 * how it differs is the abstract's own contrast clause ("Unlike …, StepWise
 * estimates advantages per turn") or a placeholder the researcher fills in.
 * Carries no figure: the user's numbers are not in the cited evidence.
 */
export function positioning(theme: Theme, numbers: number[], own: OwnWork): string | null {
  const method = own.methods[0];
  if (!method || numbers.length === 0) return null;
  const M = md(method);
  const cites = citeList(numbers);
  const them = theme.name ? md(theme.name) : null;
  const same = (list: string[]) => theme.name !== null && list.some((x) => normalizeName(x) === normalizeName(theme.name!) || (theme.key !== null && normalizeName(x) === theme.key));
  let what: string;
  let shared: string | null = null;
  switch (theme.kind) {
    case 'baseline':
      what = `compare against ${them}`;
      if (same(own.baselines)) shared = `${M} is compared against ${them}`;
      break;
    case 'benchmark':
      what = `evaluate on ${them}`;
      if (same(own.benchmarks)) shared = `${M} is evaluated on ${them}`;
      break;
    case 'method':
      what = `propose or extend ${them}`;
      break;
    case 'idea': {
      // A benchmark or baseline the user's abstract names too is said as what they have in common.
      const mine = (f: ThemeFeature) => (f.kind === 'benchmark' ? own.benchmarks : f.kind === 'baseline' ? own.baselines : []).some((x) => normalizeName(x) === normalizeName(f.label) || normalizeName(x) === f.key);
      const common = (theme.shared ?? []).filter(mine);
      const rest = (theme.shared ?? []).filter((f) => !mine(f)).slice(0, 2);
      if (common.length) shared = `${M} ${joinList(common.map((f) => (f.kind === 'benchmark' ? `is evaluated on ${md(f.label)}` : `is compared against ${md(f.label)}`)))}`;
      what = rest.length ? `${numbers.length > 1 ? 'share' : 'shares'} ${joinList(rest.map(featurePhrase))}` : numbers.length > 1 ? 'address related problems' : 'addresses a related problem';
      break;
    }
    default:
      what = numbers.length > 1 ? 'address related problems' : 'addresses a related problem';
  }
  const differs = own.contrast ? md(own.contrast.slice(own.contrast.indexOf(method) + method.length).trim()) : differencePlaceholder(M);
  if (shared) return `Like ${cites}, ${shared}; unlike ${numbers.length > 1 ? 'them' : 'it'}, ${M} ${differs}.`;
  const desc = own.description && !/\d/.test(own.description) ? `, ${md(own.description)},` : '';
  return `Unlike ${cites}, which ${what}, ${M}${desc} ${differs}.`;
}

function focusLine(ctx: RelatedWorkContext): string {
  const parts: string[] = [];
  if (ctx.focus.methods.length) parts.push(`method: ${ctx.focus.methods.map((e) => e.name).join(', ')}`);
  if (ctx.focus.benchmarks.length) parts.push(`benchmark: ${ctx.focus.benchmarks.map((e) => e.name).join(', ')}`);
  if (ctx.focus.baselines.length) parts.push(`baselines: ${ctx.focus.baselines.map((e) => e.name).join(', ')}`);
  if (ctx.focus.topic) parts.push(`topic: ${ctx.focus.topic}`);
  if (ctx.focus.paperId) parts.push(`paper: ${ctx.focus.paperId}`);
  // Inside an HTML comment: no "--", no invisible characters.
  return stripInvisible(parts.join('; ')).replace(/-(?=-)/g, '- ');
}

/**
 * Writes the draft: one section per theme (a paragraph of sentences, each citing
 * the paper whose facts it states), numbered references in order of first
 * citation, and the matching BibTeX. Papers about which nothing can be said
 * from stored facts are left out of the draft (they stay in the context). An
 * empty context gives a draft that says no related work was found.
 */
export function generateRelatedWork(ctx: RelatedWorkContext, options: GenerateOptions = {}): RelatedWorkDraft {
  const aliases = ctx.aliases ?? {};
  const dropped: DroppedSentence[] = [];
  const written: SentenceRecord[] = [];
  const byId = new Map(ctx.papers.map((p) => [p.id, p]));
  const paperOf = (id: string) => byId.get(id);
  /** The paper's sentences that pass the sentence check (each against the whole of the facts it states); the others are reported. */
  const sentencesOf = (p: ContextPaper, t: Theme, n: number, env: WriteEnv): SentenceRecord[] => {
    const records: SentenceRecord[] = [];
    const outer = env.records;
    env.records = records;
    paperSentences(p, t, n, env);
    env.records = outer;
    return records.filter((r) => {
      const problem = checkSentence(r.text, r.facts, paperOf, aliases);
      if (problem) env.dropped?.push({ paperId: p.id, text: r.text, reason: `sentence check: ${problem}` });
      return problem === null;
    });
  };
  // A paper the graph holds nothing printable about (only text similarity, say) is not cited.
  // Papers listed together in one closing sentence (see mentionSentence) are numbered after the others of their theme.
  // 0: written in sentences of its own; 1: listed by name in the closing sentence; 2: listed by citation only.
  const place = (p: ContextPaper, t: Theme) => {
    const env = newEnv(aliases);
    sentencesOf(p, t, 0, env);
    if (!(env.bare?.themeListed === true && (t.kind === 'benchmark' || t.kind === 'baseline'))) return 0;
    return env.bare.name === null ? 2 : 1;
  };
  const themes = buildThemes(ctx)
    .map((t) => ({ ...t, papers: t.papers.filter((p) => sentencesOf(p, t, 0, newEnv(aliases)).length > 0) }))
    .filter((t) => t.papers.length > 0)
    .map((t) => ({ ...t, papers: [0, 1, 2].flatMap((k) => t.papers.filter((p) => place(p, t) === k)) }))
    .map((t) => splitByIdea(t, t.papers.filter((p) => place(p, t) === 0), ctx));
  const numberOf = new Map<string, number>();
  const cited: ContextPaper[] = [];
  for (const theme of themes) {
    for (const p of theme.papers) {
      if (numberOf.has(p.id)) continue;
      cited.push(p);
      numberOf.set(p.id, cited.length);
    }
  }
  const sections: DraftSection[] = themes.map((theme) => {
    const numbers = theme.papers.map((p) => numberOf.get(p.id)!);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    const own = ctx.focus.own;
    const env = newEnv(aliases, dropped);
    const mentions: Array<{ name: string | null; number: number; facts: SentenceFact[] }> = [];
    // One paragraph per idea group (a large theme of the input's own), then the rest; else one paragraph.
    const grouped = new Set((theme.groups ?? []).flatMap((g) => g.papers.map((p) => p.id)));
    const blocks: Array<{ papers: ContextPaper[]; shared: ThemeFeature[] | null }> = [
      ...(theme.groups ?? []).map((g) => ({ papers: g.papers, shared: g.shared })),
      { papers: theme.papers.filter((p) => !grouped.has(p.id)), shared: null },
    ];
    const paragraphs: Array<{ sentences: string[]; sub: Theme | null }> = [];
    for (const [b, block] of blocks.entries()) {
      const sentences: string[] = [];
      if (b === 0) {
        const intro = themeIntro(theme, numbers, (id) => numberOf.get(id));
        if (intro && (theme.shared !== undefined || theme.papers.some((p) => place(p, theme) === 0))) sentences.push(intro);
      }
      const sub: Theme | null = block.shared ? { kind: 'idea', key: null, name: block.shared[0]!.label, title: theme.title, papers: block.papers, shared: block.shared } : null;
      if (sub) {
        const topic = themeIntro(sub, block.papers.map((p) => numberOf.get(p.id)!), (id) => numberOf.get(id));
        if (topic) sentences.push(topic);
      }
      for (const p of block.papers) {
        const records = sentencesOf(p, theme, numberOf.get(p.id)!, env);
        if (env.bare?.themeListed && (theme.kind === 'benchmark' || theme.kind === 'baseline')) mentions.push({ name: env.bare.name, number: numberOf.get(p.id)!, facts: env.bare.facts });
        else {
          sentences.push(...records.map((r) => r.text));
          written.push(...records);
        }
      }
      const last = b === blocks.length - 1;
      if (last) {
        const mention = mentionSentence(theme, mentions, sentences.length > 0 || paragraphs.length > 0);
        if (mention) {
          const facts = mentions.flatMap((m) => m.facts);
          const problem = checkSentence(mention, facts, paperOf, aliases);
          if (problem) dropped.push({ paperId: facts[0]?.paperId ?? '', text: mention, reason: `sentence check: ${problem}` });
          else {
            sentences.push(mention);
            written.push({ text: mention, facts });
          }
        }
      }
      for (const group of acrossGroups({ ...theme, papers: block.papers }, (id) => numberOf.get(id), aliases)) {
        const across = comparisonAcross(group, aliases);
        if (across.refused) dropped.push({ paperId: group[0]!.paper.id, text: across.text, reason: `comparison across papers: ${across.refused}` });
        else {
          sentences.push(across.text);
          written.push({ text: across.text, facts: across.facts });
        }
      }
      if (sentences.length) paragraphs.push({ sentences, sub });
    }
    // For a draft abstract each paragraph ends by positioning the user's work: an idea group's against its papers, the
    // theme's last paragraph against the whole theme.
    if (own) {
      for (const [i, para] of paragraphs.entries()) {
        const last = i === paragraphs.length - 1;
        const against = last ? theme : para.sub;
        const cites = last ? numbers : (para.sub?.papers ?? []).map((p) => numberOf.get(p.id)!);
        const position = against ? positioning(against, sorted(cites), own) : null;
        if (position) para.sentences.push(position);
      }
    }
    return { title: md(theme.title), paragraphs: paragraphs.map((p) => p.sentences.join(' ')), citations: sorted(numbers) };
  });
  const keys = assignKeys(cited);
  const references: DraftReference[] = cited.map((p, i) => ({ number: i + 1, key: keys[i]!, paperId: p.id, text: referenceText(p) }));
  const uncited: OmittedPaper[] = ctx.papers
    .filter((p) => !numberOf.has(p.id))
    .map((p) => ({ id: p.id, label: p.proposes[0]?.entity.name ?? p.title, score: p.score, reasons: p.reasons.map(reasonText), why: 'selected, but none of its stored facts passed the verifier' }));
  const omitted = [...uncited, ...(ctx.omitted ?? [])];
  if ((options.citations ?? 'numeric') === 'latex') {
    const keyOf = new Map(references.map((r) => [r.number, r.key]));
    for (const s of sections) s.paragraphs = s.paragraphs.map((para) => latexCitations(para, keyOf));
  }

  const lines: string[] = ['## Related work', ''];
  const focus = focusLine(ctx);
  if (focus) lines.push(`<!-- Generated from the literature graph for ${focus}. Every sentence cites the paper whose stored facts it states. -->`, '');
  if (cited.length === 0) lines.push('The graph holds no papers related to this input.', '');
  for (const s of sections) {
    if (themes.length > 1 || s.title !== 'Related work') lines.push(`### ${s.title}`, '');
    for (const para of s.paragraphs) lines.push(para, '');
  }
  if (references.length && options.citations !== 'latex') {
    lines.push('### References', '');
    for (const r of references) lines.push(`[${r.number}] ${r.text}`, '');
  }
  const keyOfPaper = new Map(references.map((r) => [r.paperId, r.key]));
  const citeOf = (id: string) => (options.citations === 'latex' ? (keyOfPaper.has(id) ? `\\cite{${keyOfPaper.get(id)}}` : null) : numberOf.has(id) ? `[${numberOf.get(id)}]` : null);
  if (dropped.length) lines.push(droppedComment(dropped, citeOf), '');
  if (omitted.length) lines.push(omittedComment(omitted, ctx.papers.length), '');
  return {
    markdown: `${lines.join('\n').trimEnd()}\n`,
    bibtex: bibtexFile(cited, keys),
    sections,
    references,
    dropped,
    omitted,
    sentences: written,
  };
}

export interface GenerateOptions {
  /** `numeric` (default): `[1, 2]` and a numbered reference list; `latex`: `\\cite{key1,key2}` with the BibTeX keys and no reference list. */
  citations?: CitationStyle;
}

const CITATION_GROUP = /\[(\d+(?:, \d+)*)\]/g;

/** `[1, 3]` as `\\cite{key1,key3}`; escaped brackets (`\\[`) in titles and placeholders (`[TODO: …]`) are not citations. */
export function latexCitations(text: string, keyOf: Map<number, string>): string {
  return text.replace(CITATION_GROUP, (whole, list: string, offset: number) => {
    if (offset > 0 && text[offset - 1] === '\\') return whole;
    const keys = list.split(', ').map((n) => keyOf.get(Number(n)));
    return keys.every((k) => k !== undefined) ? `\\cite{${keys.join(',')}}` : whole;
  });
}

/** The relevant papers the draft does not cite, and why (an HTML comment, for the researcher). */
function omittedComment(omitted: OmittedPaper[], selected: number): string {
  const body = [
    `Relevant papers not cited (${omitted.length}; ${selected} selected; a higher limit cites more):`,
    ...omitted.map((o) => `  - ${o.label} (paper ${o.id}; ${o.reasons.join(', ')}): ${o.why}`),
  ];
  return `<!--\n${body.map((l) => stripInvisible(l).replace(/-(?=-)/g, '- ').replace(/-$/, '- ').replace(/>/g, '›')).join('\n')}\n-->`;
}

/** The refused sentences, for the researcher (an HTML comment, so nothing of it is printed). */
function droppedComment(dropped: DroppedSentence[], citeOf: (paperId: string) => string | null): string {
  const line = (d: DroppedSentence) => {
    const where = citeOf(d.paperId) ?? `paper ${d.paperId}`;
    return `  - ${where} ${d.text}: ${d.reason}`;
  };
  const whole = dropped.filter((d) => !d.partial);
  const part = dropped.filter((d) => d.partial);
  const body = [
    ...(whole.length ? [`Facts not written, because the verifier found them unsupported by their evidence sentence (${whole.length}):`, ...whole.map(line)] : []),
    ...(part.length ? [`Facts written without a part their evidence sentence does not state (${part.length}):`, ...part.map(line)] : []),
  ];
  return `<!--\n${body.map((l) => stripInvisible(l).replace(/-(?=-)/g, '- ').replace(/-$/, '- ').replace(/>/g, '›')).join('\n')}\n-->`;
}
