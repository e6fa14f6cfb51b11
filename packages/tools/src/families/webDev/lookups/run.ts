/** webDev, lookups: HTTP status codes, ports, MIME types: the code of the rows in rows.ts beside it. */
import type { ToolResult } from '../../../types';
import { HTTP_STATUSES, MEDIA_TYPES, PORTS, STATUS_CLASSES } from '../data';
import { fail, ok, quote, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

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

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'http-status-codes': (input) => statusLookup(input),
  'port-number-lookup': (input) => portLookup(input),
  'mime-type-lookup': (input) => mimeLookup(input),
  'mime-type-to-extension': (input) => extensionLookup(input),
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
