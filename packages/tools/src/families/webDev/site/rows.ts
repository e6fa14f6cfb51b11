/** webDev, links and the small files a site needs: mailto, meta tags, robots.txt, redirects, sitemaps, SVG data URIs, e-mail checks: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, area, check } from '../spec';

export const rows = [
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
] as const satisfies readonly Spec[];

export const topic = topicRows(110, rows);
