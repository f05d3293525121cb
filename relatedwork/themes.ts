/**
 * Themes by idea: the selected papers grouped by what they share — the
 * baselines they compare against, the benchmarks they evaluate on, and the
 * distinctive words of their own sentences (title and evidence), each weighted
 * by its rarity among the selected papers. Pure and deterministic: features are
 * walked in sorted order, and ties between equally similar groups are broken by
 * the smallest paper id they hold, never by a hash.
 */
import nlp from 'compromise';
import type { ContextPaper } from './types.ts';

/**
 * Words that carry no idea of their own in an ML abstract: English function
 * words, and the words every abstract uses to report (propose, outperform,
 * experiment, benchmark). Curated by reading the terms the clustering found on
 * the bundled corpus; a word is here when it tied unrelated papers together.
 */
export const THEME_STOPWORDS = new Set(
  (
    'a about above after again against all also an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves ' +
    'paper work propose proposed present introduce introduced approach method model show shown result based using use used new novel however existing recent task performance via across further moreover thus first second large language llm ' +
    'experiment demonstrate achieve achieving outperform outperforming improve improving improvement baseline benchmark state-of-the-art strong significantly significant consistently respectively compared comparison evaluate evaluated evaluation extensive prior previous standard simple effective effectively substantially higher lower better average overall several various multiple different without within even often many make makes enable enables allow allows while yet still one two three up upon per rather well key main whether including include includes study studies point margin gain gains framework setting settings success rate accuracy score paradigm additional efficiency avg variant variants component components finding'
  ).split(' '),
);

/** What a theme can be built on: a baseline, a benchmark, or a word (or pair of words) of the papers' own sentences. */
export interface ThemeFeature {
  kind: 'baseline' | 'benchmark' | 'term';
  /** Entity key, or the term as compared (lower case, plural folded). */
  key: string;
  /** As printed: the entity's name, or the term as most papers write it. */
  label: string;
  /** Rarity among the selected papers: ln(papers / papers holding it). */
  weight: number;
  /** Ids of the papers in the group that hold it. */
  papers: string[];
  /** How many of the clustered papers outside the group hold it too (0: it sets the group apart). */
  outside: number;
}

/** A group of papers and the features at least two of them share, most telling first. */
export interface IdeaCluster {
  papers: ContextPaper[];
  shared: ThemeFeature[];
}

/** Two groups are merged while their average similarity is at least this (cosine over rarity-weighted features). */
export const MERGE_THRESHOLD = 0.18;
/** How much more a pair of words weighs than a single word of the same rarity. */
const PAIR_BONUS = 1.5;
/** A word held by more than this share of the papers tells nothing apart. */
const MAX_SHARE = 0.5;

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** "libraries" gives "library", "rates" gives "rate", "process" stays. */
export function foldPlural(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Parts of speech of a text's words (lower case), as compromise tags them; a word tagged several ways keeps every tag. */
function wordTags(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const sentences = nlp(text).json() as Array<{ terms: Array<{ normal?: string; text: string; tags: string[] }> }>;
  for (const sentence of sentences) {
    for (const t of sentence.terms) {
      const word = (t.normal ?? t.text).toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
      const tags = out.get(word) ?? new Set<string>();
      for (const tag of t.tags) tags.add(tag);
      out.set(word, tags);
    }
  }
  return out;
}

/** Terms of a text, by text: the same evidence sentence is read for several inputs. */
const TERM_CACHE = new Map<string, Array<[string, string]>>();
const TERM_CACHE_SIZE = 4000;

/**
 * The words of a text that can carry an idea, each as [compared form, written
 * form]: nouns of three or more letters (hyphenated compounds kept whole, read
 * by their last part: "self-distillation", "skill libraries"), not names (a
 * capital after the first letter, or a digit: "GRPO", "Qwen2.5"), not
 * stopwords; and each pair of such words written next to each other whose
 * first is a noun or adjective ("credit assignment", "sparse rewards").
 */
export function themeTerms(text: string): Array<[string, string]> {
  const cached = TERM_CACHE.get(text);
  if (cached) return cached;
  const tags = wordTags(text);
  const tagged = (word: string, tag: string) => tags.get(word.split('-').at(-1)!.replace(/[^\p{L}\p{N}]/gu, ''))?.has(tag) === true;
  const out: Array<[string, string]> = [];
  for (const sentence of text.split(/(?<=[.!?;:])\s+|[()[\],]/)) {
    // The last two content words before this one, nearest last: pairs and triples end on a noun.
    let before: Array<{ word: [string, string]; modifier: boolean }> = [];
    for (const m of sentence.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)) {
      const raw = m[0];
      const lower = raw.toLowerCase();
      const isName = /\p{N}/u.test(raw) || /\p{Lu}/u.test(raw.slice(1));
      // "empirically", "jointly": compromise sometimes takes a sentence-initial adverb for a noun.
      const adverb = lower.length >= 7 && lower.endsWith('ly');
      // "trains", "scales": a verb compromise also knows as a noun is read as the verb.
      const noun = tagged(lower, 'Noun') && !tagged(lower, 'Pronoun') && !tagged(lower, 'Adverb') && !tagged(lower, 'PresentTense');
      const modifier = noun || tagged(lower, 'Adjective');
      const content = !isName && !adverb && modifier && lower.length >= 3 && !THEME_STOPWORDS.has(lower) && !THEME_STOPWORDS.has(foldPlural(lower));
      if (!content) {
        before = [];
        continue;
      }
      const word: [string, string] = [foldPlural(lower), lower];
      if (noun) {
        out.push(word);
        const [a, b] = [before.at(-2), before.at(-1)];
        if (b?.modifier) out.push([`${b.word[1]} ${word[0]}`, `${b.word[1]} ${word[1]}`]);
        if (a?.modifier && b?.modifier) out.push([`${a.word[1]} ${b.word[1]} ${word[0]}`, `${a.word[1]} ${b.word[1]} ${word[1]}`]);
      }
      before = [...before.slice(-1), { word, modifier }];
    }
  }
  if (TERM_CACHE.size >= TERM_CACHE_SIZE) TERM_CACHE.clear();
  TERM_CACHE.set(text, out);
  return out;
}

/** The text a paper is grouped by: its title and every evidence sentence the graph holds for it. */
function paperText(p: ContextPaper): string {
  const sentences = new Set<string>();
  for (const f of [...p.proposes, ...p.introduces, ...p.evaluatesOn, ...p.comparesWith, ...p.usesModels, ...p.comparisons, ...p.results]) sentences.add(f.evidence.sentence);
  return [p.title.replace(/…$/, ''), ...[...sentences].sort(byString)].join(' ');
}

interface PaperFeatures {
  /** Feature id ("b\u0000grpo", "t\u0000self-distillation") to nothing: the set a paper holds. */
  ids: Set<string>;
}

/** Baselines and benchmarks of a paper, as the generator reads them. */
export interface EntityReader {
  baselines: (p: ContextPaper) => Set<string>;
  benchmarks: (p: ContextPaper) => Set<string>;
  nameOf: (key: string) => string;
}

/**
 * Groups `papers` by idea: agglomerative clustering with average linkage on the
 * cosine similarity of rarity-weighted feature sets (rarity counted over
 * `all`, the whole selection), merging while the best pair is at least
 * MERGE_THRESHOLD similar. Returns the groups of two or more papers, largest
 * first (ties by the first paper's id), each paper in selection order, and the
 * papers left alone in selection order. Features that all of `all` share, or
 * more than half of it, are not used, nor those in `ignore` (feature ids,
 * "baseline\u0000grpo": what a theme's papers all share by construction).
 */
export function clusterByIdea(papers: ContextPaper[], all: ContextPaper[], reader: EntityReader, ignore: string[] = []): { clusters: IdeaCluster[]; alone: ContextPaper[] } {
  const labels = new Map<string, Map<string, number>>();
  const featuresOf = new Map<string, PaperFeatures>();
  for (const p of all) {
    const ids = new Set<string>();
    for (const k of reader.baselines(p)) ids.add(`baseline\u0000${k}`);
    for (const k of reader.benchmarks(p)) ids.add(`benchmark\u0000${k}`);
    for (const id of ignore) ids.delete(id);
    for (const [term, written] of themeTerms(paperText(p))) {
      const id = `term\u0000${term}`;
      ids.add(id);
      const forms = labels.get(id) ?? new Map<string, number>();
      forms.set(written, (forms.get(written) ?? 0) + 1);
      labels.set(id, forms);
    }
    featuresOf.set(p.id, { ids });
  }
  const df = new Map<string, number>();
  for (const f of featuresOf.values()) for (const id of f.ids) df.set(id, (df.get(id) ?? 0) + 1);
  const n = all.length;
  const weight = (id: string) => {
    const d = df.get(id) ?? 0;
    if (d < 2 || d > Math.max(2, Math.floor(n * MAX_SHARE))) return 0;
    // A pair of words ("credit assignment") says more than either word alone.
    return Math.log(n / d) * (id.includes(' ') ? PAIR_BONUS : 1);
  };
  const vectors = new Map<string, Array<[string, number]>>();
  for (const p of papers) {
    const v = [...featuresOf.get(p.id)!.ids].map((id) => [id, weight(id)] as [string, number]).filter(([, w]) => w > 0).sort((a, b) => byString(a[0], b[0]));
    vectors.set(p.id, v);
  }
  const norm = (v: Array<[string, number]>) => Math.sqrt(v.reduce((s, [, w]) => s + w * w, 0));
  const sim = new Map<string, number>();
  const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  for (const [i, a] of papers.entries()) {
    const va = vectors.get(a.id)!;
    const wa = new Map(va);
    for (const b of papers.slice(i + 1)) {
      const vb = vectors.get(b.id)!;
      let dot = 0;
      for (const [id, w] of vb) if (wa.has(id)) dot += w * w;
      const d = norm(va) * norm(vb);
      sim.set(pairKey(a.id, b.id), d === 0 ? 0 : dot / d);
    }
  }
  let groups: string[][] = papers.map((p) => [p.id]);
  const minId = (g: string[]) => [...g].sort(byString)[0]!;
  const linkage = (g: string[], h: string[]) => {
    let s = 0;
    for (const a of g) for (const b of h) s += sim.get(pairKey(a, b)) ?? 0;
    return s / (g.length * h.length);
  };
  for (;;) {
    let best: { i: number; j: number; s: number; tie: string } | null = null;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const s = linkage(groups[i]!, groups[j]!);
        if (s < MERGE_THRESHOLD) continue;
        const tie = [minId(groups[i]!), minId(groups[j]!)].sort(byString).join('\u0000');
        // Equal similarity (to 1e-12): the pair whose smallest ids come first.
        if (!best || s > best.s + 1e-12 || (Math.abs(s - best.s) <= 1e-12 && tie < best.tie)) best = { i, j, s, tie };
      }
    }
    if (!best) break;
    const merged = [...groups[best.i]!, ...groups[best.j]!];
    groups = [...groups.filter((_, k) => k !== best!.i && k !== best!.j), merged];
  }
  const order = new Map(papers.map((p, i) => [p.id, i]));
  const byId = new Map(papers.map((p) => [p.id, p]));
  const inOrder = (g: string[]) => [...g].sort((a, b) => order.get(a)! - order.get(b)!);
  const clusters = groups
    .filter((g) => g.length >= 2)
    .map((g) => {
      const ids = inOrder(g);
      const members = ids.map((id) => byId.get(id)!);
      const held = new Map<string, string[]>();
      for (const id of ids) for (const [f] of vectors.get(id)!) held.set(f, [...(held.get(f) ?? []), id]);
      const shared: ThemeFeature[] = [...held]
        .filter(([, holders]) => holders.length >= 2)
        .map(([f, holders]) => {
          const [kind, key] = f.split('\u0000') as [ThemeFeature['kind'], string];
          const forms = [...(labels.get(f) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1] || byString(a[0], b[0]));
          const label = kind === 'term' ? (forms[0]?.[0] ?? key) : reader.nameOf(key);
          const outside = papers.filter((p) => !ids.includes(p.id) && vectors.get(p.id)!.some(([id]) => id === f)).length;
          return { kind, key, label, weight: weight(f), papers: holders, outside };
        })
        .sort((a, b) => b.weight * b.papers.length - a.weight * a.papers.length || Number(b.key.includes(' ')) - Number(a.key.includes(' ')) || byString(a.kind, b.kind) || byString(a.key, b.key));
      return { papers: members, shared: dropContained(shared) };
    })
    // Papers that share single words only ("action") have no idea in common a reader would name.
    .filter((c) => c.shared.some((f) => f.kind !== 'term' || f.key.includes(' ')))
    .sort((a, b) => b.papers.length - a.papers.length || order.get(a.papers[0]!.id)! - order.get(b.papers[0]!.id)!);
  const inCluster = new Set(clusters.flatMap((c) => c.papers.map((p) => p.id)));
  return { clusters, alone: papers.filter((p) => !inCluster.has(p.id)) };
}

/** A term written inside another listed term ("reinforcement learning" in "agentic reinforcement learning", "reasoning" in "mathematical reasoning") is not listed again. */
function dropContained(features: ThemeFeature[]): ThemeFeature[] {
  const inside = (short: string, long: string) => long !== short && ` ${long} `.includes(` ${short} `);
  return features.filter((f) => !(f.kind === 'term' && features.some((g) => g.kind === 'term' && inside(f.key, g.key))));
}
