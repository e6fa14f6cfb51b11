/**
 * Web and network developer tools: URLs and query strings, IPv4/IPv6 subnets and conversions, MAC
 * addresses, HTTP status codes, ports and MIME types, Unix permissions, cron, regular expressions,
 * UUIDs, semantic versions, auth headers, JWT signing and the small files a site needs. ipaddr.js
 * parses and classifies IP addresses, cronstrue explains cron, he decodes HTML entities, and
 * @noble/hashes signs JWTs; subnet arithmetic is BigInt, and the reference tables are in data.ts.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, loaded when one of them first runs). A new topic folder is picked up here by itself.
 */
import type { FamilyDefinition, ToolRow } from '../../types';
import type { TopicRows } from './spec';

const topics = Object.entries(import.meta.glob<TopicRows>('./*/rows.ts', { eager: true, import: 'topic' }))
  .map(([path, rows]) => ({ ...rows, name: path.split('/')[1]! }))
  .sort((a, b) => a.order - b.order);

export const webDevTools: ToolRow[] = topics.flatMap(({ name, rows }) =>
  rows.map(
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
      ...(spec.ask ? { ask: spec.ask } : {}),
      topic: name,
    }),
  ),
);

export const webDev: FamilyDefinition = {
  order: 150,
  id: 'webDev',
  summary:
    'URL and query-string tools, IPv4/IPv6 subnet and address conversions, MAC addresses, HTTP status, port and MIME lookups, chmod/umask, cron, regex, UUID and semver checks, Basic auth, JWT signing and the small files a site needs (ipaddr.js for IP parsing and ranges, cronstrue for cron, he for entities, @noble/hashes for JWT HMAC; subnet maths is BigInt).',
  tools: webDevTools,
};
