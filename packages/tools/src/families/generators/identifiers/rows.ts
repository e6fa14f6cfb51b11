import { type Row, box, count, num } from '../fields';

export const rows = [
  // Identifiers
  {
    id: 'uuid-generator',
    op: 'uuid',
    params: { version: 'v4' },
    name: 'UUID Generator (v4)',
    description: 'Generate a random version 4 UUID (GUID).',
    keywords: ['guid generator', 'uuid v4', 'random uuid', 'generate guid', 'uuid4'],
    fields: [],
    examples: [{ input: {}, output: 'a00087fb-f747-4cb8-adfe-747d23673f27' }],
  },
  {
    id: 'uuid-v7-generator',
    op: 'uuid',
    params: { version: 'v7' },
    name: 'UUID v7 Generator',
    description: 'Generate a version 7 UUID: the current time first, so new IDs sort in order.',
    keywords: ['uuidv7', 'time ordered uuid', 'sortable uuid', 'uuid version 7'],
    fields: [],
    examples: [{ input: {}, output: '019469d5-b200-71cb-a1b7-f87d23673f27' }],
  },
  {
    id: 'bulk-uuid-generator',
    op: 'bulkUuid',
    name: 'Bulk UUID Generator',
    description: 'Generate up to 1,000 UUIDs at once, version 4 or 7.',
    keywords: ['multiple uuids', 'uuid list', 'generate many guids', 'batch uuid'],
    pro: true,
    fields: [
      count('5', 1000),
      {
        name: 'version',
        label: 'Version',
        type: 'select',
        default: 'v4',
        options: [
          { value: 'v4', label: 'Version 4 (random)' },
          { value: 'v7', label: 'Version 7 (time-ordered)' },
        ],
      },
      box('uppercase', 'Capital letters', false),
    ],
    examples: [
      { input: { count: '2' }, output: 'a00087fb-f747-4cb8-adfe-747d23673f27\n7d1165c4-4930-4a6d-97cc-4b34a88bc231' },
    ],
  },
  {
    id: 'ulid-generator',
    op: 'ulid',
    name: 'ULID Generator',
    description: 'Generate a ULID: 26 characters, sortable by time, random after.',
    keywords: [
      'ulid',
      'sortable id',
      'universally unique lexicographically sortable identifier',
      'crockford base32 id',
    ],
    pro: true,
    fields: [],
    examples: [{ input: {}, output: '01JHMXBCG0M008FYZQ8YEBGVFY' }],
  },
  {
    id: 'nanoid-generator',
    op: 'nanoid',
    name: 'NanoID Generator',
    description: 'Generate short URL-safe random IDs (A–Z, a–z, 0–9, _ and -), NanoID style.',
    keywords: ['nanoid', 'short id generator', 'url safe id', 'random id'],
    fields: [num('length', 'Length', '21', 2, 256), count('1', 1000)],
    examples: [{ input: { length: '10' }, output: '749nEt0x_S' }],
  },
  {
    id: 'random-mac-address-generator',
    op: 'mac',
    name: 'Random MAC Address Generator',
    description: 'Generate random locally administered MAC addresses that never clash with a vendor’s.',
    keywords: ['mac address generator', 'random mac', 'fake mac address', 'spoof mac'],
    fields: [
      count('1', 1000),
      {
        name: 'separator',
        label: 'Separator',
        type: 'select',
        default: ':',
        options: [
          { value: ':', label: 'Colon (AA:BB)' },
          { value: '-', label: 'Hyphen (AA-BB)' },
          { value: '', label: 'None (AABB)' },
        ],
      },
    ],
    examples: [{ input: {}, output: 'A2:00:87:FB:F7:47' }],
  },
] as const satisfies readonly Row[];

export const topic = { order: 10, rows };
