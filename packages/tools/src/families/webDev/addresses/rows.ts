/** webDev, IP and MAC addresses: conversions, validation, reverse DNS names: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, line } from '../spec';

export const rows = [
  {
    id: 'ip-to-decimal',
    ask: { for: { ipv4: 3 } },
    name: 'IP to Decimal Converter',
    description: 'Write an IPv4 or IPv6 address as one decimal integer.',
    keywords: ['ip to decimal', 'ip to integer', 'ip to number', 'ip2long', 'inet_aton'],
    fields: [line('IP address', '192.168.1.1')],
    examples: [
      { input: { input: '192.168.1.1' }, output: '3232235777' },
      { input: { input: '::1' }, output: '1' },
    ],
  },
  {
    id: 'decimal-to-ip',
    name: 'Decimal to IP Converter',
    description: 'Turn a decimal integer back into an IPv4 (or IPv6) address.',
    keywords: ['decimal to ip', 'integer to ip', 'number to ip address', 'long2ip', 'inet_ntoa'],
    fields: [
      line('Decimal number', '3232235777'),
      {
        name: 'version',
        label: 'As',
        type: 'select',
        default: '4',
        options: [
          { value: '4', label: 'IPv4' },
          { value: '6', label: 'IPv6' },
        ],
      },
    ],
    examples: [
      { input: { input: '3232235777' }, output: '192.168.1.1' },
      { input: { input: '42540766411282592856903984951653826561', version: '6' }, output: '2001:db8::1' },
    ],
  },
  {
    id: 'ip-to-binary',
    ask: { for: { ipv4: 2 } },
    name: 'IP to Binary Converter',
    description: 'Write an IP address in binary: four dotted octets for IPv4, eight 16-bit groups for IPv6.',
    keywords: ['ip to binary', 'ip address in binary', 'ipv4 to binary', 'convert ip to binary'],
    fields: [line('IP address', '192.168.1.1')],
    examples: [{ input: { input: '192.168.1.1' }, output: '11000000.10101000.00000001.00000001' }],
  },
  {
    id: 'binary-to-ip',
    name: 'Binary to IP Converter',
    description: 'Turn 32 bits (in one run or four octets) into a dotted IPv4 address.',
    keywords: ['binary to ip', 'binary to ipv4', 'binary to dotted decimal', 'convert binary to ip address'],
    fields: [line('Binary', '11000000.10101000.00000001.00000001')],
    examples: [
      { input: { input: '11000000.10101000.00000001.00000001' }, output: '192.168.1.1' },
      { input: { input: '00001010000000000000000000000001' }, output: '10.0.0.1' },
    ],
  },
  {
    id: 'ip-to-hex',
    name: 'IP to Hex Converter',
    description: 'Write an IP address in hexadecimal (as PXE and some logs do).',
    keywords: ['ip to hex', 'ip address to hexadecimal', 'ipv4 to hex', 'hex ip'],
    fields: [line('IP address', '192.168.1.1')],
    examples: [{ input: { input: '192.168.1.1' }, output: 'C0A80101' }],
  },
  {
    id: 'ipv6-expand',
    ask: { for: { ipv6: 1 } },
    name: 'IPv6 Expander',
    description: 'Write an IPv6 address in full: eight groups of four hex digits, no :: shortcut.',
    keywords: ['expand ipv6', 'ipv6 full form', 'ipv6 uncompress', 'ipv6 long form'],
    fields: [line('IPv6 address', '2001:db8::1')],
    examples: [
      { input: { input: '2001:db8::1' }, output: '2001:0db8:0000:0000:0000:0000:0000:0001' },
      { input: { input: '::ffff:192.0.2.1' }, output: '0000:0000:0000:0000:0000:ffff:c000:0201' },
    ],
  },
  {
    id: 'ipv6-compress',
    ask: { for: { ipv6: 2 } },
    name: 'IPv6 Compressor (RFC 5952)',
    description:
      'Write an IPv6 address in its shortest canonical form (RFC 5952): lower case, :: for the longest zero run.',
    keywords: ['compress ipv6', 'ipv6 short form', 'shorten ipv6', 'rfc 5952', 'ipv6 canonical'],
    fields: [line('IPv6 address', '2001:0db8:0000:0000:0001:0000:0000:0001')],
    examples: [
      { input: { input: '2001:0DB8:0000:0000:0001:0000:0000:0001' }, output: '2001:db8::1:0:0:1' },
      { input: { input: '2001:db8:0:1:1:1:1:1' }, output: '2001:db8:0:1:1:1:1:1' },
    ],
  },
  {
    id: 'ipv4-to-ipv6',
    name: 'IPv4 to IPv6 Converter',
    description: 'Write an IPv4 address as an IPv4-mapped IPv6 address, with its NAT64 and 6to4 forms.',
    keywords: ['ipv4 to ipv6', 'ipv4 mapped ipv6', 'convert ipv4 to ipv6', '::ffff', 'nat64 address'],
    fields: [line('IPv4 address', '192.0.2.33')],
    examples: [{ input: { input: '192.0.2.33' }, output: '::ffff:192.0.2.33' }],
  },
  {
    id: 'ip-address-validator',
    ask: { for: { ipv4: 1, ipv6: 3 } },
    name: 'IP Address Validator',
    description: 'Check that an IPv4 or IPv6 address is valid, and whether it is private, public, loopback or special.',
    keywords: ['ip validator', 'is ip valid', 'check ip address', 'private or public ip', 'ip address checker'],
    fields: [line('IP address', '192.168.1.10')],
    examples: [
      { input: { input: '192.168.1.10' }, output: 'Valid IPv4 address: private network (RFC 1918).' },
      { input: { input: '2606:4700:4700::1111' }, output: 'Valid IPv6 address: public (globally routable unicast).' },
      {
        input: { input: '256.1.1.1' },
        output:
          'Not a valid IP address. “256.1.1.1” is not a dotted IPv4 address: write four numbers from 0 to 255 without leading zeros, such as 192.168.1.10.',
      },
    ],
  },
  {
    id: 'reverse-dns-lookup-name',
    name: 'Reverse DNS (PTR) Name Generator',
    description: 'Write the in-addr.arpa or ip6.arpa name of an IP address, for PTR records.',
    keywords: ['ptr record', 'reverse dns name', 'in-addr.arpa', 'ip6.arpa', 'reverse lookup zone'],
    fields: [line('IP address', '192.0.2.5')],
    examples: [
      { input: { input: '192.0.2.5' }, output: '5.2.0.192.in-addr.arpa' },
      {
        input: { input: '4321:0:1:2:3:4:567:89ab' },
        output: 'b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.1.2.3.4.ip6.arpa',
      },
    ],
  },
  {
    id: 'mac-address-formatter',
    name: 'MAC Address Formatter',
    description: 'Rewrite a MAC address with colons, hyphens, Cisco dots or no separators, in upper or lower case.',
    keywords: [
      'mac address format',
      'mac address converter',
      'mac colon to hyphen',
      'cisco mac format',
      'normalize mac',
    ],
    fields: [
      line('MAC address', '00-1A-2B-3C-4D-5E'),
      {
        name: 'format',
        label: 'Format',
        type: 'select',
        default: 'colon',
        options: [
          { value: 'colon', label: '00:1A:2B:3C:4D:5E' },
          { value: 'hyphen', label: '00-1A-2B-3C-4D-5E' },
          { value: 'dot', label: '001A.2B3C.4D5E (Cisco)' },
          { value: 'none', label: '001A2B3C4D5E' },
        ],
      },
      {
        name: 'case',
        label: 'Letters',
        type: 'select',
        default: 'upper',
        options: [
          { value: 'upper', label: 'Upper case' },
          { value: 'lower', label: 'Lower case' },
        ],
      },
    ],
    examples: [
      { input: { input: '00-1a-2b-3c-4d-5e' }, output: '00:1A:2B:3C:4D:5E' },
      { input: { input: '00:1A:2B:3C:4D:5E', format: 'dot', case: 'lower' }, output: '001a.2b3c.4d5e' },
    ],
  },
  {
    id: 'mac-to-ipv6-link-local',
    name: 'MAC to IPv6 Link-Local (EUI-64) Converter',
    description:
      'Make the IPv6 link-local address (fe80::) that SLAAC derives from a MAC address with modified EUI-64.',
    keywords: ['mac to ipv6', 'eui-64 calculator', 'mac to link local', 'slaac address', 'modified eui-64'],
    fields: [line('MAC address', '00:1A:2B:3C:4D:5E')],
    examples: [{ input: { input: '00:1A:2B:3C:4D:5E' }, output: 'fe80::21a:2bff:fe3c:4d5e' }],
    pro: true,
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(30, rows);
