/**
 * Checks on a finished draft, used by the tests and by the CLI before it writes:
 * a small strict BibTeX parser, and the rule that every number in a drafted
 * sentence appears in the evidence of the papers that sentence cites.
 */
import type { ContextPaper, RelatedWorkContext, RelatedWorkDraft } from './types.ts';

export interface BibEntry {
  type: string;
  key: string;
  fields: Record<string, string>;
}

/**
 * Parses BibTeX strictly: only `@type{key, name = {…} | "…" | digits, …}` entries
 * separated by whitespace; braces must balance; keys and field names unique.
 * Throws with the offset of the first problem.
 */
export function parseBibtex(text: string): BibEntry[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`BibTeX: ${what} at offset ${i}: ${JSON.stringify(text.slice(i, i + 40))}`);
  };
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const ident = (re: RegExp) => {
    const m = re.exec(text.slice(i));
    if (!m) return fail('expected an identifier');
    i += m[0].length;
    return m[0];
  };
  const braced = (): string => {
    if (text[i] !== '{') fail('expected {');
    let depth = 0;
    const start = i;
    for (; i < text.length; i++) {
      const ch = text[i];
      if (ch === '\\') {
        i++;
        continue;
      }
      if (ch === '{') depth++;
      if (ch === '}') {
        depth--;
        if (depth === 0) {
          i++;
          return text.slice(start + 1, i - 1);
        }
      }
    }
    return fail('unbalanced braces');
  };
  const entries: BibEntry[] = [];
  const keys = new Set<string>();
  ws();
  while (i < text.length) {
    if (text[i] !== '@') fail('expected @');
    i++;
    const type = ident(/^[A-Za-z]+/).toLowerCase();
    ws();
    if (text[i] !== '{') fail('expected { after entry type');
    i++;
    ws();
    const key = ident(/^[A-Za-z0-9_:.\-/+]+/);
    if (keys.has(key)) fail(`duplicate key ${key}`);
    keys.add(key);
    ws();
    const fields: Record<string, string> = {};
    while (text[i] === ',') {
      i++;
      ws();
      if (text[i] === '}') break;
      const name = ident(/^[A-Za-z][A-Za-z0-9_-]*/).toLowerCase();
      if (name in fields) fail(`duplicate field ${name}`);
      ws();
      if (text[i] !== '=') fail('expected =');
      i++;
      ws();
      if (text[i] === '{') fields[name] = braced();
      else if (text[i] === '"') {
        const end = text.indexOf('"', i + 1);
        if (end < 0) fail('unterminated string');
        fields[name] = text.slice(i + 1, end);
        i = end + 1;
      } else fields[name] = ident(/^\d+/);
      ws();
    }
    if (text[i] !== '}') fail('expected } closing the entry');
    i++;
    entries.push({ type, key, fields });
    ws();
  }
  return entries;
}

/** Characters LaTeX treats specially that must be escaped in a field value (the url field excepted). */
export function unescapedSpecials(value: string): string[] {
  return [...value.matchAll(/(?<!\\)[&%$#_]/g)].map((m) => m[0]);
}

/** Numbers written in `text`: digit runs with an optional decimal part. */
export function numbersIn(text: string): string[] {
  return text.match(/\d+(?:\.\d+)?/g) ?? [];
}

const CITATION = /\[(\d+(?:, \d+)*)\]|\\cite\{([^}]+)\}/g;

/** The draft's sentences, each with the citation numbers it carries, written `[1, 2]` or `\cite{key1,key2}` (a fragment without one joins the next). */
export function citedSentences(draft: RelatedWorkDraft): Array<{ text: string; cites: number[] }> {
  const out: Array<{ text: string; cites: number[] }> = [];
  const numberOfKey = new Map(draft.references.map((r) => [r.key, r.number]));
  const numbers = (m: RegExpMatchArray): number[] => (m[1] !== undefined ? m[1].split(', ').map(Number) : m[2]!.split(',').map((k) => numberOfKey.get(k.trim()) ?? 0));
  for (const section of draft.sections) {
    for (const para of section.paragraphs) {
      let pending = '';
      for (const piece of para.split(/(?<=\.)\s+/)) {
        pending = pending ? `${pending} ${piece}` : piece;
        const cites = [...pending.matchAll(CITATION)].flatMap(numbers);
        if (cites.length === 0) continue;
        out.push({ text: pending, cites });
        pending = '';
      }
      if (pending) out.push({ text: pending, cites: [] });
    }
  }
  return out;
}

/** All evidence sentences of a paper, joined. */
export function paperEvidence(paper: ContextPaper): string {
  const facts = [...paper.proposes, ...paper.introduces, ...paper.evaluatesOn, ...paper.comparesWith, ...paper.usesModels];
  return [
    ...facts.map((f) => f.evidence.sentence),
    ...paper.comparisons.map((c) => c.evidence.sentence),
    ...paper.results.map((r) => r.evidence.sentence),
    // Names are stored facts too: the digits of "AIME 2024" or "Qwen2.5-7B" are part of a name, not a figure.
    ...facts.flatMap((f) => [f.entity.name, f.entity.longForm ?? '']),
    ...paper.comparisons.flatMap((c) => [c.winner.name, c.baseline.name, c.benchmark ?? '']),
    ...paper.results.flatMap((r) => [r.system.name, r.benchmark.name]),
  ].join('\n');
}

/**
 * Problems with the draft's numbers: each number in a sentence (citations
 * aside) must appear in the evidence of a paper the sentence cites (its
 * evidence sentences and the names of its entities, see paperEvidence). Returns
 * human-readable problems (empty when all is well).
 */
export function numberProblems(draft: RelatedWorkDraft, evidenceOf: (paperId: string) => string): string[] {
  const problems: string[] = [];
  const idOf = new Map(draft.references.map((r) => [r.number, r.paperId]));
  for (const s of citedSentences(draft)) {
    if (s.cites.length === 0) {
      problems.push(`sentence without citation: ${s.text}`);
      continue;
    }
    const evidence = s.cites.map((n) => evidenceOf(idOf.get(n) ?? '')).join('\n');
    for (const n of numbersIn(s.text.replace(CITATION, ''))) {
      if (!evidence.includes(n)) problems.push(`"${n}" in "${s.text}" is not in the evidence of [${s.cites.join(', ')}]`);
    }
  }
  return problems;
}

/** Problems with a draft made from `ctx`: numbers not in cited evidence, citations of papers not in the context, BibTeX that does not parse. */
export function verifyDraft(ctx: RelatedWorkContext, draft: RelatedWorkDraft): string[] {
  const byId = new Map(ctx.papers.map((p) => [p.id, p]));
  const problems = draft.references.filter((r) => !byId.has(r.paperId)).map((r) => `reference [${r.number}] cites ${r.paperId}, which is not in the context`);
  problems.push(...numberProblems(draft, (id) => (byId.has(id) ? paperEvidence(byId.get(id)!) : '')));
  try {
    const entries = parseBibtex(draft.bibtex);
    if (entries.length !== draft.references.length) problems.push(`BibTeX has ${entries.length} entries for ${draft.references.length} references`);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}
