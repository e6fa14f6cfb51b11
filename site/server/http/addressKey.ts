import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is counted under by per-address limits. An IPv4 address is itself. An
 * IPv6 address is its /64: one subscriber (a home, a phone) is handed a whole /64 and can pick any
 * of its 2^64 addresses, so counting each address apart would let one client past every limit.
 * An IPv4-mapped IPv6 address (::ffff:192.0.2.1, a dual-stack socket's view of an IPv4 client) is
 * the IPv4 address. Anything else (not an address) is kept as it is.
 */
export function addressKey(address: string): string {
  const bare = address.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(bare)) return address;
  const [head = '', tail] = bare.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (…:192.0.2.1) is two groups; the first four are all that count here.
  const tailLength = tailGroups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailLength).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
