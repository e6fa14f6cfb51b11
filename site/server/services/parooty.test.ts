import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenedDatabase } from '../db/client';
import { openTemplateCopy } from '../db/templateCopy.test-support';
import { sql } from 'drizzle-orm';
import { parootyTurns, rateCounters } from '../db/schema';
import type { HttpError } from '../http/errors';
import type { Assistant } from '../providers/assistant/types';
import { askParooty, conversationTurns, PAROOTY_LIMIT_PER_ADDRESS, PAROOTY_LIMIT_PER_SESSION } from './parooty';
import { RATE_COUNTER_RETENTION_MS, takeRequest } from './rateLimit';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTemplateCopy('perch-parooty-');
});
afterAll(() => opened.close());

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (e: HttpError) => `${e.status} ${e.headers['Retry-After']}`,
  );

describe('takeRequest', () => {
  it("allows max requests in the window after a scope's first one, then 429 until the sliding window has room", async () => {
    const t0 = new Date('2026-03-01T10:00:30Z');
    const limit = { scope: 'test:a', max: 3, windowMs: 60_000 };
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    expect(await outcome(takeRequest(opened.db, [limit], at(0)))).toBe(200);
    expect(await outcome(takeRequest(opened.db, [limit], at(20)))).toBe(200);
    // The window follows the first request, not the clock's minutes: 10:01:00 is no reset.
    expect(await outcome(takeRequest(opened.db, [limit], at(40)))).toBe(200);
    // Full (the refused request counts too): 15 s to the window's end, then 30 s while its 4 fade to 2.
    expect(await outcome(takeRequest(opened.db, [limit], at(45)))).toBe('429 45');
    expect(
      await outcome(takeRequest(opened.db, [{ ...limit, scope: 'test:b' }], at(45))),
      'another scope has its own budget',
    ).toBe(200);
    // Just past the window's end the sliding window still holds most of it: no fresh budget yet.
    expect(await outcome(takeRequest(opened.db, [limit], at(61)))).toBe('429 44');
    // 46 s into the next window the previous one weighs 4 × 14/60: 2 + 0.93 ≤ 3.
    expect(await outcome(takeRequest(opened.db, [limit], at(106)))).toBe(200);
  });

  it('#35.8 no double burst at a window edge: the next window starts with the last one still counted', async () => {
    const t0 = new Date('2026-03-01T10:30:00Z');
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    const limit = { scope: 'test:edge', max: 20, windowMs: 60_000 };
    for (let i = 0; i < 20; i += 1) expect(await outcome(takeRequest(opened.db, [limit], at(50)))).toBe(200);
    // A fixed window restarted at 110 s and took 20 more at once; sliding, 1 s after it the last
    // window still weighs 20 × 59/60.
    expect(await outcome(takeRequest(opened.db, [limit], at(111)))).toBe('429 5');
    expect(await outcome(takeRequest(opened.db, [limit], at(116)))).toBe(200);
  });

  it('refuses when any of several budgets is spent', async () => {
    const now = new Date('2026-03-01T11:00:00Z');
    const wide = { scope: 'test:wide', max: 2, windowMs: 60_000 };
    expect(await outcome(takeRequest(opened.db, [wide, { scope: 'test:s1', max: 10, windowMs: 60_000 }], now))).toBe(
      200,
    );
    expect(await outcome(takeRequest(opened.db, [wide, { scope: 'test:s2', max: 10, windowMs: 60_000 }], now))).toBe(
      200,
    );
    // The window's 60 s, then 40 s while its 3 fade to 1.
    expect(await outcome(takeRequest(opened.db, [wide, { scope: 'test:s3', max: 10, windowMs: 60_000 }], now))).toBe(
      '429 100',
    );
  });

  it('keeps each scope to its own window when windows differ, in one statement', async () => {
    const t0 = new Date('2026-03-01T13:00:00Z');
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    const short = { scope: 'test:short', max: 2, windowMs: 10_000 };
    const long = { scope: 'test:long', max: 4, windowMs: 60_000 };
    expect(await outcome(takeRequest(opened.db, [short, long], at(0)))).toBe(200);
    expect(await outcome(takeRequest(opened.db, [short, long], at(1)))).toBe(200);
    expect(await outcome(takeRequest(opened.db, [short, long], at(5))), 'the short window is spent').toBe('429 12');
    // 30 s on, the short window's count has slid out entirely; the long one still counts all it took.
    expect(await outcome(takeRequest(opened.db, [short, long], at(30)))).toBe(200);
    expect(await outcome(takeRequest(opened.db, [short, long], at(31))), 'now the long one decides').toBe('429 53');
  });

  it('counts simultaneous requests exactly', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        outcome(takeRequest(opened.db, [{ scope: 'test:race', max: 10, windowMs: 60_000 }], now)),
      ),
    );
    expect(results.filter((r) => r === 200)).toHaveLength(10);
  });

  it('forgets counters of long-ended windows', async () => {
    const old = new Date('2026-03-01T08:00:00Z');
    await takeRequest(opened.db, [{ scope: 'test:old', max: 5, windowMs: 60_000 }], old);
    await takeRequest(
      opened.db,
      [{ scope: 'test:new', max: 5, windowMs: 60_000 }],
      new Date(old.getTime() + RATE_COUNTER_RETENTION_MS + 60_000),
    );
    const scopes = (await opened.db.select({ scope: rateCounters.scope }).from(rateCounters)).map((r) => r.scope);
    expect(scopes).not.toContain('test:old');
    expect(scopes).toContain('test:new');
  });
});

describe('askParooty', () => {
  const reply = {
    content: 'Squawk! Try this.',
    toolRecommendations: [
      {
        id: 'word-counter',
        name: 'Word Counter',
        description: 'Count words.',
        category: 'Text',
        url: '/app/word-counter',
        why: 'It counts.',
        pro: false,
      },
    ],
  };
  const assistant = (readsHistory: boolean): Assistant & { answer: ReturnType<typeof vi.fn> } => ({
    name: readsHistory ? 'openai' : 'embedded',
    readsHistory,
    answersAtOnce: !readsHistory,
    answer: vi.fn(async () => ({
      ...reply,
      answeredBy: readsHistory ? ('openai' as const) : ('embedded' as const),
      confidence: readsHistory ? null : 0.42,
    })),
  });

  it('answers, and stores the question and the answer for the session', async () => {
    const parrot = assistant(false);
    const now = new Date();
    const answer = await askParooty(
      opened.db,
      parrot,
      { query: 'count words', sessionId: 'widget-1' },
      { ip: '10.0.0.1', userId: null, now },
    );
    expect(answer).toEqual(reply);
    expect(parrot.answer).toHaveBeenCalledWith('count words');
    const turns = await conversationTurns(opened.db, 'widget-1');
    expect(turns.map((t) => [t.role, t.content, t.recommendations, t.answeredBy, t.confidence])).toEqual([
      ['user', 'count words', null, null, null],
      [
        'assistant',
        reply.content,
        [{ id: 'word-counter', url: '/app/word-counter', why: 'It counts.' }],
        'embedded',
        0.42,
      ],
    ]);
  });

  it('hands the conversation so far to an assistant that reads it', async () => {
    const parrot = assistant(true);
    await askParooty(opened.db, parrot, { query: 'first', sessionId: 'widget-2' }, { ip: null, userId: null });
    await askParooty(opened.db, parrot, { query: 'second', sessionId: 'widget-2' }, { ip: null, userId: null });
    expect(parrot.answer).toHaveBeenLastCalledWith('second', {
      history: [
        { role: 'user', content: 'first' },
        { role: 'assistant', content: reply.content },
      ],
    });
  });

  it('counts each question against the session and the address (429 past either) and stores nothing refused', async () => {
    const parrot = assistant(false);
    const now = new Date('2026-03-02T10:00:00Z');
    const limits = { perSession: PAROOTY_LIMIT_PER_SESSION, perAddress: { ...PAROOTY_LIMIT_PER_ADDRESS, max: 2 } };
    const asker = { ip: '10.0.0.9', userId: null, limits, now };
    expect(await outcome(askParooty(opened.db, parrot, { query: 'a', sessionId: 'widget-3' }, asker))).toBe(200);
    expect(await outcome(askParooty(opened.db, parrot, { query: 'b', sessionId: 'widget-4' }, asker))).toBe(200);
    expect(await outcome(askParooty(opened.db, parrot, { query: 'c', sessionId: 'widget-5' }, asker))).toBe('429 100');
    expect(await conversationTurns(opened.db, 'widget-5')).toEqual([]);
  });

  it('counts and stores simultaneous questions exactly: an embedded answer is counted and stored in one statement', async () => {
    const parrot = assistant(false);
    const now = new Date('2026-03-02T11:00:00Z');
    const limits = { perSession: { ...PAROOTY_LIMIT_PER_SESSION, max: 10 }, perAddress: PAROOTY_LIMIT_PER_ADDRESS };
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        outcome(
          askParooty(
            opened.db,
            parrot,
            { query: `q${i}`, sessionId: 'widget-race' },
            { ip: '10.0.0.10', userId: null, limits, now },
          ),
        ),
      ),
    );
    expect(results.filter((r) => r === 200)).toHaveLength(10);
    expect(results.filter((r) => String(r).startsWith('429 '))).toHaveLength(5);
    const turns = await conversationTurns(opened.db, 'widget-race');
    expect(turns.filter((t) => t.role === 'user')).toHaveLength(10);
    expect(turns.filter((t) => t.role === 'assistant')).toHaveLength(10);
    // Asked together, they were counted and stored together: one transaction wrote every turn.
    const writers = await opened.db.execute(
      sql`select distinct xmin::text as xid from ${parootyTurns} where session_id = 'widget-race'`,
    );
    expect((writers as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('asks a model only once the question is counted and allowed', async () => {
    const parrot = assistant(true);
    const now = new Date('2026-03-02T12:00:00Z');
    const limits = { perSession: { ...PAROOTY_LIMIT_PER_SESSION, max: 1 }, perAddress: PAROOTY_LIMIT_PER_ADDRESS };
    const asker = { ip: null, userId: null, limits, now };
    expect(await outcome(askParooty(opened.db, parrot, { query: 'one', sessionId: 'widget-model' }, asker))).toBe(200);
    expect(await outcome(askParooty(opened.db, parrot, { query: 'two', sessionId: 'widget-model' }, asker))).toBe(
      '429 120',
    );
    expect(parrot.answer).toHaveBeenCalledTimes(1);
    expect((await conversationTurns(opened.db, 'widget-model')).map((t) => t.content)).toEqual(['one', reply.content]);
  });
});

describe('askParooty, questions asked together (one statement counts and stores them)', () => {
  const answering: Assistant = {
    name: 'embedded',
    readsHistory: false,
    answersAtOnce: true,
    answer: async (query) => ({
      content: `About ${query}`,
      toolRecommendations: [],
      answeredBy: 'embedded',
      confidence: 0.5,
    }),
  };
  const tight = {
    perSession: { max: 3, windowMs: 60_000 },
    perAddress: { max: 4, windowMs: 60_000 },
  };
  const storedQuestions = async (sessionIds: string[]) => {
    const stored: string[] = [];
    for (const id of sessionIds)
      for (const turn of await conversationTurns(opened.db, id)) if (turn.role === 'user') stored.push(turn.content);
    return stored.sort();
  };

  it('refuses, tells the wait and stores exactly as the same questions asked one at a time', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Times in order, some together, across the ends of the 60 s windows (a window still
        // current, just ended, long ended).
        fc.array(
          fc.record({
            session: fc.nat(2),
            address: fc.option(fc.nat(1)),
            seconds: fc.constantFrom(0, 1, 30, 59, 60, 61, 100, 125, 200),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        async (unordered) => {
          const questions = unordered.toSorted((a, b) => a.seconds - b.seconds);
          const run = randomUUID();
          // Each side its own scopes (sessions and addresses), both at the same times.
          const ask = (side: string, q: (typeof questions)[number], i: number) =>
            askParooty(
              opened.db,
              answering,
              { query: `question ${i}`, sessionId: `${side}-${run}-${q.session}` },
              {
                ip: q.address === null ? null : `${side}-${run}-${q.address}`,
                userId: null,
                limits: tight,
                now: new Date(Date.UTC(2026, 3, 1, 12, 0, q.seconds)),
              },
            );
          const alone: unknown[] = [];
          for (const [i, q] of questions.entries()) alone.push(await outcome(ask('alone', q, i)));
          const together = await Promise.all(questions.map((q, i) => outcome(ask('together', q, i))));
          expect(together).toEqual(alone);
          const sessions = (side: string) => [0, 1, 2].map((s) => `${side}-${run}-${s}`);
          expect(await storedQuestions(sessions('together'))).toEqual(await storedQuestions(sessions('alone')));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a question that cannot be stored fails alone, not the questions asked with it', async () => {
    const run = randomUUID();
    const nobody = randomUUID(); // no such user: its turns break the foreign key
    const results = await Promise.all(
      [null, nobody, null].map((userId, i) =>
        askParooty(
          opened.db,
          answering,
          { query: `q${i}`, sessionId: `fails-${run}-${i}` },
          { ip: null, userId, limits: tight },
        ).then(
          (reply) => reply.content,
          (error: Error) => `failed: ${error.message}`,
        ),
      ),
    );
    expect(results[0]).toBe('About q0');
    expect(results[1]).toMatch(/^failed: /);
    expect(results[2]).toBe('About q2');
    expect(await storedQuestions([0, 1, 2].map((i) => `fails-${run}-${i}`))).toEqual(['q0', 'q2']);
  });
});
