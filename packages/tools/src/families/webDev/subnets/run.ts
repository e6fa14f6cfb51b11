/** webDev, IPv4 and IPv6 subnets: masks, ranges, CIDR blocks: the code of the rows in rows.ts beside it. */
import type { Figure, ToolResult } from '../../../types';
import {
  bitsOf,
  ipBinary,
  ipFromValue,
  ipText,
  ipv4Class,
  ipv6Expanded,
  maskOf,
  parseCidr,
  parseIp,
  prefixOfMask,
  rangeName,
  rangeToCidrs,
  type Cidr,
  withCidr,
  v4,
  pow2,
} from '../network';
import { fail, ok, type Values, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

function subnetV4(cidr: Cidr): ToolResult {
  if (cidr.ip.version !== 4)
    return fail('This calculator is for IPv4. Use the IPv6 Subnet Calculator for IPv6 networks.');
  const { prefix, network, last } = cidr;
  const mask = maskOf(prefix, 4);
  const total = 1n << BigInt(32 - prefix);
  const [first, final, usable] = prefix >= 31 ? [network, last, total] : [network + 1n, last - 1n, total - 2n];
  const figures: Figure[] = [
    { label: 'Address', value: v4(cidr.ip.value) },
    { label: 'Network address', value: `${v4(network)}/${prefix}` },
    { label: 'Subnet mask', value: v4(mask) },
    { label: 'Wildcard mask', value: v4(mask ^ 0xffffffffn) },
    { label: 'Broadcast address', value: prefix >= 31 ? 'None (a /31 or /32 has no broadcast address)' : v4(last) },
    { label: 'First usable host', value: v4(first) },
    { label: 'Last usable host', value: v4(final) },
    { label: 'Usable hosts', value: usable.toString() },
    { label: 'Total addresses', value: total.toString() },
    { label: 'Address type', value: rangeName(cidr.ip) },
    { label: 'Class (historic)', value: ipv4Class(cidr.ip.value) },
    { label: 'Mask in binary', value: ipBinary(ipFromValue(mask, 4)) },
  ];
  const hosts =
    usable === 1n ? `host ${v4(first)} (1 address)` : `hosts ${v4(first)} to ${v4(final)} (${usable} usable)`;
  const broadcast = prefix >= 31 ? '' : `, broadcast ${v4(last)}`;
  return ok(`${v4(network)}/${prefix}: ${hosts}${broadcast}`, figures);
}

function subnetV6(cidr: Cidr): ToolResult {
  if (cidr.ip.version !== 6)
    return fail('This calculator is for IPv6. Use the IPv4 Subnet Calculator for IPv4 networks.');
  const { prefix, network, last } = cidr;
  const text6 = (value: bigint) => ipText(ipFromValue(value, 6));
  const figures: Figure[] = [
    { label: 'Address', value: text6(cidr.ip.value) },
    { label: 'Network', value: `${text6(network)}/${prefix}` },
    { label: 'First address', value: text6(network) },
    { label: 'Last address', value: text6(last) },
    { label: 'Addresses', value: `${pow2(128 - prefix)} (2^${128 - prefix})` },
  ];
  if (prefix <= 64) figures.push({ label: '/64 subnets', value: `${pow2(64 - prefix)} (2^${64 - prefix})` });
  figures.push(
    { label: 'First address, expanded', value: ipv6Expanded(ipFromValue(network, 6)) },
    { label: 'Address type', value: rangeName(cidr.ip) },
  );
  return ok(`${text6(network)}/${prefix}: ${text6(network)} to ${text6(last)}`, figures);
}

function cidrRange(cidr: Cidr): ToolResult {
  const text = (value: bigint) => ipText(ipFromValue(value, cidr.ip.version));
  const count = 1n << BigInt(bitsOf(cidr.ip.version) - cidr.prefix);
  return ok(`${text(cidr.network)} - ${text(cidr.last)}`, [
    { label: 'First address', value: text(cidr.network) },
    { label: 'Last address', value: text(cidr.last) },
    { label: 'Addresses', value: count.toString() },
  ]);
}

function rangeCidrs(values: Values): ToolResult {
  const start = parseIp(values.input ?? '');
  if (typeof start === 'string') return fail(`The first address: ${start.charAt(0).toLowerCase()}${start.slice(1)}`);
  const end = parseIp(values.end ?? '');
  if (typeof end === 'string') return fail(`The last address: ${end.charAt(0).toLowerCase()}${end.slice(1)}`);
  if (start.version !== end.version) return fail('Both ends of the range must be IPv4, or both IPv6.');
  if (start.value > end.value) return fail('The first address comes after the last one: swap them.');
  const blocks = rangeToCidrs(start.value, end.value, start.version);
  return ok(blocks.map((b) => `${ipText(ipFromValue(b.network, start.version))}/${b.prefix}`).join('\n'), [
    { label: 'Blocks', value: String(blocks.length) },
    { label: 'Addresses', value: (end.value - start.value + 1n).toString() },
  ]);
}

function readPrefix(input: string): number | string {
  const s = input.trim().replace(/^\//, '');
  if (!/^\d{1,2}$/.test(s) || Number(s) > 32) return 'Enter a prefix length from 0 to 32, such as /24.';
  return Number(s);
}

function prefixFigures(prefix: number): Figure[] {
  const total = 1n << BigInt(32 - prefix);
  const usable = prefix >= 31 ? total : total - 2n;
  return [
    { label: 'CIDR prefix', value: `/${prefix}` },
    { label: 'Subnet mask', value: v4(maskOf(prefix, 4)) },
    { label: 'Wildcard mask', value: v4(maskOf(prefix, 4) ^ 0xffffffffn) },
    { label: 'Addresses', value: total.toString() },
    { label: 'Usable hosts', value: usable.toString() },
    { label: 'Mask in binary', value: ipBinary(ipFromValue(maskOf(prefix, 4), 4)) },
  ];
}

function maskToPrefix(input: string): ToolResult {
  const mask = parseIp(input);
  if (typeof mask === 'string' || mask.version !== 4) return fail('Enter a subnet mask, such as 255.255.255.0.');
  const prefix = prefixOfMask(mask.value);
  if (prefix === null)
    return fail(`${v4(mask.value)} is not a valid subnet mask: its 1 bits must all come first, such as 255.255.240.0.`);
  return ok(`/${prefix}`, prefixFigures(prefix));
}

function wildcard(input: string): ToolResult {
  const s = input.trim();
  if (/^\/?\d{1,2}$/.test(s)) {
    const prefix = readPrefix(s);
    if (typeof prefix === 'string') return fail(prefix);
    return ok(v4(maskOf(prefix, 4) ^ 0xffffffffn), [
      { label: 'Read as', value: `prefix /${prefix}, subnet mask ${v4(maskOf(prefix, 4))}` },
    ]);
  }
  const mask = parseIp(s);
  if (typeof mask === 'string' || mask.version !== 4)
    return fail('Enter a subnet mask (255.255.255.0), a wildcard mask (0.0.0.255) or a prefix (/24).');
  const inverted = mask.value ^ 0xffffffffn;
  const asMask = prefixOfMask(mask.value);
  const asWildcard = prefixOfMask(inverted);
  const readAs =
    asMask !== null && asWildcard !== null
      ? `subnet mask /${asMask}, or wildcard mask of /${asWildcard}`
      : asMask !== null
        ? `subnet mask /${asMask}; the result is its wildcard mask`
        : asWildcard !== null
          ? `wildcard mask of /${asWildcard}; the result is its subnet mask`
          : 'a discontiguous wildcard (valid in Cisco ACLs, not as a subnet mask)';
  return ok(v4(inverted), [{ label: 'Read as', value: readAs }]);
}

function hostsToPrefix(input: string): ToolResult {
  const s = input.trim().replace(/[,_\s]/g, '');
  if (!/^\d{1,10}$/.test(s) || Number(s) < 1)
    return fail('Enter how many hosts the subnet needs, as a whole number such as 50.');
  const hosts = BigInt(s);
  if (hosts > (1n << 32n) - 2n) return fail('An IPv4 subnet holds at most 4294967294 usable hosts.');
  let hostBits = 2;
  while ((1n << BigInt(hostBits)) - 2n < hosts) hostBits++;
  const prefix = 32 - hostBits;
  return ok(`/${prefix} (${v4(maskOf(prefix, 4))})`, prefixFigures(prefix));
}

function divide(values: Values): ToolResult {
  const cidr = parseCidr(values.input ?? '');
  if (typeof cidr === 'string') return fail(cidr);
  const countText = (values.count ?? '').trim();
  if (!/^\d{1,4}$/.test(countText) || Number(countText) < 2)
    return fail('Enter how many subnets you need, from 2 to 1024.');
  const count = Number(countText);
  if (count > 1024) return fail('Enter how many subnets you need, from 2 to 1024.');
  const extra = Math.ceil(Math.log2(count));
  const bits = bitsOf(cidr.ip.version);
  const prefix = cidr.prefix + extra;
  if (prefix > bits) return fail(`A /${cidr.prefix} is too small to split into ${count} subnets.`);
  const size = 1n << BigInt(bits - prefix);
  const text = (value: bigint) => ipText(ipFromValue(value, cidr.ip.version));
  const lines: string[] = [];
  for (let i = 0n; i < 1n << BigInt(extra); i++) {
    const start = cidr.network + i * size;
    lines.push(`${text(start)}/${prefix}  (${text(start)} - ${text(start + size - 1n)})`);
  }
  return ok(lines.join('\n'), [
    { label: 'Subnets', value: `${lines.length} × /${prefix}` },
    { label: 'Addresses in each', value: size.toString() },
  ]);
}

function inSubnet(values: Values): ToolResult {
  const ip = parseIp(values.input ?? '');
  if (typeof ip === 'string') return fail(ip);
  const cidr = parseCidr(values.cidr ?? '');
  if (typeof cidr === 'string') return fail(cidr);
  const block = `${ipText(ipFromValue(cidr.network, cidr.ip.version))}/${cidr.prefix}`;
  if (ip.version !== cidr.ip.version)
    return ok(`No: ${ipText(ip)} is IPv${ip.version} and ${block} is IPv${cidr.ip.version}.`);
  const inside = ip.value >= cidr.network && ip.value <= cidr.last;
  return ok(inside ? `Yes: ${ipText(ip)} is in ${block}.` : `No: ${ipText(ip)} is not in ${block}.`, [
    {
      label: 'Network range',
      value: `${ipText(ipFromValue(cidr.network, cidr.ip.version))} - ${ipText(ipFromValue(cidr.last, cidr.ip.version))}`,
    },
  ]);
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'subnet-calculator': (input) => withCidr(input, subnetV4),
  'ipv6-subnet-calculator': (input) => withCidr(input, subnetV6),
  'cidr-to-ip-range': (input) => withCidr(input, cidrRange),
  'ip-range-to-cidr': (_input, values) => rangeCidrs(values),
  'cidr-to-subnet-mask': (input) => {
    const prefix = readPrefix(input);
    return typeof prefix === 'string' ? fail(prefix) : ok(v4(maskOf(prefix, 4)), prefixFigures(prefix));
  },
  'subnet-mask-to-cidr': (input) => maskToPrefix(input),
  'wildcard-mask-calculator': (input) => wildcard(input),
  'hosts-to-subnet-mask': (input) => hostsToPrefix(input),
  'subnet-divider': (_input, values) => divide(values),
  'ip-in-subnet-checker': (_input, values) => inSubnet(values),
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
