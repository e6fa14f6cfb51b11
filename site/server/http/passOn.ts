/**
 * Makes `Lazy`, a class that stands in for a WHATWG class (`Real`) until one is needed, pass on
 * every member of `Real` that it does not answer itself (`own`, and its constructor) to the `Real`
 * object `made` makes of an instance, once: a getter reads it, a method is called on it
 * (Symbol-named ones too: iteration, util.inspect's hook). `Real.prototype` becomes the prototype
 * of `Lazy.prototype`, so an instance is `instanceof Real`. Used by directRequest.ts (a Request
 * and its headers) and knownBody.ts (a Response).
 */
export function passOn<T extends object>(
  Lazy: abstract new (...args: never[]) => T,
  Real: { prototype: object },
  own: readonly string[],
  made: (self: T) => object,
): void {
  const answered = new Set(['constructor', ...own]);
  for (const name of Reflect.ownKeys(Real.prototype)) {
    if (typeof name === 'string' && answered.has(name)) continue;
    const member = Object.getOwnPropertyDescriptor(Real.prototype, name)!;
    if (member.get)
      Object.defineProperty(Lazy.prototype, name, {
        get(this: T) {
          return (made(this) as Record<string | symbol, unknown>)[name];
        },
        configurable: true,
      });
    else if (typeof member.value === 'function')
      Object.defineProperty(Lazy.prototype, name, {
        value(this: T, ...args: unknown[]) {
          return (made(this) as Record<string | symbol, (...a: unknown[]) => unknown>)[name]!(...args);
        },
        writable: true,
        configurable: true,
      });
  }
  Object.setPrototypeOf(Lazy.prototype, Real.prototype);
}
