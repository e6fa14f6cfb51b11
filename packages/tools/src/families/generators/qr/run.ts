import { checked, fail, qrResult, wifiEscape, generatorEngine, type GeneratorOperations } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'qr-code-generator': ({ input = '', level = 'M' }) => qrResult(input, level),
  'wifi-qr-code-generator': ({ ssid = '', password = '', security = 'WPA', hidden, level = 'M' }) => {
    if (ssid === '') return fail('Enter the network name (SSID).');
    const type = security === 'WEP' || security === 'nopass' ? security : 'WPA';
    if (type !== 'nopass' && password === '') return fail('Enter the Wi-Fi password, or choose “No password”.');
    const content = `WIFI:T:${type};S:${wifiEscape(ssid)};${type === 'nopass' ? '' : `P:${wifiEscape(password)};`}${checked(hidden) ? 'H:true;' : ''};`;
    return qrResult(content, level);
  },
} satisfies GeneratorOperations<typeof rows>;

export const run = generatorEngine(operations);
