import { hmac } from '@noble/hashes/hmac.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import cronstrue from 'cronstrue';
import he from 'he';
import type { Engine, Figure, ToolContext, ToolResult } from '../../types';
import { base64Decode, base64Encode, isWellFormed, unsafeIntegers, utf8Bytes, utf8Text } from '../encoding/bytes';
import { HTTP_STATUSES, MEDIA_TYPES, PORTS, STATUS_CLASSES } from './data';
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
  type Ip,
} from './network';

type Values = Readonly<Record<string, string>>;
type Operation = (input: string, values: Values, context: ToolContext) => ToolResult;

const MAX_INPUT = 1_000_000;

const ok = (text: string, figures?: readonly Figure[]): ToolResult =>
  figures ? { ok: true, text, figures } : { ok: true, text };
const fail = (error: string): ToolResult => ({ ok: false, error });
const quote = (text: string): string => `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;

// ---------------------------------------------------------------------------------------------
// URLs and query strings

function parseUrl(input: string): { url: URL; assumed: boolean } | string {
  const s = input.trim();
  if (s === '') return 'Enter a URL, such as https://example.com/path?q=1.';
  // A bare host and port, such as localhost:3000 or example.com:8080, also parses as a URL whose
  // scheme is the host name; read it as the host and port people mean (an opaque scheme such as
  // tel: or urn: is never localhost, dotted or an IPv4 address).
  const hostPort = s.match(/^([a-z0-9.-]+):(\d{1,5})(?:[/?#]|$)/i);
  if (hostPort && (/^localhost$/i.test(hostPort[1]!) || hostPort[1]!.includes('.'))) {
    try {
      return { url: new URL(`https://${s}`), assumed: true };
    } catch {
      // fall through to the general reading
    }
  }
  try {
    return { url: new URL(s), assumed: false };
  } catch {
    if (/^[\w.-]+\.[a-z]{2,}(?:[:/?#]|$)/i.test(s)) {
      try {
        return { url: new URL(`https://${s}`), assumed: true };
      } catch {
        // fall through to the sentence below
      }
    }
    return 'This is not a complete URL. Include the scheme, such as https://example.com/page.';
  }
}

const DEFAULT_PORTS: Record<string, string> = {
  'http:': '80',
  'https:': '443',
  'ws:': '80',
  'wss:': '443',
  'ftp:': '21',
};

function urlParts(input: string): ToolResult {
  const parsed = parseUrl(input);
  if (typeof parsed === 'string') return fail(parsed);
  const { url, assumed } = parsed;
  const parts: Figure[] = [{ label: 'Scheme', value: url.protocol.replace(/:$/, '') }];
  // The URL parser accepts malformed escapes such as %zz in the user name and password, which
  // decodeURIComponent rejects: show those as written.
  let undecodable = false;
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      undecodable = true;
      return text;
    }
  };
  if (url.username) parts.push({ label: 'Username', value: decoded(url.username) });
  if (url.password) parts.push({ label: 'Password', value: decoded(url.password) });
  if (url.hostname) parts.push({ label: 'Host', value: url.hostname });
  const port = url.port || DEFAULT_PORTS[url.protocol];
  if (port) parts.push({ label: 'Port', value: url.port ? url.port : `${port} (default)` });
  parts.push({ label: 'Path', value: url.pathname });
  if (url.search) parts.push({ label: 'Query', value: url.search.slice(1) });
  for (const [key, value] of url.searchParams) parts.push({ label: `Parameter ${key}`, value });
  if (url.hash) parts.push({ label: 'Fragment', value: url.hash.slice(1) });
  if (url.origin !== 'null') parts.push({ label: 'Origin', value: url.origin });
  if (assumed) parts.push({ label: 'Note', value: 'No scheme was given, so https:// was assumed' });
  if (undecodable)
    parts.push({
      label: 'Encoding note',
      value: 'The user name or password has a % that is not a valid percent-escape, so it is shown as written',
    });
  return ok(parts.map((p) => `${p.label}: ${p.value}`).join('\n'), parts);
}

/**
 * One name or value of application/x-www-form-urlencoded text, decoded as URLSearchParams does
 * (+ is a space, %XX a byte, the bytes UTF-8), except that bytes which are not UTF-8 are not
 * turned into �: the raw text is kept and the caller says so.
 */
function formDecode(raw: string): { text: string; valid: boolean } {
  const spaced = raw.replace(/\+/g, ' ');
  if (!spaced.includes('%')) return { text: spaced, valid: true };
  const bytes: number[] = [];
  for (let i = 0; i < spaced.length; i++) {
    if (spaced[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(spaced.slice(i + 1, i + 3))) {
      bytes.push(parseInt(spaced.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      const ch = String.fromCodePoint(spaced.codePointAt(i)!);
      bytes.push(...utf8Bytes(ch));
      i += ch.length - 1;
    }
  }
  const text = utf8Text(Uint8Array.from(bytes));
  return text === null ? { text: raw, valid: false } : { text, valid: true };
}

function queryToJson(input: string): ToolResult {
  let s = input.trim();
  if (s === '') return fail('Enter a query string, such as a=1&b=2, or a URL with one.');
  const question = s.indexOf('?');
  if (question >= 0) s = s.slice(question + 1);
  s = s.replace(/#.*$/s, '');
  // A prototype-free object: keys such as constructor or __proto__ are ordinary keys here, never
  // inherited members (and never a way to change Object.prototype).
  const out = Object.create(null) as Record<string, string | string[]>;
  const undecodable: string[] = [];
  for (const piece of s.split('&')) {
    if (piece === '') continue;
    const equals = piece.indexOf('=');
    const name = formDecode(equals >= 0 ? piece.slice(0, equals) : piece);
    const value = formDecode(equals >= 0 ? piece.slice(equals + 1) : '');
    for (const part of [name, value]) if (!part.valid && !undecodable.includes(part.text)) undecodable.push(part.text);
    const key = name.text;
    const existing = Object.hasOwn(out, key) ? out[key] : undefined;
    if (existing === undefined) out[key] = value.text;
    else if (Array.isArray(existing)) existing.push(value.text);
    else out[key] = [existing, value.text];
  }
  if (Object.keys(out).length === 0)
    return fail('There are no parameters in this query string. Write them as key=value joined by &.');
  const figures: Figure[] = undecodable.length
    ? [
        {
          label: 'Note',
          value: `${undecodable.map(quote).join(', ')} ${undecodable.length === 1 ? 'is' : 'are'} not valid UTF-8 percent-encoding, so the raw text is kept`,
        },
      ]
    : [];
  return ok(JSON.stringify(out, null, 2), figures.length ? figures : undefined);
}

/** JSON.parse rounds integers past 2^53 − 1, so a generator would silently write other digits. */
const tooBig = (digits: string) =>
  `The number ${quote(digits)} is too large to keep exactly (beyond 9007199254740991), so it would lose digits; put it in quotes as a string, such as "${digits.length > 40 ? `${digits.slice(0, 40)}…` : digits}".`;

function jsonToQuery(input: string, values: Values): ToolResult {
  if (input.trim() === '') return fail('Enter a JSON object, such as {"q": "perch tools", "page": 2}.');
  let data: unknown;
  try {
    data = JSON.parse(input);
  } catch {
    return fail('This is not valid JSON. Check the quotes, commas and braces.');
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return fail('Enter a JSON object (in braces), such as {"q": "perch tools", "page": 2}.');
  const unsafe = unsafeIntegers(input);
  if (unsafe.length) return fail(tooBig(unsafe[0]!));
  const plus = values.spaces === 'plus';
  const encode = (text: string) =>
    plus ? new URLSearchParams([['', text]]).toString().slice(1) : encodeURIComponent(text);
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item !== null && typeof item === 'object')
        return fail(`“${key}” holds a nested object, which has no standard query-string form. Flatten it first.`);
      pairs.push(`${encode(key)}=${item === null ? '' : encode(String(item))}`);
    }
  }
  return ok(pairs.join('&'));
}

// ---------------------------------------------------------------------------------------------
// IP addresses and subnets

function withIp(input: string, then: (ip: Ip) => ToolResult): ToolResult {
  const ip = parseIp(input);
  return typeof ip === 'string' ? fail(ip) : then(ip);
}

function withCidr(input: string, then: (cidr: Cidr) => ToolResult): ToolResult {
  const cidr = parseCidr(input);
  return typeof cidr === 'string' ? fail(cidr) : then(cidr);
}

const v4 = (value: bigint) => ipText(ipFromValue(value, 4));
const pow2 = (n: number) => (1n << BigInt(n)).toString();

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

function decimalToIp(input: string, values: Values): ToolResult {
  const s = input.trim().replace(/[,_\s]/g, '');
  if (!/^\d{1,40}$/.test(s)) return fail('Enter the address as a whole decimal number, such as 3232235777.');
  const value = BigInt(s);
  const version = values.version === '6' ? 6 : 4;
  if (version === 4 && value > 0xffffffffn)
    return fail('That is larger than any IPv4 address (4294967295). Choose IPv6 for larger numbers.');
  if (value >= 1n << 128n) return fail('That is larger than any IPv6 address (2^128 − 1).');
  const ip = ipFromValue(value, version);
  return ok(ipText(ip), version === 6 ? [{ label: 'Expanded', value: ipv6Expanded(ip) }] : undefined);
}

function binaryToIp(input: string): ToolResult {
  const s = input.trim();
  if (s === '') return fail('Enter 32 bits, such as 11000000.10101000.00000001.00000001.');
  const bad = s.match(/[^01.\s]/);
  if (bad) return fail(`“${bad[0]}” is not a binary digit. Use 0 and 1, in four groups of 8.`);
  const groups = s.split(/[.\s]+/).filter((g) => g !== '');
  const bits =
    groups.length === 1
      ? groups[0]!
      : groups.length === 4 && groups.every((g) => g.length <= 8)
        ? groups.map((g) => g.padStart(8, '0')).join('')
        : '';
  if (bits.length !== 32) return fail('An IPv4 address is 32 bits: write them in one run or as four groups of 8.');
  return ok(v4(BigInt(`0b${bits}`)));
}

function ipHex(ip: Ip): ToolResult {
  if (ip.version === 6)
    return ok(ipv6Expanded(ip).replace(/:/g, ''), [
      { label: 'With 0x', value: `0x${ipv6Expanded(ip).replace(/:/g, '')}` },
    ]);
  const hex = ip.value.toString(16).toUpperCase().padStart(8, '0');
  return ok(hex, [
    { label: 'With 0x', value: `0x${hex}` },
    { label: 'Dotted hex', value: hex.match(/../g)!.join('.') },
  ]);
}

function ipv4ToIpv6(ip: Ip): ToolResult {
  if (ip.version !== 4) return fail('Enter an IPv4 address, such as 192.0.2.128.');
  const hi = Number(ip.value >> 16n).toString(16);
  const lo = Number(ip.value & 0xffffn).toString(16);
  const hiPadded = hi.padStart(4, '0');
  const loPadded = lo.padStart(4, '0');
  return ok(`::ffff:${v4(ip.value)}`, [
    { label: 'IPv4-mapped, hex', value: `::ffff:${hi}:${lo}` },
    { label: 'IPv4-mapped, expanded', value: `0000:0000:0000:0000:0000:ffff:${hiPadded}:${loPadded}` },
    { label: 'NAT64 (64:ff9b::/96)', value: `64:ff9b::${hi}:${lo}` },
    { label: '6to4 prefix', value: `2002:${hi}:${lo}::/48` },
  ]);
}

function validateIp(input: string): ToolResult {
  const s = input.trim();
  if (s === '') return fail('Enter an IP address to check, such as 192.168.1.10.');
  const ip = parseIp(s);
  if (typeof ip === 'string') return ok(`Not a valid IP address. ${ip}`);
  const figures: Figure[] = [
    { label: 'Version', value: `IPv${ip.version}` },
    { label: 'Type', value: rangeName(ip) },
    { label: 'Canonical form', value: ipText(ip) },
  ];
  if (ip.version === 6) figures.push({ label: 'Expanded', value: ipv6Expanded(ip) });
  return ok(`Valid IPv${ip.version} address: ${rangeName(ip)}.`, figures);
}

function reverseDns(ip: Ip): ToolResult {
  if (ip.version === 4)
    return ok(`${[...(ip.parsed as { octets: number[] }).octets].reverse().join('.')}.in-addr.arpa`);
  return ok(`${ipv6Expanded(ip).replace(/:/g, '').split('').reverse().join('.')}.ip6.arpa`);
}

// ---------------------------------------------------------------------------------------------
// MAC addresses

function parseMac(input: string): string | { hex: string } {
  const s = input.trim();
  if (s === '') return 'Enter a MAC address, such as 00:1A:2B:3C:4D:5E.';
  const hex = s.replace(/[\s:.-]/g, '');
  if (!/^[0-9a-f]{12}$/i.test(hex))
    return 'A MAC address is 12 hex digits, optionally in pairs or groups, such as 00:1A:2B:3C:4D:5E or 001a.2b3c.4d5e.';
  return { hex: hex.toLowerCase() };
}

function macFormats(hex: string): Record<string, string> {
  const pairs = hex.match(/../g)!;
  return { colon: pairs.join(':'), hyphen: pairs.join('-'), dot: hex.match(/..../g)!.join('.'), none: hex };
}

function macFormat(input: string, values: Values): ToolResult {
  const mac = parseMac(input);
  if (typeof mac === 'string') return fail(mac);
  const upper = values.case !== 'lower';
  const formats = macFormats(upper ? mac.hex.toUpperCase() : mac.hex);
  const first = parseInt(mac.hex.slice(0, 2), 16);
  const format = values.format ?? 'colon';
  const text = Object.hasOwn(formats, format) ? formats[format]! : formats.colon!;
  return ok(text, [
    { label: 'Colons', value: formats.colon! },
    { label: 'Hyphens (IEEE)', value: formats.hyphen! },
    { label: 'Cisco dots', value: formats.dot! },
    { label: 'Plain', value: formats.none! },
    { label: 'OUI (vendor prefix)', value: formats.hyphen!.slice(0, 8) },
    { label: 'Unicast or multicast', value: first & 1 ? 'Multicast' : 'Unicast' },
    {
      label: 'Administration',
      value: first & 2 ? 'Locally administered' : 'Universally administered (vendor-assigned)',
    },
  ]);
}

function macToLinkLocal(input: string): ToolResult {
  const mac = parseMac(input);
  if (typeof mac === 'string') return fail(mac);
  const bytes = mac.hex.match(/../g)!.map((b) => parseInt(b, 16));
  bytes[0] = bytes[0]! ^ 0x02;
  const eui = [...bytes.slice(0, 3), 0xff, 0xfe, ...bytes.slice(3)];
  const groups = [0, 2, 4, 6].map((i) => ((eui[i]! << 8) | eui[i + 1]!).toString(16));
  const ip = parseIp(`fe80::${groups.join(':')}`) as Ip;
  return ok(ipText(ip), [
    { label: 'Modified EUI-64 interface ID', value: groups.map((g) => g.padStart(4, '0')).join(':') },
    { label: 'Expanded', value: ipv6Expanded(ip) },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Lookups

function statusLookup(input: string): ToolResult {
  const s = input.trim();
  if (s === '') return fail('Enter a status code, such as 404, or a word, such as redirect.');
  if (/^\d{3}$/.test(s)) {
    const status = HTTP_STATUSES.find((st) => st.code === Number(s));
    const kind = STATUS_CLASSES[s[0]!];
    if (!status)
      return kind
        ? ok(`${s} is not a registered status code. Codes ${s[0]}xx mean: ${kind.toLowerCase()}.`)
        : fail(`${s} is not an HTTP status code: they run from 100 to 599.`);
    return ok(`${status.code} ${status.phrase}: ${status.meaning}`, [
      { label: 'Class', value: `${s[0]}xx ${STATUS_CLASSES[s[0]!]}` },
      { label: 'Defined in', value: status.source },
    ]);
  }
  const words = s.toLowerCase().split(/\s+/);
  // The class name counts as a keyword, so "redirect" finds 301, 302 and 303 (Redirection) as
  // well as 307 and 308 whose phrases say Redirect.
  const matches = HTTP_STATUSES.filter((st) =>
    words.every((w) =>
      `${st.code} ${st.phrase} ${st.meaning} ${STATUS_CLASSES[String(st.code)[0]!] ?? ''}`.toLowerCase().includes(w),
    ),
  );
  if (matches.length === 0)
    return fail(`No status code mentions ${quote(s)}. Try a code such as 404 or a word such as redirect.`);
  return ok(
    matches
      .sort((a, b) => a.code - b.code)
      .map((st) => `${st.code} ${st.phrase}: ${st.meaning}`)
      .join('\n'),
  );
}

function portLookup(input: string): ToolResult {
  const s = input.trim();
  if (s === '') return fail('Enter a port number, such as 443, or a service, such as ssh.');
  const line = (p: (typeof PORTS)[number]) =>
    `${p.port}: ${p.service} (${p.transport}${p.conventional ? '; by convention, not the IANA assignment' : ''})`;
  if (/^\d{1,5}$/.test(s)) {
    const n = Number(s);
    if (n > 65535) return fail('Port numbers run from 0 to 65535.');
    const port = PORTS.find((p) => p.port === n);
    if (port) return ok(line(port));
    const range =
      n < 1024
        ? 'a well-known (system) port'
        : n < 49152
          ? 'a registered (user) port'
          : 'a dynamic (private, ephemeral) port';
    return ok(`Port ${n} is ${range}, not one of the common services in this list.`);
  }
  const word = s.toLowerCase();
  const matches = PORTS.filter((p) => p.service.toLowerCase().includes(word));
  if (matches.length === 0)
    return fail(`No common service matches ${quote(s)}. Try a name such as ssh, mysql or https.`);
  return ok(matches.map(line).join('\n'));
}

function mimeLookup(input: string): ToolResult {
  const s = input.trim().toLowerCase();
  if (s === '') return fail('Enter a file extension, such as png, or a file name, such as report.pdf.');
  const ext = s.includes('.') ? s.slice(s.lastIndexOf('.') + 1) : s;
  const found = MEDIA_TYPES.find((m) => m.extensions.includes(ext));
  if (!found)
    return fail(
      `.${ext.slice(0, 20)} is not in the list of common file types. Servers send unknown files as application/octet-stream.`,
    );
  return ok(found.type, [
    { label: 'File type', value: found.kind },
    { label: 'Extensions', value: found.extensions.map((e) => `.${e}`).join(', ') },
  ]);
}

function extensionLookup(input: string): ToolResult {
  const s = input
    .trim()
    .toLowerCase()
    .replace(/\s*;.*$/, '');
  if (s === '') return fail('Enter a MIME type, such as image/jpeg.');
  const aliases: Record<string, string> = {
    'image/jpg': 'image/jpeg',
    'image/x-icon': 'image/vnd.microsoft.icon',
    'application/javascript': 'text/javascript',
    'text/xml': 'application/xml',
    'audio/x-wav': 'audio/wav',
    'audio/wave': 'audio/wav',
    'application/x-gzip': 'application/gzip',
    'audio/mp3': 'audio/mpeg',
  };
  const type = Object.hasOwn(aliases, s) ? aliases[s]! : s;
  const found = MEDIA_TYPES.find((m) => m.type === type);
  if (!found)
    return fail(`${quote(s)} is not in the list of common MIME types. Check the spelling, such as image/jpeg.`);
  return ok(found.extensions.map((e) => `.${e}`).join(', '), [
    { label: 'File type', value: found.kind },
    ...(type !== s ? [{ label: 'Standard type', value: type }] : []),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Unix permissions

const RWX = ['---', '--x', '-w-', '-wx', 'r--', 'r-x', 'rw-', 'rwx'] as const;

function symbolic(mode: number): string {
  const digits = [(mode >> 6) & 7, (mode >> 3) & 7, mode & 7];
  const chars = digits.map((d) => RWX[d]!.split(''));
  if (mode & 0o4000) chars[0]![2] = chars[0]![2] === 'x' ? 's' : 'S';
  if (mode & 0o2000) chars[1]![2] = chars[1]![2] === 'x' ? 's' : 'S';
  if (mode & 0o1000) chars[2]![2] = chars[2]![2] === 'x' ? 't' : 'T';
  return chars.map((c) => c.join('')).join('');
}

function octal(mode: number): string {
  return mode > 0o777 ? mode.toString(8).padStart(4, '0') : mode.toString(8).padStart(3, '0');
}

function ugo(mode: number): string {
  const who = ['u', 'g', 'o'];
  return [6, 3, 0]
    .map((shift, i) => {
      const d = (mode >> shift) & 7;
      return `${who[i]}=${d & 4 ? 'r' : ''}${d & 2 ? 'w' : ''}${d & 1 ? 'x' : ''}`;
    })
    .join(',');
}

function permissionFigures(mode: number): Figure[] {
  const names = ['Owner', 'Group', 'Others'];
  const words = (d: number) =>
    [d & 4 ? 'read' : '', d & 2 ? 'write' : '', d & 1 ? 'execute' : ''].filter(Boolean).join(', ') || 'none';
  const figures: Figure[] = [
    { label: 'Octal', value: octal(mode) },
    { label: 'Symbolic', value: symbolic(mode) },
    ...[6, 3, 0].map((shift, i) => ({ label: names[i]!, value: words((mode >> shift) & 7) })),
    { label: 'Command', value: `chmod ${octal(mode)} file` },
    { label: 'Symbolic command', value: `chmod ${ugo(mode)} file` },
  ];
  const special = [mode & 0o4000 ? 'setuid' : '', mode & 0o2000 ? 'setgid' : '', mode & 0o1000 ? 'sticky' : ''].filter(
    Boolean,
  );
  if (special.length) figures.push({ label: 'Special bits', value: special.join(', ') });
  return figures;
}

function readOctalMode(input: string): number | string {
  const s = input.trim().replace(/^0o/i, '');
  if (!/^[0-7]{3,4}$/.test(s)) return 'Enter the permissions as 3 or 4 octal digits (0–7), such as 755 or 4755.';
  return parseInt(s, 8);
}

function symbolicToOctal(input: string): ToolResult {
  let s = input.trim();
  if (s.length === 10 && /^[-dlcbps]/.test(s)) s = s.slice(1);
  if (!/^[r-][w-][xsS-][r-][w-][xsS-][r-][w-][xtT-]$/.test(s))
    return fail('Enter 9 permission characters as ls -l shows them, such as rwxr-xr-x or -rw-r--r--.');
  let mode = 0;
  const bit = [0o400, 0o200, 0o100, 0o40, 0o20, 0o10, 0o4, 0o2, 0o1];
  for (let i = 0; i < 9; i++) {
    const ch = s[i]!;
    if ('rwxst'.includes(ch)) mode |= bit[i]!;
  }
  if (/[sS]/.test(s[2]!)) mode |= 0o4000;
  if (/[sS]/.test(s[5]!)) mode |= 0o2000;
  if (/[tT]/.test(s[8]!)) mode |= 0o1000;
  return ok(octal(mode), permissionFigures(mode));
}

function chmodForm(values: Values): ToolResult {
  const flag = (name: string) => values[name] === 'true';
  let mode = 0;
  const names = [
    'ownerRead',
    'ownerWrite',
    'ownerExecute',
    'groupRead',
    'groupWrite',
    'groupExecute',
    'othersRead',
    'othersWrite',
    'othersExecute',
  ];
  names.forEach((name, i) => {
    if (flag(name)) mode |= 1 << (8 - i);
  });
  if (flag('setuid')) mode |= 0o4000;
  if (flag('setgid')) mode |= 0o2000;
  if (flag('sticky')) mode |= 0o1000;
  return ok(octal(mode), permissionFigures(mode));
}

function umask(input: string): ToolResult {
  const s = input.trim();
  if (!/^0?[0-7]{3}$/.test(s)) return fail('Enter a umask as 3 octal digits, such as 022 or 0027.');
  const mask = parseInt(s, 8);
  const file = 0o666 & ~mask;
  const dir = 0o777 & ~mask;
  return ok(`Files: ${octal(file)} (${symbolic(file)}), directories: ${octal(dir)} (${symbolic(dir)})`, [
    { label: 'New files', value: `${octal(file)} (${symbolic(file)})` },
    { label: 'New directories', value: `${octal(dir)} (${symbolic(dir)})` },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Cron

const CRON_FIELDS_5 = ['Minute', 'Hour', 'Day of month', 'Month', 'Day of week'];

/** cronstrue's text, or the sentence to show when the expression does not parse. */
function cronText(expression: string, values: Values): { text: string } | { error: string } {
  try {
    return {
      text: cronstrue.toString(expression, {
        throwExceptionOnParseError: true,
        use24HourTimeFormat: values.clock === '24',
        verbose: false,
      }),
    };
  } catch (error) {
    const detail = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
    const short = detail
      .replace(/^Error:\s*/, '')
      .replace(/\.$/, '')
      .slice(0, 160);
    return { error: `This is not a valid cron expression${short ? ` (${short})` : ''}. Check each field.` };
  }
}

function explainCron(input: string, values: Values): ToolResult {
  const s = input.trim().replace(/\s+/g, ' ');
  if (s === '') return fail('Enter a cron expression, such as */15 9-17 * * 1-5.');
  const parts = s.split(' ');
  const macro = s.startsWith('@');
  if (!macro && (parts.length < 5 || parts.length > 7))
    return fail('A cron expression has 5 fields (minute hour day month weekday), or 6–7 with seconds and year.');
  if (s.length > 200) return fail('That is too long for a cron expression.');
  const described = cronText(s, values);
  if ('error' in described) return fail(described.error);
  let text = described.text;
  if (macro) return ok(text, []);
  // Six fields are read as cronstrue reads them (so the text and the figures agree): a trailing
  // year when the last field ends in four digits or a day field is ?, otherwise seconds first.
  const yearLast = parts.length === 6 && (/\d{4}$/.test(parts[5]!) || parts[4] === '?' || parts[2] === '?');
  const labels =
    parts.length === 5
      ? CRON_FIELDS_5
      : parts.length === 6
        ? yearLast
          ? [...CRON_FIELDS_5, 'Year']
          : ['Second', ...CRON_FIELDS_5]
        : ['Second', ...CRON_FIELDS_5, 'Year'];
  const figures: Figure[] = parts.map((part, i) => ({ label: labels[i]!, value: part }));
  if (parts.length === 6)
    figures.push({
      label: 'Read as',
      value: yearLast
        ? 'minute, hour, day of month, month, day of week, then a year'
        : 'seconds first (Quartz style), then minute, hour, day of month, month, day of week',
    });
  // Standard cron (Vixie cron, POSIX crontab) runs when EITHER day field matches if both are
  // restricted (neither starts with * and neither is ?): 0 0 13 * 5 runs on every 13th and every
  // Friday. cronstrue joins them with "and", so its day-of-week phrase is rewritten with "or".
  const dayOfMonth = parts[labels.indexOf('Day of month')]!;
  const dayOfWeek = parts[labels.indexOf('Day of week')]!;
  const restricted = (field: string) => !field.startsWith('*') && field !== '?';
  if (restricted(dayOfMonth) && restricted(dayOfWeek)) {
    const withoutWeekday = cronText(
      parts.map((part, i) => (labels[i] === 'Day of week' ? '*' : part)).join(' '),
      values,
    );
    let rewritten = false;
    if ('text' in withoutWeekday) {
      const short = withoutWeekday.text;
      const extra = text.length - short.length;
      let at = 0;
      while (at < short.length && text[at] === short[at]) at++;
      at = text.lastIndexOf(', ', at);
      if (extra > 0 && at >= 0 && text.slice(0, at) + text.slice(at + extra) === short) {
        const phrase = text
          .slice(at + 2, at + extra)
          .replace(/^and /, '')
          .replace(/^only /, '');
        text = `${text.slice(0, at)}, or ${phrase.startsWith('on ') ? phrase : `on ${phrase}`}${text.slice(at + extra)}`;
        rewritten = true;
      }
    }
    figures.push({
      label: 'Days',
      value: `Runs when the day of the month (${dayOfMonth}) OR the day of the week (${dayOfWeek}) matches, as standard cron does`,
    });
    if (!rewritten) text = `${text} (either day rule is enough)`;
  }
  return ok(text, figures);
}

// ---------------------------------------------------------------------------------------------
// Regular expressions

const MAX_PATTERN = 1000;
const MAX_TEXT = 100_000;
const MAX_MATCHES = 500;

/**
 * The characters a part of a pattern can start with: ASCII as bits of a 128-bit mask, and a
 * flag for "something beyond ASCII" (any such character counts as the same one, to err on the
 * side of refusing).
 */
interface FirstChars {
  ascii: bigint;
  other: boolean;
}

interface Atom {
  quantified: boolean;
  loose: boolean;
  /** What its first character can be, whether it can match nothing, and whether it holds an alternation whose branches can start alike. */
  first: FirstChars;
  nullable: boolean;
  ambiguous: boolean;
}

const ASCII_ALL = (1n << 128n) - 1n;
const charBits = (from: number, to = from): bigint =>
  from > 127 ? 0n : ((1n << BigInt(Math.min(to, 127) - from + 1)) - 1n) << BigInt(from);
const DIGITS = charBits(48, 57);
const WORD = DIGITS | charBits(65, 90) | charBits(97, 122) | charBits(95);
const SPACE = charBits(9, 13) | charBits(32);
const NOTHING: FirstChars = { ascii: 0n, other: false };
const ANYTHING: FirstChars = { ascii: ASCII_ALL, other: true };
const CLASS_ESCAPES: Record<string, FirstChars> = {
  d: { ascii: DIGITS, other: false },
  D: { ascii: ASCII_ALL ^ DIGITS, other: true },
  w: { ascii: WORD, other: false },
  W: { ascii: ASCII_ALL ^ WORD, other: true },
  s: { ascii: SPACE, other: true },
  S: { ascii: ASCII_ALL ^ SPACE, other: true },
};
const CONTROL_ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 };

const single = (code: number): FirstChars =>
  code < 128 ? { ascii: charBits(code), other: false } : { ascii: 0n, other: true };
const union = (a: FirstChars, b: FirstChars): FirstChars => ({ ascii: a.ascii | b.ascii, other: a.other || b.other });

/** Both cases of every ASCII letter in the mask, for the i flag. */
function caseFolded(bits: bigint): bigint {
  const upper = (bits >> 65n) & charBits(0, 25);
  const lower = (bits >> 97n) & charBits(0, 25);
  const letters = upper | lower;
  return bits | (letters << 65n) | (letters << 97n);
}

/**
 * A guard against catastrophic backtracking, which no synchronous engine can time out. It refuses
 * a group repeated without bound when one repetition can match the same text in more than one
 * way, which makes the number of tries double with each character:
 * - every part of a branch is itself optional or repeated, such as (a+)+, (\d+,?)* or (\s*\w+)*;
 * - or it holds an alternation whose branches can match the same text: for plain words exactly
 *   (Sardinas–Patterson: (a|aa)+ is refused, (ab|ac)+ and (jpg|jpeg)+ pass), otherwise when they
 *   can start with the same character, such as (\w|\d)+ or (\s| )+ (conservatively: (\d|1x)+,
 *   which start alike but then differ, is refused too).
 * Patterns like (\w+\.)+, (a|b)+ or (https?|ftp)://, where each repetition has one way to match,
 * pass.
 */
export function nestedRepetition(pattern: string, flags = ''): boolean {
  return backtrackingRisk(pattern, flags) !== null;
}

/**
 * Whether a set of words is uniquely decodable (Sardinas–Patterson): no text made of them can be
 * split into them in two ways. (ab|ac)+, (jpg|jpeg)+ or (Mr|Mrs)+ repeat such a set, so each
 * repetition has one way to match; (a|aa)+ does not ("aaa" is a·aa, aa·a or a·a·a).
 */
export function uniquelyDecodable(words: readonly string[]): boolean {
  const code = new Set(words);
  if (code.size !== words.length || code.has('')) return false;
  const tails = (from: Iterable<string>, into: Iterable<string>) => {
    const found = new Set<string>();
    for (const u of from) for (const v of into) if (v !== u && v.startsWith(u)) found.add(v.slice(u.length));
    return found;
  };
  const seen = new Set<string>();
  let current = tails(code, code);
  while (current.size > 0) {
    for (const tail of current) if (code.has(tail)) return false;
    const next = new Set([...tails(code, current), ...tails(current, code)].filter((t) => !seen.has(t)));
    for (const t of next) seen.add(t);
    current = next;
  }
  return true;
}

/** The alternatives of a group's source ("ab|ac") as plain words, or null when one is more than literal characters. */
function literalAlternatives(source: string, fold: boolean): string[] | null {
  const words: string[] = [];
  for (const branch of source.split('|')) {
    if (!/^(?:[^\\()[\]{}*+?.|^$]|\\[^dDwWsSbBpPkuxc0-9])*$/.test(branch)) return null;
    const word = branch.replace(/\\(.)/g, '$1');
    words.push(fold ? word.toLowerCase() : word);
  }
  return words;
}

/** Which kind of runaway repetition the pattern has, if any (see nestedRepetition). */
function backtrackingRisk(pattern: string, flags: string): 'nested' | 'alternation' | null {
  const stack: Atom[][][] = [[[]]];
  const lookaround: boolean[] = [false];
  /** Where each open group's alternatives start in the pattern. */
  const opened: number[] = [0];
  const fold = flags.includes('i');
  const nested = flags.includes('v');
  let i = 0;
  const quantifier = (): string => {
    const m = pattern.slice(i).match(/^(?:[*+?]|\{\d+(?:,\d*)?\})\??/);
    if (!m) return '';
    i += m[0].length;
    return m[0];
  };
  const repeatsUnbounded = (q: string) =>
    /^[*+]|^\{\d+,\}|^\{\d+,\d*\}/.test(q) && !/^\{(\d+),\1\}/.test(q) && !/^\{\d+,[01]\}/.test(q);
  const optional = (q: string) => /^[?*]|^\{0[,}]/.test(q);
  const push = (atom: Atom) => {
    const branches = stack[stack.length - 1]!;
    branches[branches.length - 1]!.push(atom);
  };
  const pushQuantified = (first: FirstChars, zeroWidth = false) => {
    const q = quantifier();
    push({
      quantified: q !== '',
      loose: /^[*+]|^\{\d+,/.test(q),
      first,
      nullable: zeroWidth || optional(q),
      ambiguous: false,
    });
  };
  /** Reads the escape at i (the backslash) and returns what it matches; inClass reads \b as backspace. */
  const readEscape = (inClass: boolean): FirstChars | 'zero-width' => {
    const e = pattern[i + 1] ?? '';
    i += 2;
    if (CLASS_ESCAPES[e]) return CLASS_ESCAPES[e]!;
    if (e === 'b' || e === 'B') return inClass ? single(8) : 'zero-width';
    if (Object.hasOwn(CONTROL_ESCAPES, e) && !/^\d/.test(pattern.slice(i))) return single(CONTROL_ESCAPES[e]!);
    if (e === 'x' && /^[0-9a-f]{2}/i.test(pattern.slice(i, i + 2))) {
      i += 2;
      return single(parseInt(pattern.slice(i - 2, i), 16));
    }
    if (e === 'u') {
      const m = pattern.slice(i).match(/^(?:[0-9a-f]{4}|\{[0-9a-f]+\})/i);
      if (m) {
        i += m[0].length;
        return single(parseInt(m[0].replace(/[{}]/g, ''), 16));
      }
    }
    if (e === 'c' && /^[a-z]/i.test(pattern[i] ?? '')) {
      i++;
      return single(pattern.charCodeAt(i - 1) % 32);
    }
    if (e === 'p' || e === 'P' || e === 'k') {
      const m = pattern.slice(i).match(/^(?:\{[^}]*\}|<[^>]*>)/);
      if (m) i += m[0].length;
      return ANYTHING;
    }
    if (/^[1-9]$/.test(e)) {
      while (/^\d$/.test(pattern[i] ?? '')) i++;
      return ANYTHING;
    }
    return e === '' ? NOTHING : single(e.codePointAt(0)!);
  };
  /** Reads the character class at i (the opening bracket). */
  const characterClass = (): FirstChars => {
    i++;
    const negated = pattern[i] === '^';
    if (negated) i++;
    let set: FirstChars = NOTHING;
    let depth = 0;
    let previous = -1;
    while (i < pattern.length && (pattern[i] !== ']' || depth > 0)) {
      const ch = pattern[i]!;
      if (nested && ch === '[') {
        // Set operations of the v flag: take the class as able to start with anything.
        depth++;
        set = ANYTHING;
        i++;
      } else if (nested && ch === ']') {
        depth--;
        i++;
      } else if (ch === '\\') {
        const read = readEscape(true);
        const member = read === 'zero-width' ? NOTHING : read;
        previous = member.other || member.ascii === 0n ? -1 : member.ascii.toString(2).length - 1;
        if (member.ascii & (member.ascii - 1n)) previous = -1;
        set = union(set, member);
      } else if (ch === '-' && previous >= 0 && i + 1 < pattern.length && pattern[i + 1] !== ']') {
        i++;
        let end: number;
        if (pattern[i] === '\\') {
          const read = readEscape(true);
          end = read === 'zero-width' || read.other || read.ascii === 0n ? 0x10ffff : read.ascii.toString(2).length - 1;
        } else {
          end = pattern.codePointAt(i)!;
          i += end > 0xffff ? 2 : 1;
        }
        set = union(set, { ascii: charBits(previous, Math.max(previous, end)), other: end > 127 });
        previous = -1;
      } else {
        const code = pattern.codePointAt(i)!;
        i += code > 0xffff ? 2 : 1;
        set = union(set, single(code));
        previous = code < 128 ? code : -1;
      }
    }
    i++;
    return negated ? { ascii: ASCII_ALL ^ (fold ? caseFolded(set.ascii) : set.ascii), other: true } : set;
  };
  const overlaps = (a: FirstChars, b: FirstChars) =>
    (a.other && b.other) || (fold ? caseFolded(a.ascii) & caseFolded(b.ascii) : a.ascii & b.ascii) !== 0n;
  const branchFirst = (atoms: Atom[]): FirstChars => {
    let first = NOTHING;
    for (const atom of atoms) {
      first = union(first, atom.first);
      if (!atom.nullable) break;
    }
    return first;
  };
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      const read = readEscape(false);
      if (read === 'zero-width') pushQuantified(NOTHING, true);
      else pushQuantified(read);
    } else if (ch === '[') {
      pushQuantified(characterClass());
    } else if (ch === '(') {
      i++;
      let around = false;
      if (pattern[i] === '?') {
        const m = pattern.slice(i).match(/^\?(?:[:=!]|<[=!]|<[^>]*>|[a-z-]*:)/i);
        around = m !== null && /^\?(?:[=!]|<[=!])/.test(m[0]);
        i += m ? m[0].length : 1;
      }
      stack.push([[]]);
      lookaround.push(around);
      opened.push(i);
    } else if (ch === ')') {
      const source = pattern.slice(opened.length > 1 ? opened.pop()! : 0, i);
      i++;
      const branches = stack.length > 1 ? stack.pop()! : [[]];
      const around = lookaround.length > 1 ? lookaround.pop()! : false;
      const q = quantifier();
      const looseBranch = branches.some(
        (atoms) => atoms.length > 0 && atoms.every((a) => a.quantified || a.loose) && atoms.some((a) => a.loose),
      );
      if (looseBranch && repeatsUnbounded(q)) return 'nested';
      const firsts = branches.map(branchFirst);
      // Literal alternatives are decided exactly; others by their first characters (erring towards refusing).
      const words = branches.length > 1 ? literalAlternatives(source, fold) : null;
      const alike = words
        ? !uniquelyDecodable(words)
        : firsts.some((a, x) => firsts.some((b, y) => y > x && overlaps(a, b)));
      const ambiguous = alike || branches.some((atoms) => atoms.some((a) => a.ambiguous));
      if (ambiguous && repeatsUnbounded(q)) return 'alternation';
      const nullable = around || optional(q) || branches.some((atoms) => atoms.every((a) => a.nullable));
      push({
        quantified: q !== '',
        loose: looseBranch || /^[*+]|^\{\d+,/.test(q),
        first: around ? NOTHING : firsts.reduce(union, NOTHING),
        nullable,
        ambiguous,
      });
    } else if (ch === '|') {
      i++;
      stack[stack.length - 1]!.push([]);
    } else if (ch === '^' || ch === '$') {
      i++;
    } else if (ch === '.') {
      i++;
      pushQuantified({ ascii: ASCII_ALL ^ charBits(10) ^ charBits(13), other: true });
    } else {
      const code = pattern.codePointAt(i)!;
      i += code > 0xffff ? 2 : 1;
      pushQuantified(single(code));
    }
  }
  return null;
}

function buildRegex(pattern: string, flags: string): RegExp | string {
  if (pattern === '') return 'Enter a regular expression, such as \\d+.';
  if (pattern.length > MAX_PATTERN) return 'That pattern is too long: up to 1,000 characters.';
  const f = flags.trim();
  if (!/^[dgimsuyv]*$/.test(f)) return 'Flags are letters from d, g, i, m, s, u, v and y, such as gi.';
  if (new Set(f).size !== f.length) return 'Each flag can appear only once.';
  if (f.includes('u') && f.includes('v')) return 'Use the u flag or the v flag, not both.';
  const risk = backtrackingRisk(pattern, f);
  if (risk === 'nested')
    return 'This pattern repeats a group that itself repeats freely, like (a+)+, which can take forever on some text. Rewrite it without the nested repetition.';
  if (risk === 'alternation')
    return 'This pattern repeats a group whose alternatives can match the same text, like (\\w|\\d)+ or (a|aa)*, which can take forever on some text. Rewrite it so the alternatives cannot overlap, such as \\w+.';
  try {
    return new RegExp(pattern, f);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split(': ').pop() ?? '').slice(0, 120) : '';
    return `This is not a valid JavaScript regular expression${reason ? ` (${reason})` : ''}. Check brackets and escapes.`;
  }
}

function testRegex(values: Values): ToolResult {
  const regex = buildRegex(values.pattern ?? '', values.flags ?? '');
  if (typeof regex === 'string') return fail(regex);
  const text = values.input ?? '';
  if (text.length > MAX_TEXT) return fail('That text is too long to test against: up to 100,000 characters.');
  const matches: RegExpExecArray[] = [];
  if (regex.global || regex.sticky) {
    regex.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = regex.exec(text)) !== null && matches.length < MAX_MATCHES) {
      matches.push(m);
      if (m[0] === '')
        regex.lastIndex =
          m.index +
          (regex.unicode || regex.flags.includes('v')
            ? Math.max(1, String.fromCodePoint(text.codePointAt(m.index) ?? 0).length)
            : 1);
      if (!regex.global) break;
    }
  } else {
    const m = regex.exec(text);
    if (m) matches.push(m);
  }
  if (matches.length === 0) return ok('No matches.', [{ label: 'Matches', value: '0' }]);
  const lines: string[] = [];
  matches.forEach((m, n) => {
    lines.push(`Match ${n + 1} at ${m.index}: ${JSON.stringify(m[0])}`);
    for (let g = 1; g < m.length; g++)
      lines.push(`  Group ${g}: ${m[g] === undefined ? '(no match)' : JSON.stringify(m[g])}`);
    for (const [name, value] of Object.entries(m.groups ?? {}))
      lines.push(`  Group “${name}”: ${value === undefined ? '(no match)' : JSON.stringify(value)}`);
  });
  const more = matches.length === MAX_MATCHES ? ` (the first ${MAX_MATCHES})` : '';
  const note = regex.global ? '' : '\n(Only the first match: add the g flag to find them all.)';
  return ok(`${matches.length} ${matches.length === 1 ? 'match' : 'matches'}${more}\n${lines.join('\n')}${note}`, [
    { label: 'Matches', value: String(matches.length) },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Strings for code and markup

const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'noscript', 'template']);
const BLOCK_ELEMENTS = new Set([
  'p',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'ul',
  'ol',
  'table',
]);

/**
 * The text of some HTML, tags removed: comments and declarations go, script, style, noscript and
 * template go with their content, <br> and the ends of block elements become line breaks, and a >
 * inside a quoted attribute does not end a tag. A single left-to-right scan (no backtracking
 * regular expression), so hostile input such as thousands of unclosed <a " takes linear time.
 */
function htmlText(html: string): string {
  const n = html.length;
  // tagEnd[p]: where a tag whose attributes are read from p ends (the index of its >), or -1 when
  // it never ends (no >, or a quote left open). Computed right to left, once.
  const tagEnd = new Int32Array(n + 1);
  tagEnd[n] = -1;
  let nextDouble = -1;
  let nextSingle = -1;
  for (let p = n - 1; p >= 0; p--) {
    const ch = html[p];
    if (ch === '>') tagEnd[p] = p;
    else if (ch === '"' || ch === "'") {
      const close = ch === '"' ? nextDouble : nextSingle;
      tagEnd[p] = close < 0 ? -1 : tagEnd[close + 1]!;
      if (ch === '"') nextDouble = p;
      else nextSingle = p;
    } else tagEnd[p] = tagEnd[p + 1]!;
  }
  // Searches only move forward, so each remembers its last answer: every character is looked at
  // a bounded number of times however many unclosed comments or scripts there are.
  const found = new Map<string, { from: number; at: number }>();
  const search = (key: string, from: number, find: (from: number) => number): number => {
    const last = found.get(key);
    if (last && last.from <= from && (last.at === -1 || last.at >= from)) return last.at;
    const at = find(from);
    found.set(key, { from, at });
    return at;
  };
  const indexOf = (needle: string, from: number) => search(needle, from, (f) => html.indexOf(needle, f));
  const closingTag = (name: string, from: number): { start: number; end: number } | null => {
    const pattern = new RegExp(`</${name}\\s*>`, 'gi');
    const start = search(`</${name}`, from, (f) => {
      pattern.lastIndex = f;
      return pattern.exec(html)?.index ?? -1;
    });
    if (start < 0) return null;
    pattern.lastIndex = start;
    return { start, end: start + pattern.exec(html)![0].length };
  };
  const out: string[] = [];
  let i = 0;
  while (i < n) {
    const p = html.indexOf('<', i);
    if (p < 0) {
      out.push(html.slice(i));
      break;
    }
    out.push(html.slice(i, p));
    if (html.startsWith('<!--', p)) {
      const end = indexOf('-->', p + 4);
      if (end >= 0) {
        i = end + 3;
        continue;
      }
    }
    const closing = html[p + 1] === '/';
    const nameStart = p + (closing ? 2 : 1);
    if (/[a-zA-Z]/.test(html[nameStart] ?? '')) {
      const end = tagEnd[nameStart + 1]!;
      if (end < 0) {
        out.push('<');
        i = p + 1;
        continue;
      }
      let nameEnd = nameStart + 1;
      while (nameEnd < end && /[a-zA-Z0-9-]/.test(html[nameEnd]!)) nameEnd++;
      const name = html.slice(nameStart, nameEnd).toLowerCase();
      i = end + 1;
      if (!closing && RAW_TEXT_ELEMENTS.has(name)) {
        const close = closingTag(name, i);
        if (close) i = close.end;
      } else if (name === 'br' || (closing && BLOCK_ELEMENTS.has(name))) out.push('\n');
      continue;
    }
    if (html[p + 1] === '!') {
      const end = indexOf('>', p + 2);
      if (end >= 0) {
        i = end + 1;
        continue;
      }
    }
    out.push('<');
    i = p + 1;
  }
  return out.join('');
}

/** The line without the spaces and tabs at its end (a loop: /[ \t]+$/ is quadratic on long runs). */
function trimLineEnd(line: string): string {
  let end = line.length;
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  return line.slice(0, end);
}

function stripTags(input: string, values: Values): ToolResult {
  const stripped = htmlText(input);
  const decoded = values.decode === 'false' ? stripped : he.decode(stripped);
  return ok(
    decoded
      .split('\n')
      .map(trimLineEnd)
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  );
}

function jsString(input: string, values: Values): ToolResult {
  const quote = values.quote === 'double' ? '"' : values.quote === 'backtick' ? '`' : "'";
  const named: Record<string, string> = {
    '\\': '\\\\',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\b': '\\b',
    '\f': '\\f',
    '\v': '\\v',
    '\u2028': '\\u2028',
    '\u2029': '\\u2029',
  };
  let out = '';
  let previous = '';
  for (const ch of input) {
    const code = ch.codePointAt(0)!;
    if (named[ch]) out += named[ch];
    else if (ch === quote) out += `\\${ch}`;
    else if (quote === '`' && ch === '{' && previous === '$') out = `${out.slice(0, -1)}\\\${`;
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else if (code >= 0xd800 && code <= 0xdfff) out += `\\u${code.toString(16)}`;
    else out += ch;
    previous = ch;
  }
  return ok(`${quote}${out}${quote}`);
}

// ---------------------------------------------------------------------------------------------
// Identifiers and versions

const UUID_VERSIONS: Record<number, string> = {
  1: 'time-based (Gregorian time and node)',
  2: 'DCE Security',
  3: 'name-based (MD5)',
  4: 'random',
  5: 'name-based (SHA-1)',
  6: 'time-ordered (reordered Gregorian time)',
  7: 'time-ordered (Unix time in milliseconds)',
  8: 'custom (vendor-specific)',
};

const GREGORIAN_TO_UNIX_100NS = 0x01b21dd213814000n;

function stamp(ms: number): string {
  const date = new Date(ms);
  return Number.isFinite(date.getTime())
    ? `${date.toISOString().replace('T', ' ').replace('Z', '')} UTC`
    : 'out of range';
}

function inspectUuid(input: string): ToolResult {
  const s = input
    .trim()
    .replace(/^urn:uuid:/i, '')
    .replace(/^\{(.*)\}$/, '$1');
  if (s === '') return fail('Enter a UUID, such as 017f22e2-79b0-7cc3-98c4-dc0c0c07398f.');
  const hex = /^[0-9a-f]{32}$/i.test(s)
    ? s
    : /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s)
      ? s.replace(/-/g, '')
      : null;
  if (hex === null)
    return ok(
      'Not a valid UUID: a UUID is 32 hex digits, written 8-4-4-4-12, such as 017f22e2-79b0-7cc3-98c4-dc0c0c07398f.',
    );
  const lower = hex.toLowerCase();
  const canonical = `${lower.slice(0, 8)}-${lower.slice(8, 12)}-${lower.slice(12, 16)}-${lower.slice(16, 20)}-${lower.slice(20)}`;
  if (/^0+$/.test(lower))
    return ok('Valid UUID: the Nil UUID (all zeros).', [{ label: 'Canonical form', value: canonical }]);
  if (/^f+$/.test(lower))
    return ok('Valid UUID: the Max UUID (all ones, RFC 9562).', [{ label: 'Canonical form', value: canonical }]);
  const variantNibble = parseInt(lower[16]!, 16);
  const variant =
    variantNibble < 8
      ? 'NCS (reserved, backward compatibility)'
      : variantNibble < 12
        ? 'RFC 9562 (RFC 4122)'
        : variantNibble < 14
          ? 'Microsoft (reserved, backward compatibility)'
          : 'reserved for the future';
  const figures: Figure[] = [
    { label: 'Canonical form', value: canonical },
    { label: 'Variant', value: variant },
  ];
  if (variantNibble < 8 || variantNibble >= 12)
    return ok(`Valid UUID format, but not an RFC 9562 UUID (variant: ${variant}).`, figures);
  const version = parseInt(lower[12]!, 16);
  const name = UUID_VERSIONS[version];
  if (!name) return ok(`Valid UUID format, but version ${version} is not defined by RFC 9562.`, figures);
  figures.push({ label: 'Version', value: `${version}: ${name}` });
  if (version === 7) figures.push({ label: 'Timestamp', value: stamp(Number(BigInt(`0x${lower.slice(0, 12)}`))) });
  if (version === 1 || version === 6) {
    const t =
      version === 1
        ? (BigInt(`0x${lower.slice(13, 16)}`) << 48n) |
          (BigInt(`0x${lower.slice(8, 12)}`) << 32n) |
          BigInt(`0x${lower.slice(0, 8)}`)
        : (BigInt(`0x${lower.slice(0, 8)}`) << 28n) |
          (BigInt(`0x${lower.slice(8, 12)}`) << 12n) |
          BigInt(`0x${lower.slice(13, 16)}`);
    figures.push({ label: 'Timestamp', value: stamp(Number((t - GREGORIAN_TO_UNIX_100NS) / 10_000n)) });
    figures.push({ label: 'Node', value: lower.slice(20).match(/../g)!.join(':') });
  }
  return ok(`Valid UUID: version ${version}, ${name}.`, figures);
}

interface SemVer {
  major: bigint;
  minor: bigint;
  patch: bigint;
  pre: string[];
  build: string;
}

const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

function parseSemver(input: string): SemVer | string {
  const s = input.trim().replace(/^v(?=\d)/i, '');
  if (s === '') return 'Enter a version, such as 1.4.2 or 2.0.0-beta.1.';
  if (s.length > 256) return 'That is too long for a version number.';
  const m = s.match(SEMVER);
  if (!m) {
    if (/^\d+(\.\d+)?$/.test(s))
      return `${quote(s)} is not a full semantic version: write MAJOR.MINOR.PATCH, such as ${s.includes('.') ? `${s}.0` : `${s}.0.0`}.`;
    if (/(^|\.)0\d/.test(s.split(/[-+]/)[0]!))
      return `${quote(s)} has a leading zero, which semantic versions do not allow.`;
    return `${quote(s)} is not a semantic version. Use MAJOR.MINOR.PATCH with an optional -prerelease and +build, such as 1.4.2-rc.1.`;
  }
  return {
    major: BigInt(m[1]!),
    minor: BigInt(m[2]!),
    patch: BigInt(m[3]!),
    pre: m[4] ? m[4].split('.') : [],
    build: m[5] ?? '',
  };
}

const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** Precedence per Semantic Versioning 2.0.0 §11 (build metadata does not count). */
export function compareSemver(a: SemVer, b: SemVer): number {
  const core = cmp(a.major, b.major) || cmp(a.minor, b.minor) || cmp(a.patch, b.patch);
  if (core) return core;
  if (a.pre.length === 0 || b.pre.length === 0) return a.pre.length === b.pre.length ? 0 : a.pre.length === 0 ? 1 : -1;
  for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i++) {
    const x = a.pre[i]!;
    const y = b.pre[i]!;
    const xn = /^\d+$/.test(x);
    const yn = /^\d+$/.test(y);
    const c = xn && yn ? cmp(BigInt(x), BigInt(y)) : xn ? -1 : yn ? 1 : x < y ? -1 : x > y ? 1 : 0;
    if (c) return c;
  }
  return Math.sign(a.pre.length - b.pre.length);
}

const semverText = (v: SemVer) =>
  `${v.major}.${v.minor}.${v.patch}${v.pre.length ? `-${v.pre.join('.')}` : ''}${v.build ? `+${v.build}` : ''}`;

function semverCompare(values: Values): ToolResult {
  const a = parseSemver(values.input ?? '');
  if (typeof a === 'string') return fail(`The first version: ${a}`);
  const b = parseSemver(values.other ?? '');
  if (typeof b === 'string') return fail(`The second version: ${b}`);
  const c = compareSemver(a, b);
  const sign = c < 0 ? '<' : c > 0 ? '>' : '=';
  const words =
    c < 0
      ? `${semverText(b)} is newer`
      : c > 0
        ? `${semverText(a)} is newer`
        : 'Same precedence (build metadata is ignored)';
  return ok(`${semverText(a)} ${sign} ${semverText(b)}`, [{ label: 'Result', value: words }]);
}

function semverValidate(input: string): ToolResult {
  const v = parseSemver(input);
  if (typeof v === 'string') return input.trim() === '' ? fail(v) : ok(`Not valid: ${v}`);
  const figures: Figure[] = [
    { label: 'Major', value: v.major.toString() },
    { label: 'Minor', value: v.minor.toString() },
    { label: 'Patch', value: v.patch.toString() },
    { label: 'Pre-release', value: v.pre.length ? v.pre.join('.') : 'none' },
    { label: 'Build metadata', value: v.build || 'none' },
  ];
  if (/^v/i.test(input.trim()))
    figures.push({ label: 'Note', value: 'The leading v is a tag convention, not part of the version' });
  return ok(`Valid semantic version: ${semverText(v)}${v.pre.length ? ' (a pre-release)' : ''}.`, figures);
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers, links and files for the web

function basicAuth(values: Values): ToolResult {
  const user = values.input ?? '';
  const password = values.password ?? '';
  if (user === '') return fail('Enter a user name.');
  if (user.includes(':')) return fail('A Basic auth user name cannot contain a colon (RFC 7617).');
  if (!isWellFormed(user + password))
    return fail('The text has a broken emoji or character (a lone surrogate). Check it and try again.');
  const token = base64Encode(utf8Bytes(`${user}:${password}`));
  return ok(`Authorization: Basic ${token}`, [
    { label: 'Token only', value: token },
    {
      label: 'curl',
      value: `curl -u '${user.replace(/'/g, "'\\''")}:${password.replace(/'/g, "'\\''")}' https://example.com`,
    },
  ]);
}

function basicAuthDecode(input: string): ToolResult {
  const s = input
    .trim()
    .replace(/^Authorization:\s*/i, '')
    .replace(/^Basic\s+/i, '');
  if (s === '') return fail('Paste a Basic auth header, such as Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==.');
  const bytes = base64Decode(s);
  if (typeof bytes === 'string') return fail(`The credentials are not valid Base64. ${bytes}`);
  const text = utf8Text(bytes);
  if (text === null) return fail('The credentials are not UTF-8 text. Check that the header was copied whole.');
  const colon = text.indexOf(':');
  if (colon < 0) return fail('The decoded credentials have no colon, so they are not user:password.');
  return ok(text, [
    { label: 'User name', value: text.slice(0, colon) },
    { label: 'Password', value: text.slice(colon + 1) },
  ]);
}

function mailto(values: Values): ToolResult {
  const addresses = (field: string) => (values[field] ?? '').split(/[,;\s]+/).filter((a) => a !== '');
  const to = addresses('input');
  const all = [...to, ...addresses('cc'), ...addresses('bcc')];
  const bad = all.find((a) => !/^[^@\s]+@[^@\s]+$/.test(a));
  if (bad) return fail(`${quote(bad)} is not an e-mail address.`);
  if (all.length === 0 && !(values.subject ?? '') && !(values.body ?? ''))
    return fail('Enter at least one address, such as hello@example.com.');
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  const addressList = (list: string[]) => list.map((a) => encodeURIComponent(a).replace(/%40/g, '@')).join(',');
  const query: string[] = [];
  if (addresses('cc').length) query.push(`cc=${addressList(addresses('cc'))}`);
  if (addresses('bcc').length) query.push(`bcc=${addressList(addresses('bcc'))}`);
  if (values.subject) query.push(`subject=${encode(values.subject)}`);
  if (values.body) query.push(`body=${encode(values.body)}`);
  const link = `mailto:${addressList(to)}${query.length ? `?${query.join('&')}` : ''}`;
  return ok(link, [{ label: 'HTML link', value: `<a href="${link.replace(/&/g, '&amp;')}">Send us an e-mail</a>` }]);
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function absoluteUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function metaTags(values: Values): ToolResult {
  const title = (values.input ?? '').trim();
  const description = (values.description ?? '').trim().replace(/\s+/g, ' ');
  const url = (values.url ?? '').trim();
  const image = (values.image ?? '').trim();
  if (title === '') return fail('Enter the page title.');
  if (url && !absoluteUrl(url))
    return fail('The page URL must be a full http(s) address, such as https://example.com/page.');
  if (image && !absoluteUrl(image))
    return fail('The image URL must be a full http(s) address, such as https://example.com/cover.png.');
  const lines = [`<title>${escapeText(title)}</title>`];
  if (description) lines.push(`<meta name="description" content="${escapeAttr(description)}">`);
  if (url) lines.push(`<link rel="canonical" href="${escapeAttr(url)}">`);
  lines.push(
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${escapeAttr(title)}">`,
  );
  if (description) lines.push(`<meta property="og:description" content="${escapeAttr(description)}">`);
  if (url) lines.push(`<meta property="og:url" content="${escapeAttr(url)}">`);
  if (image) lines.push(`<meta property="og:image" content="${escapeAttr(image)}">`);
  lines.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`);
  return ok(lines.join('\n'), [
    { label: 'Title length', value: `${Array.from(title).length} characters` },
    { label: 'Description length', value: `${Array.from(description).length} characters` },
  ]);
}

const AI_CRAWLERS = ['GPTBot', 'Google-Extended', 'CCBot', 'ClaudeBot'];

function robotsTxt(values: Values): ToolResult {
  const policy = values.policy ?? 'allow';
  const paths = (values.input ?? '')
    .split('\n')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const bad = paths.find((p) => !p.startsWith('/') || /\s/.test(p));
  if (bad) return fail(`${quote(bad)} is not a path: each one starts with / and has no spaces, such as /admin/.`);
  const sitemap = (values.sitemap ?? '').trim();
  if (sitemap && !absoluteUrl(sitemap))
    return fail('The sitemap must be a full URL, such as https://example.com/sitemap.xml.');
  const groups: string[] = [];
  if (values.blockAi === 'true')
    groups.push(`${AI_CRAWLERS.map((bot) => `User-agent: ${bot}`).join('\n')}\nDisallow: /`);
  const rules =
    policy === 'disallow' ? ['Disallow: /'] : paths.length ? paths.map((p) => `Disallow: ${p}`) : ['Disallow:'];
  groups.push(`User-agent: *\n${rules.join('\n')}`);
  if (sitemap) groups.push(`Sitemap: ${sitemap}`);
  return ok(groups.join('\n\n'));
}

function redirectRule(values: Values): ToolResult {
  const from = (values.input ?? '').trim();
  const to = (values.to ?? '').trim();
  if (!from.startsWith('/') || /\s/.test(from))
    return fail('Enter the old path, starting with / and without spaces (use %20), such as /old-page.');
  // Apache's Redirect (mod_alias) and nginx's location both compare the path alone: a rule for
  // /a?x=1 would never match anything, and a #fragment never reaches the server.
  if (/[?#]/.test(from))
    return fail(
      'Enter the old path without a ? query string or # fragment: Redirect and location rules match the path alone, so such a rule would never apply. Redirecting by query string needs mod_rewrite or an nginx if on $args.',
    );
  if (!(absoluteUrl(to) || (to.startsWith('/') && !/\s/.test(to))))
    return fail('Enter where it goes: a full URL such as https://example.com/new-page, or a path such as /new-page.');
  const code = ['301', '302', '307', '308'].includes(values.status ?? '') ? values.status! : '301';
  // The two rules do not match the same requests, so say which each one catches.
  if (values.server === 'nginx')
    return ok(`location = ${from} {\n    return ${code} ${to};\n}`, [
      { label: 'Matches', value: `Exactly ${from}, not paths below it such as ${from.replace(/\/$/, '')}/more` },
    ]);
  return ok(`Redirect ${code} ${from} ${to}`, [
    {
      label: 'Matches',
      value: `${from} and every path below it: Redirect is a prefix match, so ${from.replace(/\/$/, '')}/more goes to ${to.replace(/\/$/, '')}/more`,
    },
  ]);
}

/** A W3C Datetime date (YYYY-MM-DD) that exists on the calendar: no month 13 or 30 February. */
function validDate(text: string): boolean {
  const m = text.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && month <= 12 && day >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function sitemap(values: Values): ToolResult {
  const urls = (values.input ?? '')
    .split('\n')
    .map((u) => u.trim())
    .filter((u) => u !== '');
  if (urls.length === 0) return fail('Enter the page URLs, one per line, such as https://example.com/.');
  if (urls.length > 50_000) return fail('A sitemap holds at most 50,000 URLs: split them across several sitemaps.');
  const bad = urls.find((u) => !absoluteUrl(u) || u.length > 2048);
  if (bad) return fail(`${quote(bad)} is not a full http(s) URL of up to 2,048 characters.`);
  const lastmod = (values.lastmod ?? '').trim();
  if (lastmod && !validDate(lastmod))
    return fail('Enter the last-modified date as YYYY-MM-DD (a real date, such as 2025-01-31), or leave it empty.');
  const changefreq = values.changefreq ?? '';
  const xmlEscape = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;');
  const entries = urls.map((u) => {
    const lines = [`    <loc>${xmlEscape(u)}</loc>`];
    if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
    if (changefreq && changefreq !== 'none') lines.push(`    <changefreq>${changefreq}</changefreq>`);
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return ok(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
    ].join('\n'),
    [{ label: 'URLs', value: String(urls.length) }],
  );
}

function svgDataUri(input: string, values: Values): ToolResult {
  const svg = input.trim();
  if (!/<svg[\s>]/i.test(svg)) return fail('Paste SVG markup that starts with <svg …>.');
  if (!isWellFormed(svg)) return fail('The SVG has a broken character (a lone surrogate). Check it and try again.');
  const uri =
    values.encoding === 'url'
      ? `data:image/svg+xml,${encodeURIComponent(svg)}`
      : `data:image/svg+xml;base64,${base64Encode(utf8Bytes(svg))}`;
  return ok(uri, [
    { label: 'CSS', value: `url("${uri}")` },
    { label: 'Length', value: `${uri.length} characters` },
  ]);
}

// The HTML standard's "valid e-mail address" (what <input type=email> accepts).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function validateEmails(input: string): ToolResult {
  const lines = input
    .split(/[\n,;]+/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length === 0) return fail('Enter an e-mail address, such as hello@example.com, or several, one per line.');
  if (lines.length > 10_000) return fail('Check up to 10,000 addresses at a time.');
  const valid = lines.filter((l) => EMAIL.test(l));
  if (lines.length === 1)
    return ok(
      valid.length
        ? `Valid: ${lines[0]} is a well-formed e-mail address.`
        : `Not valid: ${quote(lines[0]!)} is not a well-formed e-mail address.`,
    );
  return ok(lines.map((l) => `${EMAIL.test(l) ? 'valid' : 'not valid'}: ${l}`).join('\n'), [
    { label: 'Valid', value: String(valid.length) },
    { label: 'Not valid', value: String(lines.length - valid.length) },
  ]);
}

// ---------------------------------------------------------------------------------------------
// JWT signing and verifying (HMAC only: HS256, HS384, HS512)

const JWT_HASHES = { HS256: sha256, HS384: sha384, HS512: sha512 } as const;
type JwtAlg = keyof typeof JWT_HASHES;

function jwtSign(values: Values): ToolResult {
  const alg = (values.alg ?? 'HS256') as JwtAlg;
  // Own keys only: an inherited name such as toString is not an algorithm.
  if (!Object.hasOwn(JWT_HASHES, alg)) return fail('Choose the algorithm: HS256, HS384 or HS512.');
  const hash = JWT_HASHES[alg];
  let payload: unknown;
  try {
    payload = JSON.parse(values.input ?? '');
  } catch {
    return fail('The payload is not valid JSON. Check the quotes, commas and braces.');
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return fail('The payload must be a JSON object, such as {"sub": "1234567890", "name": "Ada"}.');
  const unsafe = unsafeIntegers(values.input ?? '');
  if (unsafe.length) return fail(tooBig(unsafe[0]!));
  const secret = values.secret ?? '';
  if (secret === '') return fail('Enter the secret key to sign with.');
  if (!isWellFormed(secret))
    return fail('The secret has a broken character (a lone surrogate). Check it and try again.');
  const encode = (text: string) => base64Encode(utf8Bytes(text), true);
  const signingInput = `${encode(JSON.stringify({ alg, typ: 'JWT' }))}.${encode(JSON.stringify(payload))}`;
  const key = utf8Bytes(secret);
  const signature = base64Encode(hmac(hash, key, utf8Bytes(signingInput)), true);
  const figures: Figure[] = [{ label: 'Algorithm', value: alg }];
  if (key.length < hash.outputLen)
    figures.push({
      label: 'Warning',
      value: `RFC 7518 asks for a secret of at least ${hash.outputLen} bytes for ${alg}; this one has ${key.length}`,
    });
  return ok(`${signingInput}.${signature}`, figures);
}

function jwtVerify(values: Values, context: ToolContext): ToolResult {
  const token = (values.input ?? '').trim().replace(/^Bearer\s+/i, '');
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p)) || parts[0] === '')
    return fail('Paste a JSON Web Token: three Base64URL parts separated by dots.');
  const headerBytes = base64Decode(parts[0]!);
  const headerText = typeof headerBytes === 'string' ? null : utf8Text(headerBytes);
  let header: { alg?: unknown } | null = null;
  try {
    header = headerText === null ? null : (JSON.parse(headerText) as { alg?: unknown });
  } catch {
    header = null;
  }
  if (!header || typeof header !== 'object')
    return fail('The token’s header is not Base64URL JSON, so this is not a JSON Web Token.');
  const alg = header.alg;
  if (typeof alg !== 'string' || !Object.hasOwn(JWT_HASHES, alg))
    return fail(
      `This checks HMAC tokens (HS256, HS384, HS512); this one uses ${typeof alg === 'string' ? alg.slice(0, 20) : 'no algorithm'}, which needs a public key.`,
    );
  const secret = values.secret ?? '';
  if (secret === '') return fail('Enter the secret key the token was signed with.');
  if (!isWellFormed(secret))
    return fail('The secret has a broken character (a lone surrogate). Check it and try again.');
  const expected = base64Encode(
    hmac(JWT_HASHES[alg as JwtAlg], utf8Bytes(secret), utf8Bytes(`${parts[0]}.${parts[1]}`)),
    true,
  );
  const valid = expected === parts[2];
  const figures: Figure[] = [{ label: 'Algorithm', value: alg }];
  const payloadBytes = base64Decode(parts[1]!);
  const payloadText = typeof payloadBytes === 'string' ? null : utf8Text(payloadBytes);
  try {
    const payload = payloadText === null ? null : (JSON.parse(payloadText) as { exp?: unknown; nbf?: unknown });
    if (payload && typeof payload.exp === 'number')
      figures.push({ label: 'Expiry', value: payload.exp * 1000 <= context.now() ? 'Expired' : 'Not expired yet' });
    // RFC 7519 §4.1.5: before its nbf time the token must not be accepted, expired or not.
    if (payload && typeof payload.nbf === 'number' && payload.nbf * 1000 > context.now())
      figures.push({ label: 'Validity', value: 'Not valid yet: its nbf (not before) time is in the future' });
  } catch {
    // The signature can be checked even when the payload is not JSON.
  }
  return ok(
    valid ? `Signature is valid (${alg}).` : 'Signature does NOT match: the secret is wrong or the token was changed.',
    figures,
  );
}

// ---------------------------------------------------------------------------------------------

const OPERATIONS: Record<string, Operation> = {
  'url-parser': (input) => urlParts(input),
  'query-string-to-json': (input) => queryToJson(input),
  'json-to-query-string': (input, values) => jsonToQuery(input, values),
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
  'ip-to-decimal': (input) =>
    withIp(input, (ip) => ok(ip.value.toString(), [{ label: 'Version', value: `IPv${ip.version}` }])),
  'decimal-to-ip': (input, values) => decimalToIp(input, values),
  'ip-to-binary': (input) => withIp(input, (ip) => ok(ipBinary(ip))),
  'binary-to-ip': (input) => binaryToIp(input),
  'ip-to-hex': (input) => withIp(input, ipHex),
  'ipv6-expand': (input) =>
    withIp(input, (ip) =>
      ip.version === 6 ? ok(ipv6Expanded(ip)) : fail('Enter an IPv6 address, such as 2001:db8::1.'),
    ),
  'ipv6-compress': (input) =>
    withIp(input, (ip) =>
      ip.version === 6
        ? ok(ipText(ip))
        : fail('Enter an IPv6 address, such as 2001:0db8:0000:0000:0000:0000:0000:0001.'),
    ),
  'ipv4-to-ipv6': (input) => withIp(input, ipv4ToIpv6),
  'ip-address-validator': (input) => validateIp(input),
  'reverse-dns-lookup-name': (input) => withIp(input, reverseDns),
  'mac-address-formatter': (input, values) => macFormat(input, values),
  'mac-to-ipv6-link-local': (input) => macToLinkLocal(input),
  'http-status-codes': (input) => statusLookup(input),
  'port-number-lookup': (input) => portLookup(input),
  'mime-type-lookup': (input) => mimeLookup(input),
  'mime-type-to-extension': (input) => extensionLookup(input),
  'chmod-calculator': (_input, values) => chmodForm(values),
  'chmod-octal-to-symbolic': (input) => {
    const mode = readOctalMode(input);
    return typeof mode === 'string' ? fail(mode) : ok(symbolic(mode), permissionFigures(mode));
  },
  'chmod-symbolic-to-octal': (input) => symbolicToOctal(input),
  'umask-calculator': (input) => umask(input),
  'cron-expression-explainer': (input, values) => explainCron(input, values),
  'regex-tester': (_input, values) => testRegex(values),
  'regex-escape': (input) => ok(input.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
  'html-tag-stripper': (input, values) => stripTags(input, values),
  'javascript-string-escape': (input, values) => jsString(input, values),
  'uuid-validator': (input) => inspectUuid(input),
  'semver-compare': (_input, values) => semverCompare(values),
  'semver-validator': (input) => semverValidate(input),
  'basic-auth-header-generator': (_input, values) => basicAuth(values),
  'basic-auth-decoder': (input) => basicAuthDecode(input),
  'mailto-link-generator': (_input, values) => mailto(values),
  'meta-tag-generator': (_input, values) => metaTags(values),
  'robots-txt-generator': (_input, values) => robotsTxt(values),
  'redirect-rule-generator': (_input, values) => redirectRule(values),
  'xml-sitemap-generator': (_input, values) => sitemap(values),
  'svg-to-data-uri': (input, values) => svgDataUri(input, values),
  'email-address-validator': (input) => validateEmails(input),
  'jwt-generator': (_input, values) => jwtSign(values),
  'jwt-verifier': (_input, values, context) => jwtVerify(values, context),
};

export const run: Engine = (tool, values, context): ToolResult => {
  const operation = OPERATIONS[tool.params.operation ?? ''];
  if (!operation) return fail('This tool is not set up correctly.');
  for (const value of Object.values(values))
    if (value.length > MAX_INPUT) return fail('That input is too long: up to 1,000,000 characters at a time.');
  return operation(values.input ?? '', values, context);
};
