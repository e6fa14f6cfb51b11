import { describe, expect, it } from 'vitest';
import { MAX_WORKERS, workerCount } from './workers.mjs';

const PG = 'postgres://perch@127.0.0.1:5432/perch';

describe('PERCH_WORKERS', () => {
  it('is one process unless set; a count from 1 to 64; "auto" is one per core', () => {
    expect([undefined, '', '  '].map((v) => workerCount(v, undefined, 8))).toEqual([1, 1, 1]);
    expect(['1', ' 2 ', '64'].map((v) => workerCount(v, PG, 8))).toEqual([1, 2, MAX_WORKERS]);
    expect(workerCount('auto', PG, 8)).toBe(8);
    expect(workerCount('AUTO', undefined, 1), 'one core: one process, no PostgreSQL needed').toBe(1);
    expect(workerCount('1', undefined, 8), 'one process needs no PostgreSQL').toBe(1);
  });

  it('refuses anything else, saying what to set', () => {
    for (const bad of ['0', '65', '-1', '1.5', 'two', '2x', '1e1']) {
      expect(() => workerCount(bad, PG, 8), bad).toThrow(
        `PERCH_WORKERS must be a whole number from 1 to 64, or "auto" for one per core (it is "${bad}").`,
      );
    }
  });

  it('refuses more than one process on the embedded database', () => {
    expect(() => workerCount('2', undefined, 8)).toThrow(
      'PERCH_WORKERS=2 needs PostgreSQL (set DATABASE_URL): the embedded database belongs to one process.',
    );
    expect(() => workerCount('auto', '', 4)).toThrow('PERCH_WORKERS=auto needs PostgreSQL');
  });
});
