import { asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { parootyTurns } from '../db/schema';
import type { Assistant, ToolRecommendation } from '../providers/assistant/types';
import { takeRequest, type RateLimit } from './rateLimit';

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

export const parootyQuerySchema = z.object({
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
}

/**
 * Answers a question: counts it against the session's and the address's budgets (429 past
 * either), asks the assistant (which never fails), stores the question and the answer as turns
 * of the session's conversation, and returns the answer.
 */
export async function askParooty(db: Database, assistant: Assistant, input: ParootyQuery, asker: ParootyAsker): Promise<ParootyReply> {
  const askedAt = asker.now ?? new Date();
  const limits = asker.limits ?? { perSession: PAROOTY_LIMIT_PER_SESSION, perAddress: PAROOTY_LIMIT_PER_ADDRESS };
  await takeRequest(
    db,
    [{ scope: `parooty-session:${input.sessionId}`, ...limits.perSession }, ...(asker.ip ? [{ scope: `parooty-ip:${asker.ip}`, ...limits.perAddress }] : [])],
    askedAt,
  );
  const history = assistant.readsHistory ? await conversationHistory(db, input.sessionId) : [];
  const answer = await assistant.answer(input.query, { history, ...(asker.onContent ? { onContent: asker.onContent } : {}) });
  const answeredAt = new Date(Math.max(Date.now(), askedAt.getTime() + 1));
  await turnsStatement(db).execute({
    sessionId: input.sessionId,
    userId: asker.userId,
    question: input.query,
    askedAt,
    answer: answer.content,
    recommendations: answer.toolRecommendations.map((t) => ({ id: t.id, url: t.url, why: t.why })),
    answeredBy: answer.answeredBy,
    confidence: answer.confidence ?? null,
    answeredAt,
  });
  return { content: answer.content, toolRecommendations: answer.toolRecommendations };
}

/**
 * Stores a question and its answer: prepared once per database, as it runs on every question
 * (building its SQL each time cost more than running it).
 */
function prepareTurns(db: Database) {
  const p = sql.placeholder;
  return db
    .insert(parootyTurns)
    .values([
      { sessionId: p('sessionId'), userId: p('userId'), role: 'user', content: p('question'), createdAt: p('askedAt') },
      {
        sessionId: p('sessionId'),
        userId: p('userId'),
        role: 'assistant',
        content: p('answer'),
        recommendations: p('recommendations'),
        answeredBy: p('answeredBy'),
        confidence: p('confidence'),
        createdAt: p('answeredAt'),
      },
    ])
    .prepare('perch_parooty_turns');
}
const turnsStatements = new WeakMap<Database, ReturnType<typeof prepareTurns>>();
function turnsStatement(db: Database) {
  let statement = turnsStatements.get(db);
  if (!statement) turnsStatements.set(db, (statement = prepareTurns(db)));
  return statement;
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

/** A session's stored turns, oldest first. */
export async function conversationTurns(db: Database, sessionId: string) {
  return db.select().from(parootyTurns).where(eq(parootyTurns.sessionId, sessionId)).orderBy(asc(parootyTurns.createdAt));
}
