/**
 * `npx tsx scripts/related-work-audit.ts [OUT.md]`: drafts related work for a
 * fixed set of inputs against the graph configured in the environment and
 * writes a table of what the fact verifier did: per input, the factual
 * sentences printed, the facts refused (not written) and the facts written
 * without a part their evidence does not state, then every refused fact with
 * its reason. Deterministic for the same graph. Used to build
 * examples/related-work-audit.md.
 */
import { writeFileSync } from 'node:fs';
import { closeDb, openDb } from '../graph/driver.ts';
import { relatedWorkContext } from '../relatedwork/select.ts';
import { compactContext } from '../relatedwork/compact.ts';
import { generateRelatedWork } from '../relatedwork/generate.ts';
import type { RelatedWorkInput } from '../relatedwork/types.ts';
import { citedSentences, verifyDraft } from '../relatedwork/verify.ts';
import { loadConfig } from '../server/config.ts';

const INPUTS: Array<[string, RelatedWorkInput]> = [
  ['GRPO + ALFWorld', { method: 'GRPO', benchmark: 'ALFWorld' }],
  ['topic: on-policy distillation', { topic: 'on-policy distillation' }],
  ['topic: credit assignment', { topic: 'credit assignment' }],
  ['benchmark: WebShop', { benchmark: 'WebShop' }],
  ['method: OPD, limit 20', { method: 'OPD', limit: 20 }],
  ['benchmark: AIME 2024', { benchmark: 'AIME 2024' }],
  [
    'abstract: StepWise (made up)',
    {
      abstract:
        'Large language model agents trained with reinforcement learning struggle with credit assignment over long horizons. We propose StepWise, a turn-level advantage estimator for LLM agents. Unlike trajectory-level methods that share one advantage across all turns, StepWise estimates a separate advantage for each environment-facing turn. On ALFWorld and WebShop, StepWise outperforms GRPO by 6.2% success rate.',
    },
  ],
];

const db = await openDb(loadConfig());
const rows: string[] = ['| input | papers cited | factual sentences printed | facts refused | facts written in part | draft check problems | context chars (full → compact) |', '|---|---|---|---|---|---|---|'];
const details: string[] = [];
try {
  for (const [label, input] of INPUTS) {
    const ctx = await relatedWorkContext(db, input);
    const draft = generateRelatedWork(ctx);
    const sentences = citedSentences(draft).filter((s) => !/^(Several |Like \[|Unlike \[)/.test(s.text));
    const refused = draft.dropped.filter((d) => !d.partial);
    const partial = draft.dropped.filter((d) => d.partial);
    const full = JSON.stringify(ctx).length;
    const compact = JSON.stringify(compactContext(ctx)).length;
    rows.push(`| ${label} | ${draft.references.length} | ${sentences.length} | ${refused.length} | ${partial.length} | ${verifyDraft(ctx, draft).length} | ${full} → ${compact} (${Math.round((100 * compact) / full)}%) |`);
    if (draft.dropped.length) {
      details.push(`### ${label}`, '');
      for (const d of draft.dropped) details.push(`- ${d.partial ? 'written in part' : 'refused'}: ${d.text.replace(/\|/g, '\\|')} (paper \`${d.paperId}\`): ${d.reason}`);
      details.push('');
    }
  }
} finally {
  await closeDb(db);
}
const text = ['# Related work: what the fact verifier refused', '', 'Made by `npx tsx scripts/related-work-audit.ts` against the bundled corpus. A factual sentence is any cited sentence other than a theme intro or the positioning of the user\'s work.', '', ...rows, '', ...details].join('\n');
const out = process.argv[2];
if (out) writeFileSync(out, `${text.trimEnd()}\n`);
else process.stdout.write(`${text}\n`);
