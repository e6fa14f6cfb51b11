import { describe, expect, it } from 'vitest';
import { candidatesFor, recommend } from '@perch/tools/parooty';
import { createEmbeddedAssistant } from './embedded';
import type { Recommender } from './types';

const recommender: Recommender = { recommend, candidatesFor };

describe('the embedded assistant and the AI writing tools', () => {
  it('without an AI service, marks the writing tools and names the offline checker that does part of the job', async () => {
    const answer = await createEmbeddedAssistant(recommender).answer(
      'fix the grammar in this: we was late to the meeting',
    );
    expect(answer.toolRecommendations.map((r) => [r.id, r.needsService ?? false])).toEqual(
      expect.arrayContaining([
        ['grammar-fixer', true],
        ['spelling-checker', false],
        ['style-checker', false],
      ]),
    );
    expect(answer.toolRecommendations[0]).toMatchObject({ id: 'grammar-fixer', needsService: true });
    expect(answer.content).toContain(
      'This Perch server has no AI service set up, so Grammar and Spelling Fixer cannot run here yet; the Spelling Checker marks misspelt words and fixes them with one click, and the Style Checker marks passive voice, repeated words, hard sentences and wordy phrases, in your browser.',
    );
  });

  it('with one (a model’s fall-back), leaves the answer as the recommender wrote it', async () => {
    const answer = await createEmbeddedAssistant(recommender, { aiService: true }).answer('fix my grammar');
    expect(answer.toolRecommendations[0]).toMatchObject({ id: 'grammar-fixer' });
    expect(answer.toolRecommendations.some((r) => r.needsService)).toBe(false);
    expect(answer.content).not.toContain('no AI service');
  });

  it('says nothing of the AI service for a question about another tool', async () => {
    const answer = await createEmbeddedAssistant(recommender).answer('convert 5 km to miles');
    expect(answer.toolRecommendations.some((r) => r.needsService)).toBe(false);
    expect(answer.content).not.toContain('AI service');
  });
});
