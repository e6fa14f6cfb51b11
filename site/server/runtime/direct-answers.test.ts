import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { directAnswerFor, registerDirectAnswer } from './direct-answers.mjs';

const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;

describe('direct answers', () => {
  it('finds an answer by its exact method and path, and nothing else', () => {
    const answer = () => true;
    registerDirectAnswer('POST', '/api/direct-test', answer);
    expect(directAnswerFor(request('POST', '/api/direct-test'))).toBe(answer);
    expect(directAnswerFor(request('GET', '/api/direct-test'))).toBeUndefined();
    expect(directAnswerFor(request('POST', '/api/direct-test?x=1'))).toBeUndefined();
    expect(directAnswerFor(request('POST', '/api/direct-test/'))).toBeUndefined();
  });

  it('is shared by every copy of the module (the server bundle holds its own copy)', async () => {
    const answer = () => false;
    registerDirectAnswer('POST', '/api/direct-shared', answer);
    vi.resetModules();
    const copy = await import('./direct-answers.mjs');
    expect(copy.directAnswerFor).not.toBe(directAnswerFor);
    expect(copy.directAnswerFor(request('POST', '/api/direct-shared'))).toBe(answer);
  });
});
