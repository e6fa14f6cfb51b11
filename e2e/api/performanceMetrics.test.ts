// POST /api/analytics/performance/batch: what the performance collector sends, and bad input.
import { describe, expect, inject, it } from 'vitest';
import { PERFORMANCE_BATCH_MAX, PERFORMANCE_BATCHES_PER_CLIENT } from '../../site/server/services/performanceMetrics';

const base = inject('baseUrl');
const url = (p: string) => new URL(p, base).href;

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(url('/api/analytics/performance/batch'), {
    method: 'POST',
    headers: { origin: new URL(base).origin, referer: url('/terms'), 'content-type': 'application/json', ...headers },
    body,
  });

const metric = (n = 0) => ({ metric: 'LCP', value: 1200 + n, timestamp: Date.now(), userId: 'anonymous' });

async function details(res: Response): Promise<Record<string, unknown>> {
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as { error: unknown; details?: Record<string, unknown> };
  expect(typeof body.error).toBe('string');
  return body.details ?? {};
}

describe(`POST /api/analytics/performance/batch (${inject('database')})`, () => {
  it('stores a batch as the collector sends it and answers 204', async () => {
    const res = await post(
      JSON.stringify({ metrics: [metric(), { metric: 'CLS', value: 0.01, timestamp: Date.now(), userId: 'user-1' }] }),
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it(`takes exactly ${PERFORMANCE_BATCH_MAX} metrics, and the longest names and user ids`, async () => {
    const full = Array.from({ length: PERFORMANCE_BATCH_MAX }, (_, i) => ({
      ...metric(i),
      metric: 'm'.repeat(64),
      userId: 'u'.repeat(100),
    }));
    expect((await post(JSON.stringify({ metrics: full }))).status).toBe(204);
  });

  it('a beacon-style post (no Origin header, Blob of JSON) is stored too', async () => {
    const res = await fetch(url('/api/analytics/performance/batch'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: url('/') },
      body: new Blob([JSON.stringify({ metrics: [metric()] })], { type: 'application/json' }),
    });
    expect(res.status).toBe(204);
  });

  it(`drops a browser's batches past ${PERFORMANCE_BATCHES_PER_CLIENT.max} a minute with a 2xx (202, Retry-After), never a 429 that would print in its console; another browser at its address still sends`, async () => {
    const guest = (n: number) => ({
      cookie: `perch_guest=guest-00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    });
    const busy = guest(Date.now() % 1e12);
    const body = JSON.stringify({ metrics: [metric()] });
    const statuses: number[] = [];
    for (let i = 0; i < PERFORMANCE_BATCHES_PER_CLIENT.max; i += 1) statuses.push((await post(body, busy)).status);
    expect(statuses).toEqual(Array(PERFORMANCE_BATCHES_PER_CLIENT.max).fill(204));
    const dropped = await post(body, busy);
    expect(dropped.status).toBe(202);
    expect(Number(dropped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await dropped.json()).toEqual({ stored: false, retryAfter: Number(dropped.headers.get('retry-after')) });
    expect((await post(body, guest((Date.now() + 1) % 1e12))).status).toBe(204);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ metrics: [{ ...metric(), value: '1200' }] }, 'metrics.0.value'],
      [{ metrics: [{ ...metric(), value: null }] }, 'metrics.0.value'],
      [{ metrics: [{ ...metric(), timestamp: '2026-11-24' }] }, 'metrics.0.timestamp'],
      [{ metrics: [{ ...metric(), timestamp: 1.5 }] }, 'metrics.0.timestamp'],
      [{ metrics: [metric(), { ...metric(), metric: 'x'.repeat(65) }] }, 'metrics.1.metric'],
      [{ metrics: [{ ...metric(), metric: '' }] }, 'metrics.0.metric'],
      [{ metrics: [{ ...metric(), userId: 'u'.repeat(101) }] }, 'metrics.0.userId'],
      [{ metrics: [{ ...metric(), userId: 42 }] }, 'metrics.0.userId'],
      [{ metrics: [{ value: 1, timestamp: 1, userId: 'a' }] }, 'metrics.0.metric'],
      [{ metrics: [{ ...metric(), extra: true }] }, 'metrics.0'],
      [{ metrics: Array.from({ length: PERFORMANCE_BATCH_MAX + 1 }, (_, i) => metric(i)) }, 'metrics'],
      [{ metrics: [] }, 'metrics'],
      [{ metrics: 'LCP' }, 'metrics'],
      [{ metrics: { 0: metric() } }, 'metrics'],
      [{}, 'metrics'],
      [[], 'body'],
      [[metric()], 'body'],
    ];
    for (const [body, field] of cases) {
      const label = JSON.stringify(body).slice(0, 80);
      const res = await post(JSON.stringify(body));
      expect(res.status, label).toBe(400);
      const fields = Object.keys(await details(res));
      expect(
        fields.some((f) => f === field || f.startsWith(`${field}.`)),
        `${label} → ${fields.join(', ')}`,
      ).toBe(true);
    }
  });

  it('answers 400 to values JSON cannot carry as finite numbers', async () => {
    for (const raw of [
      '{"metrics":[{"metric":"LCP","value":1e999,"timestamp":1,"userId":"a"}]}',
      '{"metrics":[{"metric":"LCP","value":NaN,"timestamp":1,"userId":"a"}]}',
      '{"metrics":',
      '',
    ]) {
      const res = await post(raw);
      expect(res.status, raw).toBe(400);
      await details(res);
    }
  });

  it('answers 413 to a huge payload and 415 to a body that is not JSON', async () => {
    const huge = await post(JSON.stringify({ metrics: [{ ...metric(), metric: 'x'.repeat(200 * 1024) }] }));
    expect(huge.status).toBe(413);
    await details(huge);
    const form = await post('metric=LCP', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });

  it('answers 405 to other methods', async () => {
    const res = await fetch(url('/api/analytics/performance/batch'));
    expect(res.status).toBe(405);
  });
});
