import { describe, expect, it } from 'vitest';
import { SUBMITTED_RUN_COOKIE } from '../sharedLink';
import { takeSubmittedRun } from './submittedRun';

/** document.cookie as a browser keeps it for one path: writes with Max-Age=0 remove the name. */
function cookieJar(initial: string) {
  const jar = new Map(
    initial
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (/Max-Age=0/.test(line)) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('takeSubmittedRun (the page a form sent before it was live leads to)', () => {
  it("is true once for the tool named in the cookie, and removes the cookie on the tool's path", () => {
    const doc = cookieJar(`perch_consent=allow; ${SUBMITTED_RUN_COOKIE}=length-converter; theme=dark`);
    expect(takeSubmittedRun('length-converter', doc)).toBe(true);
    expect(doc.written).toEqual([`${SUBMITTED_RUN_COOKIE}=; Path=/app/length-converter; Max-Age=0; SameSite=Lax`]);
    expect(doc.cookie).toBe('perch_consent=allow; theme=dark');
    expect(takeSubmittedRun('length-converter', doc), 'a second read (a reload) records nothing').toBe(false);
  });

  it("is false, and leaves the cookie, on another tool's page or with no cookie", () => {
    const doc = cookieJar(`${SUBMITTED_RUN_COOKIE}=length-converter`);
    expect(takeSubmittedRun('length-converter-extra', doc)).toBe(false);
    expect(takeSubmittedRun('json-formatter', doc)).toBe(false);
    expect(doc.written).toEqual([]);
    expect(takeSubmittedRun('json-formatter', cookieJar('a=b'))).toBe(false);
  });
});
