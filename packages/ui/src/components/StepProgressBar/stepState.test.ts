import { describe, expect, it } from 'vitest';
import { connectorState, stepCaption, stepState, type ProgressStep } from './stepState';

const step = (over: Partial<ProgressStep>): ProgressStep => ({
  id: 'x',
  title: 'Step',
  description: '',
  completed: false,
  current: false,
  locked: false,
  ...over,
});

describe('stepState', () => {
  it('applies completed, then current, then locked, then default', () => {
    expect(stepState({ completed: true, current: true, locked: true })).toBe('completed');
    expect(stepState({ completed: false, current: true, locked: true })).toBe('current');
    expect(stepState({ completed: false, current: false, locked: true })).toBe('locked');
    expect(stepState({ completed: false, current: false, locked: false })).toBe('default');
  });
});

describe('connectorState', () => {
  it('is green after a completed step', () => {
    expect(connectorState(step({ completed: true }), step({ locked: true }))).toBe('completed');
  });
  it('is a copper-to-grey gradient from the current step to a locked one', () => {
    expect(connectorState(step({ current: true }), step({ locked: true }))).toBe('unlocking');
  });
  it('is grey otherwise', () => {
    expect(connectorState(step({ current: true }), step({}))).toBe('default');
    expect(connectorState(step({}), step({ locked: true }))).toBe('default');
  });
});

describe('stepCaption', () => {
  it('says which step of how many, and asks to subscribe when the current one is locked', () => {
    const steps = [
      step({ title: 'A', completed: true }),
      step({ title: 'B', description: 'What B asks of you.', current: true, locked: true }),
      step({ title: 'C' }),
    ];
    expect(stepCaption(steps)).toEqual({ text: 'Step 2 of 3: B', locked: true, description: 'What B asks of you.' });
    expect(stepCaption([step({ title: 'A', current: true })])).toEqual({
      text: 'Step 1 of 1: A',
      locked: false,
      description: '',
    });
    expect(stepCaption([step({})])).toBeNull();
  });
});
