/** webDev, IPv4 and IPv6 subnets: masks, ranges, CIDR blocks: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, line } from '../spec';

export const rows = [
  {
    id: 'subnet-calculator',
    ask: { for: { cidr: 1 } },
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
    ask: { for: { cidr: 2 } },
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
    ask: { for: { cidr: 3 } },
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
] as const satisfies readonly Spec[];

export const topic = topicRows(20, rows);
