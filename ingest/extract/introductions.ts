/**
 * What the paper introduces: its own methods (with named variants) and the
 * benchmarks it creates, found from introducing phrases.
 */
import { canonicalName, entityKind, ofKnownFamily } from '../names.ts';
import { addSpan, assign, ensure, isNameable, keyOf, spansBetween, tokenIndexAt, type Doc, type Entity } from './doc.ts';
import { BENCHMARK_KEYS, BENCHMARK_SHAPE, escapeRegex, GENERIC, LEXICON_KEYS, MEASURE_LONG_FORM, METHOD_NOUNS, NAMING_AFTER, NAMING_VERB_BEFORE, WIN_VERB } from './lexicon.ts';
import { classAcronym, isCommonWord, TASK_OR_METHOD, TASK_OR_PARADIGM } from './roles.ts';
import { norm } from './memo.ts';
import { singular } from './mentions.ts';
import { opening, type Sentence } from './sentences.ts';
import { ADJECTIVAL, isCapitalized, isCoined, isNamePlaceholder, isPlainCapitalized, type Token } from './tokens.ts';


interface IntroRule {
  name: string;
  reason: string;
  example: string;
  pattern: RegExp;
  /** How many description words may stand between the phrase and the name. */
  maxSkip: number;
  /** Words one of which the pattern cannot match without (lowercase): a sentence with none skips the pattern. */
  needs: string[];
}

/** Phrases after which the next name is one the paper introduces. */
export const INTRO_RULES: readonly IntroRule[] = [
  {
    name: 'intro/we-propose',
    reason: 'an introducing verb with the paper as subject names its contribution next',
    example: 'In this work, we present Strategic Trajectory Abstraction (StraTA), a simple framework',
    pattern: /\b(?:we|(?:this|the(?: present| current)?) (?:paper|work|study|article|report|thesis)|here,? we|our work)\s+(?:(?:also|further|then|first|therefore|thus|hence|now|additionally|newly|subsequently|instead|\w+ly)\s+)?(?:propose|introduce|present|develop|design|build|construct|create|release|contribute|formali[sz]e|offer|curate|devise|establish|collect|compile|assemble|open-source|unveil|launch|put(?:s)? forward)(?:s|d|ed)?(?:\s+and\s+(?:release|open-source|introduce|present|propose)[sd]?)?\b/gi,
    maxSkip: 6,
    needs: ['we', 'this ', 'our work', 'the paper', 'the present', 'the current', 'the work', 'the study', 'the article', 'the report', 'the thesis'],
  },
  {
    name: 'intro/and-propose',
    reason: 'a second verb of a sentence whose subject is the paper',
    example: 'We study when personalization helps and propose PerSim, a rigidity-gated hybrid policy',
    pattern: /\bwe\b[^.;]*?\b(?:and|then)\s+(?:further\s+|also\s+)?(?:propose|introduce|present|develop|design)\b/gi,
    maxSkip: 6,
    needs: ['we'],
  },
  {
    name: 'intro/named',
    reason: 'an explicit naming verb',
    example: 'we developed an AI assistant named Dromedary-2',
    // Case-sensitive: a capitalized participle names nothing ("Named Entity Recognition (NER) is essential").
    pattern: /\b(?:(?:named|called|dubbed|termed|nicknamed|coined)(?:\s+as)?|referred\s+to\s+as|[Ww]e refer to (?:this|it|them|our)(?:\s+[\w-]+){0,2}?\s+as|(?:[Ww]e|and|,)\s+(?:call|term|name|dub)(?:\s+(?:it|them|(?:this|these|our)(?:\s+(?:new|novel|proposed|overall|simple))?(?:\s+(?:approach|method|framework|technique|model|algorithm|pipeline|system|strategy|paradigm|procedure|recipe|benchmark|dataset|architecture|objective|loss|agent)s?)?))?)(?![\w-])/g,
    maxSkip: 0,
    needs: ['named', 'called', 'dubbed', 'termed', 'coined', 'referred', 'refer to', ' call ', ' term ', ' name ', ' dub '],
  },
  {
    name: 'intro/namely',
    reason: 'the paper introduces a described contribution, then gives its name after "namely"',
    example: 'we propose an LLM-based function-level APR technique, namely SRepair, which adopts a dual-LLM framework',
    // Only after an introducing verb of the paper: "two benchmarks, namely MMLU and GSM8K" names what others made.
    pattern: /\b(?:we|this (?:paper|work|study))\s+(?:(?:also|further|then|first)\s+)?(?:propose|introduce|present|develop|design)[sd]?\b[^.;]{0,100}?,?\s+namely\b/gi,
    maxSkip: 0,
    needs: ['namely'],
  },
  {
    name: 'intro/its-name',
    reason: 'the abstract states the name of its approach',
    example: 'gives our approach its name: COffeE-PSRO',
    pattern: /\bits name\b:?/gi,
    maxSkip: 0,
    needs: ['its name'],
  },
  {
    name: 'intro/our-approach',
    reason: 'an appositive name right after "our approach/method/…"',
    example: 'Our approach, MemER, outperforms prior methods',
    // The look-behind follows "our", so it runs only where "our" is (not at every offset).
    pattern: /\bour(?<!\b(?:in|with|for|using|to|of|from|on|by)\sour) (?:(?:new|novel|proposed|final)\s+)?(?:[\w-]+\s+){0,3}?(?:approach|method|framework|model|agent|system|algorithm|technique|pipeline|architecture|benchmark|dataset|suite|corpus|testbed)\b,?/gi,
    maxSkip: 0,
    needs: ['our '],
  },
  {
    name: 'intro/its-component',
    reason: 'a named part or variant of the paper\'s own method, given right after "its/our component, module, variant"',
    example: 'Its key component, Adaptive Token Merging (ATM), reduces memory by 40%',
    pattern: /\b(?:its|our)\s+(?:(?:key|core|main|central|first|second|third|novel|new|lightweight|proposed)\s+)?(?:components?|modules?|variants?|extensions?|sub-?modules?)\b,?(?:\s+(?:called|named|dubbed))?/gi,
    maxSkip: 0,
    needs: ['its ', 'our '],
  },
  {
    name: 'intro/a-named-part',
    reason: 'a new part of the method, described with an indefinite article and named in apposition',
    example: 'A lightweight acceptance predictor, GateLen, adapts the draft length at every position',
    // Only part nouns: "a strong baseline, IRCoT," and "a frontier model, GPT-4o," name what others made.
    pattern: /\ban?\s+(?:[\w-]+\s+){0,3}?(?:components?|modules?|predictors?|schedulers?|filters?|buffers?|heads?|critics?|regularizers?|mechanisms?|stages?|phases?|selectors?|routers?|verifiers?|estimators?|controllers?|rerankers?)\s?,(?=\s[^\s,]{2,40},)/gi,
    maxSkip: 0,
    needs: ['a '],
  },
  {
    name: 'intro/our-named',
    reason: 'a new name between "our" and the noun it heads',
    example: 'our DEMO agent has superior performance',
    // "as in our MemPlanner agent" names one; "in our WebShop experiments" does not.
    pattern: /\bour(?<!\b(?:with|for|using|to|of|from|on|by)\sour)(?<!(?<!\bas\s)\bin\sour)\s+(?:(?:new|novel|proposed|final|fine-?tuned|trained|newly\s+(?:developed|designed|proposed|built))\s+)?(?=\p{Lu})/giu,
    maxSkip: 0,
    needs: ['our'],
  },
  {
    name: 'intro/the-proposed',
    reason: 'a one-word name right after "the proposed" is the paper\'s own',
    example: 'the proposed TacoLM achieves a better word error rate',
    pattern: /\bthe\s+proposed\s+(?=\p{Lu}[\p{L}\d.+-]*\s+\p{Ll})/giu,
    maxSkip: 0,
    needs: ['proposed'],
  },
  {
    name: 'intro/evaluated-own',
    reason: 'a name the paper calls its own new one where an evaluation runs is a benchmark it introduces',
    example: 'We then benchmark 20 LLMs on our newly proposed TravelPlanner',
    pattern: /\b(?:on|in|across)\s+our\s+(?:newly\s+)?(?:proposed|new|introduced|constructed|curated|collected)\s+(?=\p{Lu})/giu,
    maxSkip: 0,
    needs: ['our '],
  },
  {
    name: 'intro/resulting',
    reason: 'what the paper\'s recipe produces, named in apposition',
    example: 'The resulting model, ZephyrMath, achieves 55.2% on MATH',
    // "resulting in our proposed model, MoCoCLIP": what a recipe results in, too.
    pattern: /\bresulting\s+(?:in\s+)?(?:[\w-]+\s+){0,2}?(?:models?|agents?|polic(?:y|ies)|systems?|checkpoints?|LLMs?|methods?|approach(?:es)?|frameworks?|algorithms?|pipelines?|architectures?|datasets?|benchmarks?|corpus|corpora)\b,?/gi,
    maxSkip: 0,
    needs: ['resulting'],
  },
  {
    name: 'intro/our-work-on',
    reason: 'the paper describes its own named line of work',
    example: 'This paper presents our work on the Light-R1 series',
    pattern: /\bour (?:work|study|efforts?) on\b/gi,
    maxSkip: 1,
    needs: ['our '],
  },
  {
    name: 'intro/contribution-is',
    reason: 'the abstract says which name is its contribution',
    example: 'Our key contribution is Quillet, a router that balances load across experts; our contributions are twofold: a new training algorithm, DC-PPO, and …',
    pattern: /\bour (?:(?:key|main|primary|core|central|first)\s+)?(?:contribution is|contributions (?:are|include)(?:\s+(?:twofold|threefold|two-fold|three-fold|as follows))?:)/gi,
    maxSkip: 6,
    needs: ['contribution is', 'contributions are', 'contributions include'],
  },
  {
    name: 'intro/paper-describes',
    reason: 'the paper as subject describes what it releases ("we describe X" may describe prior work)',
    example: 'This paper describes OpenCodeMentor, a family of open-source code models',
    pattern: /\bthis (?:paper|work|report|technical report|article)\s+describes\b/gi,
    maxSkip: 6,
    needs: ['describes'],
  },
  {
    name: 'intro/we-train',
    reason: 'a model the paper trains and describes in apposition is its own (a trained known model is not)',
    example: 'We train MaiaZero, a chess agent that learns from human games',
    pattern: /\bwe\s+(?:also\s+|then\s+)?train\b|\bwe\b[^.;]*?,?\s(?:and|then)\s+train\b/gi,
    maxSkip: 0,
    needs: ['train'],
  },
  {
    name: 'intro/made-into',
    reason: 'what the paper distills or turns something into, described in apposition, is its own (as with a model it trains)',
    example: 'We distill the judgments of several frontier models into JudgeLite, a 3B-parameter evaluator',
    pattern: /\bwe\s+(?:\w+\s+)?(?:distill|compress|convert|turn|fold|merge|consolidate|combine|integrate)(?:s|ed)?\b[^.;]{0,80}?\binto\b/gi,
    maxSkip: 0,
    needs: ['into'],
  },
  {
    name: 'intro/recipe-yields',
    reason: 'a sentence that opens with the paper\'s recipe applied to a model names what it yields',
    example: 'Fine-tuning StarCoder2-15B on CodeInstruct-500K yields CodeInstruct-SC, which reaches 68.9% pass@1',
    pattern: /^(?:Fine-?tuning|Training|Post-training|Distilling|Continually pretraining|Pretraining)\s[^.;]{0,120}?\b(?:yields|produces|gives|results\s+in|leads\s+to)\b/gi,
    maxSkip: 0,
    needs: ['yields', 'produces', 'gives', 'results in', 'leads to'],
  },
  {
    name: 'intro/yields-new-data',
    reason: 'new data sets that the paper builds or its own recipe results in, named after their noun ("build new benchmark MedVQA datasets R-RAD, R-SLAKE and R-Path")',
    example: 'we propose a recipe for harder versions of existing benchmarks, resulting in three new benchmarks: HumanEval Pro, MBPP Pro, and BigCodeBench-Lite Pro',
    pattern: /\bwe\b[^.;]*?\b(?:resulting in|yielding|leading to|producing|build|construct|create|curate|release)\s+(?:(?:a|an|two|three|four|five|six|several|\d+)\s+)?(?:new|novel)\s+(?:[\w-]+\s+){0,2}(?:benchmarks?|datasets?|corpora|suites?)\b[,:]?/gi,
    maxSkip: 0,
    needs: ['resulting in', 'yielding', 'leading to', 'producing', 'build', 'construct', 'create', 'curate', 'release'],
  },
  {
    name: 'intro/implement-as',
    reason: 'the idea is implemented under a name',
    example: 'We implement this scheme as TALAR (TAsk Language with predicAte Representation)',
    pattern: /\bimplement (?:this|the|our) [\w-]+(?: [\w-]+)? as\b/gi,
    maxSkip: 0,
    needs: ['implement '],
  },
];

/** "new benchmarks", "four new evaluation datasets": the plural noun of data sets the paper calls new. */
const NEW_DATA_NOUN = /\bnew\s+(?:[\w-]+\s+){0,2}(?:benchmarks|datasets|suites|corpora)\b/i;

/** Every rule's needed words, longest first: at any one place the longest that matches is found, and the words it begins with are there too. */
const NEEDED = [...new Set(INTRO_RULES.flatMap((r) => r.needs))].sort((a, b) => b.length - a.length);
const NEEDED_ANY = new RegExp(NEEDED.map(escapeRegex).join('|'), 'gi');
const NEEDED_PREFIXES = new Map(NEEDED.map((w) => [w, NEEDED.filter((v) => w.startsWith(v))]));

/**
 * The needed words a sentence holds, in one pass instead of a substring search per word and rule (that search was a
 * twentieth of extraction time): the scan moves one character past each match, so overlapping words are all seen.
 */
export function neededWords(text: string): Set<string> {
  const out = new Set<string>();
  NEEDED_ANY.lastIndex = 0;
  for (let m = NEEDED_ANY.exec(text); m; m = NEEDED_ANY.exec(text)) {
    for (const w of NEEDED_PREFIXES.get(m[0].toLowerCase()) ?? []) out.add(w);
    NEEDED_ANY.lastIndex = m.index + 1;
  }
  return out;
}

/** Cues that the rest of a sentence introduces something ("we propose", "motivate", "our approach"). */
const INTRO_CUE = /\b(?:propose[sd]?|introduce[sd]?|present(?:s|ed)?|develop(?:s|ed)?|design(?:s|ed)?|motivate[sd]?|put(?:s)? forward|call(?:ed)?|term(?:ed)?|dub(?:bed)?|named|our (?:approach|method|framework))\b/i;

/** Words that end the search for a name after an introducing phrase. */
const STOP = new Set('in which that to for of with where by on from as and or is are was were be how whether when what this these its their it we us then than into using via based while who whose'.split(' '));
/** Function words allowed inside a capitalized name ("Settlers of Catan", "Compute as Teacher"). */
const INNER = new Set('of and for with via from the in on to as a'.split(' '));

/** Nouns after a name that make it a benchmark the paper introduces. */
const BENCHMARK_NOUN = /^(?:benchmarks?|datasets?|suites?|testbeds?|environments?|simulators?|simulations?|corpus|corpora|collections?|leaderboards?|tasks?|challenges?|gyms?|index|arenas?|playgrounds?|evaluations?|games?|repositor(?:y|ies)|databases?)$/i;
/** "a new dataset called ToolTrace", "a benchmark with 5,000 questions, which we name TempHallu": a benchmark noun right before a naming verb. */
const NOUN_BEFORE_NAMING = /\b(?:benchmarks?|datasets?|suites?|testbeds?|environments?|simulators?|corpus|corpora|collections?|leaderboards?|gyms?|arenas?|repositor(?:y|ies)|databases?)(?:\s+(?:of|for|on|with|in|from|covering|spanning)(?:\s+[\w-]+(?:,\d{3})*){1,4})*\s*,?\s*(?:which\s+|that\s+)?$/i;
/** "we explore a recent method called Rectified Flow", "a recent MLLM called LLaVA": a naming participle after a noun the text calls existing names others' work. */
const EXISTING_BEFORE_NAMING = /\b(?:a|an|the)\s+(?:recent(?:ly\s+proposed)?|existing|popular|well-known|widely[- ]used|off-the-shelf|prior|previous|established|classic|standard)\s+(?:[\w-]+\s+){0,3}$/i;
/** Nouns after a name that make it a method, the classes of models among them ("an MLLM designed for … tasks"). */
export const METHOD_NOUN = new RegExp(`^(?:${METHOD_NOUNS})$`, 'i');
/** "We train X with …", "… using …", "… on …": what a name the paper trains was trained with. */
const TRAINED_ON = /^\s(?:with|using|on|via|through|from)\s/i;
/** "by fine-tuning X", "by distilling Y": how a trained name was made. */
const BY_TRAINING = /^\s(?:by|via|through)\s(?:(?:continued|further|supervised)\s)?(?:fine-?tuning|training|distill(?:ing|ation)|pre-?training|post-?training)\b/i;
/** Words before a name that describe it as a model of its own ("a new family of models, Grebe-1B"). */
const MODEL_NOUN_BEFORE = /^(?:models|(?:language|foundation|base)\s?models?|llms|vlms)$/i;

function gap(doc: Doc, a: Token | undefined, b: Token): string {
  return a ? doc.text.slice(a.end, b.start) : '';
}

interface Found {
  entity: Entity;
  /** Token index after the name (and its acronym parentheses). */
  after: number;
  /** Words skipped between the phrase and the name. */
  skipped: string[];
}

/** The first name after `offset` in its sentence, skipping determiners and descriptions. */
function nameAfter(doc: Doc, offset: number, sentence: number, maxSkip: number, naming = false): Found | null {
  const skipped: string[] = [];
  let i = tokenIndexAt(doc, offset);
  for (let n = 0; n < 9; n++, i++) {
    const t = doc.tokens[i];
    if (!t || t.sentence !== sentence) return null;
    // "We open-source our framework at https://github.com/Md-Ashraful-Pramanik/MapCoder": a link's words are a path, not a name.
    if (doc.urls.some(([a, b]) => t.start >= a && t.start < b)) return null;
    const between = n === 0 ? doc.text.slice(offset, t.start) : gap(doc, doc.tokens[i - 1], t);
    // "three new benchmarks: A, B, and C": a colon after the plural noun of what is introduced opens its names.
    const noun = skipped[skipped.length - 1] ?? '';
    const listed = /^:\s$/.test(between) && noun.endsWith('s') && (BENCHMARK_NOUN.test(noun) || METHOD_NOUN.test(noun));
    if (/[.;(]|:\s/.test(between) && !(n === 0 && /^:?\s*["“*]*$/.test(between)) && !listed) return null;
    const span = spansBetween(doc, t.start, t.start + 1, Infinity).find((s) => s.first === i);
    const entity = span ? doc.at.get(span.start) : undefined;
    if (span && entity) return { entity, after: skipPair(doc, span.last), skipped };
    // "which we call VLM-RMs": a compound the paper names right after a naming verb is a name, though its parts are class words.
    if (span && naming && n === 0 && span.kind === 'coined' && span.text.includes('-') && !GENERIC.has(norm(singular(span.text))) && !ADJECTIVE_TAIL.test(span.text)) {
      const named = ensure(doc, span.text, 'coined', span.start);
      for (const x of doc.spans) if (x.text === span.text && !doc.at.has(x.start)) doc.at.set(x.start, named);
      return { entity: named, after: skipPair(doc, span.last), skipped };
    }
    // "an online agentic reinforcement learning framework MobileRL": the lower-case long form of a class acronym ("RL")
    // describes, like any other words.
    if (span && !entity && span.kind === 'long-form' && /^[\p{Ll}\s-]+$/u.test(span.text) && span.last - span.first <= maxSkip - skipped.length) {
      skipped.push(...doc.tokens.slice(i, span.last).map((x) => x.text.toLowerCase()));
      i = span.last - 1;
      continue;
    }
    if (span) return null;
    // "a novel methodology termed as attention head masking (AHM)": a lowercase long form the naming verb
    // names, defined by its acronym in the same breath, is named by that acronym.
    if (naming && n === 0) {
      const pair = doc.pairs.find((p) => p.longStart === t.start);
      const short = pair ? doc.spans.find((x) => x.start === pair.shortStart) : undefined;
      const named = short ? doc.at.get(short.start) : undefined;
      if (short && named && !GENERIC.has(named.key) && !LEXICON_KEYS.has(named.key)) return { entity: named, after: skipPair(doc, short.last), skipped };
    }
    if (isCapitalized(t.text) || isCoined(t.text)) {
      const found = title(doc, i, skipped);
      if (found || isNameable(t.text)) return found;
    } else if (naming && n === 0 && t.text === 'the') {
      // "a learned verifier, termed the Milestone Critic": the article a naming verb may put before the name.
      continue;
    } else if (STOP.has(t.text.toLowerCase()) && !coordinatedAdjective(doc, i, skipped) && !(t.text === 'of' && COLLECTIVE.test(skipped[skipped.length - 1] ?? ''))) return null;
    if (skipped.length >= maxSkip) return null;
    skipped.push(t.text.toLowerCase());
  }
  return null;
}

/** "a family of open models, Whisperer-S and Whisperer-L": a collective noun whose "of" continues the description. */
const COLLECTIVE = /^(?:family|series|suite|set|collection|pair|line|range)$/;

/** "-based", "-style": an adjectival compound, never a name. */
const ADJECTIVE_TAIL = /-(?:based|style|like|level|wise|free|aware|driven|specific|guided)$/i;

/** "(LDM)-based approach": an acronym whose closing parenthesis an adjectival tail follows is used as a modifier, not a name. */
function modifierAcronym(doc: Doc, shortEnd: number): boolean {
  return ADJECTIVE_TAIL.test(`x${/^\*{0,2}\)(-[\p{L}]+)/u.exec(doc.text.slice(shortEnd, shortEnd + 16))?.[1] ?? ''}`);
}

/** "a simple and scalable approach UltraIF": an "and" between two description words, not between two names. */
function coordinatedAdjective(doc: Doc, i: number, skipped: string[]): boolean {
  const next = doc.tokens[i + 1]?.text ?? '';
  return doc.tokens[i]?.text === 'and' && skipped.length > 1 && /^\p{Ll}[\p{Ll}-]*$/u.test(next) && !STOP.has(next);
}

/** A run of capitalized words from token `i`: "Iterated Amplification", "Cogito, ergo ludo". */
function title(doc: Doc, i: number, skipped: string[]): Found | null {
  const first = doc.tokens[i];
  // "we propose \OurMethod, a …": a LaTeX placeholder for the paper's name is no title.
  if (!first || isNamePlaceholder(doc.text, first.start, first.text)) return null;
  let last = i + 1;
  for (;;) {
    const prev = doc.tokens[last - 1];
    const next = doc.tokens[last];
    if (!prev || !next || gap(doc, prev, next) !== ' ' || next.sentence !== first.sentence) break;
    if (isCapitalized(next.text) || isCoined(next.text)) last++;
    else if (INNER.has(next.text) && doc.tokens[last + 1] && isCapitalized(doc.tokens[last + 1]?.text ?? '') && gap(doc, next, doc.tokens[last + 1] as Token) === ' ') last += 2;
    else break;
  }
  if (last - i > 8) return null;
  // "the Visual Document Retrieval Benchmark ViDoRe": a descriptive title, then the name after its head noun.
  const named = doc.tokens[last - 1];
  const noun = doc.tokens[last - 2];
  if (last - i >= 3 && named && noun && isCoined(named.text) && (BENCHMARK_NOUN.test(noun.text) || METHOD_NOUN.test(noun.text))) {
    const span = spansBetween(doc, named.start, named.start + 1, Infinity).find((x) => x.first === last - 1 && x.last === last);
    const entity = span ? doc.at.get(span.start) : undefined;
    if (entity) return { entity, after: skipPair(doc, last), skipped: [...skipped, ...doc.tokens.slice(i, last - 1).map((t) => t.text.toLowerCase())] };
  }
  // "an Object-Centric query-BEV detector OCBEV": a capitalized description, its head noun, then the name.
  const head = doc.tokens[last];
  const after = doc.tokens[last + 1];
  if (head && after && head.sentence === first.sentence && after.sentence === first.sentence && gap(doc, doc.tokens[last - 1], head) === ' ' && gap(doc, head, after) === ' ' && (METHOD_NOUN.test(head.text) || BENCHMARK_NOUN.test(head.text)) && isCoined(after.text)) {
    const span = spansBetween(doc, after.start, after.start + 1, Infinity).find((x) => x.first === last + 1);
    const entity = span ? doc.at.get(span.start) : undefined;
    if (span && entity) return { entity, after: skipPair(doc, span.last), skipped: [...skipped, ...doc.tokens.slice(i, last + 1).map((t) => t.text.toLowerCase())] };
  }
  const end = doc.tokens[last - 1]?.end ?? first.end;
  const surface = doc.text.slice(first.start, end);
  if (!isNameable(surface) || (last - i === 1 && !isCoined(surface) && /^(?:A|An|The|Our|This|These|In|On|To|We)$/.test(surface))) return null;
  const entity = ensure(doc, surface, 'title', first.start);
  doc.at.set(first.start, entity);
  return { entity, after: skipPair(doc, last), skipped };
}

/** Skips "(ACRONYM)" or "(Long Form)" right after a name. */
function skipPair(doc: Doc, i: number): number {
  const t = doc.tokens[i];
  const prev = doc.tokens[i - 1];
  if (!t || !prev || !/^\s*\**\(\**$/.test(gap(doc, prev, t))) return i;
  const close = doc.text.indexOf(')', t.start);
  if (close < 0 || close - t.start > 160) return i;
  let j = i;
  while ((doc.tokens[j]?.start ?? Infinity) < close) j++;
  return j;
}

const CONTENT_VERB = /^(?:contains|comprises|includes|covers|spans|consists|encompasses|features|provides|offers|collects|pairs|has)$/;

/**
 * The head noun of the description after a name ("StraTA, a simple framework" gives "framework"), within ten words
 * ("MADLAD-400, a manually audited, general domain 3T token monolingual dataset").
 */
function headAfter(doc: Doc, i: number, sentence: number): 'benchmark' | 'method' | null {
  return describedAfter(doc, i, sentence)?.kind ?? null;
}

/**
 * What the description after a name makes it, and whether its head is a measure ("MACE (Multimodal Audio-Caption
 * Evaluation), a novel metric"): a measure the paper makes is its method, whatever its long form ends with.
 */
function describedAfter(doc: Doc, i: number, sentence: number): { kind: 'benchmark' | 'method'; measure: boolean } | null {
  const kind = (k: 'benchmark' | 'method' | null, measure = false) => (k ? { kind: k, measure } : null);
  let counted = false;
  for (let n = 0; n < 10; n++) {
    const t = doc.tokens[i + n];
    if (!t || t.sentence !== sentence) return null;
    const g = gap(doc, doc.tokens[i + n - 1], t);
    // "a novel visual question answering (VQA) benchmark": an acronym in parentheses inside the description is part of it.
    const next = doc.tokens[i + n + 1];
    if (n > 0 && g === ' (' && next && gap(doc, t, next) === ') ' && doc.pairs.some((p) => p.shortStart === t.start)) continue;
    // "a large-scale (~121k QA pairs, ~900h videos), automatically generated dataset": an aside in parentheses after a
    // lowercase word is skipped (not one after a capitalized one, which may close a name: "… Instruction Tuning (M3IT)").
    if (n > 0 && /^\s?\([^)]*$/.test(g) && /^\p{Ll}/u.test(doc.tokens[i + n - 1]?.text ?? '')) {
      const close = asideEnd(doc, i + n, sentence);
      if (close > 0) {
        n = close - i - 1;
        continue;
      }
    }
    if (/[.;:(]|\s[-–—]+\s/.test(g)) return null;
    // "Our method, Zephyrus, decomposes tasks": a verb right after the name ends its description; so it does after the
    // name's long form ("Our approach, ZORB (Zero-shot Orchestrated Reasoning), decomposes tasks").
    // A verb of content ("FooBench contains 500 tasks") still describes what the name is.
    if (n === 0 && (g === ' ' || g === ', ' || g === ') ' || g === '), ') && /^\p{Ll}+(?:es|s)$/u.test(t.text) && !BENCHMARK_NOUN.test(t.text) && !METHOD_NOUN.test(t.text) && !CONTENT_VERB.test(t.text)) return null;
    // "FooAgent and a new benchmark, GlimmerBench": an article after "and" opens the next conjunct, not this name's description.
    if (t.text === 'and' && /^(?:a|an|the|our|its|their)$/i.test(doc.tokens[i + n + 1]?.text ?? '')) return null;
    // "a new benchmark HaluEval 2.0, and design a detection method": ", and" right after the name opens the next clause.
    if (n === 0 && g === ', ' && t.text === 'and') return null;
    // "an explainable evaluation metric": a data noun that modifies a measure is not the head; a measure the paper makes is
    // its method. ("a dynamic evaluation framework" stays a benchmark, as the gold of train reads it.)
    // "a mobile GUI task automation agent": a data noun before the method noun that heads the phrase modifies it (not one
    // of a setting: "a dynamic evaluation framework", "a unified benchmark framework" are benchmarks, as the gold of train
    // reads them, and "a large-scale simulation framework" is one too).
    if (BENCHMARK_NOUN.test(t.text) && !MEASURE_HEAD.test(doc.tokens[i + n + 1]?.text ?? '') && !modifiesMethodNoun(doc, i + n, sentence)) return kind('benchmark');
    if (n > 0 && MEASURE_HEAD.test(t.text)) return kind('method', true);
    // "110 malicious agent tasks", "a model benchmark": a method noun that modifies a data noun is not the head.
    if (METHOD_NOUN.test(t.text) && !BENCHMARK_NOUN.test(doc.tokens[i + n + 1]?.text ?? '')) return kind('method');
    // "DocVQA-Pro, comprising 5,000 multi-page documents", "PolyMath-Ko, 2,400 competition problems": counted data items.
    if (DATA_ITEMS.test(t.text) && counted) return kind('benchmark');
    if (/^\d[\d,.]*[KkMm]?$/.test(t.text) || COUNT_WORD.test(t.text)) counted = true;
    // "LongPlan, which consists of 300 long-horizon tasks": what it is made of describes it.
    if (t.text === 'which' && CONTENT_VERB.test(doc.tokens[i + n + 1]?.text ?? '')) {
      n++;
      continue;
    }
    // "AHM for multi-modal OOD tasks": a name followed at once by "for" says what it serves, not what it is.
    if (n === 0 && t.text === 'for') return null;
    if (STOP.has(t.text.toLowerCase()) && !['of', 'for', 'and'].includes(t.text.toLowerCase())) return null;
  }
  return null;
}

/**
 * Whether the data noun at token `i` modifies a method noun later in its phrase ("task automation agent", "dataset
 * distillation method"); nouns of an evaluation setting never do ("evaluation framework", "simulation framework").
 */
function modifiesMethodNoun(doc: Doc, i: number, sentence: number): boolean {
  // "a novel Evaluation method of …": an evaluation method, approach or algorithm is a method; a framework is read as data.
  if (/^evaluations?$/i.test(doc.tokens[i]?.text ?? '')) return /^(?:methods?|approach(?:es)?|techniques?|algorithms?)$/i.test(doc.tokens[i + 1]?.text ?? '');
  // "a comprehensive suite of LLM-based safety content moderation models": a collective noun's "of" names what it collects,
  // and a suite of models or tools is the paper's method ("a suite of 12 tasks" stays data).
  if (/^(?:suites?|collections?)$/i.test(doc.tokens[i]?.text ?? '') && doc.tokens[i + 1]?.text === 'of') {
    const j = methodNounAhead(doc, i + 2, i + 8, sentence, (w) => BENCHMARK_NOUN.test(w) || DATA_ITEMS.test(w));
    return j >= 0 && !BENCHMARK_NOUN.test(doc.tokens[j + 1]?.text ?? '');
  }
  if (!/^(?:tasks?|datasets?|corpus|corpora|collections?|repositor(?:y|ies)|databases?|index)$/i.test(doc.tokens[i]?.text ?? '')) return false;
  return methodNounAhead(doc, i + 1, i + 3, sentence, (w) => STOP.has(w.toLowerCase())) >= 0;
}

/** The first method noun among tokens `from` to `to` of one sentence, each one space after the last, or -1 when a word `stops` comes first. */
function methodNounAhead(doc: Doc, from: number, to: number, sentence: number, stops: (word: string) => boolean): number {
  for (let j = from; j <= to; j++) {
    const t = doc.tokens[j];
    if (!t || t.sentence !== sentence || gap(doc, doc.tokens[j - 1], t) !== ' ' || stops(t.text)) return -1;
    if (METHOD_NOUN.test(t.text)) return j;
  }
  return -1;
}

/** The token after the parenthesis opened before token `j` closes, within eight tokens of its sentence; -1 if none. */
function asideEnd(doc: Doc, j: number, sentence: number): number {
  for (let k = j + 1; k <= j + 8; k++) {
    const t = doc.tokens[k];
    if (!t || t.sentence !== sentence) return -1;
    const g = gap(doc, doc.tokens[k - 1], t);
    if (g.includes('(')) return -1;
    if (g.includes(')')) return k;
  }
  return -1;
}

/** A measure as the head of a description ("an explainable evaluation metric"). */
const MEASURE_HEAD = /^(?:metrics?|measures?)$/;

/** Counts written in words: "half a million instruction-solution pairs", "thousands of prompts". */
const COUNT_WORD = /^(?:hundreds?|thousands?|millions?|billions?|dozens)$/i;

/** Items a data set is counted in: "5,000 multi-page documents", "2,400 competition problems". */
const DATA_ITEMS = /^(?:questions|problems|examples|samples|instances|documents|images|videos|pairs|queries|dialogues|conversations|trajectories|episodes|prompts|issues|reports|articles|papers|utterances|recordings|clips|scenes|annotations|sentences)$/;

/** The kind of thing a noun names: data ("benchmark", "dataset") or a method ("framework", "agent"), else neither. */
function nounKind(word: string): 'benchmark' | 'method' | null {
  return BENCHMARK_NOUN.test(word) ? 'benchmark' : METHOD_NOUN.test(word) ? 'method' : null;
}

/** "a testbed, ", "a new training algorithm, ": the description of a further contribution, its noun last, before its name. */
const NOUN_THEN_NAME = /^(?:a|an)\s(?:[\p{Ll}-]+\s){0,3}?([\p{Ll}-]+),\s/u;
/** ", and" (or " — and", ", together with") after a contribution's description: what may open the next contribution of the sentence. */
const AND_ANOTHER = /(?:,|\s[—–])\s(?:and|as well as|together with|along with)\s(?:also\s)?/g;

/**
 * "We introduce RepoQuest, a benchmark of 1,204 tasks, and RQ-Agent, a planning agent that …": each further
 * contribution of an introducing sentence, named after the previous one's description and described by its own
 * noun (a benchmark or a method), from `from` on. A name already given a role is not one.
 */
function laterContributions(doc: Doc, s: Sentence, from: number): { entity: Entity; benchmark: boolean }[] {
  const out: { entity: Entity; benchmark: boolean }[] = [];
  // From the comma that may end the previous name ("Dual-Clip PPO (DC-PPO), and a testbed, …").
  AND_ANOTHER.lastIndex = Math.max(0, from - s.start - 2);
  for (let m = AND_ANOTHER.exec(s.text); m && out.length < 4; m = AND_ANOTHER.exec(s.text)) {
    // "…, and a testbed, MazeGen, for …": the noun first, then the name set off by commas.
    const noun = NOUN_THEN_NAME.exec(s.text.slice(m.index + m[0].length));
    const kind = noun ? nounKind(noun[1] ?? '') : null;
    if (noun && kind) {
      const named = nameAfter(doc, s.start + m.index + m[0].length + noun[0].length, s.index, 0);
      const close = named ? doc.text.slice(doc.tokens[named.after - 1]?.end ?? 0, doc.tokens[named.after]?.start ?? s.end) : '';
      if (named && named.skipped.length === 0 && named.entity.roles.size === 0 && named.entity.kind !== 'known' && !LEXICON_KEYS.has(named.entity.key) && /^(?:,\s|\.?$)/.test(close)) {
        out.push({ entity: named.entity, benchmark: kind === 'benchmark' });
        continue;
      }
    }
    const found = nameAfter(doc, s.start + m.index + m[0].length, s.index, 0);
    if (!found || found.entity.roles.size > 0 || found.entity.kind === 'known' || LEXICON_KEYS.has(found.entity.key)) continue;
    const last = doc.tokens[found.after - 1];
    const next = doc.tokens[found.after];
    if (!last || !next || !/^,\s(?:a|an)$/i.test(`${doc.text.slice(last.end, next.start)}${next.text}`)) continue;
    const head = nameHead(doc, found.entity, found.after + 1, s.index);
    if (head) out.push({ entity: found.entity, benchmark: head === 'benchmark' });
  }
  return out;
}

/** What joins a list of names: "A and B", "A, B, and C", "A & B"; with `data`, names of benchmark shape too (a list of new data sets). */
function coordinatedNames(doc: Doc, i: number, sentence: number, data = false): Entity[] {
  const out: Entity[] = [];
  let at = i;
  for (let n = 0; n < 4; n++) {
    const prev = doc.tokens[at - 1];
    const t = doc.tokens[at];
    if (!prev || !t || t.sentence !== sentence) break;
    const g = gap(doc, prev, t);
    let start: Token | undefined = t;
    if (t.text === 'and' || t.text === '&') {
      if (g !== ' ' && g !== ', ') break;
      start = doc.tokens[at + 1];
      if (!start || gap(doc, t, start) !== ' ') break;
    } else if (g !== ', ') break;
    const first = start;
    const span = spansBetween(doc, first.start, first.start + 1, Infinity).find((x) => x.start === first.start);
    const e = span ? doc.at.get(span.start) : undefined;
    if (!span || !e || (span.kind !== 'coined' && span.kind !== 'model' && !(data && span.kind === 'benchmark')) || e.roles.size > 0) break;
    out.push(e);
    at = skipPair(doc, span.last);
  }
  return out;
}

/**
 * The kind of the head noun of a name's own long form, the last word before any
 * prepositional phrase: "the Zephyr Planning Benchmark (ZPB)" is a benchmark,
 * "Self-learning Meta-strategy Agent for Reasoning Tasks (SMART)" a method.
 */
function longFormHead(e: Entity): 'benchmark' | 'method' | null {
  const last = e.longForm?.split(/\s+(?:for|of|with|via|on|in|from|to|by|under|and)\s+/i)[0]?.split(/[\s-]+/).pop() ?? '';
  return nounKind(last);
}

/**
 * What a name is by its own long form, else by the description after it from token `i` on; a description whose head
 * is a measure wins over the long form ("MACE (Multimodal Audio-Caption Evaluation), a novel metric" is a method).
 */
function nameHead(doc: Doc, e: Entity, i: number, sentence: number): 'benchmark' | 'method' | null {
  const described = describedAfter(doc, i, sentence);
  return (described?.measure ? described.kind : null) ?? longFormHead(e) ?? described?.kind ?? null;
}

/** The kind of noun that ends the words right before `offset`: "a new dataset (X)", "Our method, called X". */
function nounBefore(doc: Doc, offset: number): 'benchmark' | 'method' | null {
  const word = /([\p{L}-]+)[,:]?\s*$/u.exec(doc.text.slice(Math.max(0, offset - 40), offset))?.[1] ?? '';
  return nounKind(word);
}

/** Whether the token at `i` is a method or benchmark noun right after the name ("our DEMO agent"). */
function nounFollows(doc: Doc, i: number, sentence: number): boolean {
  const t = doc.tokens[i];
  return !!t && t.sentence === sentence && gap(doc, doc.tokens[i - 1], t) === ' ' && (METHOD_NOUN.test(t.text) || BENCHMARK_NOUN.test(t.text));
}

/**
 * A verb in the third person right after a name ("Larix maps …", "our IterRet retrieves …"), not a plural noun of
 * the study the name modifies ("our IterRet results show …").
 */
const SUBJECT_VERB = /^\s(?:\w+ly\s)?(?!(?:results|experiments|findings|evaluations|analyses|ablations|studies|observations|settings|variants|models)\b)(?:[a-z]+(?:es|s)|can|learns|uses)\b/;

/** Whether token `i` opens the predicate of the name before it ("our IterRet retrieves at every step"). */
function verbFollows(doc: Doc, i: number, sentence: number): boolean {
  const t = doc.tokens[i];
  const prev = doc.tokens[i - 1];
  return !!t && !!prev && t.sentence === sentence && gap(doc, prev, t) === ' ' && SUBJECT_VERB.test(doc.text.slice(prev.end, prev.end + 40));
}

/** Whether the words from token `i` continue a noun phrase up to a method or benchmark noun ("GRPO training paradigm"). */
function modifies(doc: Doc, i: number, sentence: number): boolean {
  for (let n = 0; n < 3; n++) {
    const t = doc.tokens[i + n];
    const prev = doc.tokens[i + n - 1];
    if (!t || !prev || t.sentence !== sentence || !(n === 0 ? /^\**\)?\**\s$/ : /^\s$/).test(gap(doc, prev, t)) || !/^\p{Ll}[\p{Ll}-]*$/u.test(t.text) || STOP.has(t.text)) return false;
    if (METHOD_NOUN.test(t.text) || BENCHMARK_NOUN.test(t.text)) return true;
  }
  return false;
}

/** A comparison cue right before a name: the name is a comparator there ("outperforms vanilla GiGPO"). */
const COMPARED_BEFORE = new RegExp(String.raw`\b(?:${WIN_VERB}|(?:better|higher|stronger|faster) than|(?:improv\w*|gains?|advantages?)\s+(?:[\w@%.+-]+\s+){0,4}?(?:over|upon))\s+(?:[\w-]+\s+){0,3}$`, 'i');

/** Whether an entity is named as a comparator in another sentence of the abstract. */
function comparedElsewhere(doc: Doc, e: Entity, sentence: number): boolean {
  return doc.spans.some((x) => x.sentence !== sentence && doc.at.get(x.start) === e && COMPARED_BEFORE.test(doc.text.slice(Math.max(0, x.start - 60), x.start)));
}

/** Records what the paper introduces: a benchmark it creates (also marked introduced), else one of its methods. */
function introduce(e: Entity, benchmark: boolean, sentence: number, rule: string, methods: Entity[]): void {
  // "we present DNA-Rendering, a … repository …. we describe our DNA-Rendering effort": data introduced once stays data.
  if (!benchmark && e.roles.has('introduced')) return;
  if (benchmark) {
    assign(e, 'benchmark', sentence, rule);
    assign(e, 'introduced', sentence, rule);
    return;
  }
  assign(e, 'method', sentence, rule);
  if (!methods.includes(e)) methods.push(e);
}

/** A sentence about the paper's own work: it says "we" or "our", or names one of its methods before `at`. */
function ownSentence(doc: Doc, text: string, start: number, at: number, methods: Entity[]): boolean {
  return /\b(?:we|our)\b/i.test(text) || spansBetween(doc, start, at, Infinity).some((x) => methods.includes(doc.at.get(x.start) as Entity));
}

/** "a novel method, ", "an efficient framework, ": the noun of an appositive that a name (or its long form) follows. */
const APPOSITIVE_NOUN_BEFORE = /\b(?:an?|our)\s+(?:[\w-]+\s+){0,2}?([\w-]+),\s\(?$/;

/** " datasets", " benchmarks": a plural data noun right after a name. */
const DATA_PLURAL_AFTER = /^\s(?:datasets|benchmarks|corpora|collections|tasks)\b/;

/** " operator", " plots of": the lowercase word right after a name. */
const WORD_AFTER = /^\s(\p{Ll}[\p{Ll}-]*)\b/u;

/**
 * "we introduce the behavior-supported Bellman operator", "guidelines, including Pareto plots": a plain capitalized word
 * inside a described phrase, before a common noun that is no method or data noun, modifies that noun; it names nothing.
 */
function eponym(entity: Entity, skipped: string[], after: string): boolean {
  const next = WORD_AFTER.exec(after)?.[1];
  return skipped.length > 0 && entity.kind === 'title' && /^\p{Lu}\p{Ll}+$/u.test(entity.name) && !!next && !STOP.has(next) && !METHOD_NOUN.test(next) && !BENCHMARK_NOUN.test(next);
}

/** ", which enhances ", ", that extends ": a relative clause whose verb says what the thing before it does. */
const WHICH_DOES = /^,\s(?:which|that)\s(?:\w+ly\s)?(?!is\b|was\b|has\b)[a-z]+s\s/;

/**
 * " model series,", " models", " model and": a model noun right after a name the paper presents with only "the" before it
 * ("we introduce the Skywork-Math model series", "we release the Tower models", "we develop the Qwen-Audio model"); every such
 * name in the readable gold (5 of 5) is the paper's own model, of a known family or not. A role after it ("the GPT-4 model as
 * a judge") makes it a model the paper uses.
 */
const OWN_MODEL_HEAD = /^\s(?:model\s(?:series|family)|models?|series|family)\b(?!\s(?:as|for|to|with|from|on)\b)/;

/** ", Semantic, and Photometric Guided NeRF (HG3-NeRF)", " framework (USB-Rec)": more of a title, then its acronym in parentheses. */
const LONG_FORM_REST = /^(?:(?:,\s(?:and\s)?|\s)(?:\p{Lu}[\p{L}\d$^{}-]*|of|for|and|the|with|framework|model|method|network|approach|module|system|dataset|benchmark))+\s\(([^()\s]{2,24})\)/u;

/** Whether the title ending at `end` goes on to a parenthesized acronym that starts with its own first letter. */
function opensLongForm(doc: Doc, e: Entity, end: number): boolean {
  const m = LONG_FORM_REST.exec(doc.text.slice(end, end + 160));
  const first = m?.[1]?.replace(/^[^\p{L}]+/u, '')[0];
  return !!first && first === e.name[0]?.toUpperCase() && first === first.toUpperCase();
}

/** Marks the paper's own methods and introduced benchmarks; returns the methods in order of introduction. */
export function findIntroductions(doc: Doc): Entity[] {
  const methods: Entity[] = [];
  for (const s of doc.sentences) {
    const present = neededWords(s.text);
    for (const rule of INTRO_RULES) {
      if (!rule.needs.some((w) => present.has(w))) continue;
      rule.pattern.lastIndex = 0;
      for (let m = rule.pattern.exec(s.text); m; m = rule.pattern.exec(s.text)) {
        const found = nameAfter(doc, s.start + m.index + m[0].length, s.index, rule.maxSkip, rule.name === 'intro/named' || rule.name === 'intro/namely');
        if (!found) continue;
        const { entity, after, skipped } = found;
        if (rule.name === 'intro/named' && /^(?:named|called|dubbed|termed)/.test(m[0]) && EXISTING_BEFORE_NAMING.test(s.text.slice(Math.max(0, m.index - 60), m.index))) continue;
        // "we introduce Hierarchical Geometric, Semantic, and Photometric Guided NeRF (HG3-NeRF)": a title that opens a longer
        // one its acronym closes is the start of that long form, not a name of its own.
        if (entity.kind === 'title' && opensLongForm(doc, entity, doc.tokens[after - 1]?.end ?? 0)) continue;
        // No description after the name ("Our method, called SelfEval, uses …"): the noun the phrase names it by.
        const head =
          nameHead(doc, entity, after, s.index) ??
          (rule.name === 'intro/named' ? nounBefore(doc, s.start + m.index) : rule.name === 'intro/our-approach' || rule.name === 'intro/resulting' || rule.name === 'intro/yields-new-data' ? nounBefore(doc, s.start + m.index + m[0].length) : null);
        // "We present ExecCoder-7B, trained with …": a sized name of no known family is the paper's own model.
        // "We present a new family of models, Grebe-1B and Grebe-7B": so is one the description before it calls a model.
        const describedBefore = MODEL_NOUN_BEFORE.test(skipped[skipped.length - 1] ?? '');
        // "We train AfriWhisper by fine-tuning Whisper-large-v3": how it was made describes it as well as a noun would;
        // "We train WebDreamer-7B with a learned world model", "… on 2T tokens": so does what the paper trains it with or on.
        const nameEnd = doc.tokens[after - 1]?.end ?? 0;
        if (eponym(entity, skipped, doc.text.slice(nameEnd, nameEnd + 30))) continue;
        // "English RE datasets" (Relation Extraction): a task's acronym before a plural data noun names a kind of data.
        if (entity.longForm && TASK_OR_METHOD.test(entity.longForm) && DATA_PLURAL_AFTER.test(doc.text.slice(nameEnd, nameEnd + 20))) continue;
        const madeBy = BY_TRAINING.test(doc.text.slice(nameEnd, nameEnd + 40)) || (rule.name === 'intro/we-train' && TRAINED_ON.test(doc.text.slice(nameEnd, nameEnd + 12)));
        const trainedHere = rule.name === 'intro/we-train' && madeBy && !ofKnownFamily(entity.name);
        // "We construct a large-scale dataset, Chart-1M, …": a sized name the description before it calls data is data, not a model.
        const dataBefore = skipped.some((w) => BENCHMARK_NOUN.test(w));
        // "In this paper, we present WizardMath, which enhances …": a relative clause right after the name the paper presents
        // says what it does, as a noun after it would, even when the name is of a known family.
        const describedAfter = rule.name === 'intro/we-propose' && skipped.length === 0 && WHICH_DOES.test(doc.text.slice(nameEnd, nameEnd + 40));
        const presentsOwnModel = rule.name === 'intro/we-propose' && entity.kind === 'model' && skipped.length === 1 && /^the$/i.test(skipped[0] ?? '') && OWN_MODEL_HEAD.test(doc.text.slice(nameEnd, nameEnd + 24)) && !comparedElsewhere(doc, entity, -1);
        if (entity.kind === 'model' && rule.name !== 'intro/named' && head === null && !trainedHere && !dataBefore && !describedAfter && !presentsOwnModel && !(rule.name === 'intro/we-propose' && (skipped.length === 0 || describedBefore) && !ofKnownFamily(entity.name))) continue;
        // "our fine-tuned EgoPlanner raises this to 53.1%": a name the paper says it trained is its own without a noun after it.
        const trainedOwn = /\bour\s+(?:fine-?tuned|trained)\s+$/i.test(s.text.slice(0, m.index + m[0].length));
        // "We then benchmark 20 LLMs on our newly proposed TravelPlanner": a new name the paper evaluates on is its benchmark, noun or not.
        const evaluatedOwn = rule.name === 'intro/evaluated-own';
        // A benchmark the lexicon knows may be the one this paper made ("our newly proposed TravelPlanner").
        const ownKnownBenchmark = evaluatedOwn && entity.kind === 'benchmark';
        if (evaluatedOwn && ((entity.kind !== 'coined' && !ownKnownBenchmark) || comparedElsewhere(doc, entity, -1))) continue;
        // "our vsGRPO-2B model": a sized name of no known family that "our" and a noun frame is the paper's own model.
        const ownSized = entity.kind === 'model' && !ofKnownFamily(entity.name) && head !== null && nounFollows(doc, after, s.index);
        // "our SED system", "our newly proposed SelfSL model": the acronym of a task or a learning paradigm the abstract spelled
        // out in lowercase words ("sound event detection (SED)") names a kind of system, not the paper's own ("our PSA",
        // "permuted self-attention", stays).
        if (rule.name === 'intro/our-named' && ((entity.kind !== 'coined' && !ownSized) || (classAcronym(entity) && TASK_OR_PARADIGM.test(entity.longForm ?? '')) || comparedElsewhere(doc, entity, -1) || (!trainedOwn && !verbFollows(doc, after, s.index) && (head === null || !nounFollows(doc, after, s.index))))) continue;
        // Rules that name what the paper made (trains, distills into, a recipe yields) take only a name of its own shape:
        // coined, a capitalized word in a naming slot ("we train Lynx, a …"), or sized and of no known family ("We train
        // Vireo-7B, a vision-language model"), and compared nowhere.
        const made = rule.name === 'intro/we-train' || rule.name === 'intro/made-into' || rule.name === 'intro/recipe-yields';
        if (made && !((entity.kind === 'coined' || entity.kind === 'title' || (entity.kind === 'model' && !ofKnownFamily(entity.name))) && !LEXICON_KEYS.has(entity.key) && !comparedElsewhere(doc, entity, -1))) continue;
        // Described after it (", a vision-language model"), or by how it was made; what a recipe yields may be scored instead (", which reaches …").
        if (made && rule.name !== 'intro/recipe-yields' && head === null && !madeBy) continue;
        if (rule.name === 'intro/recipe-yields' && !/^,\s(?:a|an|which|that)\s/.test(doc.text.slice(doc.tokens[after - 1]?.end ?? 0, (doc.tokens[after - 1]?.end ?? 0) + 8))) continue;
        const definedHere = doc.pairs.some((p) => p.short === entity.name && p.shortStart >= s.start && p.shortStart < s.end);
        // "we propose a staged GRPO training paradigm": an established name modifying the
        // description of the contribution is not what the paper introduces.
        // An established name (known, a model, or a comparator elsewhere in the abstract) after
        // description words is not introduced here, unless this sentence defines it as the head.
        const modifier = skipped.length > 0 && modifies(doc, after, s.index);
        const ownModel = (describedBefore && entity.kind === 'model' && !ofKnownFamily(entity.name)) || presentsOwnModel;
        const ownData = dataBefore && entity.kind === 'model' && !ofKnownFamily(entity.name);
        const established = entity.kind === 'known' || (entity.kind === 'model' && !ownModel && !ownData) || comparedElsewhere(doc, entity, s.index);
        // "We introduce ORPO, an alignment algorithm", "we introduce a … preference optimization algorithm, ORPO, …": a known
        // method the paper introduces by a method noun right beside it, in an appositive, is the paper that made it.
        const nameStart = doc.tokens[tokenIndexAt(doc, nameEnd - 1)]?.start ?? 0;
        const presentsKnownMethod =
          rule.name === 'intro/we-propose' &&
          entity.kind === 'known' &&
          !comparedElsewhere(doc, entity, s.index) &&
          (skipped.length === 0 ? head === 'method' && /^,\s/.test(doc.text.slice(nameEnd, nameEnd + 2)) : METHOD_NOUN.test(skipped[skipped.length - 1] ?? '') && /\p{L},\s$/u.test(doc.text.slice(nameStart - 3, nameStart)));
        if (established && skipped.length > 0 && (modifier || !definedHere) && !presentsKnownMethod) continue;
        // "We propose MMStar, an elite … benchmark": a known benchmark the paper presents as a new benchmark
        // right after its verb is the paper that made it.
        const presentsKnownBenchmark = skipped.length === 0 && head === 'benchmark' && BENCHMARK_KEYS.has(entity.key);
        // "We call this approach KTO": a name the paper gives in the first person is its own, whatever the lexicon knows.
        const namesOwn = rule.name === 'intro/named' && /^(?:we|and|,)\s+(?:call|term|name|dub)\b|^we refer to\b/i.test(m[0]) && !comparedElsewhere(doc, entity, s.index);
        if (entity.kind === 'known' && !namesOwn && !(rule.name === 'intro/we-propose' && (definedHere || presentsKnownBenchmark || presentsKnownMethod))) continue;
        // "a GRPO-style method" describes; "a novel framework, Kite," names (the name follows its noun).
        const appositive = METHOD_NOUN.test(skipped[skipped.length - 1] ?? '') || BENCHMARK_NOUN.test(skipped[skipped.length - 1] ?? '');
        // A capitalized phrase heading its own noun is named here ("we propose a Feature Alignment module");
        // a single acronym there may name the field ("a novel ILfO framework").
        const fresh = !established && entity.kind === 'title' && entity.name.includes(' ');
        // "we develop a new TraceVLA model": a name the sentence calls new is the one it introduces
        // (not a bare acronym, which may name the field: "a novel ILfO framework").
        const definedBefore = doc.pairs.some((p) => p.short === entity.name && p.shortStart < s.start);
        const novel = !established && !definedBefore && !classAcronym(entity) && /\p{Lu}\p{Ll}{2}/u.test(entity.name) && skipped.some((w) => /^(?:new|novel)$/.test(w));
        if (head === 'method' && skipped.some((w) => /^an?$/.test(w)) && !definedHere && !appositive && !fresh && !novel) continue;
        const lead = s.text.slice(Math.max(0, m.index - 90), m.index);
        const before = dataBefore || (rule.name === 'intro/named' && NOUN_BEFORE_NAMING.test(lead));
        // "We release ToolBench-V2 along with …": a name of benchmark shape, or an edition of a known benchmark, is data.
        const benchmark = head === 'benchmark' || (head === null && (before || evaluatedOwn)) || (head === null && (BENCHMARK_SHAPE.test(entity.name) || entity.kind === 'benchmark'));
        introduce(entity, benchmark, s.index, rule.name, methods);
        // "two algorithms, FastPlan and SafePlan", "Zephyr-7B and Zephyr-70B": names coordinated with it are introduced alike.
        // "resulting in three new benchmarks: HumanEval Pro, MBPP Pro, and …": after "new benchmarks", every listed name is new,
        // an edition of a known benchmark too.
        // "we propose four new benchmarks for assessment, namely ImageNet-A, ObjectNet, OmniBenchmark, and VTAB": so after "namely".
        const newData = rule.name === 'intro/yields-new-data' || (rule.name === 'intro/namely' && NEW_DATA_NOUN.test(m[0]));
        for (const next of coordinatedNames(doc, after, s.index, newData)) if (newData || (next.kind !== 'known' && !LEXICON_KEYS.has(next.key))) introduce(next, benchmark, s.index, rule.name, methods);
        for (const other of laterContributions(doc, s, doc.tokens[after]?.start ?? s.end)) introduce(other.entity, other.benchmark, s.index, rule.name, methods);
      }
    }
  }
  ourAcronyms(doc, methods);
  obtained(doc, methods);
  appositiveIntroductions(doc, methods);
  firstOfItsKind(doc, methods);
  parenthesized(doc, methods);
  subjects(doc, methods);
  variants(doc, methods);
  seriesMembers(doc, methods);
  suiteMembers(doc);
  components(doc, methods);
  definedParts(doc, methods);
  repeatMentions(doc);
  return methods;
}

/** "The Qwen2.5-1M series currently includes ", "The Me-LLaMA family, including ": the paper's series, then what it holds. */
const SERIES_HOLDS = /\s(?:series|family)\s*,?\s+(?:currently\s+|now\s+)?(?:includes?|including|comprises?|comprising|consists?\s+of|consisting\s+of|contains?|containing)\s/g;
/** Where the list of a series' members ends: the clause's verb after an appositive ("…, was developed"), "which", or a stop. */
const SERIES_END = /,\s(?:which|was|were|is|are|has|have)\b|[;:]|$/;

/**
 * "The Qwen2.5-1M series currently includes the open-source models Qwen2.5-7B-Instruct-1M and Qwen2.5-14B-Instruct-1M,
 * as well as the API-accessed model Qwen2.5-Turbo": the models a series the paper introduces holds are its own, named
 * variants of it, not backbones, whatever family their names share.
 */
function seriesMembers(doc: Doc, methods: Entity[]): void {
  for (const s of doc.sentences) {
    if (!/\b(?:series|family)\b/.test(s.text)) continue;
    for (const m of s.text.matchAll(SERIES_HOLDS)) {
      const at = s.start + (m.index ?? 0);
      const series = spansBetween(doc, Math.max(s.start, at - 40), at, Infinity).filter((x) => x.end === at).map((x) => doc.at.get(x.start))[0];
      if (!series || !methods.includes(series)) continue;
      const from = at + m[0].length;
      const rest = doc.text.slice(from, s.end);
      const to = from + (SERIES_END.exec(rest)?.index ?? rest.length);
      for (const x of spansBetween(doc, from, to, Infinity)) {
        const e = doc.at.get(x.start);
        // Models get their role after the introductions, so a member has none yet unless it was introduced otherwise.
        if (!e || e === series || x.kind === 'benchmark' || x.kind === 'known' || e.roles.size > 0) continue;
        assign(e, 'method', s.index, 'intro/series-member');
        if (!methods.includes(e)) methods.push(e);
      }
    }
  }
}

const SUITE_COUNT = String.raw`(?:two|three|four|five|six|seven|eight|nine|ten|\d+)`;
/**
 * "a suite of three benchmarks … – ", "covering three tasks: ", "comprises four subsets: ": a set of benchmarks or tasks,
 * then, after a colon or a dash, the list of what it holds.
 */
const SUITE_HOLDS = new RegExp(
  String.raw`\b(?:suite|collection)\s+of\s+(?:${SUITE_COUNT}\s+)?(?:[\w-]+\s+)?(?:benchmarks|datasets|tasks|subsets|environments)\b[^.;:–—]{0,80}?\s?[:–—]\s|\b(?:encompass(?:es|ing)?|compris(?:es|ing)|consist(?:s|ing)?\s+of|cover(?:s|ing)|includ(?:es|ing)|span(?:s|ning)|contain(?:s|ing))\s+(?:${SUITE_COUNT}\s+)?(?:[\w-]+\s+)?(?:settings|tasks|subtasks|subsets|splits|tracks|benchmarks|datasets)\s?[:–—]\s`,
  'gi',
);

/**
 * "we introduce Landsat-Bench, a suite of three benchmarks … – EuroSAT-L, BigEarthNet-L, and LC100-L", "we introduce IrokoBench
 * … covering three tasks: natural language inference (AfriXNLI), …": the named parts of a benchmark the paper introduces are
 * benchmarks it introduces too. A name the lexicon knows as a benchmark is an existing one the set borrows, and stays as it is.
 */
function suiteMembers(doc: Doc): void {
  for (const s of doc.sentences) {
    if (!/[:–—]/.test(s.text)) continue;
    for (const m of s.text.matchAll(SUITE_HOLDS)) {
      const at = s.start + (m.index ?? 0);
      const suite = spansBetween(doc, s.start, at, Infinity).some((x) => doc.at.get(x.start)?.roles.has('introduced'));
      if (!suite) continue;
      const from = at + m[0].length;
      // The list ends at a semicolon or with the sentence.
      const semicolon = doc.text.indexOf(';', from);
      const to = semicolon >= 0 && semicolon < s.end ? semicolon : s.end;
      for (const x of spansBetween(doc, from, to, Infinity)) {
        const e = doc.at.get(x.start);
        if (!e || e.roles.has('method') || x.kind === 'known' || BENCHMARK_KEYS.has(e.key)) continue;
        assign(e, 'benchmark', s.index, 'intro/suite-member');
        assign(e, 'introduced', s.index, 'intro/suite-member');
      }
    }
  }
}

/** A long form of capitalized words ("Information-Gain Advantage Estimation", "Page-level Lookahead Index"), function words allowed inside. */
const TITLED_LONG = /^\p{Lu}[\p{L}\d-]*(?:\s(?:(?:of|for|and|with|via|to|in|on|the|a)\s)?\p{Lu}[\p{L}\d-]*)+$/u;
/** ") task", ") research": what makes a defined acronym a task, field or setting rather than a part. */
const PART_NOT_AFTER = /^\)?\s(?:tasks?|problems?|research|fields?|domains?|settings?|benchmarks?|datasets?|paradigms?|community|literature|methods?)\b/i;
/** "three distinct settings: ", "two tasks, ": a list of settings or tasks opens before the long form. */
const SETTINGS_BEFORE = /\b(?:settings|tasks|scenarios|subsets|splits|categories|types|tracks)\b[^.;]*$/i;
/** "Its core component is the ", "The core of MicroViT is the ": the part a sentence names as the heart of the method, "the" and all. */
const CORE_IS_THE = /\b(?:its|the|our)\s+(?:core|key|central|main)(?:\s+(?:component|module|idea|part|element|ingredient|innovation))?(?:\s+of\s+[\w.-]+)?\s+(?:is|lies\s+in)\s+the\s+$/i;
/**
 * What the paper uses or builds on, right before a defined long form ("leveraging sparse Mixture-of-Experts (MoE)", "based
 * on", "inspired by", "adopts", "employs", "within the", "we build upon", "the recently introduced"): the acronym names no part of it.
 */
const USED_BEFORE = /\b(?:based\s+on|inspired\s+by|leverag(?:e|es|ed|ing)|adopt(?:s|ed|ing)?|employ(?:s|ed|ing)?|underpinned\s+by|merg(?:e|es|ed|ing)|within|buil(?:d|ds|t|ding)\s+(?:up)?on|like|such\s+as|recent(?:ly)?|existing|popular|traditional|conventional|(?:recently|previously)\s+(?:introduced|proposed))\s+(?:(?:the|a|an)\s+)?(?:[\p{L}\p{N}-]+\s+){0,4}$/iu;
/** "we build upon the concept of a Minimax Winner (MW)", "73.9 without Test-Time Augmentation (TTA)": a notion the paper builds on or a setting it toggles, not a part it makes. */
const CONCEPT_BEFORE = /\b(?:concept|notion|idea|theory|principle|framework)\s+of\s+(?:an?\s+)?$|\b(?:without|w\/o)\s+$/i;

/** "We compare it with Random Forest (RF), Support Vector Regression (SVR), …": a long form after a comparison cue names a compared system, not a part. */
const COMPARING_BEFORE = new RegExp(String.raw`\b(?:compar(?:e|es|ed|ing)|${WIN_VERB}|than|versus|vs\.?|against)\b`, 'i');

/**
 * A long form the lexicon of generic terms holds ("Structure from Motion", "Gaussian Splatting", "Preference Optimization").
 * Not the known methods: a paper may define its own famous method ("we propose Weight-Decomposed Low-Rank Adaptation (DoRA)").
 */
function genericTerm(long: string): boolean {
  return GENERIC.has(keyOf(long)) || GENERIC.has(keyOf(singular(long)));
}

/**
 * "… assigns step-level credit to each search action via Information-Gain Advantage Estimation (IGAE)", "is trained with
 * Chunk-Consistent Flow Matching (CCFM)": an acronym a sentence about the paper's method defines by a capitalized long
 * form, with no role yet and no name the lexicons know, is a part of that method (from the first introducing sentence on).
 */
function definedParts(doc: Doc, methods: Entity[]): void {
  if (!methods.length) return;
  const firstOwn = firstOwnSentence(doc, methods);
  for (const p of doc.pairs) {
    const e = doc.at.get(p.shortStart);
    const si = doc.tokens[tokenIndexAt(doc, p.shortStart)]?.sentence ?? -1;
    const s = doc.sentences[si];
    if (!e || !s || si < firstOwn || e.kind !== 'coined' || e.roles.size > 0 || LEXICON_KEYS.has(e.key) || GENERIC.has(e.key)) continue;
    // "improves Defense Success Rate (DSR) by 36%": nor a measure spelled out.
    if (!TITLED_LONG.test(p.long) || BENCHMARK_SHAPE.test(p.long) || longFormHead(e) === 'benchmark' || genericTerm(p.long) || MEASURE_LONG_FORM.test(p.long)) continue;
    // Not a task, field or setting ("the Tracking Any Point (TAP) task", "Information Retrieval (IR) research", "three settings:
    // Absent Answer Detection (AAD), …"), nor an existing thing the paper uses ("we utilize the Probability Annealing Selection (PAS) method").
    const the = /\bthe\s+$/i.test(doc.text.slice(Math.max(s.start, p.longStart - 5), p.longStart)) && !CORE_IS_THE.test(doc.text.slice(s.start, p.longStart));
    if (PART_NOT_AFTER.test(doc.text.slice(p.shortEnd, p.shortEnd + 24)) || SETTINGS_BEFORE.test(doc.text.slice(s.start, p.longStart)) || COMPARING_BEFORE.test(doc.text.slice(s.start, p.longStart)) || the || CONCEPT_BEFORE.test(doc.text.slice(Math.max(s.start, p.longStart - 60), p.longStart)) || USED_BEFORE.test(doc.text.slice(Math.max(s.start, p.longStart - 60), p.longStart))) continue;
    // After the method's first sentence, one that defines a part needs no pronoun ("A lightweight Frequency Gate Unit (FGU) further modulates …").
    if (!((firstOwn >= 0 && si > firstOwn) || aboutOwnWork(doc, s, methods)) || comparedElsewhere(doc, e, -1) || listedAsExample(doc, e, methods)) continue;
    introduce(e, false, si, 'intro/defined-part', methods);
  }
}

/** A part noun an appositive name follows ("a core agent, SQLRefiner,"): a cue of COMPONENT_CUE and a listing cue. */
const PART_NOUN = '(?:scheme|step|module|mechanism|component|strategy|technique|procedure|agent)';

/**
 * Where a named component of the paper's method follows: an enumeration marker
 * ("(1) Cognitive Bias Index"), a list of parts ("two processes: Rule Induction"),
 * a verb of the method ("RetireOPD adopts Adaptive Retirement", "which leverages
 * Step-wise Reward Discretization"), an appositive after a part noun ("a core agent,
 * SQLRefiner,"), or "a novel Value Verifier".
 */
const COMPONENT_CUE = new RegExp(String.raw`(?:\((?:[1-9]|i{1,3}|iv)\)|\b(?:components?|modules?|processes|stages|mechanisms|parts|enhancements|innovations|improvements|techniques|strategies|designs|contributions|agents):)\s+(?:the\s+|an?\s+)?(?=\p{Lu})|\b(?:adopts?|employs?|leverages?|incorporates?|integrates?|introduces?|features?|combines?|uses?|consists?\s+of|comprises?|appl(?:y|ies)|relies\s+on|maintains|followed\s+by|together\s+with)\s+(?:(?:the|an?|our|its)\s+)?(?:(?:novel|new|proposed|theoretically-sound|dedicated|learned|lightweight|compact)\s+)?(?=\p{Lu})|\b${PART_NOUN},\s+(?:the\s+)?(?=\p{Lu})|\b(?:an?|our)\s+(?:novel|new|proposed)\s+(?=\p{Lu})|\busing\s+(?:an?|our)\s+(?=\p{Lu})`, 'giu');
/** Last words that make a capitalized phrase a class or a field, not a component's name. */
const CLASS_TAIL = /[\s-](?:Models?|Networks?|Learning|Process(?:es)?|Agents?|Systems?|Methods?|Algorithms?|Intelligence|Theory|Language|Vision|Tasks?|Benchmarks?|Datasets?|Environments?|Optimization|Control|Regression|Descent|Search|Sampling|Attention|Transformers?|Distillation|Fine-?[Tt]uning|Programming|Inference|Estimation|Gradients?|Decomposition|Critic|Replay|Encoders?|Decoders?|Autoencoders?|Graphs?|Embeddings?|Dropout|Softmax|Normali[sz]ation|Layers?|Loss|Functions?|Trees?|Fields?|Policies|Rewards?|Chains?|Games?|Theorem|Principle|Analysis|Equations?|Distributions?|Spaces?)$/;
/** A second component joined by "and" after the first ("… for structural understanding and Multi-Perspective Reward Fusion", "a Task Planner and a Tool Executor"). */
const AND_NEXT = /^[^;:()]{0,60}?(?:,\s|\s)and\s(?:\(\w{1,3}\)\s)?(?:an?\s|the\s)?(?=\p{Lu})/u;

/** The index of the first sentence that names one of the paper's methods (-1 when none does). */
function firstOwnSentence(doc: Doc, methods: Entity[]): number {
  return doc.sentences.findIndex((s) => spansBetween(doc, s.start, s.end, Infinity).some((x) => methods.includes(doc.at.get(x.start) as Entity)));
}

/** Words of a sentence about the paper's own work. */
const OWN_WORDS = /\b(?:we|our|its|it|this)\b/i;

/** Whether a sentence speaks of the paper's own work: its pronouns, or a mention of one of its methods. */
function aboutOwnWork(doc: Doc, s: Sentence, methods: Entity[]): boolean {
  return OWN_WORDS.test(s.text) || spansBetween(doc, s.start, s.end, Infinity).some((x) => methods.includes(doc.at.get(x.start) as Entity));
}

/** Capitalized multi-word names of the paper's components (named parts of its method). */
function components(doc: Doc, methods: Entity[]): void {
  if (!methods.length) return;
  const firstOwn = firstOwnSentence(doc, methods);
  for (const s of doc.sentences) {
    // A capitalized name of several words, or one word compounded of two ("SQLRefiner").
    const titled = /\s\p{Lu}[\p{Ll}-]+[\s-]\p{Lu}/u.test(s.text);
    if (!titled && !COMPOUND_IN.test(s.text)) continue;
    // After the method's first sentence, one that names a part needs no pronoun ("A visibility-aware pruning scheme, Ghost Culling, further removes …").
    if (!((firstOwn >= 0 && s.index > firstOwn) || aboutOwnWork(doc, s, methods))) continue;
    // Where each name may start, and whether a listing cue put it there (only a listing names a one-word part).
    const queue: [at: number, listed: boolean][] = [];
    COMPONENT_CUE.lastIndex = 0;
    for (let m = COMPONENT_CUE.exec(s.text); m; m = COMPONENT_CUE.exec(s.text)) queue.push([s.start + m.index + m[0].length, LISTING_CUE.test(m[0])]);
    for (let q = 0; q < queue.length; q++) {
      const [at, listed] = queue[q] as [number, boolean];
      const i = tokenIndexAt(doc, at);
      if (doc.tokens[i]?.start !== at || at === s.start || !isCapitalized(doc.tokens[i]?.text ?? '')) continue;
      const name = componentAt(doc, i, s.index, titled, listed);
      if (!name || opensLongForm(doc, name.e, name.end) || genericTerm(doc.text.slice(at, name.end))) continue;
      assign(name.e, 'method', s.index, 'intro/named-component');
      if (!methods.includes(name.e)) methods.push(name.e);
      const next = AND_NEXT.exec(doc.text.slice(name.end, s.end));
      if (next) queue.push([name.end + next[0].length, listed]);
    }
  }
}

/** The cues of COMPONENT_CUE that list parts: an enumeration marker, "modules:", "consists of", "comprises", "a core agent, ". */
const LISTING_CUE = new RegExp(String.raw`^(?:\(|\w+:|compris|consist|${PART_NOUN},)`, 'i');
/** One word compounded of two capitalized words or more: "SQLRefiner", "QueryCrafter" (not "WaveVAE", "AdaLN", "ILfO"). */
const COMPOUND = String.raw`(?:\p{Lu}{2,}|\p{Lu}\p{Ll}{2,})\p{Lu}\p{Ll}{2,}`;
const COMPOUND_WORD = new RegExp(String.raw`^${COMPOUND}[\p{L}\d]*$`, 'u');
/** Such a word anywhere in a sentence: the sentence may name a one-word part. */
const COMPOUND_IN = new RegExp(String.raw`\s${COMPOUND}`, 'u');

/**
 * A capitalized name of 2-5 words from token `i` that is no class, field, known name or modifier of a noun (only where
 * the sentence holds such a run: `titled`), a long form the sentence defines, or, after a listing cue (`listed`), one
 * compounded word.
 */
function componentAt(doc: Doc, i: number, sentence: number, titled: boolean, listed: boolean): { e: Entity; last: number; end: number } | null {
  const span = spansBetween(doc, doc.tokens[i]?.start ?? 0, (doc.tokens[i]?.start ?? 0) + 1, Infinity)[0];
  if (span && span.first === i) {
    // "Rho-1 employs Selective Token Scoring (STS)": a long form the sentence defines, named by its acronym.
    const e = doc.at.get(span.start);
    if (e?.kind !== 'coined' || e.roles.size || CLASS_TAIL.test(span.text) || LEXICON_KEYS.has(e.key)) return null;
    // "Our framework comprises a core agent, SQLRefiner, alongside two auxiliary agents: SQLReviewer and QueryCrafter": a
    // single word compounded of two capitalized words that a listing of parts names is a part too, unless a win compares it
    // anywhere. After a verb ("uses FlashAttention", "adopts WaveVAE") it as often names what the paper builds on.
    if (span.kind === 'long-form' ? !/\s/.test(span.text) : !listed || span.kind !== 'coined' || !COMPOUND_WORD.test(span.text) || GENERIC.has(e.key) || comparedElsewhere(doc, e, -1)) return null;
    return { e, last: span.last, end: span.end };
  }
  if (!titled) return null;
  let last = i + 1;
  for (;;) {
    const prev = doc.tokens[last - 1];
    const next = doc.tokens[last];
    if (!prev || !next || next.sentence !== sentence || gap(doc, prev, next) !== ' ') break;
    if (isCapitalized(next.text)) last++;
    else if (INNER.has(next.text) && isCapitalized(doc.tokens[last + 1]?.text ?? '') && gap(doc, next, doc.tokens[last + 1] as Token) === ' ') last += 2;
    else break;
  }
  const words = last - i;
  if (words < 2 || words > 5) return null;
  const start = doc.tokens[i]?.start ?? 0;
  const end = doc.tokens[last - 1]?.end ?? start;
  const surface = doc.text.slice(start, end);
  if (CLASS_TAIL.test(surface) || !isNameable(surface) || canonicalName(surface) !== surface || LEXICON_KEYS.has(keyOf(surface))) return null;
  if (spansBetween(doc, start, end, Infinity).some((x) => x.start < end)) return null;
  const after = doc.tokens[last];
  // "Content-aware Timbre Ensemble modeling": a lowercase noun of a kind ("modeling", "learning") after it makes it a modifier too.
  if (after && after.sentence === sentence && gap(doc, doc.tokens[last - 1] as Token, after) === ' ' && (METHOD_NOUN.test(after.text) || BENCHMARK_NOUN.test(after.text) || /^\p{Ll}+ing$/u.test(after.text))) return null;
  const e = ensure(doc, surface, 'title', start);
  if (e.roles.size) return null;
  addSpan(doc, { text: surface, start, end, kind: 'coined' }, e);
  return { e, last, end };
}

/**
 * Later mentions of a plain-word name the paper introduced ("We propose Attacca …
 * Attacca uses …") become spans too; the spotter only knows coined shapes.
 */
function repeatMentions(doc: Doc): void {
  // "a new vision backbone (Vim)": so does a plain capitalized word introduced in parentheses.
  // "Grounding DINO": a name of several words the paper introduced is mended only where the spotter saw a part of it.
  const titled = (e: Entity): boolean => e.kind === 'title' || isPlainCapitalized(e.name);
  const named = [...doc.entities.values()].filter((e) => e.roles.size > 0 && (titled(e) || (/\s/.test(e.name) && (e.roles.has('method') || e.roles.has('introduced')))));
  for (const e of named) {
    for (let at = doc.text.indexOf(e.name); at >= 0; at = doc.text.indexOf(e.name, at + 1)) {
      const end = at + e.name.length;
      if (/[\p{L}\p{N}]/u.test(doc.text[at - 1] ?? '') || /[\p{L}\p{N}]/u.test(doc.text[end] ?? '')) continue;
      // "Chorus-Eval" is another name, not a mention of Chorus.
      if (/^-[\p{L}\p{N}]/u.test(doc.text.slice(end, end + 2)) || /[\p{L}\p{N}]-$/u.test(doc.text.slice(Math.max(0, at - 2), at))) continue;
      const overlapping = spansBetween(doc, at - 80, end, Infinity).filter((s) => s.start < end && s.end > at);
      if (!overlapping.length) {
        if (titled(e)) addSpan(doc, { text: e.name, start: at, end, kind: 'coined' }, e);
        continue;
      }
      // "Sparse DINO achieves …": at a sentence's start, where the spotter cannot tell a capitalized first word from a name,
      // it sees only a part of the introduced name; the whole name is the mention.
      const sentence = doc.sentences[doc.tokens[tokenIndexAt(doc, at)]?.sentence ?? -1];
      const opens = !!sentence && sentence.start <= at && /^["“(]?$/.test(doc.text.slice(sentence.start, at));
      // "we propose a … Multi-encoder nnU-Net architecture": where a rule read the whole name at a mention, its parts are none.
      const read = doc.at.get(at) === e;
      if ((!opens && !read) || !/\s/.test(e.name) || overlapping.some((s) => s.start < at || s.end > end)) continue;
      for (const s of overlapping) {
        doc.spans.splice(doc.spans.indexOf(s), 1);
        doc.at.delete(s.start);
      }
      addSpan(doc, { text: e.name, start: at, end, kind: 'coined' }, e);
    }
  }
}


/**
 * A test for capitalized spans no shape or lexicon knows ("Lynx", "Voicebox"): whether one stands where the paper names
 * what it introduces ("Using this dataset, we train Lynx, a tool-augmented LLM"). Such spans become names before the
 * introductions are read, so the method is one for every rule, its later mentions too ("Lynx surpasses Alpaca …").
 */
export function namingSlotTest(doc: Doc): (span: { start: number; end: number }) => boolean {
  return (span) => {
    const text = doc.text.slice(span.start, span.end);
    if (isCommonWord(text)) return false;
    const before = doc.text.slice(Math.max(0, span.start - 60), span.start);
    if (!NAMING_VERB_BEFORE.test(before)) return false;
    return NAMING_AFTER.test(doc.text.slice(span.end, span.end + 8));
  };
}

/** "At its core is our General Reward Model (GRM)": an acronym the paper calls its own. */
function ourAcronyms(doc: Doc, methods: Entity[]): void {
  for (const p of doc.pairs) {
    // "our latent diffusion model (LDM)-based approach": an acronym used as a modifier describes the approach, it does not name it.
    if (!/\bour\s+$/i.test(doc.text.slice(Math.max(0, p.longStart - 5), p.longStart)) || modifierAcronym(doc, p.shortEnd)) continue;
    const e = doc.entities.get([...doc.entities.values()].find((x) => x.name === p.short)?.key ?? '');
    if (!e || e.roles.has('benchmark')) continue;
    const sentence = doc.sentences.findIndex((s) => s.start <= p.longStart && p.longStart < s.end);
    assign(e, 'method', sentence, 'intro/our-acronym');
    if (!methods.includes(e)) methods.push(e);
  }
}

/**
 * A plural class noun right after a parenthesized acronym, maybe after nouns of its phrase: "(SWE) agents", "(AR) image
 * generation models". A singular one introduces the paper's own thing: "a … pre-training (DAP) framework", "(DoLa) approach".
 */
const CLASS_NOUN_AFTER = /^\s(?:(?!(?:to|for|that|which|and|or|in|on|with|by|as|is|are|was|were|can|will|the|an?|of|from|into|via)\b)\p{Ll}[\p{Ll}-]*\s){0,2}(?:agents|models|systems|methods|tasks|problems|settings|benchmarks|datasets|approaches|techniques|pipelines|frameworks|policies|recognition|detection|segmentation|classification|generation|retrieval|reasoning|translation|summarization|forecasting|captioning|parsing|understanding|prediction)\b/u;

/** ", a novel ", ", an open ": what opens the description in apposition to a name, before a long form. */
const APPOSITION_BEFORE = /,\s(?:an?|the)\s(?:[\p{L}-]+\s){0,3}$/u;

/** Whether the long form at `longStart` opens the description in apposition to a name already introduced ("FooBench, a novel …"). */
function describesIntroduced(doc: Doc, sentenceStart: number, longStart: number): boolean {
  const m = APPOSITION_BEFORE.exec(doc.text.slice(sentenceStart, longStart));
  if (!m) return false;
  const comma = sentenceStart + m.index;
  const name = spansBetween(doc, sentenceStart, comma, comma).pop();
  return !!name && name.end === comma && (doc.at.get(name.start)?.roles.size ?? 0) > 0;
}

/** What opens the long form of a new part: "a ", "a lightweight ", "our ", "(2) ". */
const NEW_PART_BEFORE = /(?:\b(?:an?|our)\s+(?:[\w-]+\s+){0,2}|\((?:[1-9]|i{1,3}|iv|[a-e])\)\s+)$/;

/**
 * A name in parentheses after an introducing cue in the same sentence: "we propose
 * Compute as Teacher (CaT)", "a … diffusion planner for offline meta-RL(MetaDiffuser)".
 */
/** "our latent diffusion model (LDM)-based approach (Tango)": the paper's own method noun, its name in parentheses. */
const OUR_NOUN_PAREN = /\bour\s+(?:[\w()-]+\s+){0,5}?(?:approach|method|framework|model|system|algorithm|pipeline|agent)\s+\(/i;

/** "have introduced", "has been proposed", "were recently presented": an introduction in the perfect or the passive. */
const OTHERS_MADE = /\b(?:have|has|had|was|were|been)\s+(?:been\s+)?(?:\w+ly\s+)?(?:propose[sd]|introduced|presented|developed|designed)\b/i;

function parenthesized(doc: Doc, methods: Entity[]): void {
  for (const s of doc.sentences) {
    const cue = INTRO_CUE.exec(s.text) ?? PARTS_CUE.exec(s.text) ?? OUR_NOUN_PAREN.exec(s.text);
    if (!cue) continue;
    // "major AI providers … have introduced Finetuning-as-a-Service (FaaS)": what others have made, in a sentence that does
    // not speak of the paper, is no part of it.
    if (OTHERS_MADE.test(s.text.slice(Math.max(0, cue.index - 24), cue.index + cue[0].length)) && !OWN_VOICE.test(s.text)) continue;
    const from = s.start + cue.index;
    // Each accepted name moves the anchor: "includes A (X) to …, and B (Y)" chains components.
    let anchor = from;
    for (const m of s.text.matchAll(/\((?:\*\*)?([^\s()]{2,24}?)(?:\*\*)?\)/g)) {
      const at = s.start + (m.index ?? 0) + 1;
      // "… and balances them with a Pareto-aware scheduler (PAS)", "(2) entropy-constrained opacity pruning (ECOP)": an acronym the
      // sentence defines for a new thing (an article or a list marker before its long form) is a part of the method, however far on.
      const pair = doc.pairs.find((x) => x.shortStart === at);
      const newPart = !!pair && NEW_PART_BEFORE.test(doc.text.slice(Math.max(s.start, pair.longStart - 30), pair.longStart));
      if (at < from || (!newPart && (doc.text.slice(anchor, at).split(' ').length > 14 || /,\s(?:which|where|while)\b/.test(doc.text.slice(anchor, at))))) continue;
      // "a language model leveraging sparse Mixture-of-Experts (MoE)", "methods based on Score Distillation Sampling (SDS)",
      // "the recently introduced adversarial diffusion distillation (ADD)": an acronym defined for what the paper uses or
      // builds on is no part of it.
      if (pair && !newPart && USED_BEFORE.test(doc.text.slice(Math.max(s.start, pair.longStart - 60), pair.longStart))) continue;
      // "the attachment of Structure from Motion (SfM)", "a LLM-based Preference Optimization (PO) dataset construction
      // strategy": an acronym the sentence defines for a generic term names that term, not a part of the paper's.
      if (pair && genericTerm(pair.long)) continue;
      let span = spansBetween(doc, at, at + 3, Infinity)[0];
      // "a hierarchical planning framework (Zephyrus)": a plain capitalized word the noun before it names.
      const word = m[1] ?? '';
      // "(LDM)-based approach": an acronym used as a modifier names no part.
      if (modifierAcronym(doc, at + word.length)) continue;
      if (!span && isPlainCapitalized(word) && nounBefore(doc, at - 1) && !GENERIC.has(norm(word)) && !LEXICON_KEYS.has(norm(word))) {
        addSpan(doc, { text: word, start: at, end: at + word.length, kind: 'coined' }, ensure(doc, word, 'coined', at));
        span = spansBetween(doc, at, at + 3, Infinity)[0];
      }
      const e = span ? doc.at.get(span.start) : undefined;
      // "we propose Weight-Decomposed Low-Rank Adaptation (DoRA)": a known name in parentheses right after the method the sentence introduces is its short name.
      const shortOfOwn = e?.kind === 'known' && methods.some((own) => at - 2 - own.name.length >= s.start && doc.text.slice(at - 2 - own.name.length, at - 1) === `${own.name} `);
      if ((e?.kind !== 'coined' && !shortOfOwn) || !e || e.roles.size > 0 || (e.name !== m[1] && e.name !== (m[1] ?? '').replace(/s$/, ''))) continue;
      // "training software engineering (SWE) agents", "autoregressive (AR) image generation models": a task or kind in lower case,
      // its acronym inside a noun phrase, names the field, not the thing made.
      const lowerBefore = pair ? /^\p{Ll}/u.test(pair.long) : /(?<![\p{L}\p{N}-])\p{Ll}[\p{Ll}-]*\s$/u.test(doc.text.slice(Math.max(s.start, at - 30), at - 1));
      if (lowerBefore && CLASS_NOUN_AFTER.test(doc.text.slice(at + word.length + 1, at + word.length + 40))) continue;
      // "FooBench, a novel visual question answering (VQA) benchmark": in the description of a name the sentence has just introduced, the acronym names its kind.
      if (pair && lowerBefore && describesIntroduced(doc, s.start, pair.longStart)) continue;
      // The noun right before the parentheses decides ("a … dataset (MLMCID-dataset)", "a planning framework (Zephyrus) for
      // long-horizon tasks"), else the description after them ("Hierarchical Task Decomposition (HTD), a framework").
      const head = nounBefore(doc, at - 1) ?? headAfter(doc, span?.last ?? 0, s.index);
      const benchmark = head === 'benchmark' || (head === null && BENCHMARK_SHAPE.test(e.name));
      introduce(e, benchmark, s.index, 'intro/parenthesized-name', methods);
      if (benchmark) continue;
      anchor = at + (m[0]?.length ?? 0);
    }
  }
}

/**
 * "Meltemi 7B, the first open LLM for Greek", "ToolHop, the first benchmark of …": a name
 * described as the first of its kind is what the paper contributes (a benchmark when the
 * description's head is a benchmark noun). Claims of priority are made about one's own work.
 */
const OWN_NOUN = '(?:method|approach|framework|model|agent|system|algorithm|pipeline|technique|architecture|benchmark|dataset)';
const FIRST_OF_KIND = new RegExp(`^,\\s+(?:(?:the|our)\\s+(?:very\\s+)?first\\s+|our\\s+(?:(?:new|novel|proposed)\\s+)?(?:[\\w-]+\\s+){0,2}?(?=${OWN_NOUN}s?,))`, 'i');

function firstOfItsKind(doc: Doc, methods: Entity[]): void {
  titledFirsts(doc);
  for (const span of doc.spans) {
    const e = doc.at.get(span.start);
    const after = doc.text.slice(span.end, span.end + 30);
    if (!e || e.roles.size > 0 || e.kind === 'known' || LEXICON_KEYS.has(e.key) || !FIRST_OF_KIND.test(after)) continue;
    // A model-family name is a new member only where the sentence speaks of the paper's work
    // ("X has also led to StarCoder2-Instruct, the first …"), not in the background ("GPT-4, the first …").
    const sentence = doc.sentences[span.sentence];
    const owned = !!sentence && ownSentence(doc, sentence.text, sentence.start, span.start, methods);
    if (ofKnownFamily(e.name) && !owned) continue;
    const cue = FIRST_OF_KIND.exec(after);
    const next = tokenIndexAt(doc, span.end + (cue?.[0].length ?? 0));
    const head = headAfter(doc, next, span.sentence);
    introduce(e, head === 'benchmark', span.sentence, 'intro/first-of-its-kind', methods);
  }
}

/** "Meltemi 7B, the first open LLM for Greek": a capitalized name (with its size or version) no spotter saw, before ", the first". */
const TITLED_FIRST = new RegExp(`(?<![\\p{L}\\p{N}-])(\\p{Lu}[\\p{Ll}\\p{N}-]+(?:\\s(?:\\p{Lu}[\\p{L}\\p{N}-]*|v?\\d+(?:\\.\\d+)?[BMK]?))*),\\s+(?:(?:the|our)\\s+(?:very\\s+)?first\\s|our\\s+(?:(?:new|novel|proposed)\\s+)?(?:[\\w-]+\\s+){0,2}?${OWN_NOUN}s?,)`, 'gu');

function titledFirsts(doc: Doc): void {
  for (const s of doc.sentences) {
    if (!s.text.includes('first') && !s.text.includes('our')) continue;
    for (const m of s.text.matchAll(TITLED_FIRST)) {
      const name = m[1] ?? '';
      const start = s.start + (m.index ?? 0);
      const end = start + name.length;
      if (/^(?:The|This|These|Our|We|It|In|On|To|A|An|First|Finally|Here|Specifically|Thus|Hence|Therefore|However|Furthermore|Moreover|Additionally|Overall|Instead|Next|Then|Lastly|Besides)\b|^\p{Lu}\p{Ll}+ly$/u.test(name) || !isNameable(name) || LEXICON_KEYS.has(keyOf(name))) continue;
      if (spansBetween(doc, start, end + 1, Infinity).some((x) => x.start < end && doc.at.has(x.start))) continue;
      const e = ensure(doc, name, 'title', start);
      addSpan(doc, { text: name, start, end, kind: 'coined' }, e);
    }
  }
}

/**
 * "We apply LADD to Stable Diffusion 3 (8B) to obtain SD3-Turbo, a fast model", "X has also led
 * to the creation of StarCoder2-Instruct, the first …": a name the paper's work produces, described
 * right after it, is the paper's own (a model-family name too: it is a new member of the family).
 */
const OBTAIN_BEFORE = /\b(?:to (?:obtain|produce|create|derive|get)|(?:obtaining|producing|creating|yielding|resulting in)|(?:leads?|led|leading) to the (?:creation|development|release) of|the (?:creation|release) of)\s+$/i;
const DESCRIBED_AFTER = /^(?:\s\([^()]{1,30}\))?,\s+(?:a|an|the|our)\s/i;

/** "Fine-tuning Mistral-7B on our data yields a model, MixTral-Chat, that …": a system the paper's recipe makes, named in apposition. */
const MADE_APPOSITIVE = /\b(?:yields?|yielding|produces?|producing|results? in|leads? to|gives?)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:model|policy|agent|system|assistant|chatbot),\s+$/i;
const APPOSITIVE_END = /^(?:,\s|\s(?:that|which)\s)/;

function obtained(doc: Doc, methods: Entity[]): void {
  for (const span of doc.spans) {
    const e = doc.at.get(span.start);
    if (!e || e.roles.size > 0 || e.kind === 'known' || LEXICON_KEYS.has(e.key)) continue;
    const sentence = doc.sentences[span.sentence];
    if (!sentence) continue;
    const before = doc.text.slice(Math.max(sentence.start, span.start - 60), span.start);
    // Made by the recipe of a sentence about the paper's own work (it says "we", or builds on what the paper introduces).
    if (MADE_APPOSITIVE.test(before) && APPOSITIVE_END.test(doc.text.slice(span.end, span.end + 8))) {
      const own = ownSentence(doc, sentence.text, sentence.start, span.start, methods) || spansBetween(doc, sentence.start, span.start, Infinity).some((x) => doc.at.get(x.start)?.roles.has('introduced'));
      if (own) introduce(e, false, span.sentence, 'intro/made-appositive', methods);
      continue;
    }
    if (!OBTAIN_BEFORE.test(before) || !DESCRIBED_AFTER.test(doc.text.slice(span.end, span.end + 40))) continue;
    if (!ownSentence(doc, sentence.text, sentence.start, span.start, methods)) continue;
    const cue = DESCRIBED_AFTER.exec(doc.text.slice(span.end, span.end + 40));
    const head = headAfter(doc, tokenIndexAt(doc, span.end + (cue?.[0].length ?? 0)), span.sentence);
    introduce(e, head === 'benchmark', span.sentence, 'intro/obtained', methods);
  }
}

/** Where the paper speaks of itself ("In this work, we find …", "Our method …"). */
export const OWN_VOICE = /\b(?:we|our|this (?:paper|work|study|report|article))\b/i;

/** "… learned by a monotonic aligner, ": a part's noun last, then its name (read only in an introducing sentence; not "a pretrained model, "). */
const PART_NOUN_BEFORE = /\b(?:a|an)\s(?!(?:pretrained|pre-trained|existing|off-the-shelf|strong|standard|popular|frozen|base|teacher)\b)(?:[\p{Ll}\d.-]+\s){0,3}?([\p{Ll}-]+),\s$/u;
/** ", a 12.5 Hz neural audio codec that we design": a description whose relative clause says the paper made it. */
const OURS_AFTER = /^,\s(?:a|an)\s(?:[^.;()]|\.\d){0,90}?\b(?:that|which)\s+we\s+(?:\w+ly\s+)?(?:design|propose|introduce|develop|build|train|present|construct|create)(?:ed|d|s)?\b/;
/** "… and solve it with a new algorithm, ": a new thing of the paper's, its noun last, named next. */
const NEW_NOUN_BEFORE = /\b(?:a|an)\s(?:new|novel|corresponding|accompanying|companion)\s(?:[\p{Ll}-]+\s){0,3}?([\p{Ll}-]+),\s$/u;
/** ", a new ", ", a newly introduced ": a description that calls the name before it new. */
const NEW_AFTER = /^,\s(?:a|an)\s(?:new|novel|newly\s(?:introduced|proposed|constructed|curated|collected|built|created|developed))\s/;
/** "… we take a step towards this goal with ": what a sentence of the paper's does its work with. */
const WORKS_WITH = /\b(?:with|through|via)\s$/i;

/**
 * "We formulate retrieval as a game and solve it with a new algorithm, MinMax-RAG", "we take a step towards this goal
 * with PhysGen, a physics-grounded image-to-video framework": in a sentence of the paper's own, a coined name that a
 * new thing's noun heads, or (when the abstract has introduced nothing else) that the paper works with and describes
 * by a method noun right after it, is the paper's own.
 */
function appositiveIntroductions(doc: Doc, methods: Entity[]): void {
  let none = methods.length === 0 && ![...doc.entities.values()].some((e) => e.roles.has('introduced'));
  for (const span of doc.spans) {
    const e = doc.at.get(span.start);
    // "We validate JADES on JailbreakQR, a newly introduced benchmark": a benchmark evaluated on may be the one the paper made.
    const evaluatedOnly = e?.roles.size === 1 && e.roles.has('benchmark');
    if (!e || span.kind !== 'coined' || (e.roles.size > 0 && !evaluatedOnly) || LEXICON_KEYS.has(e.key)) continue;
    const sentence = doc.sentences[span.sentence];
    if (!sentence || !/\b(?:we|our|this (?:paper|work|study|article|report))\b/i.test(sentence.text)) continue;
    const before = doc.text.slice(Math.max(sentence.start, span.start - 80), span.start);
    const after = doc.text.slice(span.end, span.end + 5);
    // "… learned by a monotonic aligner, MonoAlign.": in a sentence that introduces the paper's method, a part named last after its noun.
    const part = INTRO_CUE.test(sentence.text) ? PART_NOUN_BEFORE.exec(before)?.[1] : undefined;
    const noun = NEW_NOUN_BEFORE.exec(before)?.[1] ?? (part && nounKind(part) === 'method' && /^(?:[.;]|$)/.test(after) ? part : '');
    const kind = nounKind(noun);
    // "CodecLite, a 12.5 Hz neural audio codec that we design": a description whose relative clause makes it the paper's.
    const ours = OURS_AFTER.test(doc.text.slice(span.end, Math.min(sentence.end, span.end + 120)));
    // "DuoCodec, a new single-codebook neural speech codec": a name the paper describes as new, by the head of that description.
    // "JailbreakQR, a newly introduced benchmark": so is one described as newly made.
    const novel = NEW_AFTER.test(doc.text.slice(span.end, span.end + 40)) ? headAfter(doc, tokenIndexAt(doc, span.end + 2), span.sentence) : null;
    if (evaluatedOnly && novel !== 'benchmark') continue;
    const named = (kind !== null && /^(?:[,.;]|\s\(|$)/.test(after)) || ours || novel !== null;
    // Described in apposition ("PhysGen, a … framework"), and not what the paper is compared with ("Compared with Medusa, our approach …").
    const worksWith = !named && none && WORKS_WITH.test(before) && !/\b(?:compared|comparison|contrast|unlike|versus)\b/i.test(before) && /^,\san?\s/.test(after) && headAfter(doc, tokenIndexAt(doc, span.end + 2), span.sentence) === 'method';
    if ((!named && !worksWith) || comparedElsewhere(doc, e, -1)) continue;
    introduce(e, named && (kind === 'benchmark' || novel === 'benchmark'), span.sentence, named ? 'intro/new-noun-appositive' : 'intro/works-with', methods);
    none = false;
  }
}

/** "Our two-stage training approach includes …": the sentence lists the parts of the paper's own method. */
const PARTS_CUE = /\bour (?:[\w-]+\s+){0,3}(?:approach|method|framework|pipeline|recipe|algorithm|system|architecture|training)\s+(?:includes?|consists? of|comprises?|contains?|combines?|has)\b/i;

/** "ToolTrace contains 12K annotated trajectories", "X is a large-scale benchmark": the subject is a data set. */
const DATA_PREDICATE = /^(?:\s\([^()]{1,30}\))?\s(?:(?:contains|comprises|consists of|includes|covers|spans|encompasses)\s(?:over\s|more than\s|about\s|around\s|nearly\s|approximately\s)?[\d,.]+[KkMm]?\+?\s|is\s(?:a|an)\s(?:[\w-]+\s){0,4}?(?:benchmarks?|datasets?|corpus|suite|testbed|collection)\b)/;

/** "X is a new …", "X is the first …": a subject the sentence calls new. */
const CALLED_NEW = /^\s(?:is|are)\s(?:a|an|the)\s(?:new|novel|first)\b/;


/**
 * A coined name that opens a sentence as its subject after the abstract has
 * turned to its own contribution ("We introduce … . MaxPeak selects the anchor
 * token") and is no known method, model or benchmark is the paper's own part.
 * Sentences before the first introducing cue describe prior work and are skipped.
 */
function subjects(doc: Doc, methods: Entity[]): void {
  const openings = new Map<Entity, number[]>();
  const cue = doc.sentences.findIndex((s) => INTRO_CUE.test(s.text));
  // "We study whether … . Larix maps …": with no introducing verb anywhere, the paper's own voice is where it turns to its work.
  const firstCue = cue < 0 ? doc.sentences.findIndex((s) => OWN_VOICE.test(s.text)) : cue;
  // "Moreover, MaxPeak selects …": the subject opens the sentence after its connective ("However, X fails …" turns to
  // others' work, and stays unread).
  const firstSpan = (s: Sentence) => {
    const at = /^However,/.test(s.text) ? s.start : opening(s).start;
    return spansBetween(doc, at, at + 1, Infinity)[0];
  };
  for (const s of doc.sentences) {
    const first = firstSpan(s);
    const e = first ? doc.at.get(first.start) : undefined;
    if (!first || !e || e.kind !== 'coined' || e.roles.size > 0) continue;
    // "FlashDecode-2 is a new attention kernel that …": a sentence that calls its subject new introduces it, wherever it stands.
    if (s.index <= firstCue || firstCue < 0) {
      if (CALLED_NEW.test(doc.text.slice(first.end, first.end + 40))) openings.set(e, [...(openings.get(e) ?? []), s.index]);
      continue;
    }
    // "Selective Token Routing (STR) assigns …": a name defined as it opens the sentence, its acronym skipped.
    const defined = first.kind === 'long-form' ? /^\s\((?:[^()]{2,24})\)/.exec(doc.text.slice(first.end, first.end + 28)) : null;
    const end = first.end + (defined?.[0].length ?? 0);
    if (!SUBJECT_VERB.test(doc.text.slice(end, end + 30))) continue;
    openings.set(e, [...(openings.get(e) ?? []), s.index]);
  }
  for (const [e, at] of openings) {
    if (comparedElsewhere(doc, e, -1) || listedAsExample(doc, e, methods)) continue;
    const s = doc.sentences[at[0] ?? 0];
    const span = s ? firstSpan(s) : undefined;
    introduce(e, !!span && DATA_PREDICATE.test(doc.text.slice(span.end, span.end + 120)), at[0] ?? 0, 'intro/sentence-subject', methods);
  }
}

/** "including PointNet++, KPConv and Point Transformer V3 (PTv3)": a list of examples names others' systems. */
const EXAMPLE_LIST_BEFORE = /\b(?:including|such as|e\.g\.,?|like)\s+[^.;:]*$/i;

/** "our …", "comprises two components including": a list of the paper's own parts. */
const OWN_PARTS = /\b(?:our|comprises?|consists?|components?|modules?|parts|stages|introduc\w*|propos\w*)\b/i;

/**
 * Whether a name is first written as an example in a list of others' systems ("We benchmark representative architectures,
 * including … (PTv3)"): a later sentence it opens is about that system. Not a list of the paper's own parts ("OmniQuant
 * comprises two innovative components including Learnable Weight Clipping (LWC)").
 */
function listedAsExample(doc: Doc, e: Entity, methods: Entity[]): boolean {
  const first = doc.spans.find((x) => doc.at.get(x.start) === e);
  const s = first ? doc.sentences[first.sentence] : undefined;
  if (!first || !s) return false;
  const before = doc.text.slice(s.start, first.start);
  return EXAMPLE_LIST_BEFORE.test(before) && !OWN_PARTS.test(before) && !spansBetween(doc, s.start, first.start).some((x) => methods.includes(doc.at.get(x.start) as Entity));
}

/**
 * Named variants: "MBT-S" of "MBT", "Light-R1-32B" of "Light-R1", "CaT-RL" of "CaT", "Skywork-Math 7B" of "Skywork-Math";
 * `sizedOnly` takes only those that add a number ("-7B", " 7B"), among the names already read.
 */
function variants(doc: Doc, methods: Entity[], sizedOnly = false): void {
  // "Distill-Embed-Base" of "Distill-Embed": a variant no shape spotted (capitals after hyphens are English compounds too) is a name all the same.
  for (const m of sizedOnly ? [] : [...methods]) {
    if (m.name.length < 3 || /\s/.test(m.name) || !doc.text.includes(`${m.name}-`)) continue;
    const escaped = escapeRegex(m.name);
    for (const hit of doc.text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}-\\p{Lu}[\\p{L}\\p{N}]*(?:-[\\p{L}\\p{N}]+)*`, 'gu'))) {
      const start = hit.index ?? 0;
      const name = hit[0];
      const end = start + name.length;
      if (!isNameable(name) || ADJECTIVAL.test(name.toLowerCase()) || spansBetween(doc, Math.max(0, start - 60), end, Infinity).some((x) => x.start < end && x.end > start)) continue;
      addSpan(doc, { text: name, start, end, kind: 'coined' }, ensure(doc, name, 'coined', start));
    }
  }
  for (const span of doc.spans) {
    const e = doc.at.get(span.start);
    // "Using ToolSmith, we construct ToolSmith-60K, a dataset of …": data the method made is no variant of it.
    // A known benchmark is no variant of a method that shares its first letters ("SWE-Bench Verified" of "SWE").
    if (!e || e.roles.has('method') || e.roles.has('introduced') || span.kind === 'benchmark') continue;
    // "Skywork-Math 7B" of "Skywork-Math": a size after a space is a variant too.
    const parent = methods.find((m) => {
      const rest = e.name.slice(m.name.length);
      // "\inter-86K", "ToolSmith-60K": a count in thousands after the name sizes data built with the method (12 of 13 such
      // names in the readable gold are data sets), not a variant.
      return e.name.length > m.name.length + 1 && e.name.startsWith(m.name) && /^[-_]?[\p{L}\p{N}]|^\s\d/u.test(rest) && (sizedOnly ? /^[-_\s]?\d/u : /^[-_]|^\s?\d/u).test(rest) && !/^-\d+(?:\.\d+)?[Kk]$/.test(rest);
    });
    // "Llama3-RankRAG", "Llama3-SWE-RL-70B" of "RankRAG" and "SWE-RL": a pretrained model's name, then the method's, is
    // the method trained on that model (sized or not), not the model itself.
    const onModel =
      !sizedOnly &&
      methods.some((m) => {
        const at = m.name.length >= 3 ? e.name.indexOf(`-${m.name}`) : -1;
        return at > 0 && entityKind(e.name.slice(0, at)) === 'Model' && /^(?:$|-\d+(?:\.\d+)?[BM]$)/.test(e.name.slice(at + m.name.length + 1));
      });
    if (!parent && !onModel) continue;
    assign(e, 'method', span.sentence, 'intro/variant');
    methods.push(e);
  }
}

/** "Video-LLaVA: Learning United Visual Representation by …": the name a title puts before its colon. */
const TITLE_NAME = /^\s*([^:]{2,60}?)\s*:\s+\S/;
/** A title that speaks of data rather than a method ("… a Benchmark for …", "… Dataset"). */
const DATA_TITLE = /\b(?:benchmarks?|datasets?|corpus|corpora|suite|testbed|leaderboard|arena)\b/i;

/** A title's description headed by a data noun: " A Korean Mathematical Reasoning Benchmark", " A Dataset for …" (not " A Framework for Benchmark Construction"). */
const DATA_HEAD = /^\s*(?:an?\s+|the\s+)?(?:(?!for\b|of\b|to\b|with\b|via\b|and\b|from\b|on\b|in\b)[\w-]+\s+){0,5}?(?:benchmarks?|datasets?|corpus|corpora|suite|testbed|leaderboard)\b(?!\s+(?:construction|generation|creation|synthesis|curation|design))/i;

/** The title's name, when it is one of the paper's methods. */
function titled(e: Entity | undefined, methods: readonly Entity[]): Entity | null {
  return e && methods.includes(e) ? e : null;
}

/**
 * What the paper's title names: "X: …" titles name the paper's method or the data
 * it releases (in the gold, when X appears in the abstract, 149 of 155 times). The
 * abstract must use the name; the title only says what it is. A name the abstract
 * already gives a role of the paper's own (method, introduced) or a comparator's is
 * left as the rules read it. Returns the name when it is one of the paper's methods.
 */
export function titleIntroduction(doc: Doc, title: string, methods: Entity[]): Entity | null {
  const m = TITLE_NAME.exec(title);
  const name = m?.[1]?.trim() ?? '';
  if (!name || name.split(/\s+/).length > 4 || !isNameable(name) || !/\p{Lu}/u.test(name)) return null;
  const key = keyOf(name);
  let e = doc.entities.get(key) ?? [...doc.entities.values()].find((x) => x.longForm !== null && keyOf(x.longForm) === key);
  if (!e) {
    // The abstract writes the name but no rule made it one: each occurrence outside other names becomes a mention.
    const escaped = escapeRegex(name);
    for (const hit of doc.text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, 'gu'))) {
      const start = hit.index ?? 0;
      if (spansBetween(doc, Math.max(0, start - 60), start + name.length, Infinity).some((x) => x.start < start + name.length && x.end > start)) continue;
      e ??= ensure(doc, name, 'title', start);
      addSpan(doc, { text: name, start, end: start + name.length, kind: 'coined' }, e);
    }
  }
  // "PolyMath-Ko: A Korean Mathematical Reasoning Benchmark": a title whose description is headed by a data noun
  // says what an introduced name is, unless the abstract itself calls it a method ("X, a framework").
  if (e?.roles.has('method') && !e.roles.has('baseline') && DATA_HEAD.test(title.slice(title.indexOf(':') + 1))) {
    const spans = doc.spans.filter((x) => doc.at.get(x.start) === e);
    // "a novel method, Multilingual Reverse Instructions (MURI), …": so does a method noun in apposition before it.
    const called = spans.some((x) => doc.text.slice(x.end, x.end + 40).split(/\s+/).slice(1, 5).some((w) => METHOD_NOUN.test(w.replace(/[^\w-]/g, ''))) || METHOD_NOUN.test(APPOSITIVE_NOUN_BEFORE.exec(doc.text.slice(Math.max(0, x.start - 40), x.start))?.[1] ?? ''));
    const own = e.roles.get('method');
    if (!called && own && own.rule.startsWith('intro/')) {
      e.roles.delete('method');
      methods.splice(methods.indexOf(e), 1);
      introduce(e, true, own.sentence, 'intro/title-data', methods);
    }
    return titled(e, methods);
  }
  if (!e || e.roles.has('method') || e.roles.has('introduced') || e.roles.has('baseline') || comparedElsewhere(doc, e, -1)) return titled(e, methods);
  const first = doc.spans.find((x) => doc.at.get(x.start) === e);
  if (!first) return null;
  // The words after it in its own sentence ("namely UniDexGrasp++. To address the challenge …" says nothing of it).
  const sentenceEnd = doc.sentences[first.sentence]?.end ?? first.end + 40;
  const after = doc.text.slice(first.end, Math.min(sentenceEnd, first.end + 40)).split(/\s+/).slice(1, 5);
  const benchmark = e.roles.has('benchmark') || BENCHMARK_SHAPE.test(e.name) || DATA_TITLE.test(title) || after.some((w) => BENCHMARK_NOUN.test(w.replace(/[^\w-]/g, '')));
  introduce(e, benchmark, first.sentence, 'intro/title', methods);
  // "Skywork-Math: …" then "Skywork-Math 7B achieves …": the title's method has its sized variants ("Vript: …" may
  // be data the abstract never calls so, and "Vript-HAL" one of its benchmarks).
  if (!benchmark) variants(doc, methods, true);
  return titled(e, methods);
}
