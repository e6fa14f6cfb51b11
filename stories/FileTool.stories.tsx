import type { Meta, StoryObj } from '@storybook/react-vite';
import { PDFDocument } from 'pdf-lib';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findTool } from '../packages/tools/src/catalogue';
import { makeExampleFiles, makePdf } from '../packages/tools/src/families/pdf/fixtures';
import { run } from '../packages/tools/src/families/pdf/fileRun';
import type { PageResult } from '../packages/tools/src/fileTypes';
import { FileTool } from '../packages/tools/src/renderers/file/FileTool';
import { defaultValues, fixedContext } from '../packages/tools/src/run';
import { asPageFile, readFiles, toPageResult } from '../packages/tools/src/workers/pageResult';
import { CANCELLED, type runFileTool } from '../packages/tools/src/workers/runFileTool';
import type { ToolRow } from '../packages/tools/src/types';

const toolOf = (id: string): ToolRow => {
  const tool = findTool(id);
  if (!tool) throw new Error(`no tool ${id}`);
  return tool;
};
const merge = toolOf('merge-pdfs');
const split = toolOf('split-pdf');

/** The PDF engine in the page (the worker's own code, called directly): the same answers, and a story needs no worker. */
const inPage: typeof runFileTool = async (tool, files, values, options = {}) =>
  toPageResult(await run(tool, await readFiles(files), values, fixedContext(), options.onProgress ?? (() => {})));

/** The example's PDFs made in the page (pdf-lib needs no worker), as the worker hands them over: Blobs. */
const examplesInPage = async (_family: string, files: Parameters<typeof makeExampleFiles>[0]) =>
  (await makeExampleFiles(files)).map(asPageFile);

/** A run that never ends on its own: the progress bar shows, and only Cancel ends it. */
const slow: typeof runFileTool = (_tool, _files, _values, { onProgress, signal } = {}) =>
  new Promise<PageResult>((resolve) => {
    onProgress?.(0.4);
    signal?.addEventListener('abort', () => resolve(CANCELLED), { once: true });
  });

const asFile = async (name: string, pages: number) =>
  new File([(await makePdf(name, pages)).bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' });
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;
const listed = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-part="file-item"] [title]')].map((el) => el.textContent);

const meta = {
  title: 'Catalogue/FileTool',
  component: FileTool,
  args: {
    tool: merge,
    values: defaultValues(merge.fields),
    onChange: fn(),
    idPrefix: 'story',
    runner: inPage,
    exampleMaker: examplesInPage,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A run starts a module worker that loads pdf-lib: on a busy machine that takes seconds, not the
 * 1 s testing-library waits by default (the visual test failed on a missing result under load).
 */
const WORKER = { timeout: 20_000 };

/** Merge: two PDFs in, reordered with the keyboard, merged; the result has its size and a Download. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/Your files never leave this device/)).toBeVisible();
    await expect(page.getByText('PDF files, up to 100 MB each')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), [await asFile('a.pdf', 3), await asFile('b.pdf', 2)]);
    await waitFor(() => expect(listed(canvasElement)).toEqual(['a.pdf', 'b.pdf']), WORKER);
    await expect(page.getByRole('button', { name: 'Move a.pdf up' })).toBeDisabled();
    page.getByRole('button', { name: 'Move b.pdf up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(listed(canvasElement)).toEqual(['b.pdf', 'a.pdf']);
    await userEvent.click(page.getByRole('button', { name: 'Merge PDFs' }));
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-part="tool-result"]')).toHaveTextContent(
          'Merged 2 files into one PDF of 5 pages.',
        ),
      WORKER,
    );
    const download = page.getByRole('link', { name: 'Download merged.pdf' });
    await expect(download).toHaveAttribute('download', 'merged.pdf');
    await expect(download.getAttribute('href')).toMatch(/^blob:/);
    await expect(page.queryByRole('link', { name: 'Download all (ZIP)' })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
    // Remove takes a file off the list.
    await userEvent.click(page.getByRole('button', { name: 'Remove b.pdf' }));
    await expect(listed(canvasElement)).toEqual(['a.pdf']);
  },
};

/** Slow work shows a progress bar with Cancel; Cancel ends it and keeps the files. */
export const Cancelled: Story = {
  args: { runner: slow },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [await asFile('big.pdf', 1), await asFile('bigger.pdf', 1)]);
    await userEvent.click(await page.findByRole('button', { name: 'Merge PDFs' }));
    const bar = await page.findByRole('progressbar', {}, { timeout: 2_000 });
    await expect(bar).toHaveAttribute('value', '0.4');
    await expect(page.getByText('Working… 40 %')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent('Cancelled. Your files are still here.'));
    await expect(listed(canvasElement)).toEqual(['big.pdf', 'bigger.pdf']);
  },
};

/**
 * Split every 1 page: several results, each with Download, and Download all as a ZIP; a bad file is
 * named. Only the chosen mode's fields show ("Pages a part", not "Ranges"), in line.
 */
export const AllStates: Story = {
  args: { tool: split, values: { ...defaultValues(split.fields), mode: 'every-n', every: '1' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Pages a part')).toHaveValue('1');
    await expect(page.queryByLabelText('Ranges')).toBeNull();
    await userEvent.upload(fileInput(canvasElement), [
      await asFile('report.pdf', 3),
      new File(['not a pdf'], 'notes.pdf', { type: 'application/pdf' }),
    ]);
    const run = await page.findByRole('button', { name: 'Split PDF' });
    await userEvent.click(run);
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-part="tool-result"]')).toHaveTextContent(
          'Split report.pdf into 3 PDFs.',
        ),
      WORKER,
    );
    // The button keeps its focus through the run (busy is aria-disabled, which does not drop it),
    // however fast the worker was; then it lets go, so the picture has no focus ring.
    await expect(run).toHaveFocus();
    await expect(run).not.toHaveAttribute('aria-disabled');
    run.blur();
    await expect(page.getAllByRole('link', { name: /^Download report-p\d\.pdf$/ })).toHaveLength(3);
    await expect(page.getByRole('link', { name: 'Download all (ZIP)' })).toHaveAttribute('download', 'split-pdf.zip');
    await expect(canvasElement.querySelector('[data-part="file-problems"]')).toHaveTextContent(
      'notes.pdf is not a PDF (it does not start as one). Choose a PDF file.',
    );
    // The list's previews come from the file worker: the picture waits for both.
    await waitFor(() => expect(thumbnails(canvasElement)).toEqual(['First page of report.pdf']), WORKER);
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-part="file-thumbnail-problem"]')).toHaveTextContent(/^notes\.pdf/),
      WORKER,
    );
    const img = canvasElement.querySelector<HTMLImageElement>('[data-part="file-thumbnail"]')!;
    await waitFor(() => expect(img.complete && img.naturalWidth).toBe(96), WORKER);
  },
};

const thumbnails = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLImageElement>('[data-part="file-thumbnail"]')].map((img) => img.alt);

/**
 * Chosen PDFs show their first page, drawn in the real file worker (one worker for all of them);
 * a file that cannot be opened shows its sentence in the list instead.
 */
export const Thumbnails: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      await asFile('a.pdf', 3),
      await asFile('b.pdf', 2),
      new File(['not a pdf'], 'broken.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(
      () => expect(thumbnails(canvasElement)).toEqual(['First page of a.pdf', 'First page of b.pdf']),
      WORKER,
    );
    for (const img of canvasElement.querySelectorAll<HTMLImageElement>('[data-part="file-thumbnail"]')) {
      await waitFor(() => expect(img.complete && img.naturalWidth).toBe(96), WORKER);
      await expect(img.src).toMatch(/^blob:/);
    }
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-part="file-thumbnail-problem"]')).toHaveTextContent(
          /^broken\.pdf .+/,
        ),
      WORKER,
    );
    await expect(listed(canvasElement)).toEqual(['a.pdf', 'b.pdf', 'broken.pdf']);
    // Removing a file takes its thumbnail with it.
    await userEvent.click(page.getByRole('button', { name: 'Remove a.pdf' }));
    await expect(thumbnails(canvasElement)).toEqual(['First page of b.pdf']);
  },
};

/** "Try the example" makes the example's PDFs in the page, and its run gives the example's answer. */
export const TryTheExample: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Try the example' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['a.pdf', 'b.pdf']), WORKER);
    await userEvent.click(page.getByRole('button', { name: 'Merge PDFs' }));
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-part="tool-result"]')).toHaveTextContent(merge.examples[0]!.output),
      WORKER,
    );
  },
};

/**
 * The drawing tools' examples in Chromium (Node has no OffscreenCanvas): PDF to JPG, PNG and WebP
 * and Greyscale PDF each give exactly their example's answer with pdf.js drawing the pages.
 */
export const DrawingExamples: Story = {
  args: { tool: toolOf('pdf-to-jpg'), values: defaultValues(toolOf('pdf-to-jpg').fields) },
  play: async () => {
    for (const id of ['pdf-to-jpg', 'pdf-to-png', 'pdf-to-webp', 'greyscale-pdf', 'compress-pdf']) {
      const tool = toolOf(id);
      const example = tool.examples[0]!;
      const files = await makeExampleFiles(example.files ?? []);
      const values = { ...defaultValues(tool.fields), ...example.input };
      const result = await run(tool, files, values, fixedContext(), () => {});
      await expect(result.ok ? result.text : result.error).toBe(example.output);
    }
    // Lossy compress draws too: its answer names the sizes either way.
    const lossy = await run(
      toolOf('compress-pdf'),
      [await makePdf('big.pdf', 3)],
      { mode: 'lossy', dpi: '72', quality: '50' },
      fixedContext(),
      () => {},
    );
    await expect(lossy.ok ? lossy.figures?.map((f) => f.label) : lossy.error).toEqual(['Before', 'After', 'Method']);
    // The pages of a run share one canvas, made again when a page's size differs: A4, Letter
    // landscape, A4 each come out at their own size, on white (the canvas is cleared between them).
    const mixed = await PDFDocument.create();
    for (const [name, size] of [
      ['a4.pdf', [595.28, 841.89]],
      ['letter.pdf', [792, 612]],
      ['a4-again.pdf', [595.28, 841.89]],
    ] as const) {
      const one = await PDFDocument.load((await makePdf(name, 1, [...size])).bytes);
      mixed.addPage((await mixed.copyPages(one, [0]))[0]!);
    }
    const drawn = await run(
      toolOf('pdf-to-jpg'),
      [{ name: 'mixed.pdf', type: 'application/pdf', bytes: await mixed.save() }],
      { ...defaultValues(toolOf('pdf-to-jpg').fields), dpi: '72', pages: '' },
      fixedContext(),
      () => {},
    );
    if (!drawn.ok) throw new Error(drawn.error);
    const images = await Promise.all(
      drawn.files.map((f) => createImageBitmap(new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: f.type }))),
    );
    await expect(images.map((i) => [i.width, i.height])).toEqual([
      [596, 842],
      [792, 612],
      [596, 842],
    ]);
    for (const image of images) {
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      // The bottom right corner has no text: white paper, within JPEG's error.
      const [r, g, b] = context.getImageData(image.width - 5, image.height - 5, 1, 1).data;
      await expect(Math.min(r!, g!, b!)).toBeGreaterThan(245);
    }
  },
};
