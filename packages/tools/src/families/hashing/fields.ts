/** hashing: the fields its topics' rows share. */
import type { Field } from '../../types';

export const MESSAGE: Field = { name: 'input', label: 'Text to hash', type: 'textarea', placeholder: 'abc' };

export const INPUT_TYPE: Field = {
  name: 'inputType',
  label: 'Input is',
  type: 'select',
  default: 'text',
  options: [
    { value: 'text', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex bytes' },
  ],
};

export const DIGEST_OUTPUT: Field = {
  name: 'output',
  label: 'Output',
  type: 'select',
  default: 'hex',
  options: [
    { value: 'hex', label: 'Hex (lower case)' },
    { value: 'hex-upper', label: 'Hex (upper case)' },
    { value: 'base64', label: 'Base64' },
  ],
};

export const CHECKSUM_OUTPUT: Field = {
  name: 'output',
  label: 'Output',
  type: 'select',
  default: 'hex',
  options: [
    { value: 'hex', label: 'Hex (lower case)' },
    { value: 'hex-upper', label: 'Hex (upper case)' },
    { value: 'decimal', label: 'Decimal' },
  ],
};

export const bitsSelect = (allowed: readonly number[], fallback: number, label = 'Digest length'): Field => ({
  name: 'bits',
  label,
  type: 'select',
  default: String(fallback),
  options: allowed.map((n) => ({ value: String(n), label: `${n} bits` })),
});

export const xofBits = (fallback: number): Field => ({
  name: 'bits',
  label: 'Output length (bits)',
  type: 'number',
  default: String(fallback),
  min: 8,
  max: 8192,
  step: 8,
});

/** The pangram many published digest and checksum vectors use. */
export const FOX = 'The quick brown fox jumps over the lazy dog';
