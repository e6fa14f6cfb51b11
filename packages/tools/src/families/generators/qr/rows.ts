import { LEVEL, type Row, box } from '../fields';

export const rows = [
  // QR codes
  {
    id: 'qr-code-generator',
    op: 'qr',
    name: 'QR Code Generator',
    description: 'Make a QR code for a link or any text, to download as a PNG or SVG image or copy.',
    keywords: ['make qr code', 'qr code maker', 'url to qr code', 'free qr code', 'qr generator'],
    category: 'marketing',
    fields: [{ name: 'input', label: 'Link or text', type: 'textarea', placeholder: 'https://perch.app' }, LEVEL],
    examples: [{ input: { input: 'https://perch.app' }, output: 'https://perch.app' }],
  },
  {
    id: 'wifi-qr-code-generator',
    op: 'wifiQr',
    name: 'Wi-Fi QR Code Generator',
    description: 'Make a QR code that joins a Wi-Fi network when a phone scans it.',
    keywords: ['wifi qr code', 'qr code for wifi password', 'share wifi qr', 'wireless network qr'],
    category: 'marketing',
    pro: true,
    fields: [
      { name: 'ssid', label: 'Network name (SSID)', type: 'text', default: 'Perch Guest' },
      { name: 'password', label: 'Password', type: 'text', default: '' },
      {
        name: 'security',
        label: 'Security',
        type: 'select',
        default: 'WPA',
        options: [
          { value: 'WPA', label: 'WPA/WPA2/WPA3' },
          { value: 'WEP', label: 'WEP' },
          { value: 'nopass', label: 'No password' },
        ],
      },
      box('hidden', 'Hidden network', false),
      LEVEL,
    ],
    examples: [
      { input: { ssid: 'Perch Guest', password: 'p;a:ss' }, output: 'WIFI:T:WPA;S:Perch Guest;P:p\\;a\\:ss;;' },
      { input: { ssid: 'Café', security: 'nopass', hidden: 'true' }, output: 'WIFI:T:nopass;S:Café;H:true;;' },
    ],
  },
] as const satisfies readonly Row[];

export const topic = { order: 50, rows };
