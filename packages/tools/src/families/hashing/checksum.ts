import CRC32 from 'crc-32';
import CRC32C from 'crc-32/crc32c.js';
import type { Figure, ToolResult } from '../../types';
import { fail, messageBytes, type Values } from './digest';

export interface CrcModel {
  width: number;
  poly: bigint;
  init: bigint;
  /** refin = refout for every model offered here. */
  reflected: boolean;
  xorout: bigint;
}

export const CRC_MODELS: Readonly<Record<string, CrcModel>> = {
  'CRC-8/SMBUS': { width: 8, poly: 0x07n, init: 0n, reflected: false, xorout: 0n },
  'CRC-8/MAXIM-DOW': { width: 8, poly: 0x31n, init: 0n, reflected: true, xorout: 0n },
  'CRC-8/AUTOSAR': { width: 8, poly: 0x2fn, init: 0xffn, reflected: false, xorout: 0xffn },
  'CRC-8/I-432-1': { width: 8, poly: 0x07n, init: 0n, reflected: false, xorout: 0x55n },
  'CRC-8/SAE-J1850': { width: 8, poly: 0x1dn, init: 0xffn, reflected: false, xorout: 0xffn },
  'CRC-8/ROHC': { width: 8, poly: 0x07n, init: 0xffn, reflected: true, xorout: 0n },
  'CRC-8/BLUETOOTH': { width: 8, poly: 0xa7n, init: 0n, reflected: true, xorout: 0n },
  'CRC-16/ARC': { width: 16, poly: 0x8005n, init: 0n, reflected: true, xorout: 0n },
  'CRC-16/MODBUS': { width: 16, poly: 0x8005n, init: 0xffffn, reflected: true, xorout: 0n },
  'CRC-16/IBM-3740': { width: 16, poly: 0x1021n, init: 0xffffn, reflected: false, xorout: 0n },
  'CRC-16/XMODEM': { width: 16, poly: 0x1021n, init: 0n, reflected: false, xorout: 0n },
  'CRC-16/KERMIT': { width: 16, poly: 0x1021n, init: 0n, reflected: true, xorout: 0n },
  'CRC-16/IBM-SDLC': { width: 16, poly: 0x1021n, init: 0xffffn, reflected: true, xorout: 0xffffn },
  'CRC-16/USB': { width: 16, poly: 0x8005n, init: 0xffffn, reflected: true, xorout: 0xffffn },
  'CRC-16/GENIBUS': { width: 16, poly: 0x1021n, init: 0xffffn, reflected: false, xorout: 0xffffn },
  'CRC-16/MAXIM-DOW': { width: 16, poly: 0x8005n, init: 0n, reflected: true, xorout: 0xffffn },
  'CRC-16/UMTS': { width: 16, poly: 0x8005n, init: 0n, reflected: false, xorout: 0n },
  'CRC-32/BZIP2': { width: 32, poly: 0x04c11db7n, init: 0xffffffffn, reflected: false, xorout: 0xffffffffn },
  'CRC-32/MPEG-2': { width: 32, poly: 0x04c11db7n, init: 0xffffffffn, reflected: false, xorout: 0n },
  'CRC-32/CKSUM': { width: 32, poly: 0x04c11db7n, init: 0n, reflected: false, xorout: 0xffffffffn },
  'CRC-32/JAMCRC': { width: 32, poly: 0x04c11db7n, init: 0xffffffffn, reflected: true, xorout: 0n },
  'CRC-64/XZ': {
    width: 64,
    poly: 0x42f0e1eba9ea3693n,
    init: 0xffffffffffffffffn,
    reflected: true,
    xorout: 0xffffffffffffffffn,
  },
  'CRC-64/ECMA-182': { width: 64, poly: 0x42f0e1eba9ea3693n, init: 0n, reflected: false, xorout: 0n },
  'CRC-64/GO-ISO': { width: 64, poly: 0x1bn, init: 0xffffffffffffffffn, reflected: true, xorout: 0xffffffffffffffffn },
  'CRC-64/WE': {
    width: 64,
    poly: 0x42f0e1eba9ea3693n,
    init: 0xffffffffffffffffn,
    reflected: false,
    xorout: 0xffffffffffffffffn,
  },
  'CRC-64/REDIS': { width: 64, poly: 0xad93d23594c935a9n, init: 0n, reflected: true, xorout: 0n },
};

export function reflect(value: bigint, width: number): bigint {
  let out = 0n;
  for (let i = 0; i < width; i++) if ((value >> BigInt(i)) & 1n) out |= 1n << BigInt(width - 1 - i);
  return out;
}

export const crcTables = new Map<CrcModel, bigint[]>();

/** A table-driven CRC for any model of width 8 to 64 (reflected or not). */
export function crc(model: CrcModel, bytes: Uint8Array): bigint {
  const width = BigInt(model.width);
  const mask = (1n << width) - 1n;
  let table = crcTables.get(model);
  if (!table) {
    table = [];
    if (model.reflected) {
      const poly = reflect(model.poly, model.width);
      for (let i = 0; i < 256; i++) {
        let c = BigInt(i);
        for (let k = 0; k < 8; k++) c = c & 1n ? (c >> 1n) ^ poly : c >> 1n;
        table.push(c);
      }
    } else {
      const top = 1n << (width - 1n);
      for (let i = 0; i < 256; i++) {
        let c = BigInt(i) << (width - 8n);
        for (let k = 0; k < 8; k++) c = c & top ? ((c << 1n) ^ model.poly) & mask : (c << 1n) & mask;
        table.push(c);
      }
    }
    crcTables.set(model, table);
  }
  let value = model.reflected ? reflect(model.init, model.width) : model.init;
  if (model.reflected) {
    for (const byte of bytes) value = (value >> 8n) ^ table[Number((value ^ BigInt(byte)) & 0xffn)]!;
  } else {
    const shift = width - 8n;
    for (const byte of bytes)
      value = ((value << 8n) & mask) ^ table[Number(((value >> shift) ^ BigInt(byte)) & 0xffn)]!;
  }
  return (value ^ model.xorout) & mask;
}

export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; i++) {
    a = (a + bytes[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

export function fnv1a32(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash >>> 0;
}

export function fnv1a64(bytes: Uint8Array): bigint {
  let hash = 0xcbf29ce484222325n;
  for (const byte of bytes) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return hash;
}

export function checksumResult(
  value: bigint,
  width: number,
  values: Values,
  name: string,
  extra: Figure[] = [],
): ToolResult {
  const hex = value.toString(16).padStart(width / 4, '0');
  const output = values.output;
  const text = output === 'decimal' ? value.toString(10) : output === 'hex-upper' ? hex.toUpperCase() : hex;
  return {
    ok: true,
    text,
    figures: [
      { label: 'Algorithm', value: name },
      { label: 'Hex', value: `0x${hex.toUpperCase()}` },
      { label: 'Decimal', value: value.toString(10) },
      ...extra,
    ],
  };
}

export function runChecksum(kind: string, values: Values): ToolResult {
  const bytes = messageBytes(values.input ?? '', values.inputType);
  if (typeof bytes === 'string') return fail(bytes);
  switch (kind) {
    case 'crc32': {
      const variant = values.variant ?? 'CRC-32';
      if (variant === 'CRC-32')
        return checksumResult(BigInt(CRC32.buf(bytes) >>> 0), 32, values, 'CRC-32 (ISO-HDLC: zip, PNG, Ethernet)');
      const model = CRC_MODELS[variant];
      if (model?.width !== 32) return fail('Choose a CRC-32 variant from the list.');
      return checksumResult(crc(model, bytes), 32, values, variant);
    }
    case 'crc32c':
      return checksumResult(BigInt(CRC32C.buf(bytes) >>> 0), 32, values, 'CRC-32C (Castagnoli, iSCSI)');
    case 'crc': {
      const variant = values.variant ?? '';
      const model = CRC_MODELS[variant];
      const width = Number(values.width ?? '0');
      if (!model || model.width !== width) return fail(`Choose a CRC-${width} variant from the list.`);
      return checksumResult(crc(model, bytes), width, values, variant);
    }
    case 'modbus': {
      const value = crc(CRC_MODELS['CRC-16/MODBUS']!, bytes);
      const low = (value & 0xffn).toString(16).toUpperCase().padStart(2, '0');
      const high = (value >> 8n).toString(16).toUpperCase().padStart(2, '0');
      return checksumResult(value, 16, values, 'CRC-16/MODBUS', [
        { label: 'Bytes to append (low byte first)', value: `${low} ${high}` },
      ]);
    }
    case 'adler32':
      return checksumResult(BigInt(adler32(bytes)), 32, values, 'Adler-32');
    case 'fnv1a': {
      const bits = values.bits === '64' ? 64 : values.bits === '32' ? 32 : 0;
      if (bits === 0) return fail('Choose the FNV-1a size: 32 or 64 bits.');
      return checksumResult(bits === 32 ? BigInt(fnv1a32(bytes)) : fnv1a64(bytes), bits, values, `FNV-1a ${bits}-bit`);
    }
    default:
      return fail('This tool is not set up correctly.');
  }
}

// ---------------------------------------------------------------------------------------------
// All the common digests at once, and telling a hash by its shape
