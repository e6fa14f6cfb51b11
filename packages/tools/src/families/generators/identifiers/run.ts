import { formatFixed } from '../../../format';
import {
  URL_SAFE,
  UUID_MAX,
  checked,
  fail,
  ok,
  pick,
  ulid,
  uuidOf,
  uuidOp,
  whole,
  generatorEngine,
  type GeneratorOperations,
} from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'uuid-generator': uuidOp,
  'uuid-v7-generator': uuidOp,
  'bulk-uuid-generator': ({ count, version = 'v4', uppercase }, context) => {
    const n = whole(count, 'how many', 1, UUID_MAX);
    if (typeof n === 'string') return fail(n);
    let list = Array.from({ length: n }, () => uuidOf(version === 'v7' ? 'v7' : 'v4', context));
    // Version 7 UUIDs made in the same millisecond sort by their random part: list them in order.
    if (version === 'v7') list = list.sort();
    return ok(list.map((u) => (checked(uppercase) ? u.toUpperCase() : u)).join('\n'));
  },
  'ulid-generator': (_v, context) =>
    ok(ulid(context), [{ label: 'Time part', value: new Date(context.now()).toISOString() }]),
  'nanoid-generator': ({ length, count }, context) => {
    const len = whole(length, 'the length', 2, 256);
    if (typeof len === 'string') return fail(len);
    const n = whole(count, 'how many', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const one = () => Array.from({ length: len }, () => pick([...URL_SAFE], context)).join('');
    return ok(Array.from({ length: n }, one).join('\n'), [
      { label: 'Randomness per ID', value: `${formatFixed(len * 6, 0)} bits` },
    ]);
  },
  'random-mac-address-generator': ({ count, separator = ':' }, context) => {
    const n = whole(count, 'how many', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const sep = separator === '-' || separator === '' ? separator : ':';
    const one = () => {
      const b = context.randomBytes(6);
      // Locally administered (bit 1 set) unicast (bit 0 clear): never a real vendor's address.
      b[0] = (b[0]! & 0xfc) | 0x02;
      return Array.from(b, (x) => x.toString(16).padStart(2, '0').toUpperCase()).join(sep);
    };
    return ok(Array.from({ length: n }, one).join('\n'));
  },
} satisfies GeneratorOperations<typeof rows>;

export const run = generatorEngine(operations);
