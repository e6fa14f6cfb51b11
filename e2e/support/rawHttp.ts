// A request sent exactly as written, for what fetch will not send (TRACE, CONNECT, malformed
// targets) and to read the status line's reason phrase.
import net from 'node:net';

export interface RawAnswer {
  status: number;
  reason: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request exactly as written (fetch refuses TRACE and CONNECT and normalises the
 * target) and reads the answer until the server closes the connection.
 */
export function rawRequest(
  base: string,
  head: string,
  body = '',
  { host }: { host?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`${head}\r\nHost: ${host ?? `${hostname}:${port}`}\r\nConnection: close\r\n\r\n${body}`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = top.split('\r\n');
      const match = /^HTTP\/1\.1 (\d{3}) ?(.*)$/.exec(statusLine);
      if (!match) return reject(new Error(`no HTTP answer to ${head}: ${JSON.stringify(text.slice(0, 200))}`));
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      let payload = rest.join('\r\n\r\n');
      if (headers['transfer-encoding'] === 'chunked') payload = dechunk(payload);
      resolve({ status: Number(match[1]), reason: match[2] ?? '', headers, body: payload });
    });
  });
}

function dechunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    if (eol < 0) return out;
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}
