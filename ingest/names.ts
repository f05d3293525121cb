/**
 * Names and keys: how a surface form becomes the key of one real-world entity.
 * Pure code, shared by extraction and the graph writer.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SystemKind } from './types.ts';

const lexiconDir = fileURLToPath(new URL('./lexicons/', import.meta.url));

/** Reads a lexicon file: one entry per line, `#` comments and blank lines skipped. */
export function readLexicon(file: string): string[][] {
  return readFileSync(lexiconDir + file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t').map((cell) => cell.trim()).filter(Boolean));
}

/**
 * The bare normalized form of a name: lower case, letters and digits only
 * ("Search-QA" and "search qa" give "searchqa"; "π0.5" gives "π05"). A trailing
 * "+" names another thing and is kept as "plus": "HumanEval+" (EvalPlus) is not
 * HumanEval, nor "ScanNet++" ScanNet.
 */
export function normalizeName(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase();
  const plus = folded.includes('+') ? folded.replace(/(?<=[\p{L}\p{N}])\++(?=[^\p{L}\p{N}]*$)/u, (run) => 'plus'.repeat(run.length)) : folded;
  return plus.replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The alias lexicon (lexicons/aliases.tsv), read here once: the key of each
 * canonical name to the canonical name and its aliases ("ScienceWorld",
 * "SciWorld", …), so an alias resolves even before any paper uses it.
 */
export const lexiconAliases = new Map<string, readonly string[]>();
const aliasToCanonical = new Map<string, string>();
for (const [canonical, ...aliases] of readLexicon('aliases.tsv')) {
  if (!canonical) continue;
  lexiconAliases.set(normalizeName(canonical), [canonical, ...aliases]);
  for (const alias of aliases) aliasToCanonical.set(normalizeName(alias), canonical);
}

/** The canonical name for a known alias ("SciWorld" gives "ScienceWorld"), else the name itself. */
export function canonicalName(name: string): string {
  return aliasToCanonical.get(normalizeName(name)) ?? name;
}

/** The key of the entity a name stands for: normalized, after the alias lexicon. */
export function entityKey(name: string): string {
  return normalizeName(canonicalName(name));
}

const families = readLexicon('model-families.txt').map(([family]) => normalizeName(family ?? ''));
/** Sizes such as 7B, 1.7B, 8x7B, 70M, 400m. */
const SIZE = /(^|[-_\s])\d+(\.\d+)?(x\d+)?[BMbm]($|[-_\s])/;


/** What may follow a model family's name: version words, then digits. */
const MODEL_SUFFIXES = /^(?:v|vl|o|pro|mini|flash|turbo|instruct|chat|base|coder|math|max|plus|ultra|nano|large|small|medium|xl|preview)+(?:\d.*)?$/;

/**
 * Whether a named system is a pretrained model or a method, decided by its name
 * alone so that one name always maps to one node: a known model family prefix
 * ("Qwen2.5-7B", "GPT-4o", "π0.5") or a parameter-count suffix ("Foo-7B") makes
 * it a Model; anything else is a Method.
 */
export function entityKind(name: string): SystemKind {
  let kind = kinds.get(name);
  if (kind === undefined) {
    if (kinds.size >= 50_000) kinds.clear();
    kind = kindOf(name);
    kinds.set(name, kind);
  }
  return kind;
}

/** entityKind's answers: the same names recur in every abstract, and the family scan is the slow part. */
const kinds = new Map<string, SystemKind>();

function kindOf(name: string): SystemKind {
  if (SIZE.test(name)) return 'Model';
  return ofKnownFamily(name) ? 'Model' : 'Method';
}

/** A size letter after a hyphen or space ("Swin-T", "ViT-B", "DeiT-S", "ViT-H"): tiny, small, base, large, huge, giant. */
const SIZE_LETTER = /[-\s][TSBLHG]$/;

/** Whether a name belongs to a known model family ("GPT-4o", "Qwen2.5-7B"), not merely model-shaped ("Meltemi 7B"). */
export function ofKnownFamily(name: string): boolean {
  const bare = normalizeName(name);
  for (const family of families) {
    if (!family || !bare.startsWith(family)) continue;
    const rest = bare.slice(family.length);
    // "Qwen", "Qwen2.5", "GPT4o", "Llama3", "Qwen-VL-Chat" -- but not "Phillip" for
    // family "Phi", nor a coined "OptVaHT" for family "OPT": after the family
    // come only version words and digits.
    if (rest === '' || /^\d/.test(rest) || MODEL_SUFFIXES.test(rest) || /^[a-z]\d/.test(rest) || (rest.length === 1 && SIZE_LETTER.test(name))) {
      return true;
    }
  }
  return false;
}
