/**
 * Extraction of a paper as the ingest reads it: the abstract, and the title when
 * it is the paper's own. A title derived from the text (the Daily Papers dumps
 * give none) says nothing the text does not.
 */
import { extract } from './extract/index.ts';
import type { Extraction, PaperRecord } from './types.ts';

export function extractPaper(paper: Pick<PaperRecord, 'text' | 'title' | 'titleDerived'>): Extraction {
  return extract(paper.text, undefined, { title: paper.titleDerived ? null : paper.title });
}
