/** hashing, checksums: CRC-8/16/32/64, Adler-32 and FNV-1a: the rows (data). Their code is run.ts beside them. */
import type { Field, ToolExample, ToolRow } from '../../../types';
import { bitsSelect, CHECKSUM_OUTPUT, FOX, INPUT_TYPE, MESSAGE } from '../fields';

const CHECK = '123456789';

const crcVariantField = (
  variants: readonly string[],
  fallback: string,
  labels: Record<string, string> = {},
): Field => ({
  name: 'variant',
  label: 'Variant',
  type: 'select',
  default: fallback,
  options: variants.map((v) => ({ value: v, label: labels[v] ?? v })),
});

interface ChecksumSpec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  params: Record<string, string>;
  extra?: readonly Field[];
  examples: readonly ToolExample[];
  inputHex?: boolean;
}

const CHECKSUMS: readonly ChecksumSpec[] = [
  {
    id: 'crc32-calculator',
    name: 'CRC-32 Checksum Calculator',
    description:
      'Calculate the CRC-32 checksum of text or hex bytes: the zip/PNG/Ethernet CRC, or BZIP2, MPEG-2, POSIX cksum and JAMCRC.',
    keywords: ['crc32', 'crc-32', 'crc32 checksum', 'crc32 online', 'crc32 hash'],
    params: { algorithm: 'crc32' },
    extra: [
      crcVariantField(['CRC-32', 'CRC-32/BZIP2', 'CRC-32/MPEG-2', 'CRC-32/CKSUM', 'CRC-32/JAMCRC'], 'CRC-32', {
        'CRC-32': 'CRC-32 (zip, gzip, PNG, Ethernet)',
        'CRC-32/CKSUM': 'CRC-32/CKSUM (POSIX cksum)',
      }),
    ],
    examples: [
      { input: { input: CHECK }, output: 'cbf43926' },
      { input: { input: FOX }, output: '414fa339' },
      { input: { input: CHECK, variant: 'CRC-32/BZIP2' }, output: 'fc891918' },
    ],
  },
  {
    id: 'crc32c-calculator',
    name: 'CRC-32C Checksum Calculator',
    description:
      'Calculate the CRC-32C (Castagnoli) checksum of text or hex bytes, as used by iSCSI, ext4 and Google Cloud Storage.',
    keywords: ['crc32c', 'crc-32c', 'castagnoli crc', 'crc32c checksum', 'iscsi crc'],
    params: { algorithm: 'crc32c' },
    examples: [{ input: { input: CHECK }, output: 'e3069283' }],
  },
  {
    id: 'crc16-calculator',
    name: 'CRC-16 Calculator',
    description:
      'Calculate a CRC-16 of text or hex bytes: ARC, MODBUS, CCITT-FALSE, XMODEM, KERMIT, X-25, USB and more.',
    keywords: ['crc16', 'crc-16', 'crc16 ccitt', 'crc16 checksum', 'crc-16/xmodem'],
    params: { algorithm: 'crc', width: '16' },
    extra: [
      crcVariantField(
        [
          'CRC-16/ARC',
          'CRC-16/MODBUS',
          'CRC-16/IBM-3740',
          'CRC-16/XMODEM',
          'CRC-16/KERMIT',
          'CRC-16/IBM-SDLC',
          'CRC-16/USB',
          'CRC-16/GENIBUS',
          'CRC-16/MAXIM-DOW',
          'CRC-16/UMTS',
        ],
        'CRC-16/ARC',
        {
          'CRC-16/ARC': 'CRC-16/ARC (the classic CRC-16, LHA)',
          'CRC-16/IBM-3740': 'CRC-16/IBM-3740 (CCITT-FALSE, AUTOSAR)',
          'CRC-16/XMODEM': 'CRC-16/XMODEM (ZMODEM, ACORN)',
          'CRC-16/KERMIT': 'CRC-16/KERMIT (CCITT, CCITT-TRUE, Bluetooth)',
          'CRC-16/IBM-SDLC': 'CRC-16/IBM-SDLC (X-25, ISO-HDLC)',
          'CRC-16/UMTS': 'CRC-16/UMTS (BUYPASS)',
        },
      ),
    ],
    examples: [
      { input: { input: CHECK }, output: 'bb3d' },
      { input: { input: CHECK, variant: 'CRC-16/IBM-3740' }, output: '29b1' },
      { input: { input: CHECK, variant: 'CRC-16/XMODEM' }, output: '31c3' },
    ],
  },
  {
    id: 'modbus-crc-calculator',
    name: 'Modbus CRC-16 Calculator',
    description: 'Calculate the Modbus RTU CRC-16 of hex bytes, with the two bytes to append low byte first.',
    keywords: ['modbus crc', 'modbus crc16', 'modbus rtu crc', 'crc-16/modbus', 'modbus checksum'],
    params: { algorithm: 'modbus' },
    inputHex: true,
    examples: [
      { input: { input: '31 32 33 34 35 36 37 38 39' }, output: '4b37' },
      { input: { input: '01 03 00 00 00 0A' }, output: 'cdc5' },
    ],
  },
  {
    id: 'crc8-calculator',
    name: 'CRC-8 Calculator',
    description:
      'Calculate a CRC-8 of text or hex bytes: SMBUS, MAXIM (Dallas 1-Wire), AUTOSAR, ITU I.432.1, SAE J1850 and more.',
    keywords: ['crc8', 'crc-8', 'crc8 maxim', 'dallas crc8', 'crc8 checksum'],
    params: { algorithm: 'crc', width: '8' },
    extra: [
      crcVariantField(
        [
          'CRC-8/SMBUS',
          'CRC-8/MAXIM-DOW',
          'CRC-8/AUTOSAR',
          'CRC-8/I-432-1',
          'CRC-8/SAE-J1850',
          'CRC-8/ROHC',
          'CRC-8/BLUETOOTH',
        ],
        'CRC-8/SMBUS',
        {
          'CRC-8/SMBUS': 'CRC-8/SMBUS (the plain CRC-8)',
          'CRC-8/MAXIM-DOW': 'CRC-8/MAXIM-DOW (Dallas 1-Wire)',
          'CRC-8/I-432-1': 'CRC-8/I-432-1 (ITU, ATM HEC)',
        },
      ),
    ],
    examples: [
      { input: { input: CHECK }, output: 'f4' },
      { input: { input: CHECK, variant: 'CRC-8/MAXIM-DOW' }, output: 'a1' },
    ],
  },
  {
    id: 'crc64-calculator',
    name: 'CRC-64 Calculator',
    description: 'Calculate a CRC-64 of text or hex bytes: XZ (Go ECMA), ECMA-182, Go ISO, WE and Redis.',
    keywords: ['crc64', 'crc-64', 'crc64 ecma', 'crc64 xz', 'crc64 checksum'],
    params: { algorithm: 'crc', width: '64' },
    extra: [
      crcVariantField(['CRC-64/XZ', 'CRC-64/ECMA-182', 'CRC-64/GO-ISO', 'CRC-64/WE', 'CRC-64/REDIS'], 'CRC-64/XZ', {
        'CRC-64/XZ': 'CRC-64/XZ (xz, Go crc64.ECMA)',
        'CRC-64/GO-ISO': 'CRC-64/GO-ISO (Go crc64.ISO)',
      }),
    ],
    examples: [
      { input: { input: CHECK }, output: '995dc9bbdf1939fa' },
      { input: { input: CHECK, variant: 'CRC-64/ECMA-182' }, output: '6c40df5f0b497347' },
    ],
  },
  {
    id: 'adler32-checksum',
    name: 'Adler-32 Checksum Calculator',
    description: 'Calculate the Adler-32 checksum (as in zlib) of text or hex bytes.',
    keywords: ['adler32', 'adler-32', 'adler32 checksum', 'zlib checksum'],
    params: { algorithm: 'adler32' },
    examples: [
      { input: { input: 'Wikipedia' }, output: '11e60398' },
      { input: { input: 'Wikipedia', output: 'decimal' }, output: '300286872' },
    ],
  },
  {
    id: 'fnv1a-hash',
    name: 'FNV-1a Hash Calculator',
    description: 'Calculate the 32-bit or 64-bit FNV-1a hash of text or hex bytes.',
    keywords: ['fnv1a', 'fnv-1a', 'fnv hash', 'fowler noll vo', 'fnv1a 32'],
    params: { algorithm: 'fnv1a' },
    extra: [bitsSelect([32, 64], 32, 'Size')],
    examples: [
      { input: { input: 'foobar' }, output: 'bf9cf968' },
      { input: { input: 'foobar', bits: '64' }, output: '85944171f73967e8' },
    ],
  },
];

const checksumTools: ToolRow[] = CHECKSUMS.map(
  (spec): ToolRow => ({
    id: spec.id,
    name: spec.name,
    description: spec.description,
    category: 'developer',
    keywords: spec.keywords,
    family: 'hashing',
    topic: 'checksums',
    kind: 'text',
    params: { operation: 'checksum', ...spec.params },
    fields: [
      spec.inputHex
        ? { ...MESSAGE, label: 'Bytes (hex)', placeholder: '01 03 00 00 00 0A' }
        : { ...MESSAGE, placeholder: '123456789' },
      spec.inputHex ? { ...INPUT_TYPE, default: 'hex' } : INPUT_TYPE,
      ...(spec.extra ?? []),
      CHECKSUM_OUTPUT,
    ],
    pro: false,
    examples: spec.examples,
  }),
);

export const rows = checksumTools;

export const topic = { order: 30, rows };
