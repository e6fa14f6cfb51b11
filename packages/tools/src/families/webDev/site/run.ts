/** webDev, links and the small files a site needs: mailto, meta tags, robots.txt, redirects, sitemaps, SVG data URIs, e-mail checks: the code of the rows in rows.ts beside it. */
import type { ToolResult } from '../../../types';
import { base64Encode, isWellFormed, utf8Bytes } from '../../encoding/bytes';
import { fail, ok, quote, type Values, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

function mailto(values: Values): ToolResult {
  const addresses = (field: string) => (values[field] ?? '').split(/[,;\s]+/).filter((a) => a !== '');
  const to = addresses('input');
  const all = [...to, ...addresses('cc'), ...addresses('bcc')];
  const bad = all.find((a) => !/^[^@\s]+@[^@\s]+$/.test(a));
  if (bad) return fail(`${quote(bad)} is not an e-mail address.`);
  if (all.length === 0 && !(values.subject ?? '') && !(values.body ?? ''))
    return fail('Enter at least one address, such as hello@example.com.');
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  const addressList = (list: string[]) => list.map((a) => encodeURIComponent(a).replace(/%40/g, '@')).join(',');
  const query: string[] = [];
  if (addresses('cc').length) query.push(`cc=${addressList(addresses('cc'))}`);
  if (addresses('bcc').length) query.push(`bcc=${addressList(addresses('bcc'))}`);
  if (values.subject) query.push(`subject=${encode(values.subject)}`);
  if (values.body) query.push(`body=${encode(values.body)}`);
  const link = `mailto:${addressList(to)}${query.length ? `?${query.join('&')}` : ''}`;
  return ok(link, [{ label: 'HTML link', value: `<a href="${link.replace(/&/g, '&amp;')}">Send us an e-mail</a>` }]);
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function absoluteUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function metaTags(values: Values): ToolResult {
  const title = (values.input ?? '').trim();
  const description = (values.description ?? '').trim().replace(/\s+/g, ' ');
  const url = (values.url ?? '').trim();
  const image = (values.image ?? '').trim();
  if (title === '') return fail('Enter the page title.');
  if (url && !absoluteUrl(url))
    return fail('The page URL must be a full http(s) address, such as https://example.com/page.');
  if (image && !absoluteUrl(image))
    return fail('The image URL must be a full http(s) address, such as https://example.com/cover.png.');
  const lines = [`<title>${escapeText(title)}</title>`];
  if (description) lines.push(`<meta name="description" content="${escapeAttr(description)}">`);
  if (url) lines.push(`<link rel="canonical" href="${escapeAttr(url)}">`);
  lines.push(
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${escapeAttr(title)}">`,
  );
  if (description) lines.push(`<meta property="og:description" content="${escapeAttr(description)}">`);
  if (url) lines.push(`<meta property="og:url" content="${escapeAttr(url)}">`);
  if (image) lines.push(`<meta property="og:image" content="${escapeAttr(image)}">`);
  lines.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`);
  return ok(lines.join('\n'), [
    { label: 'Title length', value: `${Array.from(title).length} characters` },
    { label: 'Description length', value: `${Array.from(description).length} characters` },
  ]);
}

const AI_CRAWLERS = ['GPTBot', 'Google-Extended', 'CCBot', 'ClaudeBot'];

function robotsTxt(values: Values): ToolResult {
  const policy = values.policy ?? 'allow';
  const paths = (values.input ?? '')
    .split('\n')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const bad = paths.find((p) => !p.startsWith('/') || /\s/.test(p));
  if (bad) return fail(`${quote(bad)} is not a path: each one starts with / and has no spaces, such as /admin/.`);
  const sitemap = (values.sitemap ?? '').trim();
  if (sitemap && !absoluteUrl(sitemap))
    return fail('The sitemap must be a full URL, such as https://example.com/sitemap.xml.');
  const groups: string[] = [];
  if (values.blockAi === 'true')
    groups.push(`${AI_CRAWLERS.map((bot) => `User-agent: ${bot}`).join('\n')}\nDisallow: /`);
  const rules =
    policy === 'disallow' ? ['Disallow: /'] : paths.length ? paths.map((p) => `Disallow: ${p}`) : ['Disallow:'];
  groups.push(`User-agent: *\n${rules.join('\n')}`);
  if (sitemap) groups.push(`Sitemap: ${sitemap}`);
  return ok(groups.join('\n\n'));
}

function redirectRule(values: Values): ToolResult {
  const from = (values.input ?? '').trim();
  const to = (values.to ?? '').trim();
  if (!from.startsWith('/') || /\s/.test(from))
    return fail('Enter the old path, starting with / and without spaces (use %20), such as /old-page.');
  // Apache's Redirect (mod_alias) and nginx's location both compare the path alone: a rule for
  // /a?x=1 would never match anything, and a #fragment never reaches the server.
  if (/[?#]/.test(from))
    return fail(
      'Enter the old path without a ? query string or # fragment: Redirect and location rules match the path alone, so such a rule would never apply. Redirecting by query string needs mod_rewrite or an nginx if on $args.',
    );
  if (!(absoluteUrl(to) || (to.startsWith('/') && !/\s/.test(to))))
    return fail('Enter where it goes: a full URL such as https://example.com/new-page, or a path such as /new-page.');
  const code = ['301', '302', '307', '308'].includes(values.status ?? '') ? values.status! : '301';
  // The two rules do not match the same requests, so say which each one catches.
  if (values.server === 'nginx')
    return ok(`location = ${from} {\n    return ${code} ${to};\n}`, [
      { label: 'Matches', value: `Exactly ${from}, not paths below it such as ${from.replace(/\/$/, '')}/more` },
    ]);
  return ok(`Redirect ${code} ${from} ${to}`, [
    {
      label: 'Matches',
      value: `${from} and every path below it: Redirect is a prefix match, so ${from.replace(/\/$/, '')}/more goes to ${to.replace(/\/$/, '')}/more`,
    },
  ]);
}

/** A W3C Datetime date (YYYY-MM-DD) that exists on the calendar: no month 13 or 30 February. */
function validDate(text: string): boolean {
  const m = text.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && month <= 12 && day >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function sitemap(values: Values): ToolResult {
  const urls = (values.input ?? '')
    .split('\n')
    .map((u) => u.trim())
    .filter((u) => u !== '');
  if (urls.length === 0) return fail('Enter the page URLs, one per line, such as https://example.com/.');
  if (urls.length > 50_000) return fail('A sitemap holds at most 50,000 URLs: split them across several sitemaps.');
  const bad = urls.find((u) => !absoluteUrl(u) || u.length > 2048);
  if (bad) return fail(`${quote(bad)} is not a full http(s) URL of up to 2,048 characters.`);
  const lastmod = (values.lastmod ?? '').trim();
  if (lastmod && !validDate(lastmod))
    return fail('Enter the last-modified date as YYYY-MM-DD (a real date, such as 2025-01-31), or leave it empty.');
  const changefreq = values.changefreq ?? '';
  const xmlEscape = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;');
  const entries = urls.map((u) => {
    const lines = [`    <loc>${xmlEscape(u)}</loc>`];
    if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
    if (changefreq && changefreq !== 'none') lines.push(`    <changefreq>${changefreq}</changefreq>`);
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return ok(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
    ].join('\n'),
    [{ label: 'URLs', value: String(urls.length) }],
  );
}

function svgDataUri(input: string, values: Values): ToolResult {
  const svg = input.trim();
  if (!/<svg[\s>]/i.test(svg)) return fail('Paste SVG markup that starts with <svg …>.');
  if (!isWellFormed(svg)) return fail('The SVG has a broken character (a lone surrogate). Check it and try again.');
  const uri =
    values.encoding === 'url'
      ? `data:image/svg+xml,${encodeURIComponent(svg)}`
      : `data:image/svg+xml;base64,${base64Encode(utf8Bytes(svg))}`;
  return ok(uri, [
    { label: 'CSS', value: `url("${uri}")` },
    { label: 'Length', value: `${uri.length} characters` },
  ]);
}

// The HTML standard's "valid e-mail address" (what <input type=email> accepts).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function validateEmails(input: string): ToolResult {
  const lines = input
    .split(/[\n,;]+/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length === 0) return fail('Enter an e-mail address, such as hello@example.com, or several, one per line.');
  if (lines.length > 10_000) return fail('Check up to 10,000 addresses at a time.');
  const valid = lines.filter((l) => EMAIL.test(l));
  if (lines.length === 1)
    return ok(
      valid.length
        ? `Valid: ${lines[0]} is a well-formed e-mail address.`
        : `Not valid: ${quote(lines[0]!)} is not a well-formed e-mail address.`,
    );
  return ok(lines.map((l) => `${EMAIL.test(l) ? 'valid' : 'not valid'}: ${l}`).join('\n'), [
    { label: 'Valid', value: String(valid.length) },
    { label: 'Not valid', value: String(lines.length - valid.length) },
  ]);
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'mailto-link-generator': (_input, values) => mailto(values),
  'meta-tag-generator': (_input, values) => metaTags(values),
  'robots-txt-generator': (_input, values) => robotsTxt(values),
  'redirect-rule-generator': (_input, values) => redirectRule(values),
  'xml-sitemap-generator': (_input, values) => sitemap(values),
  'svg-to-data-uri': (input, values) => svgDataUri(input, values),
  'email-address-validator': (input) => validateEmails(input),
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
