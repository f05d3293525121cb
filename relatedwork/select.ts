/**
 * The related-work selection: which papers in the graph relate to what a
 * researcher works on, and everything the graph holds about them. Shared facts
 * come first (the input's method, its benchmarks, the baselines a draft compares
 * with), full-text similarity over title and abstract second. Checks the input,
 * runs the extractor on a draft abstract, ranks the candidates and hands the
 * context to the generator (generate.ts); the Cypher it runs is
 * graph/related-work.ts.
 */
import {
  candidatePapers,
  fulltextPapers,
  paperLabels,
  papersWithFacts,
  resolveNames,
  seedPaper,
  type CandidateReason,
  type RawEntity,
  type Role,
} from '../graph/related-work.ts';
import type { Db } from '../graph/driver.ts';
import { extract as extractFacts } from '../ingest/extract/index.ts';
import { canonicalName, entityKey } from '../ingest/names.ts';
import type { Extraction } from '../ingest/types.ts';
import { reasonText } from './compact.ts';
import { appositive, generateRelatedWork } from './generate.ts';
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  type ComparisonClaim,
  type ContextPaper,
  type EntityFact,
  type EntityRef,
  type FactEvidence,
  type OmittedPaper,
  type OwnWork,
  type RelatedWorkContext,
  type RelatedWorkDraft,
  type RelatedWorkFocus,
  type RelatedWorkInput,
  type ReportedResult,
  type SelectionReason,
} from './types.ts';

/** The input cannot be used; `field` names the offending input field. */
export class RelatedWorkInputError extends Error {
  override name = 'RelatedWorkInputError';
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** Longest name or topic accepted, and longest draft abstract. */
export const MAX_NAME_CHARS = 500;
export const MAX_ABSTRACT_CHARS = 20_000;
/** Candidates considered from full-text search before ranking. */
const FULLTEXT_CANDIDATES = 50;
/** Most words of an abstract sent to the full-text index. */
const FULLTEXT_TERMS = 40;

/** How much each kind of shared fact counts toward a paper's relevance (full text adds at most TEXT_WEIGHT). */
export const REASON_WEIGHTS: Readonly<Record<CandidateReason, number>> = {
  'proposes-method': 6,
  'improves-on-method': 5,
  'compares-with-method': 4,
  'introduces-benchmark': 4,
  'evaluates-on-benchmark': 3,
  'reports-on-benchmark': 3.5,
  'shares-baseline': 3,
  'uses-method': 2,
};
const TEXT_WEIGHT = 2;
/** Least full-text score for a paper found by a topic alone, relative to the median of the five best matches. */
const MIN_TEXT_SHARE = 0.2;
/** The same for a long text (a draft abstract, a seed paper), whose many words give every paper some score: half the best match. */
const MIN_TEXT_SHARE_LONG = 0.5;

type Extract = (text: string) => Extraction | Promise<Extraction>;

export interface RelatedWorkOptions {
  /** The extractor run on a draft abstract; defaults to `extract` from ingest/extract. */
  extract?: Extract;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function occursIn(sentence: string, name: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}($|[^\\p{L}\\p{N}])`, 'u').test(sentence);
}

/**
 * The entity as this paper names it: its display name when the sentence uses
 * it, else the shortest of its aliases the sentence contains (ties by spelling),
 * else the display name.
 */
export function surfaceName(entity: RawEntity, sentence: string): string {
  if (occursIn(sentence, entity.name)) return entity.name;
  const found = (entity.aliases ?? []).filter((a) => occursIn(sentence, a)).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return found[0] ?? entity.name;
}

function ref(entity: RawEntity, sentence: string): EntityRef {
  return { key: entity.key, name: surfaceName(entity, sentence), longForm: entity.longForm ?? null, kind: entity.kind };
}

function evidence(row: { sentence?: string | null; start?: number | null; end?: number | null; rule?: string | null }): FactEvidence {
  return { sentence: row.sentence ?? '', start: row.start ?? null, end: row.end ?? null, rule: row.rule ?? null };
}

const STOPWORDS = new Set(
  (
    'a about above after again against all also an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves ' +
    'paper work propose proposed present introduce approach method methods model models show shows results result based using use used new novel however existing recent task tasks performance via across while further moreover thus first second large language llm llms'
  ).split(' '),
);

/** Most word pairs of an abstract kept together as phrases. */
const FULLTEXT_PHRASES = 8;

/** "assignment" gives "assign", "distillation" gives "distill": a prefix that also finds "assigns", "distilled". Null for short words. */
export function stemPrefix(word: string): string | null {
  if (word.length < 7 || !/^\p{L}+$/u.test(word)) return null;
  for (const suffix of ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ions', 'ion', 'ers', 'er', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 5) return word.slice(0, -suffix.length);
  }
  return null;
}

/**
 * A full-text query from free text, phrase-aware. Its distinct content words
 * (letters and digits only, so nothing needs escaping), most frequent first,
 * ties by first occurrence, at most `max`; names written with capitals inside
 * ("OSWorld", "GUI", "MLLMs") boosted, since they are rarer than common words;
 * in a short topic each long word also as a prefix at a low weight ("assign*"),
 * and for a two-word topic the other forms of a long word in near phrases
 * either way round ("assigns credit"~3 finds "assigns specific credit" for
 * "credit assignment"). A short topic is kept together as one
 * boosted phrase; a longer text contributes its most frequent pairs of adjacent
 * content words as phrases ("credit assignment", "gui agents"). Returns null when no word is left.
 */
export function fulltextQuery(text: string, max = FULLTEXT_TERMS): string | null {
  const tokens = text.normalize('NFKC').match(/[\p{L}\p{N}]+|[^\p{L}\p{N}\s]/gu) ?? [];
  const isContent = (w: string) => w.length >= 3 && !STOPWORDS.has(w.toLowerCase()) && !/^\d+$/.test(w);
  const words = tokens.filter((t) => /[\p{L}\p{N}]/u.test(t) && isContent(t));
  if (words.length === 0) return null;
  const count = new Map<string, number>();
  const first = new Map<string, number>();
  const named = new Set<string>();
  for (const [i, raw] of words.entries()) {
    const w = raw.toLowerCase();
    count.set(w, (count.get(w) ?? 0) + 1);
    if (!first.has(w)) first.set(w, i);
    if (/^\p{L}[\p{L}\p{N}]*\p{Lu}/u.test(raw) || /^\p{Lu}{2,}/u.test(raw)) named.add(w);
  }
  const byUse = (c: Map<string, number>, f: Map<string, number>) => (a: string, b: string) => c.get(b)! - c.get(a)! || f.get(a)! - f.get(b)!;
  const terms = [...count.keys()].sort(byUse(count, first)).slice(0, max);
  const lower = words.map((w) => w.toLowerCase());
  const phrases: string[] = [];
  if (words.length > 1 && words.length <= 6) {
    phrases.push(`"${lower.join(' ')}"^3`);
    // Two words, one of them with other forms: each form in either order, a few words apart ("assigns specific credit" for "credit assignment").
    if (lower.length === 2) {
      for (const [i, w] of lower.entries()) {
        const stem = stemPrefix(w);
        if (!stem) continue;
        const other = lower[1 - i]!;
        for (const form of [stem, `${stem}s`, `${stem}ed`, `${stem}ing`].filter((f) => f !== w)) phrases.push(`"${form} ${other}"~3^2`, `"${other} ${form}"~3^2`);
      }
    }
  }
  else if (words.length > 6) {
    // Adjacent content words (nothing between them in the text) used more than once.
    const pairs = new Map<string, number>();
    const pairFirst = new Map<string, number>();
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [a, b] = [tokens[i]!, tokens[i + 1]!];
      if (!/[\p{L}\p{N}]/u.test(a) || !/[\p{L}\p{N}]/u.test(b) || !isContent(a) || !isContent(b)) continue;
      const pair = `${a.toLowerCase()} ${b.toLowerCase()}`;
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
      if (!pairFirst.has(pair)) pairFirst.set(pair, i);
    }
    for (const p of [...pairs.keys()].filter((p) => pairs.get(p)! > 1).sort(byUse(pairs, pairFirst)).slice(0, FULLTEXT_PHRASES)) phrases.push(`"${p}"^2`);
  }
  // Prefixes for a short topic only, where each word counts; a long text has words enough, and prefixes of its common words are noise.
  const prefixes = words.length <= 6 ? [...new Set(terms.map(stemPrefix).filter((p): p is string => p !== null))].map((p) => `${p}*^0.5`) : [];
  return [...phrases, ...terms.map((t) => (named.has(t) ? `${t}^2` : t)), ...prefixes].join(' ');
}

function checkName(value: string | null | undefined, field: string, max = MAX_NAME_CHARS): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new RelatedWorkInputError(`${field} must be a string`, field);
  const s = value.replace(/\s+/g, ' ').trim();
  if (s === '') return null;
  if (s.length > max) throw new RelatedWorkInputError(`${field} is ${s.length} characters (at most ${max})`, field);
  return s;
}

/** The input after checking: strings trimmed (empty ones null), limit filled in. */
export interface CheckedInput {
  method: string | null;
  benchmark: string | null;
  topic: string | null;
  paperId: string | null;
  abstract: string | null;
  limit: number;
  withAbstracts: boolean;
}

/** Checks and normalizes the input; throws RelatedWorkInputError naming the field. */
export function checkInput(input: RelatedWorkInput): CheckedInput {
  const out = {
    method: checkName(input.method, 'method'),
    benchmark: checkName(input.benchmark, 'benchmark'),
    topic: checkName(input.topic, 'topic'),
    paperId: checkName(input.paperId, 'paperId'),
    abstract: checkName(input.abstract, 'abstract', MAX_ABSTRACT_CHARS),
    limit: input.limit ?? DEFAULT_LIMIT,
    withAbstracts: input.withAbstracts === true,
  };
  if (!Number.isInteger(out.limit) || out.limit < 1 || out.limit > MAX_LIMIT) throw new RelatedWorkInputError(`limit must be an integer from 1 to ${MAX_LIMIT}, got ${out.limit}`, 'limit');
  if (!out.method && !out.benchmark && !out.topic && !out.paperId && !out.abstract) {
    throw new RelatedWorkInputError('give at least one of method, benchmark, topic, paperId or abstract', 'input');
  }
  return out;
}

interface FocusItem {
  role: Role;
  entity: EntityRef;
}

/** Resolves names (each with its role) to graph entities, each tagged with the index of its name; a name matching nothing gives nothing. */
async function resolveFocus(db: Db, names: Array<{ name: string; role: Role }>): Promise<Array<FocusItem & { order: number }>> {
  if (names.length === 0) return [];
  const items: Array<{ name: string; role: Role; order: number }> = [];
  names.forEach(({ name, role }, order) => {
    for (const n of new Set([name, canonicalName(name)])) items.push({ name: n, role, order });
  });
  const rows = await resolveNames(db, items);
  return rows.map((r) => ({ role: r.role, order: r.ord, entity: { key: r.key, name: r.name, longForm: r.longForm, kind: r.kind } }));
}

function dedupeFocus(items: FocusItem[]): FocusItem[] {
  const seen = new Set<string>();
  return items.filter((f) => {
    const id = `${f.entity.kind}:${f.entity.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function focusFrom(items: FocusItem[], topic: string | null, paperId: string | null): RelatedWorkFocus {
  const of = (role: Role) => items.filter((f) => f.role === role).map((f) => f.entity);
  return { methods: of('method'), benchmarks: of('benchmark'), baselines: of('baseline'), topic, paperId };
}

interface Selection {
  focus: FocusItem[];
  text: string | null;
  exclude: string[];
  notes: string[];
  own: OwnWork | null;
  /**
   * For a method or benchmark given by name (no topic, abstract or seed paper): a full-text query for the
   * names and long forms of the entities they resolved to, which finds papers that name them in their
   * abstract without a stored fact about them ("a staged GRPO training paradigm"). Null otherwise.
   */
  nameText: string | null;
}

/** "Unlike …, StepWise does X." in the user's abstract: the clause saying how their method differs, when it names the method. */
const CONTRAST = /^(?:unlike|in contrast to|different from|rather than|instead of|compared to|as opposed to)\b[^,]{3,200},\s*(.+?)\s*$/i;

/**
 * What the user's draft abstract says about their own work, read by the
 * extractor: the methods it proposes (new, so kept even when the graph does
 * not know them), their description, benchmarks, baselines, own claims, and a
 * clause contrasting the method with prior work when the abstract has one.
 */
export function ownWork(abstract: string, x: Extraction): OwnWork | null {
  const methods = [...new Set([...x.methods.map((m) => m.name), ...x.comparisons.map((c) => c.method)])];
  if (methods.length === 0) return null;
  const first = x.methods.find((m) => m.name === methods[0]);
  const description = first ? appositive(first.evidence.sentence, first.name) : null;
  const mine = new Set(methods.map(entityKey));
  const baselines = [...new Set([...x.baselines.map((m) => m.name), ...x.comparisons.map((c) => c.baseline)])].filter((b) => !mine.has(entityKey(b)));
  const benchmarks = [...new Set([...x.benchmarks, ...x.introducedBenchmarks].map((m) => m.name))];
  const claims = x.comparisons.map((c) => ({ method: c.method, baseline: c.baseline, benchmark: c.benchmark, metric: c.metric, delta: c.delta, sentence: c.evidence.sentence }));
  let contrast: string | null = null;
  for (const sentence of abstract.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z])/)) {
    const m = CONTRAST.exec(sentence.trim());
    const clause = m?.[1]?.replace(/[.!?]+$/, '');
    if (clause && methods.some((name) => clause.startsWith(name) || clause.startsWith(`our ${name}`))) {
      contrast = clause;
      break;
    }
  }
  return { methods, description, benchmarks, baselines, claims, contrast };
}


/** Works out the focus entities and the full-text query from the input. */
async function select(db: Db, input: CheckedInput, options: RelatedWorkOptions): Promise<Selection> {
  const notes: string[] = [];
  const names: Array<{ name: string; role: Role }> = [];
  if (input.method) names.push({ name: input.method, role: 'method' });
  if (input.benchmark) names.push({ name: input.benchmark, role: 'benchmark' });
  if (input.topic) names.push({ name: input.topic, role: 'method' }, { name: input.topic, role: 'benchmark' });
  const texts: string[] = [];
  if (input.topic) texts.push(input.topic);
  const exclude: string[] = [];
  const extra: FocusItem[] = [];

  let own: OwnWork | null = null;
  if (input.abstract) {
    const extract = options.extract ?? extractFacts;
    const x = await extract(input.abstract);
    own = ownWork(input.abstract, x);
    for (const m of [...x.methods, ...x.comparisons.map((c) => ({ name: c.method }))]) names.push({ name: m.name, role: 'method' });
    for (const m of [...x.baselines, ...x.comparisons.map((c) => ({ name: c.baseline }))]) names.push({ name: m.name, role: 'baseline' });
    for (const m of [...x.benchmarks, ...x.introducedBenchmarks]) names.push({ name: m.name, role: 'benchmark' });
    texts.push(input.abstract);
  }

  if (input.paperId) {
    const seed = await seedPaper(db, input.paperId);
    if (!seed) {
      notes.push(`No paper with id ${input.paperId} in the graph.`);
    } else {
      exclude.push(seed.id);
      const role = (type: string): Role => (type === 'PROPOSES' ? 'method' : type === 'COMPARES_WITH' ? 'baseline' : 'benchmark');
      const asRef = (e: RawEntity): EntityRef => ({ key: e.key, name: e.name, longForm: e.longForm ?? null, kind: e.kind });
      for (const e of seed.entities) extra.push({ role: role(e.type), entity: asRef(e) });
      for (const e of seed.beaten) extra.push({ role: 'baseline', entity: asRef(e) });
      texts.push([seed.titleDerived ? '' : seed.title, seed.abstract ?? ''].join(' '));
    }
  }

  const resolved = await resolveFocus(db, names);
  // The input's own method and benchmark come first in `names`; say so when they match nothing.
  [input.method, input.benchmark].filter((n): n is string => n !== null).forEach((name, i) => {
    if (!resolved.some((r) => r.order === i)) notes.push(`No ${names[i]!.role} named "${name}" in the graph.`);
  });
  // A name given as method must not also stand as baseline: the stronger role wins.
  // The user's own methods are new: kept as focus names, first, whether or not the graph knows them.
  const ownFocus: FocusItem[] = (own?.methods ?? []).map((name) => {
    const known = resolved.find((r) => r.role === 'method' && (r.entity.key === entityKey(name) || r.entity.name === name));
    return { role: 'method', entity: known?.entity ?? { key: entityKey(name), name, longForm: null, kind: 'Method' } };
  });
  const focus = dedupeFocus([...ownFocus, ...resolved.filter((f) => f.role !== 'baseline'), ...extra.filter((f) => f.role !== 'baseline'), ...resolved, ...extra]);
  const text = texts.length ? fulltextQuery(texts.join(' ')) : null;
  const named = resolved.filter((r) => r.order < 2 && !input.topic).map((r) => r.entity);
  // A long form that only adds a word to the name ("vanilla GRPO", "ALFWorld Unseen") would match that word alone.
  const longForm = (e: EntityRef) => (e.longForm && !e.longForm.toLowerCase().includes(e.name.toLowerCase()) ? e.longForm : '');
  const nameText = !text && named.length ? fulltextQuery(named.flatMap((e) => [e.name, longForm(e)]).join(' ')) : null;
  return { focus, text, exclude, notes, own, nameText };
}

/** For each dimension (focus entity or text) the strongest reason's weight, summed. */
function paperScore(list: SelectionReason[]): number {
  const strength = new Map<string, number>();
  for (const r of list) strength.set(r.entityKey ?? '', Math.max(strength.get(r.entityKey ?? '') ?? 0, r.weight));
  return Math.round([...strength.values()].reduce((s, w) => s + w, 0) * 1000) / 1000;
}

/**
 * Fetches papers with all their facts (two statements for any number of ids), in
 * the order of `ids`; the other names of the entities they mention go into
 * `aliases` (entity key to names other than the display name), for the verifier.
 */
async function fetchPapers(db: Db, ids: string[], reasons: Map<string, SelectionReason[]>, aliases: Record<string, string[]> = {}, withAbstracts = false): Promise<ContextPaper[]> {
  if (ids.length === 0) return [];
  const noteAliases = (key: string | null, name: string | null, names: string[] | undefined) => {
    if (!key) return;
    const extra = (names ?? []).filter((n) => n !== name);
    if (extra.length === 0) return;
    aliases[key] = [...new Set([...(aliases[key] ?? []), ...extra])].sort();
  };
  const { papers: rows, claims: claimRows } = await papersWithFacts(db, ids, withAbstracts);
  const claimsOf = new Map<string, ComparisonClaim[]>();
  for (const c of claimRows) {
    const ev = evidence(c);
    const claim: ComparisonClaim = {
      winner: ref(c.winner, ev.sentence),
      baseline: ref(c.loser, ev.sentence),
      benchmark: c.benchmark,
      benchmarkKey: c.benchmarkKey,
      metric: c.metric,
      delta: c.delta,
      claimIndex: c.claimIndex,
      model: c.model ?? null,
      baseModel: c.baseModel === true,
      lowerIsBetter: c.lowerIsBetter === true,
      evidence: ev,
    };
    noteAliases(c.winner.key, c.winner.name, c.winner.aliases);
    noteAliases(c.loser.key, c.loser.name, c.loser.aliases);
    noteAliases(c.benchmarkKey, c.benchmark, c.benchmarkAliases);
    claimsOf.set(c.id, [...(claimsOf.get(c.id) ?? []), claim]);
  }
  const byId = new Map<string, ContextPaper>();
  for (const row of rows) {
    for (const f of row.facts) noteAliases(f.key, f.name, f.aliases);
    for (const r of row.results) {
      noteAliases(r.system.key, r.system.name, r.system.aliases);
      noteAliases(r.benchmark.key, r.benchmark.name, r.benchmark.aliases);
    }
    const facts = (type: string): EntityFact[] => row.facts.filter((f) => f.type === type).map((f) => ({ entity: ref(f, f.sentence ?? ''), evidence: evidence(f) }));
    const rs = reasons.get(row.paper.id) ?? [];
    const p = row.paper;
    byId.set(p.id, {
      id: p.id,
      title: p.title,
      titleDerived: p.titleDerived ?? false,
      authors: p.authors ?? [],
      year: p.year ?? null,
      published: p.published ?? null,
      url: p.url ?? null,
      arxivId: p.arxivId ?? null,
      ...(withAbstracts ? { abstract: p.abstract ?? null } : {}),
      score: paperScore(rs),
      reasons: rs,
      proposes: facts('PROPOSES'),
      introduces: facts('INTRODUCES'),
      evaluatesOn: facts('EVALUATES_ON'),
      comparesWith: facts('COMPARES_WITH'),
      usesModels: facts('USES_MODEL'),
      comparisons: claimsOf.get(row.paper.id) ?? [],
      results: row.results.map(
        (r): ReportedResult => ({
          system: ref(r.system, r.sentence ?? ''),
          benchmark: ref(r.benchmark, r.sentence ?? ''),
          metric: r.metric,
          value: r.value,
          model: r.model ?? null,
          lowerIsBetter: r.lowerIsBetter === true,
          evidence: evidence(r),
        }),
      ),
    });
  }
  return ids.map((id) => byId.get(id)).filter((p): p is ContextPaper => p !== undefined);
}

/**
 * The structured context for a related-work section: the input's focus entities
 * and the most relevant papers (at most `limit`, most relevant first; ties by
 * shared facts, then text relevance) with their facts and evidence sentences,
 * and the relevant papers the limit left out (`omitted`). Names that match nothing and a
 * missing full-text index are reported in `notes`; no match at all gives an
 * empty `papers` list, not an error. Throws RelatedWorkInputError on bad input.
 */
export async function relatedWorkContext(db: Db, input: RelatedWorkInput, options: RelatedWorkOptions = {}): Promise<RelatedWorkContext> {
  const checked = checkInput(input);
  const sel = await select(db, checked, options);
  const reasons = new Map<string, SelectionReason[]>();
  const addReason = (id: string, r: SelectionReason) => {
    const list = reasons.get(id) ?? [];
    if (!list.some((x) => x.kind === r.kind && x.entityKey === r.entityKey)) list.push(r);
    reasons.set(id, list);
  };

  const focusRows = sel.focus.map((f) => ({ key: f.entity.key, kind: f.entity.kind, role: f.role }));
  if (focusRows.length) {
    const rows = await candidatePapers(db, focusRows, sel.exclude);
    for (const r of rows) addReason(r.id, { kind: r.reason, entity: r.entity, entityKey: r.entityKey, weight: REASON_WEIGHTS[r.reason] });
  }

  // A method or benchmark given by name: papers that name it in their abstract but hold no fact about it are
  // candidates too, by text alone (the papers that do hold a fact keep their rank: no text is added to them).
  let nameReference = 0;
  let nameTop = 0;
  if (sel.nameText) {
    try {
      const rows = await fulltextPapers(db, sel.nameText, FULLTEXT_CANDIDATES, sel.exclude);
      nameTop = rows[0]?.score ?? 0;
      const five = rows.slice(0, 5).map((r) => r.score);
      nameReference = five[Math.floor((five.length - 1) / 2)] ?? 0;
      for (const r of rows) if (!reasons.has(r.id) && nameTop > 0) addReason(r.id, { kind: 'text-similarity', entity: null, entityKey: null, weight: Math.round((TEXT_WEIGHT * r.score * 1000) / nameTop) / 1000 });
    } catch (error) {
      if ((error as { code?: string }).code !== 'Neo.ClientError.Procedure.ProcedureCallFailed') throw error;
    }
  }

  // The score a text-only paper is measured against: the best match for a long text; for a short topic the median of
  // the five best, so that one paper repeating the phrase many times does not push every other match under the bar.
  let textReference = 0;
  let textTop = 0;
  if (sel.text) {
    try {
      const rows = await fulltextPapers(db, sel.text, FULLTEXT_CANDIDATES, sel.exclude);
      const top = rows[0]?.score ?? 0;
      textTop = top;
      const five = rows.slice(0, 5).map((r) => r.score);
      textReference = checked.abstract || checked.paperId ? top : (five[Math.floor((five.length - 1) / 2)] ?? 0);
      for (const r of rows) {
        if (top > 0) addReason(r.id, { kind: 'text-similarity', entity: null, entityKey: null, weight: Math.round((TEXT_WEIGHT * r.score * 1000) / top) / 1000 });
      }
    } catch (error) {
      if ((error as { code?: string }).code !== 'Neo.ClientError.Procedure.ProcedureCallFailed') throw error;
      sel.notes.push('The full-text index paperText is missing (apply the schema); text similarity was not used.');
    }
  }

  // Ties are broken by how well the paper's text matches the input (its names, topic or abstract), not by id.
  const textScore = new Map<string, number>();
  for (const [id, list] of reasons) for (const r of list) if (r.kind === 'text-similarity') textScore.set(id, r.weight);
  if (!sel.text && reasons.size > 0) {
    const query = fulltextQuery(sel.focus.map((f) => f.entity.name).join(' '));
    if (query) {
      try {
        for (const r of await fulltextPapers(db, query, TIE_CANDIDATES, sel.exclude)) if (reasons.has(r.id)) textScore.set(r.id, r.score);
      } catch (error) {
        if ((error as { code?: string }).code !== 'Neo.ClientError.Procedure.ProcedureCallFailed') throw error;
      }
    }
  }
  const dimensions = [...new Set(sel.focus.map((f) => f.entity.key)), TEXT_DIMENSION];
  // A paper found by full text alone must match at least MIN_TEXT_SHARE as well as the best match: below that it shares a word or two, not a subject.
  // Weights are relative to the best match (TEXT_WEIGHT); the bar is a share of the reference score.
  const share = checked.abstract || checked.paperId ? MIN_TEXT_SHARE_LONG : MIN_TEXT_SHARE;
  const minText = textTop > 0 ? (TEXT_WEIGHT * share * textReference) / textTop : nameTop > 0 ? (TEXT_WEIGHT * share * nameReference) / nameTop : TEXT_WEIGHT * share;
  for (const [id, list] of reasons) if (list.every((r) => r.kind === 'text-similarity' && r.weight < minText)) reasons.delete(id);
  const ranked0 = rankCandidates(reasons, dimensions, MAX_LIMIT + checked.limit, textScore);
  // Papers found by a name in their text alone come after every paper that holds a fact about the input.
  const byFact = (id: string) => (reasons.get(id) ?? []).some((r) => r.kind !== 'text-similarity');
  const order = sel.nameText ? [...ranked0.filter(byFact), ...ranked0.filter((id) => !byFact(id))] : ranked0;
  const ranked = order.slice(0, checked.limit);
  const aliases: Record<string, string[]> = {};
  const papers = await fetchPapers(db, ranked, reasons, aliases, checked.withAbstracts);
  const sortedAliases = Object.fromEntries(Object.keys(aliases).sort().map((k) => [k, aliases[k]!]));
  const omitted = await omittedPapers(db, order, checked.limit, reasons, minText);
  return { focus: { ...focusFrom(sel.focus, checked.topic, sel.exclude[0] ?? null), own: sel.own }, papers, notes: sel.notes, aliases: sortedAliases, omitted };
}

/** Candidates looked up by full text only to break ties. */
const TIE_CANDIDATES = 500;
/** Most left-out papers listed. */
const MAX_OMITTED = 30;

/**
 * The relevant candidates below the limit, in rank order: those sharing a fact
 * with the input, or whose text matches it well enough (`minText`, see
 * MIN_TEXT_SHARE). Each labelled by the first method it proposes (else its title).
 */
async function omittedPapers(db: Db, order: string[], limit: number, reasons: Map<string, SelectionReason[]>, minText: number): Promise<OmittedPaper[]> {
  const relevant = (id: string) => (reasons.get(id) ?? []).some((r) => r.kind !== 'text-similarity' || r.weight >= minText);
  const rest = order
    .map((id, rank) => ({ id, rank }))
    .slice(limit)
    .filter((x) => relevant(x.id))
    .slice(0, MAX_OMITTED);
  const labels = new Map((await paperLabels(db, rest.map((x) => x.id))).map((l) => [l.id, l]));
  return rest.map(({ id, rank }) => {
    const l = labels.get(id);
    const title = l ? (l.title.length > 80 ? `${l.title.slice(0, 79)}…` : l.title) : id;
    const list = reasons.get(id) ?? [];
    return { id, label: l?.methods[0] ?? title, score: paperScore(list), reasons: list.map(reasonText), why: `ranked ${rank + 1}, below the limit of ${limit}` };
  });
}

const TEXT_DIMENSION = '\u0000text';

function byStr(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Orders candidate papers and keeps `limit` of them. A paper's strength on one
 * dimension (a focus entity, or text similarity) is the weight of its strongest
 * reason there; its coverage is the number of dimensions it touches and its
 * score the sum of its strengths. Papers touching the most dimensions come
 * first (by score, then id); the remaining slots go round-robin over the
 * dimensions in input order, each paper counted under its strongest dimension,
 * so that neither the method nor the benchmark crowds out the other. Ties
 * are broken by the number of shared facts (reasons), then by `textScore`
 * (how well the paper's text matches the input), and only then by id.
 * Sorts each paper's reasons in place (strongest first).
 */
export function rankCandidates(reasons: Map<string, SelectionReason[]>, dimensions: string[], limit: number, textScore: Map<string, number> = new Map()): string[] {
  const dimOf = (r: SelectionReason) => r.entityKey ?? TEXT_DIMENSION;
  const stats = new Map<string, { coverage: number; score: number; primary: number }>();
  for (const [id, list] of reasons) {
    list.sort((a, b) => b.weight - a.weight || byStr(a.kind, b.kind) || byStr(a.entityKey ?? '', b.entityKey ?? ''));
    const strength = new Map<string, number>();
    for (const r of list) strength.set(dimOf(r), Math.max(strength.get(dimOf(r)) ?? 0, r.weight));
    let primary = dimensions.length;
    let best = -1;
    dimensions.forEach((d, i) => {
      const w = strength.get(d) ?? -1;
      if (w > best) {
        best = w;
        primary = i;
      }
    });
    const score = Math.round([...strength.values()].reduce((s, w) => s + w, 0) * 1000) / 1000;
    stats.set(id, { coverage: strength.size, score, primary });
  }
  const order = (a: string, b: string) => {
    const x = stats.get(a)!;
    const y = stats.get(b)!;
    return y.coverage - x.coverage || y.score - x.score || reasons.get(b)!.length - reasons.get(a)!.length || (textScore.get(b) ?? 0) - (textScore.get(a) ?? 0) || byStr(a, b);
  };
  const all = [...reasons.keys()].sort(order);
  const maxCoverage = stats.get(all[0] ?? '')?.coverage ?? 0;
  const picked = all.filter((id) => stats.get(id)!.coverage === maxCoverage).slice(0, limit);
  const queues = dimensions.map((_, i) => all.filter((id) => stats.get(id)!.coverage < maxCoverage && stats.get(id)!.primary === i));
  while (picked.length < limit && queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      const next = q.shift();
      if (next !== undefined && picked.length < limit) picked.push(next);
    }
  }
  return picked;
}

/** The cited draft (Markdown, BibTeX, sections) for the input; see relatedWorkContext for selection and errors. */
export async function relatedWork(db: Db, input: RelatedWorkInput, options: RelatedWorkOptions = {}): Promise<RelatedWorkDraft> {
  return generateRelatedWork(await relatedWorkContext(db, input, options), { citations: input.citations === 'latex' ? 'latex' : 'numeric' });
}
