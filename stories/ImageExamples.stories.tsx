import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { images } from '../packages/tools/src/families/images/definitions';
import { valuesFor } from '../packages/tools/src/run';
import { makeExampleFiles, runFileTool } from '../packages/tools/src/workers/runFileTool';

/**
 * Every Images tool's examples in Chromium, through the page's own file worker (runFileTool: the
 * files made by the worker as "Try the example" makes them, then run as a page run is). Each
 * example's answer must be exactly its stated output, as the Node test (fileRun.test.ts) asks —
 * and here the tools that need a browser (watermark's OffscreenCanvas text, OCR) are included.
 * The loop reads the family's rows, so a new row is covered by itself.
 */
const cases = images.tools.flatMap((tool) => tool.examples.map((example, i) => ({ tool, example, i })));

const meta = {
  title: 'Catalogue/Image examples',
  render: () => <p>Every Images tool's examples, run in the file worker.</p>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryExample: Story = {
  play: async () => {
    // The tools that need a browser are among them.
    await expect(cases.map((c) => c.tool.params.op)).toEqual(expect.arrayContaining(['watermark', 'ocr']));
    // Every example's files made in one worker call, as "Try the example" makes them (a worker per
    // example doubled the run's worker starts: 52 s beside another story file at load 11).
    const made = await makeExampleFiles(
      images.id,
      cases.flatMap((c) => c.example.files ?? []),
    );
    await expect(made?.length).toBe(cases.flatMap((c) => c.example.files ?? []).length);
    // One example after another, each run in a fresh worker as on the page; every wrong answer is listed.
    const wrong: string[] = [];
    let next = 0;
    for (const { tool, example, i } of cases) {
      const count = example.files?.length ?? 0;
      const files = made!.slice(next, next + count);
      next += count;
      const result = await runFileTool(tool, files, valuesFor(tool, example.input));
      const answer = result.ok ? result.text : `error: ${result.error}`;
      if (answer !== example.output) {
        wrong.push(`${tool.id} #${i + 1}: ${JSON.stringify(answer)} ≠ ${JSON.stringify(example.output)}`);
      }
    }
    await expect(cases.length).toBeGreaterThanOrEqual(38);
    await expect(wrong).toEqual([]);
  },
};
