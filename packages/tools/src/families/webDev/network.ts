/**
 * IP address arithmetic. ipaddr.js parses and classifies addresses (and writes RFC 5952 IPv6);
 * the arithmetic is BigInt, so IPv4 and IPv6 share one code path and never lose precision.
 */
import ipaddr from 'ipaddr.js';
import type { ToolResult } from '../../types';
import { fail } from './result';

export interface Ip {
  version: 4 | 6;
  value: bigint;
  /** The parsed address, for ipaddr.js's range() and RFC 5952 printing. */
  parsed: ipaddr.IPv4 | ipaddr.IPv6;
}

export const bitsOf = (version: 4 | 6): number => (version === 4 ? 32 : 128);

/** Reads an IP address strictly: IPv4 as four decimal parts (no 0x, no leading zeros, no short forms), IPv6 as RFC 4291 text. */
export function parseIp(text: string): Ip | string {
  const s = text.trim();
  if (s === '') return 'Enter an IP address, such as 192.168.1.10 or 2001:db8::1.';
  if (s.length > 100) return 'That is too long to be an IP address.';
  if (ipaddr.IPv4.isValidFourPartDecimal(s)) {
    const parsed = ipaddr.IPv4.parse(s);
    return { version: 4, value: parsed.octets.reduce((acc, o) => (acc << 8n) | BigInt(o), 0n), parsed };
  }
  if (s.includes(':') && ipaddr.IPv6.isValid(s)) {
    const parsed = ipaddr.IPv6.parse(s);
    return { version: 6, value: parsed.parts.reduce((acc, p) => (acc << 16n) | BigInt(p), 0n), parsed };
  }
  if (/^\d+(\.\d+){0,3}$/.test(s))
    return `“${s}” is not a dotted IPv4 address: write four numbers from 0 to 255 without leading zeros, such as 192.168.1.10.`;
  return `“${s.length > 40 ? `${s.slice(0, 40)}…` : s}” is not an IP address. Use the form 192.168.1.10 or 2001:db8::1.`;
}

export function ipFromValue(value: bigint, version: 4 | 6): Ip {
  if (version === 4) {
    const octets = [24n, 16n, 8n, 0n].map((shift) => Number((value >> shift) & 0xffn));
    return { version, value, parsed: new ipaddr.IPv4(octets) };
  }
  const parts = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - i * 16)) & 0xffffn));
  return { version, value, parsed: new ipaddr.IPv6(parts) };
}

/** IPv4 dotted decimal; IPv6 in RFC 5952 canonical (compressed) form. */
export function ipText(ip: Ip): string {
  return ip.version === 4 ? ip.parsed.toString() : (ip.parsed as ipaddr.IPv6).toRFC5952String();
}

export function maskOf(prefix: number, version: 4 | 6): bigint {
  const bits = BigInt(bitsOf(version));
  return prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << (bits - BigInt(prefix));
}

export interface Cidr {
  ip: Ip;
  prefix: number;
  network: bigint;
  last: bigint;
}

/**
 * Reads "address/prefix", "address/mask" or "address mask" (IPv4 masks must be contiguous). A bare
 * address is a single-address block (/32 or /128).
 */
export function parseCidr(text: string): Cidr | string {
  const s = text.trim();
  if (s === '') return 'Enter a network in CIDR form, such as 192.168.1.0/24.';
  const match = s.match(/^(\S+?)\s*(?:\/\s*|\s+)(\S+)$/);
  const ip = parseIp(match ? match[1]! : s);
  if (typeof ip === 'string') return ip;
  const bits = bitsOf(ip.version);
  let prefix = bits;
  if (match) {
    const p = match[2]!;
    if (/^\d{1,3}$/.test(p)) {
      prefix = Number(p);
      if (prefix > bits) return `An IPv${ip.version} prefix is from /0 to /${bits}.`;
    } else if (ip.version === 4) {
      const mask = parseIp(p);
      if (typeof mask === 'string' || mask.version !== 4)
        return `“${p.slice(0, 40)}” is not a prefix length or a subnet mask: use /24 or 255.255.255.0.`;
      const fromMask = prefixOfMask(mask.value);
      if (fromMask === null)
        return `${p} is not a valid subnet mask: its 1 bits must all come first, such as 255.255.255.0.`;
      prefix = fromMask;
    } else return `“${p.slice(0, 40)}” is not a prefix length: write it as a number, such as /64.`;
  }
  const mask = maskOf(prefix, ip.version);
  const all = (1n << BigInt(bits)) - 1n;
  const network = ip.value & mask;
  return { ip, prefix, network, last: network | (all ^ mask) };
}

/** The prefix length of a contiguous IPv4 mask, or null when its ones are not all first. */
export function prefixOfMask(mask: bigint): number | null {
  for (let prefix = 0; prefix <= 32; prefix++) if (maskOf(prefix, 4) === mask) return prefix;
  return null;
}

/** The smallest list of CIDR blocks that covers exactly first…last. */
export function rangeToCidrs(first: bigint, last: bigint, version: 4 | 6): { network: bigint; prefix: number }[] {
  const bits = bitsOf(version);
  const out: { network: bigint; prefix: number }[] = [];
  let start = first;
  while (start <= last) {
    // The largest block that starts here (aligned) and does not pass the end.
    let size = 0;
    while (
      size < bits &&
      (start & ((1n << BigInt(size + 1)) - 1n)) === 0n &&
      start + (1n << BigInt(size + 1)) - 1n <= last
    )
      size++;
    out.push({ network: start, prefix: bits - size });
    start += 1n << BigInt(size);
  }
  return out;
}

/** Dotted binary (IPv4) or colon-separated 16-bit groups (IPv6). */
export function ipBinary(ip: Ip): string {
  if (ip.version === 4) return (ip.parsed as ipaddr.IPv4).octets.map((o) => o.toString(2).padStart(8, '0')).join('.');
  return (ip.parsed as ipaddr.IPv6).parts.map((p) => p.toString(2).padStart(16, '0')).join(':');
}

/** Every IPv6 group written out: eight groups of four lower-case hex digits. */
export function ipv6Expanded(ip: Ip): string {
  return (ip.parsed as ipaddr.IPv6).parts.map((p) => p.toString(16).padStart(4, '0')).join(':');
}

const RANGE_NAMES: Record<string, string> = {
  unicast: 'public (globally routable unicast)',
  unspecified: 'unspecified (the “any” address)',
  broadcast: 'limited broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT, shared address space (RFC 6598)',
  private: 'private network (RFC 1918)',
  reserved: 'reserved (documentation, benchmarking or future use)',
  benchmarking: 'benchmarking (RFC 2544)',
  amt: 'AMT relay anycast (RFC 7450)',
  as112: 'AS112 DNS sink',
  uniqueLocal: 'unique local, the IPv6 private range (fc00::/7)',
  ipv4Mapped: 'IPv4-mapped IPv6 address',
  rfc6145: 'IPv4-translated (RFC 6145)',
  rfc6052: 'NAT64 well-known prefix (RFC 6052)',
  '6to4': '6to4 (2002::/16)',
  teredo: 'Teredo tunnelling (2001::/32)',
  as112v6: 'AS112 DNS sink',
  orchid2: 'ORCHIDv2 (RFC 7343)',
  droneRemoteIdProtocolEntityTags: 'Drone Remote ID entity tags (RFC 9374)',
};

export function rangeName(ip: Ip): string {
  const range = ip.parsed.range();
  return RANGE_NAMES[range] ?? range;
}

/** Historic IPv4 address classes (before CIDR), still asked about in courses and exams. */
export function ipv4Class(value: bigint): string {
  const first = Number(value >> 24n);
  if (first < 128) return 'A';
  if (first < 192) return 'B';
  if (first < 224) return 'C';
  if (first < 240) return 'D (multicast)';
  return 'E (reserved)';
}

/** Runs `then` on the address read from the input, or answers why it is not one. */
export function withIp(input: string, then: (ip: Ip) => ToolResult): ToolResult {
  const ip = parseIp(input);
  return typeof ip === 'string' ? fail(ip) : then(ip);
}

/** Runs `then` on the CIDR block read from the input, or answers why it is not one. */
export function withCidr(input: string, then: (cidr: Cidr) => ToolResult): ToolResult {
  const cidr = parseCidr(input);
  return typeof cidr === 'string' ? fail(cidr) : then(cidr);
}

export const v4 = (value: bigint) => ipText(ipFromValue(value, 4));
export const pow2 = (n: number) => (1n << BigInt(n)).toString();
