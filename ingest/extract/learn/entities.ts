/**
 * Learned entity roles. The rules propose; a scorer per field decides. Every
 * named thing of an abstract (rule spans, plus capitalized title spans the rules
 * leave alone, such as "Emu Video" or "Hedgehog") becomes a candidate described
 * by general evidence: the rules that fired for it, its shape, the lexicons, the
 * words around its mentions and the cues of its sentences. `npm run train` fits
 * one logistic model per field from the gold; the decision for a field is
 * "probability at or above the field's threshold".
 */
import { entityKind } from '../../names.ts';
import { addSpan, besideValue, ensure, insideMeasure, isNameable, type Doc, type Entity } from '../doc.ts';
import { BENCHMARK_KEYS, GENERIC, LEXICON_KEYS, METRIC_KEYS, WIN_VERB_WORDS } from '../lexicon.ts';
import { norm } from '../memo.ts';
import { isCapitalized, isCoined, isPlainLower } from '../tokens.ts';

/** The entity fields a scorer decides, in the gold's names. */
export const ENTITY_FIELDS = ['methods', 'benchmarks', 'introduced_benchmarks', 'baselines', 'models'] as const;
export type EntityField = (typeof ENTITY_FIELDS)[number];

/** One entity of an abstract with the features that describe it. */
export interface EntityCandidate {
  entity: Entity;
  features: string[];
  /** The sentence that best shows the entity (its first mention). */
  sentence: number;
}

/** Words that open a sentence or a title span without being part of a name. */
const OPENERS = new Set(
  'a an the our this these those their its we in on for to of with by from at as and or but across among under over via after before during within without through beyond despite since upon against between using given building leveraging applying starting based however moreover furthermore specifically finally first second third then thus while when where unlike existing recent previous prior current most many some all each both such further additionally notably compared experiments experimental results extensive code project data models method methods sota'.split(' '),
);
/** Lowercase words allowed inside a title span ("Levels of AGI", "Prisoner's Dilemma"). */
const INNER = new Set(['of', 'for', 'and', 'the', 'in', 'with', 'via']);

/**
 * Adds capitalized title spans that no rule spotted ("Emu Video", "Relightable
 * Gaussian Codec Avatars", a mid-sentence "Hedgehog") as candidate entities with
 * no role: runs of capitalized or coined tokens in one sentence, not at the
 * sentence start unless two or more words long.
 */
export function addTitleSpans(doc: Doc, keep: (span: { text: string; start: number; end: number }) => boolean = () => true): void {
  const covered = new Uint8Array(doc.tokens.length);
  for (const s of doc.spans) covered.fill(1, s.first, s.last);
  const urls = doc.urls;
  if (urls.length) {
    doc.tokens.forEach((t, i) => {
      if (urls.some(([a, b]) => t.start >= a && t.start < b)) covered[i] = 1;
    });
  }
  const found: { text: string; start: number; end: number }[] = [];
  const tokens = doc.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // "(FID 2.06)", "mIoU 48.2": a measure and its value, not a name.
    if (!t || covered[i] || !isCapitalized(t.text) || OPENERS.has(t.norm) || METRIC_KEYS.has(t.norm)) continue;
    const sentenceStart = doc.sentences[t.sentence]?.start ?? 0;
    const atStart = t.start === sentenceStart || /^["“(]$/.test(doc.text.slice(sentenceStart, t.start));
    let j = i + 1;
    let lastCap = i;
    while (j < tokens.length && j - i < 6) {
      const next = tokens[j];
      const prev = tokens[j - 1];
      if (!next || !prev || covered[j] || next.sentence !== t.sentence) break;
      const gap = doc.text.slice(prev.end, next.start);
      if (gap !== ' ' && gap !== '-') break;
      if (/['’]s$/.test(prev.text)) break;
      // "Quix 70% of the time": a number with its unit is a value, not part of the name.
      if (/^\d/.test(next.text) && /^\s?(?:%|x\b|×|points?\b)/.test(doc.text.slice(next.end, next.end + 8))) break;
      // "outperforms Drapnet in FID and CLIP score": a measure after a function word ends the name before it.
      if (INNER.has(prev.text) && METRIC_KEYS.has(next.norm)) break;
      // "Llama 3" but not "Quix in 8 out of 10": a number continues a name, not a function word.
      if (isCapitalized(next.text) || (/\d/.test(next.text) && !INNER.has(prev.text))) lastCap = j;
      else if (!INNER.has(next.text)) break;
      j++;
    }
    const words = lastCap - i + 1;
    const first = tokens[i];
    const last = tokens[lastCap];
    i = lastCap;
    if (!first || !last || (atStart && words < 2)) continue;
    const text = doc.text.slice(first.start, last.end).replace(/['’]s$/, '');
    // "Quix-Tune and Make-A-Plan": two names in a list, not one.
    const parts = text.split(/( (?:and|or) )/);
    let at = first.start;
    for (const [k, part] of parts.entries()) {
      const start = at;
      at += part.length;
      if (k % 2 === 1 || !isNameable(part) || GENERIC.has(norm(part)) || part.length < 3) continue;
      if (parts.length > 1 && !isCapitalized(part)) continue;
      const span = { text: part, start, end: start + part.length };
      if (!besideValue(doc.text, span) && !insideMeasure(doc.text, span) && keep(span)) found.push(span);
    }
  }
  for (const f of found) {
    const e = ensure(doc, f.text, 'title', f.start);
    addSpan(doc, { ...f, kind: 'coined' }, e);
  }
}

/** Words that put a sentence in a class ("s:win", "s:eval", ...): one pass over the tokens, no regex per sentence. */
const CUE_WORDS = new Map<string, string>();
for (const [cue, words] of [
  ['intro-verb', 'propose proposes introduce introduces present presents develop develops design designs release releases construct constructs curate curates'],
  ['self', 'we this here'],
  ['called', 'called named dubbed termed coined'],
  ['win', `${WIN_VERB_WORDS.join(' ')} superior sota state-of-the-art`],
  ['vs', 'compared relative versus vs baseline baselines'],
  ['eval', 'benchmark benchmarks dataset datasets evaluate evaluates evaluated evaluation evaluations experiment experiments task tasks suite suites'],
  ['train', 'train trains trained training fine-tune fine-tuned fine-tuning finetune finetuned finetuning distill distilled distillation'],
  ['model', 'backbone model models llm llms policy teacher student judge'],
  ['our', 'our ours'],
] as const) {
  for (const w of words.split(' ')) CUE_WORDS.set(w.replace(/-/g, ''), cue);
}
/** Comparative words: names before the first are candidate winners, names after it candidate losers. */
const COMPARATIVE = new Set<string>([...WIN_VERB_WORDS, ...'better superior improve improves improved improving improvement improvements over than versus vs compared relative against'.split(' ')]);

interface SentenceView {
  cues: string[];
  /** Offsets of the first and last comparative word (-1 when none). */
  firstWin: number;
  lastWin: number;
}

/** The cue classes and comparative-word span of every sentence, from one pass over the tokens. */
function sentenceViews(doc: Doc): SentenceView[] {
  const seen = doc.sentences.map(() => new Set<string>());
  const views: SentenceView[] = doc.sentences.map(() => ({ cues: [], firstWin: -1, lastWin: -1 }));
  for (const t of doc.tokens) {
    const view = views[t.sentence];
    const set = seen[t.sentence];
    if (!view || !set) continue;
    // t.norm is the lowercased word without hyphens ("fine-tuned" is "finetuned"), computed once by the tokenizer.
    const word = t.norm;
    const cue = CUE_WORDS.get(word);
    if (cue) set.add(cue);
    const c0 = word.charCodeAt(0);
    if (c0 >= 48 && c0 <= 57 && (word.includes('.') || doc.text[t.end] === '%')) set.add('number');
    if (COMPARATIVE.has(word)) {
      if (view.firstWin < 0) view.firstWin = t.start;
      view.lastWin = t.start;
    }
  }
  views.forEach((v, i) => {
    const set = seen[i] ?? new Set<string>();
    if (set.has('intro-verb') && set.has('self')) set.add('intro');
    set.delete('intro-verb');
    set.delete('self');
    v.cues = [...set].sort().map((c) => `s:${c}`);
  });
  return views;
}

/** Comparator words a few words before a name ("than X", "over the strong X"). */
const COMPARATOR_WORDS = new Set(['than', 'over', 'to', 'with', 'against', 'vs', 'versus']);
/** Setting words a few words before a name ("on ALFWorld", "across the three suites"). */
const ON_WORDS = new Set(['on', 'across', 'in']);

const NAME_CUES = [
  ['name~bench', /bench|eval|arena|test|set\b|qa\b|\bqa|corpus|suite|gym|world|dataset|challenge/],
  ['name~agent', /agent|bot\b/],
  ['name~net', /net\b|former\b|gan\b|vit\b|diffusion|llm\b|gpt|model/],
] as const;

/** Features of a name's own shape; names recur across abstracts, so they are computed once per name. */
const nameShapes = new Map<string, string[]>();

function nameFeatures(name: string): string[] {
  let f = nameShapes.get(name);
  if (f) return f;
  f = [];
  const words = name.split(/\s+/);
  f.push(`words=${Math.min(words.length, 4)}`);
  if (/^[\p{Lu}\d-]+$/u.test(name) && /\p{Lu}{2}/u.test(name)) f.push('shape=acronym');
  if (isCoined(words[0] ?? '')) f.push('shape=coined');
  if (/\d/.test(name)) f.push('shape=digit');
  if (/\d(?:\.\d+)?[BMbm]\b/.test(name)) f.push('shape=size');
  if (name.includes('-')) f.push('shape=hyphen');
  if (/^\p{Lu}\p{Ll}+$/u.test(name)) f.push('shape=capword');
  if (words.length > 1 && words.every((w) => isCapitalized(w) || /\d/.test(w))) f.push('shape=titlecase');
  const key = norm(name);
  if (BENCHMARK_KEYS.has(key)) f.push('lex=benchmark');
  else if (LEXICON_KEYS.has(key)) f.push('lex=known');
  if (entityKind(name) === 'Model') f.push('lex=model-shape');
  const lower = name.toLowerCase();
  for (const [cue, re] of NAME_CUES) if (re.test(lower)) f.push(cue);
  f.push(`name=${key}`);
  const tail = words[words.length - 1]?.toLowerCase() ?? '';
  if (words.length > 1 && isPlainLower(tail)) f.push(`tail=${tail}`);
  if (nameShapes.size >= 50_000) nameShapes.clear();
  nameShapes.set(name, f);
  return f;
}

function shapeFeatures(e: Entity): string[] {
  const f = [`kind=${e.kind}`, ...nameFeatures(e.name)];
  if (e.longForm) {
    f.push('acronym-defined');
    // "masked image model (MIM)", "state space models (SSMs)": a long form in lower case spells out a class or a task;
    // a proposed system's is mostly capitalized ("Kolmogorov-Arnold Networks (KANs)").
    const words = e.longForm.split(/\s+/);
    f.push(words.every((w) => /^[\p{Ll}\d]/u.test(w)) ? 'long-form=lower' : 'long-form=capitalized');
    const tail = words[words.length - 1]?.toLowerCase() ?? '';
    if (isPlainLower(tail)) f.push(`long-form-tail=${tail.replace(/s$/, '')}`);
  }
  return f;
}

/** A neighbouring word as a feature value: itself when plain, else its class. */
function contextWord(text: string): string {
  if (isPlainLower(text)) return text;
  const c = text.charCodeAt(0);
  if (c >= 48 && c <= 57) return '<num>';
  return isCoined(text) || isCapitalized(text) ? '<Name>' : text.toLowerCase();
}

/** The features of every candidate entity of an analysed abstract. */
export function entityCandidates(doc: Doc, ruleFields: Map<Entity, Set<EntityField>>, main: Entity | null): EntityCandidate[] {
  const views = sentenceViews(doc);
  const spansOf = new Map<Entity, typeof doc.spans>();
  for (const s of doc.spans) {
    const e = doc.at.get(s.start);
    if (!e) continue;
    const list = spansOf.get(e) ?? [];
    list.push(s);
    spansOf.set(e, list);
  }
  const out: EntityCandidate[] = [];
  for (const e of doc.entities.values()) {
    const spans = spansOf.get(e) ?? [];
    const f = shapeFeatures(e);
    for (const [role, note] of e.roles) f.push(`role=${role}`, `rule=${note.rule}`, `role=${role}&kind=${e.kind}`);
    if (e.roles.size === 0) f.push(`no-role&kind=${e.kind}`);
    for (const field of ruleFields.get(e) ?? []) f.push(`out=${field}`);
    if (e === main) f.push('main-method');
    f.push(`mentions=${Math.min(spans.length, 3)}`);
    const firstSentence = spans[0]?.sentence ?? 0;
    f.push(`first-sentence=${Math.min(firstSentence, 3)}`);
    if (spans.length > 0 && firstSentence === doc.sentences.length - 1) f.push('only-last-sentence');
    // The first mentions carry the evidence; later ones repeat it (and cost time on long abstracts).
    for (let k = 0; k < spans.length && k < 2; k++) {
      const s = spans[k];
      if (!s) continue;
      const view = views[s.sentence];
      if (view) for (const c of view.cues) f.push(c);
      const prev = doc.tokens[s.first - 1];
      const next = doc.tokens[s.last];
      f.push(prev && prev.sentence === s.sentence ? `p1=${contextWord(prev.text)}` : 'p1=<start>');
      if (next && next.sentence === s.sentence) f.push(`n1=${contextWord(next.text)}`);
      const charBefore = doc.text[s.start - 1];
      const charAfter = doc.text[s.end];
      if (charBefore === '(') f.push('in-parens');
      if (charAfter === '(' || (charAfter === ' ' && doc.text[s.end + 1] === '(')) f.push('before-parens');
      if (charAfter === ',' || doc.text.startsWith(' and', s.end)) f.push('listed');
      if (prev && doc.text.slice(prev.end, s.start).includes(',')) f.push('after-comma');
      if (s.start === doc.sentences[s.sentence]?.start) f.push('sentence-initial');
      // The words just before the name, read from the tokens: a comparator ("than", "over") or a setting ("on", "across").
      let comparator = false;
      let on = false;
      for (let j = s.first - 1; j >= 0 && j >= s.first - 4; j--) {
        const t = doc.tokens[j];
        if (!t || t.sentence !== s.sentence) break;
        if (COMPARATOR_WORDS.has(t.norm)) comparator = true;
        if (j >= s.first - 3 && ON_WORDS.has(t.norm)) on = true;
      }
      if (view && view.firstWin >= 0 && view.firstWin < s.start) f.push(comparator ? 'after-comparator' : 'after-win-cue');
      if (view && view.lastWin >= s.end) f.push('before-win-cue');
      if (on) f.push('after-on');
    }
    out.push({ entity: e, features: [...new Set(f)], sentence: firstSentence });
  }
  return out;
}

/** The entity lists the rules gave, as fields per entity (features for the scorer). */
export function ruleFieldsOf(lists: Record<EntityField, Entity[]>): Map<Entity, Set<EntityField>> {
  const out = new Map<Entity, Set<EntityField>>();
  for (const field of ENTITY_FIELDS) {
    for (const e of lists[field]) {
      const set = out.get(e) ?? new Set();
      set.add(field);
      out.set(e, set);
    }
  }
  return out;
}
