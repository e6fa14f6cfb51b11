import { asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { parootyTurns } from '../db/schema';
import { preparedSql } from '../db/prepared';
import { HttpError } from '../http/errors';
import type { AnswerResult, Assistant, AssistantAnswer, ToolRecommendation } from '../providers/assistant/types';
import { groupWrites } from '../db/grouped';
import {
  countingCtes,
  countingValues,
  distinctScopes,
  settleCount,
  takeRequest,
  TOO_MANY_REQUESTS,
  type CountedRow,
  type RateLimit,
} from './rateLimit';

/** Longest question Parooty takes (characters, after trimming). */
export const PAROOTY_QUERY_MAX_CHARS = 2_000;
/** Longest session id (the widget sends "widget-" + a timestamp). */
export const PAROOTY_SESSION_ID_MAX_CHARS = 100;
/** Questions one conversation may ask per minute. */
export const PAROOTY_LIMIT_PER_SESSION = { max: 20, windowMs: 60_000 } as const;
/** Questions one client address may ask per minute, across all its conversations. */
export const PAROOTY_LIMIT_PER_ADDRESS = { max: 60, windowMs: 60_000 } as const;
/** Earlier turns handed to an assistant that reads the conversation. */
export const PAROOTY_HISTORY_TURNS = 6;

export const parootyQuerySchema = z.strictObject({
  query: z
    .string({ error: 'query must be text' })
    .trim()
    .min(1, 'query must not be empty')
    .max(PAROOTY_QUERY_MAX_CHARS, `query must be at most ${PAROOTY_QUERY_MAX_CHARS.toLocaleString('en')} characters`),
  sessionId: z
    .string({ error: 'sessionId must be text' })
    .trim()
    .min(1, 'sessionId must not be empty')
    .max(PAROOTY_SESSION_ID_MAX_CHARS, `sessionId must be at most ${PAROOTY_SESSION_ID_MAX_CHARS} characters`),
});
export type ParootyQuery = z.infer<typeof parootyQuerySchema>;

export interface ParootyLimits {
  perSession: Omit<RateLimit, 'scope'>;
  perAddress: Omit<RateLimit, 'scope'>;
}

export interface ParootyAsker {
  /** The client address (its own budget); null when unknown. */
  ip: string | null;
  /** The signed-in user, recorded with the turns. */
  userId: string | null;
  limits?: ParootyLimits;
  now?: Date;
  /** The answer's text so far while a model streams it (see AssistantContext.onContent). */
  onContent?: (soFar: string) => void;
}

/** Parooty query response (spec §3): what the API returns under `data`. */
export interface ParootyReply {
  content: string;
  toolRecommendations: ToolRecommendation[];
  /** With a "not yet" answer: the tool to ask for, and /app-request's address with the form filled in. */
  toolRequest?: { name: string; url: string };
  /** When the reply states a tool's own result: which tool, its text, and the sentence `content` opens with. */
  result?: AnswerResult;
}

/** The reply the API returns: the answer's own parts, never how it was made. */
const replyOf = (answer: AssistantAnswer): ParootyReply => ({
  content: answer.content,
  toolRecommendations: answer.toolRecommendations,
  ...(answer.toolRequest ? { toolRequest: answer.toolRequest } : {}),
  ...(answer.result ? { result: answer.result } : {}),
});

/**
 * Answers a question: counts it against the session's and the address's budgets (429 past
 * either, and nothing stored), asks the assistant (which never fails), stores the question and
 * the answer as turns of the session's conversation, and returns the answer.
 *
 * An assistant that answers at once (the embedded recommender) answers first; then one statement
 * counts the question and stores the turns only if it was allowed — one round trip to the
 * database instead of two — and that statement is shared with the questions asked meanwhile
 * ({@link askedWrites}). A model is asked only after the question is counted and allowed.
 */
export async function askParooty(
  db: Database,
  assistant: Assistant,
  input: ParootyQuery,
  asker: ParootyAsker,
): Promise<ParootyReply> {
  const askedAt = asker.now ?? new Date();
  const limits = budgets(input, asker);
  if (assistant.answersAtOnce) {
    const answer = await assistant.answer(input.query);
    const rows = await askedWrites(db)({ limits, askedAt, turns: turnValues(input, asker, askedAt, answer) });
    await settleCount(db, rows, limits, askedAt, TOO_MANY_REQUESTS);
    return replyOf(answer);
  }
  await takeRequest(db, limits, askedAt);
  const history = assistant.readsHistory ? await conversationHistory(db, input.sessionId) : [];
  const answer = await assistant.answer(input.query, {
    history,
    ...(asker.onContent ? { onContent: asker.onContent } : {}),
  });
  await storeTurns(db, turnValues(input, asker, askedAt, answer));
  return replyOf(answer);
}

/** The session's budget, and the address's when the address is known. */
function budgets(input: ParootyQuery, asker: ParootyAsker): RateLimit[] {
  const limits = asker.limits ?? { perSession: PAROOTY_LIMIT_PER_SESSION, perAddress: PAROOTY_LIMIT_PER_ADDRESS };
  return [
    { scope: `parooty-session:${input.sessionId}`, ...limits.perSession },
    ...(asker.ip ? [{ scope: `parooty-ip:${asker.ip}`, ...limits.perAddress }] : []),
  ];
}

/** The placeholder values of the stored turns (an answer is always after its question). */
function turnValues(
  input: ParootyQuery,
  asker: Pick<ParootyAsker, 'userId'>,
  askedAt: Date,
  answer: Omit<AssistantAnswer, 'answeredBy'> & { answeredBy: AssistantAnswer['answeredBy'] | 'device' },
  answeredAt = new Date(Math.max(Date.now(), askedAt.getTime() + 1)),
) {
  return {
    sessionId: input.sessionId,
    userId: asker.userId,
    question: input.query,
    askedAt: askedAt.toISOString(),
    answer: answer.content,
    recommendations: answer.toolRecommendations.map((t) => ({ id: t.id, url: t.url, why: t.why })),
    answeredBy: answer.answeredBy,
    confidence: answer.confidence ?? null,
    answeredAt: answeredAt.toISOString(),
  };
}

/** The question and the answer as rows of parooty_turns (placeholders of {@link turnValues}). */
function turnRows() {
  const p = sql.placeholder;
  return sql`(values (${p('sessionId')}, ${p('userId')}::uuid, 'user', ${p('question')}, null::jsonb, null, null::float8, ${p('askedAt')}::timestamptz), (${p('sessionId')}, ${p('userId')}::uuid, 'assistant', ${p('answer')}, ${p('recommendations')}::jsonb, ${p('answeredBy')}, ${p('confidence')}::float8, ${p('answeredAt')}::timestamptz))`;
}
const TURN_COLUMNS = sql`(session_id, user_id, role, content, recommendations, answered_by, confidence, created_at)`;

/** A question answered at once, to count against its budgets and store with its answer. */
interface AskedWrite {
  limits: RateLimit[];
  askedAt: Date;
  turns: ReturnType<typeof turnValues>;
}

/**
 * Questions asked more than this apart are not counted in one group: a group is counted at the
 * latest of its questions' times, so a question is counted at most this much after it was asked
 * (under load it waits for the statement before, a few milliseconds).
 */
const GROUP_SPAN_MS = 50;
/** The most questions counted and stored in one statement. */
const GROUP_MAX = 32;

const groups = new WeakMap<Database, (write: AskedWrite) => Promise<CountedRow[]>>();

/**
 * Counts questions answered at once and stores their turns (group commit, db/grouped.ts): the
 * questions asked while the statement before was running are counted and stored by the next one
 * together. Under load that is most of them: a statement's cost is mostly its own, not its rows'
 * (on PGlite, storing 20 turns cost 1.3 × storing 2). Each question gets the counts it would have
 * had alone, asked in its turn (see {@link countAndStore}).
 */
function askedWrites(db: Database) {
  let write = groups.get(db);
  if (!write) {
    write = groupWrites((items: AskedWrite[]) => countAndStore(db, items), {
      max: GROUP_MAX,
      fits: (first, next) => Math.abs(next.askedAt.getTime() - first.askedAt.getTime()) <= GROUP_SPAN_MS,
    });
    groups.set(db, write);
  }
  return write;
}

/**
 * Counts `items` against their budgets at the latest of their times, and stores the turns of
 * each question that stayed within its limits, in one statement. A scope several questions share
 * is counted once by their number; each question's counts are those after it (the scope's count
 * less the questions after it that share the scope): what it would have had counted alone in its
 * turn. So a question is refused exactly when it would have been alone at the group's time, and
 * told the same wait.
 */
async function countAndStore(db: Database, items: AskedWrite[]): Promise<CountedRow[][]> {
  const now = new Date(Math.max(...items.map((item) => item.askedAt.getTime())));
  const scopes = new Map(
    distinctScopes(
      items.flatMap((item) => item.limits),
      1,
    ).map((counting) => [counting.scope, counting]),
  );
  const counted = new Map<string, number>();
  const questions = items.map(({ limits, turns }) => ({
    session_id: turns.sessionId,
    user_id: turns.userId,
    question: turns.question,
    asked_at: turns.askedAt,
    answer: turns.answer,
    recommendations: turns.recommendations,
    answered_by: turns.answeredBy,
    confidence: turns.confidence,
    answered_at: turns.answeredAt,
    limits: limits.map((limit) => {
      const place = (counted.get(limit.scope) ?? 0) + 1;
      counted.set(limit.scope, place);
      return { scope: limit.scope, later: scopes.get(limit.scope)!.by - place, max: limit.max };
    }),
  }));
  const rows = await askStatement(db).execute({
    ...countingValues([...scopes.values()], now),
    questions: JSON.stringify(questions),
  });
  const byScope = new Map(rows.map((row) => [row.scope, row]));
  return questions.map((question) =>
    question.limits.map(({ scope, later }) => {
      const row = byScope.get(scope)!;
      return { ...row, count: row.count - later, raw: row.raw - later };
    }),
  );
}

/**
 * Counts questions against their budgets and stores the turns of each one whose counts stay
 * within its limits, in one statement (placeholders of {@link countingCtes}, and `questions`:
 * JSON of {@link countAndStore}'s questions); returns each scope's counts.
 */
function askStatement(db: Database) {
  return preparedSql<CountedRow>(
    db,
    'perch_parooty_ask',
    () =>
      sql`with ${countingCtes()}, asked as (select * from jsonb_to_recordset(${sql.placeholder('questions')}::jsonb) as q(session_id text, user_id uuid, question text, asked_at timestamptz, answer text, recommendations jsonb, answered_by text, confidence float8, answered_at timestamptz, limits jsonb)), allowed as (select * from asked q where not exists (select 1 from counted c join jsonb_to_recordset(q.limits) as l(scope text, later int, max int) on c.scope = l.scope where c.count - l.later > l.max)), stored as (insert into ${parootyTurns} ${TURN_COLUMNS} select turn.* from allowed q cross join lateral (values (q.session_id, q.user_id, 'user', q.question, null::jsonb, null::text, null::float8, q.asked_at), (q.session_id, q.user_id, 'assistant', q.answer, q.recommendations, q.answered_by, q.confidence, q.answered_at)) as turn) select scope, count, raw, previous, window_ms from counted`,
  );
}

/** Stores a question and its answer (after a model answered): one statement, prepared once per database. */
function storeTurns(db: Database, turns: ReturnType<typeof turnValues>) {
  return preparedSql<never>(
    db,
    'perch_parooty_turns',
    () => sql`insert into ${parootyTurns} ${TURN_COLUMNS} select * from ${turnRows()} as turn`,
  ).execute({ ...turns, recommendations: JSON.stringify(turns.recommendations) });
}

async function conversationHistory(db: Database, sessionId: string) {
  const rows = await db
    .select({ role: parootyTurns.role, content: parootyTurns.content })
    .from(parootyTurns)
    .where(eq(parootyTurns.sessionId, sessionId))
    .orderBy(desc(parootyTurns.createdAt))
    .limit(PAROOTY_HISTORY_TURNS);
  return rows.reverse();
}

/** How long after it was asked a question answered on a device may still be logged (its queue keeps it a week at most). */
export const DEVICE_TURN_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const deviceTurnSchema = z.strictObject({
  query: parootyQuerySchema.shape.query,
  sessionId: parootyQuerySchema.shape.sessionId,
  askedAt: z.iso.datetime({ offset: true, error: 'askedAt must be an ISO date and time' }),
});
export type DeviceTurn = z.infer<typeof deviceTurnSchema>;

/**
 * Logs a question the device answered while the server could not be reached (POST
 * /api/parooty/turns, replayed from the offline queue, once per Idempotency-Key): the question at
 * the time it was asked, and the embedded recommender's answer to it — the same recommender the
 * device ran, so the same tools — marked answered_by 'device'. Counts against no Parooty budget:
 * the write budget of queued writes already limits it. A time in the future or more than
 * {@link DEVICE_TURN_MAX_AGE_MS} ago is refused (400).
 */
export async function logDeviceTurn(
  db: Database,
  assistant: Assistant,
  input: DeviceTurn,
  userId: string | null,
  now = new Date(),
): Promise<{ logged: true; answeredBy: 'device'; toolIds: string[] }> {
  const askedAt = new Date(input.askedAt);
  if (askedAt.getTime() > now.getTime() + 60_000 || now.getTime() - askedAt.getTime() > DEVICE_TURN_MAX_AGE_MS)
    throw new HttpError(400, 'Invalid askedAt', { askedAt: 'must be within the last 30 days' });
  const answer = { ...(await assistant.answer(input.query)), answeredBy: 'device' as const };
  // Answered on the device as it was asked: the answer's time is the question's, 1 ms on.
  await storeTurns(db, turnValues(input, { userId }, askedAt, answer, new Date(askedAt.getTime() + 1)));
  return { logged: true, answeredBy: 'device', toolIds: answer.toolRecommendations.map((t) => t.id) };
}

/** A session's stored turns, oldest first. */
export async function conversationTurns(db: Database, sessionId: string) {
  return db
    .select()
    .from(parootyTurns)
    .where(eq(parootyTurns.sessionId, sessionId))
    .orderBy(asc(parootyTurns.createdAt));
}
