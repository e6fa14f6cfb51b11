/** hashing, hmacs: HMAC with MD5, SHA-1 and SHA-2: the rows (data). Their code is run.ts beside them. */
import type { ToolRow } from '../../../types';
import { DIGEST_OUTPUT, INPUT_TYPE } from '../fields';

const JEFE = { input: 'what do ya want for nothing?', key: 'Jefe' };

const HMACS = [
  { algorithm: 'md5', name: 'MD5', output: '750c783e6ab0b503eaa86e310a5db738', pro: false },
  { algorithm: 'sha1', name: 'SHA1', output: 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79', pro: false },
  {
    algorithm: 'sha256',
    name: 'SHA256',
    output: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    pro: false,
  },
  {
    algorithm: 'sha384',
    name: 'SHA384',
    output: 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
    pro: true,
  },
  {
    algorithm: 'sha512',
    name: 'SHA512',
    output:
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    pro: false,
  },
] as const;

const hmacTools: ToolRow[] = HMACS.map(
  (spec): ToolRow => ({
    id: `hmac-${spec.algorithm}-generator`,
    name: `HMAC-${spec.name} Generator`,
    description: `Sign a message with a secret key using HMAC-${spec.name} (RFC 2104), in hex or Base64.`,
    category: 'developer',
    keywords: [
      `hmac ${spec.algorithm}`,
      `hmac-${spec.name.toLowerCase()}`,
      `${spec.algorithm} hmac online`,
      'hmac generator',
      'message authentication code',
    ],
    family: 'hashing',
    topic: 'hmacs',
    kind: 'text',
    params: { operation: 'hmac', algorithm: spec.algorithm },
    fields: [
      { name: 'input', label: 'Message', type: 'textarea', placeholder: 'what do ya want for nothing?' },
      INPUT_TYPE,
      { name: 'key', label: 'Secret key', type: 'text', placeholder: 'Jefe' },
      {
        name: 'keyType',
        label: 'Key is',
        type: 'select',
        default: 'text',
        options: [
          { value: 'text', label: 'Text (UTF-8)' },
          { value: 'hex', label: 'Hex bytes' },
        ],
      },
      DIGEST_OUTPUT,
    ],
    pro: spec.pro,
    examples: [{ input: JEFE, output: spec.output }],
  }),
);

export const rows = hmacTools;

export const topic = { order: 20, rows };
