/** webDev, identifiers and versions: UUIDs, semantic versions: the code of the rows in rows.ts beside it. */
import type { Figure, ToolResult } from '../../../types';
import { fail, ok, quote, type Values, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

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

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'uuid-validator': (input) => inspectUuid(input),
  'semver-compare': (_input, values) => semverCompare(values),
  'semver-validator': (input) => semverValidate(input),
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
