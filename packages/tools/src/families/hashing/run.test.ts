import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTool } from '../../catalogue';
import { fixedContext } from '../../run';
import type { ToolResult } from '../../types';
import { utf8Bytes } from '../encoding/bytes';
import { loadEngine } from '../engines';
import { adler32, crc, CRC_MODELS, fnv1a32, fnv1a64 } from './checksum';

const use = async (id: string, values: Record<string, string>): Promise<ToolResult> => {
  const tool = findTool(id)!;
  const defaults = Object.fromEntries(tool.fields.map((f) => [f.name, f.default ?? '']));
  return (await loadEngine(tool))(tool, { ...defaults, ...values, ...tool.params }, fixedContext());
};
const text = async (id: string, values: Record<string, string>) => {
  const result = await use(id, values);
  if (!result.ok) throw new Error(`${id}: ${result.error}`);
  return result.text;
};
const error = async (id: string, values: Record<string, string>) => {
  const result = await use(id, values);
  return result.ok ? `(no error: ${result.text})` : result.error;
};

const TWO_BLOCKS = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';

describe('digests (FIPS 180-4 and FIPS 202 example vectors)', () => {
  it('hashes the NIST messages', async () => {
    expect(await text('sha256-hash-generator', { input: TWO_BLOCKS })).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(await text('sha1-hash-generator', { input: TWO_BLOCKS })).toBe('84983e441c3bd26ebaae4aa1f95129e5e54670f1');
    expect(await text('sha256-hash-generator', { input: '' })).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(await text('md5-hash-generator', { input: 'abc' })).toBe('900150983cd24fb0d6963f7d28e17f72');
  });

  it('hashes a million a’s, the longest input it takes', async () => {
    const million = 'a'.repeat(1_000_000);
    expect(await text('sha256-hash-generator', { input: million })).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
    expect(await text('sha1-hash-generator', { input: million })).toBe('34aa973cd4c4daa4f61eeb2bdbad27316534016f');
    expect(await error('sha256-hash-generator', { input: `${million}a` })).toMatch(/too long/);
  });

  it('reads hex input and writes upper-case hex or Base64', async () => {
    expect(await text('sha256-hash-generator', { input: '61 62 63', inputType: 'hex' })).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await text('md5-hash-generator', { input: '', output: 'hex-upper' })).toBe(
      'D41D8CD98F00B204E9800998ECF8427E',
    );
    expect(await text('sha384-hash-generator', { input: 'abc', output: 'base64' })).toBe(
      'ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn',
    );
    expect(await error('sha256-hash-generator', { input: 'xyz', inputType: 'hex' })).toBe(
      '“x” is not a hexadecimal digit. Use 0–9 and a–f.',
    );
    expect(await error('sha256-hash-generator', { input: '\uD800' })).toMatch(/lone surrogate/);
  });

  it('gives the figures of a digest', async () => {
    const result = await use('sha512-256-hash-generator', { input: 'abc' });
    expect(result.ok && result.figures).toEqual([
      { label: 'Algorithm', value: 'SHA-512/256' },
      { label: 'Digest length', value: '256 bits (32 bytes)' },
      { label: 'Message length', value: '3 bytes' },
    ]);
  });

  it('sizes SHAKE, BLAKE2b and BLAKE2s outputs as asked', async () => {
    expect(await text('shake128-hash-generator', { input: '', bits: '128' })).toBe('7f9c2ba4e88f827d616045507605853e');
    expect(await error('shake256-hash-generator', { input: '', bits: '12' })).toMatch(/multiple of 8/);
    expect(await text('blake2s-hash-generator', { input: 'abc', bits: '128' })).toHaveLength(32);
    expect(await error('blake2b-hash-generator', { input: 'abc', bits: '100' })).toBe(
      'Choose a BLAKE2b length: 160, 256, 384, 512 bits.',
    );
  });

  describe('without Web Crypto (an insecure http: page)', () => {
    afterEach(() => vi.unstubAllGlobals());
    it('gives the same digests through @noble/hashes', async () => {
      vi.stubGlobal('crypto', undefined);
      expect(globalThis.crypto).toBeUndefined();
      expect(await text('sha1-hash-generator', { input: 'abc' })).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
      expect(await text('sha512-hash-generator', { input: '' })).toBe(
        'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
      );
      expect(
        await text('pbkdf2-generator', {
          input: 'password',
          salt: 'salt',
          iterations: '2',
          length: '20',
          hash: 'SHA-1',
        }),
      ).toBe('ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957');
    });
  });
});

describe('HMAC (RFC 2202 and RFC 4231 test case 1, 6)', () => {
  const hiThere = (key: string) => ({ input: 'Hi There', key, keyType: 'hex' });
  it('matches the published values', async () => {
    expect(await text('hmac-md5-generator', hiThere('0b'.repeat(16)))).toBe('9294727a3638bb1c13f48ef8158bfc9d');
    expect(await text('hmac-sha1-generator', hiThere('0b'.repeat(20)))).toBe(
      'b617318655057264e28bc0b6fb378c8ef146be00',
    );
    expect(await text('hmac-sha256-generator', hiThere('0b'.repeat(20)))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(await text('hmac-sha384-generator', hiThere('0b'.repeat(20)))).toBe(
      'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6',
    );
    expect(await text('hmac-sha512-generator', hiThere('0b'.repeat(20)))).toBe(
      '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
    );
    // A key longer than the block size is hashed first.
    expect(
      await text('hmac-sha256-generator', {
        input: 'Test Using Larger Than Block-Size Key - Hash Key First',
        key: 'aa'.repeat(131),
        keyType: 'hex',
      }),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });

  it('explains a bad hex key', async () => {
    expect(await error('hmac-sha256-generator', { input: 'x', key: 'abc', keyType: 'hex' })).toBe(
      'The key: hexadecimal bytes come in pairs of digits: the input has an odd number of digits.',
    );
  });
});

describe('PBKDF2 (RFC 6070)', () => {
  it('derives the published keys', async () => {
    expect(
      await text('pbkdf2-generator', { input: 'password', salt: 'salt', iterations: '2', length: '20', hash: 'SHA-1' }),
    ).toBe('ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957');
    expect(
      await text('pbkdf2-generator', {
        input: 'passwordPASSWORDpassword',
        salt: 'saltSALTsaltSALTsaltSALTsaltSALTsalt',
        iterations: '4096',
        length: '25',
        hash: 'SHA-1',
      }),
    ).toBe('3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038');
    expect(
      await text('pbkdf2-generator', {
        input: 'pass\u0000word',
        salt: 'sa\u0000lt',
        iterations: '4096',
        length: '16',
        hash: 'SHA-1',
      }),
    ).toBe('56fa6aa75548099dcc37d7f03425e0c3');
  });

  it('handles an empty password or salt (checked with Python hashlib.pbkdf2_hmac)', async () => {
    expect(await text('pbkdf2-generator', { input: 'password', salt: '', iterations: '1000', length: '16' })).toBe(
      '26939681d19995a2cefb7b90d13e1343',
    );
    expect(await text('pbkdf2-generator', { input: '', salt: 'salt', iterations: '1000', length: '16' })).toBe(
      '94fb56af3ea22e5d3ed1b054085b136c',
    );
  });

  it('refuses iterations and lengths out of range', async () => {
    expect(await error('pbkdf2-generator', { input: 'p', salt: 's', iterations: '0' })).toMatch(/from 1 to 5,000,000/);
    expect(await error('pbkdf2-generator', { input: 'p', salt: 's', iterations: '99999999' })).toMatch(
      /from 1 to 5,000,000/,
    );
    expect(await error('pbkdf2-generator', { input: 'p', salt: 's', iterations: '1', length: '2000' })).toMatch(
      /from 1 to 1024/,
    );
  });
});

describe('checksums (RevEng CRC catalogue check values over "123456789")', () => {
  const CHECKS: Record<string, bigint> = {
    'CRC-8/SMBUS': 0xf4n,
    'CRC-8/MAXIM-DOW': 0xa1n,
    'CRC-8/AUTOSAR': 0xdfn,
    'CRC-8/I-432-1': 0xa1n,
    'CRC-8/SAE-J1850': 0x4bn,
    'CRC-8/ROHC': 0xd0n,
    'CRC-8/BLUETOOTH': 0x26n,
    'CRC-16/ARC': 0xbb3dn,
    'CRC-16/MODBUS': 0x4b37n,
    'CRC-16/IBM-3740': 0x29b1n,
    'CRC-16/XMODEM': 0x31c3n,
    'CRC-16/KERMIT': 0x2189n,
    'CRC-16/IBM-SDLC': 0x906en,
    'CRC-16/USB': 0xb4c8n,
    'CRC-16/GENIBUS': 0xd64en,
    'CRC-16/MAXIM-DOW': 0x44c2n,
    'CRC-16/UMTS': 0xfee8n,
    'CRC-32/BZIP2': 0xfc891918n,
    'CRC-32/MPEG-2': 0x0376e6e7n,
    'CRC-32/CKSUM': 0x765e7680n,
    'CRC-32/JAMCRC': 0x340bc6d9n,
    'CRC-64/XZ': 0x995dc9bbdf1939fan,
    'CRC-64/ECMA-182': 0x6c40df5f0b497347n,
    'CRC-64/GO-ISO': 0xb90956c775a41001n,
    'CRC-64/WE': 0x62ec59e3f1a4f00an,
    'CRC-64/REDIS': 0xe9c6d914c4b8d9can,
  };
  it('has a check value for every model it offers', () => {
    expect(Object.keys(CRC_MODELS).sort()).toEqual(Object.keys(CHECKS).sort());
  });
  it.each(Object.entries(CHECKS))('%s', (name, check) => {
    expect(crc(CRC_MODELS[name]!, utf8Bytes('123456789'))).toBe(check);
  });

  it('offers every model in its tool and prints it at full width', async () => {
    expect(await text('crc32-calculator', { input: '123456789', variant: 'CRC-32/MPEG-2' })).toBe('0376e6e7');
    expect(await text('crc32c-calculator', { input: '' })).toBe('00000000');
    expect(await text('crc16-calculator', { input: '123456789', variant: 'CRC-16/KERMIT', output: 'hex-upper' })).toBe(
      '2189',
    );
    expect(await text('crc8-calculator', { input: '123456789', variant: 'CRC-8/AUTOSAR', output: 'decimal' })).toBe(
      '223',
    );
    expect(await error('crc16-calculator', { input: '1', variant: 'CRC-8/SMBUS' })).toBe(
      'Choose a CRC-16 variant from the list.',
    );
    const modbus = await use('modbus-crc-calculator', { input: '01 03 00 00 00 0A' });
    expect(modbus.ok && modbus.figures).toContainEqual({ label: 'Bytes to append (low byte first)', value: 'C5 CD' });
  });

  it('computes Adler-32 (Wikipedia, RFC 1950) and FNV-1a (the FNV reference vectors)', () => {
    expect(adler32(utf8Bytes('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(new Uint8Array(0))).toBe(1);
    expect(fnv1a32(new Uint8Array(0))).toBe(0x811c9dc5);
    expect(fnv1a32(utf8Bytes('a'))).toBe(0xe40c292c);
    expect(fnv1a64(new Uint8Array(0))).toBe(0xcbf29ce484222325n);
    expect(fnv1a64(utf8Bytes('a'))).toBe(0xaf63dc4c8601ec8cn);
  });
});

describe('hash identifier', () => {
  it('names the candidates by length and format', async () => {
    expect(await text('hash-identifier', { input: 'da39a3ee5e6b4b0d3255bfef95601890afd80709' })).toBe(
      'Possibly: SHA-1 or RIPEMD-160 (40 hex digits = 160 bits).',
    );
    expect(await text('hash-identifier', { input: '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' })).toBe(
      'Possibly Base64 of a 256-bit hash: SHA-256, SHA3-256, Keccak-256 (Ethereum), BLAKE2s-256, BLAKE3 or SHA-512/256.',
    );
    expect(await text('hash-identifier', { input: `$6$saltsalt$${'a'.repeat(86)}` })).toBe(
      'Most likely: SHA-512-crypt ($6$, Linux shadow passwords).',
    );
    expect(await text('hash-identifier', { input: 'abcde' })).toBe(
      'No common hash is 5 hex digits long (20 bits): check that it was copied whole.',
    );
    expect(await error('hash-identifier', { input: ' ' })).toMatch(/^Paste a hash/);
  });
});
