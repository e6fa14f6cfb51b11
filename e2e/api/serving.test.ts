// A server started the way a deployment without a proxy in front might run it: https from its own
// certificate (SERVER_CERT_PATH, SERVER_KEY_PATH), and COMPRESSION=off (as behind a CDN that
// compresses): rendered answers go out as they are, built files still in their copies.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

const databaseUrl = inject('databaseUrl');
let server: RunningServer;
let certDir: string;

/** A GET over https to the test server (its certificate is self-signed), body not decoded. */
function get(target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      https
        .get(new URL(target, server.url), { headers, rejectUnauthorized: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    },
  );
}

beforeAll(async () => {
  certDir = mkdtempSync(path.join(tmpdir(), 'perch-tls-'));
  const key = path.join(certDir, 'key.pem');
  const cert = path.join(certDir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
    ],
    {
      stdio: 'ignore',
    },
  );
  server = await startServer({
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { SERVER_CERT_PATH: cert, SERVER_KEY_PATH: key, COMPRESSION: 'off' },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(certDir, { recursive: true, force: true });
});

describe('https from its own certificate, compression left to a CDN', () => {
  it('serves https, with HSTS, and says so when it starts', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toMatchObject({ ok: true });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends rendered pages as they are with COMPRESSION=off, and built files still compressed', async () => {
    const page = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toContain('</html>');
    const embed = await get('/embed/chat.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(embed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(embed.body).length).toBeGreaterThan(embed.body.length);
  });
});
