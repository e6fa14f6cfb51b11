/**
 * Writes that run together (group commit): a write asked for while the database is busy with
 * the group before waits for it to end, then goes with the others that waited, in one statement.
 * An idle database takes a write at once (after the current turn of the event loop, so writes
 * asked for in the same turn go together); under load, groups grow with the load, and a
 * statement's own cost (a round trip, a transaction, a commit) is shared by its group. Writes go
 * in the order they were asked for.
 *
 * `run` writes a group and answers each write's result, in order. When it fails for a group of
 * more than one, each of its writes runs again alone, so one that cannot be written (a row
 * another transaction just removed) fails alone and never its neighbours. Nothing is kept
 * between groups: two servers on one database each group their own writes.
 */
export function groupWrites<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  {
    max,
    fits = () => true,
  }: {
    /** The most writes in one group. */
    max: number;
    /** Whether `next` may join a group that begins with `first` (else it begins the next group). */
    fits?: (first: In, next: In) => boolean;
  },
): (item: In) => Promise<Out> {
  interface Waiting {
    item: In;
    resolve: (out: Out) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let busy = false;

  async function runAlone(write: Waiting): Promise<void> {
    try {
      const [out] = await run([write.item]);
      write.resolve(out as Out);
    } catch (error) {
      write.reject(error);
    }
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const first = waiting[0]!;
      let size = 1;
      try {
        while (size < waiting.length && size < max && fits(first.item, waiting[size]!.item)) size += 1;
      } catch {
        // A `fits` that fails sends the write on alone rather than stopping every later one.
      }
      const group = waiting.slice(0, size);
      waiting = waiting.slice(size);
      if (group.length === 1) {
        await runAlone(first);
        continue;
      }
      let outs: Out[] | null = null;
      try {
        outs = await run(group.map((w) => w.item));
      } catch {
        for (const write of group) await runAlone(write);
      }
      if (outs) group.forEach((write, i) => write.resolve(outs[i] as Out));
    }
    busy = false;
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!busy) {
        busy = true;
        setImmediate(() => void drain());
      }
    });
}
