/** The shape of a replayable write (see ./index.ts), apart from the registry so writes can import it. */
import type { z } from 'zod';
import type { Caller } from '../auth/caller';
import type { Transaction, WriteResult } from '../http/idempotency';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface WriteDefinition<S extends z.ZodType = z.ZodType> {
  method: WriteMethod;
  /** The path it answers; capture groups are its parameters (e.g. a tool id). */
  pattern: RegExp;
  /** Signed-in users only, or visitors with a guest id too. */
  audience: 'user' | 'caller';
  /**
   * Set when applying it also changes something outside the database (Clerk): a batch then
   * applies it only after claiming its key, never speculatively.
   */
  sideEffects?: true;
  /** The JSON body's schema; null when the write takes no body. */
  schema: S | null;
  apply(tx: Transaction, caller: Caller, input: z.infer<S> | null, params: string[]): Promise<WriteResult>;
}

/** Declares a write with its input typed by its schema. */
export function defineWrite<S extends z.ZodType>(definition: WriteDefinition<S>): WriteDefinition {
  return definition as unknown as WriteDefinition;
}
