import { gzipSync, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { FileToolResult, ToolFile } from '../../fileTypes';
import { fixedContext, valuesFor } from '../../run';
import { archives } from './definitions';
import { MAX_UNPACKED_BYTES, run } from './fileRun';
import { makeExampleFiles, makeText, makeZip, textOf } from './fixtures';

const tool = (id: string) => archives.tools.find((t) => t.id === id)!;
const go = (id: string, files: ToolFile[]) => run(tool(id), files, valuesFor(tool(id), {}), fixedContext(), () => {});
const ok = (r: FileToolResult) => {
  if (!r.ok) throw new Error(r.error);
  return r;
};
const utf8 = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Sets a ZIP's size fields (local header and central directory) for its first entry, as a bomb declares them. */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  view.setUint32(22, size, true);
  for (let at = out.length - 22; at >= 0; at--)
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
  return out;
}

describe('every archive tool', () => {
  it.each(archives.tools.flatMap((t) => t.examples.map((e, i) => [`${t.id} #${i + 1}`, t, e] as const)))(
    '%s: its example gives exactly its output',
    async (_, row, example) => {
      const files = await makeExampleFiles(example.files ?? []);
      const result = await run(row, files, valuesFor(row, example.input), fixedContext(), () => {});
      expect(result).toEqual(expect.objectContaining({ ok: true, text: example.output }));
    },
  );

  it('files under Data, as file tools', () => {
    for (const row of archives.tools) expect([row.kind, row.category]).toEqual(['file', 'data']);
  });
});

describe('round trips', () => {
  it('zips files (names made unique) and extracts the same bytes', async () => {
    const a = makeText('a.txt', 30);
    const zip = ok(await go('create-zip', [a, makeText('b.txt', 5), { ...a, bytes: strToU8('other') }])).files[0]!;
    expect(Object.keys(unzipSync(zip.bytes))).toEqual(['a.txt', 'b.txt', 'a (2).txt']);
    const out = ok(await go('extract-zip', [zip]));
    expect(out.files.map((f) => [f.name, utf8(f.bytes)])).toEqual([
      ['a.txt', textOf('a.txt', 30)],
      ['b.txt', textOf('b.txt', 5)],
      ['a (2).txt', 'other'],
    ]);
  });

  it('lists names, sizes, packed sizes and dates without unpacking', async () => {
    const list = ok(await go('list-zip', [makeZip('n.zip', 2)]));
    expect(list.files).toEqual([]);
    expect(list.figures?.[0]?.label).toBe('notes-1.txt');
    expect(list.figures?.[0]?.value).toMatch(/^\d+ KB \(\d+ bytes packed\), 2026-01-02 10:30$/);
  });

  it('gzips and gunzips back to the same bytes and name', async () => {
    const gz = ok(await go('gzip-file', [makeText('log.txt', 50)])).files[0]!;
    expect(gz.name).toBe('log.txt.gz');
    const back = ok(await go('gunzip-file', [gz])).files[0]!;
    expect([back.name, utf8(back.bytes)]).toEqual(['log.txt', textOf('log.txt', 50)]);
  });
});

describe('bad input gets a clear message', () => {
  it('names a file that is not a ZIP and a truncated one, and still lists the good one', async () => {
    const good = makeZip('good.zip', 1);
    const cut = { ...good, name: 'cut.zip', bytes: good.bytes.slice(0, good.bytes.length - 30) };
    const result = ok(await go('list-zip', [makeText('notes.txt', 1), cut, good]));
    expect(result.text).toMatch(/^good\.zip holds 1 file/);
    expect(result.problems).toEqual([
      { name: 'notes.txt', error: 'notes.txt is not a ZIP archive (it does not start as one). Choose a .zip file.' },
      {
        name: 'cut.zip',
        error: 'cut.zip is damaged or cut short (its list of contents is missing). Download it again and retry.',
      },
    ]);
  });

  it('refuses a ZIP that declares more than the unpacked limit (a zip bomb) before inflating', async () => {
    const bomb = {
      name: 'bomb.zip',
      type: 'application/zip',
      bytes: declareSize(zipSync({ 'big.bin': new Uint8Array(1000) }), MAX_UNPACKED_BYTES + 1),
    };
    const result = await go('extract-zip', [bomb]);
    expect(result.ok || result.error).toBe(
      'bomb.zip would unpack to 500.0 MB, over Perch’s limit of 500 MB unpacked (this is how a zip bomb looks). Unpack it on a computer with an archive app.',
    );
  });

  it('names encrypted entries and extracts the rest', async () => {
    const zip = zipSync({ 'open.txt': strToU8('hello'), 'secret.txt': strToU8('shh') });
    const view = new DataView(zip.buffer);
    // Set the "encrypted" flag (bit 0) on secret.txt's central directory entry.
    for (let at = zip.length - 22; at >= 0; at--)
      if (view.getUint32(at, true) === 0x02014b50 && utf8(zip.subarray(at + 46, at + 56)) === 'secret.txt')
        view.setUint16(at + 8, view.getUint16(at + 8, true) | 1, true);
    const result = ok(await go('extract-zip', [{ name: 'mixed.zip', type: 'application/zip', bytes: zip }]));
    expect(result.files.map((f) => f.name)).toEqual(['open.txt']);
    expect(result.text).toBe(
      'Extracted 1 file (8 bytes) from mixed.zip. 1 file is encrypted (password protected), which Perch cannot open: secret.txt.',
    );
  });

  it('gunzip refuses a non-gzip file and a cut one', async () => {
    const gz = gzipSync(strToU8(textOf('x', 200)));
    const cut = await go('gunzip-file', [
      { name: 'cut.gz', type: 'application/gzip', bytes: gz.slice(0, gz.length - 20) },
    ]);
    expect(cut.ok || cut.error).toBe('cut.gz is damaged or cut short, so it cannot be unpacked.');
    const text = await go('gunzip-file', [makeText('a.txt', 3)]);
    expect(text.ok || text.error).toBe('a.txt is not a gzip file (it does not start as one). Choose a .gz file.');
  });
});
