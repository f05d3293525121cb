/**
 * The contract between extraction (pure code in `ingest/`) and the graph writer
 * (`graph/`). Extraction never touches the database; it yields these plain
 * records, and the writer stores nothing else.
 */

/** The kinds of named entity in the graph, each a node label (schema/GRAPH.md); defined here once. */
export const ENTITY_KINDS = ['Method', 'Model', 'Benchmark'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
/** A named system: a method, or a pretrained model. */
export type SystemKind = Exclude<EntityKind, 'Benchmark'>;

/** Where a fact came from: the sentence, its offsets in the abstract, and why. */
export interface Evidence {
  /** The sentence as it appears in the (whitespace-collapsed) abstract. */
  sentence: string;
  /** Character offset of the sentence in the abstract text, inclusive. */
  start: number;
  /** Character offset of the end of the sentence, exclusive. */
  end: number;
  /** Name of the rule that produced the fact, e.g. "comparison/outperforms". */
  rule: string;
  /** Version of the extractor that produced the fact (see EXTRACTOR_VERSION). */
  extractorVersion: string;
}

/** A named entity as written in one abstract. */
export interface Mention {
  /** Canonical surface form in this abstract (usually the short name or acronym). */
  name: string;
  /** Other surface forms for the same entity in this abstract (long form, split names). */
  aliases: string[];
  evidence: Evidence;
}

/** A margin such as "+14.0%", "23.5 points", "1.7-2.4x", "from 24.70% to 48.78%". */
export interface Margin {
  /** The margin exactly as written. */
  text: string;
  /** The main number (for a range, its upper end; for "from A to B", B - A); null when none parses. */
  value: number | null;
  /** "%", "pp" (percentage points), "points", "x" (times), or null. */
  unit: string | null;
  /** For "from A to B" margins. */
  from?: number | null;
  to?: number | null;
}

/** "method beats baseline on benchmark (by delta)". */
export interface ComparisonFact {
  method: string;
  baseline: string;
  /** Canonical benchmark name, or null when the sentence names none. */
  benchmark: string | null;
  metric: string | null;
  /** The margin as written, or null. */
  delta: string | null;
  margin: Margin | null;
  /** The backbone the claim was obtained with, when the abstract binds one to it; for a base-model gain, the base model. */
  model: string | null;
  /** True when the loser is the method's own base model (a gain the method brings to it, not a win over a competitor). */
  baseModel: boolean;
  /** True when the winning number is the smaller one (error, cost, turns: "reduces … by 10.4%"). */
  lowerIsBetter: boolean;
  evidence: Evidence;
}

/** "method scores value on benchmark". */
export interface ResultFact {
  method: string;
  benchmark: string;
  metric: string | null;
  /** The value as written, with its unit: "82.3%", "63.5% overall score". */
  value: string;
  /** First number of the value, or null. */
  number: number | null;
  unit: string | null;
  /** The backbone the score was obtained with ("With Qwen2.5-7B, it reaches 82.3%"), or null. */
  model: string | null;
  /** The metric's canonical name ("success rate" for "success rates", "task success"), or null. */
  metricKey: string | null;
  /** Whether a smaller number is better for this metric (error, perplexity, turns, cost). */
  lowerIsBetter: boolean;
  evidence: Evidence;
}

/** Everything extracted from one abstract. */
export interface Extraction {
  methods: Mention[];
  benchmarks: Mention[];
  introducedBenchmarks: Mention[];
  baselines: Mention[];
  models: Mention[];
  comparisons: ComparisonFact[];
  results: ResultFact[];
}

/** A paper as read from an input file, before extraction. */
/**
 * What extraction reads of one paper: its abstract alone, or its abstract and its
 * own title ("X: …" names what the paper introduces). A string is an abstract alone.
 */
export type ExtractInput = string | { text: string; title?: string | null };

export interface PaperRecord {
  /**
   * The primary id: the arXiv id when given, else the record's own id (the
   * user's `id`, a BibTeX key, a Semantic Scholar or OpenAlex id), else its DOI,
   * else sha1 of the whitespace-collapsed text (first 12 hex).
   */
  id: string;
  /** The abstract, whitespace collapsed to single spaces. */
  text: string;
  title: string;
  /** True when the title was derived from the text because none was given. */
  titleDerived: boolean;
  authors: string[];
  /** ISO date (YYYY-MM-DD) or null. */
  published: string | null;
  url: string | null;
  arxivId: string | null;
  /**
   * Every id the record arrived with, canonical (ingest/formats/ids.ts): bare
   * arXiv id, lower-case DOI, Semantic Scholar and OpenAlex ids, the user's own
   * id or BibTeX key. Empty for a paper known only by its text.
   */
  ids: string[];
  /** Lower-case DOI without prefix, or null. */
  doi: string | null;
  /** Publication year: given, or the year of `published`; null when unknown. */
  year: number | null;
  /** Subject categories as the source gives them ("cs.CL", "Computer Science"). */
  categories: string[];
  /** Journal, conference or journal-ref, or null. */
  venue: string | null;
  /** Where the record was read: "file:line". */
  source: string;
}

/** A paper with its extracted facts: the only thing the writer stores. */
export interface ExtractedPaper {
  paper: PaperRecord;
  extraction: Extraction;
}
