/** Speeding up regular expressions that open with a lookbehind, without changing what they match. */

/**
 * A pattern that opens with a lookbehind ("(?<=\d\s)more than") is tried, lookbehind first, at every offset of the text it
 * scans. The same pattern with a lookahead of its own remainder first ("(?=more than)(?<=\d\s)more than") matches exactly
 * the same text and fails at once where the remainder cannot start: faster where the remainder is selective (a comparison
 * trigger's words, a capitalized list), slower where it is not (a number, a metric name), so measure before using it.
 */
export function guarded(source: string): string {
  if (!source.startsWith('(?<=') && !source.startsWith('(?<!')) return source;
  const end = groupEnd(source, 0);
  const rest = source.slice(end);
  // The lookahead's copy captures nothing, so that the rule's own groups keep their numbers.
  return rest ? `(?=${nonCapturing(rest)})${source}` : source;
}

/** A regex source with its capturing groups (numbered or named) made non-capturing; escapes and character classes left alone. */
function nonCapturing(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (c === '[') {
      const end = classEnd(source, i);
      out += source.slice(i, end + 1);
      i = end;
    } else if (c === '(' && source[i + 1] !== '?') out += '(?:';
    else if (c === '(' && source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
      i = source.indexOf('>', i);
      out += '(?:';
    } else out += c;
  }
  return out;
}

/** Offset just past the group that opens at `start` of a regex source (escapes and character classes skipped). */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(source, i);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  throw new Error(`unbalanced group in the regular expression ${source}`);
}

/** Offset of the "]" that closes the character class opening at `start` (escapes inside skipped), or the source's length. */
function classEnd(source: string, start: number): number {
  let i = start + 1;
  for (; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
  return i;
}
