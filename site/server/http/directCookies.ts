import type { AstroCookieSetOptions } from 'astro';
import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';

/** A cookie's value as Astro's `cookies.get()` gives it. */
class DirectCookie {
  constructor(readonly value: string) {}
  json(): unknown {
    return JSON.parse(this.value);
  }
  number(): number {
    return Number(this.value);
  }
  boolean(): boolean {
    return this.value !== 'false' && this.value !== '0' && Boolean(this.value);
  }
}

const identity = (value: string) => value;

/**
 * The request's cookies as Astro's `AstroCookies` reads and writes them (which astro does not
 * export): the Cookie header parsed by the same library (`cookie`), values URI-decoded on `get`,
 * and what `set` and `delete` write serialised by it with the same attributes, so a direct answer's
 * Set-Cookie is byte for byte the pipeline's. `headers()` gives them, for the answer.
 */
export class DirectCookies {
  #header: string | undefined;
  #values: Record<string, string | undefined> | null = null;
  /** name → [value, Set-Cookie header, whether set (not deleted)] */
  #outgoing: Map<string, [string, string, boolean]> | null = null;

  constructor(header: string | undefined) {
    this.#header = header;
  }

  #parsed(): Record<string, string | undefined> {
    this.#values ??= this.#header ? parseCookie(this.#header, { decode: identity }) : Object.create(null);
    return this.#values!;
  }

  has(name: string): boolean {
    const outgoing = this.#outgoing?.get(name);
    if (outgoing) return outgoing[2];
    return this.#parsed()[name] !== undefined;
  }

  get(name: string, options?: { decode?: (value: string) => string }): DirectCookie | undefined {
    const outgoing = this.#outgoing?.get(name);
    if (outgoing) return outgoing[2] ? new DirectCookie(outgoing[0]) : undefined;
    const value = this.#parsed()[name];
    if (!value) return undefined;
    try {
      return new DirectCookie((options?.decode ?? decodeURIComponent)(value));
    } catch {
      return new DirectCookie(value);
    }
  }

  set(name: string, value: string | object, options: AstroCookieSetOptions = {}): void {
    let serialized: string;
    if (typeof value === 'string') serialized = value;
    else {
      const text = value.toString();
      serialized = text === Object.prototype.toString.call(value) ? JSON.stringify(value) : text;
    }
    const { encode, ...attributes } = options;
    const header = stringifySetCookie({ ...attributes, name, value: serialized } as SetCookie, { encode });
    (this.#outgoing ??= new Map()).set(name, [serialized, header, true]);
  }

  delete(name: string, options: Omit<AstroCookieSetOptions, 'expires' | 'maxAge' | 'encode'> = {}): void {
    const header = stringifySetCookie({
      ...options,
      name,
      value: 'deleted',
      expires: new Date(0),
      maxAge: undefined,
    } as SetCookie);
    (this.#outgoing ??= new Map()).set(name, ['deleted', header, false]);
  }

  merge(): void {
    throw new Error('A direct answer does not merge cookies');
  }

  *headers(): Generator<string> {
    for (const [, [, header]] of this.#outgoing ?? []) yield header;
  }
}
