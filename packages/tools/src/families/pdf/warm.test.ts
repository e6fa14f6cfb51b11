import { describe, expect, it } from 'vitest';
import { pdf } from './definitions';
import { warm } from './fileRun';
import { warmPdfLib } from './warm';

// The file worker swallows a warm-up's failure (it logs it: a warm-up only saves time), so a
// warm-up broken by a change to the engines would go unseen there. Here it must work.
describe('warming the PDF engines before a first run', () => {
  it("pdf-lib's warm-up merges its two small PDFs", async () => {
    await expect(warmPdfLib()).resolves.toBeUndefined();
  });

  it("every PDF tool's operation warms without an error (in Node: no canvas, so no drawing)", async () => {
    const ops = [...new Set(pdf.tools.map((t) => t.params?.op ?? ''))];
    expect(ops.length).toBeGreaterThan(10);
    for (const op of ops) await expect(warm(op), op).resolves.toBeUndefined();
  });
});
