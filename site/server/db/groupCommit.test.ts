import { describe, expect, it } from 'vitest';
import { groupCommit } from './groupCommit';

/** An insert the test completes by hand, recording what each statement held. */
function manualInsert() {
  const statements: { rows: number[]; finish(error?: Error): void }[] = [];
  const insert = (rows: number[]) =>
    new Promise<void>((resolve, reject) => {
      statements.push({ rows, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { statements, insert };
}

const settled = (p: Promise<void>) => p.then(() => 'written', (e: Error) => `failed: ${e.message}`);
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('group commit', () => {
  it('writes a lone request at once, in its own statement', async () => {
    const { statements, insert } = manualInsert();
    const writer = groupCommit(insert);
    const done = settled(writer.write([1, 2]));
    expect(statements.map((s) => s.rows)).toEqual([[1, 2]]);
    statements[0]!.finish();
    expect(await done).toBe('written');
  });

  it('gathers what arrives while a statement is in flight into the next one, and answers each request only when its rows are in', async () => {
    const { statements, insert } = manualInsert();
    const writer = groupCommit(insert);
    const first = settled(writer.write([1]));
    const second = settled(writer.write([2, 3]));
    const third = settled(writer.write([4]));
    let secondDone = false;
    void second.then(() => (secondDone = true));
    expect(statements.map((s) => s.rows)).toEqual([[1]]);
    statements[0]!.finish();
    expect(await first).toBe('written');
    await tick();
    expect(secondDone, 'not answered before its statement ran').toBe(false);
    expect(statements.map((s) => s.rows)).toEqual([[1], [2, 3, 4]]);
    statements[1]!.finish();
    expect([await second, await third]).toEqual(['written', 'written']);
  });

  it('fails exactly the requests of a failed statement; the next ones are written', async () => {
    const { statements, insert } = manualInsert();
    const writer = groupCommit(insert);
    const first = settled(writer.write([1]));
    const second = settled(writer.write([2]));
    const third = settled(writer.write([3]));
    statements[0]!.finish();
    await tick();
    statements[1]!.finish(new Error('disk full'));
    expect([await first, await second, await third]).toEqual(['written', 'failed: disk full', 'failed: disk full']);
    const fourth = settled(writer.write([4]));
    expect(statements.at(-1)!.rows).toEqual([4]);
    statements.at(-1)!.finish();
    expect(await fourth).toBe('written');
  });

  it('keeps a statement under the row cap, never splitting a request', async () => {
    const { statements, insert } = manualInsert();
    const writer = groupCommit(insert, 4);
    const writes = [writer.write([0]), writer.write([1, 2]), writer.write([3, 4]), writer.write([5, 6, 7, 8, 9]), writer.write([10])];
    for (let i = 0; i < 5; i++) {
      await tick();
      statements.at(-1)?.finish();
    }
    await Promise.all(writes);
    // 1–4 fit one statement of 4; 5–9 is bigger than the cap and goes alone.
    expect(statements.map((s) => s.rows)).toEqual([[0], [1, 2, 3, 4], [5, 6, 7, 8, 9], [10]]);
  });

  it('writes nothing for no rows', async () => {
    const { statements, insert } = manualInsert();
    await groupCommit(insert).write([]);
    expect(statements).toEqual([]);
  });
});
