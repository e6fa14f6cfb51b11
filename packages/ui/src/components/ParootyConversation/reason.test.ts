import { describe, expect, it } from 'vitest';
import { cardReason, reasonAddsToDescription } from './reason';

describe("a recommendation card's reason", () => {
  it('is left out when it only repeats the description above it', () => {
    expect(
      reasonAddsToDescription(
        'makes the 256-bit BLAKE3 hash of text or hex bytes',
        'Make the 256-bit BLAKE3 hash of text or hex bytes.',
      ),
    ).toBe(false);
    expect(reasonAddsToDescription('converts kilometres to miles', 'Convert kilometres to miles.')).toBe(false);
    expect(reasonAddsToDescription('', 'Convert kilometres to miles.')).toBe(false);
  });

  it('is shown when it says why this tool fits', () => {
    expect(reasonAddsToDescription('It converts your 10 km straight away.', 'Convert kilometres to miles.')).toBe(true);
    expect(reasonAddsToDescription('For the way back.', 'Convert miles to kilometres.')).toBe(true);
  });
});

describe('cardReason', () => {
  const description = 'Work out what a meeting costs from the people in it.';
  it('keeps only what a reason adds after restating the description', () => {
    expect(
      cardReason('works out what a meeting costs from the people in it — you mentioned “standup”', description),
    ).toBe('You mentioned “standup”.');
  });
  it('keeps a reason of its own whole, and drops one that only repeats', () => {
    expect(cardReason('It works out your standup — all five of you.', description)).toBe(
      'It works out your standup — all five of you.',
    );
    expect(cardReason('works out what a meeting costs from the people in it', description)).toBeNull();
    expect(cardReason(undefined, description)).toBeNull();
  });
});
