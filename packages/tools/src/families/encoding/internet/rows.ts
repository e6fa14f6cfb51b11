/** encoding, domains, mail and tokens: Punycode, quoted-printable, JWT: the rows (data). Their code is run.ts beside them. */
import { JWT_IO_EXAMPLE, type Spec, topicRows, codecAsk } from '../spec';

export const rows = [
  {
    id: 'punycode-encode',
    ask: codecAsk(String.raw`punycode`, 'encode', 'Punycode Converter (IDN to ASCII)'),
    name: 'Punycode Converter (IDN to ASCII)',
    description: 'Convert an international domain name such as münchen.de to its Punycode xn-- form.',
    keywords: ['punycode', 'idn to punycode', 'unicode domain to ascii', 'xn-- converter', 'idna encode'],
    label: 'Domain name',
    placeholder: 'münchen.de',
    line: true,
    examples: [
      { input: { input: 'münchen.de' }, output: 'xn--mnchen-3ya.de' },
      { input: { input: 'Bücher.example' }, output: 'xn--bcher-kva.example' },
    ],
  },
  {
    id: 'punycode-decode',
    ask: codecAsk(String.raw`punycode`, 'decode', 'Punycode Decoder (ASCII to IDN)'),
    name: 'Punycode Decoder (ASCII to IDN)',
    description: 'Read a Punycode xn-- domain as the international name it stands for.',
    keywords: ['punycode decode', 'punycode to unicode', 'xn-- decoder', 'idn decode', 'punycode to text'],
    label: 'Punycode domain',
    placeholder: 'xn--mnchen-3ya.de',
    line: true,
    examples: [
      { input: { input: 'xn--mnchen-3ya.de' }, output: 'münchen.de' },
      { input: { input: 'xn--bcher-kva.example' }, output: 'bücher.example' },
    ],
  },
  {
    id: 'quoted-printable-encode',
    ask: codecAsk(String.raw`quoted[\s-]printable`, 'encode', 'Quoted-Printable'),
    name: 'Quoted-Printable Encoder',
    description:
      'Encode text as quoted-printable (RFC 2045) for e-mail: UTF-8 bytes as =XX, lines kept to 76 characters.',
    keywords: ['quoted printable encode', 'qp encode', 'email encoding', 'rfc 2045', 'mime quoted-printable'],
    label: 'Text to encode',
    placeholder: 'Café = 5€',
    examples: [{ input: { input: 'Café = 5€' }, output: 'Caf=C3=A9 =3D 5=E2=82=AC' }],
    pro: true,
  },
  {
    id: 'quoted-printable-decode',
    ask: codecAsk(String.raw`quoted[\s-]printable`, 'decode', 'Quoted-Printable'),
    name: 'Quoted-Printable Decoder',
    description: 'Decode quoted-printable e-mail text (=XX bytes and = soft line breaks) in UTF-8 or Windows-1252.',
    keywords: ['quoted printable decode', 'qp decode', 'decode =c3=a9', 'email decoder', 'mime decode'],
    label: 'Quoted-printable text',
    placeholder: 'Caf=C3=A9',
    extra: [
      {
        name: 'charset',
        label: 'Character set',
        type: 'select',
        default: 'utf-8',
        options: [
          { value: 'utf-8', label: 'UTF-8' },
          { value: 'windows-1252', label: 'Latin-1 (Windows-1252)' },
        ],
      },
    ],
    examples: [
      { input: { input: 'Caf=C3=A9 =3D 5=E2=82=AC' }, output: 'Café = 5€' },
      { input: { input: 'Caf=E9 cr=\n=E8me', charset: 'windows-1252' }, output: 'Café crème' },
    ],
    pro: true,
  },
  {
    id: 'jwt-decoder',
    ask: { for: { jwt: 1 } },
    name: 'JWT Decoder',
    description:
      "Read a JSON Web Token's header and payload as formatted JSON, with its dates; the signature is not verified.",
    keywords: ['jwt decode', 'json web token decoder', 'decode jwt token', 'jwt parser', 'jwt.io'],
    label: 'JSON Web Token',
    placeholder: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…',
    examples: [
      {
        input: { input: JWT_IO_EXAMPLE },
        output:
          'Header\n{\n  "alg": "HS256",\n  "typ": "JWT"\n}\n\nPayload\n{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}',
      },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(40, rows);
