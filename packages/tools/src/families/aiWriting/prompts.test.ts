import { describe, expect, it } from 'vitest';
import { aiWriting } from './definitions';
import { diffSummary, textDiff } from './diff';
import { changesText, WRITING_INPUT_MAX_CHARS, WRITING_SYSTEM_PROMPT, writingPrompt } from './prompts';
import { parseEvents } from './stream';

const tool = (id: string) => aiWriting.tools.find((t) => t.id === id)!;

describe('writing prompts', () => {
  it('has at least 24 tools, every one streamed and with an instruction', () => {
    expect(aiWriting.tools.length).toBeGreaterThanOrEqual(24);
    expect(aiWriting.tools.filter((t) => t.kind !== 'stream' || !t.params.instruction).map((t) => t.id)).toEqual([]);
  });

  it('fills the tone, language and length the person chose into the instruction', () => {
    const tone = writingPrompt(tool('tone-rewriter'), { text: 'hi there', tone: 'formal' });
    expect(tone.ok && tone.prompt.instruction).toBe('Rewrite the text below in a formal tone, keeping its meaning.');
    const lang = writingPrompt(tool('ai-translator'), { text: 'Hello', language: '  Portuguese ' });
    expect(lang.ok && lang.prompt.instruction).toContain('into Portuguese,');
    const length = writingPrompt(tool('ai-summariser'), { text: 'A long text.', length: 'line' });
    expect(length.ok && length.prompt.instruction).toBe('Summarise the text below as one line.');
  });

  it('puts the text under its label after the instruction, and the system prompt first', () => {
    const built = writingPrompt(tool('cover-letter-writer'), { text: 'Analyst, SQL', cv: 'BSc Maths' });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.prompt.system).toBe(WRITING_SYSTEM_PROMPT);
    expect(built.prompt.user).toBe(
      `${built.prompt.instruction}\n\nThe job advert:\n"""\nAnalyst, SQL\n"""\n\nYour CV:\n"""\nBSc Maths\n"""`,
    );
  });

  it('keeps the text from closing its own quotes', () => {
    const built = writingPrompt(tool('paraphraser'), { text: 'a """ b' });
    expect(built.ok && built.prompt.user.endsWith('a ””” b\n"""')).toBe(true);
  });

  it('answers a sentence for an empty field, an unknown option and text past the limit', () => {
    expect(writingPrompt(tool('paraphraser'), { text: '   ' })).toEqual({
      ok: false,
      error: 'Write something in “Your text” first.',
    });
    expect(writingPrompt(tool('tone-rewriter'), { text: 'x', tone: 'sarcastic' })).toEqual({
      ok: false,
      error: 'Choose one of the listed options for “Tone”.',
    });
    const long = writingPrompt(tool('paraphraser'), { text: 'a'.repeat(WRITING_INPUT_MAX_CHARS + 1) });
    expect(long).toEqual({
      ok: false,
      error: `That is 8,001 characters; AI writing takes up to 8,000. Shorten it and run again.`,
    });
  });

  it('marks the tools that change the person’s text for a diff', () => {
    expect(changesText(tool('grammar-fixer'))).toBe(true);
    expect(changesText(tool('ai-summariser'))).toBe(false);
  });
});

describe('textDiff', () => {
  it('marks the words added and removed, keeping the rest', () => {
    const runs = textDiff('We was hoping to ship it', 'We were hoping to ship it');
    expect(runs).toEqual([
      { state: 'same', text: 'We ' },
      { state: 'removed', text: 'was' },
      { state: 'added', text: 'were' },
      { state: 'same', text: ' hoping to ship it' },
    ]);
    expect(diffSummary(runs)).toBe('1 word added, 1 removed');
  });

  it('says when nothing changed', () => {
    expect(diffSummary(textDiff('same text', 'same text'))).toBe('No changes');
  });
});

describe('parseEvents', () => {
  it('reads whole events and keeps a half-arrived one for later', () => {
    const { events, rest } = parseEvents('event: content\ndata: {"delta":"Hi"}\n\nevent: done\ndata: {"te');
    expect(events).toEqual([{ event: 'content', data: { delta: 'Hi' } }]);
    expect(rest).toBe('event: done\ndata: {"te');
  });
});

describe('offline methods', () => {
  it('name real catalogue tools that run in the page, by their catalogue names', async () => {
    const { findTool } = await import('../../catalogue');
    const { offlineMethods } = await import('./definitions');
    const methods = aiWriting.tools.flatMap((t) => offlineMethods(t.id));
    expect(methods.length).toBeGreaterThan(0);
    for (const m of methods) {
      const row = findTool(m.id);
      expect(row?.name, m.id).toBe(m.name);
      expect(row?.kind).not.toBe('stream');
    }
    expect(offlineMethods('grammar-fixer').map((m) => m.id)).toEqual(['spelling-checker', 'style-checker']);
    expect(offlineMethods('paraphraser')).toEqual([]);
  });
});

describe('the AI writing budget on /pricing', () => {
  it('is stated from the budgets in data, only on a server with an AI service', async () => {
    const { WRITING_BUDGETS, writingBudgetFeature } = await import('./budget');
    expect(writingBudgetFeature(true)).toBe(
      `AI writing: ${WRITING_BUDGETS.pro.runs} runs a day (${WRITING_BUDGETS.free.runs} on a free account)`,
    );
    expect(writingBudgetFeature(false)).toBeNull();
  });
});
