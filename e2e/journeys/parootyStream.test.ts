// Parooty with a model behind it (a local chat-completions stand-in that streams slowly): on
// /parooty the answer is written into the conversation as it arrives, then its tool cards come.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { startOpenAIStandIn, type OpenAIStandIn } from '../support/openaiStandIn';
import { startServer, TEST_SERVER_ENV, type RunningServer } from '../support/server';

let server: RunningServer;
let model: OpenAIStandIn;
let dataDir: string;
let page: Page;

beforeAll(async () => {
  model = await startOpenAIStandIn();
  dataDir = mkdtempSync(path.join(tmpdir(), 'perch-parooty-journey-'));
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  server = await startServer({
    dataDir,
    env: { ...TEST_SERVER_ENV, OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: model.baseURL },
  });
}, 400_000);
afterAll(async () => {
  await server?.stop();
  await model?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
useBrowser((_c, p) => (page = p), { baseURL: () => server.url });

describe('Parooty on a model', () => {
  it('writes the answer into the conversation as it streams, then shows the tool card', async () => {
    const content = 'Squawk! Ten kilometres? This converter has your number ready, so you can see it in miles at once.';
    model.answer = { content };
    // The model stops half-way (its JSON's first 40 characters) until the test has looked.
    model.pauseAfter = Math.ceil(40 / 6);
    await page.goto('/parooty');
    await page.getByRole('button', { name: 'Convert 10 km to miles' }).click();
    const assistantTurns = page.locator('[data-part="parooty-conversation"] [data-from="assistant"]');
    // Part of the text, while the rest is still coming: the reply is busy and has no card yet.
    const writing = assistantTurns.and(page.locator('[aria-busy="true"]'));
    await writing.waitFor();
    // The turn reads "PAROOTY", then (for screen readers) "Parooty:", then the text.
    const said = await writing.innerText();
    const partial = said.slice(said.lastIndexOf('Parooty:') + 'Parooty:'.length).trim();
    expect(partial.length).toBeGreaterThan(0);
    expect([partial, content.startsWith(partial) && partial.length < content.length]).toEqual([partial, true]);
    await expect(writing.locator('[data-part="recommendation"]').count()).resolves.toBe(0);
    await page.screenshot({ path: '/tmp/parooty-streaming.png' });
    model.resume();
    // Then the whole answer and its card, in the same turn.
    const reply = assistantTurns.last();
    await reply.locator('[data-part="recommendation"]').first().waitFor();
    await expect(reply.getAttribute('aria-busy')).resolves.toBeNull();
    expect(await reply.innerText()).toContain(content);
    await page.screenshot({ path: '/tmp/parooty-streamed.png' });
  });
});
