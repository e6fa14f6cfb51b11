/** webDev, HTTP Basic authentication headers: the code of the rows in rows.ts beside it. */
import type { ToolResult } from '../../../types';
import { base64Decode, base64Encode, isWellFormed, utf8Bytes, utf8Text } from '../../encoding/bytes';
import { fail, ok, type Values, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

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

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'basic-auth-header-generator': (_input, values) => basicAuth(values),
  'basic-auth-decoder': (input) => basicAuthDecode(input),
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
