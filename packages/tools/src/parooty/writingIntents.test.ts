import { describe, expect, it } from 'vitest';
import { recommend } from './index';
import { writingIntentMatches } from './writingIntents';

const top = (q: string) => {
  const answer = recommend(q);
  return { id: answer.tools[0]?.id, values: answer.tools[0]?.values, url: answer.tools[0]?.url };
};

describe('writing questions that carry their text', () => {
  it.each([
    ['check spelling of this: I recieve teh letter', 'spelling-checker', { input: 'I recieve teh letter' }],
    ['fix the grammar in this: we was late to the meeting', 'grammar-fixer', { text: 'we was late to the meeting' }],
    [
      'make this sound more formal: hey, send me the report asap',
      'tone-rewriter',
      { text: 'hey, send me the report asap', tone: 'formal' },
    ],
    ['translate hello to Spanish', 'ai-translator', { text: 'hello', language: 'Spanish' }],
    ['translate "good morning" into german', 'ai-translator', { text: 'good morning', language: 'German' }],
    [
      'improve my résumé bullet: did sales for the company',
      'resume-bullet-improver',
      { text: 'did sales for the company' },
    ],
    ['paraphrase: the meeting has moved to friday', 'paraphraser', { text: 'the meeting has moved to friday' }],
    [
      'check the style of this: The report was written by the team',
      'style-checker',
      { input: 'The report was written by the team' },
    ],
  ])('%s → %s with the text filled in', (question, id, values) => {
    const answer = top(question);
    expect(answer.id).toBe(id);
    expect(answer.values).toEqual(values);
    expect(answer.url).toBe(`/app/${id}?${new URLSearchParams(values).toString()}`);
  });

  it('offers the offline spelling checker beside the AI grammar fixer for a spelling question', () => {
    expect(
      recommend('check spelling of this: I recieve teh letter')
        .tools.map((t) => t.id)
        .slice(0, 2),
    ).toEqual(['spelling-checker', 'grammar-fixer']);
  });

  it('leaves a question with no text of its own, and translations of code, to the other layers', () => {
    expect(writingIntentMatches('fix my grammar')).toEqual([]);
    expect(writingIntentMatches('paraphrase it')).toEqual([]);
    expect(writingIntentMatches('translate this to French')).toEqual([]);
    expect(writingIntentMatches('translate 01101000 01101001 to text')).toEqual([]);
    expect(writingIntentMatches('translate hello to morse code')).toEqual([]);
    expect(top('fix my grammar').id).toBe('grammar-fixer');
  });
});
