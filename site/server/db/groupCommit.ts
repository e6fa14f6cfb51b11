/**
 * Group commit: rows that many requests write to one table at about the same time go to the
 * database in one multi-row INSERT, and each request still waits until its own rows are written
 * (so nothing is answered before it is stored, and a failed write fails every request in it).
 *
 * While one INSERT is in flight, the rows that arrive are queued; when it returns, all of them go
 * in the next. With one request at a time nothing waits (its rows go at once); under load the
 * statements per request fall with the load. Nothing is kept in memory between requests beyond
 * the rows waiting for that next statement, so any number of server instances may do this.
 */
export const GROUP_COMMIT_MAX_ROWS = 500;

export interface GroupCommit<Row> {
  /** Writes `rows` with whatever else is waiting; resolves once they are in the database. */
  write(rows: readonly Row[]): Promise<void>;
}

interface Waiting<Row> {
  rows: readonly Row[];
  resolve(): void;
  reject(error: unknown): void;
}

export function groupCommit<Row>(insert: (rows: Row[]) => Promise<unknown>, maxRows = GROUP_COMMIT_MAX_ROWS): GroupCommit<Row> {
  let waiting: Waiting<Row>[] = [];
  let flushing = false;

  const flush = async () => {
    flushing = true;
    try {
      while (waiting.length > 0) {
        // Whole requests only, up to maxRows (a request bigger than that goes alone).
        let count = 0;
        let take = 0;
        while (take < waiting.length && (take === 0 || count + waiting[take]!.rows.length <= maxRows)) count += waiting[take++]!.rows.length;
        const batch = waiting.slice(0, take);
        waiting = waiting.slice(take);
        try {
          await insert(batch.flatMap((w) => w.rows));
          for (const w of batch) w.resolve();
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      flushing = false;
    }
  };

  return {
    write(rows) {
      if (rows.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiting.push({ rows, resolve, reject });
        if (!flushing) void flush();
      });
    },
  };
}
