import { describe, expect, it } from 'vitest';
import { canonicalName, entityKey, entityKind, normalizeName } from '../ingest/names.ts';

describe('entityKey', () => {
  it.each([
    ['Search-QA', 'search qa'],
    ['ALFWorld', 'alfworld'],
    ['GRPO', 'grpo'],
    ['SciWorld', 'ScienceWorld'],
    ['Qwen2.5-7B', 'qwen 2.5 7b'],
  ])('%s and %s are one entity', (a, b) => expect(entityKey(a)).toBe(entityKey(b)));

  it('keeps non-Latin letters', () => expect(normalizeName('π0.5')).toBe('π05'));
  it.each([
    ['HumanEval+', 'HumanEval'],
    ['ScanNet++', 'ScanNet'],
    ['ControlNet++', 'ControlNet'],
  ])('%s is not %s: a trailing "+" names another thing', (a, b) => expect(entityKey(a)).not.toBe(entityKey(b)));
  it('keeps a trailing "+" as "plus" and drops an inner one', () => expect(['HumanEval+', 'ScanNet++', 'TD3+BC', 'C++ '].map(normalizeName)).toEqual(['humanevalplus', 'scannetplusplus', 'td3bc', 'cplusplus']));
  it('maps known aliases to their canonical name', () => expect(canonicalName('sciworld')).toBe('ScienceWorld'));
});

describe('entityKind', () => {
  it.each([
    ['Qwen2.5-7B', 'Model'],
    ['GPT-4o', 'Model'],
    ['OLMo-3-7B-Instruct', 'Model'],
    ['LLaDA-8B', 'Model'],
    ['π0.5', 'Model'],
    ['FooLM-13B', 'Model'],
    ['GRPO', 'Method'],
    ['TRIAGE', 'Method'],
    ['Phillip', 'Method'],
    ['OptVaHT', 'Method'],
    ['Qwen-VL-Chat', 'Model'],
    ['Gemini-Pro', 'Model'],
    ['GPT-4o-mini', 'Model'],
  ])('%s is a %s', (name, kind) => expect(entityKind(name)).toBe(kind));
});
