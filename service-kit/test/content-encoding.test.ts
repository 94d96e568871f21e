import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, COMPRESSION_THRESHOLD_BYTES, sendJsonText } from '@lexicon/service-kit';
import { rawGet } from '@lexicon/service-kit/test-support';
import express from 'express';

// Non-ASCII letters, so that characters and bytes differ.
const PAGE = JSON.stringify({ words: Array.from({ length: 300 }, (_, index) => ({ word: `straße${index}`, score: index })) });
const SMALL = JSON.stringify({ words: ['cat'] });

describe('chooseEncoding', () => {
  it('reads Accept-Encoding as RFC 9110 does: q-values, *, case, brotli first between equals', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('BR')).toBe('br');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
  });
});

describe('sendJsonText', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.get('/page', (req, res) => sendJsonText(req, res, PAGE));
    app.get('/small', (req, res) => sendJsonText(req, res, SMALL));
    app.get('/sized/:bytes', (req, res) => sendJsonText(req, res, JSON.stringify('x'.repeat(Number(req.params.bytes) - 2))));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it('sends an answer of 1 KB or more in brotli to a client that prefers it, whole, with its length', async () => {
    expect(PAGE.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const { response, body } = await rawGet(`${url}/page`, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(PAGE) / 3);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(PAGE);
  });

  it('sends brotli that decompresses to the whole answer at any size: the smallest, past a 64 KB window, past the largest window', async () => {
    // The smallest compressed answer, one byte past a window size, and one past the largest window.
    for (const bytes of [COMPRESSION_THRESHOLD_BYTES, 2 ** 16 + 1, 2 ** 24 + 1]) {
      const { response, body } = await rawGet(`${url}/sized/${bytes}`, 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(body).length).toBe(bytes);
    }
  });

  it('gzips it for a client that accepts only gzip', async () => {
    const { response, body } = await rawGet(`${url}/page`, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString('utf8')).toBe(PAGE);
  });

  it('sends it as it is, its length in bytes, to a client that accepts none of our encodings', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const { response, body } = await rawGet(`${url}/page`, acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
      expect(body.toString('utf8')).toBe(PAGE);
    }
  });

  it('leaves an answer under 1 KB as it is, with no Vary', async () => {
    const { response, body } = await rawGet(`${url}/small`, 'gzip, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(body.toString('utf8')).toBe(SMALL);
  });
});
