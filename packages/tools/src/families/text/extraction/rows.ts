/** text, extracting e-mail addresses, links and numbers: the rows (data). Their code is run.ts beside them. */
import { type Row, topicRows } from '../spec';

export const rows: readonly Row[] = [
  {
    id: 'extract-emails',
    name: 'Extract Email Addresses',
    description: 'Pull every e-mail address out of text, one a line, without repeats (international addresses too).',
    keywords: ['email extractor', 'find emails in text', 'email scraper', 'get email addresses', 'email finder'],
    examples: [
      {
        input: { input: 'Write to ann@example.com or Ben <ben.li@mail.example.org>; cc ann@example.com.' },
        output: 'ann@example.com\nben.li@mail.example.org',
      },
      {
        input: {
          input:
            'Orders: user+mailbox/department=shipping@example.com, the lab example@[127.0.0.1], 用户@例子.广告 and θσερ@εχαμπλε.ψομ.',
        },
        output: 'user+mailbox/department=shipping@example.com\nexample@[127.0.0.1]\n用户@例子.广告\nθσερ@εχαμπλε.ψομ',
      },
    ],
  },
  {
    id: 'extract-urls',
    name: 'Extract URLs from Text',
    description: 'Pull every web link out of text, one a line, without repeats.',
    keywords: ['url extractor', 'link extractor', 'find links in text', 'get urls', 'link grabber'],
    examples: [
      {
        input: { input: 'See https://example.com/a?b=1, (http://test.org/x) and www.perch.app.' },
        output: 'https://example.com/a?b=1\nhttp://test.org/x\nwww.perch.app',
      },
    ],
  },
  {
    id: 'extract-numbers',
    name: 'Extract Numbers from Text',
    description: 'Pull every number out of text, one a line, as written.',
    keywords: ['number extractor', 'get numbers from string', 'find digits in text', 'extract digits'],
    examples: [{ input: { input: 'Order 66 cost -12.50 EUR, 1,250 items, v2.' }, output: '66\n-12.50\n1,250\n2' }],
  },
];

export const topic = topicRows(50, rows);
