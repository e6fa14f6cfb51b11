import { describe, expect, it } from 'vitest';
import { groupWrites } from './grouped';

/** A writer whose groups are recorded and end when the test says (`finish`). */
function recording(options: { max: number; fits?: (first: number, next: number) => boolean; failing?: number }) {
  const groups: number[][] = [];
  const pending: Array<() => void> = [];
  const write = groupWrites((items: number[]) => {
    groups.push(items);
    return new Promise<string[]>((resolve, reject) =>
      pending.push(() =>
        items.includes(options.failing ?? Number.NaN)
          ? reject(new Error(`cannot write ${options.failing}`))
          : resolve(items.map((n) => `wrote ${n}`)),
      ),
    );
  }, options);
  /** Ends the group in flight and lets the writer start the next one. */
  const finish = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { write, groups, finish };
}

describe('groupWrites', () => {
  it('writes what is asked for in one turn together, and what is asked for meanwhile as the next group', async () => {
    const { write, groups, finish } = recording({ max: 10 });
    const first = [write(1), write(2), write(3)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(groups).toEqual([[1, 2, 3]]);
    const second = [write(4), write(5)];
    await finish();
    expect(await Promise.all(first)).toEqual(['wrote 1', 'wrote 2', 'wrote 3']);
    expect(groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    await finish();
    expect(await Promise.all(second)).toEqual(['wrote 4', 'wrote 5']);
    // Idle again: the next write goes at once, alone.
    const third = write(6);
    await new Promise((resolve) => setImmediate(resolve));
    await finish();
    expect(await third).toBe('wrote 6');
    expect(groups.at(-1)).toEqual([6]);
  });

  it('keeps groups to `max` and to writes that fit the first, in the order asked for', async () => {
    const { write, groups, finish } = recording({ max: 3, fits: (first, next) => Math.abs(next - first) < 100 });
    const all = [1, 2, 3, 4, 5, 200, 201, 6].map((n) => write(n));
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 4; i++) await finish();
    expect(groups).toEqual([[1, 2, 3], [4, 5], [200, 201], [6]]);
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5, 200, 201, 6].map((n) => `wrote ${n}`));
  });

  it('runs each write of a failed group alone, so only the one that cannot be written fails', async () => {
    const { write, groups, finish } = recording({ max: 10, failing: 2 });
    const results = [1, 2, 3].map((n) =>
      write(n).then(
        (out) => out,
        (error: Error) => error.message,
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 4; i++) await finish();
    expect(groups).toEqual([[1, 2, 3], [1], [2], [3]]);
    expect(await Promise.all(results)).toEqual(['wrote 1', 'cannot write 2', 'wrote 3']);
  });

  it('goes on when `fits` fails: the write goes alone, and later writes still go', async () => {
    const { write, groups, finish } = recording({
      max: 10,
      fits: (_first, next) => {
        if (next === 2) throw new Error('cannot compare');
        return true;
      },
    });
    const all = [1, 2, 3].map((n) => write(n));
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 3; i++) await finish();
    expect(await Promise.all(all)).toEqual(['wrote 1', 'wrote 2', 'wrote 3']);
    expect(groups).toEqual([[1], [2, 3]]);
    const later = write(4);
    await new Promise((resolve) => setImmediate(resolve));
    await finish();
    expect(await later).toBe('wrote 4');
  });
});
