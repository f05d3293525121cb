/**
 * The conditions of a claim (ANNOTATION.md, "Conditions of a claim"):
 * - `baseModel`: the loser is the method's own base model, which the method
 *   improves ("boosting Qwen3-VL-8B-Thinking by 9.1%", "fine-tuning VICUNA on
 *   FLAN … significant improvements"), not a competitor it beats;
 * - `model`: the one backbone the claim or score was obtained with, when the
 *   abstract binds it ("With Qwen2.5-7B, it reaches 82.3%"; for a base-model gain,
 *   the base model itself); null when none or several are named;
 * - `lowerIsBetter`: the winning number is the smaller one ("reduces turns by
 *   10.4%", "cuts unsafe outputs from 81.4% to 3.6%", lower error or cost).
 * Each is one named rule with its reason; each reads the claim's own sentence
 * and the abstract's other mentions of the loser.
 */
import { AND_VERB, backboneVariant, CLAUSE, CLAUSE_VERB, CONTRAST_CLAUSE, entitiesIn, frontedEnd, lastClause, modelTrainedOn, opensByTraining, TREATED_MODEL } from './claim-sides.ts';
import { LIST_JOIN, type Doc, type Entity } from './doc.ts';
import { metricDirection } from './metrics.ts';
import { METHOD_NOUN } from './introductions.ts';
import { VALUE_SEPARATOR } from './numbers.ts';
import { LOWER_WORDS, RIVAL_TRAINED_BEFORE } from './lexicon.ts';
import type { Margin } from '../types.ts';
import type { Sentence } from './sentences.ts';

export interface Conditions {
  model: Entity | null;
  baseModel: boolean;
  lowerIsBetter: boolean;
}

/** Claim rules that already mean "the method improves this model". */
const BASE_RULES = new Set(['comparison/improves-base-model', 'comparison/trains-base-model']);
/** The rules of a win on a cost read after a tie or a win ("with 2.5x less compute": the smaller number wins; "while running 3x faster"). */
export const COST_RULE = /^comparison\/(?:tie|win)-(cheaper|faster)$/;
/** The rules of a win whose own cue names a cost ("uses 38% fewer tokens than GRPO", "runs 2x faster than X", "needs less memory than X"). */
const COST_CUE_RULE = /^comparison\/(?:fewer|less|faster|cheaper|smaller)$/;

/** A win on a cost ("while using 40% fewer tokens than GRPO", "with 2.5x less compute"). */
export function isCostRule(rule: string): boolean {
  return COST_RULE.test(rule) || COST_CUE_RULE.test(rule);
}

/** A comparison frame that names no quality of its own: what it holds is the measure written with it. */
const FRAME_RULE = /^comparison\/(?:compared|relative|versus|vs\.?|against|over)$/;

/**
 * Whether two claims of one triple are a win on a cost beside a win on quality, two records ("outperforms GRPO on GSM8K
 * while using 40% fewer tokens than GRPO"); not when a frame only holds the cost's margin ("Compared to MoE-Infinity, it
 * serves Mixtral-8x7B with 1.6x lower latency": one win, on latency).
 */
export function costBesideWin(a: { rule: string; delta: { text: string } | null }, b: { rule: string; delta: { text: string } | null }): boolean {
  if (isCostRule(a.rule) === isCostRule(b.rule)) return false;
  const frame = FRAME_RULE.test(isCostRule(a.rule) ? b.rule : a.rule);
  return !(frame && a.delta && b.delta && a.delta.text === b.delta.text);
}
/**
 * Two statements of a win over the same loser in different sentences, each with a margin of its own ("outperforming LoRA by
 * 6.5% on LLaMA-7B" … "for the pruned model, 5.7% higher average accuracy than LoRA"): two records, the conditions of the
 * second being what the first does not hold. The same margin written again is one claim restated.
 */
export function marginsApart(a: { sentence: { index: number }; delta: { text: string } | null }, b: { sentence: { index: number }; delta: { text: string } | null }): boolean {
  return a.sentence.index !== b.sentence.index && !!a.delta && !!b.delta && a.delta.text.trim() !== b.delta.text.trim();
}
/** A model that is the direct object of an improvement ("could further improve LLaMA-3.1-8B-Instruct", "a win rate improvement of Llama-3-8B-Instruct"). */
const IMPROVED_DIRECTLY = /\b(?:(?:improv(?:e|es|ed|ing)|boost(?:s|ed|ing)?|enhanc(?:e|es|ed|ing)|lift(?:s|ed|ing)?|rais(?:e|es|ed|ing))(?:\s+the(?:\s+[\p{Ll}-]+){1,3}?\s+of)?|(?:reduc(?:e|es|ed|ing)|lower(?:s|ed|ing)?|cut(?:s|ting)?|decreas(?:e|es|ed|ing))\s+the(?:\s+[\p{Ll}-]+){1,3}?\s+of|improvements?\s+(?:\w+\s+){0,2}?of|gains?\s+(?:\w+\s+){0,2}?(?:of|for))\s+(?:the\s+|both\s+|an?\s+)?$/iu;
/**
 * Words right after a loser model that make it the method's own model run without the method ("over GPT-4o without visual
 * editing", "GPT-4o alone") or name it as its base ("over the Qwen2.5-7B base model", "the Llama-3-8B backbone").
 */
const WITHOUT_AFTER = /^\s\(?(?:alone\b|without\s|w\/o\s|base\s+(?:model|LLM|policy)\b|backbone\b)/i;
/** Words right before a loser that make it the method's own starting point ("the base Qwen3-1.7B", "our baseline Qwen2.5-VL"). */
const BASE_WORD = /\b(?:base|backbone|underlying|original|vanilla|initial|starting|its|their|our\s+baseline)\s+(?:model\s+)?$|\b(?:base model|backbone|base LLM),\s$/i;
/** A model the method is built from, written anywhere in the abstract ("by finetuning OpenVLA", "distilled from HoVLE", "continue pretraining Mistral-7B", "we turn a pretrained Llama-2 7B into …"). */
const BUILT_FROM = /\b(?:by\s+training|fine-?tun(?:e|es|ed|ing)|finetun(?:e|es|ed|ing)|(?:continu(?:e|es|ed|ing)|further)\s+(?:pre-?|post-?)?train(?:s|ed|ing)?|distill(?:ed|ing)? from|buil(?:t|ds?|ding) (?:on|upon)|based on|initiali[sz]ed (?:from|with)|trained from|train(?:s|ed)?\s+[\w.-]+\s+from|on top of|starting from|applied to|appl(?:y|ies|ying)\s+(?:[\w.-]+\s+){1,4}?to|adapt(?:s|ed|ing)?|(?:turn|convert)(?:s|ed|ing)?|(?:extension|variant|adaptation|improved version) of|(?:enhanc|improv|boost|strengthen)(?:e|es|ed|ing)\s+the\s+(?:[\w-]+\s+){0,3}?(?:abilit(?:y|ies)|capabilit(?:y|ies)|skills?)\s+of)\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,3}?$/i;
/** A model named as the setting of a sentence or claim ("With Qwen2.5-7B,", "using GPT-4o as the backbone", "on Llama-3-8B", "when pre-training Llama 2-7B"). */
const SETTING_BEFORE = /\b(?:with|using|on|for|under|via|when (?:[a-z]+(?:-[a-z]+)*ing|applied to|paired with)|built on|based on|backed by|powered by)\s+(?:the\s+|a\s+)?(?:same\s+)?(?:base\s+|backbone\s+)?$/i;
/** "on par with ", "competitive with ", "compared with ": a "with" that names what is compared, not the setting. */
const COMPARED_WITH = /\b(?:par|competitive|comparable|compared|compares|comparing|level|tied|ties)\s+with\s+(?:the\s+|a\s+)?$/i;
/** "the perplexity of ", "the success rate of ": a measure taken of the model named next. */
const MEASURE_OF_BEFORE = /\b(?:perplexity|accuracy|latency|throughput|error(?:\s+rate)?|success\s+rate|memory(?:\s+footprint)?)\s+of\s+(?:the\s+)?$/i;
/** Words of a claim that make the smaller number the better one. */
const LOWER_CUE = new RegExp(String.raw`\b(?:${LOWER_WORDS})\b`, 'i');
/** Plural words for the systems a win is over that are no system nouns of METHOD_NOUN. */
const RIVALS = /^(?:baselines|counterparts|competitors|alternatives)$/i;
/** "outperforms smaller models", "the lighter YOLO detectors", "less capable LLMs": a comparative before the class of the systems beaten. */
const LOSER_COMPARATIVE = /\b(?:smaller|lighter|less\s+(?:capable|powerful))((?:\s+[\w-]+){1,3})/gi;
/** The claim's words without comparatives that describe the systems beaten rather than the measure. */
function withoutDescribedLosers(words: string): string {
  const beaten = (w: string) => w.endsWith('s') && (METHOD_NOUN.test(w) || RIVALS.test(w));
  return words.replace(LOSER_COMPARATIVE, (all, after: string) => (after.trim().split(/\s+/).some(beaten) ? ' ' : all));
}
/** Whether a built-from phrase ("by finetuning", "we turn a pretrained") comes right before the span at `start`. */
function builtFromAt(doc: Doc, start: number, sentence: number): boolean {
  const before = doc.text.slice(Math.max(0, start - 50), start);
  if (BUILT_FROM.test(before) && !RIVAL_TRAINED_BEFORE.test(before)) return true;
  // "Training Qwen2.5-Math-7B on 12K problems …, EAPO achieves …": a sentence that opens by training a model builds on it.
  const s = doc.sentences[sentence];
  return !!s && start - s.start <= 60 && opensByTraining(doc, s, start);
}

/** Whether a span is built from, or coordinated with one that is ("We apply X to A and B": B too). */
function builtFromSpan(doc: Doc, i: number): boolean {
  const span = doc.spans[i];
  if (!span) return false;
  if (builtFromAt(doc, span.start, span.sentence)) return true;
  const prev = doc.spans[i - 1];
  return !!prev && prev.sentence === span.sentence && /^(?:,\s(?:and\s)?|\sand\s)$/.test(doc.text.slice(prev.end, span.start)) && builtFromSpan(doc, i - 1);
}

export function mentionedBuiltFrom(doc: Doc, loser: Entity): boolean {
  return doc.spans.some((span, i) => doc.at.get(span.start) === loser && builtFromSpan(doc, i));
}

/**
 * Of several models the abstract builds from, the one whose built-from mention comes last before
 * `before` ("Converting a pretrained GPT-2 into … We finally turn a pretrained Llama-2 7B into …
 * Hedgehog-Llama2 7B achieves … over the base model" gives Llama-2 7B). Null when none precedes.
 */
export function lastBuiltFrom(doc: Doc, models: Entity[], before: number): Entity | null {
  const mention = doc.spans.findLast((span, i) => span.start < before && models.includes(doc.at.get(span.start) as Entity) && builtFromSpan(doc, i));
  return mention ? (doc.at.get(mention.start) ?? null) : null;
}

/**
 * The one model the paper's method is built from anywhere in the abstract ("Fine-tuned from
 * LLaMa-3-8B, RATIONALYST …", "we use SelfCodeAlign with CodeQwen1.5-7B"): the condition of its
 * claims whose own sentence names none. Null when the abstract builds on several or none.
 */
function builtFrom(doc: Doc, exclude: Entity[], s: Sentence): Entity | null {
  const found = builtFromCandidates(doc).filter((m) => !exclude.includes(m));
  if (found.length === 1) return found[0] ?? null;
  // "Converting a pretrained GPT-2 into … achieves 16.7 perplexity" (and Llama-2 7B built from later): of several, the one the claim's own sentence builds from.
  const built = builtFromBySentence(doc).get(s.index);
  const here = built ? found.filter((m) => built.has(m)) : [];
  if (here.length === 1) return here[0] ?? null;
  const carried = carriedSetting(doc, found, s);
  if (carried) return carried;
  // "ScreenSage-72B … from Qwen2.5-VL-72B-Instruct and ScreenSage-7B from Qwen2.5-VL-7B-Instruct": of several, the one of the winner's own size.
  const size = SIZE.exec(exclude[0]?.name ?? '')?.[1];
  const sized = size ? found.filter((m) => SIZE.exec(m.name)?.[1] === size) : [];
  return sized.length === 1 ? (sized[0] ?? null) : null;
}

/**
 * "With Qwen2.5-VL-7B-Instruct as the policy, ReNav attains … ReNav also surpasses AgentTrek …": of several models the
 * abstract builds from, the one the sentence right before sets as its setting. Null when that sentence sets several or
 * none (carried further, until another sentence sets one, it mended one more of the probes' model conditions and broke
 * two more).
 */
function carriedSetting(doc: Doc, found: Entity[], s: Sentence): Entity | null {
  const before = doc.sentences[s.index - 1];
  const set = before ? settingModels(doc, before, []).filter((m) => found.includes(m)) : [];
  return set.length === 1 ? (set[0] ?? null) : null;
}
/** A parameter count in a name: "-72B", " 8B", "-1.5B". */
const SIZE = /(?:^|[-\s_])(\d+(?:\.\d+)?[BM])(?![\p{L}\d])/iu;

/**
 * The models an abstract names as a setting it builds from, whatever the claim: builtFrom reads them once per
 * document (a claim's sides are set aside afterwards), not once per claim and result over every sentence, which
 * made an abstract of hundreds of claim sentences quadratic. Read after the rules have settled every role.
 */
const candidatesOf = new WeakMap<Doc, Entity[]>();
function builtFromCandidates(doc: Doc): Entity[] {
  let found = candidatesOf.get(doc);
  if (!found) {
    const set = new Set<Entity>();
    for (const s of doc.sentences) for (const m of settingModels(doc, s, [])) if (mentionedBuiltFrom(doc, m) || frontedEnd(s) > s.start) set.add(m);
    // "we train Forge-Coder-14B from Qwen2.5-Coder-14B-Instruct": a model a built-from phrase names is one, setting or not.
    // It stays one when a claim also compares with it ("Initialized from Contriever, CurNeg … improves over Contriever by 6.2 points").
    for (const e of doc.entities.values()) if (e.roles.has('model') && !e.roles.has('method') && mentionedBuiltFrom(doc, e)) set.add(e);
    found = [...set];
    candidatesOf.set(doc, found);
  }
  return found;
}

/** Per sentence, the models a built-from phrase in it names: read once per document, not once per claim. */
const builtBySentenceOf = new WeakMap<Doc, Map<number, Set<Entity>>>();
function builtFromBySentence(doc: Doc): Map<number, Set<Entity>> {
  let bySentence = builtBySentenceOf.get(doc);
  if (!bySentence) {
    bySentence = new Map();
    for (const [i, span] of doc.spans.entries()) {
      const e = doc.at.get(span.start);
      if (!e || !builtFromSpan(doc, i)) continue;
      const set = bySentence.get(span.sentence) ?? new Set<Entity>();
      bySentence.set(span.sentence, set.add(e));
    }
    builtBySentenceOf.set(doc, bySentence);
  }
  return bySentence;
}

/** "Our Qwen2.5-Math-7B model trained with FooRL": a model the sentence trains with a method. */
const TRAINED_WITH_AFTER = /^\s(?:(?:model|backbone|policy)\s)?(?:trained|fine-?tuned|finetuned|optimi[sz]ed|aligned|post-trained)\s(?:with|using|by|via|under)\b/i;

/** "52% for ", "0.746 AUC for the ": a score, then the name that owns it. */
const SCORE_OWNER_BEFORE = /\d(?:\.\d+)?\s?\\?%?(?:\s[A-Za-z@-]{1,8})?\s+for\s+(?:the\s+)?$/;

/**
 * The models named in a sentence as its setting, other than the claim's own sides. Read for the claim's own sentence
 * (`own`) and naming no other, a model the sentence opens by training or a measure taken of a model counts too;
 * neither says what the abstract as a whole builds on.
 */
function settingModels(doc: Doc, s: Sentence, exclude: Entity[], own = false): Entity[] {
  const out: Entity[] = [];
  const weaker: Entity[] = [];
  const fronted = frontedEnd(s);
  let lastSettingEnd = -1;
  for (const x of entitiesIn(doc, s.start, s.end)) {
    if (exclude.includes(x.e) || !x.e.roles.has('model') || x.e.roles.has('method') || out.includes(x.e)) continue;
    const before = doc.text.slice(Math.max(s.start, x.start - 40), x.start);
    // "compared with 52% for OpenVLA and 61% for pi0": the owner of a score is compared, not the setting.
    if (SCORE_OWNER_BEFORE.test(before)) continue;
    // "Fine-tuning Mistral-7B with Zeta yields …": the model a sentence opens by training is its setting; so is the one a measure is of ("the perplexity of Mamba-1.4B").
    // "on OPT-6.7B and OPT-30B": a model coordinated with a setting is a setting too, so the claim names several.
    const coordinated = lastSettingEnd >= 0 && LIST_JOIN.test(doc.text.slice(lastSettingEnd, x.start));
    // "our Swin-T model achieves …": the backbone of the paper's model is its setting; so is "ZorbNet (Qwen2.5-7B)".
    if (coordinated || x.start < fronted || (SETTING_BEFORE.test(before) && !COMPARED_WITH.test(before)) || TREATED_MODEL.test(before) || TRAINED_WITH_AFTER.test(doc.text.slice(x.end, x.end + 40)) || backboneVariant(doc, s, x) || methodInParentheses(doc, s, x)) {
      out.push(x.e);
      lastSettingEnd = x.end;
    } else if (own && (opensByTraining(doc, s, x.start) || MEASURE_OF_BEFORE.test(before))) weaker.push(x.e);
  }
  return out.length ? out : weaker;
}

/** "ZorbNet (Qwen2.5-7B) outperforms …": a model alone in parentheses right after a method of the paper is what it runs on. */
function methodInParentheses(doc: Doc, s: Sentence, x: { start: number; end: number }): boolean {
  if (!/\(\s?$/.test(doc.text.slice(Math.max(s.start, x.start - 2), x.start)) || !/^\s?\)/.test(doc.text.slice(x.end, x.end + 2))) return false;
  const open = doc.text.lastIndexOf('(', x.start);
  const prev = entitiesIn(doc, s.start, open).pop();
  return !!prev && prev.e.roles.has('method') && /^\s?$/.test(doc.text.slice(prev.end, open));
}

/** " and outperforms", " and improves": a second verb of the same subject, whose words are its own. */
const NEXT_VERB = new RegExp(String.raw`\s(?:and|but)\s(?=(?:\w+ly\s)?${CLAUSE_VERB}\s)`, 'i');

/** Whether a claim's smaller number wins, from its own words between winner and margin and its metric. */
export function isLowerBetter(doc: Doc, s: Sentence, metric: string | null, from: number, to: number): boolean {
  // "…, and on LongBench it beats PI by 3.6 points": a claim in a clause of its own reads its direction from that clause only.
  const head = doc.text.slice(Math.max(s.start, from), Math.max(to, from));
  const opened = lastClause(head);
  if (opened) from = Math.max(s.start, from) + (opened.index ?? 0);
  const span = doc.text.slice(Math.max(s.start, from), Math.min(s.end, Math.max(to, from) + 40));
  // "surpasses ReAct while using 35% fewer steps": a clause of its own says nothing of this claim's direction.
  const inner = Math.max(0, Math.max(to, from) - Math.max(s.start, from));
  // "… over nnU-Net, respectively, and reduces Betti number errors by 37%": nor does a coordinated clause, with its comma or
  // without ("… than DiT-S/2 and saves 75.7% GPU memory").
  const tail = span.slice(inner);
  const cut = [CONTRAST_CLAUSE.exec(tail), CLAUSE.exec(tail), AND_VERB.exec(tail)].filter((m) => m !== null).sort((a, b) => a.index - b.index)[0];
  const whole = cut ? span.slice(0, inner + cut.index) : span;
  // "reduces the hallucination rate of GPT-4 … and outperforms SelfCheckGPT by 8.4 points": the last verb before the loser speaks for it.
  const words = whole.split(NEXT_VERB).pop() ?? whole;
  const direction = metricDirection(metric);
  if (direction) return direction === 'lower';
  return LOWER_CUE.test(withoutDescribedLosers(words)) && !/\b(?:higher|more accurate|better)\b/i.test(words.slice(0, 30));
}

/** The conditions of one comparison claim. */
export function claimConditions(doc: Doc, claim: { winner: Entity; loser: Entity; sentence: Sentence; rule: string; metric: string | null; delta?: { start: number; margin: Margin } | null; model?: Entity | null }): Conditions {
  const { loser, sentence: s } = claim;
  // The loser's mention nearest the claim's margin: "improves clDice by 4.3 points …, and reduces errors by 37% compared with the clDice loss".
  const mentions = entitiesIn(doc, s.start, s.end).filter((x) => x.e === loser);
  const marginAt = claim.delta?.start;
  const nearest = marginAt === undefined ? mentions[0] : mentions.reduce<(typeof mentions)[number] | undefined>((best, x) => (!best || Math.abs(x.start - marginAt) < Math.abs(best.start - marginAt) ? x : best), undefined);
  const loserAt = nearest?.start ?? s.start;
  const isModel = loser.roles.has('model') && !loser.roles.has('method');
  const baseModel =
    BASE_RULES.has(claim.rule) ||
    (isModel && BASE_WORD.test(doc.text.slice(Math.max(s.start, loserAt - 25), loserAt))) ||
    (isModel && !!nearest && WITHOUT_AFTER.test(doc.text.slice(nearest.end, nearest.end + 12))) ||
    (isModel && IMPROVED_DIRECTLY.test(doc.text.slice(Math.max(s.start, loserAt - 60), loserAt))) ||
    // "improves Mistral-7B's accuracy … and Llama-3-8B's by 4.4 points": a model the improvement verb takes as its object, first or coordinated.
    (isModel && claim.rule === 'comparison/improves-directly') ||
    (isModel && mentionedBuiltFrom(doc, loser));
  const settings = settingModels(doc, s, [claim.winner, loser], true);
  const model = baseModel ? loser : claim.model !== undefined ? claim.model : settings.length === 1 ? (settings[0] ?? null) : settings.length === 0 && claim.winner.roles.has('method') ? builtFrom(doc, [claim.winner, loser], claim.sentence) : null;
  const winnerAt = entitiesIn(doc, s.start, s.end).find((x) => x.e === claim.winner)?.start ?? s.start;
  // "lowers the attack success rate from 45% to 3%": a margin written as a change says its direction, whatever the measure's name.
  const { from, to } = claim.delta?.margin ?? {};
  const lowerIsBetter = COST_RULE.exec(claim.rule)?.[1] === 'cheaper' || (from != null && to != null ? to < from : isLowerBetter(doc, s, claim.metric, Math.min(winnerAt, loserAt), Math.max(winnerAt, loserAt)));
  return { model, baseModel, lowerIsBetter };
}

/** What binds a model to the score written right before it: "97.4% with GPT-4-turbo", "82.3% using Qwen2.5-7B". */
const BOUND_AFTER = /^\s(?:\w+\s){0,2}?(?:with|using|when using|on|under|for)\s(?:the\s|a\s)?$/i;

/** "58.9% and 63.2%": a list of values, joined as VALUE_SEPARATOR says. */
const LISTED_VALUE = String.raw`\d+(?:\.\d+)?\s?\\?%?`;
const VALUE_LIST = new RegExp(`${LISTED_VALUE}(?:(?:${VALUE_SEPARATOR.source})${LISTED_VALUE})+`, 'g');
/** " on MATH with ", " with ": what leads from a list of values to the models it was obtained with. */
const LIST_BOUND = /^\s(?:[^,;]{0,40}?\s)?(?:with|using|for)\s(?:the\s)?$/i;

/**
 * "58.9% and 63.2% on MATH with Qwen2.5-7B and Qwen2.5-14B, respectively": the model of the value at `at`, the
 * i-th of a list of values, is the i-th of as many models listed after it; null when the lists do not pair.
 */
function respectiveModel(doc: Doc, s: Sentence, owner: Entity, at: number): Entity | null {
  if (!/\brespectively\b/i.test(s.text)) return null;
  for (const m of s.text.matchAll(VALUE_LIST)) {
    const start = s.start + (m.index ?? 0);
    const end = start + m[0].length;
    if (at < start || at >= end) continue;
    const index = [...m[0].matchAll(/\d+(?:\.\d+)?/g)].findIndex((v) => start + (v.index ?? 0) === at);
    const models = entitiesIn(doc, end, s.end).filter((x) => x.e !== owner && x.e.roles.has('model') && !x.e.roles.has('method'));
    const first = models[0];
    if (index < 0 || !first || !LIST_BOUND.test(doc.text.slice(end, first.start))) return null;
    const list = [first];
    for (const x of models.slice(1)) {
      if (!LIST_JOIN.test(doc.text.slice(list[list.length - 1]?.end ?? 0, x.start))) break;
      list.push(x);
    }
    const count = m[0].split(VALUE_SEPARATOR).length;
    return list.length === count ? (list[index]?.e ?? null) : null;
  }
  return null;
}

/**
 * The model a score was obtained with: a model bound to the value itself ("achieving 97.4% with
 * GPT-4-turbo and 86.2% with GPT-3.5-turbo" gives one model each), else the one model the sentence
 * names as its setting, else the one the method is built from, else null.
 */
export function resultModel(doc: Doc, s: Sentence, owner: Entity, value?: string): Entity | null {
  // "compared to 76.5% for OpenVLA and 94.2% for pi0": a compared system's score is its own, run on no backbone of the paper's.
  if (!owner.roles.has('method') && (owner.roles.has('model') || owner.roles.has('baseline'))) return null;
  // "The Qwen1.5-72B model, fine-tuned on KPMath-Plus, achieves 87.0%": a score credited to the paper's data set was obtained with the model trained on it.
  const trained = owner.roles.has('introduced') && !owner.roles.has('method') ? modelTrainedOn(doc, s, owner) : null;
  if (trained) return trained;
  const at = value ? doc.text.indexOf(value, s.start) : -1;
  const again = value && at >= 0 ? doc.text.indexOf(value, at + 1) : -1;
  // Only a value written once in its sentence can be located by its text.
  if (value && at >= 0 && at < s.end && (again < 0 || again >= s.end)) {
    const end = at + value.length;
    const respective = respectiveModel(doc, s, owner, at);
    if (respective) return respective;
    const bound = entitiesIn(doc, end, Math.min(s.end, end + 40)).find((x) => x.e !== owner && x.e.roles.has('model') && !x.e.roles.has('method') && BOUND_AFTER.test(doc.text.slice(end, x.start)));
    if (bound) return bound.e;
  }
  const settings = settingModels(doc, s, [owner]);
  return settings.length === 1 ? (settings[0] ?? null) : settings.length === 0 && owner.roles.has('method') ? builtFrom(doc, [owner], s) : null;
}
