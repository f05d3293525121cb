/**
 * The related-work contract: what the graph selection hands the generator (a
 * `RelatedWorkContext`: the chosen papers with their facts and the sentences that
 * state them) and what the generator returns (a `RelatedWorkDraft`). The context
 * is plain data, so any other writer (an LLM prompt, a LaTeX template) can use it
 * as it is.
 */
import type { EntityKind } from '../ingest/types.ts';

/** What the researcher works on. At least one field must be given. */
export interface RelatedWorkInput {
  /** A method or model name, any alias ("GRPO"). */
  method?: string | null;
  /** A benchmark name, any alias ("ALFWorld"). */
  benchmark?: string | null;
  /** Free text matched against titles and abstracts ("credit assignment"). */
  topic?: string | null;
  /** A paper in the graph: find work related to it (the paper itself is not cited). */
  paperId?: string | null;
  /** The researcher's own draft abstract. */
  abstract?: string | null;
  /** Most papers selected (default DEFAULT_LIMIT, at most MAX_LIMIT). */
  limit?: number | null;
  /** How the draft cites (default numeric). */
  citations?: CitationStyle | null;
  /** Carry each selected paper's abstract in the context (off by default: the facts and their sentences are usually enough). */
  withAbstracts?: boolean | null;
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;

/** The kinds of entity, defined once in ingest/types.ts. */
export type { EntityKind };

/** A graph entity as the paper names it. */
export interface EntityRef {
  key: string;
  /** The surface form this paper uses when the graph knows it, else the entity's display name. */
  name: string;
  longForm: string | null;
  kind: EntityKind;
}

/** Where a fact is stated. */
export interface FactEvidence {
  /** The sentence, verbatim from the abstract. */
  sentence: string;
  start: number | null;
  end: number | null;
  rule: string | null;
}

/** One entity-level fact: the paper proposes, evaluates on, introduces, compares with or uses it. */
export interface EntityFact {
  entity: EntityRef;
  evidence: FactEvidence;
}

/**
 * "winner beats baseline on benchmark (by delta)", as stored on one OUTPERFORMS
 * relationship, or "winner raises its own base model (baseline) by delta", as
 * stored on one IMPROVES relationship (`baseModel` true).
 */
export interface ComparisonClaim {
  winner: EntityRef;
  baseline: EntityRef;
  /** Benchmark name as stored on the claim, or null when its sentence names none. */
  benchmark: string | null;
  benchmarkKey: string | null;
  metric: string | null;
  /** The margin exactly as written, or null. */
  delta: string | null;
  claimIndex: number;
  /** The backbone the claim was obtained with, as stored (for a base-model gain, the base model); absent or null when none. */
  model?: string | null;
  /** True for a gain over the method's own base model (an IMPROVES relationship), never a win over a competitor. */
  baseModel?: boolean;
  /** True when the winning number is the smaller one (turns, error, cost): written as a reduction. */
  lowerIsBetter?: boolean;
  /** Set by the verifier, never stored: the evidence's own words for what several margins are for, respectively ("on Qwen3-1.7B, 4B, and 8B"). */
  respectively?: string | null;
  /** Set by the verifier, never stored: a short condition the evidence writes in parentheses after the benchmark ("ScienceWorld (4B student)"). */
  benchmarkNote?: string | null;
  evidence: FactEvidence;
}

/** A reported score. */
export interface ReportedResult {
  system: EntityRef;
  benchmark: EntityRef;
  metric: string | null;
  /** The value exactly as written. */
  value: string;
  /** The backbone the score was obtained with ("82.3% with Qwen2.5-7B"), when stored. */
  model?: string | null;
  /** Whether a smaller number is better for this metric (error, turns, cost). */
  lowerIsBetter?: boolean;
  evidence: FactEvidence;
}

/** Why a paper was selected; `weight` adds up to its relevance score. */
export interface SelectionReason {
  kind:
    | 'proposes-method'
    | 'improves-on-method'
    | 'compares-with-method'
    | 'uses-method'
    | 'introduces-benchmark'
    | 'evaluates-on-benchmark'
    | 'reports-on-benchmark'
    | 'shares-baseline'
    | 'text-similarity';
  /** Display name of the entity it is about (null for text similarity). */
  entity: string | null;
  /** Key of that entity (null for text similarity). */
  entityKey: string | null;
  weight: number;
}

export interface ContextPaper {
  id: string;
  title: string;
  titleDerived: boolean;
  authors: string[];
  year: number | null;
  published: string | null;
  url: string | null;
  arxivId: string | null;
  /** The abstract, only when the input asked for it (`withAbstracts`). */
  abstract?: string | null;
  /** Relevance: for each focus entity the weight of its strongest reason, plus text similarity. */
  score: number;
  reasons: SelectionReason[];
  proposes: EntityFact[];
  introduces: EntityFact[];
  evaluatesOn: EntityFact[];
  comparesWith: EntityFact[];
  usesModels: EntityFact[];
  comparisons: ComparisonClaim[];
  results: ReportedResult[];
}

/** The entities the input resolved to; the generator builds its first themes on them. */
export interface RelatedWorkFocus {
  /** Methods the input names; for a draft abstract its own new methods come first, kept even when the graph does not know them. */
  methods: EntityRef[];
  benchmarks: EntityRef[];
  /** Baselines named in the user's abstract (or the seed paper), when given. */
  baselines: EntityRef[];
  /** Words given as the topic, when given. */
  topic: string | null;
  /** The seed paper, when `paperId` was given. */
  paperId: string | null;
  /** What the user's own draft abstract says about its work, when `abstract` was given. */
  own?: OwnWork | null;
}

/** The user's work as the extractor reads their draft abstract: positioned against the prior work in each theme. */
export interface OwnWork {
  /** The methods the abstract proposes, as written (new, so usually not in the graph). */
  methods: string[];
  /** Description of the first method, quoted from the abstract ("a turn-level advantage estimator for LLM agents"), or null. */
  description: string | null;
  benchmarks: string[];
  baselines: string[];
  /** The abstract's own claims, each a short sentence ("StepWise outperforms GRPO on ALFWorld by 6.2%"). */
  claims: Array<{ method: string; baseline: string; benchmark: string | null; metric: string | null; delta: string | null; sentence: string }>;
  /** How the abstract says the method differs from prior work ("StepWise estimates advantages per turn"), when it says so, else null. */
  contrast: string | null;
}

export interface RelatedWorkContext {
  focus: RelatedWorkFocus;
  /** Selected papers, most relevant first (ties by id). */
  papers: ContextPaper[];
  /** Plain-language notes on the selection (a name that resolved to nothing, a missing index). */
  notes: string[];
  /** Other names of the entities the papers mention (entity key to aliases), used to check sentences against their evidence. */
  aliases?: Record<string, string[]>;
  /** Relevant papers the selection left out (below the limit), best first: the coverage the draft does not show. */
  omitted?: OmittedPaper[];
}

/** A relevant paper that was not selected, or selected and not cited, and why. */
export interface OmittedPaper {
  id: string;
  /** What the paper proposes (its first method's name) or its title, for the reader. */
  label: string;
  score: number;
  /** Its selection reasons as short strings ("improves-on-method GRPO"). */
  reasons: string[];
  /** Why it is not in the draft ("below the limit of 10: rank 14"). */
  why: string;
}

export interface DraftSection {
  title: string;
  paragraphs: string[];
  /** Citation numbers used in this section, ascending. */
  citations: number[];
}

export interface DraftReference {
  number: number;
  /** BibTeX key. */
  key: string;
  paperId: string;
  /** The reference line as printed under "References". */
  text: string;
}

/** A sentence the generator built but did not print, because its fact did not pass verification. */
export interface DroppedSentence {
  paperId: string;
  /** What the sentence would have said. */
  text: string;
  /** Why the verifier refused it ("benchmark AIME 2024 not in the evidence"). */
  reason: string;
  /** True when only a part (a benchmark, margin or backbone the evidence does not state) was left out and the rest written. */
  partial?: boolean;
}

export interface RelatedWorkDraft {
  markdown: string;
  bibtex: string;
  sections: DraftSection[];
  references: DraftReference[];
  /** Sentences refused by the verifier (also listed in a comment at the end of the Markdown). */
  dropped: DroppedSentence[];
  /** Relevant papers not cited: left out by the limit, or selected with nothing the verifier could pass (also in a comment at the end). */
  omitted: OmittedPaper[];
  /** Every printed factual sentence with the facts it states, each checked whole (check.ts, checkSentence). */
  sentences?: SentenceRecord[];
}

/** How citations are written: `[1, 2]` with a numbered reference list, or LaTeX `\cite{key1,key2}` with the BibTeX keys. */
export type CitationStyle = 'numeric' | 'latex';

/** A stored fact a printed sentence states, with the paper that holds it. */
export type SentenceFact =
  | { kind: 'claim'; paperId: string; fact: ComparisonClaim }
  | { kind: 'result'; paperId: string; fact: ReportedResult }
  | { kind: 'proposes' | 'introduces' | 'evaluatesOn' | 'comparesWith'; paperId: string; fact: EntityFact };

/** A printed factual sentence and the stored facts it was rendered from (what the sentence check verified). */
export interface SentenceRecord {
  text: string;
  facts: SentenceFact[];
}
