import { knownResponse } from './knownBody';

/** The one error shape on the wire: `{ error, details? }`. */
export interface ErrorBody {
  error: string;
  details?: Record<string, string> | undefined;
  requestId?: string;
}

/** An error a handler raises to answer with a given status; never logged as a fault. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const encoder = new TextEncoder();

/**
 * A JSON answer: its bytes known (knownBody.ts), and the undici Response made only when something
 * reads more than its status and headers (Astro's pipeline does; a direct answer does not).
 */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  const bytes = encoder.encode(JSON.stringify(body));
  // Known length: the server compresses only answers of 1 KB or more (site/server/runtime/serve-one.mjs).
  headers.set('Content-Length', String(bytes.byteLength));
  return knownResponse(bytes, { status: init.status, statusText: init.statusText, headers });
}

export function errorResponse(
  status: number,
  error: string,
  details?: Record<string, string>,
  headers: Record<string, string> = {},
): Response {
  const body: ErrorBody = details ? { error, details } : { error };
  return json(body, { status, headers });
}
