import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, useTestApp } from './helpers.js';

/** Issue 7, point 14: an upload is decoded and what was decoded is stored (upright, without metadata, WebP, with a thumbnail). */
const t = useTestApp();
const photosDir = () => path.join(t.dataDir, 'uploads', 'photos');

async function upload(role: 'admin' | 'staff', file: { filename: string; type: string; data: Buffer }) {
  const mp = multipart({}, { photo: file });
  return t.app.inject({
    method: 'POST',
    url: '/api/userApp/upload/',
    headers: { ...mp.headers, authorization: `Bearer ${await t.tokenOf(role)}` },
    payload: mp.payload,
  });
}

/** A PNG whose header claims `width`×`height` pixels, with almost no data: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('point 14: uploaded images are decoded, and what was decoded is stored', () => {
  it('refuses a file that starts like a JPEG but is HTML (415), and stores nothing', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    await t.tokenOf('staff');
    const before = await t.digest();
    const res = await upload('staff', { filename: 'x.jpg', type: 'image/jpeg', data: fake });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().errors.photo).toBeDefined();
    expect(await t.digest()).toBe(before);
    expect(fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()) : []).toEqual([]);
  });

  it('stores a real JPEG upright, as WebP, without its metadata, with a 160×160 thumbnail', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c03020' } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { ImageDescription: 'rumah di Jl. Rahasia 7', Copyright: 'GPS -6.2,106.8' } },
      })
      .toBuffer();
    // An HTML tail after a valid JPEG (a polyglot) must not survive either.
    const data = Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]);
    expect((await sharp(data).metadata()).exif).toBeDefined();
    const res = await upload('admin', { filename: 'rumah.jpg', type: 'image/jpeg', data });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().datas.photo as string;
    expect(url).toMatch(/^\/api\/files\/photos\/[a-f0-9]{32}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes('Rahasia')).toBe(false);
    expect(served.rawPayload.includes('<script')).toBe(false);

    const thumb = await t.app.inject({ method: 'GET', url: url.replace('.webp', '-thumb.webp') });
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 160,
      height: 160,
    });
  });

  it('refuses an image that declares more pixels than allowed, before decoding it (413)', async () => {
    const res = await upload('staff', {
      filename: 'bom.png',
      type: 'image/png',
      data: pngClaiming(20_000, 20_000),
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toMatch(/megapiksel/);
  });

  it('refuses formats other than JPEG, PNG and WebP even when the decoder knows them (SVG)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const res = await upload('staff', { filename: 'x.png', type: 'image/png', data: svg });
    expect(res.statusCode).toBe(415);
  });

  it('deletes the photo and its thumbnail when replaced', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const first = (await upload('staff', { filename: 'a.png', type: 'image/png', data: png })).json().datas
      .photo as string;
    const second = (await upload('staff', { filename: 'b.png', type: 'image/png', data: png })).json().datas
      .photo as string;
    const files = fs.readdirSync(photosDir());
    expect(files).not.toContain(path.basename(first));
    expect(files).not.toContain(path.basename(first).replace('.webp', '-thumb.webp'));
    expect(files).toContain(path.basename(second).replace('.webp', '-thumb.webp'));
  });
});
