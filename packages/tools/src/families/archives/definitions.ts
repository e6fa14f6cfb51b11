/**
 * Archives, run on the device with fflate (MIT, pure JavaScript, among the fastest deflate
 * implementations in JS) in the file worker: create a ZIP, list and extract one, gzip and gunzip.
 * A ZIP's declared sizes are read before unpacking, so a zip bomb is refused (over 500 MB
 * unpacked). All free: they are everyday utilities.
 */
import type { ExampleFile, FileAccept } from '../../fileTypes';
import type { FamilyDefinition, ToolExample, ToolRow } from '../../types';
import { MAX_ARCHIVE_BYTES, MAX_ARCHIVE_LABEL } from './limits';

const accept = (types: string, label: string): FileAccept => ({
  types,
  label: `${label}, up to ${MAX_ARCHIVE_LABEL} each`,
  multiple: true,
  ordered: false,
  maxBytes: MAX_ARCHIVE_BYTES,
});
const f = (name: string, pages: number): ExampleFile => ({ name, pages });

interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  op: string;
  accept: FileAccept;
  examples: readonly ToolExample[];
}

const ZIP = accept('.zip,application/zip,application/x-zip-compressed', 'ZIP archives');

const SPECS: readonly Spec[] = [
  {
    id: 'create-zip',
    name: 'Create ZIP',
    description: 'Create a ZIP archive from several files, compressed, to send or store them as one.',
    keywords: ['zip files', 'zip these files', 'compress files to zip', 'make a zip', 'zip folder', 'archive files'],
    op: 'create',
    accept: accept('', 'Any files'),
    examples: [
      {
        input: {},
        files: [f('notes.txt', 40), f('todo.txt', 10)],
        output: 'Zipped 2 files into archive.zip: 470 bytes from 3 KB.',
      },
    ],
  },
  {
    id: 'list-zip',
    name: 'List ZIP Contents',
    description: 'List the files inside a ZIP with their sizes, compressed sizes and dates, without unpacking it.',
    keywords: ['view zip contents', 'what is in this zip', 'zip file list', 'peek inside zip', 'zip viewer'],
    op: 'list',
    accept: ZIP,
    examples: [{ input: {}, files: [f('photos.zip', 3)], output: 'photos.zip holds 3 files, 4 KB unpacked.' }],
  },
  {
    id: 'extract-zip',
    name: 'Extract ZIP',
    description: 'Extract (unzip) the files from a ZIP archive, each to download or all at once.',
    keywords: ['unzip', 'unzip file', 'open zip', 'unpack zip', 'zip extractor', 'decompress zip'],
    op: 'extract',
    accept: ZIP,
    examples: [{ input: {}, files: [f('photos.zip', 3)], output: 'Extracted 3 files (4 KB) from photos.zip.' }],
  },
  {
    id: 'gzip-file',
    name: 'Gzip a File',
    description: 'Compress a file with gzip into a .gz file.',
    keywords: ['gzip', 'gz compress', 'make gz file', 'compress file gzip'],
    op: 'gzip',
    accept: accept('', 'Any files'),
    examples: [{ input: {}, files: [f('log.txt', 100)], output: 'Gzipped log.txt: 337 bytes from 6 KB.' }],
  },
  {
    id: 'gunzip-file',
    name: 'Gunzip a File',
    description: 'Decompress a .gz (gzip) file back to the file inside.',
    keywords: ['gunzip', 'ungzip', 'open gz file', 'extract gz', 'decompress gz', 'gz file opener'],
    op: 'gunzip',
    accept: accept('.gz,.tgz,application/gzip', 'Gzip files (.gz)'),
    examples: [{ input: {}, files: [f('log.txt.gz', 100)], output: 'Unpacked log.txt: 6 KB from 329 bytes.' }],
  },
];

const row = (spec: Spec): ToolRow => ({
  id: spec.id,
  name: spec.name,
  description: spec.description,
  category: 'data',
  keywords: spec.keywords,
  family: 'archives',
  kind: 'file',
  params: { op: spec.op },
  fields: [],
  pro: false,
  examples: spec.examples,
  accept: spec.accept,
});

export const archives: FamilyDefinition = {
  id: 'archives',
  summary:
    'Archives (create, list and extract ZIPs; gzip and gunzip), run in the file worker with fflate so no file leaves the device; a ZIP over 500 MB unpacked is refused as a likely zip bomb.',
  tools: SPECS.map(row),
};
