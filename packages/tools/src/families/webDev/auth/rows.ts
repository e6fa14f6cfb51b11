/** webDev, HTTP Basic authentication headers: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, line } from '../spec';

export const rows = [
  {
    id: 'basic-auth-header-generator',
    name: 'Basic Auth Header Generator',
    description: 'Make an HTTP Basic Authorization header from a user name and password (RFC 7617).',
    keywords: [
      'basic auth generator',
      'authorization header',
      'basic authentication header',
      'http basic auth',
      'base64 username password',
    ],
    kind: 'form',
    fields: [
      { name: 'input', label: 'User name', type: 'text', placeholder: 'Aladdin' },
      { name: 'password', label: 'Password', type: 'text', placeholder: 'open sesame' },
    ],
    examples: [
      {
        input: { input: 'Aladdin', password: 'open sesame' },
        output: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
      },
    ],
  },
  {
    id: 'basic-auth-decoder',
    name: 'Basic Auth Header Decoder',
    description: 'Read the user name and password inside an HTTP Basic Authorization header.',
    keywords: [
      'decode basic auth',
      'basic auth decoder',
      'authorization header decode',
      'basic auth to username password',
    ],
    fields: [line('Authorization header', 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==')],
    examples: [
      { input: { input: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==' }, output: 'Aladdin:open sesame' },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(100, rows);
