import { asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { parootyTurns } from '../db/schema';
import { preparedSql } from '../db/prepared';
import { HttpError } from '../http/errors';
import type { AnswerResult, Assistant, AssistantAnswer, ToolRecommendation } from '../providers/assistant/types';
import {
  countingSql,
  countingValues,
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
 * database instead of two. A model is asked only after the question is counted and allowed.
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
    const rows = await askStatement(db, limits.length).execute({
      ...countingValues(limits, askedAt),
      ...limitValues(limits),
      ...turnValues(input, asker, askedAt, answer),
    });
    await settleCount(db, rows, limits, askedAt, TOO_MANY_REQUESTS);
    return replyOf(answer);
  }
  await takeRequest(db, limits, askedAt);
  const history = assistant.readsHistory ? await conversationHistory(db, input.sessionId) : [];
  const answer = await assistant.answer(input.query, {
    history,
    ...(asker.onContent ? { onContent: asker.onContent } : {}),
  });
  await turnsStatement(db).execute(turnValues(input, asker, askedAt, answer));
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

const limitValues = (limits: RateLimit[]) => Object.fromEntries(limits.map((l, i) => [`max${i}`, l.max]));

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
    recommendations: JSON.stringify(answer.toolRecommendations.map((t) => ({ id: t.id, url: t.url, why: t.why }))),
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

/**
 * Counts a question against `scopes` budgets and stores its turns unless a count went past its
 * limit (max{i}), in one statement; returns the counts (rateLimit.ts decides on the 429).
 */
function askStatement(db: Database, scopes: number) {
  return preparedSql<CountedRow>(db, `perch_parooty_ask_${scopes}`, () => {
    const spent = sql.join(
      Array.from(
        { length: scopes },
        (_, i) => sql`(scope = ${sql.placeholder(`scope${i}`)} and count > ${sql.placeholder(`max${i}`)}::int)`,
      ),
      sql` or `,
    );
    return sql`with counted as (${countingSql(scopes)}), stored as (insert into ${parootyTurns} ${TURN_COLUMNS} select * from ${turnRows()} as turn where not exists (select 1 from counted where ${spent})) select scope, count, raw, previous, window_ms from counted`;
  });
}

/** Stores a question and its answer (after a model answered): prepared once per database. */
function turnsStatement(db: Database) {
  return preparedSql<never>(
    db,
    'perch_parooty_turns',
    () => sql`insert into ${parootyTurns} ${TURN_COLUMNS} select * from ${turnRows()} as turn`,
  );
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
  await turnsStatement(db).execute(turnValues(input, { userId }, askedAt, answer, new Date(askedAt.getTime() + 1)));
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
