/**
 * Extraction of a paper as the ingest reads it: the abstract, and the title when
 * it is the paper's own. A title derived from the text (the Daily Papers dumps
 * give none) says nothing the text does not.
 */
import { extract } from './extract/index.ts';
import type { ExtractInput, Extraction, PaperRecord } from './types.ts';

/** What extraction reads of a paper: its text, and its title unless the title was derived from the text. */
export function inputOf(paper: Pick<PaperRecord, 'text' | 'title' | 'titleDerived'>): ExtractInput {
  return paper.titleDerived ? paper.text : { text: paper.text, title: paper.title };
}

/** Extracts one input, in whichever thread calls it (the ingest, a worker, the API's pool). */
export function extractInput(input: ExtractInput): Extraction {
  return typeof input === 'string' ? extract(input) : extract(input.text, undefined, { title: input.title });
}

export function extractPaper(paper: Pick<PaperRecord, 'text' | 'title' | 'titleDerived'>): Extraction {
  return extractInput(inputOf(paper));
}
