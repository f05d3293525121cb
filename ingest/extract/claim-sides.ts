/**
 * The two sides of a claim: who wins (the subject before a trigger, or the
 * paper's method for "it"/"our method") and who loses (the named objects after
 * it, direct objects of "improves", comparators with their own scores).
 */
import { firstSpanFrom, spansBetween, type Doc, type Entity } from './doc.ts';
import { EXAMPLES_CUE, MEASURE_LONG_FORM, METHOD_NOUNS, METRIC, METRIC_KEYS, SYSTEM_CLASS_NOUNS, WIN_VERB, writtenAsMetric } from './lexicon.ts';
import { AS_BACKBONE, ON_ANOTHER } from './roles.ts';
import { opening, type Sentence } from './sentences.ts';

/** Where the object of a comparison ends. */
const OBJECT_END = new RegExp(String.raw`\s(?:on|in|across|by|at|for|while|when|under|from|through|via|within|without|among|after|during|since|because|thereby|which|who|where|is|are|was|were|demonstrating|showing|achieving|yielding|reaching|leading\s+to|(?:with|using)\s+(?:similar|comparable|fewer|less|more|far|much|only|the\s+same|\$?\d)|and\s+(?:${WIN_VERB}|(?:achiev|yield|show|reach|improv|demonstrat|attain)\w*|lead\w*\s+to|requires|uses|runs|needs|reduces|maintains|preserves|generates|produces|exhibits|offers|enables|provides|remains|consumes))\b(?!-)|[;:]|(?<!\b(?:Dr|Mr|Ms|St))\.(?:\s|$)|(?:,\s|\s(?:and|or)\s)[+-]?\d+(?:\.\d+)?\s?(?:x|×|%|times|points?)|,\s(?:while|which|with|achieving|yielding|demonstrating|showing|improving|though|although|yet|and\s+\w+s\b|(?:and|but)\s+(?:our|the|we|it|this|these|its)\b)|\s-\s|\sbut\s(?!also\b)`, 'i');
/**
 * Verbs that state a result or a win ("improves", "achieves", "outperforms", "reduces", …): after ", and" (or
 * "and" in a list of results) one opens a clause of its own, whose benchmarks and measures are its own.
 */
export const CLAUSE_VERB = String.raw`(?:${WIN_VERB}|(?:improv|achiev|reach|rais|boost|increas|reduc|lower|attain|obtain|yield|lift|generaliz|transfer|solv|scor|rank|set|establish)\w*)`;

/**
 * A second verb of change joined to a win's by "and" with no comma ("… than DiT-S/2 and saves 75.7% GPU memory",
 * "outperforms X by 3.1 points and reduces latency by 40%"): the measure it names, and the direction of that measure,
 * are its own. Only the -s and -ing forms, so that "higher similarity and lower error rates" stays one list of measures.
 */
export const AND_VERB = /\s(?:and|but)\s(?:(?:\w+ly|also|further)\s)?(sav|us|requir|consum|need|reduc|lower|cut|decreas|halv|increas|rais|improv|boost|accelerat|shorten)(?:es|s|ing)\s/i;

/**
 * A new clause, with its own subject or verb ("…, and our model Foo outperforms MMS", "…, and improves mIoU on X",
 * "…, and on OSWorld it improves …", "…, and the resulting model outperforms …"): benchmarks do not cross it.
 */
export const CLAUSE = new RegExp(String.raw`,\s(?:and|but|while|whereas)\s(?:(?:our|we|it|this|these|its|the\s(?:resulting|final|trained|proposed))\b|(?:on|in|for|across)\s[^,;]{1,40}?\s(?:it|we|our|they|its)\s|(?:on|in|for|across)\s[^,;]{1,40}?,\s(?:(?:it|we|our|they|its)\s|(?:\w+ly\s)?(?:${WIN_VERB}|(?:achiev|reach|improv|attain|obtain|yield|deliver)\w*)\s)|(?:(?:\w+ly|even|also|further|still)\s)?${CLAUSE_VERB}\s)`, 'i');

/** CLAUSE, global, read only through matchAll (which reads a copy: no lastIndex is shared between its readers). */
const CLAUSE_ALL = new RegExp(CLAUSE.source, 'gi');

/** The last opening of a clause of its own in a stretch of text ("…, and on Traffic it attains …"), if any. */
export function lastClause(text: string): RegExpMatchArray | undefined {
  return [...text.matchAll(CLAUSE_ALL)].pop();
}

/** "…; on a real Franka arm it succeeds in 81% of trials": a clause after a semicolon that opens with a setting of its own. */
export const SETTING_CLAUSE = /;\s(?:on|in|under|across|with|when|using)\s/i;

/** "Experiments across multiple benchmarks and models show that, ": a clause reporting what follows, before the claim or the scores it reports. */
export const REPORTED_THAT = /^[^,;]{0,160}?\b(?:shows?|showed|shown|demonstrates?|demonstrated|reveals?|revealed|indicates?|indicated|finds?|found|confirms?|confirmed|suggests?)\s+that,?\s+/i;

/** ", achieving 31.8 F1", ", reaching 0.7312 AP on …": a participle that reports the subject's own score. */
export const SCORE_PARTICIPLE = /,\s(?:\w+ly\s)?(?:achieving|reaching|attaining|obtaining|scoring|setting|establishing)\b/i;

/** "outperform those trained with GRPO": the object is the systems a named method made. */
export const MADE_WITH = /(?:those|ones|models|agents|policies)\s+(?:trained|fine-?tuned|optimi[sz]ed|obtained)\s+(?:with|by|using|via|through)\s+/i;
/** Leading words of an object that describe how the baseline was run ("training with DAPO", "those trained with GRPO"). */
const OBJECT_LEAD = new RegExp(
  String.raw`^\s*(?:both\s+)?(?:the\s+)?(?:performance\s+of\s+|effectiveness\s+of\s+)?(?:${MADE_WITH.source}|(?:that|those)\s+(?:of|from|by)\s+(?:the\s+)?)?(?:(?:training|fine-?tuning|post-training|prompting|applying|using|running)\s+(?:with\s+|on\s+)?)?`,
  'i',
);
/** " data", " pairs", " preference data", "-generated samples": what follows a name used for training data, not a system. */
const DATA_AFTER = /^(?:-[a-z]+|\s(?!(?:and|or|but|then|also|which|that|with|by|in|on|to|for|of)\s)[a-z]+)?\s(?:data|pairs|samples|annotations|labels|corpora)\b/;
/** "the SFT baseline BART-large", "the PPO agent RMA": a class noun in the singular, then the name of the system (capitalized). */
const NAMED_AFTER_CLASS = /^\s(?:baseline|method|model|policy|agent|system|approach|controller|planner)\s(?=[A-Z])/;
/** A named thing followed by a class noun is a class ("SFT-based baselines", "RL methods", "image-to-3D frameworks"). */
/** " counterparts", " counterpart": right after a name, the versions of that system compared with. */
const COUNTERPART_AFTER = /^\s(?:counterparts?)\b/;
const CLASS_AFTER = /^\s?(?:[\w-]+\s)?(?:baselines|methods|approaches|models|variants|agents|policies|algorithms|systems|techniques|families|counterparts|frameworks|pipelines|architectures|solutions|strategies|kernels)\b/i;
/** Qualifiers kept as an alias of the baseline ("vanilla GRPO", "standard LSTMs", "long CoT", "explicit CoT"). */
const QUALIFIER = /(?:^|\s)(vanilla|standard|base|original|plain|naive|default|strong|the base|long|short|explicit|implicit)\s$/i;
/**
 * Pronouns and phrases that stand for the paper's own method ("it", "our approach", "the folded model"; not "the unpruned
 * model"; "The method …" opening a sentence), and for the models of a family it presents ("these models outperform …";
 * not "these methods", which are others' more often than not).
 */
export const SELF = new RegExp(
  String.raw`^its\s|^the\s+(?:method|approach|framework|algorithm|pipeline|technique)\b|\b(?:it|ours|\\ours|(?:our|this|the (?:proposed|new|resulting|trained|fine-?tuned|final|(?!un|pre|base)[a-z]{3,}ed))(?:\s+[\w.-]+){0,2}?\s+(?:${METHOD_NOUNS}|training|implementation|student)|these\s+(?:[\w.-]+\s+){0,2}?models)\b`,
  'i',
);

/**
 * The paper reporting its own gain with no name for the method: "we achieve a 12% improvement over PPO", "our experiments
 * show gains of 12% over PPO", "Our experiments on A, B, and C exhibit an 18% improvement over RT-1", "This yields a 12% improvement over PPO" (never before "that", which opens a clause with a
 * subject of its own: "we observe that larger models outperform PPO").
 */
export const SELF_REPORT =
  /\b(?:we\s+(?:\w+ly\s+)?(?:achiev|obtain|attain|observe|see|report|deliver|demonstrat|record)\w*|(?:\b(?:our|the)\s+|^)(?:[\w-]+\s+)?(?:results|experiments|evaluations?)\s+(?:(?:on|across|in|with)\s+[^;]{1,120}?\s+)?(?:\w+ly\s+)?(?:show|demonstrat|reveal|indicat|confirm|exhibit)\w*)\s+(?!that\b)|^(?:This|These)\s+(?:\w+ly\s+)?(?:yields?|leads?\s+to|results?\s+in|translates?\s+(?:in)?to|brings?|gives?)\s/i;

/** "compared with 26.1% for ReAct and 29.4% for Reflexion": a score cue, then scores of named systems. */
const SCORE_CUE_ALL = /\b(?:compared (?:to|with)|vs\.?|versus|against|whereas|while|up from|down from)\s/gi;
/** "42% for RMA", "98 for the original CLIP", "42% for the prior learned policy RMA": a score, then the name it belongs to, maybe after the class it is of. */
const SCORE_FOR = /(\d+(?:\.\d+)?)(\\?%|x|×)?\s+(?:for|by|of|from|with)\s+(?:the\s+)?(?:(?:vanilla|standard|naive|plain|original)\s+|(?:[\p{Ll}-]+\s+){0,3}(?:method|policy|baseline|model|system|agent|approach|algorithm|controller|planner)\s+)?$/u;
/**
 * "compared to GPT-4's 35%", "compared to CheXZero (0.746)", "compared to CheXZero with 0.746 AUC": the score written
 * after its owner's name, in the possessive, in parentheses or after "with" (a decimal or a percentage there: "with 7B
 * parameters", "(2023)", "Qwen2.5-Omni's 1.2T" are no scores).
 */
const OWNER_SCORE = /^(?:['’]s\s(\d+(?:\.\d+)?)(?!\.?\d)(\\?%|x|×)?(?!\p{L})|\s(?:\(|with\s(?:an?\s)?(?:[\w-]+\s){0,2}?(?:of\s)?)(\d+\.\d+|\d+(?:\.\d+)?(?=\s?\\?%))(?!\.?\d)(?:\s?(\\?%))?(?![\p{L}\p{N}]))/u;
/** "reduces the attack success rate to ": the own score is what the method lowers a measure to. */
const LOWERED_TO = /\b(?:reduc|lower|cut|decreas)\w*\b(?:[^.;]|\.\d){0,80}?\bto\s+$/i;
/** Metrics where lower is better, so a lower score wins. */
const LOWER_BETTER = /\b(?:error|WER|CER|FID|FVD|FAD|KID|distance|perplexity|loss|latency|regret|collision|unsafe|violation|cost|MSE|MAE|RMSE|(?:average|mean|median) rank)\b/i;

/** Scores of named comparators after a score cue, and whether the subject's own score beats each. */
export function versusScores(doc: Doc, s: Sentence, main: Entity | null): { winner: Entity | null; loser: Entity; value: string; number: number; at: number; wins: boolean }[] {
  // The first cue with a score before it ("Against AutoDAN attacks, X reduces … to 2.1%, compared with 9.8% for Y").
  const cue = /\d/.test(s.text) ? ([...s.text.matchAll(SCORE_CUE_ALL)].find((m) => /\d/.test(s.text.slice(0, m.index))) ?? null) : null;
  if (!cue) return [];
  const cueAt = s.start + cue.index;
  const head = doc.text.slice(s.start, cueAt);
  // The method's own score: a percentage, else a decimal ("FooRL scores 72.4, compared with 61.0 for ReAct").
  // A whole number counts when a measure names it ("an FVD of 45, compared with 98 for MAGVIT-v2").
  // "… by 6.8% on ETTh1, and on Traffic it attains an MSE of 0.392 versus 0.428 for X": the own score is in the cue's clause, when it holds one.
  const opened = lastClause(head);
  const rest = opened ? head.slice((opened.index ?? 0) + opened[0].length) : '';
  const ownHead = /\d/.test(rest) ? rest : head;
  const own = [...ownHead.matchAll(/(\d+(?:\.\d+)?)\s?\\?%/g)].pop() ?? [...ownHead.matchAll(/(?<![\w.-])(\d+\.\d+)(?![\w.%-])/g)].pop() ?? [...ownHead.matchAll(/\bof\s(\d+)(?![\w.%-])/g)].pop();
  // A factor ("a 3.1x speedup, compared with 2.4x for Medusa") is compared with the own factor, higher winning.
  const ownFactor = [...ownHead.matchAll(/(?<![\w.])(\d+(?:\.\d+)?)\s?[x×](?![\w-])/g)].pop();
  const winner = winnerBefore(doc, s, cueAt, main);
  // The direction is the own score's ("71.2% … (vs. 63.5% for RAG) at one tenth of the indexing cost" is higher-better);
  // "reduces the attack success rate to 2.1%, compared with 9.8% for X": a score the method lowers to is lower-better.
  const lowerOwn = LOWER_BETTER.test(head) || (!!own && LOWERED_TO.test(ownHead.slice(0, own.index)));
  const out: { winner: Entity | null; loser: Entity; value: string; number: number; at: number; wins: boolean }[] = [];
  for (const x of entitiesIn(doc, cueAt, s.end)) {
    const m = SCORE_FOR.exec(doc.text.slice(Math.max(cueAt, x.start - 60), x.start)) ?? OWNER_SCORE.exec(doc.text.slice(x.end, x.end + 40));
    if (!m || !canLose(x.e) || x.e === winner || CLASS_AFTER.test(doc.text.slice(x.end, x.end + 30))) continue;
    const [value = '', unit = ''] = m[1] !== undefined ? [m[1], m[2]] : [m[3], m[4]];
    const number = Number(value);
    const factor = unit === 'x' || unit === '×';
    const mine = factor ? Number(ownFactor?.[1]) : own ? Number(own[1]) : NaN;
    const lower = !factor && lowerOwn;
    out.push({ winner, loser: x.e, value: `${value}${unit}`, number, at: x.start, wins: Number.isFinite(mine) && Math.sign(mine - number) === (lower ? -1 : 1) });
  }
  // "…, whereas Mem0 and A-Mem obtain 66.9 and 48.4": a contrasting clause whose subjects score, their values in order (or one
  // shared). "while GRPO scores 71.0%" only sets two statements side by side, as the guide's strict wins read it.
  const clause = out.length ? null : SUBJECTS_SCORE.exec(doc.text.slice(cueAt, s.end));
  if (clause && own) {
    const subjectEnd = cueAt + clause[0].indexOf(clause[1] ?? '') + (clause[1]?.length ?? 0);
    const owners = entitiesIn(doc, cueAt, subjectEnd).filter((x) => canLose(x.e) && x.e !== winner);
    const values = [...(clause[2] ?? '').matchAll(/(\d+(?:\.\d+)?)(\\?%)?/g)];
    const mine = Number(own[1]);
    if (owners.length && (values.length === owners.length || values.length === 1)) {
      owners.forEach((x, i) => {
        const v = values[values.length === 1 ? 0 : i];
        const number = Number(v?.[1]);
        out.push({ winner, loser: x.e, value: v?.[0] ?? '', number, at: x.start, wins: Number.isFinite(number) && Math.sign(mine - number) === (lowerOwn ? -1 : 1) });
      });
    }
  }
  return out;
}

/** "whereas Mem0 and A-Mem obtain 66.9 and 48.4": the cue, its subjects, a verb of scoring, then their values. */
const SUBJECTS_SCORE = /^whereas\s((?:[^\s,;.]+(?:\s[^\s,;.]+)?(?:,\s|,?\s(?:and)\s)){0,3}[^\s,;.]+(?:\s[^\s,;.]+)?)\s(?:only\s)?(?:obtain|achieve|reach|score|attain|get|retain|keep|preserve|record)s?\s(?:only\s)?((?:\d+(?:\.\d+)?\s?(?:\\?%)?)(?:(?:,\s|,?\s(?:and)\s)\d+(?:\.\d+)?\s?(?:\\?%)?)*)/i;


/** A sentence that reports human or judge preference ("strongly preferred", "win rate"). */
const PREFERENCE_CUE = /\b(?:prefer(?:s|red|ence)?|win[- ]?rates?)\b/i;
/** "81% vs. Google's Imagen Video": a preference rate, then the system it is measured against (its owner's name skipped). */
const RATE_VS = /(?<![\d.])(\d+(?:\.\d+)?)\s?\\?%\s(?:vs\.?|versus|against)\s(?:\p{Lu}[\p{L}\p{N}-]*['’]s\s)?/gu;

/** "88.21% and 80.20% against ": a list of preference rates, then the systems they are measured against. */
const RATE_LIST_VS = /(?<![\d.])\d+(?:\.\d+)?\s?\\?%(?:(?:,\s|,?\s(?:and)\s)\d+(?:\.\d+)?\s?\\?%)+\s(?:vs\.?|versus|against)\s/u;
/** Between two names of a list: ", ", ", and ", " and ". */
export const NAME_LIST_GAP = /^(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)(?:the\s+)?$/i;

/** A preference rate over a named system, and whether the subject (the winner) wins by it. */
interface PreferenceRate {
  winner: Entity | null;
  loser: Entity;
  rate: { text: string; start: number; end: number };
  loserEnd: number;
  wins: boolean;
}

/**
 * "our generated videos are strongly preferred … 81% vs. Google's Imagen Video, 90% vs. Nvidia's PYOCO": in a sentence
 * about preference, each rate written against a named system; the subject wins where the rate is above one half.
 */
export function preferenceRates(doc: Doc, s: Sentence, main: Entity | null): PreferenceRate[] {
  if (!PREFERENCE_CUE.test(s.text) || !s.text.includes('%')) return [];
  const out: PreferenceRate[] = [];
  let winner: Entity | null | undefined;
  // "win rates of 88.21% and 80.20% against GPT-o1 and DeepSeek-R1": a list of rates against a list of as many names, in order.
  const listed = RATE_LIST_VS.exec(s.text);
  const listEnd = listed ? s.start + listed.index + listed[0].length : -1;
  if (listed) {
    const rates = [...listed[0].matchAll(/(\d+(?:\.\d+)?)\s?\\?%/g)];
    const names = entitiesIn(doc, listEnd, s.end).slice(0, rates.length);
    const joined = names.every((x, i) => i === 0 ? x.start === listEnd : NAME_LIST_GAP.test(doc.text.slice(names[i - 1]?.end ?? 0, x.start)));
    if (names.length === rates.length && joined && names.every((x) => canLose(x.e))) {
      const head = doc.text.slice(s.start, s.start + listed.index);
      const listWinner = PREFERENCE_CUE.test(head) ? (winnerBefore(doc, s, s.start + listed.index, main, names.map((x) => x.e)) ?? (main && /\b(?:our|we)\b/i.test(head) ? main : null)) : null;
      rates.forEach((r, i) => {
        const x = names[i];
        if (!x) return;
        const at = s.start + listed.index + (r.index ?? 0);
        out.push({ winner: listWinner, loser: x.e, rate: { text: r[0], start: at, end: at + r[0].length }, loserEnd: x.end, wins: Number(r[1]) > 50 });
      });
      return out;
    }
  }
  RATE_VS.lastIndex = 0;
  for (let m = RATE_VS.exec(s.text); m; m = RATE_VS.exec(s.text)) {
    const at = s.start + m.index;
    const loser = entitiesIn(doc, at + m[0].length, s.end)[0];
    if (!loser || loser.start !== at + m[0].length || !canLose(loser.e)) continue;
    const head = doc.text.slice(s.start, at);
    winner ??= PREFERENCE_CUE.test(head) ? (winnerBefore(doc, s, at, main, [loser.e]) ?? (main && /\b(?:our|we)\b/i.test(head) ? main : null)) : null;
    const rate = m[0].slice(0, m[0].indexOf('%') + 1);
    out.push({ winner, loser: loser.e, rate: { text: rate, start: at, end: at + rate.length }, loserEnd: loser.end, wins: Number(m[1]) > 50 });
  }
  return out;
}

/** A pretrained model by its role or its shape ("GPT-4", "Llama-3-8B"), not the paper's method. */
function isModelEntity(e: Entity): boolean {
  return (e.roles.has('model') || e.kind === 'model') && !e.roles.has('method');
}

/** The entities named in [from, to) with their offsets, in text order. */
export function entitiesIn(doc: Doc, from: number, to: number): { e: Entity; start: number; end: number }[] {
  const out: { e: Entity; start: number; end: number }[] = [];
  for (const span of spansBetween(doc, from, to)) {
    const e = doc.at.get(span.start);
    if (e) out.push({ e, start: span.start, end: span.end });
  }
  return out;
}

/** Whether an entity may be a claim's winner: the paper's method, a model, or another coined name that is no benchmark. */
function canWin(doc: Doc, e: Entity): boolean {
  // "We identify PPO as more effective than DPO": a paper that introduces no method of its own compares known ones.
  return e.roles.has('method') || e.roles.has('model') || ((e.kind === 'coined' || (doc.study === true && e.kind === 'known')) && !e.roles.has('benchmark'));
}

/** Whether an entity may be a claim's loser: anything named that is no benchmark. */
export function canLose(e: Entity): boolean {
  return !e.roles.has('benchmark');
}

/**
 * "With Qwen2.5-7B, it reaches …", "Using GPT-4o as the judge, our method …",
 * "Evaluated on LoCoMo with GPT-4o-mini as the underlying LLM, …": a sentence-initial
 * prepositional or participial phrase that names the setting (backbone, judge,
 * benchmark), closed by a comma, its object maybe named in apposition ("Using a 3B vision-language model, i.e.,
 * Qwen2.5-VL-3B-Instruct, …"). Names inside it are not the subject. A comma inside a number ("a batch size of 32,768") closes nothing.
 */
const FRONTED =
  /^(?!In (?:contrast|comparison)\b)(?:With|Using|Under|For|On|In|Across|Given|Built (?:on|upon)|Based on|Starting from|When (?:using|paired with|applied to|built on)|Applying (?:it|(?:our|this|the proposed)(?: [\w-]+){1,3}?) to|(?:Implemented|Instantiated|Equipped|Trained|Fine-?tuned|Initiali[sz]ed|Distilled|Applied|Evaluated|Tested|Validated|Benchmarked) (?:with|on|from|to|upon|across))\s(?:[^,;:]|,(?=\d{3}\b)){1,80}(?:,\s(?:i\.e\.|e\.g\.|namely),?\s[^,;:]{1,60})?(?:(?:,\s[^\s,;:]+(?:\s[^\s,;:]+){0,2})*,?\s(?:and|or)\s[^\s,;:]+(?:\s[^\s,;:]+){0,2})?,\s/;

/** "It reaches 82.3% with Qwen2.5-7B": a model named as what the subject runs on. */
const BACKBONE_BEFORE = /\b(?:with|using|on top of|built (?:on|upon)|based on|backed by|powered by|paired with)\s+(?:the\s+|a\s+)?(?:base\s+|backbone\s+)?$/i;

/** Whether the name at `start` is introduced as a backbone ("with Qwen2.5-7B"). */
export function isBackbone(doc: Doc, s: Sentence, start: number): boolean {
  const before = doc.text.slice(Math.max(s.start, start - 40), start);
  // "outperforming those trained with DreamerV3": the system a compared method made, not a backbone.
  return BACKBONE_BEFORE.test(before.slice(-30)) && !MADE_WITH_BEFORE.test(before);
}
const MADE_WITH_BEFORE = new RegExp(`${MADE_WITH.source}$`, 'i');

/** Offset where a sentence's fronted setting phrase ends (after its comma, or after the comma closing a fronted list: "On Gowalla, Yelp2018 and Amazon-Book, "), or the sentence start. */
export function frontedEnd(s: Sentence): number {
  if (!/^[A-Z]/.test(s.text)) return s.start;
  const o = opening(s);
  const m = FRONTED.exec(o.text);
  if (m) return o.start + m[0].length;
  // "In addition, ", "In particular, ": a connective that has a setting's shape still reads as one (it names nothing).
  const lead = o.start > s.start ? FRONTED.exec(s.text) : null;
  return lead ? s.start + lead[0].length : s.start;
}

/**
 * "Without retraining the SAM backbone,", "By freezing the encoder,", "Unlike GPT-4,", "In contrast to BERT4Rec,": a fronted clause that is no
 * setting (its names are not the claim's condition) but whose names are not the subject either.
 */
const FRONTED_CLAUSE = /^(?:Without|By|Through|Unlike|In (?:contrast|comparison) (?:to|with))\s[^,;:]{1,80},\s/;

/** Where a sentence's subject may start: after a fronted setting or a fronted clause. */
function subjectStart(s: Sentence): number {
  const o = opening(s);
  const m = /^[A-Z]/.test(s.text) ? FRONTED_CLAUSE.exec(o.text) : null;
  return m ? o.start + m[0].length : frontedEnd(s);
}

/** "… tasks on a physical WidowX robot demonstrate …", "a +3.6% F1 improvement for SLID": a name inside a place, means or target phrase is no subject. */
const PLACE_BEFORE = /\b(?:on|in|across|at|among|amongst|into|onto|under|via|through|(?:transfers?|generali[sz]es?|applied|adapts?)\s+(?:[\w-]+\s+)?to|(?:improvements?|gains?|reductions?|increases?|boosts?|speed-?ups?)\s+for)\s+(?:(?:a|an|the|our|its|their|two|three|four|several|multiple)\s+)?(?:[\w-]+\s+){0,2}$/i;

/** "fine-tuning Qwen2.5-VL-7B on ", "Finetuning the Llama-3.1-8B-Base using ", "the Qwen1.5-72B model, fine-tuned on ": a model trained on what follows. */
const TRAINED_ON_DATA = /\b(?:fine-?tun(?:e|es|ed|ing)|finetun(?:e|es|ed|ing)|(?:pre-?|post-?)?train(?:s|ed|ing)?|instruction-tun(?:ed|ing))\s+(?:[^\s,;]+\s+){0,4}?(?:on|with|using)\s+(?:the\s+|our\s+)?$/i;

/**
 * "Finetuning Llama-3.1-8B-Base using OpenMathInstruct-2 reaches 67.8%", "The Qwen1.5-72B model, fine-tuned on KPMath-Plus,
 * achieves …": a data set the paper makes, named as what a model was trained on before `at`, is what the score credits
 * (the model is its condition), when the paper names no method of its own (a method's paper credits the method).
 * Null when another name stands between, or no such data set is named. Wins are left to their model: crediting them
 * to the data set cost two wrong claims on train's held-aside part.
 */
export function trainingData(doc: Doc, from: number, at: number): Entity | null {
  // The nearest name before `at` that is not a benchmark the scores are on ("… on KPMath-Plus, achieves 87.0% on GSM8K and 58.3% on MATH").
  const x = entitiesIn(doc, from, at)
    .reverse()
    .find((y) => !y.e.roles.has('benchmark') || y.e.roles.has('introduced'));
  return x?.e.roles.has('introduced') && !x.e.roles.has('method') && TRAINED_ON_DATA.test(doc.text.slice(Math.max(from, x.start - 80), x.start)) ? x.e : null;
}

/** The model a sentence trains on the paper's data set `data` ("Finetuning the Llama-3.1-8B-Base using OpenMathInstruct-2"), or null. */
export function modelTrainedOn(doc: Doc, s: Sentence, data: Entity): Entity | null {
  const at = entitiesIn(doc, s.start, s.end).find((x) => x.e === data && TRAINED_ON_DATA.test(doc.text.slice(Math.max(s.start, x.start - 80), x.start)));
  if (!at) return null;
  return entitiesIn(doc, Math.max(s.start, at.start - 80), at.start).filter((x) => x.e.roles.has('model')).pop()?.e ?? null;
}

/** ", and ", "; ", ", while ": a new clause opened right before a name (which is its subject when a verb follows it). */
const CLAUSE_OPENED = /(?:,\s(?:and|but|while|whereas)|;)\s$/;
/** An adverb a subject may have before its verb ("also", "still", "consistently"). */
const SUBJECT_ADVERB = String.raw`(?:\w+ly\s+|also\s+|further\s+|even\s+|still\s+)?`;
/** A comparison already made earlier in the sentence: a win verb or a comparator word. */
const COMPARED_BEFORE = new RegExp(String.raw`\b(?:${WIN_VERB}|than|over|compared\s+(?:to|with)|relative\s+to|versus|vs\.?)\s`, 'i');
/**
 * Cues that compare without a verb of their own and without saying who wins ("compared to", "relative to", "when benchmarked
 * against", "in comparison with"): comparisons.ts reads them as neutral and, opening a sentence, as fronted.
 */
export const COMPARATOR_CUE = String.raw`compared|relative|benchmarked\s+against|(?:in\s+)?(?:[\w-]+\s+)?comparisons?`;
/** A comparator cue right at a place ("compared to", "versus"): what follows a name there is no clause's verb. */
const COMPARATOR_AT = /^(?:compared|relative|versus|vs\.?)\b/i;
/** What may stand between a subject and the cue right after it: space and an adverb. */
const VERB_NEXT = new RegExp(String.raw`^\s+${SUBJECT_ADVERB}$`);

/** The winner before `at`: the nearest paper method, else the nearest model or coined name, else "it"/"our method". */
export function winnerBefore(doc: Doc, s: Sentence, at: number, main: Entity | null, exclude: Entity[] = []): Entity | null {
  // "X outperforms ReAct, and ReAct outperforms CoT": a name that opens its own clause right before the cue is that
  // clause's subject: the winner when it may win (even on the losing side of an earlier cue), else there is none.
  const named = entitiesIn(doc, s.start, at);
  const last = named[named.length - 1];
  // So does one after a bare "and" that follows a comparison ("TS is effective compared to budget forcing and TLDR improves …").
  const opened = (x: { start: number }): boolean => CLAUSE_OPENED.test(doc.text.slice(Math.max(s.start, x.start - 12), x.start)) || (/\sand\s$/.test(doc.text.slice(Math.max(s.start, x.start - 5), x.start)) && COMPARED_BEFORE.test(doc.text.slice(s.start, x.start)));
  // Not a name before "compared to" ("on TextVQA, DocVQA, and InfoVQA compared to X"): a comparator phrase is no clause's verb.
  if (last && opened(last) && VERB_NEXT.test(doc.text.slice(last.end, at)) && !COMPARATOR_AT.test(doc.text.slice(at, at + 12))) return winsHere(doc, last) ? last.e : null;
  // "we train DeepReviewer-14B, which outperforms CycleReviewer-70B": a relative clause speaks of the name it follows, when
  // that name is the paper's own (a method, or a model named after the paper's method).
  if (last && RELATIVE_SUBJECT.test(doc.text.slice(last.end, at)) && winsHere(doc, last) && (last.e.roles.has('method') || (!!main && last.e !== main && last.e.name.startsWith(main.name)))) return last.e;
  const setting = subjectStart(s);
  const before = named.filter(
    (x) =>
      winsHere(doc, x) &&
      !exclude.includes(x.e) &&
      !insideParens(doc.text, x.start, at, x.e) &&
      (x.e.roles.has('method') || ((x.start >= setting || setting > at) && !isBackbone(doc, s, x.start) && !PLACE_BEFORE.test(doc.text.slice(Math.max(s.start, x.start - 40), x.start)))),
  );
  const method = [...before].reverse().find((x) => x.e.roles.has('method'));
  if (method) return method.e;
  // "On the chat track of AIR-Bench, judged by GPT-4, it outperforms SALMONN": a pronoun subject right before the cue is the paper's method, not a name of the setting.
  if (main && PRONOUN_SUBJECT.test(doc.text.slice(Math.max(s.start, at - 40), at))) return resumedMethod(doc, s, main) ?? main;
  const other = before[before.length - 1];
  if (other && main && other.e.roles.has('model') && opensByTraining(doc, s, other.start)) return main;
  // "the distilled Phi-3-mini improves …", "our fine-tuned Llama-3-8B outperforms …": a model the paper's method made is its stand-in.
  if (other && main && main !== other.e && other.e.roles.has('model') && TREATED_MODEL.test(doc.text.slice(Math.max(s.start, other.start - 40), other.start))) return main;
  // "it speeds up decoding of Llama-2-70B by 2.3x over …": a model after the paper's own subject and its verb is an object, not the winner.
  if (other && main && other.e.roles.has('model') && SELF_SUBJECT_VERB.test(doc.text.slice(Math.max(s.start, setting), other.start))) return main;
  // "the Swin-T model achieves 26.8 AP, outperforming GLIP-T": the paper's model on a backbone it names elsewhere ("the same Swin-T backbone").
  if (other && main && main !== other.e && backboneVariant(doc, s, other)) return main;
  // "Our top-performing model, distilled from Llama3-8B-Instruct, achieves … against GPT-4": the model an appositive of the
  // paper's own subject starts from is not the subject (the paper's method is, nobody if it has no name).
  if (other?.e.roles.has('model') && SELF.test(doc.text.slice(opening(s).start, other.start)) && SUBJECT_FROM.test(doc.text.slice(opening(s).start, other.start))) return main;
  // "On MMbench, we achieve a 13.44% improvement in accuracy on Image Quality, a … (VQA) task, over …": after "we achieve" a
  // name is what the gain is on, not who wins.
  if (other && main && WE_GAIN.test(doc.text.slice(opening(s).start, other.start))) return main;
  if (other) return other.e;
  // "… It also outperforms Magicoder": with no name before the cue, "It" resumes a variant named in the sentence before, or that sentence's subject.
  const resumed = main && !before.length ? resumedMethod(doc, s, main) : null;
  if (resumed) return resumed;
  // The subject is read after the sentence's connective ("In addition, its final accuracy …").
  const from = opening(s).start;
  return main && (SELF.test(doc.text.slice(from, at)) || SELF_REPORT.test(doc.text.slice(from, at)) || STAND_IN.test(doc.text.slice(from, at)) || WE_PARTICIPLE.test(doc.text.slice(from, at)) || WE_WIN.test(doc.text.slice(from, at)) || PASSIVE_GAIN.test(s.text) || (GAIN_SUBJECT.test(doc.text.slice(frontedEnd(s), Math.min(s.end, at + 60))) && /\d/.test(doc.text.slice(at, s.end))) || resumesMethod(doc, s, main)) ? main : null;
}

/**
 * "The resulting model, ExecAlign-Coder-7B, improves … It also outperforms Magicoder": a sentence opened by "It" resumes
 * the named variant of the paper's method ("ExecAlign-Coder-7B" of "ExecAlign") that the sentence before is about, or
 * another of the paper's methods that sentence opens with as its subject; else null (the paper's main method).
 */
function resumedMethod(doc: Doc, s: Sentence, main: Entity): Entity | null {
  const prev = doc.sentences[s.index - 1];
  if (!prev || !/^It\s/.test(opening(s).text)) return null;
  const variants = entitiesIn(doc, prev.start, prev.end).filter((x) => x.e !== main && x.e.roles.has('method') && x.e.name.startsWith(`${main.name}-`));
  if (variants.length > 0 && variants.every((x) => x.e === variants[0]?.e)) return variants[0]?.e ?? null;
  // "Built on Vicuna-7B, ObjLoom attains … It also tops Chat-Scene …": or the paper's method that was the subject before.
  const subject = entitiesIn(doc, frontedEnd(prev), prev.end)[0];
  return subject && subject.e !== main && subject.e.roles.has('method') ? subject.e : null;
}

/** "At the same time, we outperform ", "we also surpass ": "we", the paper, right before the cue. */
const WE_WIN = /(?:^|,\s)we\s+(?:(?:\w+ly|also|further|even)\s+)*$/i;

/** "We evaluate various forms of control, demonstrating improved controllability over ": a participle whose subject is "we",
 * the paper, before the cue (a name before the cue is read first). */
const WE_PARTICIPLE = /^(?:[^,;]*,\s)?we\s+(?:\w+ly\s+)?\p{Ll}+\b[^;]*,\s(?:\w+ly\s+)?(?:demonstrating|showing|achieving|yielding|delivering|obtaining|attaining|outperforming|surpassing|exceeding|improving)\b[^;,]*$/iu;

/** "we achieve ", "On X, we obtain a 13% improvement in accuracy on ": the paper's own gain, its object not yet closed by a clause of its own. */
const WE_GAIN = /(?:^|,\s)we\s+(?:\w+ly\s+)?(?:achiev|obtain|attain|reach|gain|see|observe|record|deliver)\w*\s(?![^;]*\b(?:that|whether|how|which|where)\b)[^;]*$/i;

/** ", which ", " that also ": a relative pronoun right after a name, then the cue. */
const RELATIVE_SUBJECT = /^,?\s(?:which|that|who)\s+(?:(?:also|further|even|still|\w+ly)\s+)*$/i;

/** ", fine-tuned from ", ", trained on top of ": an appositive of a subject that names what it was made from. */
export const SUBJECT_FROM = /,\s(?:[\w-]+\s){0,2}?(?:fine-?tuned|trained|initiali[sz]ed|built|distilled|adapted|derived)\s(?:from|on|upon|on\stop\sof)\s(?:the\s)?$/i;

/**
 * "This exceeds SWE-Gym-32B by 32.6 points", "These numbers represent a relative improvement of 12.5% over VideoAgent", "This not only
 * outperforms LongVILA-R1 (72.0%) but …": a demonstrative subject.
 */
export const DEMONSTRATIVE_SUBJECT = new RegExp(String.raw`^(?:This|These)(?:\s+(?:results?|numbers|scores?|figures|gains?|improvements?|accuracies|performance))?\s+(?:not\s+)?(?:\w+ly\s+)?(?:is|are|was|were|represents?|corresponds?|amounts?|${WIN_VERB}|improves?|places?|puts?)\b`);

/** "On CALVIN ABC→D, it completes …", "On ImageNet, our largest model achieves …": a sentence whose subject is the paper's own work, named or not. */
const OWN_SUBJECT = /^(?:[^,;:]{1,100},\s)?(?:it|our)\s/i;

/** Whether a sentence opened by a demonstrative subject ("This exceeds …") resumes the paper's method, named (or its subject) in the sentence before. */
function resumesMethod(doc: Doc, s: Sentence, main: Entity): boolean {
  const prev = doc.sentences[s.index - 1];
  return DEMONSTRATIVE_SUBJECT.test(opening(s).text) && prev !== undefined && (entitiesIn(doc, prev.start, prev.end).some((x) => x.e === main) || OWN_SUBJECT.test(prev.text) || OWN_NOUN_SUBJECT.test(opening(prev).text) || SELF_REPORT.test(prev.text));
}

/** "The framework achieves …", "The proposed method reaches …": a sentence whose subject is the paper's own work by its noun. */
const OWN_NOUN_SUBJECT = /^(?:the|this)\s+(?:proposed\s+|new\s+)?(?:method|approach|framework|algorithm|pipeline|technique|system)\b/i;

/** ", it ", "; it also ": a pronoun subject that opens its clause, right before the cue (an adverb allowed). */
const PRONOUN_SUBJECT = new RegExp(String.raw`(?:^|[,;]\s)it\s+${SUBJECT_ADVERB}$`, 'i');

/** "the training time per epoch is reduced by 52% compared with X": a measure changed in the passive, by a size and with no agent, is the paper's doing. */
const PASSIVE_GAIN = /\b(?:is|are|was|were|can\s+be|has\s+been|have\s+been)\s+(?:\w+ly\s+)?(?:reduced|improved|increased|decreased|lowered|boosted|cut|raised|enhanced)\s+by\s+(?:up\s+to\s+|about\s+|nearly\s+|over\s+|more\s+than\s+)?\d/i;

/** Whether a model is written somewhere as a backbone ("using the same Swin-T backbone", "with a ViT-L encoder"). */
function namedAsBackbone(doc: Doc, e: Entity): boolean {
  return doc.spans.some((span) => doc.at.get(span.start) === e && /^\s(?:backbones?|encoders?)\b/.test(doc.text.slice(span.end, span.end + 12)));
}

/**
 * "the Swin-T model", "the ViT-L variant": the paper's model on a backbone the abstract names as one elsewhere, not that
 * backbone; "our Swin-T backbone model" says so itself.
 */
export function backboneVariant(doc: Doc, s: Sentence, x: { e: Entity; start: number; end: number }): boolean {
  if (!x.e.roles.has('model') || !/^\s(?:backbone\s)?(?:model|variant|version)\b/.test(doc.text.slice(x.end, x.end + 20))) return false;
  const before = doc.text.slice(Math.max(s.start, x.start - 4), x.start);
  return /\bour\s+$/i.test(before) || (/\bthe\s+$/i.test(before) && namedAsBackbone(doc, x.e));
}

/** "The gains over ReAct are 14 points", "Relative improvements over GRPO reach 9%": a sentence whose subject is the gain itself, with its size, is about the paper's method. */
const GAIN_SUBJECT = /^(?:(?:the|our|these|its|such|consistent|significant|substantial|relative|absolute|average|overall|large|notable|further)\s+){0,3}(?:gains?|improvements?|margins?|advantages?|speedups?)\s+(?:[\w@%.+-]+\s+){0,3}?(?:over|upon|relative\s+to|compared\s+(?:to|with))\s/i;

/** "the distilled ", "our fine-tuned ", "FooRL-trained ": a model named as the product of the paper's training. */
export const TREATED_MODEL = /(?:\b(?:[Tt]he|[Oo]ur)\s+(?:[\w-]+-|\d[\w.-]*\s)?|\p{Lu}[\p{L}\d.+]*-)(?:distilled|fine-?tuned|finetuned|trained|tuned|aligned|post-trained|pruned|quantized|compressed|sparsified|merged)\s+$/u;

/** A clause opened by the paper's own subject and its verb ("it speeds up decoding of ", "We conducted experiments on the open-source models "), not a reported clause ("we find that"). */
const SELF_SUBJECT_VERB = /^(?:[^,;]*,\s)?(?:(?:it|our (?:method|approach|model|framework|system))\s+(?:\w+ly\s+)?\p{Ll}+(?:s|es)|[Ww]e\s+(?:\w+ly\s+)?\p{Ll}+)\b(?![^,;]*\b(?:that|whether|how|which|where)\b)[^,;]*$/u;

/**
 * "leads to a model that achieves …, surpassing X", "the resulting model", "Fine-tuning a 7B model on this dataset achieves": an
 * unnamed stand-in for the paper's method (a model trained on the paper's own data is its work).
 */
export const STAND_IN = /^(?:(?:Fine-?tuning|Training|Post-training)\s+(?:[\w-]+\s+){0,5}?)?(?:on|with)\s+(?:this|these|our|the\s+resulting)\s+(?:[\w-]+\s+){0,2}?(?:data(?:set)?|corpus|trajectories|demonstrations|recipe)\s+(?:\w+ly\s+)?(?:achieves|yields|reaches|attains|improves|outperforms|surpasses)\b|\b(?:(?:leads?|led) to|yields?|produces?|results? in|gives?)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:model|policy|agent|system|detector|classifier)\s+that\b|\bthe resulting\s+(?:[\w-]+\s+){0,2}?(?:model|policy|agent|system|detector|classifier)\b/i;

/** The model a sentence opens by training ("Training Qwen3-4B-Base on Kuhn Poker alone achieves …"), or null. */
export function trainedModel(doc: Doc, s: Sentence): Entity | null {
  const first = entitiesIn(doc, s.start, Math.min(s.end, s.start + 60)).find((x) => x.e.roles.has('model'));
  return first && opensByTraining(doc, s, first.start) ? first.e : null;
}

/** Whether sentence `s`, up to `at`, opens by training what is named at `at` ("Training ", "Students fine-tuned from "). */
export function opensByTraining(doc: Doc, s: Sentence, at: number): boolean {
  return TRAINED_SUBJECT.test(doc.text.slice(s.start, at));
}

/** "Training Qwen3-4B-Base on Kuhn Poker alone achieves …", "Students fine-tuned from A and B on our traces outperform …": the subject is the paper's recipe applied to a model. */
const TRAINED_SUBJECT =
  /^(?:(?:[\w-]+,?\s+){0,3})?(?:training|fine-?tuning|post-training|quantizing|pruning|compressing|applying (?:it|our \w+) to|using (?:it|our \w+) (?:on|with))\s+(?:the\s+|a\s+)?$|^(?:[\w-]+\s+){0,2}?(?:students?|models?|policies|agents?|LLMs?|checkpoints?)\s+(?:[\w-]+\s+){0,2}?(?:fine-?tuned|trained|distilled|initiali[sz]ed|post-trained)\s+(?:from|on|with)\s+(?:the\s+|a\s+)?(?:[^,;]+?(?:,\s|\s(?:and|or)\s))?$/i;

/** Names inside a parenthesis that closes before `at` are examples, not subjects ("models (Pi0.5, …), LIT improves"). */
function insideParens(text: string, start: number, at: number, e: Entity): boolean {
  if (e.roles.has('method')) return false;
  const open = text.lastIndexOf('(', start);
  const close = text.indexOf(')', start);
  return open >= 0 && close >= 0 && close < at && text.lastIndexOf(')', start) < open && text.slice(open, close).includes(',');
}

/** "improving both vanilla GRPO (…) and vanilla OPD", "improves the effectiveness of on-policy distillation". */
const DIRECT = new RegExp(
  String.raw`\b(?:improv(?:e|es|ing)|boost(?:s|ing)?|enhanc(?:e|es|ing)|strengthen(?:s|ing)?|lift(?:s|ing)?|rais(?:e|es|ing)|increas(?:e|es|ing)|accelerat(?:e|es|ing)|speed(?:s|ing)?\s+up)\s+(?:both\s+|the\s+|upon\s+)?(?:(?:[\p{Ll}-]+\s+){0,2}?(?:effectiveness|performance|results?|scores?|accuracy|returns?|success\s+rates?|agreement|robustness|reliability|calibration|speed|throughput|efficiency|${METRIC.source})\s+of\s+)?`,
  'giu',
);

/**
 * "reduces the hallucination rate of GPT-4", "the AbsRel error of ZoeDepth": a measure the method lowers for the model after "of";
 * or written in the possessive, "cuts GRPO's length inflation by 46-71%", as "improves GRPO's accuracy by 4.4%" is.
 */
const DIRECT_DOWN = /\b(?:reduc(?:e|es|ing)|lower(?:s|ing)|cut(?:s|ting)?|halv(?:e|es|ing)|decreas(?:e|es|ing))\s+(?:(?=\p{Lu}[\p{L}\d.@-]*['’]s\s)|(?:the\s+)?(?:(?:[\p{Ll}-]+|\p{Lu}[\p{L}\d@-]*)\s+){0,2}?(?:rates?|errors?|hallucinations?|latency|cost|perplexity|violations?|length|memory|storage|footprint|size|time|FLOPs|compute|bias(?:es)?|toxicity|variance|overhead|forgetting|sycophancy|miscalibration)\s+(?:of|for)\s+(?:both\s+)?(?:the\s+)?)/giu;

/** Words between an improvement's "of" and its object: "vanilla", "the base", "the widely used", "the previous best,", "both". */
const QUALIFIED_OBJECT = /^\s*(?:both\s+)?(?:the\s+|an?\s+)?(?:(?:vanilla|standard|base|widely[- ]used|popular|strong|classic|classical|original)\s+)*(?:(?:previous|prior|current|former)\s+(?:best|state[- ]of[- ]the[- ]art|SOTA|leader)(?:\s+(?:method|model|system|approach))?,\s+)?$/i;

/** A margin right after a name: "of GCN by 3.5%". */
const MARGIN_NEXT = /^\s+(?:by\s+(?:up\s+to\s+|about\s+|over\s+)?[+-]?\d|from\s+[+-]?\d)/;
/** "improves Vim-Ti with 1.5G FLOPs by a large margin of 5.6%", "boosts RetinaNet with a ResNet-50 backbone from 37.4 to 40.7": the margin of a win over the name, after its own setting. */
const WIN_MARGIN_NEXT = /^(?:\s+with\s+[^,;]{1,30}?)?\s+(?:by\s+(?:a\s+(?:large\s+|wide\s+|clear\s+|significant\s+|notable\s+)?margin\s+of\s+)?(?:up\s+to\s+|about\s+|over\s+)?\$?[+-]?\d|from\s+\d+(?:\.\d+)?\s?\\?%?\s+to\s+\d)/;
/** "improves clDice by 4.3 points over nnU-Net": a comparator after the margin makes the improved name a measure. */
const OVER_AFTER = /^[^,;]{0,60}?\s(?:over(?!\s+\$?\d)|than(?!\s+\$?\d)|compared\s+(?:to|with)|relative\s+to|against)\s/i;
/** "… on BigBench-Hard, grounded agent reasoning, and MATH, by as much as 32% compared to CoT": the verb's margin, then its comparator, further on. */
const MARGIN_OVER_AFTER = /^[^;]{0,200}?\sby\s+(?:[a-z]+\s+){0,3}?\d[\d.]*\s?(?:%|points?|pp|x|×)?\s+(?:compared\s+(?:to|with)|over|relative\s+to|against)\s/i;

/**
 * What may follow a direct object; "improves Qwen3-1.7B held-out pass@1" names the model's score, not the model.
 * "lifts the success rate of a Llama-3.1-8B agent on ALFWorld": a class noun may name what the model is run as.
 */
const OBJECT_FOLLOW = /^(?:\s(?:agent|model|policy|student|backbone)(?=\s(?:by|on|across|in|from|to|with|at|over)\b|[,;.])|\s(?:performance|accuracy)\b|\s*$|\s?[(,;.]|\/(?=[A-Z])|\s(?:by|on|across|in|and|or|from|to|with|at|over|while|for|through|via|after)\b|['’]s\s(?:[\w@-]+\s){1,3}?(?:by|to|from|on|in|across)\s)/;

/** "lowers CHAIR_I from 13.9 to 9.2", "(HD95) from 10.4 mm to 7.1 mm", "(gFID) of 1.79,", "a 2.7% CTR lift", "7.8 meV": a name written after a score or before its own value. */
const SCORE_BEFORE = /\d(?:\s?%)?\s?$/;
const VALUE_CHANGE_AFTER = /^(?:\s\([^()\s]{1,12}\))?\)?\s(?:from\s+[+-]?\d[\d.,]*\s?(?:%|[a-zµ]{1,3})?\s+to\s|of\s+[+-]?\d[\d.,]*\s?%?(?:\s+(?:to|and|on|in|at|across)\s|,))/;
const measuresMemo = new WeakMap<Doc, Set<Entity>>();

/** "attains 71.3 clDice … improves clDice by 4.7 points": the names an abstract writes right after a score anywhere (read once per document). */
function scoredAsMeasure(doc: Doc): Set<Entity> {
  let out = measuresMemo.get(doc);
  if (!out) {
    out = new Set();
    for (const x of doc.spans) {
      const e = doc.at.get(x.start);
      if (e && SCORE_BEFORE.test(doc.text.slice(Math.max(0, x.start - 4), x.start))) out.add(e);
    }
    measuresMemo.set(doc, out);
  }
  return out;
}

/** Whether a name is a measure wherever it stands: a lexicon metric, or written after a score somewhere in the abstract. */
function namedMeasure(doc: Doc, e: Entity): boolean {
  return (METRIC_KEYS.has(e.key) && writtenAsMetric(e.name)) || scoredAsMeasure(doc).has(e) || (!!e.longForm && MEASURE_LONG_FORM.test(e.longForm) && !e.roles.has('method'));
}


/** Whether a name is a measure here: a measure anywhere, or written right before its own value. */
function isMeasure(doc: Doc, x: { e: Entity; end: number }): boolean {
  return namedMeasure(doc, x.e) || VALUE_CHANGE_AFTER.test(doc.text.slice(x.end, x.end + 40));
}

/**
 * Whether a mention may be a claim's winner where it stands: a name that may win (`canWin`) and is no measure there
 * ("it lowers CHAIR_I from 13.9 to 9.2, outperforming VCD", "a 2.7% CTR lift over DeepFM", "Compared with X, CNX improves by 12%" after
 * "attains 7.8 CNX").
 */
export function winsHere(doc: Doc, x: { e: Entity; end: number }): boolean {
  return canWin(doc, x.e) && !isMeasure(doc, x);
}

/**
 * Whether the coined object ending at `end` is raised past by a margin: right after it for "the accuracy of GCN by
 * 3.5%" (`ofMeasure`), else after its own setting ("Vim-Ti with 1.5G FLOPs by a large margin of 5.6%") and only when
 * the name is no measure (written after a score, or improved "over" a comparator that follows).
 */
function raisedBy(doc: Doc, s: Sentence, e: Entity, end: number, ofMeasure: boolean): boolean {
  if (ofMeasure) return MARGIN_NEXT.test(doc.text.slice(end, end + 20));
  return WIN_MARGIN_NEXT.test(doc.text.slice(end, end + 80)) && !scoredAsMeasure(doc).has(e) && !OVER_AFTER.test(doc.text.slice(end, s.end));
}

/** "are essential in ", "is crucial for ": an importance adjective and its preposition, right before a verb of gain. */
const NEEDED_FOR = /\b(?:essential|crucial|key|critical|important|vital|necessary|instrumental)\s+(?:for|in|to)\s+$/i;

/** Claims whose loser is the direct object of an improvement verb (at `verb`); the winner is the paper's method before the verb (null when none). */
export function directObjects(doc: Doc, s: Sentence, main: Entity | null): { winner: Entity | null; loser: Entity; at: number; verb: number }[] {
  const out: { winner: Entity | null; loser: Entity; at: number; verb: number }[] = [];
  // The object is a name starting at most 30 characters after a verb of the sentence: with none there, there is none to read.
  if ((doc.spans[firstSpanFrom(doc, s.start)]?.start ?? Infinity) >= s.end + 30) return out;
  if (!/improv|boost|enhanc|strengthen|lift|rais|increas|reduc|lower|cut|halv|decreas|accelerat|speed/i.test(s.text)) return out;
  DIRECT.lastIndex = 0;
  DIRECT_DOWN.lastIndex = 0;
  const down = [...s.text.matchAll(DIRECT_DOWN)];
  const hits = [...s.text.matchAll(DIRECT), ...down].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  for (const m of hits) {
    // "lowers the attack success rate of GCG": the object of an attack's success rate is the attack, not a system beaten.
    if (/\battack\s/i.test(m[0])) continue;
    // "techniques in VC-PPO are essential in enhancing PPO": what something is needed for states no gain.
    if (NEEDED_FOR.test(s.text.slice(Math.max(0, (m.index ?? 0) - 40), m.index))) continue;
    const at = s.start + m.index + m[0].length;
    const next = spansBetween(doc, at - 1, at + 30, Infinity).find((x) => QUALIFIED_OBJECT.test(doc.text.slice(at, x.start)));
    const first = next ? doc.at.get(next.start) : undefined;
    // "reduces the imputation error of the widely used KNNImpute": a lowered error of a named method is a win over it.
    // "improves the node classification accuracy of GCN by 3.5%": so is a raised score of a named method, with its margin.
    // "our EfficientVMamba-S improves Vim-Ti … by a large margin of 5.6%": so is a named method raised past by a margin.
    const measured = first?.kind === 'coined' && next !== undefined && (down.includes(m) || raisedBy(doc, s, first, next.end, /\sof\s+(?:the\s+)?$/.test(m[0])));
    if (!next || !first || first.roles.has('benchmark') || first.roles.has('method') || !(first.kind === 'known' || first.roles.has('model') || measured)) continue;
    if (!OBJECT_FOLLOW.test(doc.text.slice(next.end, Math.min(s.end, next.end + 40)))) continue;
    // "reduces the perplexity of Mamba-1.4B … relative to S4": with a comparator after it, the object is the model measured, not a loser.
    if (!measured && (OVER_AFTER.test(doc.text.slice(next.end, s.end)) || MARGIN_OVER_AFTER.test(doc.text.slice(next.end, s.end))) && entitiesIn(doc, next.end, s.end).some((x) => canLose(x.e) && x.e !== first && !x.e.roles.has('benchmark'))) continue;
    const w = winnerBefore(doc, s, s.start + m.index, main);
    // "RepoRL improves the resolve rate of Qwen2.5-Coder-7B-Instruct": a coined subject that is no model or benchmark is a method too.
    if (!w || !(w.roles.has('method') || (w.kind === 'coined' && !w.roles.has('model') && !w.roles.has('benchmark') && !w.roles.has('baseline')))) continue;
    // "increases the success rates of GRPO, GiGPO and Dr.BoT by …": the coined names listed with a first object that qualifies are objects too.
    const objects = losersIn(doc, next.start, s.end).filter((e) => e.kind === 'known' || e.roles.has('model') || (measured && e === first) || (e !== first && e.kind === 'coined' && !e.roles.has('benchmark') && !e.roles.has('method')));
    const verb = s.start + m.index;
    for (const loser of objects) out.push({ winner: w, loser, at: entitiesIn(doc, next.start, s.end).find((x) => x.e === loser)?.start ?? at, verb });
    // "boosting Coconut by +8.2% on GPT-2 and CODI by +3.0% on LLaMA-3.1 8B": a coined name with a margin of its own after
    // a first object raised by a margin is an object as that one is.
    for (const more of coordinated(doc, next.end, s.end, (e) => e.kind === 'known' || e.roles.has('model') || (measured && e.kind === 'coined'))) {
      if (more.e.kind === 'coined' && !more.e.roles.has('model') && !more.ownMargin) continue;
      if (!out.some((o) => o.loser === more.e) && more.e !== w) out.push({ winner: w, loser: more.e, at: more.start, verb });
    }
  }
  return out;
}

/** "by 8.4 points and even the larger ": a margin, then "and" opening a second object with no margin of its own. */
const AFTER_MARGIN_AND = /\sby\s[+-]?\d+(?:\.\d+)?\s?(?:%|points?|pp|x|×)?\s(?:and|as\s+well\s+as)\s(?:even\s|also\s)?(?:the\s)?(?:(?:much\s|far\s)?(?:larger|bigger|stronger|proprietary|commercial)\s)?$/;
/** " on ChartQA and ": the first object's own setting, then "and" opening a second object. */
const ON_OWN_BEFORE = /\son\s(?:the\s)?[^\s,;]+(?:\s[^\s,;]+)?\s(?:and|as\s+well\s+as)\s(?:the\s)?$/;
/** What may follow a second object with no margin: where the object ends. */
const OBJECT_STOP = /^(?:\s(?:on|in|across|at|while|whereas|when|under)\b|[.,;)]|$)/;

/**
 * Names coordinated with an object after its margin clause, each followed by its
 * own "by …" or "from … to …" ("outperforming GPT-4o by 40.3% and GRPO by 14.0%"), or closing the
 * object with none ("beating Qwen2.5-Coder-7B by 8.4 points and even the larger
 * DeepSeek-Coder-33B on …"), in [from, to).
 */
export function coordinated(doc: Doc, from: number, to: number, ok: (e: Entity) => boolean): { e: Entity; start: number; end: number; ownMargin: boolean }[] {
  const out: { e: Entity; start: number; end: number; ownMargin: boolean }[] = [];
  const region = doc.text.slice(from, to);
  const examples = EXAMPLES_OF_CLASS.test(region);
  if (!examples && !/\s(?:by\s|from\s+\d|on\s)/.test(region)) return out;
  for (const x of entitiesIn(doc, from, to)) {
    if (!ok(x.e) || x.e.roles.has('method') || x.e.roles.has('benchmark')) continue;
    const back = doc.text.slice(from, x.start);
    if (/[;:]/.test(back)) continue;
    // "surpassing competitors in the 7B to 70B range and best commercial models like GPT-4": a second object, a class
    // with its examples, after the first object's own setting.
    if (examples && back.length <= 120 && !/,\s(?:while|whereas|which|but)\s/.test(back) && EXAMPLES_AFTER_AND.test(back)) {
      out.push({ ...x, ownMargin: false });
      continue;
    }
    const after = doc.text.slice(x.end, x.end + 48);
    // "outperforms UniChart on ChartQA and Matcha on Chart-to-text": a second object with a setting of its own, as the first had.
    if (ON_OWN_BEFORE.test(back) && ON_ANOTHER.test(after)) {
      out.push({ ...x, ownMargin: /^\sby\s[+-]?\d/.test(after) });
      continue;
    }
    if (!/\b(?:by\s|from\s+\d)/.test(back)) continue;
    // "and GPT-4 zero-shot prompting by 14.5 F1": a few words saying how the loser was run may come before its "by".
    // "… Mistral-7B's accuracy by 5.2 points and Llama-3-8B's by 4.4 points": the possessive of an elided measure.
    // "improves RetinaNet from 37.4 to 40.9 mAP and Faster R-CNN from 38.4 to 41.2 mAP": so may a change of its own.
    // "and the automatic method APE by up to 14%": the class the second object is of may come before its name.
    // "improving on FedAvg by 6.3 points and on FedProx by 4.9 points": the preposition of the first object, repeated.
    // "outperforms Quix by 4.1%, Blen by 2.2% and Zorp by 1%": a list of such objects may be joined by commas alone.
    const ownMargin = /(?:(?:,\s|\s)and\s|\sby\s[+-]?\d+(?:\.\d+)?\s?(?:%|points?|pp|x|×)?,\s)(?:of\s|on\s)?(?:the\s)?(?:base\s)?(?:(?:[\p{Ll}-]+\s){0,2}(?:method|baseline|model|approach|system|algorithm|agent|policy)\s)?$/u.test(back) && /^(?:['’]s)?\s(?:[\p{Ll}-]+\s){0,3}(?:by\s|from\s+[+-]?\d)/u.test(after);
    if (ownMargin || (AFTER_MARGIN_AND.test(back) && OBJECT_STOP.test(after))) out.push({ ...x, ownMargin });
  }
  return out;
}

/** A class noun and the word that brings its examples: "models like", "methods such as". */
const CLASS_WITH_EXAMPLES = String.raw`(?:models|methods|baselines|systems|approaches|algorithms|agents|LLMs|VLMs|MLLMs)\s(?:like|such\s+as|including|e\.g\.)`;
/** " and best commercial models like ", " and other open-source methods such as ": a coordinated class that its examples follow. */
const EXAMPLES_AFTER_AND = new RegExp(String.raw`\sand\s(?:the\s)?(?:[\p{L}\d-]+\s){0,4}${CLASS_WITH_EXAMPLES},?\s(?:(?:\S+\s){0,3}?(?:,\s|and\s|or\s))*$`, 'u');
/** Whether an object region coordinates such a class at all (read once per region, before its names). */
const EXAMPLES_OF_CLASS = new RegExp(String.raw`\sand\s(?:[^,;:]*\s)?${CLASS_WITH_EXAMPLES}`, 'u');

/** Words that make a plural name a class of systems ("existing 3D LMMs", "prior VLMs", "other LLMs"). */
const CLASS_DETERMINER = /\b(?:existing|prior|previous|other|current|conventional|traditional|competing|many|most|all|state-of-the-art|SOTA|leading|recent|popular|mainstream|representative)\s+(?:[\w-]+\s+)?$/i;

/** ", including ", " such as ": the members of the class written right before. */
const MEMBERS_NEXT = new RegExp(String.raw`^,?\s(?:\(\s?)?${EXAMPLES_CUE}\s`, 'i');

/**
 * "faster than existing 3D LMMs", "outperforms state-of-the-art SSMs, including the Mamba model": a plural acronym after a
 * generic determiner, or with its members named after it, names a class, not a system.
 */
function pluralClass(doc: Doc, x: { e: Entity; start: number; end: number }): boolean {
  const written = doc.text.slice(x.start, x.end + 1);
  const plural = /^[A-Z][A-Za-z0-9-]*[A-Z0-9]s$/.test(written.trim()) || /[A-Z0-9]s$/.test(doc.text.slice(x.start, x.end));
  if (!plural || /s$/.test(x.e.name)) return false;
  const end = x.end + (/s$/.test(doc.text.slice(x.start, x.end)) ? 0 : 1);
  return CLASS_DETERMINER.test(doc.text.slice(Math.max(0, x.start - 30), x.start)) || MEMBERS_NEXT.test(doc.text.slice(end, end + 14));
}

/**
 * A clause with a measure of its own after a win ("while using 35% fewer steps",
 * "whereas PPO needs …", ", and it reduces …", "but is 3x slower"): the win's margin,
 * metric and direction are read before it.
 */
export const CONTRAST_CLAUSE = /,?\s(?:while|whereas|despite|at\s+the\s+cost\s+of)\s|\swithout\s(?=\w+ing\b)|,\s(?:and|but)\s(?:our|we|it|this|these|its|they)\s|,?\s(?:but|yet)\s(?:is|are|was|were|runs?|requires?|needs?|uses?|remains?)\s/i;

/**
 * The names one cue's object is read for. Prose compares with a handful; a list of
 * thousands ("We compare against NetA, NetB, …" to the maximum abstract size) would
 * store each with its whole sentence as evidence.
 */
export const MAX_LOSERS = 24;

/**
 * The named losers in the object of a trigger starting at `from`: up to the end
 * of the object phrase, skipping class phrases ("RL baselines") and recording a
 * qualifier ("vanilla GRPO") as an alias. Empty when the object names nothing.
 */
/** "full fine-tuning of", "training of the": a recipe applied to the name after it. */
const RECIPE_OF = /\b(?:fine-?tuning|training|pre-?training|post-?training|distillation|prompting)\s+(?:of|from)\s+(?:the\s+|a\s+|an\s+)?$/i;

/** "… that use ", "… which rely on ": a relative clause opened right before a name. */
const RELATIVE_BEFORE = /\b(?:that|which|who)\s+(?:\w+ly\s+)?(?:use|uses|used|rely\s+on|relies\s+on|build\s+on|builds\s+on|employ|employs|adopt|adopts|leverage|leverages|require|requires)\s+(?:the\s|a\s|an\s)?(?:[\p{L}-]+\s)?$/iu;

/** A name of one system, not of a family: a version digit, an inner capital or two words ("GPT-4", "InstructBLIP", "ECMWF HRES"; not "SFT", "Transformer"). */
const ONE_SYSTEM = /\d|\p{Ll}\p{Lu}|\S\s\S/u;

/**
 * "outperforms Llama3-ChatQA-1.5 and GPT-4 models", "accelerates both the Stable Diffusion (SD) and the DeepFloyd-IF
 * models": the class noun after the last name of a list of compared systems is the list's, not a family the last name
 * qualifies ("RL methods"), when the name before it was compared and the last is the name of one system. The article
 * may be repeated after the conjunction.
 */
function lastOfNamedList(doc: Doc, before: { e: Entity; end: number } | null, x: { e: Entity; start: number }, losers: Entity[]): boolean {
  if (!before || !losers.includes(before.e) || !/^\)?,?\s(?:and|or)\s(?:the\s)?$/.test(doc.text.slice(before.end, x.start))) return false;
  return ONE_SYSTEM.test(x.e.name);
}

/** A verb right after a name, maybe after an adverb: "DiG-S/2 exhibits", "X also achieves", "Y is". */
const SUBJECT_NEXT = new RegExp(String.raw`^\s(?:(?:\w+ly|also|further|even|still)\s)?(?:${WIN_VERB}|(?:improv|achiev|reach|rais|boost|increas|reduc|lower|attain|obtain|yield|lift|exhibit|show|demonstrat|deliver|requir|us|run|match|maintain|perform|provid|offer|enabl|allow|remain|sav|consum)(?:e?s|ed)|is|are|was|were|has|have|can)\b`, 'i');

/** ", and LATS", ", and GANs": a capitalized word after ", and" is the last name of a list, not the verb of a new clause. */
const CLAUSE_AND_NAME = /^,\sand\s+\p{Lu}\w*[sS]$/u;

/** Where an object ends (OBJECT_END), or -1; ", and improves" ends it, ", and LATS" does not. */
function objectEnd(text: string): number {
  let from = 0;
  for (;;) {
    const m = OBJECT_END.exec(text.slice(from));
    if (!m) return -1;
    if (!CLAUSE_AND_NAME.test(m[0])) return from + m.index;
    from += m.index + m[0].length;
  }
}

/** "two ", "12 ": a count right before a name; with PARTS_AFTER, a size in parts ("two Transformer layers"). */
const COUNTED_BEFORE = /\b(?:\d+|one|two|three|four|five|six|eight|ten|twelve)\s$/i;
const PARTS_AFTER = /^\s(?:layers?|blocks?|heads?)\b/i;
/** A plural noun of systems: the object it ends is a class of them ("existing speculative decoding methods"). */
const CLASS_TAIL = new RegExp(String.raw`\b(?:${SYSTEM_CLASS_NOUNS})\b`, 'i');
/** " for LLMs, including ", " trained on the same robotic data, including ": the rest of a class's phrase, then its members. */
const MEMBERS_CUE = new RegExp(String.raw`^[^,;.:()]{0,80}?,\s${EXAMPLES_CUE}\s`, 'i');

export function losersIn(doc: Doc, from: number, to: number): Entity[] {
  const region = doc.text.slice(from, to);
  const lead = OBJECT_LEAD.exec(region)?.[0].length ?? 0;
  const masked = region.replace(/\([^()]*\)/g, (m) => (/[\d%]/.test(m) ? ' '.repeat(m.length) : m));
  // "outperforms both direct distillation from GPT-4o and leading … methods, such as OSS-Instruct": "both" holds the
  // object open past its first conjunct's own phrase, to the "and" that brings the second.
  const body = masked.slice(lead);
  const second = /^\s*both\b/i.test(region) ? /\s(?:and)\s/.exec(body) : null;
  const skip = second && second.index < 80 ? second.index + second[0].length : 0;
  const stop = objectEnd(body.slice(skip));
  const end = from + lead + (stop >= 0 ? skip + stop : region.length - lead);
  // "outperforms existing speculative decoding methods for LLMs, including Eagle, Medusa …": a class whose phrase runs past
  // the object's end names its members after the comma.
  if (stop >= 0 && CLASS_TAIL.test(doc.text.slice(from, end)) && !entitiesIn(doc, from, end).length) {
    const members = MEMBERS_CUE.exec(doc.text.slice(end, to));
    if (members) return losersIn(doc, end + members[0].length, to);
  }
  const out: Entity[] = [];
  let prev: { e: Entity; end: number } | null = null;
  for (const x of entitiesIn(doc, from, end)) {
    const before = prev;
    prev = x;
    if (out.length >= MAX_LOSERS) break;
    // "In addition to better performance than DiT, DiG-S/2 exhibits …": a name after a comma that a verb follows opens the next
    // clause; so does one after "and" ("compared to budget forcing and TLDR significantly improves …").
    const joined = before ? /^(?:,\s|,?\sand\s)$/.test(doc.text.slice(before.end, x.start)) : /\sand\s$/.test(doc.text.slice(from, x.start));
    if (joined && SUBJECT_NEXT.test(doc.text.slice(x.end, x.end + 40))) break;
    if (!canLose(x.e) || out.includes(x.e)) continue;
    // "lower than NequIP (23.2 meV)": a measure is not compared.
    if (namedMeasure(doc, x.e)) continue;
    // "equivalent to merely two Transformer layers": a count of a name's parts is a size, not a system.
    if (COUNTED_BEFORE.test(doc.text.slice(Math.max(from, x.start - 12), x.start)) && PARTS_AFTER.test(doc.text.slice(x.end, x.end + 10))) continue;
    // "outperform their SigLIP counterparts", "higher than the Swin-B counterpart": the system a counterpart is of is the loser.
    if (CLASS_AFTER.test(doc.text.slice(x.end, x.end + 30)) && !lastOfNamedList(doc, before, x, out) && !COUNTERPART_AFTER.test(doc.text.slice(x.end, x.end + 14))) continue;
    // "a better supervision than standard VQA data": data named after a task is not a compared system.
    if (DATA_AFTER.test(doc.text.slice(x.end, x.end + 30))) continue;
    // "over the SFT baseline BART-large": a name before a class noun and the named system qualifies it.
    if (NAMED_AFTER_CLASS.test(doc.text.slice(x.end, x.end + 24)) && entitiesIn(doc, x.end, Math.min(end, x.end + 24)).length) continue;
    if (pluralClass(doc, x)) continue;
    // "outperforms full debate with GPT-3.5-turbo as the agent model", "boosts RetinaNet with a ResNet-50 backbone":
    // the model a claim was run with is not compared.
    if (AS_BACKBONE.test(doc.text.slice(x.end, x.end + 40))) continue;
    // "improves over RankGPT with GPT-4", "1.8x faster than DiT with CUDA-optimized FlashAttention-2": what a compared system
    // is run with (a model, a part, one modifier allowed) is not compared.
    if (before && before.e !== x.e && /^\s(?:with|using)\s(?:the\s|a\s|an\s)?(?:[\p{L}][\p{L}-]*\s)?$/u.test(doc.text.slice(before.end, x.start))) continue;
    // "RankGPT on GPT-4", "X based on Llama-2": so is a model a compared system is built on.
    if (isModelEntity(x.e) && before && !isModelEntity(before.e) && /^\s(?:on|based\s+on)\s(?:the\s|a\s)?$/.test(doc.text.slice(before.end, x.start))) continue;
    // "surpasses diffusion policies (DP-T) that use AdaLN blocks": a name inside a relative clause describes the loser.
    if (RELATIVE_BEFORE.test(doc.text.slice(Math.max(from, x.start - 40), x.start))) continue;
    // "Compared with OWLv2 (ViT-B/16)": a model alone in parentheses right after a compared system is that system's backbone.
    if (isModelEntity(x.e) && before && before.e !== x.e && /^\s?\($/.test(doc.text.slice(before.end, x.start)) && doc.text[x.end] === ')') continue;
    // "TabPFN-TS (Prior Labs), Chronos Bolt (Amazon)": a capitalized name alone in parentheses after a compared system is its maker.
    if (before && before.e !== x.e && !isModelEntity(x.e) && /^\s?\((?:\p{Lu}[\p{Ll}]+\s)?$/u.test(doc.text.slice(before.end, x.start)) && /^\)/.test(doc.text.slice(x.end)) && /^\p{Lu}\p{Ll}+$/u.test(x.e.name)) continue;
    if (/\bwith\s+(?:a|an|the)\s+$/i.test(doc.text.slice(Math.max(from, x.start - 12), x.start)) && /^\s(?:backbones?|encoders?|teachers?)\b/.test(doc.text.slice(x.end, x.end + 12))) continue;
    // "matches full fine-tuning of RoBERTa-large": the model a compared recipe is run on is not compared, the recipe is.
    if (RECIPE_OF.test(doc.text.slice(Math.max(from, x.start - 40), x.start))) continue;
    // "Runway's Genix": the owner of a named system is not compared, the system is.
    if (/^['’]s\s/.test(doc.text.slice(x.end, x.end + 3)) && doc.at.has(x.end + 3)) continue;
    const q = QUALIFIER.exec(doc.text.slice(Math.max(0, x.start - 12), x.start));
    if (q?.[1]) x.e.aliases.add(`${q[1]} ${x.e.name}`);
    out.push(x.e);
  }
  return out;
}

