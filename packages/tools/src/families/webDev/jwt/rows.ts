/** webDev, JWT signing and verifying (HMAC): the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, JWT_IO } from '../spec';

export const rows = [
  {
    id: 'jwt-generator',
    name: 'JWT Generator (HS256, HS384, HS512)',
    description: 'Sign a JSON payload as a JSON Web Token with an HMAC secret (HS256, HS384 or HS512).',
    keywords: ['jwt generator', 'create jwt', 'jwt encoder', 'sign jwt', 'hs256 token'],
    kind: 'form',
    fields: [
      { name: 'input', label: 'Payload (JSON)', type: 'textarea', placeholder: JWT_IO.payload },
      { name: 'secret', label: 'Secret', type: 'text', placeholder: JWT_IO.secret },
      {
        name: 'alg',
        label: 'Algorithm',
        type: 'select',
        default: 'HS256',
        options: ['HS256', 'HS384', 'HS512'].map((a) => ({ value: a, label: a })),
      },
    ],
    examples: [{ input: { input: JWT_IO.payload, secret: JWT_IO.secret }, output: JWT_IO.token }],
    pro: true,
  },
  {
    id: 'jwt-verifier',
    ask: { for: { jwt: 2 } },
    name: 'JWT Signature Verifier (HMAC)',
    description: 'Check an HS256, HS384 or HS512 JSON Web Token’s signature against its secret.',
    keywords: ['jwt verify', 'verify jwt signature', 'jwt validator', 'check jwt secret', 'hs256 verify'],
    kind: 'form',
    fields: [
      {
        name: 'input',
        label: 'JSON Web Token',
        type: 'textarea',
        placeholder: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…',
      },
      { name: 'secret', label: 'Secret', type: 'text', placeholder: JWT_IO.secret },
    ],
    examples: [
      { input: { input: JWT_IO.token, secret: JWT_IO.secret }, output: 'Signature is valid (HS256).' },
      {
        input: { input: JWT_IO.token, secret: 'wrong-secret' },
        output: 'Signature does NOT match: the secret is wrong or the token was changed.',
      },
    ],
    pro: true,
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(120, rows);
