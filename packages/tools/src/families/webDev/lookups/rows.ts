/** webDev, lookups: HTTP status codes, ports, MIME types: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, line } from '../spec';

export const rows = [
  {
    id: 'http-status-codes',
    name: 'HTTP Status Code Lookup',
    description: 'Look up what an HTTP status code means (404, 502, 429…), or find codes by a word.',
    keywords: ['http status codes', 'http error codes', 'what is 404', 'status code meaning', 'http response codes'],
    fields: [line('Status code or word', '404')],
    examples: [
      { input: { input: '404' }, output: '404 Not Found: The server cannot find the requested resource.' },
      {
        input: { input: '429' },
        output:
          '429 Too Many Requests: The client sent too many requests in a given time (rate limited); see Retry-After.',
      },
    ],
  },
  {
    id: 'port-number-lookup',
    name: 'Port Number Lookup',
    description: 'Look up which service uses a TCP or UDP port (22, 443, 5432…), or the port of a service.',
    keywords: ['port lookup', 'what is port 443', 'common ports', 'tcp port list', 'port number service'],
    fields: [line('Port or service', '5432')],
    examples: [
      { input: { input: '5432' }, output: '5432: PostgreSQL (TCP)' },
      { input: { input: 'ssh' }, output: '22: SSH (also SFTP and SCP) (TCP)' },
    ],
  },
  {
    id: 'mime-type-lookup',
    name: 'MIME Type Lookup',
    description: 'Find the MIME (media) type for a file extension or file name, such as .webp or report.pdf.',
    keywords: [
      'mime type',
      'content type for extension',
      'media type lookup',
      'file extension to mime',
      'mime type checker',
    ],
    fields: [line('Extension or file name', 'webp')],
    examples: [
      { input: { input: 'webp' }, output: 'image/webp' },
      {
        input: { input: 'report.docx' },
        output: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ],
  },
  {
    id: 'mime-type-to-extension',
    name: 'MIME Type to File Extension',
    description: 'Find the file extensions that go with a MIME type, such as image/jpeg.',
    keywords: ['mime to extension', 'content type to extension', 'media type to file extension', 'mime type extension'],
    fields: [line('MIME type', 'image/jpeg')],
    examples: [
      { input: { input: 'image/jpeg' }, output: '.jpg, .jpeg' },
      { input: { input: 'text/javascript; charset=utf-8' }, output: '.js, .mjs' },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(40, rows);
