import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ToolFile } from '../fileTypes';
import { readFiles, toPageResult } from './pageResult';

const file = (name: string, text: string): ToolFile => ({
  name,
  type: 'text/plain',
  bytes: new TextEncoder().encode(text),
});

describe('between the engines (bytes) and the page (Blobs)', () => {
  it('makes each result a Blob of its bytes, and zips several into one archive', async () => {
    const result = toPageResult({ ok: true, text: 'done', files: [file('a.txt', 'one'), file('a.txt', 'two')] });
    if (!result.ok) throw new Error(result.error);
    expect(result.files.map((f) => [f.name, f.type, f.size])).toEqual([
      ['a.txt', 'text/plain', 3],
      ['a.txt', 'text/plain', 3],
    ]);
    expect(await result.files[1]!.blob.text()).toBe('two');
    const zipped = unzipSync(new Uint8Array(await result.archive!.arrayBuffer()));
    expect(Object.keys(zipped)).toEqual(['a.txt', 'a (2).txt']);
  });

  it('makes no archive for one file, and passes a failure through', async () => {
    const one = toPageResult({ ok: true, text: 'done', files: [file('a.txt', 'x')] });
    expect(one.ok && one.archive).toBeUndefined();
    expect(toPageResult({ ok: false, error: 'no' })).toEqual({ ok: false, error: 'no' });
  });

  it('reads the page’s Blobs back into bytes, in order', async () => {
    const blobs = [new Blob(['hello']), new Blob(['world'])].map((blob, i) => ({
      name: `${i}.txt`,
      type: 'text/plain',
      size: blob.size,
      blob,
    }));
    const files = await readFiles(blobs);
    expect(files.map((f) => [f.name, new TextDecoder().decode(f.bytes)])).toEqual([
      ['0.txt', 'hello'],
      ['1.txt', 'world'],
    ]);
  });
});
