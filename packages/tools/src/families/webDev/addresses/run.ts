/** webDev, IP and MAC addresses: conversions, validation, reverse DNS names: the code of the rows in rows.ts beside it. */
import type { Figure, ToolResult } from '../../../types';
import { ipBinary, ipFromValue, ipText, ipv6Expanded, parseIp, rangeName, type Ip, withIp, v4 } from '../network';
import { fail, ok, type Values, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

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

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
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
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
