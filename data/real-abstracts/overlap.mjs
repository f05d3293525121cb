// Refuses candidate abstracts the project already holds, without showing any held text.
//
//   node data/real-abstracts/overlap.mjs CANDIDATES.jsonl
//
// CANDIDATES is JSON Lines with "id", "title" and "text". Prints "OK id" or "REFUSED id" per line: refused when the
// arXiv id (version dropped) or the title is one a held record has, or when the text shares any run of 8 words with a
// held text (the seeds, dev, train, the probes, the synthetic set, every set here, the holdout texts under
// ../shared/eval/holdout when that folder exists) or with a candidate earlier in the file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const words = (t) => String(t ?? '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);
const grams = (t) => {
  const w = words(t);
  const out = new Set();
  for (let i = 0; i + 8 <= w.length; i++) out.add(w.slice(i, i + 8).join(' '));
  return out;
};
const norm = (t) => String(t ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '');
const bareId = (id) => String(id ?? '').replace(/v\d+$/, '');
const jsonl = (f) => readFileSync(f, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

const held = new Set();
const ids = new Set();
const titles = new Set();
const hold = (text, record) => {
  for (const g of grams(text)) held.add(g);
  if (record?.id) ids.add(bareId(record.id));
  if (record?.title) titles.add(norm(record.title));
};
const candidates = resolve(process.argv[2] ?? '');
if (!process.argv[2] || !existsSync(candidates)) {
  console.error('usage: node data/real-abstracts/overlap.mjs CANDIDATES.jsonl');
  process.exit(2);
}
const files = [
  ...['seeds-dev.gold.jsonl', 'train.gold.jsonl', 'probes.gold.jsonl', 'synthetic.gold.jsonl'].map((f) => join(repo, 'data', 'eval', f)),
  ...readdirSync(here).filter((f) => f.endsWith('.jsonl')).map((f) => join(here, f)),
  join(repo, '..', 'shared', 'eval', 'holdout', 'external_abstracts.jsonl'),
].filter((f) => existsSync(f) && resolve(f) !== candidates);
for (const f of files) for (const r of jsonl(f)) hold(r.text ?? r.abstract ?? '', r);
const seedDir = join(repo, 'data', 'seeds');
for (const f of readdirSync(seedDir).filter((x) => x.endsWith('.txt'))) hold(readFileSync(join(seedDir, f), 'utf8'));

const seen = new Set();
for (const r of jsonl(candidates)) {
  const gs = grams(r.text);
  const refused = ids.has(bareId(r.id)) || titles.has(norm(r.title)) || [...gs].some((g) => held.has(g) || seen.has(g));
  console.log(`${refused ? 'REFUSED' : 'OK'} ${r.id}`);
  if (!refused) for (const g of gs) seen.add(g);
}
