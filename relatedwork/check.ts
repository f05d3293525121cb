/**
 * The fact verifier: before a stored fact becomes a sentence, its whole content
 * is checked against the sentence it was extracted from. A claim must have its
 * winner (or the paper's own method, which an abstract calls "it" or "our
 * method"), its loser, its benchmark and its backbone named in the evidence
 * (each by its name, long form or an alias), its margin written there, its
 * metric written next to that margin (not elsewhere in the sentence: "improves
 * Avg@32 by 35.41 points, … and more than doubles Pass@32" binds 35.41 to
 * Avg@32 only), the margin not sitting in another system's parentheses, and its
 * direction (a reduction for lower-is-better) stated near the margin. A score
 * must be written with its system, benchmark, metric and backbone, and a
 * before-figure ("from 81.4% to 3.6%") belongs only to the system the paper
 * improves on. Each check returns null when the fact holds, else the reason.
 * Pure code.
 */
import type { ComparisonClaim, ContextPaper, EntityFact, EntityRef, ReportedResult, SentenceFact } from './types.ts';

export type Aliases = Record<string, string[]>;

/** LaTeX escapes undone ("97.4\\%" reads "97.4%"), whitespace collapsed. */
export function plainText(text: string): string {
  return text.replace(/\\([%&#_$])/g, '$1').replace(/\s+/g, ' ').trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern for a name that tolerates spacing and hyphenation differences
 * ("Qwen2.5-7B", "Qwen2.5 7B"), case-insensitive, bounded by non-word characters.
 */
function namePattern(name: string): RegExp | null {
  const parts = name
    .normalize('NFKC')
    .split(/[\s\-_‐-―]+/u)
    .filter(Boolean)
    .map(escapeRegExp);
  if (parts.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])${parts.join('[\\s\\-_‐-―]*')}(?![\\p{L}\\p{N}])`, 'iu');
}

/** Positions in `text` where any of `names` is written (first match of each name). */
function namePositions(text: string, names: string[]): Array<{ at: number; len: number }> {
  const out: Array<{ at: number; len: number }> = [];
  for (const n of names) {
    const re = namePattern(n);
    if (!re) continue;
    const m = re.exec(text);
    if (m) out.push({ at: m.index, len: m[0].length });
  }
  return out;
}

/** The names an entity may be written with: its surface name, long form and aliases. */
export function namesOf(e: Pick<EntityRef, 'key' | 'name' | 'longForm'>, aliases: Aliases): string[] {
  const names = [e.name, e.longForm ?? '', ...(aliases[e.key] ?? [])].map((n) => n.trim()).filter((n) => n.length > 0);
  return [...new Set(names)];
}

/** True when `text` names the entity (by any of its names). */
export function names(text: string, e: Pick<EntityRef, 'key' | 'name' | 'longForm'>, aliases: Aliases): boolean {
  return namePositions(plainText(text), namesOf(e, aliases)).length > 0;
}

function namesString(text: string, name: string, key: string | null, aliases: Aliases): boolean {
  return names(text, { key: key ?? '', name, longForm: null }, aliases);
}

/** A metric written in the text: as stored, or singular/plural of it ("success rate", "success rates"). */
function metricPositions(text: string, metric: string): number[] {
  const m = metric.trim();
  const variants = new Set([m, m.replace(/s$/i, ''), `${m}s`]);
  const out: number[] = [];
  for (const v of variants) {
    const re = namePattern(v);
    if (!re) continue;
    const g = new RegExp(re.source, 'giu');
    for (const hit of text.matchAll(g)) out.push(hit.index);
  }
  return out;
}

/** Where the margin or value is written: the text itself, or else its first number. */
function figurePositions(text: string, figure: string): Array<{ at: number; len: number }> {
  const f = plainText(figure).replace(/^by\s+/i, '');
  const out: Array<{ at: number; len: number }> = [];
  let at = text.indexOf(f);
  while (at >= 0) {
    out.push({ at, len: f.length });
    at = text.indexOf(f, at + 1);
  }
  if (out.length) return out;
  const numbers = f.match(/\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length === 0 || !numbers.every((n) => new RegExp(`(?<![\\d.])${escapeRegExp(n)}(?![\\d]|\\.\\d)`).test(text))) return [];
  const re = new RegExp(`(?<![\\d.])${escapeRegExp(numbers[0]!)}(?![\\d]|\\.\\d)`, 'g');
  for (const m of text.matchAll(re)) out.push({ at: m.index, len: numbers[0]!.length });
  return out;
}

/** Most characters between a metric and the margin it qualifies. */
const METRIC_WINDOW = 60;
/** A figure of its own (another margin or score) between a metric and a margin unbinds them. */
const FIGURE = /\d+(?:\.\d+)?\s*(?:%|pp\b|points?\b|percentage points\b|×|x\b)/;
const REDUCTION = /\b(?:reduc\w*|fewer|lower\w*|less|decreas\w*|cut\w*|shorter|drops?|dropp\w*|sav\w*|smaller|shrink\w*|fall\w*)\b/i;
const GAIN = /\b(?:improv\w*|higher|increas\w*|gains?|boost\w*|rais\w*|outperform\w*|surpass\w*|better|more)\b/i;
/** Metrics whose smaller number is better, as the reader knows them. */
const LOWER_METRIC = /\b(?:error|errors|loss|perplexity|ppl|fid|latency|cost|costs|turns?|steps?|tokens?|time|memory|wer|cer|regret|violations?|unsafe|toxicity|hallucinations?)\b/i;

/**
 * True when `metric` is written within METRIC_WINDOW characters of the figure
 * at `at`, with no other figure in between. A list that shares one metric
 * ("improves mean success from 24.70% to 48.78% on ScienceWorld, from 53.36%
 * to 85.26% on ALFWorld") binds it to every margin: `siblings` (the texts of
 * the other claims' margins and benchmarks with the same metric in the same
 * sentence) are skipped when measuring.
 */
function metricBound(text: string, metric: string, figure: { at: number; len: number }, siblings: string[] = []): boolean {
  for (const m of metricPositions(text, metric)) {
    const [from, to] = m < figure.at ? [m + metric.length - 1, figure.at] : [figure.at + figure.len, m];
    let between = text.slice(Math.max(from, 0), to);
    for (const s of [...siblings].sort((a, b) => b.length - a.length)) if (s) between = between.split(s).join(' ');
    if (between.length > METRIC_WINDOW) continue;
    if (FIGURE.test(between)) continue;
    return true;
  }
  return false;
}

/** A figure written in another system's parentheses ("GPT-4o (+40.3%)") belongs to that system. */
function parenthesizedFor(text: string, figure: { at: number }, otherNames: string[]): string | null {
  const before = text.slice(0, figure.at);
  const m = /\(\s*[+\-−]?\s*$/.exec(before);
  if (!m) return null;
  const head = before.slice(0, m.index).trimEnd();
  for (const n of otherNames) {
    const re = namePattern(n);
    if (!re) continue;
    const tail = new RegExp(`${re.source}$`, 'iu');
    if (tail.test(head)) return n;
  }
  return null;
}

/** Keys of the methods the paper proposes: an abstract may call them "it", "our method", "the resulting model". */
function ownKeys(paper: ContextPaper): Set<string> {
  return new Set(paper.proposes.map((f) => f.entity.key));
}

const FROM_TO = (value: string) => new RegExp(`\\bfrom\\s+(?:an?\\s+|the\\s+)?(?:\\w+\\s+){0,3}?${escapeRegExp(value)}\\s+to\\b`, 'i');
const TO_AFTER_FROM = (value: string) => new RegExp(`\\bfrom\\s+[^,;]{1,40}?\\s+to\\s+${escapeRegExp(value)}`, 'i');

/**
 * Checks a comparison claim against its evidence sentence. `paper` gives the
 * paper's own methods (the winner may be called "it") and its other claims on
 * the same sentence (whose losers' parentheses a margin must not sit in).
 */
export function checkClaim(c: ComparisonClaim, paper: ContextPaper, aliases: Aliases = {}): string | null {
  const text = plainText(c.evidence.sentence);
  if (!text) return 'no evidence sentence';
  if (!c.baseModel && improvesOn(text, c.baseline, aliases)) return `the evidence says the method improves ${c.baseline.name} itself (its effectiveness, its performance), not that it beats it`;
  if (!names(text, c.winner, aliases) && !ownKeys(paper).has(c.winner.key)) return `winner ${c.winner.name} is not named in the evidence`;
  if (!names(text, c.baseline, aliases)) return `${c.baseModel ? 'base model' : 'loser'} ${c.baseline.name} is not named in the evidence`;
  if (c.winner.key === c.baseline.key) return 'winner and loser are the same';
  if (c.benchmark && !namesString(text, c.benchmark, c.benchmarkKey, aliases)) return `benchmark ${c.benchmark} is not named in the evidence`;
  if (c.model && !namesString(text, c.model, null, aliases) && !Object.entries(aliases).some(([, a]) => a.includes(c.model!) && a.some((x) => namesString(text, x, null, {})))) {
    return `model ${c.model} is not named in the evidence`;
  }
  if (c.metric && metricPositions(text, c.metric).length === 0) return `metric ${c.metric} is not in the evidence`;
  if (!c.baseModel && c.model && namesOf(c.baseline, aliases).some((n) => n.toLowerCase() === c.model!.toLowerCase())) return `${c.baseline.name} is the backbone the result was obtained with, not a competitor`;
  if (!c.delta) {
    if (c.lowerIsBetter && !c.metric) return 'a reduction with neither metric nor margin: nothing a reader could check';
    if (c.lowerIsBetter && !REDUCTION.test(text) && !(c.metric && LOWER_METRIC.test(c.metric))) return 'a reduction is claimed but the evidence states none';
    return null;
  }
  const figures = figurePositions(text, c.delta);
  if (figures.length === 0) return `margin ${plainText(c.delta)} is not in the evidence`;
  const others = paper.comparisons
    .filter((o) => o !== c && o.evidence.sentence === c.evidence.sentence && o.baseline.key !== c.baseline.key)
    .flatMap((o) => namesOf(o.baseline, aliases))
    .filter((n) => !namesOf(c.baseline, aliases).includes(n));
  const free = figures.filter((f) => parenthesizedFor(text, f, others) === null);
  if (free.length === 0) return `margin ${plainText(c.delta)} is written for ${parenthesizedFor(text, figures[0]!, others)}, not ${c.baseline.name}`;
  const siblings = paper.comparisons
    .filter((o) => o !== c && o.metric === c.metric && plainText(o.evidence.sentence) === text)
    .flatMap((o) => [o.delta ? plainText(o.delta).replace(/^by\s+/i, '') : '', o.benchmark ?? '']);
  // "outperforming GPT-4o (+40.3%), OpenAI-o3 (+18.3%), and GRPO (+14.0%)": a margin in its own loser's
  // parentheses shares the metric the sentence states before the list.
  const listed = (f: { at: number }) => parenthesizedFor(text, f, namesOf(c.baseline, aliases)) !== null && metricPositions(text, c.metric!).some((m) => m < f.at);
  if (c.metric && !free.some((f) => metricBound(text, c.metric!, f, siblings) || listed(f))) return `metric ${c.metric} is not written with the margin ${plainText(c.delta)}`;
  const near = (f: { at: number; len: number }) => text.slice(Math.max(0, f.at - 50), f.at + f.len + 40);
  const before = (f: { at: number }) => text.slice(Math.max(0, f.at - 35), f.at);
  if (c.lowerIsBetter && !free.some((f) => REDUCTION.test(near(f)) || LOWER_METRIC.test(near(f))) && !(c.metric && LOWER_METRIC.test(c.metric))) {
    return 'a reduction is claimed but the evidence states none near the margin';
  }
  if (!c.lowerIsBetter && !/^from\b/i.test(plainText(c.delta)) && free.every((f) => REDUCTION.test(before(f)) && !GAIN.test(before(f)))) {
    return 'the evidence states a reduction, the claim a gain';
  }
  return null;
}

/**
 * Checks a reported score against its evidence sentence: system (or the paper's
 * own method), benchmark, value, metric and backbone written there; a
 * before-figure ("from 81.4% to …") only for a system the paper's claims on the
 * same sentence improve on; an after-figure only for a winner or the paper's
 * own method; the value not in another system's parentheses.
 */
export function checkResult(r: ReportedResult, paper: ContextPaper, aliases: Aliases = {}): string | null {
  const text = plainText(r.evidence.sentence);
  if (!text) return 'no evidence sentence';
  const own = ownKeys(paper).has(r.system.key);
  if (!names(text, r.system, aliases) && !own) return `system ${r.system.name} is not named in the evidence`;
  if (!names(text, r.benchmark, aliases)) return `benchmark ${r.benchmark.name} is not named in the evidence`;
  const value = plainText(r.value);
  const figures = figurePositions(text, value);
  if (figures.length === 0) return `value ${value} is not in the evidence`;
  if (r.metric && metricPositions(text, r.metric).length === 0 && !value.toLowerCase().includes(r.metric.toLowerCase())) return `metric ${r.metric} is not in the evidence`;
  if (r.model && !namesString(text, r.model, null, aliases)) return `model ${r.model} is not named in the evidence`;
  const sameSentence = paper.comparisons.filter((c) => plainText(c.evidence.sentence) === text);
  const number = value.match(/\d+(?:\.\d+)?%?/)?.[0] ?? value;
  if (FROM_TO(number).test(text) && !sameSentence.some((c) => c.baseline.key === r.system.key)) {
    return `${value} is the figure before the change, not a score of ${r.system.name}`;
  }
  if (TO_AFTER_FROM(number).test(text) && !FROM_TO(number).test(text) && !own && !sameSentence.some((c) => c.winner.key === r.system.key)) {
    return `${value} is the figure after the change made by the paper's method, not a score of ${r.system.name}`;
  }
  const others = [...paper.comparisons.flatMap((c) => [c.winner, c.baseline]), ...paper.results.map((x) => x.system), ...paper.comparesWith.map((f) => f.entity)]
    .filter((e) => e.key !== r.system.key)
    .flatMap((e) => namesOf(e, aliases))
    .filter((n) => !namesOf(r.system, aliases).includes(n));
  if (figures.every((f) => parenthesizedFor(text, f, others) !== null)) return `${value} is written for ${parenthesizedFor(text, figures[0]!, others)}, not ${r.system.name}`;
  return null;
}

/** Checks an entity fact (proposes, evaluates on, compares with, introduces): the entity is named in its evidence. */
export function checkEntityFact(f: EntityFact, aliases: Aliases = {}): string | null {
  if (!f.evidence.sentence) return 'no evidence sentence';
  if (!names(f.evidence.sentence, f.entity, aliases)) return `${f.entity.name} is not named in the evidence`;
  if (f.entity.kind === 'Benchmark' && describedAsMethod(plainText(f.evidence.sentence), f.entity, aliases)) return `${f.entity.name} is described in the evidence as a method, not a benchmark`;
  return null;
}

/** "It relies on AdaGoal, a novel goal selection scheme that …": the name stands for a method, whatever it was stored as. */
function describedAsMethod(text: string, e: Pick<EntityRef, 'key' | 'name' | 'longForm'>, aliases: Aliases): boolean {
  return namesOf(e, aliases).some((n) => {
    const re = namePattern(n);
    return re !== null && new RegExp(`${re.source}\\s*,\\s+(?:a|an)\\s+(?:[\\p{L}-]+\\s+){0,4}?(?:scheme|method|algorithm|technique|approach|framework|strategy|mechanism|objective|loss)\\b`, 'iu').test(text);
  });
}

/** Checks a baseline (COMPARES_WITH) fact: named in its evidence, and not the backbone the paper builds on. */
export function checkBaselineFact(f: EntityFact, paper: ContextPaper, aliases: Aliases = {}): string | null {
  const problem = checkEntityFact(f, aliases);
  if (problem) return problem;
  if (paper.usesModels.some((m) => m.entity.key === f.entity.key)) return `${f.entity.name} is a model the paper builds on, not a baseline`;
  const text = plainText(f.evidence.sentence);
  for (const n of namesOf(f.entity, aliases)) {
    const re = namePattern(n);
    if (re && new RegExp(`\\b(?:with|using|on top of|based on|built on|backbone|base model)\\s+(?:the\\s+)?(?:\\S+\\s+)?${re.source}`, 'iu').test(text)) {
      if (!new RegExp(`\\b(?:than|over|against|outperform\\w*|surpass\\w*|baselines?|compared (?:to|with)|versus|vs\\.?)\\s+(?:\\S+\\s+){0,6}?${re.source}`, 'iu').test(text)) {
        return `${f.entity.name} is written as the backbone, not a baseline`;
      }
    }
  }
  return null;
}

/** A fact as it may be written: the stored one, or a weaker one without a condition its evidence does not state. */
export interface Verdict<T> {
  /** The fact to write (possibly without benchmark, margin or backbone), or null when it cannot be written. */
  fact: T | null;
  /** Why the fact, or a part of it, was refused. */
  reasons: string[];
}

/**
 * The claim as it may be written. A benchmark, backbone or margin that its
 * evidence sentence does not write is left out (the rest of the claim still
 * holds: "ToMPO outperforms GRPO" when "35%" is stated elsewhere); every other
 * failed check (a loser or metric not there, a margin of another system, a
 * direction the sentence does not state) refuses the whole claim.
 */
export function verifyClaim(c: ComparisonClaim, paper: ContextPaper, aliases: Aliases = {}): Verdict<ComparisonClaim> {
  const text = plainText(c.evidence.sentence);
  const reasons: string[] = [];
  let claim = c;
  if (claim.benchmark && !namesString(text, claim.benchmark, claim.benchmarkKey, aliases)) {
    reasons.push(`benchmark ${claim.benchmark} is not named in the evidence (written without it)`);
    claim = { ...claim, benchmark: null, benchmarkKey: null };
  }
  if (claim.model && !claim.baseModel && !namesString(text, claim.model, null, aliases)) {
    reasons.push(`model ${claim.model} is not named in the evidence (written without it)`);
    claim = { ...claim, model: null };
  }
  if (claim.delta && figurePositions(text, claim.delta).length === 0) {
    reasons.push(`margin ${plainText(claim.delta)} is not in the evidence (written without it)`);
    claim = { ...claim, delta: null };
  }
  // "by 2.75, 1.67, and 1.94 points on Qwen3-1.7B, 4B, and 8B, respectively": one backbone does not hold for every figure;
  // the evidence's own words say what each margin is for, and are written with them.
  if (numbersOfFigure(claim.delta).length > 1 && /\brespectively\b/i.test(text)) {
    if (claim.model) {
      reasons.push(`the margins ${plainText(claim.delta!)} are for different backbones, respectively, not all for ${claim.model} (written without it)`);
      claim = { ...claim, model: null };
    }
    const phrase = respectivelyPhrase(text, claim.delta!);
    if (phrase) claim = { ...claim, respectively: phrase };
  }
  if (!claim.baseModel && gainTo(text, claim.baseline, aliases)) {
    reasons.push(`the evidence writes a gain the method brings to ${claim.baseline.name}, not a win over it (written as a gain)`);
    claim = { ...claim, baseModel: true };
  }
  const problem = checkClaim(claim, paper, aliases);
  if (problem) return { fact: null, reasons: [...reasons, problem] };
  if (claim.benchmark && claim.delta) {
    const note = benchmarkNote(text, claim.benchmark, claim.benchmarkKey, claim.delta, aliases);
    if (note) claim = { ...claim, benchmarkNote: note };
  }
  return { fact: claim, reasons };
}

/**
 * "from 24.70% to 48.78% on ScienceWorld (4B student)": a short condition in
 * parentheses right after the benchmark that follows the margin, without a
 * figure of its own; null when there is none.
 */
export function benchmarkNote(text: string, benchmark: string, key: string | null, delta: string, aliases: Aliases): string | null {
  const figure = plainText(delta).replace(/^by\s+/i, '');
  const at = text.indexOf(figure);
  if (at < 0) return null;
  const after = text.slice(at + figure.length, at + figure.length + 80);
  for (const n of namesOf({ key: key ?? '', name: benchmark, longForm: null }, aliases)) {
    const re = namePattern(n);
    if (!re) continue;
    const m = new RegExp(`^\\s*(?:on|in)\\s+(?:the\\s+)?${re.source}\\s*\\(([^()]{2,30})\\)`, 'iu').exec(after);
    const note = m?.[1]?.trim();
    if (note && note.split(/\s+/).length <= 4 && !/[%×]|\d+\.\d/.test(note)) return note;
  }
  return null;
}

/**
 * "boosting Qwen2.5-7B-Instruct by 18.7%", "improves Qwen3-1.7B by", "boosting A by 9.1% … and B by 18.7%":
 * a gain brought to the model, which is no competitor ("improves accuracy over B by" is a win).
 */
export function gainTo(text: string, loser: Pick<EntityRef, 'key' | 'name' | 'longForm'>, aliases: Aliases): boolean {
  return namesOf(loser, aliases).some((n) => {
    const re = namePattern(n);
    return re !== null && new RegExp(`\\b(?:boost\\w*|rais\\w*|lift\\w*|improv\\w*|enhanc\\w*)\\s+(?:(?!\\b(?:over|than|against|compared|relative|versus|vs|outperform\\w*)\\b)(?:[^;.]|\\.(?=\\d))){0,80}?(?<![\\p{L}\\p{N}])${re.source}(?:'s)?\\s+(?:by|from)\\b`, 'iu').test(text);
  });
}

/**
 * What several margins are for, in the evidence's words: "by 1.9 and 4.1
 * percentage points on the general-purpose Qwen3-VL-8B-Thinking and
 * specialized EvoCUA-8B backbones, respectively" gives "on the general-purpose
 * Qwen3-VL-8B-Thinking and specialized EvoCUA-8B backbones". Null when the
 * margin is not followed by such a phrase.
 */
export function respectivelyPhrase(text: string, delta: string): string | null {
  const figure = plainText(delta).replace(/^by\s+/i, '');
  const at = text.indexOf(figure);
  if (at < 0) return null;
  const m = /^\s*,?\s*((?:on|with|for|across|using)\s+(?:[^;.]|\.(?=\d)){3,120}?),?\s+respectively\b/i.exec(text.slice(at + figure.length));
  return m?.[1] ?? null;
}

/** Numbers written in a margin ("2.75, 1.67, and 1.94 points" has three). */
function numbersOfFigure(delta: string | null): string[] {
  return delta ? (plainText(delta).match(/\d+(?:\.\d+)?/g) ?? []) : [];
}

/**
 * "SCOUT also consistently improves the effectiveness of on-policy distillation":
 * the method makes the other better (works with it), no win over it.
 */
export function improvesOn(text: string, loser: Pick<EntityRef, 'key' | 'name' | 'longForm'>, aliases: Aliases): boolean {
  return namesOf(loser, aliases).some((n) => {
    const re = namePattern(n);
    return re !== null && new RegExp(`\\b(?:improv\\w*|enhanc\\w*|boost\\w*|strengthen\\w*)\\s+the\\s+(?:effectiveness|performance|efficiency|quality|stability|robustness|accuracy)\\s+of\\s+(?:the\\s+)?${re.source}`, 'iu').test(text);
  });
}

/** The score as it may be written: without a backbone its evidence does not write; else checked as a whole (checkResult). */
export function verifyResult(r: ReportedResult, paper: ContextPaper, aliases: Aliases = {}): Verdict<ReportedResult> {
  const reasons: string[] = [];
  let result = r;
  if (result.model && !namesString(plainText(r.evidence.sentence), result.model, null, aliases)) {
    reasons.push(`model ${result.model} is not named in the evidence (written without it)`);
    result = { ...result, model: null };
  }
  const problem = checkResult(result, paper, aliases);
  if (problem) return { fact: null, reasons: [...reasons, problem] };
  return { fact: result, reasons };
}

/** The printed sentence as plain text: citations and Markdown escapes removed. */
function printedText(text: string): string {
  return plainText(text.replace(/\[\d+(?:, \d+)*\]|\\cite\{[^}]*\}/g, ' ').replace(/\\([\\`*_[\]<>|])/g, '$1'));
}

function numbersOf(text: string): string[] {
  return text.match(/\d+(?:\.\d+)?/g) ?? [];
}

/** The sentence writes `what` (case-insensitive, spacing and hyphens tolerated). */
function writes(text: string, what: string): boolean {
  return namesString(text, what, null, {});
}

/**
 * Checks a printed sentence against the stored facts it was rendered from,
 * each as a whole: every fact passes its evidence check (checkClaim,
 * checkResult, checkEntityFact), and the sentence states each fact as stored:
 * a claim's winner, loser, benchmark, metric, margin and backbone are written,
 * a base-model gain reads as a gain to that model ("raises X's …", "improves its
 * base model X"), never as a win, and a lower-is-better claim as a reduction; a
 * score's system, value, benchmark, metric and backbone are written; an entity
 * fact's entity is named. Every number in the sentence belongs to one of its
 * facts (a margin, a value, or a name such as "AIME 2024"). Returns null when
 * the sentence holds, else the first problem.
 */
export function checkSentence(text: string, facts: SentenceFact[], paperOf: (id: string) => ContextPaper | undefined, aliases: Aliases = {}): string | null {
  const t = printedText(text);
  if (facts.length === 0) return 'the sentence states no stored fact';
  const figures: string[] = [];
  const nameTexts: string[] = [];
  for (const f of facts) {
    const paper = paperOf(f.paperId);
    if (!paper) return `paper ${f.paperId} is not in the context`;
    if (f.kind === 'claim') {
      const c = f.fact;
      const problem = checkClaim(c, paper, aliases);
      if (problem) return problem;
      for (const [role, e] of [['winner', c.winner], [c.baseModel ? 'base model' : 'loser', c.baseline]] as const) if (!names(t, e, aliases)) return `the sentence does not name the ${role} ${e.name}`;
      if (c.benchmark && !namesString(t, c.benchmark, c.benchmarkKey, aliases)) return `the sentence does not name the benchmark ${c.benchmark}`;
      if (c.metric && !writes(t, c.metric)) return `the sentence does not write the metric ${c.metric}`;
      if (c.delta && !numbersOf(plainText(c.delta)).every((n) => t.includes(n))) return `the sentence does not write the margin ${c.delta}`;
      if (c.model && !c.baseModel && !writes(t, c.model)) return `the sentence does not write the backbone ${c.model}`;
      const possessive = namesOf(c.baseline, aliases).some((n) => {
        const re = namePattern(n);
        return re !== null && new RegExp(`\\b(?:raises|improves|reduces|lowers)\\s+${re.source}(?:’|')s\\b`, 'iu').test(t);
      });
      if (c.baseModel && !possessive && !/\bits base model\b/i.test(t)) return `a gain over the base model ${c.baseline.name} is not written as one`;
      if (!c.baseModel && /\bits base model\b/i.test(t) && !facts.some((g) => g.kind === 'claim' && g.fact.baseModel)) return 'a win is written as a gain over a base model';
      if (c.lowerIsBetter && !/\b(?:reduces|lowers|fewer|less)\b/i.test(t)) return `a lower-is-better change (${c.metric ?? 'cost'}) is not written as a reduction`;
      figures.push(`${c.delta ?? ''} ${c.respectively ?? ''}`);
      nameTexts.push(...namesOf(c.winner, aliases), ...namesOf(c.baseline, aliases), c.benchmark ?? '', c.metric ?? '', c.model ?? '', c.benchmarkNote ?? '');
    } else if (f.kind === 'result') {
      const r = f.fact;
      const problem = checkResult(r, paper, aliases);
      if (problem) return problem;
      if (!names(t, r.system, aliases)) return `the sentence does not name the system ${r.system.name}`;
      if (!names(t, r.benchmark, aliases)) return `the sentence does not name the benchmark ${r.benchmark.name}`;
      if (!numbersOf(plainText(r.value)).every((n) => t.includes(n))) return `the sentence does not write the value ${r.value}`;
      if (r.metric && !writes(t, r.metric) && !plainText(r.value).toLowerCase().includes(r.metric.toLowerCase())) return `the sentence does not write the metric ${r.metric}`;
      if (r.model && !writes(t, r.model)) return `the sentence does not write the backbone ${r.model}`;
      figures.push(r.value);
      nameTexts.push(...namesOf(r.system, aliases), ...namesOf(r.benchmark, aliases), r.metric ?? '', r.model ?? '');
    } else {
      const problem = f.kind === 'comparesWith' ? checkBaselineFact(f.fact, paper, aliases) : checkEntityFact(f.fact, aliases);
      if (problem) return problem;
      if (!names(t, f.fact.entity, aliases)) return `the sentence does not name ${f.fact.entity.name}`;
      nameTexts.push(...namesOf(f.fact.entity, aliases));
    }
  }
  // Numbers the sentence writes outside any name must be the facts' own figures.
  let rest = t;
  for (const n of [...new Set(nameTexts.filter(Boolean))].sort((a, b) => b.length - a.length)) {
    const re = namePattern(n);
    if (re) rest = rest.replace(new RegExp(re.source, 'giu'), ' ');
  }
  const allowed = new Set(figures.flatMap((f) => numbersOf(plainText(f))));
  const stray = numbersOf(rest).find((n) => !allowed.has(n));
  return stray ? `the number ${stray} is not a figure of the facts the sentence states` : null;
}
