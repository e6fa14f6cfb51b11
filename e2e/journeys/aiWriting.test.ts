// An AI writing tool on its page, against a local chat-completions stand-in: the answer is written
// in as it streams (Cancel while it does), then Copy and what changed, and the day's runs left.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WRITING_BUDGETS } from '@perch/tools/writing';
import { signUp } from '../support/accounts';
import { hydrated, useBrowser } from '../support/browser';
import { startOpenAIStandIn, type OpenAIStandIn } from '../support/openaiStandIn';
import { startServer, TEST_SERVER_ENV, type RunningServer } from '../support/server';

let server: RunningServer;
let model: OpenAIStandIn;
let dataDir: string;
let page: Page;
let context: BrowserContext;
/** Where the screenshots go (SHOTS=dir to keep them); the journey looks at the page either way. */
const shots = process.env.SHOTS ?? tmpdir();

beforeAll(async () => {
  model = await startOpenAIStandIn();
  dataDir = mkdtempSync(path.join(tmpdir(), 'perch-writing-journey-'));
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
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { baseURL: () => server.url },
);

const TYPED = 'Our team have finished the first version. We was hoping to ship it on friday.';
const FIXED = 'Our team has finished the first version. We were hoping to ship it on Friday.';

describe('an AI writing tool', () => {
  it('streams a corrected text with Cancel, then Copy, what changed and the runs left', async () => {
    const session = await signUp(server.url);
    const [name, value] = session.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    model.writing = { reply: FIXED };
    model.pauseAfter = 4;
    // /pricing states the daily budget the server enforces, here where it has an AI service.
    const pricing = await (await fetch(new URL('/pricing', server.url))).text();
    expect(pricing).toContain(
      `AI writing: ${WRITING_BUDGETS.pro.runs} runs a day (${WRITING_BUDGETS.free.runs} on a free account)`,
    );
    // With an AI service the writing tools carry no 'Needs the AI service' mark, on /tools or their page.
    await page.goto('/tools?q=grammar');
    await page.locator('[data-tool="grammar-fixer"]').first().waitFor();
    await expect(page.locator('[data-part="needs-service"]').count()).resolves.toBe(0);
    await page.goto('/app/grammar-fixer');
    await expect(page.locator('[data-part="needs-service"]').count()).resolves.toBe(0);
    // Its examples show what one types, not the prompt its test checks as if it were an answer.
    const examples = page.getByRole('region', { name: 'Examples' });
    await expect(examples.innerText()).resolves.toContain('Your text:');
    await expect(examples.innerText()).resolves.not.toMatch(/→|Correct the grammar/);
    // The tool's form comes alive on its first touch; then it asks for the day's runs.
    await page.getByLabel('Your text').fill(TYPED);
    await page.getByText(`${WRITING_BUDGETS.free.runs} of ${WRITING_BUDGETS.free.runs} runs left today`).waitFor();
    await page.getByRole('button', { name: 'Run Grammar and Spelling Fixer' }).click();
    // Half-written: the first pieces are in, Cancel is offered.
    const result = page.locator('[data-part="result"]');
    await result.and(page.locator('[data-state="streaming"]')).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    // The stand-in stops after 4 pieces of 6 characters: exactly those are on the page.
    await page.waitForFunction(
      (part) => document.querySelector('[data-part="result"] [data-part="text"]')?.textContent === part,
      FIXED.slice(0, 24),
    );
    await page.screenshot({ path: path.join(shots, 'writing-streaming-1280.png'), fullPage: true });
    model.resume();
    await result.and(page.locator('[data-state="done"]')).waitFor();
    await expect(result.locator('[data-part="text"]').innerText()).resolves.toBe(FIXED);
    await page.getByRole('button', { name: 'Copy' }).waitFor();
    const diff = result.locator('[data-part="diff"]');
    await expect(diff.locator('del').allInnerTexts()).resolves.toEqual(['have', 'was', 'friday']);
    await expect(diff.locator('ins').allInnerTexts()).resolves.toEqual(['has', 'were', 'Friday']);
    await page.getByText(`${WRITING_BUDGETS.free.runs - 1} of ${WRITING_BUDGETS.free.runs} runs left today`).waitFor();
    await page.screenshot({ path: path.join(shots, 'writing-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'writing-390.png'), fullPage: true });
  });

  it('says plainly, on a server with no AI service, that none is configured and sends nothing', async () => {
    // The run's shared server has no OPENAI_API_KEY: the default after `npm start`.
    const shared = inject('baseUrl');
    const session = await signUp(shared);
    const [name, value] = session.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: shared }]);
    const requests = model.requests.length;
    await page.goto(new URL('/app/paraphraser', shared).href);
    await page.getByLabel('Your text').fill('A sentence to say again in other words.');
    await page.getByText('AI writing needs the AI service, and this Perch server has not configured one.').waitFor();
    await page.getByText('OPENAI_API_KEY').waitFor();
    await hydrated(page, 'ToolWorkspace');
    await page.getByRole('button', { name: 'Run Paraphraser' }).click();
    await page
      .getByText('Nothing was sent: AI writing needs the AI service, and this Perch server has not configured one.')
      .waitFor();
    expect(model.requests.length).toBe(requests);
    // No AI writing line on /pricing here: with no service there is no budget to state.
    expect(await (await fetch(new URL('/pricing', shared))).text()).not.toContain('AI writing');
    await expect(page.locator('header [data-part="needs-service"]').textContent()).resolves.toBe(
      'Needs the AI service',
    );
    // Its card on /tools is marked too, and a tool with offline methods links them.
    await page.goto(new URL('/tools?q=grammar', shared).href);
    await expect(
      page.locator('[data-tool="grammar-fixer"] [data-part="needs-service"]').first().innerText(),
    ).resolves.toBe('Needs the AI service');
    await page.goto(new URL('/app/grammar-fixer', shared).href);
    const offline = page.locator('[data-part="offline-methods"] a');
    await expect(offline.allInnerTexts()).resolves.toEqual(['Spelling Checker', 'Style Checker']);
    await offline.first().click();
    await page.waitForURL(new URL('/app/spelling-checker', shared).href);
    await page.goBack();
    await page.screenshot({ path: path.join(shots, 'writing-unconfigured-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'writing-unconfigured-390.png'), fullPage: true });
  });
});
