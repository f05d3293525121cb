/**
 * One normalization of names (issue 15): keys are computed by normalizeName in
 * ingest/names.ts and reach Cypher as parameters; no Cypher or TypeScript copy of
 * it elsewhere. The table includes compatibility forms NFKC folds (full-width
 * letters and digits, ligatures, superscripts), which a Cypher copy did not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeName } from '../ingest/names.ts';
import { bindParams, query } from '../queries/load.ts';
import { repoRoot } from '../server/config.ts';

describe('normalizeName', () => {
  it.each([
    ['GRPO', 'grpo'],
    ['ＧＲＰＯ', 'grpo'],
    ['ＡＬＦＷｏｒｌｄ', 'alfworld'],
    ['Ｑｗｅｎ２.５-７Ｂ', 'qwen257b'],
    ['Search-QA', 'searchqa'],
    ['search qa', 'searchqa'],
    ['Group Relative Policy Optimization', 'grouprelativepolicyoptimization'],
    ['π0.5', 'π05'],
    ['ﬁne-tuning', 'finetuning'],
    ['x²', 'x2'],
    ['Ⅳ', 'iv'],
    ['MiniHack (Room)', 'minihackroom'],
    ['—', ''],
  ])('%s gives %s', (name, key) => {
    expect(normalizeName(name)).toBe(key);
  });
});

describe('the named queries get keys computed in TypeScript', () => {
  it('methods-that-beat: a full-width "ＧＲＰＯ" on "ＡＬＦＷｏｒｌｄ" is sent as the keys of GRPO and ALFWorld', () => {
    const params = bindParams(query('methods-that-beat'), { baseline: 'ＧＲＰＯ', benchmark: 'ＡＬＦＷｏｒｌｄ' });
    expect(params).toMatchObject({ baselineKey: 'grpo', benchmarkKey: 'alfworld' });
    expect(params).not.toHaveProperty('baseline');
  });

  it('an optional name left out is sent as a null key', () => {
    expect(bindParams(query('top-baselines'), {})).toMatchObject({ benchmarkKey: null });
  });

  it('a name must be a string', () => {
    expect(() => bindParams(query('method-neighbourhood'), { method: 7 })).toThrow(/parameter "method" must be name/);
  });
});

describe('no other copy of the normalization', () => {
  const files = ['queries', 'graph', 'relatedwork', 'resolvers', 'server'].flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir))
      .filter((f) => f.endsWith('.ts') || f.endsWith('.cypher'))
      .map((f) => path.join(dir, f)),
  );

  it.each(files)('%s computes no name key of its own (in Cypher or in TypeScript)', (file) => {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    // The Cypher copy: lower-case, then keep letters and digits character by character.
    expect(text).not.toMatch(/split\(\s*toLower\(/);
    // The TypeScript copy: lower-case, then drop everything but letters and digits.
    expect(text).not.toMatch(/toLowerCase\(\)\s*\.replace\(\/\[\^\\p\{L\}\\p\{N\}\]\+\/gu/);
  });
});
