import type { AstroGlobal } from 'astro';
import { HttpError } from '../http/errors';

export interface FormFailure {
  ok: false;
  formError: string | null;
  fieldErrors: Record<string, string>;
}

/**
 * Runs a page's form action. An HttpError becomes inline errors and the response status
 * (with its headers, e.g. Retry-After); anything else is a real fault and propagates.
 */
export async function runFormAction<T>(Astro: AstroGlobal, action: () => Promise<T>): Promise<{ ok: true; value: T } | FormFailure> {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    Astro.response.status = error.status;
    for (const [name, value] of Object.entries(error.headers)) Astro.response.headers.set(name, value);
    const fieldErrors = error.details ?? {};
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    return { ok: false, formError: hasFieldErrors && error.status === 400 ? null : error.message, fieldErrors };
  }
}
