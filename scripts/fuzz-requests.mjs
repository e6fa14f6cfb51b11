// Property-based fuzzing of the running server (issue #14): fast-check generates requests over
// every endpoint and form — wrong types, missing and extra fields, huge and deeply nested bodies,
// lone surrogates, NUL bytes, invalid percent-encoding, every HTTP method, prototype-pollution
// keys, injection strings — and every answer is checked:
//   - its status is below 500 and its status line carries the standard reason phrase;
//   - under /api/, an error answer is JSON {error, details?} (details: field → message);
//   - a redirect stays on this site;
// and after the run the server must still be healthy and sign a new account up.
//
// What is fuzzed is found, not listed: the routes from the files under site/pages (endpoints and
// the methods they export, pages and their parameters), JSON field names from the zod schemas
// under site/, form fields from the forms the server renders, tool ids from packages/tools. A new
// endpoint, page or form is covered the day it arrives.
//
// Used by e2e/api/fuzz.test.ts (a fixed slice in `npm test`) and scripts/fuzz.mjs (`npm run fuzz`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http, { STATUS_CODES } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { BASE_SECURITY_HEADERS } from '../site/server/runtime/security-headers.mjs';

// ───────────────────────────── discovery ─────────────────────────────

/**
 * @typedef {{ pattern: string, kind: 'endpoint' | 'page', methods: string[], params: string[], rest: boolean }} Route
 * @typedef {{ action: string, method: string, fields: string[] }} Form
 * @typedef {{ routes: Route[], jsonFields: string[], queryFields: string[], toolIds: string[], forms: Form[] }} Surface
 */

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Every route under site/pages: endpoints (.ts/.js, with the methods they export) and pages.
 * @param {string} root
 * @returns {Route[]}
 */
export function discoverRoutes(root) {
  const pagesDir = path.join(root, 'site/pages');
  return filesUnder(pagesDir)
    .filter((file) => /\.(astro|md|mdx|ts|js|mjs)$/.test(file) && !/\.test\.|\.d\.ts$/.test(file))
    .map((file) => {
      const relative = path
        .relative(pagesDir, file)
        .replace(/\\/g, '/')
        .replace(/\.(astro|md|mdx|ts|js|mjs)$/, '');
      const segments = relative.split('/').filter((s) => s !== 'index');
      const params = [];
      let rest = false;
      for (const s of segments) {
        const match = /^\[(\.\.\.)?(\w+)\]$/.exec(s);
        if (match) {
          params.push(/** @type {string} */ (match[2]));
          if (match[1]) rest = true;
        }
      }
      const pattern = `/${segments.join('/')}`;
      const source = readFileSync(file, 'utf8');
      const endpoint = /\.(ts|js|mjs)$/.test(file);
      /** @type {string[]} */
      let methods;
      if (endpoint) {
        const exported = [...source.matchAll(/export const \{([^}]*)\}/g)].flatMap((m) =>
          (m[1] ?? '').split(',').map((x) => x.trim()),
        );
        const single = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE|ALL)\b/g)].map((m) => m[1] ?? '');
        methods = [...new Set([...exported, ...single])].filter((m) => /^(GET|POST|PUT|PATCH|DELETE)$/.test(m));
      } else {
        methods = /request\.method === 'POST'/.test(source) ? ['GET', 'POST'] : ['GET'];
      }
      return { pattern, kind: /** @type {const} */ (endpoint ? 'endpoint' : 'page'), methods, params, rest };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/**
 * Field names the server's zod schemas know (JSON bodies and query strings).
 * @param {string} root
 */
export function discoverSchemaFields(root) {
  const names = new Set();
  for (const file of filesUnder(path.join(root, 'site')).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes("from 'zod'")) continue;
    for (const block of source.matchAll(/z\.(?:strictObject|object)\(\{([\s\S]*?)\n\}\)/g)) {
      for (const key of (block[1] ?? '').matchAll(/^\s{2}(\w+)(?=[:,])/gm)) names.add(key[1]);
    }
  }
  return [...names].sort();
}

/**
 * Tool ids from the catalogue, for path parameters that should sometimes be real.
 * @param {string} root
 */
export function discoverToolIds(root) {
  const ids = new Set();
  for (const file of filesUnder(path.join(root, 'packages/tools/src')).filter(
    (f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f),
  )) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bid: '([a-z0-9][a-z0-9-]*)'/g)) ids.add(m[1]);
  }
  return [...ids].sort();
}

/**
 * The forms the server renders on its pages (as a visitor and as each identity): where they
 * post and the names of their fields.
 * @param {string} baseUrl
 * @param {Route[]} routes
 * @param {string[]} cookies
 * @param {string[]} toolIds
 * @returns {Promise<Form[]>}
 */
export async function discoverForms(baseUrl, routes, cookies, toolIds) {
  /** @type {Map<string, Form>} */
  const forms = new Map();
  const pages = routes
    .filter((r) => r.kind === 'page')
    .map((r) => r.pattern.replace(/\[(\.\.\.)?\w+\]/g, toolIds[0] ?? 'x'));
  for (const cookie of ['', ...cookies]) {
    for (const page of pages) {
      const res = await fetch(new URL(page, baseUrl), { headers: cookie ? { cookie } : {}, redirect: 'manual' });
      const html = await res.text();
      for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
        const attrs = m[1] ?? '';
        const action = /\baction="([^"]*)"/.exec(attrs)?.[1] || page;
        const method = (/\bmethod="([^"]*)"/.exec(attrs)?.[1] || 'get').toUpperCase();
        const fields = [...(m[2] ?? '').matchAll(/<(?:input|select|textarea|button)\b[^>]*\bname="([^"]+)"/g)].map(
          (f) => f[1] ?? '',
        );
        const key = `${method} ${action.split('?')[0]}`;
        const known = forms.get(key);
        forms.set(key, {
          action: action.split('?')[0] ?? action,
          method,
          fields: [...new Set([...(known?.fields ?? []), ...fields])].sort(),
        });
      }
    }
  }
  return [...forms.values()].sort((a, b) => `${a.method} ${a.action}`.localeCompare(`${b.method} ${b.action}`));
}

// ───────────────────────────── generation ─────────────────────────────

/**
 * @typedef {'none' | 'user' | 'admin' | 'bearer' | 'guest' | 'forged'} Identity
 * @typedef {{ kind: 'none' } | { kind: 'text', text: string } | { kind: 'bytes', bytes: number[] } | { kind: 'repeat', head: string, unit: string, count: number, tail: string }} Body
 * @typedef {{ method: string, target: string, headers: Record<string, string>, identity: Identity, body: Body, chunked: boolean, raw?: string }} FuzzRequest
 *   `raw`: bytes sent as they are on a socket of their own (what Node's client will not send: a
 *   header line without a colon, headers past the parser's limit), after which the Host header
 *   and the end of the head are added.
 */

/** Methods Node's parser accepts; those Perch does not serve must get 405, never a 5xx. */
const ODD_METHODS = [
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'PURGE',
  'SEARCH',
  'REPORT',
  'LINK',
  'UNLINK',
  'SOURCE',
  'M-SEARCH',
  'NOTIFY',
  'SUBSCRIBE',
];
const SERVED = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$where', '$ne', '$gt'];
const INJECTIONS = [
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '"; select pg_sleep(10); --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'javascript:alert(1)',
  '//evil.example',
  '/.//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  '\r\nSet-Cookie: x=1',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-13-45T99:99:99Z',
  '-271821-04-20T00:00:00Z',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d\ude00',
  '\u202e\u0301',
  '\uffff\ufffe',
  'admin@perch.fuzz',
];

const LONE_SURROGATE = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');
const NASTY_CHAR = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u001f',
      '\u007f',
      '\u00a0',
      '\u2028',
      '\ufeff',
      '%',
      '"',
      "'",
      '\\',
      '<',
      '&',
      '\n',
    ),
    weight: 2,
  },
  { arbitrary: LONE_SURROGATE, weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 6 },
);

/** Strings a client might send: plain, with nasty characters, injections, long. */
const fuzzString = fc.oneof(
  { arbitrary: fc.string({ maxLength: 12 }), weight: 5 },
  { arbitrary: fc.string({ unit: NASTY_CHAR, maxLength: 12 }), weight: 4 },
  { arbitrary: fc.constantFrom(...INJECTIONS), weight: 4 },
  { arbitrary: fc.emailAddress(), weight: 1 },
  { arbitrary: fc.integer({ min: 200, max: 12_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

const fuzzNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 86_400_001, 1e308, -1e308, 0.5, 1e-300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** JSON as text, written by hand so keys like "__proto__" and lone surrogates survive. */
/** @typedef {null | boolean | number | string | { list: JsonLike[] } | { entries: [string, JsonLike][] }} JsonLike */

/** @param {JsonLike} value @returns {string} */
export function jsonText(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if ('list' in value) return `[${value.list.map(jsonText).join(',')}]`;
  return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
}

/**
 * @param {string[]} fields
 * @returns {fc.Arbitrary<JsonLike>}
 */
function jsonArbitrary(fields) {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...fields), weight: 6 },
    { arbitrary: fc.constantFrom(...PROTO_KEYS), weight: 2 },
    { arbitrary: fuzzString, weight: 2 },
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true, maxDepth: 5 },
      { arbitrary: fc.constant(null), weight: 1 },
      { arbitrary: fc.boolean(), weight: 1 },
      { arbitrary: fuzzNumber, weight: 2 },
      { arbitrary: fuzzString, weight: 4 },
      { arbitrary: fc.array(tie('value'), { maxLength: 4 }).map((list) => ({ list })), weight: 1 },
      { arbitrary: fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map((entries) => ({ entries })), weight: 2 },
    ),
  }));
  return /** @type {fc.Arbitrary<JsonLike>} */ (value);
}

/**
 * Plausible values for known field names, so requests also get past the first checks.
 * @param {string} field
 * @param {string[]} toolIds
 */
function plausible(field, toolIds) {
  /** @type {Record<string, fc.Arbitrary<JsonLike>>} */
  const known = {
    email: fc.emailAddress(),
    password: fc.string({ minLength: 8, maxLength: 24 }),
    firstName: fc.string({ minLength: 1, maxLength: 20 }),
    lastName: fc.string({ minLength: 1, maxLength: 20 }),
    toolId: fc.constantFrom(...toolIds, 'not-a-tool'),
    error: fuzzString,
    stack: fuzzString,
    action: fc.constantFrom('open', 'run', 'copy', 'OPEN', ''),
    durationMs: fuzzNumber,
    usedAt: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom(...INJECTIONS),
    ),
    limit: fuzzNumber,
    offset: fuzzNumber,
  };
  return known[field] ?? fuzzString;
}

/**
 * The request generator for a discovered surface.
 * @param {Surface} surface
 * @returns {fc.Arbitrary<FuzzRequest>}
 */
export function requestArbitrary(surface) {
  const { routes, jsonFields, queryFields, toolIds, forms } = surface;
  const fields = [...new Set([...jsonFields, ...forms.flatMap((f) => f.fields)])].sort();
  const json = jsonArbitrary(fields);
  const apiPaths = routes.filter((r) => r.kind === 'endpoint').map((r) => r.pattern);

  const segment = fc.oneof(
    { arbitrary: fc.constantFrom(...toolIds), weight: 4 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        '%00',
        '%',
        '%ZZ',
        '%E0%A4%A',
        '%ED%A0%80',
        '%C0%AE',
        '..',
        '%2e%2e',
        '.',
        'a%2Fb',
        'x'.repeat(700),
        '%F0%9F%98%80',
        '%25',
        '%uD800',
      ),
      weight: 3,
    },
  );
  const suffix = fc.constantFrom(
    '',
    '',
    '',
    '',
    '/',
    '//',
    '/..',
    '/.',
    '/%00',
    '%',
    '/x',
    ';x',
    '/%2e%2e/%2e%2e/api/health',
  );

  /** A target path for a route, its parameters filled. */
  const pathFor = (/** @type {Route} */ route) =>
    fc
      .tuple(
        fc.array(segment, {
          minLength: route.rest ? 0 : route.params.length,
          maxLength: route.rest ? 3 : route.params.length,
        }),
        suffix,
      )
      .map(([values, end]) => {
        let i = 0;
        const filled = route.pattern
          .split('/')
          .flatMap((part) => {
            if (/^\[\.\.\.\w+\]$/.test(part)) return values.length ? values : [];
            if (/^\[\w+\]$/.test(part)) return [values[i++] ?? 'x'];
            return [part];
          })
          .join('/');
        return (filled || '/') + end;
      });

  const queryValue = fc.oneof(
    fuzzString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))),
    fc.constantFrom(
      '%',
      '%00',
      '%ZZ',
      '%ED%A0%80',
      '//evil.example',
      '%2F.%2F%2Fevil.example',
      '/x/..//evil.example',
      '-1',
      '1e309',
      'NaN',
      '',
    ),
  );
  const query = fc.oneof(
    { arbitrary: fc.constant(''), weight: 5 },
    {
      arbitrary: fc
        .array(
          fc.tuple(
            fc.constantFrom(...queryFields, ...PROTO_KEYS, 'x', 'next', 'returnTo', 'token', 'cycle'),
            queryValue,
          ),
          { minLength: 1, maxLength: 4 },
        )
        .map((pairs) => `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}`),
      weight: 4,
    },
    {
      arbitrary: fc.constantFrom('?', '?&&=', '?a=1&a=2', '?%', '?x=%', '?__proto__[x]=1', `?q=${'a'.repeat(3000)}`),
      weight: 1,
    },
  );

  const routeArb = fc.constantFrom(...routes);
  const method = (/** @type {Route} */ route) =>
    fc.oneof(
      // A route exporting only ALL (the /api/ catch-all) answers every method.
      { arbitrary: fc.constantFrom(...(route.methods.length ? route.methods : SERVED)), weight: 12 },
      { arbitrary: fc.constantFrom(...SERVED), weight: 5 },
      { arbitrary: fc.constantFrom(...ODD_METHODS), weight: 2 },
    );

  /** Bodies: JSON of every shape, forms, bytes, huge and deep ones. */
  const body = fc.oneof(
    { arbitrary: fc.constant(/** @type {Body} */ ({ kind: 'none' })), weight: 3 },
    { arbitrary: json.map((v) => /** @type {Body} */ ({ kind: 'text', text: jsonText(v) })), weight: 8 },
    {
      arbitrary: fc
        .array(fc.constantFrom(...fields), { minLength: 1, maxLength: 5 })
        .chain((names) =>
          fc.tuple(
            ...[...new Set(names)].map((n) =>
              plausible(n, toolIds).map((v) => /** @type {[string, JsonLike]} */ ([n, v])),
            ),
          ),
        )
        .map((entries) => /** @type {Body} */ ({ kind: 'text', text: jsonText({ entries }) })),
      weight: 6,
    },
    {
      arbitrary: fc
        .array(
          fc.record({
            id: fc.oneof(fc.uuid(), fuzzString),
            method: fc.constantFrom('POST', 'PATCH', 'DELETE', 'PUT', 'GET', 'TRACE'),
            url: fc.oneof(
              fc.constantFrom(...apiPaths),
              fc.constantFrom(...apiPaths).chain((p) => suffix.map((s) => p + s)),
              fuzzString,
            ),
            body: json,
          }),
          { maxLength: 6 },
        )
        .map(
          (items) =>
            /** @type {Body} */ ({
              kind: 'text',
              text: jsonText({
                entries: [
                  [
                    'requests',
                    {
                      list: items.map((it) => ({
                        entries: [
                          ['id', it.id],
                          ['method', it.method],
                          ['url', it.url],
                          ['body', it.body],
                        ],
                      })),
                    },
                  ],
                ],
              }),
            }),
        ),
      weight: 2,
    },
    {
      arbitrary: fc.array(fc.tuple(fc.constantFrom(...fields, ...PROTO_KEYS), queryValue), { maxLength: 6 }).map(
        (pairs) =>
          /** @type {Body} */ ({
            kind: 'text',
            text: pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'),
          }),
      ),
      weight: 4,
    },
    {
      arbitrary: fc
        .constantFrom('{', '{"a":', '[', '"', 'nul', '{"a":1}}', '1e99999', '--x\r\nbroken')
        .map((text) => /** @type {Body} */ ({ kind: 'text', text })),
      weight: 1,
    },
    {
      arbitrary: fc
        .array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 32 })
        .map((bytes) => /** @type {Body} */ ({ kind: 'bytes', bytes })),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(33, 100, 5_000, 30_000).chain((count) =>
        fc.constantFrom(
          /** @type {Body} */ ({ kind: 'repeat', head: '', unit: '[', count, tail: ']'.repeat(count) }),
          /** @type {Body} */ ({
            kind: 'repeat',
            head: '{"error":"x","info":',
            unit: '{"a":',
            count,
            tail: `1${'}'.repeat(count)}}`,
          }),
          /** @type {Body} */ ({
            kind: 'repeat',
            head: '{"requests":[{"id":"d","method":"POST","url":"/api/tool-usage","body":',
            unit: '[',
            count,
            tail: `${']'.repeat(count)}}]}`,
          }),
        ),
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(70_000, 1_100_000)
        .map((count) => /** @type {Body} */ ({ kind: 'repeat', head: '{"error":"', unit: 'x', count, tail: '"}' })),
      weight: 1,
    },
  );

  const contentType = fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain',
    'application/vnd.perch+json',
    'application/json; charset=utf-16',
    'APPLICATION/JSON',
    '',
    '*/*',
  );
  const xff = fc.oneof(
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }))
        .map(([a, b]) => `198.18.${a}.${b}`),
      weight: 8,
    },
    {
      arbitrary: fc.constantFrom(
        '',
        'unknown',
        '::1',
        '2001:db8::1',
        '1.2.3.4, 5.6.7.8',
        ' , ',
        'x'.repeat(300),
        '999.999.999.999',
      ),
      weight: 2,
    },
  );
  const headers = fc.record(
    {
      'content-type': contentType,
      origin: fc.constantFrom('SAME', 'SAME', 'SAME', 'SAME', 'SAME', 'https://evil.example', 'null'),
      'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
      'x-forwarded-for': xff,
      'x-forwarded-proto': fc.constantFrom('https', 'http', 'https, http', 'gopher'),
      'x-forwarded-host': fc.constantFrom('evil.example', 'perch.example', ''),
      'idempotency-key': fc.oneof(fc.uuid(), fc.constantFrom('has space', 'x'.repeat(300), '')),
      'accept-encoding': fc.constantFrom('gzip, deflate, br', 'identity', 'br;q=0, *'),
      cookie: fc.constantFrom(
        'perch_footer=collapsed',
        'perch_session=forged-token',
        '__session=x.y.z',
        'perch_guest=not-a-guest',
        `junk=${'a'.repeat(4000)}`,
      ),
      'user-agent': fc.constantFrom('fuzz', 'x'.repeat(2000), 'Mozilla/5.0 (\u00e9)'),
      accept: fc.constantFrom('application/json', 'text/html', '*/*'),
      // Node answers Expect itself: 100-continue goes on, anything else is refused (417).
      expect: fc.oneof(
        { arbitrary: fc.constant(''), weight: 12 },
        { arbitrary: fc.constantFrom('100-continue', 'x-fuzz', 'garbage=1'), weight: 1 },
      ),
    },
    { requiredKeys: ['x-forwarded-for'] },
  );
  const identity = fc.constantFrom(
    .../** @type {Identity[]} */ (['none', 'user', 'user', 'user', 'admin', 'bearer', 'guest', 'guest', 'forged']),
  );

  // Targets a browser would read as another host if echoed back in a Location header.
  const hostLike = fc.constantFrom(
    '',
    '',
    '',
    '',
    '',
    '',
    '/',
    '/evil.example',
    '/\\evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '//evil.example',
  );
  const onRoute = routeArb.chain((route) =>
    fc.record({
      method: method(route),
      target: fc.tuple(hostLike, pathFor(route), query).map(([h, p, q]) => h + p + q),
      headers,
      identity,
      body,
      chunked: fc.boolean(),
    }),
  );
  const onForm = forms.length
    ? fc.constantFrom(...forms).chain((form) =>
        fc.record({
          method: fc.constantFrom(form.method, form.method, 'POST'),
          target: fc.tuple(fc.constant(form.action), query).map(([p, q]) => p + q),
          headers: headers.map((h) => ({ ...h, 'content-type': 'application/x-www-form-urlencoded', origin: 'SAME' })),
          identity,
          body: fc.array(fc.tuple(fc.constantFrom(...form.fields, ...PROTO_KEYS), queryValue), { maxLength: 8 }).map(
            (pairs) =>
              /** @type {Body} */ ({
                kind: 'text',
                text: pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'),
              }),
          ),
          chunked: fc.boolean(),
        }),
      )
    : onRoute;
  // What Node's own parser refuses before Perch sees it, and the Expect values it answers itself.
  const rawHead = fc
    .tuple(fc.constantFrom(...apiPaths.slice(0, 4), '/', '/tools', '/api/health'), fc.integer({ min: 0, max: 6 }))
    .map(([path, kind]) => {
      const target = path.replace(/\[[^\]]+\]/g, 'x');
      return [
        `GET ${target} HTTP/1.1\r\nBad Header Line`,
        `GET ${target} HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`,
        'CONNECT perch.example:443 HTTP/1.1',
        `POST ${target} HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6`,
        `G@T ${target} HTTP/1.1`,
        `GET ${target} HTTP/1.1\r\nExpect: nonsense`,
        `HEAD ${target} HTTP/1.1\r\nExpect: x-fuzz`,
      ][kind];
    });
  const onParser = rawHead.map(
    (raw) =>
      /** @type {FuzzRequest} */ ({
        method: raw.split(' ')[0] ?? 'GET',
        target: raw.split(' ')[1] ?? '/',
        headers: {},
        identity: 'none',
        body: null,
        chunked: false,
        raw,
      }),
  );
  return fc.oneof(
    { arbitrary: onRoute, weight: 16 },
    { arbitrary: onForm, weight: 4 },
    { arbitrary: onParser, weight: 1 },
  );
}

// ───────────────────────────── sending and checking ─────────────────────────────

/**
 * @typedef {{ user: string, admin: string, bearer: string, guest: string }} Identities
 * @typedef {{ status: number, reason: string, headers: import('node:http').IncomingHttpHeaders, body: string } | { error: string }} Outcome
 */

/** Paths where a real session would be ended or replaced: sent with a forged one instead. */
const SESSION_ENDING = /^\/(api\/auth\/(logout|login|signup)|login|signup|admin)\/?$/;

/**
 * The path the server routes: the target goes after the host ("//x/api" is a path here, not a
 * host), dots and %2e%2e resolved.
 * @param {string} target @param {string} base
 */
function pathnameOf(target, base) {
  try {
    return new URL(`${new URL(base).origin}${target}`).pathname;
  } catch {
    return target.split('?')[0] ?? target;
  }
}

/** Node's client only sends targets made of visible Latin-1 characters: escape the rest. */
const sendable = (/** @type {string} */ target) =>
  target.replace(/[^\u0021-\u00ff]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%EF%BF%BD';
    }
  });

/** @param {Body} body */
function bodyBytes(body) {
  switch (body.kind) {
    case 'none':
      return null;
    case 'text':
      return Buffer.from(body.text, 'utf8');
    case 'bytes':
      return Buffer.from(body.bytes);
    case 'repeat':
      return Buffer.from(body.head + body.unit.repeat(body.count) + body.tail, 'utf8');
  }
}

/**
 * Sends one generated request and reads its answer (the first 256 KB of the body).
 * @param {string} baseUrl
 * @param {FuzzRequest} request
 * @param {Identities} ids
 * @param {http.Agent} agent
 * @returns {Promise<Outcome>}
 */
export function send(baseUrl, request, ids, agent) {
  if (request.raw !== undefined) return sendRaw(baseUrl, request.raw);
  const base = new URL(baseUrl);
  const headers = { ...request.headers };
  if (headers.origin === 'SAME') headers.origin = base.origin;
  const pathname = pathnameOf(request.target, baseUrl);
  let identity = request.identity;
  if (SESSION_ENDING.test(pathname) && identity !== 'none' && identity !== 'guest') identity = 'forged';
  const cookies = [headers.cookie];
  if (identity === 'user') cookies.push(ids.user);
  if (identity === 'admin') cookies.push(ids.admin);
  if (identity === 'guest') cookies.push(ids.guest);
  if (identity === 'forged') cookies.push('perch_session=0000000000000000000000000000000000000000000');
  if (identity === 'bearer') headers.authorization = `Bearer ${ids.bearer}`;
  if (identity === 'forged' && request.chunked) headers.authorization = 'Bearer forged.token.value';
  headers.cookie = cookies.filter(Boolean).join('; ');
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  const payload = bodyBytes(request.body);
  // Node's client cannot read the answer to a HEAD it sent with a chunked body (HPE_CLOSED_CONNECTION).
  if (payload && (!request.chunked || request.method === 'HEAD'))
    headers['content-length'] = String(payload.byteLength);
  return new Promise((resolve) => {
    /** @param {http.IncomingMessage} res */
    const read = (res) => {
      const chunks = [];
      let size = 0;
      res.on('data', (/** @type {Buffer} */ c) => {
        if (size < 256 * 1024) chunks.push(c);
        size += c.byteLength;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          reason: res.statusMessage ?? '',
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', (e) => resolve({ error: `response: ${e.message}` }));
    };
    const req = http.request(
      { host: base.hostname, port: base.port, method: request.method, path: sendable(request.target), headers, agent },
      read,
    );
    // CONNECT: the answer's body (if any) arrives on the socket.
    req.on('connect', (res, socket, head) => {
      const chunks = [head];
      socket.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          reason: res.statusMessage ?? '',
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      socket.on('end', done);
      socket.on('error', done);
    });
    req.on('error', (e) => resolve({ error: /** @type {NodeJS.ErrnoException} */ (e).code ?? e.message }));
    // Without Content-Length Node sends the body chunked (Transfer-Encoding: chunked).
    req.end(payload ?? undefined);
  });
}

/**
 * Sends a request head as written, on a connection of its own, and reads the answer until the
 * server closes it.
 * @param {string} baseUrl
 * @param {string} raw
 * @returns {Promise<Outcome>}
 */
function sendRaw(baseUrl, raw) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`${raw}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    const chunks = [];
    socket.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
    socket.on('error', (e) => resolve({ error: /** @type {NodeJS.ErrnoException} */ (e).code ?? e.message }));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const match = /^HTTP\/1\.1 (\d{3}) ?(.*)$/.exec(statusLine);
      if (!match) return resolve({ error: `no HTTP answer: ${JSON.stringify(text.slice(0, 80))}` });
      /** @type {Record<string, string>} */
      const headers = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(match[1]), reason: match[2] ?? '', headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** Headers every answer carries, whatever produced it (the app, a static file, the parser's refusal). */
export const EVERY_ANSWER_HEADERS = Object.keys(BASE_SECURITY_HEADERS).map((name) => name.toLowerCase());

/**
 * What is wrong with an answer, if anything.
 * @param {FuzzRequest} request
 * @param {Outcome} outcome
 * @param {string} baseUrl
 * @returns {string[]}
 */
export function problemsOf(request, outcome, baseUrl) {
  if ('error' in outcome) {
    // A refused body may be cut off while it is still being sent (413 answered early): the
    // connection closing under a large upload is the server protecting itself, not a fault.
    const large = (bodyBytes(request.body)?.byteLength ?? 0) > 64 * 1024;
    return large && /EPIPE|ECONNRESET/.test(outcome.error) ? [] : [`no answer (${outcome.error})`];
  }
  const problems = [];
  if (outcome.status >= 500) problems.push(`status ${outcome.status}`);
  const missing = EVERY_ANSWER_HEADERS.filter((name) => outcome.headers[name] === undefined);
  if (missing.length) problems.push(`no ${missing.join(', ')}`);
  if (STATUS_CODES[outcome.status] && outcome.reason !== STATUS_CODES[outcome.status])
    problems.push(`status line "${outcome.status} ${outcome.reason}"`);
  const pathname = pathnameOf(request.target, baseUrl);
  const api = pathname === '/api' || pathname.startsWith('/api/');
  if (api && outcome.status >= 400) {
    const type = String(outcome.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) problems.push(`/api/ error answered as "${type}"`);
    else if (request.method !== 'HEAD') {
      try {
        const body = JSON.parse(outcome.body);
        const keys = Object.keys(body ?? {});
        const detailsOk =
          body?.details === undefined ||
          (typeof body.details === 'object' && Object.values(body.details).every((v) => typeof v === 'string'));
        if (typeof body?.error !== 'string' || !detailsOk || keys.some((k) => k !== 'error' && k !== 'details'))
          problems.push(`/api/ error shape: ${outcome.body.slice(0, 120)}`);
      } catch {
        problems.push(`/api/ error body is not JSON: ${outcome.body.slice(0, 80)}`);
      }
    }
  }
  const location = outcome.headers.location;
  if (location !== undefined) {
    // The request went to this site whatever its target said ("//x" is a path here).
    let to = '';
    try {
      to = new URL(location, baseUrl).origin;
    } catch {
      to = 'unparsable';
    }
    if (to !== new URL(baseUrl).origin) problems.push(`redirect off-site: ${location}`);
  }
  return problems;
}

// ───────────────────────────── the run ─────────────────────────────

/**
 * Signs up a user and an admin (from their own addresses), mints a bearer token and a guest id.
 * @param {string} baseUrl
 * @param {string} adminEmail
 * @returns {Promise<Identities>}
 */
export async function prepareIdentities(baseUrl, adminEmail) {
  const signUp = async (/** @type {string} */ email, /** @type {string} */ address) => {
    const res = await fetch(new URL('/api/auth/signup', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ firstName: 'Fuzz', lastName: 'Er', email, password: 'fuzz-password-long' }),
    });
    if (res.status !== 201) throw new Error(`fuzz sign-up failed: ${res.status} ${await res.text()}`);
    return (res.headers.getSetCookie().find((c) => c.startsWith('perch_session=')) ?? '').split(';')[0] ?? '';
  };
  const user = await signUp(`fuzz-${Date.now()}@perch.fuzz`, '192.0.2.201');
  const admin = await signUp(adminEmail, '192.0.2.202');
  const token = await (await fetch(new URL('/api/auth/token', baseUrl), { headers: { cookie: user } })).json();
  const page = await fetch(new URL('/terms', baseUrl));
  const guest = (page.headers.getSetCookie().find((c) => c.startsWith('perch_guest=')) ?? '').split(';')[0] ?? '';
  return { user, admin, bearer: /** @type {{ token: string }} */ (token).token, guest };
}

/**
 * Everything the fuzzer finds to fuzz, from the source tree and the running server.
 * @param {string} root
 * @param {string} baseUrl
 * @param {Identities} ids
 * @returns {Promise<Surface>}
 */
export async function discoverSurface(root, baseUrl, ids) {
  const routes = discoverRoutes(root);
  const toolIds = discoverToolIds(root);
  const schemaFields = discoverSchemaFields(root);
  const forms = await discoverForms(baseUrl, routes, [ids.user, ids.admin], toolIds);
  return { routes, jsonFields: schemaFields, queryFields: schemaFields, toolIds, forms };
}

/**
 * @typedef {{ index: number, request: FuzzRequest, status: number | string, problems: string[] }} Failure
 * @typedef {{ seed: number, requests: number, statuses: Record<string, number>, serverErrors: number, retried: number, failures: Failure[], healthy: boolean, seconds: number, surface: { routes: number, forms: number, fields: number } }} FuzzSummary
 */

/**
 * Generates `count` requests from `seed` and sends them, `concurrency` at a time; then checks the
 * server is healthy (GET /api/health, and a new account can sign up and read itself).
 * @param {{ root: string, baseUrl: string, seed: number, count: number, concurrency?: number, adminEmail: string, onProgress?: (done: number) => void }} options
 * @returns {Promise<FuzzSummary>}
 */
export async function runFuzz({ root, baseUrl, seed, count, concurrency = 8, adminEmail, onProgress }) {
  const started = Date.now();
  const ids = await prepareIdentities(baseUrl, adminEmail);
  const surface = await discoverSurface(root, baseUrl, ids);
  const requests = fc.sample(requestArbitrary(surface), { seed, numRuns: count });
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {Failure[]} */
  const failures = [];
  let serverErrors = 0;
  let retried = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = /** @type {FuzzRequest} */ (requests[index]);
      let outcome = await send(baseUrl, request, ids, agent);
      // A connection reset before the answer could be read is retried once, alone on its own
      // connection: a server that answered (and closed before the client had read it) answers
      // again; one that cannot answer fails twice.
      if ('error' in outcome) {
        retried += 1;
        const alone = new http.Agent({ keepAlive: false });
        outcome = await send(baseUrl, request, ids, alone);
        alone.destroy();
      }
      const status = 'error' in outcome ? outcome.error : outcome.status;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (typeof status === 'number' && status >= 500) serverErrors += 1;
      const problems = problemsOf(request, outcome, baseUrl);
      if (problems.length) failures.push({ index, request, status, problems });
      if (onProgress && (index + 1) % 1000 === 0) onProgress(index + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  const healthy = await isHealthy(baseUrl);
  return {
    seed,
    requests: requests.length,
    statuses,
    serverErrors,
    retried,
    failures,
    healthy,
    seconds: (Date.now() - started) / 1000,
    surface: {
      routes: surface.routes.length,
      forms: surface.forms.length,
      fields: new Set([...surface.jsonFields, ...surface.forms.flatMap((f) => f.fields)]).size,
    },
  };
}

/** @param {string} baseUrl */
async function isHealthy(baseUrl) {
  const health = await fetch(new URL('/api/health', baseUrl)).catch(() => null);
  if (health?.status !== 200) return false;
  const email = `after-fuzz-${Date.now()}@perch.fuzz`;
  const res = await fetch(new URL('/api/auth/signup', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.203' },
    body: JSON.stringify({ firstName: 'After', lastName: 'Fuzz', email, password: 'after-fuzz-password' }),
  }).catch(() => null);
  if (res?.status !== 201) return false;
  const cookie = (res.headers.getSetCookie().find((c) => c.startsWith('perch_session=')) ?? '').split(';')[0] ?? '';
  const me = await fetch(new URL('/api/auth/user', baseUrl), { headers: { cookie } }).catch(() => null);
  return me?.status === 200 && /** @type {{ email?: string }} */ (await me.json()).email === email;
}

/**
 * The figures as printed by `npm run fuzz` and the test.
 * @param {FuzzSummary} s
 */
export function formatSummary(s) {
  const statuses = Object.entries(s.statuses)
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const lines = [
    `seed ${s.seed}: ${s.requests} requests in ${s.seconds.toFixed(1)} s (${(s.requests / s.seconds).toFixed(0)}/s) over ${s.surface.routes} routes, ${s.surface.forms} forms, ${s.surface.fields} field names`,
    `statuses: ${statuses}`,
    `5xx: ${s.serverErrors}; answers breaking a rule: ${s.failures.length}; keep-alive connections reset before the answer was read, answered when sent again alone: ${s.retried - s.failures.filter((f) => typeof f.status === 'string').length}; healthy after: ${s.healthy ? 'yes' : 'NO'}`,
  ];
  for (const f of s.failures.slice(0, 10)) {
    lines.push(
      `  #${f.index} ${f.request.method} ${f.request.target.slice(0, 120)} → ${f.status}: ${f.problems.join('; ')}`,
    );
  }
  return lines.join('\n');
}
