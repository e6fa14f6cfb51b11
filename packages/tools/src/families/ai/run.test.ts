import { describe, expect, it } from 'vitest';
import { familyRunner } from '../runner.test-support';
import { run } from './run';

const { use, text } = familyRunner(run);

describe('LLM API cost', () => {
  it('is tokens × price per million, split into input and output', async () => {
    const result = await use('llm-api-cost-calculator', {
      input: '1000000',
      output: '1000000',
      inputPrice: '0.15',
      outputPrice: '0.60',
      calls: '10',
    });
    expect(result.ok && result.text).toBe('Cost: 7.50 for 10 calls (0.75 a call)');
    expect(result.ok && result.figures?.slice(0, 2)).toEqual([
      { label: 'Input', value: '1.50' },
      { label: 'Output', value: '6.00' },
    ]);
    expect(await text('llm-api-cost-calculator', { input: '1.5', output: '0' })).toBe(
      'ERROR Enter the input tokens per call as a whole number, such as 1500.',
    );
  });
});

describe('prompt template', () => {
  it('fills every placeholder, keeps unknown ones and lists what was not used', async () => {
    const result = await use('prompt-template-filler', {
      template: 'Hi {{name}}, {{name}}! {{missing}}',
      values: 'name = Ada\nextra = x',
    });
    expect(result.ok && result.text).toBe('Hi Ada, Ada! {{missing}}');
    expect(result.ok && result.figures).toContainEqual({ label: 'Not filled', value: 'missing' });
    expect(result.ok && result.figures).toContainEqual({ label: 'Values not in the template', value: 'extra' });
    expect(await text('prompt-template-filler', { template: 'x', values: 'no equals sign' })).toBe(
      'ERROR Line 1 of the values needs a name, an = and the value, such as name = Sam.',
    );
    // A value may itself hold "=" and braces: only the first "=" splits.
    expect(await text('prompt-template-filler', { template: '{{q}}', values: 'q = a = b {{c}}' })).toBe('a = b {{c}}');
  });
});

describe('text chunker', () => {
  it('steps by size − overlap and refuses an overlap as big as the chunk', async () => {
    expect(await text('text-chunker', { input: 'a b c', size: '5', overlap: '2' })).toBe('a b c');
    expect(await text('text-chunker', { input: 'a b c d', size: '2', overlap: '2' })).toBe(
      'ERROR The overlap must be smaller than the chunk size.',
    );
    expect(await text('text-chunker', { input: '   ', size: '2', overlap: '0' })).toBe(
      'ERROR Enter the text to split into chunks.',
    );
  });
});
