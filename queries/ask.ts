/**
 * Questions in plain English, read into one of the graph's questions. compromise
 * (the design card's NLP library) brings every verb to its infinitive ("outperformed",
 * "surpasses", "does … beat" read as "outperform", "surpass", "beat"), so a handful of
 * patterns over the lemmatized question cover the many ways a question is put; the
 * names are kept exactly as typed and resolved through the graph's aliases later.
 * The reading is returned with the answer, so a user sees how the question was taken.
 */
import nlp from 'compromise';

export type Intent = 'methods-that-beat' | 'what-it-beats' | 'leaderboard' | 'state-of-the-art' | 'gaps' | 'papers-about' | 'what-is' | 'benchmarks-of';

/** How a question was read: the graph question and its slots. */
export interface Reading {
  intent: Intent;
  /** The loser of "which methods beat X". */
  baseline?: string;
  /** The winner of "what does X beat", the subject of "what is X" and "which benchmarks does X use". */
  method?: string;
  benchmark?: string;
  topic?: string;
}

/** Verbs (as infinitives) that state a win. */
const WIN = '(?:(?:beat|outperform|surpass|exceed|outdo|outscore|top)(?:s|es|ed|ing|en)?|improve[sd]? (?:on|over|upon)|do better than|be better than|perform better than|be superior to)';
/** A name as typed: anything up to the next slot word; trimmed and unquoted later. */
const NAME = '(.+?)';
const ON = String.raw`(?:\s+(?:on|in|at|for)\s+(?:the\s+)?${NAME}(?:\s+(?:benchmark|dataset|environment|suite|tasks?))?)?`;
const WH = '(?:which|what|who|whom|list|show(?: me)?|find)';
/** The best results of a benchmark, as people name them. */
const BEST = '(?:state[- ]of[- ]the[- ]art|sota|best (?:results?|scores?|performance)|top (?:results?|scores?)|leading (?:results?|scores?)|results?|scores?|performance)';

interface Pattern {
  intent: Intent;
  re: RegExp;
  slots: (keyof Omit<Reading, 'intent'>)[];
  example: string;
}

/** Tried in order on the lemmatized question; the first that matches decides. */
const PATTERNS: Pattern[] = [
  {
    intent: 'what-it-beats',
    re: new RegExp(String.raw`^${WH}\s+(?:\w+\s+){0,2}?(?:do|have|can)\s+${NAME}\s+${WIN}${ON}$`, 'i'),
    slots: ['method', 'benchmark'],
    example: 'What does TRIAGE beat on ALFWorld?',
  },
  {
    intent: 'what-it-beats',
    // Passive: compromise reads "are outperformed by" as "outperform by".
    re: new RegExp(String.raw`^${WH}\s+(?:\w+\s+){0,2}?(?:(?:be|get|have been)\s+)?(?:beat|beaten|outperform|outperformed|surpass|surpassed|exceed|exceeded)\s+by\s+${NAME}${ON}$`, 'i'),
    slots: ['method', 'benchmark'],
    example: 'Which baselines are outperformed by TRIAGE?',
  },
  {
    intent: 'methods-that-beat',
    re: new RegExp(String.raw`^${WH}\s+(?:\w+\s+){0,2}?(?:do\s+)?${WIN}\s+${NAME}${ON}$`, 'i'),
    slots: ['baseline', 'benchmark'],
    example: 'Which methods beat GRPO on ALFWorld?',
  },
  {
    intent: 'methods-that-beat',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:\w+\s+){0,2}?(?:better than|stronger than|that beat|beating|outperforming)\s+${NAME}${ON}$`, 'i'),
    slots: ['baseline', 'benchmark'],
    example: 'methods better than PPO on WebShop',
  },
  {
    intent: 'benchmarks-of',
    re: new RegExp(String.raw`^${WH}\s+(?:benchmarks?|datasets?|environments?|tasks?)\s+(?:do|be)\s+${NAME}\s+(?:use|evaluate(?: on)?|test(?: on)?|report(?: on)?|run on|use for evaluation|evaluated on|tested on)$`, 'i'),
    slots: ['method'],
    example: 'Which benchmarks does StraTA evaluate on?',
  },
  {
    intent: 'benchmarks-of',
    re: new RegExp(String.raw`^(?:where|on which (?:benchmarks?|datasets?|tasks?|environments?)|(?:which|what) (?:benchmarks?|datasets?|tasks?) (?:on|in))\s+(?:be|was|is|were|do|did|have been|has been|have|has)\s+${NAME}\s+(?:be\s+|been\s+)?(?:evaluate|evaluated|test|tested|assess|assessed|benchmark|benchmarked|run|report)(?:\s+on)?$`, 'i'),
    slots: ['method'],
    example: 'Where is StraTA evaluated?',
  },
  {
    intent: 'benchmarks-of',
    re: new RegExp(String.raw`^${WH}\s+(?:benchmarks?|datasets?|environments?|tasks?)\s+(?:have|has)\s+${NAME}\s+(?:be|been)\s+(?:evaluate|evaluated|test|tested)(?:\s+on)?$`, 'i'),
    slots: ['method'],
    example: 'Which benchmarks has StraTA been evaluated on?',
  },
  {
    intent: 'benchmarks-of',
    re: new RegExp(String.raw`^what\s+(?:do|does|did)\s+${NAME}\s+(?:evaluate|test|report|benchmark|run)\s*(?:on)?$`, 'i'),
    slots: ['method'],
    example: 'What does StraTA evaluate on?',
  },
  {
    intent: 'benchmarks-of',
    re: new RegExp(String.raw`^${WH}\s+(?:benchmarks?|datasets?|environments?|tasks?)\s+(?:do|does|did|be)\s+${NAME}\s+(?:report(?: on)?|run on)$`, 'i'),
    slots: ['method'],
    example: 'What tasks does CogRouter report on?',
  },
  {
    intent: 'benchmarks-of',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:(?:the\s+)?(?:evaluation\s+)?benchmarks?|datasets?)\s+(?:of|for|used by)\s+${NAME}$`, 'i'),
    slots: ['method'],
    example: 'benchmarks of StraTA',
  },
  {
    intent: 'state-of-the-art',
    re: new RegExp(String.raw`^(?:how\s+(?:have|has|did|do|does)\s+)?(?:the\s+)?${BEST}\s+(?:on|for|in|of)\s+(?:the\s+)?${NAME}\s+(?:evolve|evolved|change|changed|improve|improved|develop|developed|progress|progressed|move|moved)(?:\s+over\s+(?:time|the years))?$`, 'i'),
    slots: ['benchmark'],
    example: 'How has the state of the art on ALFWorld evolved?',
  },
  {
    intent: 'state-of-the-art',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:the\s+)?(?:history|timeline|evolution|progress|progression|trajectory)\s+of\s+(?:the\s+)?${BEST}\s+(?:on|for|in|of)\s+(?:the\s+)?${NAME}$`, 'i'),
    slots: ['benchmark'],
    example: 'history of the best results on ALFWorld',
  },
  {
    intent: 'state-of-the-art',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:the\s+)?(?:${BEST}|progress)\s+(?:on|for|in|of)\s+(?:the\s+)?${NAME}(?:\s+(?:benchmark|dataset|environment))?\s+(?:over|through|across)\s+(?:time|the years)$`, 'i'),
    slots: ['benchmark'],
    example: 'state of the art on ALFWorld over time',
  },
  {
    intent: 'state-of-the-art',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:the\s+)?${NAME}\s+(?:${BEST}|progress)\s+(?:over time|history|timeline|through time|over the years)$`, 'i'),
    slots: ['benchmark'],
    example: 'ALFWorld SOTA over time',
  },
  {
    intent: 'state-of-the-art',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:the\s+)?(?:${BEST}|results?)\s+(?:history|timeline|evolution|over time)\s+(?:on|for|of|in)\s+(?:the\s+)?${NAME}$`, 'i'),
    slots: ['benchmark'],
    example: 'SOTA timeline for WebShop',
  },
  {
    intent: 'gaps',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:the\s+)?(?:comparison\s+|evaluation\s+)?gaps?\s+(?:on|for|in)\s+(?:the\s+)?${NAME}$`, 'i'),
    slots: ['benchmark'],
    example: 'comparison gaps on ALFWorld',
  },
  {
    intent: 'gaps',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:the\s+)?(?:missing|absent|lacking|untested)\s+(?:head-to-head\s+)?comparisons?\s+(?:on|for|in)\s+(?:the\s+)?${NAME}$`, 'i'),
    slots: ['benchmark'],
    example: 'missing comparisons on WebShop',
  },
  {
    intent: 'gaps',
    re: new RegExp(String.raw`^(?:what|which)\s+(?:head-to-head\s+)?comparisons?\s+(?:be|are|is)\s+(?:still\s+)?(?:missing|lacking|absent|not done|not made)\s+(?:on|for|in)\s+(?:the\s+)?${NAME}$`, 'i'),
    slots: ['benchmark'],
    example: 'What comparisons are missing on ALFWorld?',
  },
  {
    intent: 'gaps',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:methods?|papers?|approaches|systems?)\s+(?:on|for|in|evaluated on|tested on)\s+(?:the\s+)?${NAME}\s+(?:have|has|be|were|are|was|had)\s+(?:never|not)\s+(?:yet\s+)?(?:been\s+|be\s+)?compar(?:e|ed)(?:\s+(?:with|to|against)\s+(?:each other|one another))?$`, 'i'),
    slots: ['benchmark'],
    example: 'Which methods on ALFWorld have never been compared?',
  },
  {
    intent: 'gaps',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:methods?|papers?|approaches|systems?)\s+(?:have|has|had)\s+(?:never|not)\s+(?:yet\s+)?(?:been|be)\s+compar(?:e|ed)\s+(?:(?:with|to|against)\s+(?:each other|one another)\s+)?(?:on|for|in)\s+(?:the\s+)?${NAME}$`, 'i'),
    slots: ['benchmark'],
    example: 'Which papers have never been compared on WebShop?',
  },
  {
    intent: 'gaps',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:uncompared|never[- ]compared|not[- ]yet[- ]compared)\s+(?:methods?|papers?|pairs?|approaches)\s+(?:on|for|in)\s+(?:the\s+)?${NAME}$`, 'i'),
    slots: ['benchmark'],
    example: 'uncompared methods on ALFWorld',
  },
  {
    intent: 'gaps',
    re: new RegExp(String.raw`^(?:what|which)\s+(?:have|has)\s*(?:n't|\s+not)\s+(?:been|be)\s+compar(?:e|ed)\s+(?:on|for|in)\s+(?:the\s+)?${NAME}(?:\s+yet)?$`, 'i'),
    slots: ['benchmark'],
    example: "What hasn't been compared on ALFWorld?",
  },
  {
    intent: 'leaderboard',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:be\s+)?(?:the\s+)?(?:best|top|highest|leading|state[- ]of[- ]the[- ]art|sota|leaderboard|ranking)(?:\s+(?:results?|scores?|methods?|systems?|models?|numbers?))?\s+(?:on|for|in|of)\s+(?:the\s+)?${NAME}(?:\s+(?:benchmark|dataset|environment))?$`, 'i'),
    slots: ['benchmark'],
    example: 'best results on ALFWorld',
  },
  {
    intent: 'leaderboard',
    re: new RegExp(String.raw`^(?:the\s+)?${NAME}\s+(?:leaderboard|ranking|sota|state[- ]of[- ]the[- ]art|best results?|top results?)$`, 'i'),
    slots: ['benchmark'],
    example: 'ALFWorld leaderboard',
  },
  {
    intent: 'leaderboard',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:\w+\s+){0,2}?(?:score|result|perform)s?\s+(?:best|highest)\s+(?:on|in)\s+(?:the\s+)?${NAME}$`, 'i'),
    slots: ['benchmark'],
    example: 'which method scores highest on ALFWorld',
  },
  {
    intent: 'papers-about',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:\w+\s+)?(?:papers?|work|works|articles?|studies)\s+(?:about|on|regarding|concerning|that (?:study|address|propose)|mentioning)\s+${NAME}$`, 'i'),
    slots: ['topic'],
    example: 'papers about on-policy distillation',
  },
  {
    intent: 'what-is',
    re: new RegExp(String.raw`^(?:what|who)\s+(?:be|is|are|do|does)\s+(?:the\s+)?${NAME}(?:\s+(?:method|approach|framework|model|algorithm|benchmark|dataset|about|do|does|stand for|stands for|mean|means))?$`, 'i'),
    slots: ['method'],
    example: 'What is GRPO?',
  },
  {
    intent: 'papers-about',
    re: new RegExp(String.raw`^(?:${WH}\s+)?(?:papers?|work|works|articles?|studies)\s+(?:be\s+about|discuss|study|address|cover|tackle|be there on|is there on|exist on)\s+${NAME}$`, 'i'),
    slots: ['topic'],
    example: 'What papers discuss credit assignment?',
  },
  {
    intent: 'what-is',
    re: new RegExp(String.raw`^(?:tell me about|explain|describe|define|info(?:rmation)? (?:on|about))\s+(?:the\s+)?${NAME}(?:\s+(?:method|approach|framework|model|algorithm|benchmark|dataset))?$`, 'i'),
    slots: ['method'],
    example: 'tell me about StraTA',
  },
  {
    intent: 'what-is',
    re: new RegExp(String.raw`^(?:who|which papers?|what papers?)\s+(?:propose|introduce|present|invent)(?:s|d|ed)?\s+${NAME}$`, 'i'),
    slots: ['method'],
    example: 'Who proposed StraTA?',
  },
];

/** Questions that show every kind the reader understands, for "not understood" answers. */
export const SUGGESTIONS = PATTERNS.filter((p, i) => PATTERNS.findIndex((q) => q.intent === p.intent) === i).map((p) => p.example);

/** The question with every verb as its infinitive and no closing punctuation; names untouched. */
export function lemmatize(question: string): string {
  const doc = nlp(question.replace(/\s+/g, ' ').trim().replace(/[?!.]+$/, ''));
  doc.verbs().toInfinitive();
  // "does … beat": compromise reads the auxiliary's subject into the verb phrase at times; keep "do".
  return doc.text().replace(/[?!.]+$/, '').trim();
}

function cleanName(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const s = raw.trim().replace(/^["'“‘`]+|["'”’`]+$/g, '').replace(/^(?:the|a|an)\s+/i, '').trim();
  return s || undefined;
}

/** Reads a question; null when it matches none of the graph's questions. */
export function readQuestion(question: string): Reading | null {
  // The question as typed first (names and topics keep their words: "reward shaping", not "reward shape"),
  // then with its verbs lemmatized, which the many phrasings of a verb need.
  const forms = [...new Set([question.replace(/\s+/g, ' ').trim().replace(/[?!.]+$/, ''), lemmatize(question)])];
  for (const p of PATTERNS) {
    for (const text of forms) {
      const m = p.re.exec(text);
      if (!m) continue;
      const reading: Reading = { intent: p.intent };
      p.slots.forEach((slot, i) => {
        const v = cleanName(m[i + 1]);
        if (v) reading[slot] = v;
      });
      // A slot that is only a question word or a class ("which methods") is no name.
      const named = p.slots.filter((s) => reading[s] !== undefined);
      if (!named.length || named.some((s) => /^(?:which|what|who|methods?|models?|it|they|them)$/i.test(reading[s] ?? ''))) continue;
      return reading;
    }
  }
  return null;
}
