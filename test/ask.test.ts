import { describe, expect, it } from 'vitest';
import { readQuestion, SUGGESTIONS } from '../queries/ask.ts';
import { searchQuery } from '../graph/read.ts';

describe('questions in plain English, read into the graph questions', () => {
  it.each([
    ['Which methods beat GRPO on ALFWorld?', { intent: 'methods-that-beat', baseline: 'GRPO', benchmark: 'ALFWorld' }],
    ['what outperformed PPO in WebShop', { intent: 'methods-that-beat', baseline: 'PPO', benchmark: 'WebShop' }],
    ['Who surpasses vanilla GRPO?', { intent: 'methods-that-beat', baseline: 'vanilla GRPO' }],
    ['Which approaches outperform GRPO?', { intent: 'methods-that-beat', baseline: 'GRPO' }],
    ['What beats ReAct on the WebShop benchmark?', { intent: 'methods-that-beat', baseline: 'ReAct', benchmark: 'WebShop' }],
    ['Which systems do better than GPT-4o on GSM8K?', { intent: 'methods-that-beat', baseline: 'GPT-4o', benchmark: 'GSM8K' }],
    ['methods better than PPO on WebShop', { intent: 'methods-that-beat', baseline: 'PPO', benchmark: 'WebShop' }],
    ['What does TRIAGE beat?', { intent: 'what-it-beats', method: 'TRIAGE' }],
    ['What has StraTA outperformed on ALFWorld?', { intent: 'what-it-beats', method: 'StraTA', benchmark: 'ALFWorld' }],
    ['Which baselines are outperformed by TRIAGE?', { intent: 'what-it-beats', method: 'TRIAGE' }],
    ['best results on ALFWorld', { intent: 'leaderboard', benchmark: 'ALFWorld' }],
    ['What is the state of the art on ScienceWorld?', { intent: 'leaderboard', benchmark: 'ScienceWorld' }],
    ['leaderboard for WebShop', { intent: 'leaderboard', benchmark: 'WebShop' }],
    ['Which method scores highest on ALFWorld?', { intent: 'leaderboard', benchmark: 'ALFWorld' }],
    ['top scores on GSM8K', { intent: 'leaderboard', benchmark: 'GSM8K' }],
    ['papers about on-policy distillation', { intent: 'papers-about', topic: 'on-policy distillation' }],
    ['Find papers on credit assignment', { intent: 'papers-about', topic: 'credit assignment' }],
    ['Show me work on GUI agents', { intent: 'papers-about', topic: 'GUI agents' }],
    ['What is GRPO?', { intent: 'what-is', method: 'GRPO' }],
    ['tell me about CogRouter', { intent: 'what-is', method: 'CogRouter' }],
    ['Which benchmarks does StraTA evaluate on?', { intent: 'benchmarks-of', method: 'StraTA' }],
    ['What datasets does TRIAGE use?', { intent: 'benchmarks-of', method: 'TRIAGE' }],
    ['benchmarks of CogRouter', { intent: 'benchmarks-of', method: 'CogRouter' }],
  ])('%s', (question, reading) => expect(readQuestion(question)).toEqual(reading));

  it.each(['how are you today', 'GRPO', 'which methods', 'What beats?', ''])('"%s" is not understood', (q) => expect(readQuestion(q)).toBeNull());

  it('offers one example question per kind', () => expect(SUGGESTIONS).toHaveLength(6));
});

describe('search asks for every word', () => {
  it.each([
    ['credit assignment', '+credit +assignment'],
    ['  GRPO  ', '+GRPO'],
    ['on-policy (distillation)', '+on\\-policy +\\(distillation\\)'],
    ['title:* AND x', '+title\\:\\* +and +x'],
  ])('%s', (search, query) => expect(searchQuery(search)).toBe(query));
});
