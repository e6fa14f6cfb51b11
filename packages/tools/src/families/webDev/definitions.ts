/**
 * Web and network developer tools: URLs and query strings, IPv4/IPv6 subnets and conversions, MAC
 * addresses, HTTP status codes, ports and MIME types, Unix permissions, cron, regular expressions,
 * UUIDs, semantic versions, auth headers, JWT signing and the small files a site needs. ipaddr.js
 * parses and classifies IP addresses, cronstrue explains cron, he decodes HTML entities, and
 * @noble/hashes signs JWTs; subnet arithmetic is BigInt, and the reference tables are in data.ts.
 */
import type { Field, FamilyDefinition, ToolExample, ToolRow } from '../../types';

interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  kind?: ToolRow['kind'];
  fields: readonly Field[];
  examples: readonly ToolExample[];
  pro?: boolean;
}

const line = (label: string, placeholder: string): Field => ({ name: 'input', label, type: 'text', placeholder });
const area = (label: string, placeholder: string): Field => ({ name: 'input', label, type: 'textarea', placeholder });
const check = (name: string, label: string, on: boolean): Field => ({
  name,
  label,
  type: 'checkbox',
  default: on ? 'true' : 'false',
});

const JWT_IO = {
  payload: '{"sub":"1234567890","name":"John Doe","iat":1516239022}',
  secret: 'your-256-bit-secret',
  token:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
};

const SPECS: readonly Spec[] = [
  // URLs
  {
    id: 'url-parser',
    name: 'URL Parser',
    description: 'Split a URL into its scheme, host, port, path, query parameters and fragment.',
    keywords: ['parse url', 'url splitter', 'url components', 'query parameters', 'url analyzer'],
    fields: [line('URL', 'https://example.com:8080/path?q=1#top')],
    examples: [
      {
        input: { input: 'https://user:pw@Example.com:8080/docs/page.html?q=perch%20tools&lang=en#intro' },
        output: [
          'Scheme: https',
          'Username: user',
          'Password: pw',
          'Host: example.com',
          'Port: 8080',
          'Path: /docs/page.html',
          'Query: q=perch%20tools&lang=en',
          'Parameter q: perch tools',
          'Parameter lang: en',
          'Fragment: intro',
          'Origin: https://example.com:8080',
        ].join('\n'),
      },
    ],
  },
  {
    id: 'query-string-to-json',
    name: 'Query String to JSON Converter',
    description: 'Turn a URL query string into a JSON object; repeated keys become arrays.',
    keywords: [
      'query string to json',
      'parse query string',
      'url params to json',
      'querystring parser',
      'search params',
    ],
    fields: [area('Query string or URL', 'a=1&b=two%20words&a=3')],
    examples: [
      {
        input: { input: 'a=1&b=two%20words&a=3' },
        output: '{\n  "a": [\n    "1",\n    "3"\n  ],\n  "b": "two words"\n}',
      },
      {
        input: { input: 'https://example.com/search?q=cats+and+dogs&page=2#results' },
        output: '{\n  "q": "cats and dogs",\n  "page": "2"\n}',
      },
    ],
  },
  {
    id: 'json-to-query-string',
    name: 'JSON to Query String Converter',
    description: 'Turn a flat JSON object into a URL query string; arrays repeat their key.',
    keywords: [
      'json to query string',
      'object to query string',
      'json to url params',
      'build query string',
      'urlencode json',
    ],
    fields: [
      area('JSON object', '{"q": "perch tools", "page": 2}'),
      {
        name: 'spaces',
        label: 'Write spaces as',
        type: 'select',
        default: 'percent',
        options: [
          { value: 'percent', label: '%20 (encodeURIComponent)' },
          { value: 'plus', label: '+ (HTML form encoding)' },
        ],
      },
    ],
    examples: [
      {
        input: { input: '{"q": "perch tools", "page": 2, "tag": ["a", "b&c"]}' },
        output: 'q=perch%20tools&page=2&tag=a&tag=b%26c',
      },
      {
        input: { input: '{"q": "perch tools", "page": 2, "tag": ["a", "b&c"]}', spaces: 'plus' },
        output: 'q=perch+tools&page=2&tag=a&tag=b%26c',
      },
    ],
  },

  // IPv4 and IPv6 networks
  {
    id: 'subnet-calculator',
    name: 'IPv4 Subnet Calculator (CIDR)',
    description: 'Find the network, broadcast, first and last host, host count and masks of an IPv4 subnet.',
    keywords: ['subnet calculator', 'cidr calculator', 'ip subnet calculator', 'network calculator', 'ipv4 subnet'],
    kind: 'form',
    fields: [line('Address with prefix or mask', '192.168.1.10/24')],
    examples: [
      {
        input: { input: '192.168.1.10/24' },
        output: '192.168.1.0/24: hosts 192.168.1.1 to 192.168.1.254 (254 usable), broadcast 192.168.1.255',
      },
      {
        input: { input: '10.20.30.40 255.255.240.0' },
        output: '10.20.16.0/20: hosts 10.20.16.1 to 10.20.31.254 (4094 usable), broadcast 10.20.31.255',
      },
      { input: { input: '203.0.113.7/31' }, output: '203.0.113.6/31: hosts 203.0.113.6 to 203.0.113.7 (2 usable)' },
    ],
  },
  {
    id: 'ipv6-subnet-calculator',
    name: 'IPv6 Subnet Calculator',
    description: 'Find the network, first and last address and the size of an IPv6 prefix, exactly.',
    keywords: ['ipv6 subnet calculator', 'ipv6 cidr calculator', 'ipv6 prefix calculator', 'ipv6 range'],
    kind: 'form',
    fields: [line('IPv6 address with prefix', '2001:db8:abcd:12::1/64')],
    examples: [
      {
        input: { input: '2001:db8:abcd:12::1/64' },
        output: '2001:db8:abcd:12::/64: 2001:db8:abcd:12:: to 2001:db8:abcd:12:ffff:ffff:ffff:ffff',
      },
      { input: { input: '2001:db8::/48' }, output: '2001:db8::/48: 2001:db8:: to 2001:db8:0:ffff:ffff:ffff:ffff:ffff' },
    ],
    pro: true,
  },
  {
    id: 'cidr-to-ip-range',
    name: 'CIDR to IP Range Converter',
    description: 'List the first and last address of a CIDR block, IPv4 or IPv6.',
    keywords: ['cidr to ip range', 'cidr to range', 'cidr range', 'ip block range', 'cidr notation'],
    fields: [line('CIDR block', '10.0.0.0/22')],
    examples: [
      { input: { input: '10.0.0.0/22' }, output: '10.0.0.0 - 10.0.3.255' },
      { input: { input: '2001:db8::/126' }, output: '2001:db8:: - 2001:db8::3' },
    ],
  },
  {
    id: 'ip-range-to-cidr',
    name: 'IP Range to CIDR Converter',
    description: 'Cover a range of addresses with the fewest CIDR blocks, IPv4 or IPv6.',
    keywords: [
      'ip range to cidr',
      'range to cidr',
      'convert ip range to subnet',
      'cidr from range',
      'summarize ip range',
    ],
    kind: 'form',
    fields: [
      { name: 'input', label: 'First address', type: 'text', placeholder: '10.0.0.5' },
      { name: 'end', label: 'Last address', type: 'text', placeholder: '10.0.0.20' },
    ],
    examples: [
      {
        input: { input: '10.0.0.5', end: '10.0.0.20' },
        output: '10.0.0.5/32\n10.0.0.6/31\n10.0.0.8/29\n10.0.0.16/30\n10.0.0.20/32',
      },
      { input: { input: '192.168.0.0', end: '192.168.3.255' }, output: '192.168.0.0/22' },
    ],
  },
  {
    id: 'cidr-to-subnet-mask',
    name: 'CIDR to Subnet Mask Converter',
    description: 'Write a CIDR prefix such as /20 as a dotted subnet mask, with its wildcard and host count.',
    keywords: ['cidr to subnet mask', 'prefix to netmask', 'cidr to netmask', 'slash notation to mask'],
    fields: [line('Prefix length', '/20')],
    examples: [
      { input: { input: '/20' }, output: '255.255.240.0' },
      { input: { input: '27' }, output: '255.255.255.224' },
    ],
  },
  {
    id: 'subnet-mask-to-cidr',
    name: 'Subnet Mask to CIDR Converter',
    description: 'Write a dotted subnet mask such as 255.255.240.0 as a CIDR prefix.',
    keywords: ['subnet mask to cidr', 'netmask to cidr', 'mask to prefix', 'netmask to slash'],
    fields: [line('Subnet mask', '255.255.240.0')],
    examples: [
      { input: { input: '255.255.240.0' }, output: '/20' },
      { input: { input: '255.255.255.252' }, output: '/30' },
    ],
  },
  {
    id: 'wildcard-mask-calculator',
    name: 'Wildcard Mask Calculator',
    description: 'Turn a subnet mask or prefix into its wildcard (inverse) mask for Cisco ACLs and OSPF, and back.',
    keywords: ['wildcard mask', 'inverse mask', 'cisco wildcard mask', 'acl wildcard', 'wildcard mask calculator'],
    fields: [line('Subnet mask, wildcard mask or prefix', '255.255.255.0')],
    examples: [
      { input: { input: '255.255.255.0' }, output: '0.0.0.255' },
      { input: { input: '/22' }, output: '0.0.3.255' },
      { input: { input: '0.0.0.63' }, output: '255.255.255.192' },
    ],
  },
  {
    id: 'hosts-to-subnet-mask',
    name: 'Hosts per Subnet Calculator',
    description: 'Find the smallest IPv4 subnet (prefix and mask) that holds the number of hosts you need.',
    keywords: [
      'hosts to subnet mask',
      'how many hosts subnet',
      'subnet for hosts',
      'hosts per subnet',
      'subnet size calculator',
    ],
    fields: [{ name: 'input', label: 'Hosts needed', type: 'number', min: 1, step: 1, placeholder: '50' }],
    examples: [
      { input: { input: '50' }, output: '/26 (255.255.255.192)' },
      { input: { input: '500' }, output: '/23 (255.255.254.0)' },
      { input: { input: '2' }, output: '/30 (255.255.255.252)' },
    ],
  },
  {
    id: 'subnet-divider',
    name: 'Subnet Divider (Split a Network)',
    description: 'Split an IPv4 or IPv6 network into equal subnets, listing each one with its range.',
    keywords: ['subnet divider', 'split subnet', 'divide network', 'subnetting calculator', 'vlsm'],
    kind: 'form',
    fields: [
      { name: 'input', label: 'Network', type: 'text', placeholder: '192.168.0.0/24' },
      {
        name: 'count',
        label: 'Number of subnets',
        type: 'number',
        default: '4',
        min: 2,
        max: 1024,
        step: 1,
        help: 'Rounded up to a power of two.',
      },
    ],
    examples: [
      {
        input: { input: '192.168.0.0/24', count: '4' },
        output:
          '192.168.0.0/26  (192.168.0.0 - 192.168.0.63)\n192.168.0.64/26  (192.168.0.64 - 192.168.0.127)\n192.168.0.128/26  (192.168.0.128 - 192.168.0.191)\n192.168.0.192/26  (192.168.0.192 - 192.168.0.255)',
      },
    ],
    pro: true,
  },
  {
    id: 'ip-in-subnet-checker',
    name: 'IP in Subnet Checker',
    description: 'Check whether an IP address falls inside a CIDR block, IPv4 or IPv6.',
    keywords: ['ip in subnet', 'is ip in cidr', 'ip in range checker', 'check ip in network', 'cidr match'],
    kind: 'form',
    fields: [
      { name: 'input', label: 'IP address', type: 'text', placeholder: '192.168.1.77' },
      { name: 'cidr', label: 'Network (CIDR)', type: 'text', placeholder: '192.168.1.0/24' },
    ],
    examples: [
      { input: { input: '192.168.1.77', cidr: '192.168.1.0/24' }, output: 'Yes: 192.168.1.77 is in 192.168.1.0/24.' },
      { input: { input: '10.1.0.1', cidr: '10.0.0.0/16' }, output: 'No: 10.1.0.1 is not in 10.0.0.0/16.' },
    ],
  },
  {
    id: 'ip-to-decimal',
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

  // Lookups
  {
    id: 'http-status-codes',
    name: 'HTTP Status Code Lookup',
    description: 'Look up what an HTTP status code means (404, 502, 429…), or find codes by a word.',
    keywords: ['http status codes', 'http error codes', 'what is 404', 'status code meaning', 'http response codes'],
    fields: [line('Status code or word', '404')],
    examples: [
      { input: { input: '404' }, output: '404 Not Found: The server cannot find the requested resource.' },
      {
        input: { input: '429' },
        output:
          '429 Too Many Requests: The client sent too many requests in a given time (rate limited); see Retry-After.',
      },
    ],
  },
  {
    id: 'port-number-lookup',
    name: 'Port Number Lookup',
    description: 'Look up which service uses a TCP or UDP port (22, 443, 5432…), or the port of a service.',
    keywords: ['port lookup', 'what is port 443', 'common ports', 'tcp port list', 'port number service'],
    fields: [line('Port or service', '5432')],
    examples: [
      { input: { input: '5432' }, output: '5432: PostgreSQL (TCP)' },
      { input: { input: 'ssh' }, output: '22: SSH (also SFTP and SCP) (TCP)' },
    ],
  },
  {
    id: 'mime-type-lookup',
    name: 'MIME Type Lookup',
    description: 'Find the MIME (media) type for a file extension or file name, such as .webp or report.pdf.',
    keywords: [
      'mime type',
      'content type for extension',
      'media type lookup',
      'file extension to mime',
      'mime type checker',
    ],
    fields: [line('Extension or file name', 'webp')],
    examples: [
      { input: { input: 'webp' }, output: 'image/webp' },
      {
        input: { input: 'report.docx' },
        output: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ],
  },
  {
    id: 'mime-type-to-extension',
    name: 'MIME Type to File Extension',
    description: 'Find the file extensions that go with a MIME type, such as image/jpeg.',
    keywords: ['mime to extension', 'content type to extension', 'media type to file extension', 'mime type extension'],
    fields: [line('MIME type', 'image/jpeg')],
    examples: [
      { input: { input: 'image/jpeg' }, output: '.jpg, .jpeg' },
      { input: { input: 'text/javascript; charset=utf-8' }, output: '.js, .mjs' },
    ],
  },

  // Unix permissions
  {
    id: 'chmod-calculator',
    name: 'Chmod Calculator',
    description: 'Tick read, write and execute for owner, group and others to get the chmod number and rwx string.',
    keywords: [
      'chmod calculator',
      'unix permissions calculator',
      'file permissions',
      'chmod generator',
      'linux permissions',
    ],
    kind: 'form',
    fields: [
      check('ownerRead', 'Owner: read', true),
      check('ownerWrite', 'Owner: write', true),
      check('ownerExecute', 'Owner: execute', true),
      check('groupRead', 'Group: read', true),
      check('groupWrite', 'Group: write', false),
      check('groupExecute', 'Group: execute', true),
      check('othersRead', 'Others: read', true),
      check('othersWrite', 'Others: write', false),
      check('othersExecute', 'Others: execute', true),
      check('setuid', 'Special: setuid', false),
      check('setgid', 'Special: setgid', false),
      check('sticky', 'Special: sticky bit', false),
    ],
    examples: [
      { input: {}, output: '755' },
      { input: { ownerExecute: 'false', groupExecute: 'false', othersExecute: 'false' }, output: '644' },
      { input: { othersWrite: 'true', groupWrite: 'true', sticky: 'true' }, output: '1777' },
    ],
  },
  {
    id: 'chmod-octal-to-symbolic',
    name: 'Chmod Octal to Symbolic (rwx) Converter',
    description: 'Read a chmod number such as 755 or 4755 as rwx permissions.',
    keywords: ['chmod 755 meaning', 'octal to rwx', 'numeric to symbolic permissions', 'chmod number to letters'],
    fields: [line('Octal permissions', '755')],
    examples: [
      { input: { input: '755' }, output: 'rwxr-xr-x' },
      { input: { input: '4755' }, output: 'rwsr-xr-x' },
      { input: { input: '1777' }, output: 'rwxrwxrwt' },
    ],
  },
  {
    id: 'chmod-symbolic-to-octal',
    name: 'Chmod Symbolic (rwx) to Octal Converter',
    description: 'Turn rwx permissions as ls -l shows them (-rw-r--r--) into the chmod number.',
    keywords: ['rwx to octal', 'symbolic to numeric permissions', 'ls -l to chmod', 'permissions to number'],
    fields: [line('Symbolic permissions', '-rw-r--r--')],
    examples: [
      { input: { input: '-rw-r--r--' }, output: '644' },
      { input: { input: 'rwxr-s---' }, output: '2750' },
    ],
  },
  {
    id: 'umask-calculator',
    name: 'Umask Calculator',
    description: 'See the permissions new files and directories get under a umask such as 022.',
    keywords: ['umask calculator', 'umask 022', 'default permissions', 'umask to chmod'],
    fields: [line('Umask', '022')],
    examples: [
      { input: { input: '022' }, output: 'Files: 644 (rw-r--r--), directories: 755 (rwxr-xr-x)' },
      { input: { input: '0027' }, output: 'Files: 640 (rw-r-----), directories: 750 (rwxr-x---)' },
    ],
  },

  // Cron and regular expressions
  {
    id: 'cron-expression-explainer',
    name: 'Cron Expression Explainer',
    description: 'Read a cron schedule such as */15 9-17 * * 1-5 in plain English.',
    keywords: ['cron explainer', 'crontab explained', 'cron to english', 'cron expression parser', 'crontab guru'],
    fields: [
      line('Cron expression', '*/15 9-17 * * 1-5'),
      {
        name: 'clock',
        label: 'Times as',
        type: 'select',
        default: '12',
        options: [
          { value: '12', label: '12-hour (09:00 AM)' },
          { value: '24', label: '24-hour (09:00)' },
        ],
      },
    ],
    examples: [
      { input: { input: '*/5 * * * *' }, output: 'Every 5 minutes' },
      { input: { input: '0 9 * * 1-5' }, output: 'At 09:00 AM, Monday through Friday' },
      { input: { input: '30 18 1 * *', clock: '24' }, output: 'At 18:30, on day 1 of the month' },
    ],
  },
  {
    id: 'regex-tester',
    name: 'Regex Tester',
    description: 'Test a JavaScript regular expression on text and see every match with its capture groups.',
    keywords: ['regex tester', 'regular expression tester', 'regex online', 'test regex', 'regexp match'],
    kind: 'form',
    fields: [
      { name: 'pattern', label: 'Pattern', type: 'text', placeholder: '(\\d{4})-(\\d{2})' },
      { name: 'flags', label: 'Flags', type: 'text', default: 'g', placeholder: 'gi' },
      { name: 'input', label: 'Text', type: 'textarea', placeholder: 'From 2024-05 to 2025-01' },
    ],
    examples: [
      {
        input: { pattern: '(\\d{4})-(?<month>\\d{2})', input: 'From 2024-05 to 2025-01' },
        output:
          '2 matches\nMatch 1 at 5: "2024-05"\n  Group 1: "2024"\n  Group 2: "05"\n  Group “month”: "05"\nMatch 2 at 16: "2025-01"\n  Group 1: "2025"\n  Group 2: "01"\n  Group “month”: "01"',
      },
    ],
  },
  {
    id: 'regex-escape',
    name: 'Regex Escape',
    description: 'Escape text so a regular expression matches it literally (., *, ?, (, [ and the rest).',
    keywords: ['escape regex', 'regex escape string', 'escape special characters regex', 'regexp quote', 'preg_quote'],
    fields: [line('Text to match literally', 'price: $5.00 (approx.)')],
    examples: [{ input: { input: 'price: $5.00 (approx.)' }, output: 'price: \\$5\\.00 \\(approx\\.\\)' }],
  },
  {
    id: 'html-tag-stripper',
    name: 'HTML Tag Stripper',
    description: 'Remove HTML tags, comments, scripts and styles, leaving the text (entities decoded).',
    keywords: ['strip html tags', 'remove html tags', 'html tag remover', 'strip tags', 'clean html'],
    fields: [area('HTML', '<p>Hello <b>world</b>!</p>'), check('decode', 'Decode entities such as &amp;', true)],
    examples: [
      {
        input: { input: '<p>Hello <b>world</b> &amp; friends!</p><script>alert(1)</script>' },
        output: 'Hello world & friends!',
      },
      { input: { input: '<ul><li>One</li><li>Two</li></ul>' }, output: 'One\nTwo' },
    ],
  },
  {
    id: 'javascript-string-escape',
    name: 'JavaScript String Escaper',
    description:
      'Turn text into a JavaScript string literal in single, double or backtick quotes, escaping what must be.',
    keywords: [
      'javascript escape string',
      'js string escape',
      'escape quotes javascript',
      'string to js literal',
      'escape for js',
    ],
    fields: [
      area('Text', 'It\'s "quoted"'),
      {
        name: 'quote',
        label: 'Quotes',
        type: 'select',
        default: 'single',
        options: [
          { value: 'single', label: "Single ' '" },
          { value: 'double', label: 'Double " "' },
          { value: 'backtick', label: 'Backtick ` ` (template literal)' },
        ],
      },
    ],
    examples: [
      { input: { input: 'It\'s "quoted"\nC:\\temp' }, output: "'It\\'s \"quoted\"\\nC:\\\\temp'" },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's input is a ${…} that must come out escaped
      { input: { input: 'Cost: ${price} `now`', quote: 'backtick' }, output: '`Cost: \\${price} \\`now\\``' },
    ],
  },

  // Identifiers and versions
  {
    id: 'uuid-validator',
    name: 'UUID Validator and Inspector',
    description: 'Check a UUID and read its version, variant and, for versions 1, 6 and 7, its timestamp.',
    keywords: ['uuid validator', 'guid validator', 'uuid version checker', 'uuid decoder', 'uuid timestamp'],
    fields: [line('UUID', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f')],
    examples: [
      {
        input: { input: '017F22E2-79B0-7CC3-98C4-DC0C0C07398F' },
        output: 'Valid UUID: version 7, time-ordered (Unix time in milliseconds).',
      },
      { input: { input: '919108f7-52d1-4320-9bac-f847db4148a8' }, output: 'Valid UUID: version 4, random.' },
    ],
  },
  {
    id: 'semver-compare',
    name: 'Semantic Version Comparator',
    description: 'Compare two semantic versions (1.2.3, 2.0.0-rc.1) by the SemVer 2.0.0 precedence rules.',
    keywords: ['semver compare', 'compare versions', 'version comparison', 'which version is newer', 'semver'],
    kind: 'form',
    fields: [
      { name: 'input', label: 'Version A', type: 'text', placeholder: '1.10.0' },
      { name: 'other', label: 'Version B', type: 'text', placeholder: '1.9.3' },
    ],
    examples: [
      { input: { input: '1.10.0', other: '1.9.3' }, output: '1.10.0 > 1.9.3' },
      { input: { input: '1.0.0-beta.11', other: '1.0.0-rc.1' }, output: '1.0.0-beta.11 < 1.0.0-rc.1' },
    ],
  },
  {
    id: 'semver-validator',
    name: 'Semver Validator',
    description: 'Check that a version follows Semantic Versioning 2.0.0 and split it into its parts.',
    keywords: ['semver validator', 'semantic version check', 'valid version number', 'semver parser', 'semver regex'],
    fields: [line('Version', '2.0.0-rc.1+build.5')],
    examples: [
      { input: { input: '2.0.0-rc.1+build.5' }, output: 'Valid semantic version: 2.0.0-rc.1+build.5 (a pre-release).' },
      {
        input: { input: '1.02.3' },
        output: 'Not valid: “1.02.3” has a leading zero, which semantic versions do not allow.',
      },
    ],
  },

  // HTTP and the web's small files
  {
    id: 'basic-auth-header-generator',
    name: 'Basic Auth Header Generator',
    description: 'Make an HTTP Basic Authorization header from a user name and password (RFC 7617).',
    keywords: [
      'basic auth generator',
      'authorization header',
      'basic authentication header',
      'http basic auth',
      'base64 username password',
    ],
    kind: 'form',
    fields: [
      { name: 'input', label: 'User name', type: 'text', placeholder: 'Aladdin' },
      { name: 'password', label: 'Password', type: 'text', placeholder: 'open sesame' },
    ],
    examples: [
      {
        input: { input: 'Aladdin', password: 'open sesame' },
        output: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
      },
    ],
  },
  {
    id: 'basic-auth-decoder',
    name: 'Basic Auth Header Decoder',
    description: 'Read the user name and password inside an HTTP Basic Authorization header.',
    keywords: [
      'decode basic auth',
      'basic auth decoder',
      'authorization header decode',
      'basic auth to username password',
    ],
    fields: [line('Authorization header', 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==')],
    examples: [
      { input: { input: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==' }, output: 'Aladdin:open sesame' },
    ],
  },
  {
    id: 'mailto-link-generator',
    name: 'Mailto Link Generator',
    description: 'Make a mailto: link with recipients, subject and body, encoded as RFC 6068 requires.',
    keywords: ['mailto link', 'email link generator', 'mailto generator', 'html email link', 'mailto subject body'],
    kind: 'form',
    fields: [
      { name: 'input', label: 'To', type: 'text', placeholder: 'hello@example.com' },
      { name: 'cc', label: 'Cc', type: 'text' },
      { name: 'bcc', label: 'Bcc', type: 'text' },
      { name: 'subject', label: 'Subject', type: 'text', placeholder: 'Hi there' },
      { name: 'body', label: 'Body', type: 'textarea' },
    ],
    examples: [
      {
        input: { input: 'hello@perch.app', subject: 'Hi there', body: 'Line 1\nLine 2' },
        output: 'mailto:hello@perch.app?subject=Hi%20there&body=Line%201%0D%0ALine%202',
      },
      {
        input: { input: 'a@example.com, b@example.com', cc: 'c@example.com' },
        output: 'mailto:a@example.com,b@example.com?cc=c@example.com',
      },
    ],
  },
  {
    id: 'meta-tag-generator',
    name: 'Meta Tag Generator (SEO and Open Graph)',
    description: 'Make the title, description, canonical, Open Graph and Twitter card tags for a page.',
    keywords: ['meta tag generator', 'open graph generator', 'og tags', 'seo meta tags', 'twitter card generator'],
    kind: 'form',
    fields: [
      { name: 'input', label: 'Title', type: 'text', placeholder: 'Perch: every tool you need' },
      { name: 'description', label: 'Description', type: 'textarea' },
      { name: 'url', label: 'Page URL', type: 'text', placeholder: 'https://example.com/page' },
      { name: 'image', label: 'Share image URL', type: 'text', placeholder: 'https://example.com/cover.png' },
    ],
    examples: [
      {
        input: {
          input: 'Tools & Tips',
          description: 'Fast "offline" tools.',
          url: 'https://example.com/',
          image: 'https://example.com/cover.png',
        },
        output: [
          '<title>Tools &amp; Tips</title>',
          '<meta name="description" content="Fast &quot;offline&quot; tools.">',
          '<link rel="canonical" href="https://example.com/">',
          '<meta property="og:type" content="website">',
          '<meta property="og:title" content="Tools &amp; Tips">',
          '<meta property="og:description" content="Fast &quot;offline&quot; tools.">',
          '<meta property="og:url" content="https://example.com/">',
          '<meta property="og:image" content="https://example.com/cover.png">',
          '<meta name="twitter:card" content="summary_large_image">',
        ].join('\n'),
      },
    ],
  },
  {
    id: 'robots-txt-generator',
    name: 'Robots.txt Generator',
    description:
      'Make a robots.txt that allows or blocks crawlers, disallows paths, blocks AI crawlers and names the sitemap.',
    keywords: ['robots.txt generator', 'robots txt', 'disallow crawler', 'block ai bots robots.txt', 'robots file'],
    kind: 'form',
    fields: [
      {
        name: 'policy',
        label: 'All crawlers',
        type: 'select',
        default: 'allow',
        options: [
          { value: 'allow', label: 'Allow (except the paths below)' },
          { value: 'disallow', label: 'Disallow the whole site' },
        ],
      },
      { name: 'input', label: 'Paths to disallow (one per line)', type: 'textarea', placeholder: '/admin/' },
      { name: 'sitemap', label: 'Sitemap URL', type: 'text', placeholder: 'https://example.com/sitemap.xml' },
      check('blockAi', 'Block AI crawlers (GPTBot, Google-Extended, CCBot, ClaudeBot)', false),
    ],
    examples: [
      {
        input: { input: '/admin/\n/cart', sitemap: 'https://example.com/sitemap.xml' },
        output: 'User-agent: *\nDisallow: /admin/\nDisallow: /cart\n\nSitemap: https://example.com/sitemap.xml',
      },
      {
        input: { blockAi: 'true' },
        output:
          'User-agent: GPTBot\nUser-agent: Google-Extended\nUser-agent: CCBot\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: *\nDisallow:',
      },
    ],
  },
  {
    id: 'redirect-rule-generator',
    name: '301 Redirect Generator (.htaccess and Nginx)',
    description: 'Write a 301, 302, 307 or 308 redirect rule for Apache .htaccess or Nginx.',
    keywords: ['htaccess redirect', '301 redirect generator', 'nginx redirect', 'redirect rule', 'apache redirect'],
    kind: 'form',
    fields: [
      { name: 'input', label: 'Old path', type: 'text', placeholder: '/old-page' },
      { name: 'to', label: 'New URL or path', type: 'text', placeholder: 'https://example.com/new-page' },
      {
        name: 'status',
        label: 'Type',
        type: 'select',
        default: '301',
        options: [
          { value: '301', label: '301 Moved Permanently' },
          { value: '302', label: '302 Found (temporary)' },
          { value: '307', label: '307 Temporary Redirect' },
          { value: '308', label: '308 Permanent Redirect' },
        ],
      },
      {
        name: 'server',
        label: 'Server',
        type: 'select',
        default: 'apache',
        options: [
          { value: 'apache', label: 'Apache (.htaccess)' },
          { value: 'nginx', label: 'Nginx' },
        ],
      },
    ],
    examples: [
      {
        input: { input: '/old-page', to: 'https://example.com/new-page' },
        output: 'Redirect 301 /old-page https://example.com/new-page',
      },
      {
        input: { input: '/old-page', to: '/new-page', server: 'nginx' },
        output: 'location = /old-page {\n    return 301 /new-page;\n}',
      },
    ],
  },
  {
    id: 'xml-sitemap-generator',
    name: 'XML Sitemap Generator',
    description: 'Make a sitemap.xml (sitemaps.org protocol) from a list of page URLs.',
    keywords: ['sitemap generator', 'xml sitemap', 'sitemap.xml', 'create sitemap', 'google sitemap'],
    kind: 'form',
    fields: [
      { name: 'input', label: 'Page URLs (one per line)', type: 'textarea', placeholder: 'https://example.com/' },
      { name: 'lastmod', label: 'Last modified (optional)', type: 'date' },
      {
        name: 'changefreq',
        label: 'Change frequency',
        type: 'select',
        default: 'none',
        options: ['none', 'always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'].map((v) => ({
          value: v,
          label: v === 'none' ? 'Leave out' : v,
        })),
      },
    ],
    examples: [
      {
        input: { input: 'https://example.com/\nhttps://example.com/a?x=1&y=2', lastmod: '2025-01-15' },
        output: [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          '  <url>',
          '    <loc>https://example.com/</loc>',
          '    <lastmod>2025-01-15</lastmod>',
          '  </url>',
          '  <url>',
          '    <loc>https://example.com/a?x=1&amp;y=2</loc>',
          '    <lastmod>2025-01-15</lastmod>',
          '  </url>',
          '</urlset>',
        ].join('\n'),
      },
    ],
    pro: true,
  },
  {
    id: 'svg-to-data-uri',
    name: 'SVG to Data URI Converter',
    description: 'Turn SVG markup into a data: URI for CSS backgrounds or img src, in Base64 or URL encoding.',
    keywords: ['svg to data uri', 'svg to base64', 'svg css background', 'inline svg data url', 'svg encoder'],
    fields: [
      area('SVG markup', '<svg xmlns="http://www.w3.org/2000/svg" …>'),
      {
        name: 'encoding',
        label: 'Encoding',
        type: 'select',
        default: 'base64',
        options: [
          { value: 'base64', label: 'Base64' },
          { value: 'url', label: 'URL-encoded (usually shorter)' },
        ],
      },
    ],
    examples: [
      {
        input: { input: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
        output: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      },
      {
        input: { input: '<svg xmlns="http://www.w3.org/2000/svg"/>', encoding: 'url' },
        output: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
      },
    ],
  },
  {
    id: 'email-address-validator',
    name: 'Email Address Validator (Syntax)',
    description:
      'Check that e-mail addresses are well formed by the HTML standard’s rule; it does not check that they exist.',
    keywords: ['email validator', 'validate email address', 'email syntax check', 'email regex', 'check email format'],
    fields: [area('E-mail addresses (one per line)', 'hello@example.com')],
    examples: [
      { input: { input: 'hello@perch.app' }, output: 'Valid: hello@perch.app is a well-formed e-mail address.' },
      {
        input: { input: 'ok@example.com\nno@@example.com\nfirst.last+tag@sub.example.org' },
        output: 'valid: ok@example.com\nnot valid: no@@example.com\nvalid: first.last+tag@sub.example.org',
      },
    ],
  },

  // JWT signing
  {
    id: 'jwt-generator',
    name: 'JWT Generator (HS256, HS384, HS512)',
    description: 'Sign a JSON payload as a JSON Web Token with an HMAC secret (HS256, HS384 or HS512).',
    keywords: ['jwt generator', 'create jwt', 'jwt encoder', 'sign jwt', 'hs256 token'],
    kind: 'form',
    fields: [
      { name: 'input', label: 'Payload (JSON)', type: 'textarea', placeholder: JWT_IO.payload },
      { name: 'secret', label: 'Secret', type: 'text', placeholder: JWT_IO.secret },
      {
        name: 'alg',
        label: 'Algorithm',
        type: 'select',
        default: 'HS256',
        options: ['HS256', 'HS384', 'HS512'].map((a) => ({ value: a, label: a })),
      },
    ],
    examples: [{ input: { input: JWT_IO.payload, secret: JWT_IO.secret }, output: JWT_IO.token }],
    pro: true,
  },
  {
    id: 'jwt-verifier',
    name: 'JWT Signature Verifier (HMAC)',
    description: 'Check an HS256, HS384 or HS512 JSON Web Token’s signature against its secret.',
    keywords: ['jwt verify', 'verify jwt signature', 'jwt validator', 'check jwt secret', 'hs256 verify'],
    kind: 'form',
    fields: [
      {
        name: 'input',
        label: 'JSON Web Token',
        type: 'textarea',
        placeholder: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…',
      },
      { name: 'secret', label: 'Secret', type: 'text', placeholder: JWT_IO.secret },
    ],
    examples: [
      { input: { input: JWT_IO.token, secret: JWT_IO.secret }, output: 'Signature is valid (HS256).' },
      {
        input: { input: JWT_IO.token, secret: 'wrong-secret' },
        output: 'Signature does NOT match: the secret is wrong or the token was changed.',
      },
    ],
    pro: true,
  },
];

export const webDevTools: ToolRow[] = SPECS.map(
  (spec): ToolRow => ({
    id: spec.id,
    name: spec.name,
    description: spec.description,
    category: 'developer',
    keywords: spec.keywords,
    family: 'webDev',
    kind: spec.kind ?? 'text',
    params: { operation: spec.id },
    fields: spec.fields,
    pro: spec.pro ?? false,
    examples: spec.examples,
  }),
);

export const webDev: FamilyDefinition = {
  order: 150,
  id: 'webDev',
  summary:
    'URL and query-string tools, IPv4/IPv6 subnet and address conversions, MAC addresses, HTTP status, port and MIME lookups, chmod/umask, cron, regex, UUID and semver checks, Basic auth, JWT signing and the small files a site needs (ipaddr.js for IP parsing and ranges, cronstrue for cron, he for entities, @noble/hashes for JWT HMAC; subnet maths is BigInt).',
  tools: webDevTools,
};
