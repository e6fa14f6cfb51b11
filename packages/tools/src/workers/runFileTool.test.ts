import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageResult } from '../fileTypes';

/** A stand-in for the file worker: records what the page posts, answers as the test says. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data });
  }
}

const tool = { id: 'merge-pdfs', family: 'pdf', params: { op: 'merge' } };
const done: PageResult = { ok: true, text: 'Merged.', files: [] };

/** A fresh copy of the module: its kept worker is module state, so each test starts with none. */
async function load() {
  vi.resetModules();
  return import('./runFileTool');
}

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the file worker kept between runs', () => {
  it('runs twice on one worker, and ends it after FILE_WORKER_IDLE_MS with nothing to do', async () => {
    const { runFileTool, FILE_WORKER_IDLE_MS } = await load();
    for (const n of [1, 2]) {
      const run = runFileTool(tool, [], {});
      FakeWorker.made[0]!.answer({ result: { ...done, text: `Run ${n}.` } });
      expect(await run).toMatchObject({ ok: true, text: `Run ${n}.` });
    }
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(FILE_WORKER_IDLE_MS - 1);
    expect(FakeWorker.made[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    // The next run starts a new worker.
    const run = runFileTool(tool, [], {});
    FakeWorker.made[1]!.answer({ result: done });
    await run;
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('Cancel ends the worker, and the next run starts a new one', async () => {
    const { runFileTool, CANCELLED } = await load();
    const abort = new AbortController();
    const run = runFileTool(tool, [], {}, { signal: abort.signal });
    abort.abort();
    expect(await run).toEqual(CANCELLED);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    const next = runFileTool(tool, [], {});
    FakeWorker.made[1]!.answer({ result: done });
    expect(await next).toEqual(done);
  });

  it('a run whose engine threw ends its worker; a failure it explained keeps it', async () => {
    const { runFileTool } = await load();
    const explained = runFileTool(tool, [], {});
    FakeWorker.made[0]!.answer({ result: { ok: false, error: 'b.png is not a PDF.' } });
    await explained;
    expect(FakeWorker.made[0]!.terminated).toBe(false);
    const threw = runFileTool(tool, [], {});
    FakeWorker.made[0]!.answer({
      result: { ok: false, error: 'This tool could not handle those files.' },
      broken: true,
    });
    await threw;
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('prepareFileWorker starts the worker and loads the family before Run, once', async () => {
    const { prepareFileWorker, runFileTool } = await load();
    prepareFileWorker('pdf');
    prepareFileWorker('pdf');
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.posted).toEqual([{ warm: 'pdf' }]);
    const run = runFileTool(tool, [], { ranges: '' });
    // Its answer to the warm-up is not the run's result.
    FakeWorker.made[0]!.answer({ warmed: 'pdf' });
    FakeWorker.made[0]!.answer({ progress: 0.5 });
    FakeWorker.made[0]!.answer({ result: done });
    expect(await run).toEqual(done);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.posted[1]).toMatchObject({ family: 'pdf', values: { ranges: '' } });
  });

  it("prepareFileWorker names the tool's operation, so the worker readies what it needs", async () => {
    const { prepareFileWorker } = await load();
    prepareFileWorker('pdf', 'toImages');
    expect(FakeWorker.made[0]!.posted).toEqual([{ warm: 'pdf', op: 'toImages' }]);
  });

  it('two runs at once each get a worker; only one is kept after', async () => {
    const { runFileTool } = await load();
    const [a, b] = [runFileTool(tool, [], {}), runFileTool(tool, [], {})];
    FakeWorker.made[0]!.answer({ result: done });
    FakeWorker.made[1]!.answer({ result: done });
    await Promise.all([a, b]);
    expect(FakeWorker.made.map((w) => w.terminated)).toEqual([false, true]);
  });
});
