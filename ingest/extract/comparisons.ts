/**
 * Comparison claims: "method beats baseline on benchmark (by margin)", with
 * lists distributed ("Across ALFWorld, Search-QA, and WebShop, TRIAGE improves
 * over GRPO" gives three claims) and non-wins ("comparable to") kept apart.
 */
import type { Margin } from '../types.ts';
import { AND_VERB, canLose, COMPARATOR_CUE, NAME_LIST_GAP, isBackbone, CLAUSE, REPORTED_THAT, CONTRAST_CLAUSE, lastClause, DEMONSTRATIVE_SUBJECT, SCORE_PARTICIPLE, SETTING_CLAUSE, coordinated, directObjects, entitiesIn, frontedEnd, losersIn, MADE_WITH, MAX_LOSERS, preferenceRates, SELF, SELF_REPORT, trainedModel, versusScores, winnerBefore, winsHere } from './claim-sides.ts';
import { assign, isSuiteOf, isTrainingUse, numbersOf, spanLists, spansBetween, tokenIndexAt, type Doc, type Entity } from './doc.ts';
import { costBesideWin, isCostRule, marginsApart, lastBuiltFrom, mentionedBuiltFrom } from './conditions.ts';
import { ALL_TRIGGERS, CONNECTIVES, EXAMPLES_CUE, LOWER_WORDS, METRIC, METRIC_WORDS, metricMatches, QUALITY, SET_NOUNS, TRIGGER_KINDS, WIN_VERB } from './lexicon.ts';
import { isCommonWord, NAME_MARGIN } from './roles.ts';
import { metricDirection } from './metrics.ts';
import { gainsOf, parseMargin, SCALE_BEFORE, settingMultiple, type NumberHit } from './numbers.ts';
import { opening, type Sentence } from './sentences.ts';

/** One claim before conversion to a ComparisonFact: entities, not names. */
export interface Claim {
  winner: Entity;
  loser: Entity;
  benchmark: Entity | null;
  metric: string | null;
  delta: NumberHit | null;
  /** An unnamed setting the margin was measured in ("on chart tasks"): two such claims of one triple are two records. */
  setting?: string | null;
  /** The model the claim was obtained with, when the rule read it with its own margin ("… on A, B and C (2.75, 1.67 and 1.94 points)"). */
  model?: Entity | null;
  sentence: Sentence;
  rule: string;
}

/** What one sentence says about who beat whom; results reuse it for "from A to B". */
export interface SentenceComparison {
  winner: Entity | null;
  losers: Entity[];
  sentence: Sentence;
  /** Scores stated for named comparators ("compared with 26.1% for ReAct"). */
  scores: { owner: Entity; value: string; number: number; at: number }[];
}

interface Trigger {
  kind: 'win' | 'tie' | 'hedge';
  start: number;
  end: number;
  text: string;
}

/** An object that names a class of systems, not one: "the previous open-source SOTA", "the strongest baseline". */
const CLASS_OBJECT = /^\s(?:[\w-]+\s){0,4}?(?:SOTA|state[- ]of[- ]the[- ]art|best|strongest|baselines?|methods?|models?)\b/i;

/** The systems a class object stands for, each "(Name in|on Bench)" or "(Name)" right after a margin of the win. */
function parenthesizedLosers(doc: Doc, s: Sentence, from: number, to: number, winner: Entity, numbers: NumberHit[]): { loser: Entity; benchmark: Entity | null; delta: NumberHit | null }[] {
  const text = doc.text.slice(from, to);
  const open = text.indexOf('(');
  if (open < 0 || !CLASS_OBJECT.test(text.slice(0, open))) return [];
  const out: { loser: Entity; benchmark: Entity | null; delta: NumberHit | null }[] = [];
  for (const m of text.matchAll(/\(([^()]{2,80})\)/g)) {
    const start = from + (m.index ?? 0);
    const inside = entitiesIn(doc, start + 1, start + (m[0]?.length ?? 0) - 1);
    const loser = inside[0];
    if (!loser || loser.e === winner || !canLose(loser.e) || loser.e.roles.has('method')) continue;
    const benchmark = inside.find((x) => x.e.roles.has('benchmark') && /^\s(?:in|on)\s$/.test(doc.text.slice(loser.end, x.start)))?.e ?? null;
    const delta = numbers.filter((n) => n.end <= start && start - n.end <= 1).pop() ?? null;
    if (!delta) continue;
    out.push({ loser: loser.e, benchmark, delta });
  }
  return s.text.length ? out : [];
}

/** "fails to outperform", "does not surpass", "cannot beat": a negated win states none. */
const NEGATED_BEFORE = /\b(?:not(?!\s+only\b)|n't|never|fail(?:s|ed)?\s+to|unable\s+to|cannot|no\s+longer)\s+(?:\w+\s+){0,2}$/i;
/** ", it serves", ", our method reduces": the subject of the clause after a fronted comparison, when it is a pronoun or the paper's method. */
const SUBJECT_PRONOUN = /^,\s+(?:\w+ly,?\s+)?(?:it|our\s+(?:[\w-]+\s+){0,2}?(?:method|approach|framework|model|system|agent|algorithm))\b/i;
/**
 * A win or improvement cue that must precede neutral triggers ("compared to", "over"); a signed gain ("+2.7% … over ALBEF")
 * is one, and so is more of a quality ("23% more effective compared to X", "simulates clouds more realistically compared to X").
 */
const WIN_CUE = new RegExp(String.raw`\b(?:improv\w*|gains?|better|higher|greater|stronger|superior|${WIN_VERB}|boost\w*|advantages?|increas\w*|${LOWER_WORDS}|accelerat\w*|prefer(?:s|red|ring|ence)?|wins?|speed-?ups?|speed(?:s|ing)?\s+up|faster|enhanc\w*|rais\w*|doubl\w*|tripl\w*|climb\w*|ris(?:es|ing)|rose|jump(?:s|ed|ing)?|more\s+[\w-]*?(?:${QUALITY})(?:ly)?)\b|(?<![\w.])\+\d`, 'i');
/**
 * What a tie may be held with at a smaller cost, in its own clause: "with 2.5x less decoding compute", "while using 40% fewer
 * tokens", "with significantly reduced inference cost", "while running 3x faster", "but orders of magnitude faster", "and is
 * 1.4x faster" (not "… fewer steps than X", a win of its own).
 */
const CHEAPER_AFTER = /^(?:[^.;]|\.\d){0,180}?\b(?<cue>(?:but\s+|along\s+)?with(?:\s+an?)?|using|requiring|while\s+(?:\w+\s+){0,3}?(?:using|requiring|with|running|being|needing|consuming|generating|producing|issuing|taking|making|emitting|achieving|delivering|providing|offering|yielding)(?:\s+an?)?|but(?:\s+(?:is|are|runs?|requires?|needs?|uses?))?|and\s+(?:is|are|runs?))\s+(?:only\s+)?(?:(?:~|≈|about\s|roughly\s|nearly\s|up\s+to\s|over\s|more\s+than\s)?\d[\d.,]*(?:\s*(?:to|-|–)\s*\d[\d.,]*)?\s*(?:%|x|×|\$\\times\$|times)?|(?:up\s+to\s|nearly\s|about\s|over\s)?(?:two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a\s+hundred)\s+times|(?:significantly|substantially|much|far|considerably|drastically|dramatically|orders?\s+of\s+magnitude)\s+)\s*(?<dir>fewer|less|lower|smaller|reduced|cheaper|faster|speed-?ups?)\b(?![^.;,]{0,40}\bthan\b)(?:\s+(?<noun>(?:(?!than\b)[a-z][\w-]*\s+)?(?!than\b)[a-z][\w-]*))?/di;
/**
 * What a tie or a win may be held with while a verb lowers a cost, in its own "while" clause: "while halving the inference
 * cost", "while reducing indexing costs by over an order of magnitude", "while cutting its inference time by 38x" (the verb
 * form of CHEAPER_AFTER's "while using 40% fewer tokens"). `noun` is what is lowered, up to its margin ("by", "from") or the
 * clause's end.
 */
const LOWERING_AFTER = /^(?:[^.;]|\.\d){0,180}?(?:,\s*|\s)(?:while|whilst)\s+(?:also\s+)?(?:\w+ly\s+)?(?<dir>reduc(?:ing|es)|cut(?:ting|s)|lower(?:ing|s)|decreas(?:ing|es)|sav(?:ing|es)|halv(?:ing|es)|shorten(?:ing|s))\s+(?<noun>(?:(?!(?:by|from|relative|compared|than|over|versus|vs|on|in|for|across|while|and|with)\b)[^\s.,;]+\s?){1,8})/di;
/** Triggers that compare without saying who wins; they need a WIN_CUE in the sentence. */
const NEUTRAL = new RegExp(`^(?:${COMPARATOR_CUE}|over|versus|vs)`, 'i');
/** A comparator cue that may open a sentence before its subject ("Compared with X, Y …", "Against X, Y …"). */
/** A comparator that says no direction by itself ("compared to", "relative to", "over", "versus"), inside a win's cue. */
const NEUTRAL_WORD = new RegExp(`\\b(?:${COMPARATOR_CUE}|over|versus|vs)\\b`, 'i');
const FRONTED_CUE = new RegExp(`^(?:${COMPARATOR_CUE}|against)`, 'i');
/** Verbs that state an improvement of something named right after them ("CaT improves Gemma 3 4B"). */
const IMPROVE = /\b(?:improv\w*|boost\w*|rais\w*|enhanc\w*|lifts?|reduc\w*|halv(?:es|ed|ing)|increas\w*|improvements?)\b/i;
/** After "Applied to X,": what the method does to X's numbers, "cuts" and "lowers" too ("cuts the attack success rate of the undefended model from 41.7% to 6.3%"). */
const CHANGES_APPLIED = new RegExp(`${IMPROVE.source}|\\b(?:cut(?:s|ting)?|lower(?:s|ed|ing)|decreas(?:es|ed|ing)|gains?\\s+of)\\b`, 'i');
const IMPROVE_ALL = new RegExp(IMPROVE.source, 'gi');
/** "For LLaVA-1.5-7B, ": a sentence opened by the model its numbers are for. */
const FOR_FRONT = /^For\s[^,;]{1,60},\s/;
/** Verbs of a measure that changes by itself ("climbs", "drops", "improves"). */
const CHANGE_VERB = String.raw`(?:falls?|fell|drops?|dropped|decreas(?:es|ed)|declin(?:es|ed)|rises?|rose|climbs?|climbed|increas(?:es|ed)|improves?|improved|jumps?|jumped|goes\s+(?:up|down)|went\s+(?:up|down))`;
/** "falls from 51.2 to 34.6", "climbs from 0.0421 to 0.4973": from one score to another. */
const CHANGED_FROM = new RegExp(String.raw`\b${CHANGE_VERB}\s+from\s+[+-]?\d`, 'i');
/** "EER improves by 12%": a measure that changes by a margin. */
const CHANGED_BY = new RegExp(String.raw`\b${CHANGE_VERB}\s+by\s+[+-]?\d`, 'i');
/**
 * "reduces the MSE of ", "lowers the error rate of ", "improves the accuracy of ", "reduces the MSE of strong baselines such
 * as ": a measure changed, of the system named next.
 */
const MEASURE_CHANGED_OF = /\b(?:reduc(?:es|ed|ing)|cut(?:s|ting)?|lower(?:s|ed|ing)|decreas(?:es|ed|ing)|improv(?:es|ed|ing)|boost(?:s|ed|ing)|rais(?:es|ed|ing))\s+(?:the\s+)?(?:[\w@-]+\s+){0,3}?of\s+(?:the\s+)?(?:(?:[\w-]+\s+){0,3}?(?:models|methods|baselines|approaches|systems)\s*,?\s+(?:such\s+as|like|including|e\.g\.,?)\s+)?$/i;
/** "lowers the attack success rate of ", "cuts the hallucination rate of ": a measure lowered, of the model named next. */
const LOWERED_OF = /\b(?:cut(?:s|ting)?|lower(?:s|ed|ing)|decreas(?:es|ed|ing))\s+(?:the\s+|its\s+)?(?:[\w-]+\s+){0,4}?of\s+(?:the\s+)?$/i;
/**
 * Comparison cues read per sentence. Prose has a handful; a run-on "sentence" of
 * hundreds ("A outperforms B by 1% and A outperforms B by 1% and …") would make the
 * winner search quadratic, so only the first ones count.
 */
const MAX_TRIGGERS = 16;
/** "When applied to Mistral-7B, …", "Applied to LLaVA-1.5, …", "Applying our method to GPT-3, …": a sentence opened by the model its method improves. */
const APPLIED_FRONT = /^(?:When\s+)?(?:[Aa]pplied|[Aa]pplying\s+(?:it|(?:our|this|the\s+proposed)\s+(?:[\w-]+\s+){0,2}?(?:method|approach|framework|technique|recipe|algorithm)))\s+to\s/;
/** "Applying our method to vanilla GPT-3, …": a fronted application that names the paper's own method. */
const APPLIED_SELF = /^(?:When\s+)?[Aa]pplying\s+(?:it|our|this|the\s+proposed)\b/;
/** "Starting from X, …", "Initialized from X, …": the model a method's training starts from. */
const STARTED_FRONT = /^(?:Starting|Initiali[sz]ed|Fine-?tuned|Trained)\s+from\s/;
/**
 * "improves accuracy by 6.3%", "boosts pass@1 by 4.1 points": a gain stated by its margin. Only the upward verbs of
 * `IMPROVE` ("reduces", "halves" are no gain over the model started from), so not built from it.
 */
const GAIN_BY = /\b(?:improv(?:es|ed|ing)|boost(?:s|ed|ing)|rais(?:es|ed|ing)|increas(?:es|ed|ing)|lift(?:s|ed|ing)?)\s+(?:[\w@%.-]+\s+){0,6}?by\s+(?:up\s+to\s+|about\s+|over\s+|nearly\s+)?\+?\d/i;
/**
 * "improving on its base model by 9.8 points", "28.1 higher ROUGE-1 points over the base standard attention model", "improves LiveCodeBench
 * accuracy by 4.9 points over the same base model", "improves over its backbone by 6.3 points": a gain over a base model the sentence does not
 * name; so is a measure of that model the method changes ("improves the base model's pass@1 from 61.6% to 84.1%", "raises the
 * resolve rate of its base model from 7.0% to 41.8%").
 */
const BASE_REF = new RegExp(String.raw`\b${WIN_VERB}\s+(?:(?:its|the|their)\s+(?:own\s+|same\s+|original\s+)?base\s+(?:[\w-]+\s+){0,2}?(?:model|LLM)s?)\b|\b(?:improv\w*|gains?|boost\w*|higher|better)\s+(?:[\w.%-]+\s+){0,6}?(?:on|over|upon|than|relative\s+to|compared\s+(?:to|with))\s+(?:(?:its|the|their)\s+(?:own\s+|same\s+)?base\s+(?:[\w-]+\s+){0,2}?(?:model|LLM)s?|(?:its|their)\s+(?:own\s+)?(?:backbones?|initiali[sz]ations?))\b|\b(?:improv|boost|rais|lift|increas|reduc|lower|cut)\w*\s+(?:(?:the|its)\s+(?:own\s+)?base\s+(?:model|LLM|policy)['’]s|(?:the\s+)?(?:[\w@.-]+\s+){0,5}?of\s+(?:its|the)\s+(?:own\s+)?base\s+(?:model|LLM|policy)|(?:the|its)\s+(?:own\s+)?base\s+(?:model|LLM|policy)(?=\s+(?:from|by)\s+[\d.]))\s`, 'i');
/**
 * "a gain of 4.7 points over the base model", "improving accuracy over the original model", "improves its base model by 9.3%",
 * "by 5.0% for GPT-3.5-Turbo … over zero-shot baselines": the win is over the model a fronted "applied to" names, or any
 * fronted backbone ("Trained on X, …"), or the models the gains are written for.
 */
const OVER_BASE = /\b(?:gains?|improv\w*|advantage)\s+(?:[\w.%-]+\s+){0,8}?over\s+(?:the|its|their)\s+(?:(?:original|underlying)\s+(?:base\s+)?|base\s+)(?:models?|LLMs?)\b|\bover\s+(?:the\s+|its\s+|their\s+)?(?:zero-shot|vanilla|plain)\s+(?:baselines?|prompting|counterparts?|models?)\b|\b(?:improv(?:es|ed|ing)|boost(?:s|ed|ing)|lift(?:s|ed|ing)?)\s+(?:the|its)\s+(?:(?:original|underlying)\s+)?base\s+(?:model|LLM|policy)\b/i;
/** A sentence opened by the backbone it runs on ("With X,", "Implemented with X,", "Fine-tuned from X,"). */
const BACKBONE_SETTING = /^(?:With|Using|Built (?:on|upon)|Based on|Starting from|(?:Implemented|Instantiated|Equipped|Trained|Fine-?tuned|Initiali[sz]ed|Distilled) (?:with|on|from|upon))\s/;
/** The tie cue that introduces a list of baselines ("baselines including"), a noun phrase rather than a verb. */
const BASELINE_LIST = /^baselines?\s/i;
/** Sentences that say the claim spans all named benchmarks ("the three-benchmark Average@12"). */
const COUNT_WORDS = ['two', 'three', 'four', 'five', 'six'];
const COUNT: Record<string, number> = Object.fromEntries(COUNT_WORDS.map((w, i) => [w, i + 2]));
const COUNTED = COUNT_WORDS.join('|');
const ALL_BENCHMARKS = new RegExp(String.raw`\b(?:(${COUNTED}|all)[- ]benchmark|(?:all|the|these|both)\s+(${COUNTED})?\s*(?:${SET_NOUNS}))\b`, 'i');
/** "on the three datasets": the benchmarks a count names as where a list of margins holds (not "the three-benchmark average"). */
const ON_COUNTED = new RegExp(String.raw`\b(?:on|across|over)\s+(?:all|the|these|both)\s+(?:${COUNTED})\s+(?:${SET_NOUNS})\b`, 'i');
/** "on both", "on each": a claim tied to the benchmarks its sentence named before. */
const ON_BOTH = /^(?:[^.;]|\.\d){0,80}?\b(?:on|in|across)\s+(?:both|each|all\s+of\s+them)(?=[\s,.;]|$)(?!\s+(?:of\s+)?(?:the\s+)?[\w-]+\s+(?:benchmarks?|datasets?|tasks?|settings?))/i;
/** "on the same two datasets", "across the same benchmarks": a claim tied to the benchmarks its sentence named before. */
const SAME_BENCHMARKS = new RegExp(String.raw`^(?:[^.;]|\.\d){0,80}?\b(?:on|in|across)\s+the\s+same\s+(?:(${COUNTED})\s+)?(?:${SET_NOUNS}|tasks)\b`, 'i');
/** "on the same benchmark", "on this dataset" (after the cue, or fronted): a claim tied to the benchmark named just before. */
const SAME_BENCHMARK = /^(?:[^.;]|\.\d){0,80}?\b(?:on|in)\s+(?:the\s+same|this|that)\s+(?:benchmark|dataset|task|suite|environment|test\s+set)\b/i;
/** "On our benchmark, ", "on our new dataset": the benchmark the paper introduces. */
const OUR_BENCHMARK = /\b(?:on|in)\s+our\s+(?:new\s+|proposed\s+)?(?:benchmark|dataset)\b/i;

/**
 * The ties and wins of a sentence, left to right. A hedged win ("matching or
 * surpassing PPO") still names its comparator, so it counts as a tie; other
 * hedges ("in some cases") only qualify the sentence.
 */
function triggers(s: Sentence): readonly Trigger[] {
  const known = TRIGGERS_OF.get(s);
  if (known) return known;
  const out: Trigger[] = [];
  TRIGGER_SCAN.lastIndex = 0;
  for (let m = TRIGGER_SCAN.exec(s.text); m; m = TRIGGER_SCAN.exec(s.text)) {
    const group = m.findIndex((g, i) => i > 0 && g !== undefined);
    const raw = TRIGGER_KINDS[group - 1] ?? 'win';
    const kind = raw === 'hedge' && /\sor\s/i.test(m[0]) ? 'tie' : raw;
    if (kind !== 'hedge') out.push({ kind, start: s.start + m.index, end: s.start + m.index + m[0].length, text: m[0] });
  }
  TRIGGERS_OF.set(s, out);
  return out;
}
/** Each sentence's cues, found once: the loser test and the reading of the sentence both ask for them. */
const TRIGGERS_OF = new WeakMap<Sentence, readonly Trigger[]>();
/** ALL_TRIGGERS, global, for `triggers` alone. */
const TRIGGER_SCAN = new RegExp(ALL_TRIGGERS.source, 'gi');

/**
 * What may stand between a win cue and a name it is compared with: articles,
 * list punctuation, words for prior work and other names ("outperforms strong
 * baselines such as Glimmer and Quix-Tune", "surpasses both A and B").
 */
const LEAD_WORDS = new Set(
  'and or both either the a an all two three four five several many strong stronger strongest best top competitive prior previous existing recent popular leading representative established standard vanilla original commercial proprietary open-source closed-source state-of-the-art sota baseline baselines methods models approaches systems algorithms solutions works such as including like e.g. namely'.split(' '),
);
/** Lowercase words other than LEAD_WORDS a win's object may hold before a name ("its much larger counterpart Quix"). */
const MAX_FREE_WORDS = 3;
/**
 * Whether the words between a win cue and a name are articles, list words, words
 * for prior work, other names, scores of other names ("65.0% for Quix and") and
 * at most a few other words.
 */
function listLead(text: string): boolean {
  let free = 0;
  return text
    .replace(/\d[\d.]*\s?(?:%|x|×)?\s+for\s/g, ' ')
    // "Quix (+6.1%) and": a margin in parentheses after an earlier name.
    .replace(/\([^()]*\d[^()]*\)/g, ' ')
    .split(/[\s,()]+/)
    .every((w) => !w || LEAD_WORDS.has(w.toLowerCase()) || /^\p{Lu}/u.test(w) || /^v?\d+(?:\.\d+)?$/.test(w) || /-based$/.test(w) || (/^\p{Ll}[\p{Ll}-]*$/u.test(w) && ++free <= MAX_FREE_WORDS));
}
/** Words that end a win's object: a benchmark, setting or new clause follows. */
const OBJECT_BREAK = /\b(?:on|in|at|across|by|with|using|under|via|from|(?<!such\s|well\s)as(?!\swell\sas\b)|than|while|which|that|when|where|whereas|to)\b|[;:]/;
/** The stretch before a loser after others that each carry a margin: "Quix by 4.1% and " (then "Blen by 2.2%"), "Quix by
 * 4.1%, Blen by 2.2% and " (then "Zorp by 1%"). */
const MARGIN_THEN_AND = /^\s(?:(?:\p{Lu}[\w.-]*\s){1,3}by\s[+-]?\d+(?:\.\d+)?\s?(?:%|points?|pp|x|×)?,?\s(?:and\s)?){1,4}$/u;
/** Cues after which a list of named examples follows. */
const EXAMPLE_CUE = /\b(?:such\s+as|including|like|e\.g\.,?|namely)\s/g;
/** A capitalized word before a class noun qualifies the class ("Transformer models"): no name of its own. */
const CLASS_AFTER = /^[\s-]*(?:models?|methods?|baselines?|approaches|systems?|agents?|variants?|architectures?|family|families|series|style|based)\b/i;

/** "outperform those trained with Quix", "higher than that of Quix": a lead naming what a system made, read as no lead at all. */
const MADE_WITH_LEAD = new RegExp(String.raw`^\s(?:${MADE_WITH.source}|(?:that|those)\s+of\s+(?:the\s+)?)$`, 'i');

/** Win verbs in the passive voice ("outperformed", "surpassed") and the auxiliary before them ("are consistently"). */
const PASSIVE_WIN = /^(?:outperformed|surpassed|exceeded|beaten|outscored|out(?:pac|strip|rank|class|do)(?:ed|ped|ne))$/i;
const PASSIVE_BE = /\b(?:is|are|was|were|be|been|being)\s+(?:\w+ly\s+){0,2}$/i;
/** A passive win verb as a participle set off by a comma, its agent after "by" (", often surpassed by CN"), not a margin ("by 5%"). */
const PASSIVE_PARTICIPLE = /,\s+(?:\w+ly\s+)?\w+\s+by\s+(?![+-]?\d|up\s|about\s|over\s|nearly\s|an?\s)\S*$/i;


/**
 * The sides of a passive win: the winner is the agent right after "by" (or the paper's own method,
 * "by our method"), the losers are the names of the subject, from the clause's start to the verb.
 */
function passiveWins(doc: Doc, s: Sentence, t: Trigger, main: Entity | null): { winner: Entity | null; losers: Entity[] } {
  const by = /^\s+by\s+(?:the\s+|our\s+)?/.exec(doc.text.slice(t.end, t.end + 12));
  const head = doc.text.slice(s.start, t.start);
  const clause = Math.max(head.lastIndexOf(';'), head.lastIndexOf(':'), lastClause(head)?.index ?? -1);
  const subjectFrom = s.start + Math.max(0, clause);
  const losers = entitiesIn(doc, subjectFrom, t.start)
    .filter((x) => canLose(x.e) && !CLASS_AFTER.test(doc.text.slice(x.end, x.end + 24)))
    .map((x) => x.e)
    .filter((e, i, all) => all.indexOf(e) === i)
    .slice(0, MAX_LOSERS);
  if (!by) return { winner: null, losers };
  const from = t.end + by[0].length;
  const agent = entitiesIn(doc, from, Math.min(s.end, from + 40)).find((x) => x.start === from && winsHere(doc, x));
  const winner = agent?.e ?? (main && SELF.test(doc.text.slice(t.end, Math.min(s.end, from + 40))) ? main : null);
  return { winner, losers: losers.filter((e) => e !== winner) };
}

/** The longest stretch read between a win cue and a name after it (a list of a few names). */
const MAX_LEAD = 160;

/** "compared with 26.1% for ", "against 26% for Voyager and 18% for ": a score cue, then a score owned by the name that follows. */
const SCORE_FOR_SLOT = /\b(?:compared\s(?:to|with)|versus|vs\.?|against|whereas|up\sfrom|down\sfrom)\s(?:[^.;]|\.\d)*?\d(?:\.\d+)?\s?(?:\\?%)?\s+for\s+(?:the\s+)?$/i;

/**
 * A test for capitalized spans no rule named: whether one stands where a win puts
 * its loser (or a tie its comparator), after a win or tie cue of its sentence with
 * only articles, list words and other names between ("FooNet outperforms Glimmer",
 * "we compare FooNet with Glimmer"). Such spans become names before the comparisons are read.
 */
export function winObjectTest(doc: Doc): (span: { start: number; end: number }) => boolean {
  return (span) => {
    const si = doc.tokens[tokenIndexAt(doc, span.start)]?.sentence ?? -1;
    const s = doc.sentences[si];
    if (!s || CLASS_AFTER.test(doc.text.slice(span.end, span.end + 24))) return false;
    // "(Supervised finetuning …)": a capitalized English word names no system.
    const text = doc.text.slice(span.start, span.end);
    if (isCommonWord(text)) return false;
    // "over Vanilla OPSD": a capitalized word right before a name qualifies it.
    if (doc.text[span.end] === ' ' && doc.at.has(span.end + 1)) return false;
    // "against 26% for Voyager and 18% for DEPS": the owner of a score stated against the method's own is a compared system.
    if (SCORE_FOR_SLOT.test(doc.text.slice(Math.max(s.start, span.start - 120), span.start))) return true;
    // "We compare Zorbit against Drapnet, Kelvix and Moffa", "Baselines include Drapnet, …", "matches Glimmer": so is the
    // object of a cue that compares without a win.
    const cue = triggers(s)
      .slice(0, MAX_TRIGGERS)
      .filter((t) => (t.kind === 'win' || t.kind === 'tie') && t.end <= span.start)
      .pop();
    if (!cue || span.start - cue.end > MAX_LEAD) return false;
    const lead = doc.text.slice(cue.end, span.start).replace(MADE_WITH_LEAD, ' ');
    // "outperforms Quix by 4.1% and Blen by 2.2%": a second loser, with its own margin.
    if (MARGIN_THEN_AND.test(lead) && /^\sby\s/.test(doc.text.slice(span.end, span.end + 4))) return true;
    if (OBJECT_BREAK.test(lead)) return false;
    // After "such as" / "including" only the list matters: "both direct fine-tuning and RL methods, such as A and B".
    const example = [...lead.matchAll(EXAMPLE_CUE)].pop();
    return listLead(example ? lead.slice((example.index ?? 0) + example[0].length) : lead);
  };
}

/** ", with the largest gain of 9.4% on", ", with gains of up to 9% on": where a gain is largest, not where it holds. */
const EXTENT = /,\s(?:with|showing|achieving)\s(?:(?:the|a|an|its)\s)?(?:(?:largest|biggest|highest|greatest|strongest|most\s\w+)\s|(?:gains?|improvements?|margins?)\s(?:of\s)?up\sto\s)/i;

/** Whether a clause of its own opens in [from, to) before `before`: "…, and on OSWorld it …" opens before OSWorld; "… on COCO, and it …" after COCO. */
function opensBefore(doc: Doc, from: number, to: number, before: number): boolean {
  const m = CLAUSE.exec(doc.text.slice(from, to));
  return !!m && from + m.index < before;
}

/** "… on A and is competitive with Z on C", "… on NoCaps and achieves 82.1 on VQAv2": a second predicate of the same subject, with no comma. */
const NEXT_PREDICATE = new RegExp(String.raw`\sand\s(?:(?:\w+ly|even|also|further|still)\s)?(?:is|are|remains?|stays?|match(?:es|ing)?|achieves?|attains?|reach(?:es)?|obtains?|scores?|sets?|establish(?:es)?|ranks?|performs?)\s(?![^.;]{0,40}?\b(?:higher|better|lower|fewer|gains?|improvements?|over|than|${WIN_VERB})\b)`, 'i');

/** ", and 41.0 ANLS", ", and a score of 61.4", ", and a 97% win rate": the next value of a list of scores. */
const NEXT_VALUE = /,\s(?:and\s)?(?:(?:an?|the|its)\s(?:(?:[\w@-]+\s){1,4}?of\s)?)?[+-]?\d/;

/** " and achieves ", " and also reaches ": a second predicate of the same subject, a score or a win. */
const AND_PREDICATE = new RegExp(String.raw`\sand\s(?:(?:\w+ly|also|even|further|still)\s)?(?:achieves?|attains?|reach(?:es)?|obtains?|scores?|sets?|establish(?:es)?|yields?|delivers?|${WIN_VERB}|improves?)\s`, 'gi');

/** Where the last second predicate of a sentence's subject opens in `before` (the sentence up to a claim's cue), or -1. */
function lastPredicate(before: string): number {
  let last = -1;
  for (const m of before.matchAll(AND_PREDICATE)) last = m.index;
  return last;
}

/** " and outperforms ", " and also surpasses ": a second win of the same subject, with no comma. */
const AND_WIN = new RegExp(String.raw`\sand\s(?:(?:\w+ly|also|even|further|still)\s)?${WIN_VERB}\s`, 'i');

/**
 * Whether a second win with an object of its own opens between a claim's cue at `at` and a benchmark at `before`
 * ("improves AUROC on CheXpert … relative to DenseNet-121 and outperforms BioViL on MIMIC-CXR"): that benchmark is the
 * second win's, when the claim has one of its own.
 */
function secondWinBefore(doc: Doc, at: number, before: number): boolean {
  const m = AND_WIN.exec(doc.text.slice(at, before));
  if (!m) return false;
  const from = at + m.index + m[0].length;
  return entitiesIn(doc, from, before).some((x) => !x.e.roles.has('benchmark'));
}

/** The benchmarks a claim at `at` is tied to: those of its clause, else all the abstract's when the sentence says "all N benchmarks". */
/** The benchmarks named in [from, to), once each, in order, but not a data set the sentence opened at `sentenceStart` trains on. */
function benchmarksIn(doc: Doc, from: number, to: number, sentenceStart: number): Entity[] {
  return [...new Set(entitiesIn(doc, from, to).filter((x) => x.e.roles.has('benchmark') && !isTrainingUse(doc, sentenceStart, x.start)).map((x) => x.e))];
}

function benchmarksFor(doc: Doc, s: Sentence, skipFrom: number[], at: number): Entity[] {
  // "On WebArena, X attains …, and it surpasses WebRL": a fronted setting holds for every clause of its sentence.
  const front = frontedEnd(s);
  let candidates = entitiesIn(doc, s.start, s.end).filter(
    (x) =>
      x.e.roles.has('benchmark') &&
      !isTrainingUse(doc, s.start, x.start) &&
      !isSuiteOf(doc, x.start) &&
      !skipFrom.some((h) => x.start > h && !/[,;]/.test(doc.text.slice(h, x.start))) &&
      // A later benchmark is read with the words after it: ", and on OSWorld it improves …" opens a clause at "on";
      // "…; on AndroidWorld it completes …" is a clause of its own too (not "(up to +27% on A; +12% on B)").
      // "On LIBERO, …; on a real Franka arm it beats pi0": a clause after a semicolon with a setting of its own is on none named before it.
      !(x.start < at && SETTING_CLAUSE.test(doc.text.slice(x.end, at))) &&
      // "…, while the over-refusal rate on XSTest rises by only 0.4 points": a benchmark in a contrasting clause after the cue is that clause's.
      (x.end <= front || (x.start > at ? !opensBefore(doc, at, Math.min(s.end, x.end + 12), x.start) && !doc.text.slice(at, x.start).replace(/\([^()]*\)?/g, '').includes(';') && !CONTRAST_CLAUSE.test(doc.text.slice(at, x.start)) : !CLAUSE.test(doc.text.slice(x.end, at)))),
  );
  // "On eight tasks from MoleculeNet (BBBP, BACE, …), X outperforms Y by 2.4% on average": a list in parentheses after a
  // benchmark names its parts; the claim is on the whole.
  const whole = candidates.filter((x) => doc.text[x.end] === ' ' && doc.text[x.end + 1] === '(');
  if (whole.length) candidates = candidates.filter((x) => !whole.some((w) => w !== x && w.end < x.start && /^\s\([^()]*$/.test(doc.text.slice(w.end, x.start))));
  // "On the UltraFeedback dataset with X, GPO achieves 32.1% on AlpacaEval 2, compared with …": a claim whose clause names
  // its own benchmark before the cue is on that one, not on the fronted setting's.
  if (front > s.start && candidates.some((x) => x.start >= front && x.start < at)) candidates = candidates.filter((x) => x.end > front);
  // A claim with a benchmark of its own before its cue leaves those past a second win to that win, and those past the
  // next value of a list of scores to that value ("80.7 ANLS on DocVQA, 8.4 points above X, and 41.0 ANLS on InfographicVQA").
  // So does a second predicate that is no win ("… on JailMix-2K by 12.5 points relative to SmoothLLM, and is on par with it on HarmBench").
  if (candidates.some((x) => x.start < at)) candidates = candidates.filter((x) => x.start < at || (!secondWinBefore(doc, at, x.start) && !NEXT_VALUE.test(doc.text.slice(at, x.start)) && !NEXT_PREDICATE.test(doc.text.slice(at, x.start))));
  // "outperforms A on VSI-Bench and achieves 62.3% on Video-MME, surpassing GPT-4o": a win read after a second predicate of the
  // subject holds where that predicate does, when it names a benchmark of its own; the first predicate keeps its own.
  const predicate = lastPredicate(doc.text.slice(s.start, at));
  if (predicate >= 0 && candidates.some((x) => x.start > s.start + predicate && x.start < at)) {
    candidates = candidates.filter((x) => x.start > s.start + predicate || x.start > at || x.end <= front);
  }
  // Once the claim has a benchmark of its own after its cue, a second predicate ("and is competitive with …") keeps the rest.
  // So does a second win ("… on RefCOCO by 12.3 points over A and outperforms the 7B variant on VSR"), named or not.
  const own = candidates.find((x) => x.start > at);
  const next = own ? (NEXT_PREDICATE.exec(doc.text.slice(own.end, s.end)) ?? AND_WIN.exec(doc.text.slice(own.end, s.end))) : null;
  const all = next && own ? candidates.filter((x) => x.start < own.end + next.index) : candidates;
  const unique = [...new Set(all.map((x) => x.e))];
  if (unique.length) return unique;
  // "…, and it outperforms GPT-4o on the same benchmark", "On the same benchmark, it further improves … over Pangu-Weather": the
  // benchmark named last before the cue, in its sentence or the one before.
  // It may have been named two sentences back, with a sentence of other measures between ("… on MATH500 increases from 83.2%
  // to 89.4% … Simultaneously, the average output length is reduced … Moreover, … from 74.0% to 81.8% on the same benchmark").
  if (SAME_BENCHMARK.test(doc.text.slice(at, s.end)) || SAME_BENCHMARK.test(doc.text.slice(s.start, frontedEnd(s)))) {
    for (const back of [1, 2]) {
      const prev = doc.sentences[s.index - back];
      if (!prev) break;
      const last = entitiesIn(doc, prev.start, at).filter((x) => x.e.roles.has('benchmark') && !isTrainingUse(doc, doc.sentences.find((y) => y.start <= x.start && x.start < y.end)?.start ?? s.start, x.start)).pop();
      if (last) return [last.e];
    }
  }
  // "On our benchmark, … FAVA significantly outperforms ChatGPT": the one benchmark the paper introduces.
  if (OUR_BENCHMARK.test(doc.text.slice(s.start, s.end))) {
    const own = [...doc.entities.values()].filter((e) => e.roles.has('introduced'));
    if (own.length === 1 && own[0]) return [own[0]];
  }
  // "…, and its final accuracy exceeds that of FedProx by 4.7 and 6.2 points on the same two datasets": the benchmarks the
  // sentence named before the cue, as many as it says.
  const same = SAME_BENCHMARKS.exec(doc.text.slice(at, s.end));
  if (same) {
    const named = benchmarksIn(doc, s.start, at, s.start);
    const n = same[1] ? COUNT[same[1].toLowerCase()] : undefined;
    if (named.length > 1 && (n === undefined || n === named.length)) return named;
  }
  // "SWE-Scout resolves 52.3% of SWE-bench Verified issues. This exceeds SWE-Gym-32B by 32.6 points": a demonstrative subject
  // resumes the sentence before, and its one benchmark.
  if (DEMONSTRATIVE_SUBJECT.test(opening(s).text)) {
    const prev = doc.sentences[s.index - 1];
    const named = prev ? benchmarksIn(doc, prev.start, prev.end, prev.start) : [];
    if (named.length >= 1) return named;
  }
  // "…, and it outperforms uniform sampling and SeViLA on both": the benchmarks the sentence named before the cue.
  if (ON_BOTH.test(doc.text.slice(at, s.end))) {
    const named = benchmarksIn(doc, s.start, at, s.start);
    if (named.length > 1) return named;
  }
  const m = ALL_BENCHMARKS.exec(s.text);
  // "Averaged over all datasets and horizons, it reduces MSE by 8.3%": one average, on no benchmark of its own.
  if (!m || /\baverag\w*\s+(?:over|across)\s+$/i.test(s.text.slice(0, m.index))) return [];
  const evaluated = [...doc.entities.values()].filter((e) => e.roles.has('benchmark') && !e.roles.has('introduced'));
  const n = COUNT[(m[1] ?? m[2] ?? '').toLowerCase()];
  return n === undefined || n === evaluated.length ? evaluated : [];
}

/** "at the same latency", "with a comparable parameter count": a measure held equal is the claim's condition, not its measure. */
/** "with minimal ", "without any noticeable ", "at a slight ": a small cost, before the measure it is paid in (LOSS_AFTER). */
const SLIGHT_BEFORE = /\b(?:with|without|at)\s+(?:(?:a|an|any|only|almost|nearly)\s+)?(?:minimal|negligible|no|little|marginal|small|slight|minor|limited|noticeable)\s+$/i;
const LOSS_AFTER = /^\s(?:loss(?:es)?|drops?|degradation|decreases?|declines?|penalty|sacrifices?)\b/i;
const HELD_EQUAL = /\b(?:at|with|under)\s+(?:the\s+|a\s+)?(?:same|similar|comparable|equal|identical|matched|fixed)\s+$/i;

/** ", making it …", ", highlighting …": a clause on what a win implies, after the claim. */
const CONSEQUENCE = /,\s(?:making|highlighting|underscoring|suggesting|indicating|paving|opening)\s/;

/**
 * The metrics a sentence's claim is about: every metric listed after "in terms
 * of", else every distinct metric next to a gain ("improves Avg@32 by 35.41
 * points … and more than doubles Pass@32"), else the first metric named; none held equal ("at the same latency").
 */
/** " layer", " systems", " tasks": the noun a measure's word modifies when it names a kind of system or task, not a measure. */
const KIND_NOUN_AFTER = /^[\s-](?:layers?|systems?|tasks?|modules?|banks?|mechanisms?|architectures?|components?|services?|agents?|frameworks?|types?)\b/i;

function metricsIn(s: Sentence, gains: NumberHit[], names: readonly { text: string; start: number; end: number }[] = []): string[] {
  const listed = measureList(s.text, gains);
  if (listed) return listed;
  const consequence = CONSEQUENCE.exec(s.text)?.index ?? s.text.length;
  let all = metricMatches(s.text)
    .filter((m) => !HELD_EQUAL.test(s.text.slice(Math.max(0, (m.index ?? 0) - 40), m.index)))
    // "reduces reasoning budget by up to 32.5% with minimal accuracy loss": a measure the win costs little of is not what it wins on.
    .filter((m) => !(SLIGHT_BEFORE.test(s.text.slice(Math.max(0, (m.index ?? 0) - 30), m.index)) && LOSS_AFTER.test(s.text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 16))))
    // A measure's word in a clause on what the win implies measures nothing (", making it a strong candidate for pretraining under memory constraints").
    .filter((m) => (m.index ?? 0) < consequence)
    // "a novel memory layer service that outperforms MemGPT", "no existing memory systems": a measure's word that names the kind
    // of a system or task is no measure.
    .filter((m) => !KIND_NOUN_AFTER.test(s.text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 24)))
    // "for ×3 SR": a measure's word after a scale is the setting (super-resolution), not a measure.
    .filter((m) => !SCALE_BEFORE.test(s.text.slice(Math.max(0, (m.index ?? 0) - 12), m.index)))
    .map((m) => ({ text: m[0], start: s.start + (m.index ?? 0), end: s.start + (m.index ?? 0) + m[0].length }))
    // "in the Deep Memory Retrieval (DMR) benchmark", "Perplexity.AI": a measure's word inside a longer name with capitals of its
    // own is part of that name (not "a generation FID (gFID)").
    .filter((m) => !names.some((n) => n.start <= m.start && m.end <= n.end && /\p{Lu}/u.test(n.text.slice(0, m.start - n.start) + n.text.slice(m.end - n.start))))
    // "CLIP-T score": a measure word right after a measure's name is part of it, not a second measure.
    .filter((m, i, xs) => !(i > 0 && xs[i - 1]?.end === m.start - 1));
  // "the false positive rate (FPR95) … decreased FPR95": a measure's short form, defined in parentheses after it, is the same measure.
  const shortForms = new Set(all.filter((m, i) => i > 0 && all[i - 1]?.end === m.start - 2 && s.text[m.start - s.start - 1] === '(' && s.text[m.end - s.start] === ')').map((m) => m.text.toLowerCase()));
  if (shortForms.size) all = all.filter((m) => !shortForms.has(m.text.toLowerCase()));
  if (!all.length && gains.length) {
    const measured = MEASURED.exec(s.text)?.[1];
    return measured && !VAGUE.test(measured) ? [measured] : [];
  }
  const nearGain = all.filter((m) => gains.some((g) => Math.abs(g.start - m.end) <= 25 || Math.abs(m.start - g.end) <= 25));
  const distinct = [...new Set(nearGain.map((m) => m.text.toLowerCase()))];
  if (distinct.length > 1) return distinct.map((d) => nearGain.find((m) => m.text.toLowerCase() === d)?.text ?? d);
  return all[0] ? [all[0].text] : [];
}

/** What ends a list of measures: the setting after it ("… on image classification"), a clause, the sentence. */
/** What follows a list of measures when the claim's setting comes next: " on image classification", " compared to X". */
const SETTING_NEXT = String.raw`\s(?:on|in|across|for|over|compared|than|while|against|when|at|under|with|without)\s`;
/** A word that opens the setting after a list of measures rather than another measure: "compared …", "with …". */
const SETTING_WORD = /^(?:on|in|across|for|over|compared|than|while|against|when|at|under|with|without)\b/i;
/** Participles that open a clause of their own after a list of measures (", providing more stable solutions"). */
const CLAUSE_PARTICIPLE = '(?:highlighting|demonstrating|showing|making|providing|offering|yielding|achieving|enabling|leading|resulting|indicating|suggesting|establishing|outperforming|surpassing|requiring)';
/** What ends a list of measures: the setting after it, a clause, the sentence. */
const LIST_END = String.raw`(?=${SETTING_NEXT}|,\s(?:(?:and|but|while|whereas|which|yet)\s|${CLAUSE_PARTICIPLE}\s)|[.;]|$)`;
/** An item of a list of measures that opens a participle's clause instead ("providing more stable"). */
const PARTICIPLE_ITEM = new RegExp(String.raw`^${CLAUSE_PARTICIPLE}\b`, 'i');
/** "in terms of accuracy and speed", "in both perplexity and memory consumption": a list of the measures a claim is about. */
const MEASURES_AFTER = new RegExp(String.raw`\bin (terms of|both)\s+([^.;]+?)${LIST_END}`, 'i');
/** ", and FID": the last item of a list written with a serial comma ("in terms of OCR accuracy, CLIP score, and FID"). */
const SERIAL_LAST = new RegExp(String.raw`^,\s(?:and|or)\s((?:[^\s,.;]+\s?){1,3}?)(?=${SETTING_NEXT}|[,.;]|$)`, 'i');
/** A comparative that opens each measure of a list: "higher speaker similarity and lower word error rates". */
const COMPARATIVE = String.raw`(?:higher|better|lower|fewer|less|more|greater|faster|stronger|superior|improved|reduced)`;
/** "achieving higher speaker similarity and lower word error rates": measures listed each after its own comparative. */
const COMPARED_MEASURES = new RegExp(
  String.raw`\b(?:achiev|yield|show|obtain|deliver|attain|exhibit|demonstrat|provid)\w*\s+(?:both\s+)?(?:\w+ly\s+)?(${COMPARATIVE}\s+[\p{Ll}-]+(?:\s[\p{Ll}-]+){0,2}?(?:(?:,\s(?:and\s)?|\s(?:and|as\s+well\s+as)\s)${COMPARATIVE}\s+[\p{Ll}-]+(?:\s[\p{Ll}-]+){0,2}?)+)${LIST_END}`,
  'u',
);
/** "achieves a better word error rate, speaker similarity, and mean opinion score": one comparative before a list of measures. */
const SHARED_COMPARATIVE = new RegExp(
  String.raw`\b(?:achiev|yield|show|obtain|deliver|attain|exhibit|demonstrat|provid)\w*\s+(?:an?\s+)?(?:\w+ly\s+)?${COMPARATIVE}\s+((?:[\p{L}\p{N}@-]+(?:\s[\p{L}\p{N}@-]+){0,2}?)(?:(?:,\s(?:and\s)?|\s(?:and|as\s+well\s+as)\s)[\p{L}\p{N}@-]+(?:\s[\p{L}\p{N}@-]+){0,2}?)+)(?=,|${LIST_END})`,
  'u',
);

/**
 * The measures a sentence lists for its claim, or null when it lists none: every item after "in terms of" (one phrase
 * when its items name no measures), after "in both" only when they do, and each measure after its own comparative.
 */
function measureList(text: string, gains: NumberHit[]): string[] | null {
  const terms = MEASURES_AFTER.exec(text);
  if (terms?.[2]) {
    let phrase = terms[2].trim();
    // "in terms of OCR accuracy, CLIP score, and FID": a serial comma goes on with the list, not a clause.
    const last = phrase.includes(', ') ? SERIAL_LAST.exec(text.slice((terms.index ?? 0) + terms[0].length)) : null;
    if (last?.[1]) phrase = `${phrase}, and ${last[1].trim()}`;
    // "in terms of both HPSv2 and PickScore": "both" and "either" only say how many measures follow.
    phrase = phrase.replace(/^(?:both|either)\s+/i, '');
    const parts = phrase.split(/,\s*(?:and\s+)?|\s+and\s+/).map((p) => p.trim()).filter(Boolean);
    const named = parts.filter((p) => METRIC.test(p));
    // "in terms of accuracy and interpretability": a list of short measure words is as many measures as a list of named
    // metrics, unless one margin is written for them all ("by 35% in terms of compliance and cooperative outcomes").
    if (terms[1]?.toLowerCase() === 'terms of') return named.length > 1 || (parts.length > 1 && gains.length === 0 && parts.every(isMeasureWords)) ? parts : [phrase];
    // "in both speed and accuracy" lists measures; "in both settings", "in both training and inference" do not: after
    // "both", every item must be a named metric or a measure with a direction.
    if (parts.length > 1 && parts.every((p) => METRIC.test(p) || metricDirection(p) !== null)) return parts;
  }
  const compared = COMPARED_MEASURES.exec(text);
  if (compared?.[1]) {
    const parts = compared[1].split(/,\s*(?:and\s+)?|\s+(?:and|as\s+well\s+as)\s+/).map((p) => p.trim().replace(new RegExp(`^${COMPARATIVE}\\s+`), ''));
    if (parts.every(isMeasureWords)) return parts;
  }
  // After one comparative, the items are measures when each reads as one and one at least is named or has a direction
  // ("a better word error rate, speaker similarity, and mean opinion score"; not "better performance and efficiency").
  const shared = SHARED_COMPARATIVE.exec(text);
  if (shared?.[1]) {
    const items = shared[1].split(/,\s*(?:and\s+)?|\s+(?:and|as\s+well\s+as)\s+/).map((p) => p.trim());
    // "…, and mean opinion score, compared with VALL-E": the list ends where the setting begins.
    // "…, providing more stable and computationally efficient solutions": nor does a participle's clause continue it.
    const setting = items.findIndex((p) => SETTING_WORD.test(p) || PARTICIPLE_ITEM.test(p));
    const parts = setting < 0 ? items : items.slice(0, setting);
    const named = (p: string): boolean => METRIC.test(p) || metricDirection(p) !== null;
    if (parts.length > 1 && parts.every((p) => named(p) || isMeasureWords(p)) && parts.some(named)) return parts;
  }
  return null;
}

/** One to three lower-case words with no number: a measure as a list names it ("interpretability", "speaker similarity"). */
function isMeasureWords(part: string): boolean {
  return /^[\p{Ll}][\p{Ll}-]*(?:\s[\p{Ll}][\p{Ll}-]*){0,2}$/u.test(part) && !VAGUE_MEASURE.test(part);
}

/** "in terms of performance and efficiency" names measures; "in terms of the model and data" does not. */
const VAGUE_MEASURE = /^(?:the|a|an|its|their|our|this|these|it|them|other|all|more|most)\b/;

/** "reduces environment-facing turns by 10.4%": the measure an improvement verb names before its margin or comparator. */
const MEASURED = /\b(?:improv|reduc|increas|lower|boost|rais|cut|decreas|shorten)\w*\s+(?:in\s+|of\s+)?((?:[\p{Ll}][\p{Ll}-]*\s){0,2}[\p{Ll}][\p{Ll}-]*)\s+(?:by|over|relative to|compared (?:to|with)|versus|vs\.?)\s/u;
/** Words that name no measure ("improves performance", "reduces the cost"). */
const VAGUE = /^(?:the|a|an|its|their|our|this|these|it|them|both|performance|results?|effectiveness|quality|capabilit\w+|abilit\w+|generali[sz]ation|robustness|overall)\b|\b(?:performance|results?)$/;

/** An object phrase that ends in a class noun ('the strongest baseline'). */
const CLASS_END = /\b(?:baselines?|methods?|models?|backbones?|approach(?:es)?|state[- ]of[- ]the[- ]art|SOTA)\s*$/i;

/** " for ", " on the ": what joins a from-to change to the model it was measured on. */
const FOR_MODEL = /^\s(?:for|on|with)\s(?:the\s)?/;
/** "from 50% of BC pre-training": a from-to's first score, then the name it is the score of. */
const SCORE_OF = /^(?:from\s+)?[+-]?\d[\d.,]*\s?\\?%?\s(?:of|for|with)\s(?:the\s)?(?:(?:original|base|vanilla|standard)\s)?$/i;

/** What may open a sentence before a fronted comparison: "When compared to", "Moreover, compared with", "On both datasets, compared with". */
const FRONT_OPENER = new RegExp(String.raw`^(?:(?:When|As|And|${CONNECTIVES}),?\s+|(?:On|In|Across)\s[^,.;\d]{1,60},\s+)*$`, 'i');

/** Hedged clauses ("while preserving or improving", "on 6 of 10", "for 87% of the language pairs") are no wins; a preference "in 64% of cases" is one. */
const HEDGE_CLAUSE = /\b(?:preserving|maintaining|matching)\s+or\s+\w+|\b(?:on|in)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:out\s+)?of\s+(?:\d+|the\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)?\b|\bin some cases\b|\b(?:for|on)\s+\d+(?:\.\d+)?%\s+of\s+(?:the\s+)?(?:[\d,]+\s+)?(?:[\w-]+\s+){0,2}?(?:pairs|languages|tasks|datasets|benchmarks|settings|instances|targets|variables|metrics|scenarios|environments|domains|categories|conditions|them|these|those)\b/gi;

/**
 * Finds comparison claims and marks named baselines (including ones only
 * compared without a win). Returns the claims and, per sentence, who won over whom.
 */
export function findComparisons(doc: Doc, main: Entity | null): { claims: Claim[]; bySentence: SentenceComparison[] } {
  const claims: Claim[] = [];
  const bySentence: SentenceComparison[] = [];
  for (const s of doc.sentences) {
    const r = readingOf(doc, s, main, claims);
    cueWins(r);
    elidedWins(r);
    directWins(r);
    baseModelWins(r);
    improvedModelWins(r);
    const scores = scoredWins(r);
    changedWins(r);
    bySentence.push({ winner: r.winner, losers: r.losers, sentence: s, scores });
    if (r.wins.length) claimsOfWins(r);
    laterClauseGains(r);
  }
  respectiveWinners(doc, claims);
  return { claims: dedupe(claims), bySentence };
}

/** ", and improves SimplerEnv performance by ", "; it also boosts ": a later clause of the same subject that states a gain. */
const LATER_GAIN = /(?:,\s(?:and\s|while\s)?|\sand\s|;\s(?:it\s)?)(?:also\s|further\s)?(?:improv|boost|rais|increas|lift|enhanc)\w*\s/gi;
/** The rules of a gain over the method's own base model. */
const BASE_GAIN = /^comparison\/(?:improves-base-model|trains-base-model|improves-directly)$/;

/**
 * "Starting from OpenVLA-7B, GraspRL raises the success rate on LIBERO from 76.5% to 91.2%, and improves SimplerEnv
 * performance by 14.3 points": a later clause of the sentence that states a gain by a margin on a benchmark of its own,
 * after the sentence's one gain over a base model, is that gain on that benchmark too.
 */
function laterClauseGains(r: Reading): void {
  const { doc, s, claims, numbers } = r;
  const here = claims.filter((c) => c.sentence === s);
  const first = here[0];
  if (!first || !BASE_GAIN.test(first.rule) || !first.loser.roles.has('model') || here.some((c) => c.winner !== first.winner || c.loser !== first.loser)) return;
  for (const m of s.text.matchAll(LATER_GAIN)) {
    const at = s.start + (m.index ?? 0) + m[0].length;
    const rest = doc.text.slice(at, s.end);
    const clauseEnd = at + (/[,;]\s|\sand\s|\swhile\s/.exec(rest)?.index ?? rest.length);
    const benchmarks = entitiesIn(doc, at, clauseEnd).filter((x) => x.e.roles.has('benchmark'));
    const b = benchmarks[0];
    if (benchmarks.length !== 1 || !b || here.some((c) => c.benchmark === b.e)) continue;
    const by = numbers.find((n) => n.start > at && n.start < clauseEnd && /\bby\s+$/.test(doc.text.slice(Math.max(at, n.start - 4), n.start)));
    if (by) claims.push({ ...first, benchmark: b.e, metric: null, setting: null, delta: by });
  }
}

/**
 * "We present two models, SDXS-512 and SDXS-1024, achieving … (30x faster than SD v1.5) and … (60x faster than SDXL) …,
 * respectively", "FocusGround-7B and FocusGround-32B, trained from A and B respectively, … improving over their base
 * models": a sentence that says "respectively" pairs a list of the paper's methods with as many losers after it, in
 * order, where the rules gave every claim of the sentence to one of them.
 */
function respectiveWinners(doc: Doc, claims: Claim[]): void {
  let lists: ReturnType<typeof spanLists> | undefined;
  for (const s of doc.sentences) {
    if (!s.text.includes('respectively')) continue;
    const here = claims.filter((c) => c.sentence === s);
    const winner = here[0]?.winner;
    if (here.length < 2 || !winner || here.some((c) => c.winner !== winner)) continue;
    lists ??= spanLists(doc);
    const list = lists
      .filter((l) => l[0]?.sentence === s.index && l.length >= 2)
      .map((l) => [...new Set(l.map((x) => doc.at.get(x.start)))])
      .find((es) => es.includes(winner) && es.every((e) => e?.roles.has('method')));
    if (!list) continue;
    const named = entitiesIn(doc, s.start, s.end);
    const listEnd = Math.max(...named.filter((x) => list.includes(x.e)).map((x) => x.end));
    const at = (e: Entity): number => named.find((x) => x.e === e && x.start > listEnd)?.start ?? -1;
    const losers = [...new Set(here.map((c) => c.loser))].sort((a, b) => at(a) - at(b));
    if (losers.length !== list.length || losers.some((l) => at(l) < 0)) continue;
    for (const c of here) c.winner = list[losers.indexOf(c.loser)] ?? c.winner;
  }
}

/** One sentence as the stages of `findComparisons` read it: its numbers, cues and hedges, and the wins, losers and claims found so far. */
interface Reading {
  doc: Doc;
  s: Sentence;
  main: Entity | null;
  /** Every number of the sentence, and those that are gains (margins). */
  all: NumberHit[];
  gains: Set<NumberHit>;
  numbers: NumberHit[];
  found: Trigger[];
  hedges: number[];
  sentenceHedged: boolean;
  /** The last winner a stage read (the sentence's winner), its losers, and the wins the claims are built from. */
  winner: Entity | null;
  losers: Entity[];
  wins: Win[];
  bare: Set<Entity>;
  claims: Claim[];
}

/**
 * Whether the sentence has a win cue outside its hedges: "comparable or superior performance compared to X" states no
 * win, for its "superior" is the hedge's ("matching or surpassing" and the like read as ties, with " or ").
 */
function winCueOutsideHedges(s: Sentence, found: Trigger[]): boolean {
  let text = s.text;
  for (const t of found) if (t.kind === 'tie' && /\sor\s/i.test(t.text)) text = text.slice(0, t.start - s.start) + ' '.repeat(t.end - t.start) + text.slice(t.end - s.start);
  return WIN_CUE.test(text);
}

/** "keeping inference time constant", "maintaining the same latency": a clause that holds a measure equal. */
const HELD_EQUAL_CLAUSE = /\b(?:keep(?:s|ing)?|maintain(?:s|ing)?|hold(?:s|ing)?)\s+(?:[\w-]+\s+){0,4}?(?:constant|unchanged|the\s+same|similar|comparable|identical|intact|on\s+par)\b/i;
/** CONTRAST_CLAUSE, global, read only through matchAll: where the last contrasting clause of a stretch opens (", while …"), or 0. */
const CONTRAST_CLAUSE_ALL = new RegExp(CONTRAST_CLAUSE.source, 'gi');
function lastClauseStart(text: string): number {
  const last = [...text.matchAll(CONTRAST_CLAUSE_ALL)].pop();
  return last ? (last.index ?? 0) + last[0].length : 0;
}

/** Marks a name as a compared system by `rule` and counts it among the sentence's losers. */
function addLoser(r: Reading, e: Entity, rule: string): void {
  assign(e, 'baseline', r.s.index, rule);
  if (!r.losers.includes(e)) r.losers.push(e);
}

function readingOf(doc: Doc, s: Sentence, main: Entity | null, claims: Claim[]): Reading {
  const hedges = /\bor\b|\bof\b|cases/i.test(s.text) ? [...s.text.matchAll(HEDGE_CLAUSE)].map((m) => s.start + (m.index ?? 0)) : [];
  const sentenceHedged = /\bin some cases\b/i.test(s.text);
  const all = numbersOf(doc, s);
  const gains = gainsOf(doc.text, all);
  const numbers = all.filter((h) => gains.has(h));
  const found = triggers(s).slice(0, MAX_TRIGGERS);
  return { doc, s, main, all, gains, numbers, found, hedges, sentenceHedged, winner: null, losers: [], wins: [], bare: new Set(), claims };
}

/** The wins and ties each cue reads: "X outperforms Y", a fronted "Compared with Y, X …", passive wins, and wins held at a smaller cost. */
function cueWins(r: Reading): void {
  const { doc, s, main, all, numbers, found, hedges, sentenceHedged, losers, wins, bare, claims } = r;
  for (const [ti, cue] of found.entries()) {
    const beforeText = doc.text.slice(s.start, cue.start);
    // A neutral cue ("compared to") with no win cue is none, unless it is the passive of "we compare X with Y" ("X is
    // compared with Y"); with only a hedge's ("comparable or superior performance compared to X") it compares as a tie:
    // X is a baseline, not a loser.
    const uncued = cue.kind === 'win' && NEUTRAL.test(cue.text) && !winCueOutsideHedges(s, found);
    const passiveCompare = /^compared/i.test(cue.text) && PASSIVE_BE.test(doc.text.slice(Math.max(s.start, cue.start - 40), cue.start));
    if (uncued && !WIN_CUE.test(s.text) && !passiveCompare) continue;
    // "…, while keeping inference time constant compared to the PaLI3-5B baseline": a neutral cue in a clause that holds a
    // measure equal compares as a tie, whatever the sentence won before it.
    const heldEqual = cue.kind === 'win' && NEUTRAL.test(cue.text) && HELD_EQUAL_CLAUSE.test(beforeText.slice(lastClauseStart(beforeText)));
    const t: Trigger = uncued || heldEqual ? { ...cue, kind: 'tie' } : cue;
    if (t.kind === 'win' && /^over$/i.test(t.text) && !WIN_CUE.test(beforeText)) continue;
    // "Prior adapters such as MAD-X are outperformed by SMAdapt": a passive win, its winner after "by", its losers the subject.
    // "they often struggle, surpassed by simple heuristics such as CN": so is a participle set off by a comma with its agent.
    if (t.kind === 'win' && PASSIVE_WIN.test(t.text) && (PASSIVE_BE.test(doc.text.slice(Math.max(s.start, t.start - 40), t.start)) || PASSIVE_PARTICIPLE.test(doc.text.slice(Math.max(s.start, t.start - 20), t.end + 6)))) {
      const passive = passiveWins(doc, s, t, main);
      for (const l of passive.losers) {
        addLoser(r, l, 'baseline/compared');
      }
      if (!passive.winner || sentenceHedged || NEGATED_BEFORE.test(doc.text.slice(Math.max(s.start, t.start - 40), t.start))) continue;
      r.winner = passive.winner;
      for (const [index, l] of passive.losers.entries()) wins.push({ winner: passive.winner, loser: l, rule: 'comparison/passive', at: t.start, end: t.end, index, of: passive.losers.length });
      continue;
    }
    // A comparison fronted before its subject ("Compared with X, Y reduces …"), not one after a clause with no name in it
    // ("The attack success rate is reduced by 52% compared with SmoothLLM": the passive gain's subject is the method).
    // "Experiments across multiple benchmarks show that, compared with GRPO, ASRR reduces …": so is one after a clause that reports it.
    const reported = REPORTED_THAT.exec(beforeText)?.[0].length ?? 0;
    const fronted = FRONTED_CUE.test(t.text) && FRONT_OPENER.test(beforeText.slice(reported)) && entitiesIn(doc, s.start + reported, t.start).length === 0;
    // "outperforms strong baselines including Quix": a list cue inside a win's object does not end it.
    let objectEnd = found.slice(ti + 1).find((o) => t.kind !== 'win' || !BASELINE_LIST.test(o.text))?.start ?? s.end;
    let w: Entity | null;
    if (fronted) {
      // "Compared to recent methods (e.g., Drapnet, Kelvix and Moffa), Zorbit …": a comma inside parentheses ends no object.
      let comma = commaOutsideParens(doc.text, t.end, s.end);
      // "Compared to the strongest baseline, ZorbRL, FooNet …": a class object with its name in apposition.
      const next = comma > 0 ? doc.text.indexOf(',', comma + 1) : -1;
      // "Compared to baselines, including Drapnet and Kelvix, Zorbit …": a class, then its members after a comma.
      const examples = comma > 0 ? EXAMPLES_NEXT.exec(doc.text.slice(comma, comma + 16)) : null;
      if (examples) {
        const members = comma + examples[0].length;
        comma = frontedListEnd(doc, members, commaOutsideParens(doc.text, members, s.end), s.end);
      } else if (next > 0 && next < s.end && CLASS_END.test(doc.text.slice(t.end, comma)) && entitiesIn(doc, comma, next).length === 1) comma = next;
      else comma = frontedListEnd(doc, t.end, comma, s.end);
      objectEnd = comma > 0 && comma < s.end ? comma : s.end;
      const after = entitiesIn(doc, objectEnd, s.end).filter((x) => winsHere(doc, x));
      // "Compared to MoE-Infinity, it serves Mixtral-8x7B with …": a pronoun subject before any name is the paper's method.
      const pronoun = main && SUBJECT_PRONOUN.test(doc.text.slice(objectEnd, after[0]?.start ?? s.end)) ? main : null;
      // "Compared with the untuned Llama-3-8B-Instruct, HitRatio@1 on MovieLens-1M climbs from 0.0421 to 0.4973", "…, EER
      // improves by 12%": a measure that changes with no subject named is the paper's method's doing.
      // The clause after the comparison, read from its first word as a sentence's own subject would be ("Compared with X,
      // the method …", "…, this yields …").
      const clause = doc.text.slice(objectEnd, s.end).replace(/^,\s*/, '');
      const selfChange = main && !after.length && (CHANGED_FROM.test(clause) || CHANGED_BY.test(clause)) ? main : null;
      w = after.find((x) => x.e.roles.has('method'))?.e ?? pronoun ?? after[0]?.e ?? (main && (SELF.test(clause) || SELF_REPORT.test(clause)) ? main : selfChange);
    } else {
      // "comparable to Mistral-7B and Llama 3 8B …, while trained with 6.6x less compute than Llama 3 8B":
      // a name already on the losing side of an earlier cue is not the subject of a later one.
      w = winnerBefore(doc, s, t.start, main, losers);
    }
    const ls = losersIn(doc, t.end, objectEnd);
    for (const l of ls) {
      assign(l, 'baseline', s.index, t.kind === 'win' ? 'baseline/compared' : 'baseline/tie');
      // "Ripple outperforms GCN and GAT, and Ripple attains …, 2.1% above GCNII": the winner named again in
      // the object stays free to win the sentence's next cue.
      if (l !== w && !losers.includes(l)) losers.push(l);
    }
    // "outperforms human-engineered prompts by up to 25% and the automatic method APE by up to 14%": a second object with
    // its own margin is read even when the first is a class.
    for (const more of coordinated(doc, t.end, objectEnd, canLose)) {
      if (ls.length >= MAX_LOSERS) break;
      if (ls.includes(more.e)) continue;
      ls.push(more.e);
      if (!more.ownMargin) bare.add(more.e);
      addLoser(r, more.e, t.kind === 'win' ? 'baseline/compared' : 'baseline/tie');
    }
    // "CrossMAE matches MAE in performance with 2.5x less decoding compute": a tie held at a smaller cost is a win on that cost;
    // "surpasses AgentTrek on WebArena while using 31% fewer environment steps": a win so held is a second win, on that cost.
    const cheaper = (kind: 'tie' | 'win', until: number): void => {
      if (!w) return;
      const m = CHEAPER_AFTER.exec(doc.text.slice(t.end, Math.min(until, t.end + 220)));
      if (!m?.groups || !m.indices?.groups) {
        lowering(kind, until);
        return;
      }
      const { dir = '', noun } = m.groups;
      const at = t.end + (m.indices.groups.dir?.[0] ?? 0);
      // The cost's own margin, written after its cue ("while being up to 20 times faster"), not the win's before it.
      const cueAt = t.end + (m.indices.groups.cue?.[0] ?? 0);
      const margin = all.find((n) => n.start <= at && n.end > at) ?? numbers.find((n) => n.start >= cueAt && n.start < at);
      const faster = /faster|speed/i.test(dir);
      // "faster" is a measure of its own (speed); after "less" or "fewer" the noun is what the win saves ("decoding compute").
      const measure = faster ? 'speed' : (noun?.replace(/\s+(?:than|and|or|while|with|on|in)$/i, '') ?? null);
      for (const [index, l] of ls.filter((l) => l !== w).entries()) {
        r.winner = w;
        wins.push({ winner: w, loser: l, rule: `comparison/${kind}-${faster ? 'faster' : 'cheaper'}`, at: t.start, end: t.end, index, of: ls.length, ...(margin ? { margin } : {}), ...(measure ? { measure } : {}) });
      }
    };
    // "performs on par with CODA-Prompt while halving the inference cost", "surpasses nnU-Net by 1.4% Dice while reducing the
    // HD95 by 2.7 mm": the same, with a verb that lowers the cost; its margin follows what it lowers. A clause that names its own
    // comparator ("… by 68% relative to OpenHands") is a win of its own, read from that cue.
    const lowering = (kind: 'tie' | 'win', until: number): void => {
      if (!w) return;
      const from = t.end;
      const m = LOWERING_AFTER.exec(doc.text.slice(from, Math.min(until, from + 220)));
      if (!m?.groups?.noun || !m.indices?.groups?.dir) return;
      const verbAt = from + m.indices.groups.dir[0];
      const nounEnd = from + m[0].length;
      const rest = /^(?:[^.;]|\.\d)*/.exec(doc.text.slice(nounEnd, s.end))?.[0] ?? '';
      if (OWN_COMPARATOR.test(rest.slice(0, 80))) return;
      const margin = /^(?:by|from)\s/i.test(rest) ? numbers.find((n) => n.start >= nounEnd && n.start <= nounEnd + 40) : undefined;
      const measure = m.groups.noun.trim().replace(/^(?:the|its|their)\s+/i, '');
      for (const [index, l] of ls.filter((l) => l !== w).entries()) {
        r.winner = w;
        wins.push({ winner: w, loser: l, rule: `comparison/${kind}-cheaper`, at: verbAt, end: nounEnd, index, of: ls.length, ...(margin ? { margin } : {}), measure });
      }
    };
    if (t.kind === 'tie' && !sentenceHedged && !NEGATED_BEFORE.test(doc.text.slice(Math.max(s.start, t.start - 40), t.start))) cheaper('tie', s.end);
    if (t.kind !== 'win' || sentenceHedged || !w || NEGATED_BEFORE.test(doc.text.slice(Math.max(s.start, t.start - 40), t.start))) continue;
    // "… many components of PPO are unnecessary … and that far simpler variants outperform both PPO and DPO": a name the cue's
    // object opens with is no winner of it, whatever earlier mention made it the subject.
    const opensObject = entitiesIn(doc, t.end, objectEnd)[0];
    if (opensObject?.e === w && /^\s(?:both\s|all\s|the\s)?$/.test(doc.text.slice(t.end, opensObject.start))) continue;
    // "a length-controlled win rate against GPT-4-turbo of 48.6%", "the win rate against GPT-4o-mini from 7.4% to 21.5%": a
    // rate of one half or less against a system is no win over it.
    if (opensObject && /^win/i.test(t.text.trim()) && rateAtMostHalf(doc.text.slice(Math.max(s.start, t.start - 40), t.start), doc.text.slice(opensObject.end, Math.min(s.end, opensObject.end + 40)))) continue;
    // A hedge qualifies the nearest cue before it: "reduces WER by 21% relative to X and outperforms MMS on 95 of 102 languages" hedges only the second.
    const hedged = (h: number): boolean => h > t.start && h < t.end + 90 && !/;/.test(doc.text.slice(t.end, h)) && !CLAUSE.test(doc.text.slice(t.end, h)) && !found.some((o) => o.start >= t.end && o.start < h);
    if (hedges.some(hedged)) continue;
    r.winner = w;
    if (!ls.length) {
      // "surpasses the previous open-source SOTA by 14.4% (BetterV in VerilogEval) and 11.3% (RTLCoder in RTLLM)": a class
      // as the object, the systems it stands for in parentheses, each with its margin and benchmark.
      for (const p of parenthesizedLosers(doc, s, t.end, objectEnd, w, numbers)) {
        addLoser(r, p.loser, 'baseline/compared');
        claims.push({ winner: w, loser: p.loser, benchmark: p.benchmark, metric: null, delta: p.delta, sentence: s, rule: 'comparison/parenthesized-loser' });
      }
    }
    const others = ls.filter((l) => l !== w);
    // "is more accurate and 6x faster than SAM", "faster and more accurate than X": two qualities compared at once, a claim each.
    const qualities = coordinatedQualities(t.text, numbers.filter((n) => n.start >= t.start && n.end <= t.end));
    for (const l of others) {
      const where = entitiesIn(doc, t.end, objectEnd).find((x) => x.e === l);
      const rule = `comparison/${t.text.trim().toLowerCase().split(/\s+/)[0]}`;
      const one = { winner: w, loser: l, rule, at: t.start, end: t.end, loserEnd: where?.end, index: others.indexOf(l), of: others.length, bare: bare.has(l), ...(isCostRule(rule) ? { costAt: t.start } : {}) };
      if (qualities) for (const q of qualities) wins.push({ ...one, measure: q.measure, ...(q.margin ? { margin: q.margin } : { bare: true }) });
      else wins.push(one);
    }
    // "outperforms VALL-E on intelligibility (5.9% vs 1.9% WER) … while being up to 20 times faster": a cue inside
    // parentheses ends no clause, so the cost after it is still this win's.
    const clauseEnd = found.slice(ti + 1).find((o) => o.start >= objectEnd && !openParen(doc.text.slice(t.end, o.start)))?.start ?? s.end;
    cheaper('win', clauseEnd);
  }
}

/**
 * Where a fronted comparison's list of names ends ("Compared with PatchTST, DLinear, and TimesNet, FlowMix …"): the
 * comma after the item led by "and"/"or", when names alone come before it (NAME_LIST_GAP between each two); else the
 * first comma, as before ("Compared with X, FlowMix, a graph model, reduces …" keeps X alone).
 */
function frontedListEnd(doc: Doc, from: number, comma: number, end: number): number {
  const named = entitiesIn(doc, from, end);
  const first = named.findIndex((x) => x.end === comma);
  if (first < 0) return comma;
  for (let i = first + 1; i < named.length && i - first <= MAX_LOSERS; i++) {
    const x = named[i]!;
    const gap = NAME_LIST_GAP.exec(doc.text.slice(named[i - 1]!.end, x.start));
    // A name of the paper's own is the subject, not one more item ("Compared with X, FlowMix and FlowMix-L, …").
    if (!gap || x.e.roles.has('method')) return comma;
    if (/\b(?:and|or)\b/i.test(gap[0])) return doc.text[x.end] === ',' && x.end < end ? x.end : comma;
  }
  return comma;
}

/** ", including ", ", such as ", ", e.g., ", ", namely ": the members of a class named before the comma follow. */
const EXAMPLES_NEXT = new RegExp(String.raw`^,\s${EXAMPLES_CUE}\s`, 'i');

/** The first comma in [from, end) outside any parenthesis opened after `from`, or -1. */
function commaOutsideParens(text: string, from: number, end: number): number {
  let depth = 0;
  for (let i = from; i < end; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')' && depth > 0) depth--;
    else if (ch === ',' && depth === 0) return i;
  }
  return -1;
}

/** Whether a text leaves a parenthesis open ("… intelligibility (5.9% "). */
function openParen(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')' && depth > 0) depth--;
  }
  return depth > 0;
}

/** A second method stating its own margin in a parallel clause, against the comparator of a win before it. */
function elidedWins(r: Reading): void {
  const { doc, s, numbers, found, losers, wins } = r;
  // "A demonstrates 20.6× speedup compared to HoVLE, while B achieves 13.5× speedup": a second method
  // stating its own margin in a parallel clause is compared against the same named comparator.
  for (const w of [...wins]) {
    if (w.loserEnd === undefined || w.end === undefined || !numbers.some((n) => n.end <= w.loserEnd! && n.start >= s.start)) continue;
    const named = entitiesIn(doc, w.loserEnd, s.end);
    for (const x of named) {
      if (!x.e.roles.has('method') || x.e === w.winner || losers.includes(x.e) || wins.some((o) => o.winner === x.e && o.loser === w.loser)) continue;
      if (!ELIDED_BEFORE.test(doc.text.slice(w.loserEnd, x.start)) || !ELIDED_VERB.test(doc.text.slice(x.end, x.end + 40))) continue;
      const clauseEnd = [s.end, ...found.map((t) => t.start), ...named.filter((y) => y.start > x.start).map((y) => y.start)].filter((v) => v > x.end).reduce((a, b) => Math.min(a, b));
      if (!numbers.some((n) => n.start > x.end && n.start < clauseEnd) || /;/.test(doc.text.slice(x.end, clauseEnd))) continue;
      wins.push({ winner: x.e, loser: w.loser, rule: 'comparison/elided-comparator', at: x.start });
    }
  }
}

/** Wins over the direct object of an improvement verb ("improves Qwen2.5-7B by 4 points"). */
function directWins(r: Reading): void {
  const { doc, s, main, sentenceHedged, wins, numbers } = r;
  const direct = directObjects(doc, s, main);
  // The items of the margin list written right after the last object's "by" (0 when none).
  const marginsAfterLast = (objects: typeof direct): number => {
    const hit = loserBy(doc, numbers, entitiesIn(doc, objects[objects.length - 1]?.at ?? s.end, s.end)[0]?.end);
    return hit ? listItems(hit).length : 0;
  };
  // "improves A, B and C by 3.1, 2.4 and 1.9 points, respectively": the objects of one verb share its margins, in order,
  // unless they take margins of their own ("boosting A by 6.2% on X and B by 15.3% and 10.8% on Y and Z, respectively").
  // "improves the MSE of PatchTST and DLinear by 8.2% and 6.1%": so do objects followed by as many margins as there are objects.
  const sharesMargins = (objects: typeof direct): boolean =>
    objects.length > 1 &&
    !/\s(?:by|from)\s/.test(doc.text.slice(objects[0]?.at ?? 0, objects[objects.length - 1]?.at ?? 0)) &&
    (/\brespectively\b/i.test(s.text) || marginsAfterLast(objects) === objects.length);
  for (const d of direct) {
    addLoser(r, d.loser, 'baseline/improved-directly');
    if (d.winner && !sentenceHedged && !wins.some((w) => w.loser === d.loser)) {
      r.winner = d.winner;
      const objects = direct.filter((o) => o.verb === d.verb);
      const loserEnd = entitiesIn(doc, d.at, s.end)[0]?.end;
      const shared = sharesMargins(objects) ? { at: d.verb, index: objects.indexOf(d), of: objects.length } : { at: d.at };
      wins.push({ winner: d.winner, loser: d.loser, rule: 'comparison/improves-directly', loserEnd, ...shared });
    }
  }
}

/** Gains over the method's own base model: one a fronted phrase applies it to or starts from, one it trains, one named before. */
function baseModelWins(r: Reading): void {
  const { doc, s, main, numbers, found, sentenceHedged, wins } = r;
  // "When applied to Mistral-7B, our approach improves accuracy on GSM8K from 52.2% to 61.0%, surpassing …": the model
  // a fronted "applied to" names is the one the method improves, whatever else the sentence beats.
  // "Starting from Llama-3.1-8B-Instruct, SPAR improves GSM8K accuracy from 84.5% to 90.1%": so does the model it
  // starts from, when the change is written from the start model's score to the method's.
  // "Starting from Qwen2.5-VL-7B-Instruct, PerceptRL improves accuracy by 6.3% on MathVista": or as a gain by a margin, when
  // the sentence has no win cue (a named competitor would own the margin: "… by 6% over GRPO").
  const lead = opening(s).text;
  const afterFront = s.text.slice(frontedEnd(s) - s.start);
  const startedFrom = STARTED_FRONT.test(lead) && (/\bfrom\s+\d/.test(afterFront) || (GAIN_BY.test(afterFront) && !found.some((t) => t.kind === 'win')));
  // "Trained on DeepSeek-R1-Distill-Qwen-7B, AdaThink … while improving accuracy over the original model by 1.3 points": any
  // fronted backbone, when the sentence says the gain is over the original model.
  // "On DeepSeek-R1-Distill-Qwen-1.5B, ThinkPrune … improves accuracy over the original model": so does a model the sentence is set on.
  const overBase = !startedFrom && !APPLIED_FRONT.test(lead) && (BACKBONE_SETTING.test(lead) || /^On\s/.test(lead)) && OVER_BASE.test(s.text.slice(frontedEnd(s) - s.start));
  const fronted = (APPLIED_FRONT.test(lead) || startedFrom || overBase) && numbers.length ? frontedEnd(s) : s.start;
  const applied = fronted > s.start ? entitiesIn(doc, s.start, fronted).filter((x) => x.e.roles.has('model') && !x.e.roles.has('method')) : [];
  const rest = doc.text.slice(fronted, s.end);
  const verb = applied.length === 1 ? (overBase ? OVER_BASE.exec(rest) : (CHANGES_APPLIED.exec(rest) ?? OVER_BASE.exec(rest))) : null;
  const improver = verb ? (entitiesIn(doc, fronted, fronted + verb.index).find((x) => x.e.roles.has('method'))?.e ?? (main && (SELF.test(doc.text.slice(fronted, fronted + verb.index)) || APPLIED_SELF.test(lead)) ? main : null)) : null;
  const base = applied[0]?.e;
  // "Applied to Qwen2.5-7B, FooRL improves over GRPO by 4.2 points": a verb whose comparator follows it is that win's, not a gain over the base model.
  const overOther = !!verb && !overBase && /^\s+(?:over|upon|relative\s+to|compared\s+(?:to|with))\s/i.test(rest.slice(verb.index + verb[0].length));
  // "When applied to GLaMM, ALTP achieves a 90% reduction in visual tokens with a 4.9% improvement in AP50 … compared to
  // PyramidDrop": changes a comparator after the verb names a competitor for are that competitor's, not the base model's
  // (a strict win beside them is not: "… improves accuracy from 52.2% to 61.0%, surpassing X").
  const comparedAfter = !!verb && wins.some((w) => w.loser !== base && w.at > fronted + verb.index && w.end !== undefined && NEUTRAL_WORD.test(doc.text.slice(w.at, w.end)));
  if (verb && improver && base && !overOther && !comparedAfter && !sentenceHedged && !wins.some((w) => w.loser === base)) {
    addLoser(r, base, 'baseline/applied-base-model');
    // "… over the original model by 1.3 points": the margin written right after the base model is this win's, whatever else the sentence measures.
    const verbEnd = fronted + verb.index + verb[0].length;
    // "improving accuracy by 37% over the base model": so is one written with "by" inside the phrase.
    const verbAt = fronted + verb.index;
    const by = overBase ? (numbers.find((n) => n.start > verbEnd && /^\s+by\s+$/.test(doc.text.slice(verbEnd, n.start))) ?? numbers.find((n) => n.start > verbAt && n.end <= verbEnd && /\sby\s+$/.test(doc.text.slice(verbAt, n.start)))) : undefined;
    wins.push({ winner: improver, loser: base, rule: 'comparison/improves-base-model', at: fronted + verb.index, ...(by ? { margin: by } : {}) });
  }
  const trained = main && numbers.length && IMPROVE.test(s.text) ? trainedModel(doc, s) : null;
  // "Training Qwen2.5-Math-7B with ERPO yields …, improving over GRPO by 5.1 points": an improvement stated only as a win over a
  // named competitor is not the trained model's own ("… achieves 8.6% improvement on math, outperforming SFT" is).
  const ownGain = trained ? [...s.text.matchAll(IMPROVE_ALL)].some((m) => !wins.some((w) => w.end !== undefined && s.start + (m.index ?? 0) >= w.at && s.start + (m.index ?? 0) < w.end)) : false;
  if (main && trained && ownGain && !wins.some((w) => w.loser === trained)) {
    addLoser(r, trained, 'baseline/trained-base-model');
    wins.push({ winner: main, loser: trained, rule: 'comparison/trains-base-model', at: s.start });
  }
  // "MedTutor-8B … improving on its base model by 9.8 points": the one model the abstract says the method is built from
  // (of several, the last one said before this sentence).
  const baseRef = numbers.length ? BASE_REF.exec(s.text) : null;
  if (baseRef && !sentenceHedged && !wins.some((w) => w.rule === 'comparison/improves-base-model' || w.rule === 'comparison/trains-base-model')) {
    const at = s.start + baseRef.index;
    // "With Qwen-VL-Chat, VeriLook … surpasses the base model": the one model the sentence runs the method on, first.
    const runOn = entitiesIn(doc, s.start, at).filter((x) => x.e.roles.has('model') && !x.e.roles.has('method') && (x.end <= frontedEnd(s) || isBackbone(doc, s, x.start)));
    const built = [...doc.entities.values()].filter((e) => e.roles.has('model') && !e.roles.has('method') && mentionedBuiltFrom(doc, e));
    // "our vsGRPO-2B model, fine-tuned from Qwen2-VL-2B, can outperform the base model": else the one this sentence says it is built from.
    const builtHere = built.filter((e) => lastBuiltFrom(doc, [e], at) === e && lastBuiltFrom(doc, [e], s.start) !== e);
    const base = runOn.length === 1 ? runOn[0]?.e : built.length === 1 ? built[0] : (lastBuiltFrom(doc, built, s.start) ?? (builtHere.length === 1 ? builtHere[0] : undefined));
    const w = base ? winnerBefore(doc, s, at, main, [base]) : null;
    if (base && w?.roles.has('method')) {
      addLoser(r, base, 'baseline/base-model-named-before');
      r.winner = w;
      wins.push({ winner: w, loser: base, rule: 'comparison/improves-base-model', at });
    }
  }
}

/** " pre-training", " and GPT-3 pre-training": the training run of the model named before it (trained from scratch, not improved). */
const PRETRAINED_AFTER = /^(?:,?\s(?:and|or)\s[^\s,;]+)*\s(?:pre-?training|training\s+from\s+scratch)\b/i;
/** "for pre-training on ", "on fine-tuning ", "during training of the ": a training run named as the setting, then the model it is run on. */
const TRAINING_ON_BEFORE = /\b(?:for|on|in|during)\s+(?:pre-?training|fine-?tuning|post-?training|training)\s+(?:of\s+|on\s+)?(?:the\s+|a\s+)?$/i;

/** "against competitive baselines", "over existing methods", "compared to prior approaches": a comparator whose object is a class of other systems. */
const OVER_CLASS = /\b(?:against|over|than|compared\s+(?:to|with)|relative\s+to)\s+(?:(?:the|all|other|existing|competitive|competing|strong|prior|previous|recent|current|leading|state-of-the-art|SOTA)\s+){1,3}(?:[\w-]+\s+)?(?:baselines|methods|approaches|systems|techniques|alternatives|works)\b/i;

/** Gains over the models a sentence with no win cue says the method improves ("Applied to A and B, X reduces … by 27% and 19%"). */
function improvedModelWins(r: Reading): void {
  const { doc, s, main, all, numbers, found, sentenceHedged, wins } = r;
  // "…, while improving average accuracy by 2.3 and 1.8 points over the original models": a win over the base models themselves does not block them.
  const overOthers = found.some((t) => t.kind === 'win' && !OVER_BASE.test(doc.text.slice(t.start, Math.min(s.end, t.end + 40))));
  if (wins.length || overOthers || !numbers.length) {
    changedOfWins(r);
    return;
  }
  // "improve end-to-end CodeLlama-13b throughput by up to 32x against competitive baselines": a gain stated over a class of
  // other systems is over them, not over the model it is measured on.
  if (OVER_CLASS.test(s.text)) return;
  // "CARE lowers the attack success rate of Llama-3-8B-Instruct from 38.5% to 4.2%": a lowered measure of a model is that model's, improved
  // (not one the sentence is only set on: "the attack success rate of GCG on Vicuna-13B").
  // "… a gap of less than 0.04% (~23% KV cache reduction) … for Llama 3.1-8B": a word of change inside an aside in parentheses is no
  // predicate of the sentence, and improves none of its models.
  const improves = IMPROVE.test(s.text.replace(/\([^()]*\)/g, ''));
  const lowersOf = !improves && CHANGES_APPLIED.test(s.text) && entitiesIn(doc, s.start, s.end).some((x) => x.e.roles.has('model') && LOWERED_OF.test(doc.text.slice(Math.max(s.start, x.start - 60), x.start)));
  if (improves || lowersOf) {
    const models = entitiesIn(doc, s.start, s.end).filter((x) => x.e.roles.has('model') && !x.e.roles.has('method'));
    const self = entitiesIn(doc, s.start, s.end).find((x) => x.e.roles.has('method'))?.e ?? (main && SELF.test(opening(s).text) ? main : null);
    // "Implemented with Qwen2.5-72B-Instruct, SCRIT achieves a 10.3% improvement": a backbone setting, not the
    // improved model; "Across four architectures (Pi0.5, …), LIT improves …" is a scope, and its models are improved.
    // "With π0.5 as base policy, Pivot reduces …" names the base model it improves.
    const fronted = frontedEnd(s);
    const baseNamed = /\bbase\b/i.test(doc.text.slice(s.start, fronted));
    const setting = BACKBONE_SETTING.test(opening(s).text) && !baseNamed ? fronted : s.start;
    // "matches the accuracy of Llama-2-70B while reducing latency by 2.4x": a model a tie is stated with is a peer, not improved.
    const tied = (m: { start: number }): boolean => found.some((t) => t.kind === 'tie' && t.end <= m.start && !/[,;]/.test(doc.text.slice(t.end, m.start)));
    // "On NaturalQuestions with GPT-3.5-Turbo, X improves accuracy by 17.1%": a model the fronted setting runs with is a backbone too.
    const runWith = (m: { start: number; end: number }): boolean => !baseNamed && m.end <= fronted && /\b(?:with|using)\s+(?:the\s+)?$/i.test(doc.text.slice(Math.max(s.start, m.start - 12), m.start));
    // "improves from 54.0 for YaRN to 69.3": a change that names whose the first score was compares with that system, not the model.
    const othersFrom = all.some((n) => n.rule === 'number/from-to' && /^from\s\S+\s(?:of|for)\s(?:the\s)?\p{Lu}/u.test(n.text));
    // "reduces memory usage by 65.5% … for pre-training on LLaMA 1B, and on fine-tuning RoBERTa": a model the training is run on is the setting.
    // "Experiments on GPT-2 and GPT-3 pre-training demonstrate that X reduces perplexity …": so is a model named as what is pre-trained.
    const trainedOn = (m: { start: number; end: number }): boolean => TRAINING_ON_BEFORE.test(doc.text.slice(Math.max(s.start, m.start - 30), m.start)) || PRETRAINED_AFTER.test(doc.text.slice(m.end, m.end + 60));
    const improved = othersFrom ? [] : models.filter((m) => m.e !== self && m.start >= setting && !tied(m) && !runWith(m) && !trainedOn(m));
    // "Applied to A and B, X reduces … by 27% and 19%, respectively": one margin per improved model, in order.
    const verb = improved.length > 1 && /\brespectively\b/i.test(s.text) ? IMPROVE.exec(s.text) : null;
    for (const [index, m] of improved.entries()) {
      addLoser(r, m.e, 'baseline/improved-base-model');
      if (self && !sentenceHedged) {
        r.winner = self;
        wins.push(verb ? { winner: self, loser: m.e, rule: 'comparison/improves-base-model', at: s.start + verb.index, index, of: improved.length } : { winner: self, loser: m.e, rule: 'comparison/improves-base-model', at: m.start });
      }
    }
  }
}

/**
 * "CARE lowers the attack success rate of Llama-3-8B-Instruct from 38.5% to 4.2% …, surpassing Circuit Breakers": a measure of
 * a named model changed from one score to another by the paper's method is a gain over that model, beside the sentence's
 * other wins (which otherwise keep `improvedModelWins` from reading the sentence at all).
 */
function changedOfWins(r: Reading): void {
  const { doc, s, main, numbers, sentenceHedged, wins } = r;
  if (sentenceHedged) return;
  const named = entitiesIn(doc, s.start, s.end);
  for (const x of named) {
    if (!x.e.roles.has('model') || x.e.roles.has('method') || wins.some((w) => w.loser === x.e)) continue;
    const change = numbers.find((n) => n.rule === 'number/from-to' && n.start > x.end && /^\s+$/.test(doc.text.slice(x.end, n.start)));
    if (!change || !MEASURE_CHANGED_OF.test(doc.text.slice(Math.max(s.start, x.start - 90), x.start))) continue;
    const self = named.filter((y) => y.end <= x.start && y.e.roles.has('method')).pop()?.e ?? (main && SELF.test(doc.text.slice(opening(s).start, x.start)) ? main : null);
    if (!self) continue;
    addLoser(r, x.e, 'baseline/improved-base-model');
    wins.push({ winner: self, loser: x.e, rule: 'comparison/improves-base-model', at: x.start, margin: change });
  }
}

/** Wins read from scores: "81% vs. 62% for Y", preference rates, a comparator's score in a change; returns the compared scores. */
function scoredWins(r: Reading): SentenceComparison['scores'] {
  const { doc, s, main, all, sentenceHedged, wins } = r;
  const scores: SentenceComparison['scores'] = [];
  for (const v of versusScores(doc, s, main)) {
    addLoser(r, v.loser, 'baseline/scored');
    // A speed factor ("2.4x for Medusa") is a ratio, not a score on the benchmark.
    if (!/[x×]$/.test(v.value)) scores.push({ owner: v.loser, value: v.value, number: v.number, at: v.at });
    // "…, compared with 26.8% for DPO …, and it improves the MT-Bench score … over DPO": a win over the same loser in a clause of its own is another claim.
    const sameClause = (w: { at: number }): boolean => !CLAUSE.test(doc.text.slice(Math.min(w.at, v.at), Math.max(w.at, v.at)));
    if (v.wins && v.winner && !sentenceHedged && !wins.some((w) => w.loser === v.loser && sameClause(w))) {
      r.winner = v.winner;
      wins.push({ winner: v.winner, loser: v.loser, rule: 'comparison/higher-score', at: v.at });
    }
  }
  // "preferred … 81% vs. Google's Imagen Video": a preference rate above one half is a win, by that rate.
  for (const p of preferenceRates(doc, s, main)) {
    addLoser(r, p.loser, 'baseline/compared');
    if (p.wins && p.winner && !sentenceHedged && !wins.some((w) => w.loser === p.loser)) {
      r.winner = p.winner;
      const margin: NumberHit = { ...p.rate, margin: parseMargin(p.rate.text), rule: 'number/preference-rate' };
      wins.push({ winner: p.winner, loser: p.loser, rule: 'comparison/preference-rate', at: p.rate.start, end: p.loserEnd, loserEnd: p.loserEnd, margin });
    }
  }
  // "improves the pass rate from 41.2% (GRPO) to 55.6%": the first score is the named comparator's.
  for (const n of all) {
    if (n.rule !== 'number/from-to' || !/\(|\s(?:of|for|with)\s/.test(n.text)) continue;
    // "from 41.2% (GRPO) to 55.6%", "from 50% of BC pre-training to 95%": the name right after the first score.
    const owner = entitiesIn(doc, n.start, n.end).find((x) => (doc.text[x.start - 1] === '(' && doc.text[x.end] === ')') || SCORE_OF.test(doc.text.slice(n.start, x.start)));
    if (!owner || !canLose(owner.e) || owner.e.roles.has('method') || wins.some((w) => w.loser === owner.e)) continue;
    const w = winnerBefore(doc, s, n.start, main, [owner.e]);
    addLoser(r, owner.e, 'baseline/scored');
    if (w && !sentenceHedged) {
      r.winner = w;
      wins.push({ winner: w, loser: owner.e, rule: 'comparison/from-comparator-score', at: n.start, end: n.start, loserEnd: owner.end });
    }
  }
  return scores;
}

/** Gains read from a measure that changes for a named model or method ("reduces CHAIR_S … for LLaVA-1.5", "reduces the MSE of iTransformer"). */
function changedWins(r: Reading): void {
  const { doc, s, main, all, numbers, sentenceHedged, wins } = r;
  // "reduces CHAIR_S on MSCOCO from 48.2 to 37.5 for LLaVA-1.5": a change written for a named model is the method's gain over it.
  for (const n of all) {
    if (n.rule !== 'number/from-to') continue;
    const m = FOR_MODEL.exec(doc.text.slice(n.end, n.end + 12));
    const from = m ? n.end + m[0].length : -1;
    const model = m ? entitiesIn(doc, from, Math.min(s.end, from + 40))[0] : undefined;
    if (!model || model.start !== from || !model.e.roles.has('model') || model.e.roles.has('method') || wins.some((w) => w.loser === model.e)) continue;
    const w = winnerBefore(doc, s, n.start, main, [model.e]);
    if (!w?.roles.has('method') || sentenceHedged) continue;
    addLoser(r, model.e, 'baseline/changed-for-model');
    r.winner = w;
    // The claim starts at its verb ("reduces CHAIR_S on MSCOCO from …"), so the benchmark between is its own.
    const verb = [...doc.text.slice(s.start, n.start).matchAll(IMPROVE_ALL)].pop();
    const at = verb ? s.start + (verb.index ?? 0) : n.start;
    wins.push({ winner: w, loser: model.e, rule: 'comparison/improves-base-model', at, end: n.start, loserEnd: model.end });
  }
  // "For LLaVA-1.5-7B, the CHAIR_S score on AMBER falls from 51.2 to 34.6": a measure that changes for the model a fronted
  // phrase names, with no system named as its subject, is the paper's method's gain over that model.
  const lead = opening(s);
  const forFront = main && !wins.length && !sentenceHedged ? FOR_FRONT.exec(lead.text) : null;
  if (forFront && main) {
    const frontEnd = lead.start + forFront[0].length;
    const model = entitiesIn(doc, s.start, frontEnd).find((x) => x.e.roles.has('model') && !x.e.roles.has('method'));
    const rest = entitiesIn(doc, frontEnd, s.end).filter((x) => x.e.roles.has('method') || x.e.roles.has('model') || x.e.roles.has('baseline'));
    const change = all.find((n) => n.rule === 'number/from-to' && CHANGED_FROM.test(doc.text.slice(Math.max(s.start, n.start - 40), n.end)));
    if (model && change && !rest.length) {
      addLoser(r, model.e, 'baseline/changed-for-model');
      r.winner = main;
      // One claim, read from the end of the fronted phrase (or of the clause the first change opens): it spreads over the
      // benchmarks of the sentence, each with the change written for it (", and POPE F1 rises from 81.3 to 85.9").
      const opened = [...doc.text.slice(s.start, change.start).matchAll(/,\s(?:and|while)\s|;\s/g)].pop();
      const at = Math.max(frontEnd, opened ? s.start + (opened.index ?? 0) + opened[0].length : 0);
      wins.push({ winner: main, loser: model.e, rule: 'comparison/improves-base-model', at, end: change.start, loserEnd: model.end });
    }
  }
  // "TimeLattice reduces the MSE of iTransformer by 7.2%", "improves the MSE of PatchTST and DLinear by 8.2% and 6.1%": a
  // measure of other methods, changed by a margin, is a win over each (a model's changed measure is the base-model gain read
  // above). The rule keeps the name of its first form, which the learned weights know.
  if (!wins.length && numbers.length && !sentenceHedged) {
    const named = entitiesIn(doc, s.start, s.end);
    for (let i = 0; i < named.length; i++) {
      const x = named[i]!;
      if (!MEASURE_CHANGED_OF.test(doc.text.slice(Math.max(s.start, x.start - 90), x.start))) continue;
      let j = i;
      while (j + 1 < named.length && NAME_LIST_GAP.test(doc.text.slice(named[j]!.end, named[j + 1]!.start))) j++;
      const list = named.slice(i, j + 1);
      i = j;
      if (!/^\s+by\s+(?:up\s+to\s+|about\s+|over\s+|nearly\s+)?[+\d]/.test(doc.text.slice(list[list.length - 1]!.end, list[list.length - 1]!.end + 20))) continue;
      if (list.some((y) => !canLose(y.e) || y.e.roles.has('model') || y.e.roles.has('benchmark') || y.e.roles.has('method'))) continue;
      const w = winnerBefore(doc, s, x.start, main, list.map((y) => y.e));
      if (!w?.roles.has('method')) continue;
      r.winner = w;
      const verb = [...doc.text.slice(s.start, x.start).matchAll(IMPROVE_ALL)].pop();
      for (const [index, y] of list.entries()) {
        addLoser(r, y.e, 'baseline/compared');
        wins.push({ winner: w, loser: y.e, rule: 'comparison/lowers-measure-of', at: verb ? s.start + (verb.index ?? 0) : x.start, end: y.end, loserEnd: y.end, index, of: list.length });
      }
    }
  }
}

/**
 * Whether a cost written at `costAt` beside a win on quality holds on benchmark `b`: named in the sentence's setting (fronted,
 * or before the winner: "Furthermore, on ogbn-products HopFormer …"), or from the cost on.
 */
function costBenchmark(named: { e: Entity; start: number; end: number }[], s: Sentence, winner: Entity, b: Entity, costAt: number): boolean {
  const setting = Math.max(frontedEnd(s), named.find((x) => x.e === winner)?.start ?? s.start);
  return named.some((x) => x.e === b && (x.end <= setting || x.start >= costAt));
}

/** The claims of the sentence's wins: each with its benchmarks, metric and margin. */
function claimsOfWins(r: Reading): void {
  const { doc, s, all, gains, numbers, found, hedges, losers, wins, claims } = r;
  // The names a measure's word may sit inside ("F1-scores" is a measure's name, not one of them).
  const names = spansBetween(doc, s.start, s.end).filter((x) => doc.at.has(x.start) && !/-(?:scores?|measures?)$/i.test(x.text));
  const metrics = metricsIn(s, numbers, names);
  const named = entitiesIn(doc, s.start, s.end);
  const respective = /\brespectively\b/i.test(s.text);
  const starts = [...new Set(wins.map((o) => o.at))].sort((a, b) => a - b);
  const regionEnd = (at: number): number => starts.find((a) => a > at) ?? Infinity;
  // "it improves Qwen2.5-Math-7B from 58.8% to 90.0% and Phi3-mini-3.8B from 41.4% to 86.4%, surpassing o1-preview by +4.5%
  // and +0.9%": a model the method improves is still a model the other wins of its sentence were obtained with.
  const improved = new Set(wins.filter((o) => o.rule === 'comparison/improves-directly').map((o) => o.loser));
  for (const w of wins) {
    const next = regionEnd(w.at);
    let benchmarks = benchmarksFor(doc, s, hedges, w.at);
    // "24.6% on OSWorld, outperforming A (22.0%), and 46.6% on AndroidWorld, outperforming B (34.5%)": a win whose stretch
    // since the cue before it names a benchmark is tied to that one, not to the earlier cue's (a fronted setting holds for all).
    const prevCue = starts.filter((a) => a < w.at).pop();
    const sinceCue = prevCue === undefined ? [] : benchmarks.filter((b) => named.some((x) => x.e === b && x.start > prevCue && x.start < w.at));
    if (sinceCue.length) benchmarks = benchmarks.filter((b) => sinceCue.includes(b) || named.some((x) => x.e === b && (x.start > w.at || x.end <= frontedEnd(s))));
    // "boosting A by 9.1% on X and B by 18.7% on Y": when the wins of a sentence each
    // name their own benchmarks, a win keeps the benchmarks of its own stretch.
    const within = (at: number, b: Entity): boolean => named.some((x) => x.e === b && x.start >= at && x.start < regionEnd(at));
    // "On A and B, X improves … over PairNorm, and it reaches 73.9% on A": a mention in a clause of its own after the win is not the win's.
    // So is one after a semicolon ("…, respectively; on Amazon-Book it reaches a Recall@20 of 0.0583").
    const afterWin = doc.text.slice(w.end ?? w.at, s.end);
    const opensAfter = [CLAUSE.exec(afterWin), /;\s/.exec(afterWin)].filter((m): m is RegExpExecArray => m !== null).sort((a, b) => a.index - b.index)[0];
    const ownEnd = Math.min(regionEnd(w.at), opensAfter ? (w.end ?? w.at) + opensAfter.index : Infinity);
    const own = benchmarks.filter((b) => named.some((x) => x.e === b && x.start >= w.at && x.start < ownEnd));
    // "… by 14.4% (BetterV in VerilogEval) and 11.3% (RTLCoder in RTLLM), and also outperforms GPT-4 by 22.1% in
    // VerilogEval": a win that names benchmarks after its cue is tied to those, not to the ones of earlier clauses.
    // A fronted phrase that names no benchmark ("Built on a Swin-T backbone, …") is no setting.
    const fronted = frontedEnd(s);
    const setting = named.some((x) => x.end <= fronted && benchmarks.includes(x.e)) ? fronted : s.start;
    // A benchmark of the fronted setting ("On ALFWorld and WebShop, …, and even surpasses its teacher on ALFWorld") gives way too.
    const earlier = (b: Entity): boolean => named.some((x) => x.e === b && x.start < w.at && ((x.start >= setting && setting === s.start) || x.end <= setting));
    // "Across A, B and C, X beats GRPO, with the largest gain on C": where the gain is largest narrows nothing.
    const firstOwn = named.find((x) => own.includes(x.e) && x.start >= w.at)?.start ?? s.end;
    const extent = EXTENT.test(doc.text.slice(w.end ?? w.at, firstOwn));
    const extentOwn = extent ? own : [];
    // "outperforming SDXL and PixArt-Σ on both benchmarks and matching SD3-Medium on GenEval": a win said to hold on both keeps them.
    const onBoth = ON_BOTH.test(doc.text.slice(w.at, s.end)) && benchmarks.length > 1 && benchmarks.every((b) => named.some((x) => x.e === b && x.start < w.at));
    if (own.length && own.length < benchmarks.length && !extent && !onBoth && (starts.some((a) => a !== w.at && benchmarks.some((b) => within(a, b))) || benchmarks.every((b) => own.includes(b) || earlier(b)))) benchmarks = own;
    // The clause of its own the win stands in ("…, while cutting …", ", and on SuperGLUE it outperforms …"), if any.
    const opener = lastContrast(doc.text.slice(s.start, Math.max(w.at, w.end ?? w.at) + 1));
    const openedAt = opener ? s.start + opener.index + opener[0].length : s.start;
    // "On the GLUE benchmark, MoLE matches …, and on SuperGLUE it outperforms LoRA": a clause that names its own
    // benchmark before its win gives the win that benchmark instead of the fronted one.
    if (opener && s.start + opener.index >= fronted) {
      const clauseAt = s.start + opener.index;
      const inClause = benchmarks.filter((b) => named.some((x) => x.e === b && x.start >= clauseAt && x.start < w.at));
      if (inClause.length) benchmarks = benchmarks.filter((b) => inClause.includes(b) || named.some((x) => x.e === b && x.start > w.at));
    }
    // "outperforms GPS and Exphormer on the LRGB, reaching 0.7312 AP on Peptides-func": a participle after the win's
    // own benchmark reports a score elsewhere; the win keeps the benchmarks named before it.
    const part = SCORE_PARTICIPLE.exec(doc.text.slice(w.end ?? w.at, Math.min(next, s.end)));
    if (part) {
      const cutAt = (w.end ?? w.at) + part.index;
      const ownBefore = benchmarks.filter((b) => named.some((x) => x.e === b && x.start >= w.at && x.start < cutAt));
      if (ownBefore.length) benchmarks = ownBefore;
    }
    // "surpasses ReAct on Glimmer while using 35% fewer steps": a number in a clause of its own is no margin of this win.
    const clause = CONTRAST_CLAUSE.exec(doc.text.slice(w.end ?? w.at, Math.min(next, s.end)));
    // "…, compared with 76.5% for SGD, and on WikiText-103 it lowers perplexity from 19.8 to 18.9 …": nor is one in a later
    // clause with a subject of its own.
    const until = Math.min(clause ? (w.end ?? w.at) + clause.index : next, ownEnd);
    const rest = doc.text.slice(w.end ?? w.at, s.end);
    const later = clause ? null : ([CONTRAST_CLAUSE.exec(rest), CLAUSE.exec(rest)].filter((m): m is RegExpExecArray => m !== null).sort((a, b) => a.index - b.index)[0] ?? null);
    const contrastAt = clause ? until : later ? (w.end ?? w.at) + later.index : s.end;
    // "…, 2.1% above GCNII": a number written right before a later cue is that cue's margin.
    // A change "from 52.2% to 61.0%" is the improvement's own, whatever cue follows it.
    const ownedByLater = (n: NumberHit): boolean => !/^from\s/i.test(n.text) && found.some((t) => t.start > (w.end ?? w.at) && t.start > n.start && t.start <= n.end + 2);
    const scope = numbers.filter((n) => n.start >= w.at && n.start < until && !ownedByLater(n));
    // "… by 5.2% and on NExT-QA by 3.9%, and it outperforms SeViLA on both": a win in a clause of its own takes no margin from the clauses before it.
    const ownClause = opener && CLAUSE.test(opener[0]) ? (n: NumberHit): boolean => n.start >= openedAt : (): boolean => true;
    const before = pickDelta(doc, numbers.filter((n) => n.start < until && !ownedByLater(n) && ownClause(n)), w.at, w.end ?? w.at);
    const items = (scope.length ? scope : before ? [before] : []).flatMap(listItems);
    // "surpassing UniChart by 6.5 points on ChartQA and Matcha by 3.1 BLEU on Chart-to-text": when the losers of a cue
    // each name their own benchmark right after them, a loser keeps its own.
    const ownOn = onOwnBenchmark(doc, named, w, wins, s.end);
    if (ownOn && benchmarks.includes(ownOn)) benchmarks = [ownOn];
    // "outperforms PPO on HumanEval+ …, while using 38% fewer rollouts than PPO": a cost compared with a "than" of its own is
    // measured on no benchmark the quality win names; it holds on one named in a fronted setting ("On WebShop, …") or in its
    // own clause ("… than X on B"). A cost without one ("while using 31% fewer steps") continues the win and keeps its
    // benchmark, when it is one: a single margin after several ("by 4.2 and 2.8 points on AIME24 and AMC23, respectively,
    // while generating 38% fewer tokens") is measured on none of them.
    const { costAt } = w;
    if (costAt !== undefined && wins.some((o) => !isCostRule(o.rule))) benchmarks = benchmarks.filter((b) => costBenchmark(named, s, w.winner, b, costAt));
    else if (w.rule === 'comparison/win-cheaper' && benchmarks.length > 1) benchmarks = benchmarks.filter((b) => costBenchmark(named, s, w.winner, b, s.end));
    const targets: (Entity | null)[] = benchmarks.length ? benchmarks : [null];
    const separate = marginsOfTheirOwn(doc, s, w, all.filter((n) => !ownedByLater(n)), gains, until, named, targets);
    if (separate) {
      for (const m of separate) claims.push({ winner: w.winner, loser: w.loser, benchmark: m.benchmark, metric: m.metric ?? metrics[0] ?? null, setting: m.setting, delta: extent && m.benchmark && !extentOwn.includes(m.benchmark) ? null : m.delta, sentence: s, rule: w.rule });
      continue;
    }
    /** Benchmarks named in the sentence (not "all three benchmarks"): a list of margins pairs with them in order. */
    // "… by 6.3%, 8.1% and 4.9% over IRCoT on the three datasets, respectively": so are the benchmarks a count refers to.
    const listed = targets.length > 1 && (targets.every((b) => named.some((x) => x.e === b)) || (respective && ON_COUNTED.test(s.text)));
    const paren = ownMargins(doc, numbers, w.loserEnd);
    // Which target each metric is written against depends on the targets, not on the one being claimed: read once.
    const ties = targets.length > 1 ? metricTies(doc, s, targets, named) : [];
    // "outperforms GRPO on Qwen2.5-1.5B, Qwen2.5-3B and Qwen2.5-7B (2.75, 1.67, and 1.94 points)", "With A and B as backbones, …
    // by 3.1 and 2.4 points": a list of margins as long as the sentence's models, and as nothing else, gives one claim per model.
    const models = [...new Set(named.filter((x) => x.e.roles.has('model') && !x.e.roles.has('method') && x.e !== w.winner && x.e !== w.loser && (!losers.includes(x.e) || improved.has(x.e))).map((x) => x.e))];
    const byModel = models.length > 1 && items.length === models.length && targets.length !== items.length && (w.of === undefined || w.of !== items.length) && new Set(metrics.map(metricKey)).size !== items.length ? models : null;
    if (byModel) {
      for (const b of targets) for (const [mi, model] of byModel.entries()) claims.push({ winner: w.winner, loser: w.loser, benchmark: b, metric: metrics[0] ?? null, delta: items[mi] ?? null, model, sentence: s, rule: w.rule });
      continue;
    }
    // "outperforms GRPO by +3.30 points and +4.82 points with 1.5B and 7B models, respectively": so does one as long as the
    // model sizes written after it, when the sentence says "respectively" and has one benchmark or none.
    const sizes = respective && targets.length === 1 && items.length > 1 && new Set(metrics.map(metricKey)).size !== items.length ? sizesAfter(s, items[items.length - 1]!.end) : [];
    if (sizes.length > 1 && sizes.length === items.length) {
      // "We train Qwen2.5-7B-Instruct and Qwen2.5-3B-Instruct …. … by 7.3 and 5.9 points for the 7B and 3B models": the one model of
      // the abstract of a size is the model of that size's claim.
      const ofSize = (size: string): Entity | undefined => {
        const sized = [...doc.entities.values()].filter((e) => e.roles.has('model') && !e.roles.has('method') && new RegExp(String.raw`(?:^|[^\d.])${size.replace('.', '\\.')}(?![\w.])`, 'i').test(e.name));
        return sized.length === 1 ? sized[0] : undefined;
      };
      items.forEach((item, i) => {
        const model = ofSize(sizes[i]!);
        claims.push({ winner: w.winner, loser: w.loser, benchmark: targets[0] ?? null, metric: metrics[0] ?? null, setting: sizes[i], delta: item, sentence: s, rule: w.rule, ...(model ? { model } : {}) });
      });
      continue;
    }
    targets.forEach((b, bi) => {
      const delta = marginFor(doc, { numbers: numbers.filter(ownClause), named, own: paren, items, scope, before, w, b, bi, count: targets.length, listed, respective });
      const paired = b && targets.length > 1 ? metricsOf(ties, b) : null;
      // A win followed by a clause of its own ("…, and it reduces inference time by 5x"), here or after a later win of the
      // sentence ("by 11.2% compared to A and by 6.8% compared to B, while using 5x less memory"), reads its metric before it.
      // A win inside such a clause ("…, 6.1 points above FedAvg, while cutting communication rounds by 40% relative to SCAFFOLD") reads only that clause.
      const inClause = openedAt > s.start ? metricsIn({ ...s, text: s.text.slice(openedAt - s.start, contrastAt - s.start), start: openedAt, end: contrastAt }, numbers.filter((n) => n.start >= openedAt && n.start < contrastAt), names) : [];
      // "reduces the hallucination rate of GPT-4 … and outperforms SelfCheckGPT by 8.4 points in detection F1": a win followed by
      // another win of the sentence does not borrow the measure written only for the later one.
      const beforeNext = next < s.end && contrastAt >= s.end ? metricsIn({ ...s, text: s.text.slice(0, next - s.start), end: next }, numbers.filter((n) => n.start < next), names) : null;
      // ", and on LongBench it beats PI by 3.6 points": a clause with a setting of its own borrows no measure from the clause before.
      const settingClause = !!opener && /^,\s(?:and|but|while|whereas)\s(?:on|in|for|across)\s/i.test(opener[0]) && CLAUSE.test(opener[0]);
      const own = inClause.length ? inClause : settingClause ? [] : contrastAt < s.end ? metricsIn({ ...s, text: s.text.slice(0, contrastAt - s.start), end: contrastAt }, numbers.filter((n) => n.start < contrastAt), names) : beforeNext && !beforeNext.length ? [] : metrics;
      // "reaches the target accuracy with 3x fewer communication rounds than X": a cue that lowers a measure it names is a
      // win on that measure, whatever other measure the sentence names.
      const lowered = !w.measure && LOWERING_CUE_RULE.test(w.rule) ? LOWERED_IN_CUE.exec(doc.text.slice(w.at, w.end ?? w.at))?.[1] : undefined;
      let list: (string | null)[] = w.measure ? [w.measure] : lowered && !VAGUE.test(lowered) ? [lowered] : (paired ?? (own.length ? own : [null]));
      // "improves NDS by 3.2 over BEVFormer and mAP by 2.8 over BEVDet": of several wins, each takes the measures of its own stretch.
      if (!paired && list.length > 1 && wins.length > 1) {
        const from = Math.max(s.start, ...wins.filter((o) => o !== w && o.at < w.at).map((o) => o.loserEnd ?? o.at));
        const to = w.loserEnd ?? next;
        const mine = metricMatches(s.text).filter((m) => s.start + (m.index ?? 0) >= from && s.start + (m.index ?? 0) < to).map((m) => m[0]);
        if (mine.length) list = [...new Set(mine)];
      }
      // "reduces the number of iterations by over 40% and wall clock time by over 35% compared to AdamW": measures no lexicon
      // knows, each written right before its own margin after one verb of change, are the claim's measures.
      if (!paired && !w.measure && list.length < 2) {
        const free = FREE_MEASURES.exec(s.text);
        const freeStart = s.start + (free?.index ?? 0);
        const freeEnd = freeStart + (free?.[0].length ?? 0);
        // The measures are this win's when they follow its cue in its clause, or come before it with no other win between.
        const own = !!free && ((freeStart >= w.at && freeStart < until) || (freeEnd <= w.at && !wins.some((o) => o !== w && o.at >= freeEnd && o.at < w.at)));
        const measures = free && own ? [free[1], free[2]].map((x) => (x ?? '').trim().replace(/^(?:both|all|overall)\s+/i, '')) : [];
        const named = (m: string): boolean => entitiesIn(doc, s.start + s.text.indexOf(m), s.start + s.text.indexOf(m) + m.length).length > 0;
        if (measures.length === 2 && measures.every((m) => m && !NOT_A_MEASURE_START.test(m) && !named(m)) && marginsBeside(s, measures, numbers.filter(ownClause))) list = measures;
      }
      // "improves accuracy and F1 by 3.2 and 4.1 points, respectively": one margin per metric.
      const perMetric = items.length > 1 && !(listed && items.length === targets.length) && (w.of === undefined || w.of < 2 || items.length !== w.of);
      if (perMetric && list.length !== items.length && respective) {
        const all = [...new Set(metricMatches(s.text).map((m) => m[0]))];
        if (all.length === items.length) list = all;
      }
      // "outperforms X by 3.1 points and reduces latency by 40%": a cost named only after a second verb joined by "and", with
      // a margin of its own, is a win on that cost over the same loser (as "while using 31% fewer steps" is); the first win
      // names no measure.
      const second = !w.measure && !paired && !(perMetric && list.length === items.length) && delta && list.length === 1 && list[0] ? secondVerbCost(s, delta, list[0], all) : null;
      if (second) {
        const own = extent && b && !extentOwn.includes(b) ? null : delta;
        claims.push({ winner: w.winner, loser: w.loser, benchmark: b, metric: null, delta: own, sentence: s, rule: w.rule });
        const costOn = targets.length > 1 && b && !costBenchmark(named, s, w.winner, b, s.end) ? null : b;
        claims.push({ winner: w.winner, loser: w.loser, benchmark: costOn, metric: second.metric, delta: second.delta, sentence: s, rule: 'comparison/win-cheaper' });
        return;
      }
      // "reduces decoding latency by 2.3x and peak GPU memory by 5.8x compared with X": each measure beside its own margin.
      // "reduces the collision rate by 41% … and improves the driving score from 89.2 to 91.7": so is a change written after one
      // of them; not for a claim on one measure, whose change may be the method's own ("raises its success rate from 48.3% to
      // 66.9%, surpassing X by 11.5 points").
      const beside = list.length > 1 && !(perMetric && list.length === items.length) ? marginsBeside(s, list, numbers.filter(ownClause), true) : null;
      // "reduces MSE by 14.2% and MAE by 9.8% compared with X": the one named measure keeps the margin written beside it,
      // not the one nearest the comparator.
      const besideOne = !w.margin && wins.length === 1 && targets.length === 1 && list.length === 1 && list[0] && items.length === 1 ? (marginsBeside(s, list, numbers.filter(ownClause))?.[0] ?? null) : null;
      list.forEach((metric, mi) => {
        // The largest gain is written for its own benchmark only.
        const own = extent && b && !extentOwn.includes(b) ? null : beside ? (beside[mi] ?? null) : perMetric && list.length === items.length ? (items[mi] ?? null) : (besideOne ?? delta);
        claims.push({ winner: w.winner, loser: w.loser, benchmark: b, metric, delta: own, sentence: s, rule: w.rule });
      });
    });
  }
}

/** "reduces the number of iterations by over 40% and wall clock time by over 35%": a verb of change, then two measures each with its margin. */
const FREE_MEASURES = /\b(?:reduc|improv|increas|lower|boost|cut|rais|decreas|enhanc|accelerat|speed\w*\s+up)\w*\s+(?:the\s+|its\s+|their\s+)?((?:[\w@-]+\s){1,4}?)by\s+(?:up\s+to\s+|over\s+|about\s+|nearly\s+|more\s+than\s+|approximately\s+)?[\d.]+\s?(?:%|x|×|points?|pp)?\s*,?\s+and\s+(?:the\s+|its\s+|their\s+)?((?:[\w@-]+\s){1,4}?)by\s+(?:up\s+to\s+|over\s+|about\s+|nearly\s+|more\s+than\s+|approximately\s+)?[\d.]+/i;
/** "of CQL", "on ShapeNet-55": words that open a loser or a setting, not a measure. */
const NOT_A_MEASURE_START = /^(?:of|on|in|over|for|at|with|to|from|than|compared|relative)\b/i;

/** The rules of cues that lower what they compare: "fewer steps than", "less memory than", "lower latency than". */
const LOWERING_CUE_RULE = /^comparison\/(?:fewer|less|lower|smaller)$/;
/** The measure such a cue names between its comparative and "than" ("fewer communication rounds than"). */
const LOWERED_IN_CUE = /^(?:fewer|less|lower|smaller)(?:-[a-z]+)?\s+((?:[\p{Ll}][\p{Ll}-]*\s){0,2}[\p{Ll}][\p{Ll}-]*)\s+than$/u;

/** What joins a measure to the margin written right after it: "latency by 2.3x", "memory by up to 61%". */
const MEASURE_BY = /^\s+by\s+(?:up\s+to\s+|about\s+|nearly\s+|over\s+|roughly\s+|~)?$/i;
/** What joins a margin to the measure it changes, written after it: "a 4% reduction in minADE", "5.8x lower peak memory". */
const MARGIN_IN = /^\s?(?:relative\s+|absolute\s+)?(?:(?:reduction|decrease|increase|improvement|gain|drop|cut)s?\s+(?:in|of|on)\s+(?:the\s+)?|(?:lower|higher|fewer|less|smaller|faster|better)\s+)$/i;

/**
 * The margins of a claim on several measures when each measure has its own written right beside it ("reduces decoding
 * latency by 2.3x and peak GPU memory by 5.8x", "a 4% reduction in minADE, a 5% decrease in minFDE"), one per measure
 * in order; null unless every measure has one and no two share it.
 */
function marginsBeside(s: Sentence, measures: (string | null)[], numbers: NumberHit[], changes = false): NumberHit[] | null {
  const out: NumberHit[] = [];
  for (const measure of measures) {
    if (!measure) return null;
    const at = s.text.indexOf(measure);
    if (at < 0) return null;
    const start = s.start + at;
    const end = start + measure.length;
    // With `changes`, "the driving score from 89.2 to 91.7": a change written right after the measure is its margin too.
    const hit =
      numbers.find((n) => n.start >= end && (MEASURE_BY.test(s.text.slice(end - s.start, n.start - s.start)) || (changes && n.rule === 'number/from-to' && /^\s+$/.test(s.text.slice(end - s.start, n.start - s.start))))) ??
      numbers.find((n) => n.end <= start && MARGIN_IN.test(s.text.slice(n.end - s.start, at)));
    if (!hit || out.includes(hit)) return null;
    out.push(hit);
  }
  return out;
}

/** Words that bring a comparator of their own: "relative to BRITS", "than", "over", "compared with". */
const OWN_COMPARATOR = /\b(?:than|over|relative\s+to|compared|versus|vs\.?|against)\b/i;
/** The stems of AND_VERB that lower what they name ("reduces latency by 40%", "saves 75.7% GPU memory"), … */
const LOWERING = /^(?:reduc|lower|cut|decreas|halv|sav)$/i;
/** … and those that lower it with "less" or "fewer" after them ("uses 40% less memory", "requires 3x fewer steps"). */
const USING_LESS = /^(?:us|requir|consum|need)$/i;
const LESS_AFTER = /^(?:[^.;,]{0,20}?\s)?(?:less|fewer|lower)\b/i;

/**
 * The cost and margin of a second verb that lowers it, joined by "and" after a win's margin ("by 3.1 points and reduces
 * latency by 40%", "2.5x higher training speed than X and saves 75.7% GPU memory"), when the sentence names `metric`
 * only after that verb and the verb's own number follows within its clause; else null.
 */
function secondVerbCost(s: Sentence, delta: NumberHit, metric: string, numbers: NumberHit[]): { metric: string; delta: NumberHit } | null {
  const tail = s.text.slice(delta.end - s.start);
  const verb = AND_VERB.exec(tail);
  const stem = verb?.[1] ?? '';
  if (!verb || !(LOWERING.test(stem) || (USING_LESS.test(stem) && LESS_AFTER.test(tail.slice(verb.index + verb[0].length))))) return null;
  const verbAt = delta.end + verb.index;
  if (numbers.some((n) => n.start > delta.end && n.start < verbAt)) return null;
  const at = s.text.toLowerCase().indexOf(metric.toLowerCase());
  if (at < 0 || s.start + at < verbAt + verb[0].length - 1) return null;
  const margin = numbers.find((n) => n.start > verbAt && n.start - verbAt <= 80 && !/[,;]/.test(s.text.slice(verbAt - s.start, n.start - s.start)));
  // "… and lowers the mean absolute error relative to BRITS by 12%": a verb that names its own comparator is another win.
  if (!margin || OWN_COMPARATOR.test(s.text.slice(verbAt - s.start, margin.start - s.start))) return null;
  return { metric, delta: margin };
}

const CONTRAST_ALL = new RegExp(CONTRAST_CLAUSE.source, 'gi');
/** "On LIBERO, X achieves 94.1%; on CALVIN it completes …": a semicolon opens a clause of its own. */
const SEMICOLON_ALL = /;\s/g;

/** The last clause of its own ("while …", ", and it …", ", and beats …") that opens in a stretch of text, if any. */
function lastContrast(text: string): { index: number; 0: string } | null {
  let last: { index: number; 0: string } | null = null;
  const take = (m: RegExpMatchArray | undefined): void => {
    if (m && (!last || (m.index ?? 0) > last.index)) last = { index: m.index ?? 0, 0: m[0] };
  };
  for (const m of text.matchAll(CONTRAST_ALL)) take(m);
  take(lastClause(text));
  for (const m of text.matchAll(SEMICOLON_ALL)) take(m);
  return last;
}

/** Where the phrase after a margin ends: the next margin (", ", " and "), the comparator's cue, or the clause's end. */
const PHRASE_END = String.raw`(?=,\s|\sand\s|\s(?:compared|relative|over|than|versus|vs\.?|on|in)\b|[;.)]|\s*$)`;
/** Words that never belong to a measure's name. */
const FUNCTION_WORD = '(?:on|in|for|of|across|with|at|to|the|by|over|than)';
/** What follows a margin that names its own measure: " speedup", " GPU memory reduction", " higher accuracy". */
const OWN_MEASURE = new RegExp(String.raw`^\s((?:(?!${FUNCTION_WORD}\s)[\p{Ll}A-Z][\w-]*\s){0,3}?(?:(?!${FUNCTION_WORD}\b)[\p{Ll}][\p{Ll}-]*|${METRIC_WORDS.join('|')}))${PHRASE_END}`, 'u');
/** What follows a margin that names its measure after the change: " reduction in storage" (read as "storage reduction"). */
const CHANGE_IN = new RegExp(String.raw`^\s(reductions?|decreases?|savings?|increases?|improvements?|gains?)\s+in\s+((?:(?!${FUNCTION_WORD}\s)[\p{Ll}A-Z][\w-]*\s){0,2}?(?!${FUNCTION_WORD}\b)[\p{Ll}A-Z][\w-]*)${PHRASE_END}`, 'u');
/** A named measure and nothing else ("accuracy", "F1", "success rate"). */
const WHOLE_METRIC = new RegExp(`^(?:${METRIC.source})$`, 'iu');
/** What follows a margin that has a setting of its own: " on chart tasks", " improvement on math", " in the zero-shot setting". */
const OWN_SETTING = new RegExp(String.raw`^\s(?:(?:absolute\s|relative\s|average\s)?(?:improvements?|gains?|increases?|boosts?)\s)?(?:on|in|for|across)\s(?:the\s)?([\w@-]+(?:\s[\w@-]+){0,4}?)${PHRASE_END}`, 'iu');
/** The words around a measure that say which way it moved: "higher accuracy", "GPU memory reduction". */
const MEASURE_EDGES = /^(?:higher|lower|better|greater|fewer|less|more|smaller|faster)\s|\s(?:reduction|reductions|savings?|decrease|increase|improvement|gains?|cut)$/i;
const MEASURE_EDGES_ALL = new RegExp(MEASURE_EDGES.source, 'gi');
/** What joins two margins of one win: "and", a comma, then at most "by", "a", "an". */
const MARGIN_JOIN = /^(?:,\s(?:and\s)?|\sand\s)(?:by\s|an?\s)?$/;

interface OwnMargin {
  benchmark: Entity | null;
  metric: string | null;
  /** The unnamed setting the margin was measured in ("on chart tasks"), or null. */
  setting: string | null;
  delta: NumberHit;
}

/**
 * Margins coordinated in one win, each with a measure or a setting of its own, are one claim each, as the
 * annotation guide records them: "20.6x speedup and 75.8% GPU memory reduction compared to HoVLE" (a claim per
 * measure, on each of the win's benchmarks), "a gain of 11.0% on table tasks and 6.8% on chart tasks" (a claim per
 * setting; one that names a benchmark is on it, one that names none is on none). Null when the win's margins are not
 * such a run (one margin, a list of numbers, margins that all name their benchmarks), and the usual pairing applies.
 */
function marginsOfTheirOwn(
  doc: Doc,
  s: Sentence,
  w: Win,
  numbers: NumberHit[],
  gains: Set<NumberHit>,
  until: number,
  named: { e: Entity; start: number; end: number }[],
  targets: (Entity | null)[],
): OwnMargin[] | null {
  const end = w.end ?? w.at;
  const after = numbers.filter((n) => n.start >= end && n.start < until && !settingMultiple(doc.text, n));
  // Margins written before the cue are the win's only after its winner ("Zorbit demonstrates 20.6x speedup and …
  // compared to HoVLE") and when no comma sets the cue off ("achieves 8.6% on math and 8.4% on reasoning, outperforming SFT").
  const subject = named.filter((x) => x.e === w.winner && x.end <= w.at).pop()?.end ?? s.start;
  const run = after.length >= 2 ? after : after.length === 0 ? numbers.filter((n) => n.start >= subject && n.end <= w.at && !/,\s/.test(doc.text.slice(n.end, w.at))) : [];
  if (run.length < 2 || run.some((n) => n.rule === 'number/from-to' || listItems(n).length > 1)) return null;
  const out: OwnMargin[] = [];
  const seen = new Set<string>();
  let own = false;
  for (const [i, n] of run.entries()) {
    const next = run[i + 1];
    // Before the cue, the last measure may be the cue's own words ("30% lower latency than").
    const tail = doc.text.slice(n.end, next ? next.start : run === after ? Math.min(until, s.end) : end);
    const changeIn = CHANGE_IN.exec(tail);
    // "by 3.1% in accuracy and 2.4% in F1": a named measure after "in" is the margin's measure, not its setting.
    const inSetting = changeIn ? null : OWN_SETTING.exec(tail);
    const setting = inSetting?.[1] && WHOLE_METRIC.test(inSetting[1]) ? null : inSetting;
    const measure = setting ? null : (changeIn ?? inSetting ?? OWN_MEASURE.exec(tail));
    const phrase = changeIn ? `${changeIn[2]} ${changeIn[1]}` : (setting ?? measure)?.[1];
    if (!phrase || (next && !MARGIN_JOIN.test(tail.slice((setting ?? measure)?.[0].length ?? 0)))) return null;
    // A number is a margin when it reads as a gain or its measure says which way it moved ("60.2% memory savings").
    if (!gains.has(n) && !(measure && MEASURE_EDGES.test(phrase))) return null;
    const key = phrase.toLowerCase();
    if (seen.has(key)) return null;
    seen.add(key);
    if (setting) {
      const at = n.end + tail.indexOf(phrase);
      const bench = named.find((x) => x.e.roles.has('benchmark') && x.start >= at && x.end <= at + phrase.length)?.e ?? null;
      if (!bench) own = true;
      out.push({ benchmark: bench, metric: null, setting: bench ? null : phrase, delta: n });
    } else {
      own = true;
      const metric = phrase.replace(MEASURE_EDGES_ALL, '');
      for (const b of targets) out.push({ benchmark: b, metric, setting: null, delta: n });
    }
  }
  return own ? out : null;
}

/** What separates a claim's comparator from a parallel clause with its own subject: ", while B achieves …". */
const ELIDED_BEFORE = /^\s?,\s(?:while|whereas|and)\s(?:the\s|our\s)?$/i;
/** The verb of that parallel clause, stating a result. */
const ELIDED_VERB = /^\s(?:\w+\s)?(?:achiev|demonstrat|reach|yield|attain|obtain|deliver|show|get|provid)\w*\s/i;

/** One win of a sentence before it is spread over benchmarks and metrics. */
interface Win {
  winner: Entity;
  loser: Entity;
  rule: string;
  /** Offset of the trigger (or of the loser for direct objects). */
  at: number;
  end?: number;
  /** End of the loser's mention, when known: a margin in parentheses may follow it. */
  loserEnd?: number | undefined;
  /** Position of the loser among the losers of its trigger, and their number. */
  index?: number;
  of?: number;
  /** The margin the rule read with the claim itself ("81% vs. Imagen Video"), before any other. */
  margin?: NumberHit;
  /** A loser written after another's margin with none of its own ("by 8.4 points and even the larger X"): no margin. */
  bare?: boolean;
  /** The measure the rule read with the claim itself ("with 2.5x less decoding compute"), before any metric of the sentence. */
  measure?: string;
  /** Where a cost compared with a "than" of its own is written ("38% fewer rollouts than PPO"): see `costBenchmark`. */
  costAt?: number;
}

/** The model sizes ("1.5B", "7B", "350M") a sentence writes after `from`, up to the next clause. */
function sizesAfter(s: Sentence, from: number): string[] {
  const rest = s.text.slice(from - s.start).split(/[;:]/)[0] ?? '';
  return rest.match(/\b\d+(?:\.\d+)?[BM]\b/g) ?? [];
}

/** A rate written with a win-rate cue, before it ("a 48.6% win rate against") or after its object ("… of 48.6%", "… from 7.4% to 21.5%"). */
const RATE_BEFORE_CUE = /(\d+(?:\.\d+)?)\s?\\?%\s(?:[\w-]+\s){0,3}$/;
const RATE_AFTER_OBJECT = /^\s(?:of|at)\s(?:about\s|around\s|nearly\s)?(\d+(?:\.\d+)?)\s?\\?%|^\s(?:from\s[\d.]+\s?\\?%\s)?to\s(\d+(?:\.\d+)?)\s?\\?%/;

/** Whether the rate a win-rate cue states is one half or less (no rate written: false). */
function rateAtMostHalf(before: string, after: string): boolean {
  const m = RATE_AFTER_OBJECT.exec(after);
  const rate = m ? (m[1] ?? m[2]) : RATE_BEFORE_CUE.exec(before)?.[1];
  return rate !== undefined && Number(rate) <= 50;
}

/** Comparatives of a quality and the measure each compares: "more accurate" accuracy, "faster" speed. */
const QUALITY_MEASURE: [RegExp, string][] = [
  [/^more\s+accurate(?:ly)?$/i, 'accuracy'],
  [/^(?:faster|quicker)$/i, 'speed'],
  [/^more\s+(?:efficient(?:ly)?)$/i, 'efficiency'],
  [/^more\s+robust(?:ly)?$/i, 'robustness'],
  [/^more\s+(?:stabl[ey])$/i, 'stability'],
];
/** "more accurate and 6x faster than", "faster and more accurate than": two comparatives joined by "and" right before "than". */
const TWO_QUALITIES = /^((?:[\d.]+\s?[x×]\s)?(?:more\s+)?[a-z]+)\s+and\s+((?:[\d.]+\s?[x×]\s)?(?:more\s+)?[a-z]+)\s+than$/i;

/** The measures of a cue that compares two qualities at once, each with the margin written before it; null unless both are known. */
function coordinatedQualities(cue: string, numbers: NumberHit[]): { measure: string; margin?: NumberHit }[] | null {
  const m = TWO_QUALITIES.exec(cue.trim());
  if (!m) return null;
  const out: { measure: string; margin?: NumberHit }[] = [];
  for (const part of [m[1] ?? '', m[2] ?? '']) {
    const word = part.replace(/^[\d.]+\s?[x×]\s/, '');
    const measure = QUALITY_MEASURE.find(([rx]) => rx.test(word))?.[1];
    if (!measure) return null;
    const lead = part.length > word.length ? part.slice(0, part.length - word.length).trim() : '';
    const margin = lead ? numbers.find((n) => n.text.replace(/\s/g, '') === lead.replace(/\s/g, '')) : undefined;
    out.push({ measure, ...(margin ? { margin } : {}) });
  }
  return out;
}

/** A number hit split into its list items ("10.4% and 14.8%" gives two); ranges and single numbers stay whole. */
function listItems(h: NumberHit): NumberHit[] {
  if (h.rule !== 'number/quantity' || /^(?:an average of|average of|on average|between)\s/i.test(h.text)) return [h];
  // "up to 19.8% and 18.2%": a bound before a list bounds each of its items.
  const lead = /^(?:up to|more than|over|nearly|almost|about|approximately|roughly|around|at least)\s/i.exec(h.text)?.[0] ?? '';
  const parts = [...h.text.slice(lead.length).matchAll(ITEM)].map((m) => Object.assign(m, { index: (m.index ?? 0) + lead.length }));
  if (parts.length < 2) return [h];
  return parts.map((m, i) => {
    const start = i === 0 ? h.start : h.start + (m.index ?? 0);
    const end = i === parts.length - 1 ? h.end : h.start + (m.index ?? 0) + m[0].length;
    const text = h.text.slice(start - h.start, end - h.start);
    const margin = parseMargin(text);
    return { text, start, end, margin: { ...margin, unit: margin.unit ?? h.margin.unit }, rule: h.rule };
  });
}
const ITEM = /[+-]?\d+(?:,\d{3})*(?:\.\d+)?(?:\\?%)?(?:\s?(?:-|–|to)\s?[+-]?\d+(?:\.\d+)?(?:\\?%)?)?/g;

/** Margins in parentheses right after a loser: "GPT-4o (+40.3%)", "GRPO (+14.0%/+10.9% on AppWorld/Sokoban)". */
function ownMargins(doc: Doc, numbers: NumberHit[], loserEnd: number | undefined): NumberHit[] {
  if (loserEnd === undefined) return [];
  const m = /^\s?\(([^()]{1,80})\)/.exec(doc.text.slice(loserEnd, loserEnd + 84));
  if (!m) return [];
  const from = loserEnd + m[0].indexOf('(');
  const to = loserEnd + m[0].length;
  return numbers.filter((n) => n.start > from && n.end < to).flatMap(listItems);
}

/** "UniChart by 6.5 points on ChartQA", "Matcha on Chart-to-text": a loser, maybe its margin, then "on" and a benchmark. */
const LOSER_ON = new RegExp(String.raw`^${NAME_MARGIN}\s+(?:on|in)\s+(?:the\s+)?$`);

/**
 * The benchmark written right after a win's loser, when every loser of the same cue is followed by one of its own and
 * they differ; else null (a list of benchmarks after the last loser is shared by all of them).
 */
function onOwnBenchmark(doc: Doc, named: { e: Entity; start: number; end: number }[], w: { loser: Entity; at: number }, wins: { loser: Entity; at: number }[], end: number): Entity | null {
  const peers = wins.filter((o) => o.at === w.at);
  if (peers.length < 2) return null;
  const own = peers.map((o) => {
    const mention = named.find((x) => x.e === o.loser && x.start >= o.at && x.start < end);
    const next = mention ? named.find((x) => x.start > mention.end && x.e.roles.has('benchmark')) : undefined;
    return next && mention && LOSER_ON.test(doc.text.slice(mention.end, next.start)) ? next.e : null;
  });
  if (own.some((b) => b === null) || new Set(own).size !== own.length) return null;
  const i = peers.findIndex((o) => o.loser === w.loser);
  return i >= 0 ? (own[i] ?? null) : null;
}

/** The margin right after a loser: "GPT-4o by 40.3% and GRPO by 14.0%", or its change ("Faster R-CNN from 38.4 to 41.2"). */
function loserBy(doc: Doc, numbers: NumberHit[], loserEnd: number | undefined): NumberHit | null {
  if (loserEnd === undefined) return null;
  const m = /^(?:['’]s)?\s(?:by|with)\s/.exec(doc.text.slice(loserEnd, loserEnd + 8));
  if (m) return numbers.find((n) => n.start === loserEnd + m[0].length) ?? null;
  // "improves RetinaNet from 37.4 to 40.9 mAP and Faster R-CNN from 38.4 to 41.2 mAP": a change right after the loser is its own.
  return numbers.find((n) => n.rule === 'number/from-to' && n.start === loserEnd + 1 && doc.text[loserEnd] === ' ') ?? null;
}

/** What joins a margin to the comparator right after it: "12.3% over PPO", "4.3 points higher than X". */
const AHEAD_OF_LOSER = /^\s(?:[\w-]+\s){0,2}?(?:over|than|against|relative to|compared (?:to|with))\s(?:the\s)?$/i;

/** "gains of 12.3% over PPO and 8.1% over DPO": a single margin written right before "over <loser>" belongs to that loser. */
function marginAhead(doc: Doc, numbers: NumberHit[], named: { e: Entity; start: number; end: number }[], loserEnd: number | undefined): NumberHit | null {
  const loser = loserEnd === undefined ? undefined : named.find((x) => x.end === loserEnd);
  if (!loser) return null;
  const n = numbers.filter((x) => x.end <= loser.start && loser.start - x.end < 40).pop();
  return n && listItems(n).length === 1 && AHEAD_OF_LOSER.test(doc.text.slice(n.end, loser.start)) ? n : null;
}

/** "+27% on MATH-500", "by 9.1% on OSWorld": a margin written right before the benchmark it is on. */
const ON_BENCHMARK = /^\s(?:[\w@.-]+\s){0,2}?(?:on|in|for|at)\s(?:the\s)?$/i;

interface MarginQuery {
  numbers: NumberHit[];
  named: { e: Entity; start: number; end: number }[];
  own: NumberHit[];
  items: NumberHit[];
  scope: NumberHit[];
  before: NumberHit | null;
  w: Win;
  b: Entity | null;
  bi: number;
  count: number;
  listed: boolean;
  /** The sentence says "respectively": a list of margins as long as the benchmarks pairs with them in order, before any nearness. */
  respective: boolean;
}

/**
 * " ", " accuracy rose ", " score surged ": what may stand between a benchmark and the change written for it (a measure
 * and a verb; not " and ", which opens the next item: "from 41.7% to 6.3% on HarmBench and from 58.2% …").
 */
const CHANGE_GAP = /^\s+(?:(?!(?:and|or|on|in|while|with|but)\s)[\p{L}@-]+\s+){0,3}$/u;

/**
 * The margin of one (win, benchmark) claim. In order: the loser's own margin in
 * parentheses; a margin written right before the benchmark ("+27% on MATH-500");
 * list items paired in order with the listed benchmarks ("by 3.2 and 4.1 points on
 * A and B, respectively") or with the trigger's losers; else the single margin of
 * the claim. A list meant for several benchmarks is never one claim's margin.
 */
function marginFor(doc: Doc, q: MarginQuery): NumberHit | null {
  const { own, items, w, b, bi, count, listed } = q;
  if (w.margin) return w.margin;
  if (w.bare) return null;
  if (own.length === 1) return own[0] ?? null;
  if (own.length > 1) return listed && own.length === count ? (own[bi] ?? null) : null;
  // "by 0.21 dB and 0.17 dB PSNR on Rain100L and Rain100H, respectively": the second margin is not Rain100L's for being next to it.
  if (q.respective && listed && items.length === count) return items[bi] ?? null;
  if (b && count > 1) {
    const mentions = q.named.filter((x) => x.e === b);
    // A change written before the win's cue ("… from 31.2% to 46.8%, surpassing Reflexion") is the method's own gain, not this win's margin.
    const numbers = q.numbers.filter((n) => n.rule !== 'number/from-to' || n.start >= w.at);
    // "lowers the Chamfer distance on PCN by 9.6% and on ShapeNet-55 by 12.3%": the number right after "<benchmark> by";
    // "on ALFWorld from 54.5% to 79.1% and on WebShop from 31.2% to 46.8%": the change right after the benchmark, or
    // after its measure and verb ("POPE accuracy rose from 51.13% to 86.13%, and the MME score surged from 932.00 to 1326.46").
    const byAfter = numbers.filter((n) => listItems(n).length === 1 && mentions.some((x) => x.end <= n.start && (/^\s+by\s+$/.test(doc.text.slice(x.end, n.start)) || (n.rule === 'number/from-to' && CHANGE_GAP.test(doc.text.slice(x.end, n.start))))));
    if (byAfter.length === 1) return byAfter[0] ?? null;
    if (numbers.length < q.numbers.length && !numbers.length) return null;
    const attached = numbers.filter((n) => listItems(n).length === 1).filter((n) => mentions.some((x) => x.start >= n.end && x.start - n.end < 24 && ON_BENCHMARK.test(doc.text.slice(n.end, x.start))));
    if (attached.length === 1) return attached[0] ?? null;
  }
  const onOther = (n: NumberHit): boolean =>
    q.named.some((x) => x.e !== b && x.e.roles.has('benchmark') && x.start >= n.end && x.start - n.end < 24 && ON_BENCHMARK.test(doc.text.slice(n.end, x.start)));
  if (items.length > 1) {
    if (listed && items.length === count) return items[bi] ?? null;
    if (w.of !== undefined && w.of > 1 && w.index !== undefined) {
      // "A and B … by 27% and 19%, respectively, and … by 3.1 points": the list as long as the losers is theirs.
      const list = items.length === w.of ? items : q.scope.map(listItems).find((l) => l.length === w.of);
      if (list) return list[w.index] ?? null;
    }
  }
  // "over SASRec by 23.5% and over TIGER by 9.7%": the number right after "<loser> by" is that loser's, before one
  // written ahead of it ("gains of 12.3% over PPO").
  const by = loserBy(doc, q.numbers, w.loserEnd);
  if (by) return listed && listItems(by).length > 1 ? null : by;
  const ahead = listed ? null : marginAhead(doc, q.numbers, q.named, w.loserEnd);
  if (ahead) return ahead;
  const one = q.before ?? q.scope[0] ?? null;
  if (one && count > 1 && onOther(one)) return null;
  return one && listed && listItems(one).length > 1 ? null : one;
}

/** A metric named in a sentence, with the target named right next to it ("ALFWorld success rate", "accuracy on WebShop"), if any. */
interface MetricTie {
  text: string;
  e: Entity | null;
}

/** What separates a metric from the benchmark named after it: " on ", " in the ". */
const METRIC_ON = /^\s(?:on|in)\s(?:the\s)?$/;

/**
 * Every metric of the sentence with the target it is written against: the first
 * of `named` (in order) that is one of `targets` and ends right before the metric
 * (at most one character between), or starts after it past " on " / " in the ".
 * The named are looked up by position, not scanned per metric: a sentence of
 * thousands of names and metrics stays linear.
 */
function metricTies(doc: Doc, s: Sentence, targets: (Entity | null)[], named: { e: Entity; start: number; end: number }[]): MetricTie[] {
  const isTarget = new Set(targets);
  const byEnd = new Map<number, number[]>();
  const byStart = new Map<number, number[]>();
  named.forEach((x, i) => {
    if (!isTarget.has(x.e)) return;
    byEnd.set(x.end, [...(byEnd.get(x.end) ?? []), i]);
    byStart.set(x.start, [...(byStart.get(x.start) ?? []), i]);
  });
  return metricMatches(s.text).map((m) => {
    const start = s.start + (m.index ?? 0);
    const end = start + m[0].length;
    let first = Infinity;
    for (const at of [start - 1, start]) for (const i of byEnd.get(at) ?? []) first = Math.min(first, i);
    // " on " and " in the " are 4 to 8 characters long.
    for (let at = end + 4; at <= end + 8; at++) for (const i of byStart.get(at) ?? []) if (i < first && METRIC_ON.test(doc.text.slice(end, at))) first = i;
    return { text: m[0], e: named[first]?.e ?? null };
  });
}

/** Metrics written against one benchmark ("ALFWorld success rate", "accuracy on WebShop"); null when no metric is tied to any benchmark. */
function metricsOf(ties: MetricTie[], b: Entity): (string | null)[] | null {
  if (ties.length < 2) return null;
  if (!ties.some((t) => t.e)) return null;
  const mine = ties.filter((t) => t.e === b).map((t) => t.text);
  if (mine.length) return [...new Set(mine)];
  const free = ties.filter((t) => !t.e).map((t) => t.text);
  return free.length ? [...new Set(free)] : [null];
}

/** The margin of one claim: a number right before its trigger ("2.3x faster than", "7.2 points above"), else the first after it. */
/** A parenthesis with no parenthesis inside. */
const PARENTHESIS = /\s?\([^()]*\)/g;

function pickDelta(doc: Doc, numbers: NumberHit[], at: number, end: number): NumberHit | null {
  // "7.2 points above PPO": the number's unit may be the cue's first word; "lifts X by 9.8 points on Y, outperforming Z":
  // a number a comma sets off is the earlier clause's.
  // "a 41x reduction in storage compared to 4DGS": a margin that names its measure after the change may stand further off.
  // "a boost of 3.6% (85.1% vs. 81.5%) on ALFWorld over GRPO": a parenthesis between them does not set them apart.
  const gap = (n: NumberHit): number => doc.text.slice(n.end, at).replace(PARENTHESIS, '').length;
  const near = (n: NumberHit): boolean => gap(n) <= 20 || (gap(n) <= 48 && CHANGE_IN.test(doc.text.slice(n.end, at)));
  const before = numbers.filter((n) => n.start < at && n.end <= Math.max(at, end) && near(n) && !/,\s/.test(doc.text.slice(n.end, at))).pop();
  return before ?? numbers.find((n) => n.start >= end) ?? null;
}

/** A metric compared loosely: "Success rates" and "success rate" are one measure. */
function metricKey(metric: string): string {
  return metric.toLowerCase().replace(/\s+/g, ' ').replace(/s$/, '');
}

function dedupe(claims: Claim[]): Claim[] {
  const out: Claim[] = [];
  for (const c of claims) {
    // Two metrics of one claim are two records; a claim without a metric is the same claim restated. A win on a cost beside
    // a win on quality ("while using 31% fewer steps") is a record of its own (`costBesideWin`), and so are two costs with
    // margins of their own ("is 2.8x faster than DeiT and saves 86.8% GPU memory"), and two sentences' statements with margins
    // of their own (`marginsApart`).
    const twoCosts = (o: Claim): boolean => isCostRule(o.rule) && isCostRule(c.rule) && !!o.delta && !!c.delta && o.delta.text !== c.delta.text;
    const same = out.find((o) => o.winner === c.winner && o.loser === c.loser && o.benchmark === c.benchmark && (o.setting ?? null) === (c.setting ?? null) && (o.model ?? null) === (c.model ?? null) && !costBesideWin(o, c) && !twoCosts(o) && !marginsApart(o, c) && (!o.metric || !c.metric || metricKey(o.metric) === metricKey(c.metric)));
    if (!same) out.push(c);
    else if (!same.delta && c.delta) Object.assign(same, { delta: c.delta, metric: same.metric ?? c.metric, sentence: c.sentence, rule: c.rule });
    else if (!same.metric && c.metric && same.sentence === c.sentence) same.metric = c.metric;
    else if (!same.metric && c.metric && !same.delta) Object.assign(same, { metric: c.metric, delta: c.delta, sentence: c.sentence, rule: c.rule });
  }
  return out;
}

/** The margin of a claim, or null. */
export function marginOf(c: Claim): Margin | null {
  return c.delta ? c.delta.margin : null;
}

