/**
 * Learned comparison claims. Candidates are the rules' claims plus every
 * (winner, loser, benchmark) triple a comparative sentence allows: a winner
 * named before the comparative cue (or the paper's method when the sentence
 * speaks of "it" / "our method"), a loser after it, and a benchmark of the same
 * sentence or none. Each candidate is described by the rules that produced it,
 * the learned roles of its three names, the cue, and distances; the claim
 * scorer keeps those it believes.
 */
import type { Claim } from '../comparisons.ts';
import { entitiesIn, SELF } from '../claim-sides.ts';
import type { Entity } from '../doc.ts';
import { costBesideWin, marginsApart } from '../conditions.ts';
import { METRIC_KEYS, WIN_VERB } from '../lexicon.ts';
import type { Analysis, EntityScores } from '../index.ts';
import type { Sentence } from '../sentences.ts';

/** A claim the scorer may keep, with the features that describe it. */
export interface ClaimCandidate extends Claim {
  features: string[];
  /** The rules' other records of the same triple under other metrics ("by x in accuracy and y in F1"). */
  variants: Claim[];
}

/** Comparative cues: the word that separates a winner (before) from a loser (after). */
const CUE = new RegExp(String.raw`\b(?:${WIN_VERB}|(?:better|higher|lower|greater|stronger|faster|more \w+) than|superior to|improv\w*(?: (?:over|upon|on))?|boost\w*|gains? (?:over|of)|advantage over|over|versus|vs\.?|compared (?:to|with)|relative to|against)\b`, 'gi');
const TIE = /\b(?:match(?:es|ed|ing)?|comparabl[ey]|competitive with|on par with|similar to|rival\w*)\b/i;
const HEDGE = new RegExp(String.raw`\b(?:in some cases|match\w*,? or (?:even )?${WIN_VERB}|comparable (?:or|to or) (?:superior|better)|on par (?:or|with or) better)\b`, 'i');
/** Class words after a loser: "the Llama and Falcon families", "GPT-style models". */
const CLASS_AFTER = /^\s?(?:famil(?:y|ies)|series|variants?|baselines|methods|models|architectures|approaches)\b/i;
const NEGATION = /\b(?:not|no|fails? to|never|without)\b/i;
const MARGIN = /\bby\s+(?:up to\s+|over\s+|about\s+|around\s+|nearly\s+|an average of\s+|a\s+(?:large|wide|significant)\s+margin)?[+]?\d|\(\s?[+]\d|\d\s?(?:%|points?|pp|x)\b/i;
const ON_BEFORE = /\b(?:on|across|in|over|for)\s+(?:the\s+|both\s+|all\s+)?(?:\S+\s+){0,2}$/i;
const BASE = /\b(?:base|backbone|vanilla|original|underlying|its)\s+$/i;

/** The sentence where the paper starts to speak of its own work; sentences before it describe prior work. */
const OWN = /\b(?:we|our|this (?:paper|work|study)|here)\b/i;

const bucket = (p: number): string => (p >= 0.7 ? 'hi' : p >= 0.4 ? 'mid' : p >= 0.15 ? 'lo' : 'no');

interface Located {
  e: Entity;
  start: number;
  end: number;
}

const tripleKey = (w: Entity, l: Entity, b: Entity | null): string => `${w.key}>${l.key}@${b?.key ?? ''}`;

/** Candidate claims of an analysed abstract, with their features: the rules' claims, and with `generate` every triple a comparative sentence allows. */
export function claimCandidates(a: Analysis, probs: EntityScores, generate = true): ClaimCandidate[] {
  const { doc, main } = a;
  const p = (e: Entity | null | undefined) => (e ? probs.get(e) : undefined);
  const byTriple = new Map<string, ClaimCandidate>();
  const rulePairs = new Map<string, Claim>();
  const ruleTriples = new Set<string>();
  for (const c of a.claims) {
    rulePairs.set(`${c.winner.key}>${c.loser.key}`, c);
    ruleTriples.add(tripleKey(c.winner, c.loser, c.benchmark));
  }
  const benchmarksInDoc = [...probs].filter(([, v]) => v.benchmarks >= 0.4).map(([e]) => e);

  const flags = new Map<number, string[]>();
  const sentenceFlags = (s: Sentence): string[] => {
    let f = flags.get(s.index);
    if (!f) {
      f = [];
      if (TIE.test(s.text)) f.push('s.tie');
      if (HEDGE.test(s.text)) f.push('s.hedge');
      if (MARGIN.test(s.text)) f.push('s.margin');
      flags.set(s.index, f);
    }
    return f;
  };
  const add = (w: Entity, l: Entity, b: Entity | null, s: Sentence, extra: string[], rule: string, from?: Claim): void => {
    if (w === l || w === b || l === b) return;
    const key = tripleKey(w, l, b);
    const existing = byTriple.get(key);
    if (existing) {
      const have = new Set(existing.features);
      for (const f of extra) if (!have.has(f)) existing.features.push(f);
      // A win on a cost beside a win on quality over the same loser is a record of its own (`costBesideWin`), and so is one
      // another sentence states with a margin of its own (`marginsApart`).
      const other = (c: Claim): boolean => c.metric !== from?.metric || (c.setting ?? null) !== (from?.setting ?? null) || (c.model ?? null) !== (from?.model ?? null) || (!!from && (costBesideWin(c, from) || marginsApart(c, from)));
      if (from && other(existing) && existing.variants.every(other)) existing.variants.push(from);
      return;
    }
    const pw = p(w);
    const pl = p(l);
    const pb = p(b);
    const f = [...extra];
    f.push(`w.method=${bucket(pw?.methods ?? 0)}`, `w.model=${bucket(pw?.models ?? 0)}`, `w.baseline=${bucket(pw?.baselines ?? 0)}`, `w.bench=${bucket(pw?.benchmarks ?? 0)}`);
    f.push(`l.baseline=${bucket(pl?.baselines ?? 0)}`, `l.model=${bucket(pl?.models ?? 0)}`, `l.method=${bucket(pl?.methods ?? 0)}`, `l.bench=${bucket(pl?.benchmarks ?? 0)}`);
    if (w === main) f.push('w.main');
    if (l === main) f.push('l.main');
    if (b) f.push(`b.bench=${bucket(pb?.benchmarks ?? 0)}`);
    else f.push('b=null', `doc-benchmarks=${Math.min(benchmarksInDoc.length, 3)}`);
    if (ruleTriples.has(key)) f.push('rule-triple', `rule-triple&w.method=${bucket(pw?.methods ?? 0)}`);
    const pair = rulePairs.get(`${w.key}>${l.key}`);
    if (pair) f.push('rule-pair');
    f.push(...sentenceFlags(s));
    const claim: ClaimCandidate = {
      winner: w,
      loser: l,
      benchmark: b,
      metric: from ? from.metric : (pair?.metric ?? null),
      delta: from ? from.delta : pair && pair.sentence === s ? pair.delta : null,
      setting: from?.setting ?? null,
      ...(from?.model !== undefined ? { model: from.model } : {}),
      sentence: s,
      rule,
      features: f,
      variants: [],
    };
    byTriple.set(key, claim);
  };

  for (const c of a.claims) add(c.winner, c.loser, c.benchmark, c.sentence, [`rule=${c.rule}`], c.rule, c);

  if (!generate) return [...byTriple.values()];
  const ownFrom = doc.sentences.findIndex((s) => OWN.test(s.text));
  for (const s of doc.sentences) {
    const background = ownFrom >= 0 && s.index < ownFrom;
    const named = entitiesIn(doc, s.start, s.end);
    if (named.length < 1) continue;
    CUE.lastIndex = 0;
    const cues = [...s.text.matchAll(CUE)];
    if (cues.length === 0) continue;
    const inSentence = named.filter((x) => (p(x.e)?.benchmarks ?? 0) >= 0.3);
    for (const m of cues.slice(0, 2)) {
      const at = s.start + (m.index ?? 0);
      const cueEnd = at + m[0].length;
      const cue = m[0].toLowerCase().replace(/\s+/g, ' ').replace(/^(improv|outperform|surpass|exceed|boost|outscor)\w*/, '$1');
      const before = named.filter((x) => x.end <= at);
      const after = named.filter((x) => x.start >= cueEnd);
      const winners: { x: Located | null; e: Entity; rank: number; how: string }[] = before
        .slice(-2)
        .reverse()
        .map((x, rank) => ({ x, e: x.e, rank, how: 'named' }));
      if (main && !before.some((x) => x.e === main)) {
        const how = SELF.test(doc.text.slice(s.start, at)) ? 'self' : before.length === 0 ? 'implicit' : 'main-default';
        winners.push({ x: null, e: main, rank: 0, how });
      }
      const losers = after.slice(0, 5);
      // What depends on the loser alone is read once per cue, not once per winner.
      const sentenceFeature = background ? 's.background' : 's.own';
      const cueFeature = `cue=${cue}`;
      const loserFeatures = losers.map((l, lrank) => {
        const between = doc.text.slice(cueEnd, l.start);
        const f = [cueFeature, sentenceFeature, `l.rank=${Math.min(lrank, 3)}`, `l.gap=${between.length < 3 ? 0 : between.length < 25 ? 1 : between.length < 60 ? 2 : 3}`];
        if (BASE.test(doc.text.slice(Math.max(s.start, l.start - 20), l.start))) f.push('l.base-word');
        if (/[(,]/.test(between)) f.push('l.after-punct');
        if (METRIC_KEYS.has(l.e.key) || /\d\s?(?:and\s+\d+(?:\.\d+)?\s?)?$/.test(doc.text.slice(Math.max(s.start, l.start - 12), l.start))) f.push('l.measure');
        if (CLASS_AFTER.test(doc.text.slice(l.end, l.end + 16))) f.push('l.class-after');
        if (doc.text[l.start - 1] === '(') f.push('l.in-parens');
        return f;
      });
      const benchOn = new Map(inSentence.map((b) => [b, ON_BEFORE.test(doc.text.slice(Math.max(s.start, b.start - 25), b.start))]));
      for (const w of winners) {
        const wf = [`w.how=${w.how}`, `w.rank=${w.rank}`];
        if (w.x) wf.push(`w.gap=${at - w.x.end < 3 ? 0 : at - w.x.end < 25 ? 1 : at - w.x.end < 60 ? 2 : 3}`);
        if (NEGATION.test(doc.text.slice(w.x ? w.x.end : s.start, at))) wf.push('negated');
        losers.forEach((l, li) => {
          const benches = inSentence.filter((b) => b.e !== w.e && b.e !== l.e);
          const base = [...(loserFeatures[li] ?? []), ...wf, `n-bench=${Math.min(benches.length, 3)}`];
          add(w.e, l.e, null, s, base, 'learned/comparison');
          for (const b of benches) {
            const bf = [...base, b.start > l.end ? 'b.after-loser' : b.start < at ? 'b.before-cue' : 'b.between'];
            if (benchOn.get(b)) bf.push('b.on');
            add(w.e, l.e, b.e, s, bf, 'learned/comparison');
          }
        });
      }
    }
  }
  return [...byTriple.values()];
}
