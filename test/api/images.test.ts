// @vitest-environment node
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TEXTS, MAX_IMAGE_BYTES, parseMediaUrl } from '../../src/domain/images';
import { sweepUnusedImages, UNUSED_IMAGE_GRACE_MS } from '../../server/queries/images';
import { createTestApp, type TestApp } from './harness';

const API = '/api/v1';
/** A port of this file's own for the hostile files, sent over a real connection. */
const PORT = Number(process.env.IMAGES_TEST_PORT ?? 5310);

let t: TestApp;
let cookie: string;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
  await t.app.listen({ host: '127.0.0.1', port: PORT });
  origin = `http://127.0.0.1:${PORT}`;
});
afterAll(() => t.close());

const png = (width: number, height: number, colour = '#2a6') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A photo-like JPEG carrying EXIF (a camera's make and a GPS-like comment) and an orientation of 6 (turned a quarter). */
const jpegWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Home address 12' } })
    .toBuffer();

/** Uploads over the real server, as the admin's browser does. */
async function upload(body: Uint8Array, kind = 'cover', type = 'application/octet-stream') {
  const res = await fetch(`${origin}${API}/images?kind=${kind}`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': type },
    body: new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) as Record<string, unknown> & { error?: { code: string; message: string } } };
}

/** A PNG whose header says width × height, with a few bytes of zeros as its pixels: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function consultancyInput(id: number, over: Record<string, unknown> = {}) {
  const { id: _id, sample: _sample, ...input } = (await t.req({ method: 'GET', url: `${API}/consultancies/${id}` })).json();
  return { ...input, ...over };
}

const getImage = (url: string) => fetch(`${origin}${url}`);

describe('API: image upload', () => {
  it('a PNG is re-encoded as WebP at the widths a page uses, served at a content-hashed address cached as immutable', async () => {
    const file = await png(600, 400);
    const res = await upload(file);
    expect(res.status).toBe(201);
    const url = String(res.json.url);
    expect(parseMediaUrl(url)).toMatchObject({ width: 600 });
    expect(res.json).toMatchObject({ width: 600, height: 400 });
    expect(res.json.srcset).toBe(['64', '128', '256', '480', '600'].map((w) => `${url.replace(/\d+\.webp$/, `${w}.webp`)} ${w}w`).join(', '));
    for (const w of [64, 480, 600]) {
      const img = await getImage(url.replace(/\d+\.webp$/, `${w}.webp`));
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/webp');
      expect(img.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: w });
    }
    // The same file again is the same image at the same address.
    expect((await upload(file)).json.url).toBe(url);
  });

  it('a logo is kept no wider than 256 px; a small image is never enlarged', async () => {
    expect((await upload(await png(1000, 1000), 'logo')).json).toMatchObject({ width: 256, height: 256 });
    const small = await upload(await png(100, 50, '#123'), 'cover');
    expect(small.json).toMatchObject({ width: 100, height: 50 });
    expect(
      String(small.json.srcset)
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['64w', '100w']);
  });

  it('a JPEG loses its EXIF metadata and is turned upright by its orientation', async () => {
    const file = await sharp(await jpegWithExif(300, 200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(file).metadata()).exif).toBeDefined();
    const res = await upload(file);
    expect(res.json).toMatchObject({ width: 200, height: 300 });
    const served = Buffer.from(await (await getImage(String(res.json.url))).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('only signed-in admins upload; a kind must be named', async () => {
    const anonymous = await fetch(`${origin}${API}/images?kind=logo`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(await png(50, 50)),
    });
    expect(anonymous.status).toBe(401);
    expect((await upload(await png(50, 50), 'poster')).status).toBe(400);
  });

  it('an image that is not there, or an address that cannot name one, is a 404', async () => {
    for (const url of ['/media/0123456789abcdef0123456789abcdef/64.webp', '/media/not-a-hash/64.webp', '/media/0123456789abcdef0123456789abcdef/64.png']) {
      expect((await getImage(url)).status).toBe(404);
    }
  });
});

describe('API: hostile files are refused with a clear message, never a 5xx', () => {
  const refused = async (body: Uint8Array, status: number, message: string, type?: string) => {
    const res = await upload(body, 'cover', type);
    expect(res.status).toBe(status);
    expect(res.json.error?.message).toBe(message);
  };

  it('a PNG signature on garbage', async () => {
    const garbage = Buffer.concat([(await png(40, 40)).subarray(0, 33), Buffer.alloc(2000, 0x5a)]);
    await refused(garbage, 415, IMAGE_TEXTS.unreadable);
  });

  it('a valid PNG header and a cut-off body', async () => {
    const whole = await png(400, 400);
    await refused(whole.subarray(0, Math.floor(whole.length / 2)), 415, IMAGE_TEXTS.unreadable);
  });

  it('a decompression bomb: a header claiming 100,000 × 100,000 pixels', async () => {
    await refused(pngClaiming(100_000, 100_000), 400, IMAGE_TEXTS.tooManyPixels(100_000, 100_000));
  });

  it('an SVG with a script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
    );
    await refused(svg, 415, IMAGE_TEXTS.svg);
  });

  it('a PDF named logo.png and sent as image/png by its name', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await refused(pdf, 415, IMAGE_TEXTS.unreadable);
    // The type a browser guesses from a name is not how an upload is sent: the body must be the bytes as they are.
    const res = await upload(pdf, 'cover', 'image/png');
    expect(res.status).toBe(415);
  });

  it('a file over the size limit, and an empty one', async () => {
    await refused(Buffer.alloc(MAX_IMAGE_BYTES + 1, 1), 413, IMAGE_TEXTS.tooLarge);
    await refused(Buffer.alloc(0), 400, IMAGE_TEXTS.empty);
  });
});

describe('API: deleting a record deletes its images when nothing else uses them', () => {
  it('a deleted consultancy takes its logo with it; a logo another record uses stays', async () => {
    const a = String((await upload(await png(90, 90, '#a00'), 'logo')).json.url);
    const shared = String((await upload(await png(90, 90, '#0a0'), 'logo')).json.url);
    const one = (
      await t.req({
        method: 'POST',
        url: `${API}/consultancies`,
        headers: { cookie },
        payload: await consultancyInput(1, { name: 'Logo One', logo: a, coverImage: shared }),
      })
    ).json();
    const two = (
      await t.req({ method: 'POST', url: `${API}/consultancies`, headers: { cookie }, payload: await consultancyInput(1, { name: 'Logo Two', logo: shared }) })
    ).json();
    expect((await getImage(a)).status).toBe(200);
    expect((await t.req({ method: 'DELETE', url: `${API}/consultancies/${one.id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await getImage(a)).status).toBe(404);
    expect((await getImage(a.replace(/\d+\.webp$/, '64.webp'))).status).toBe(404);
    expect((await getImage(shared)).status).toBe(200);
    expect((await t.req({ method: 'DELETE', url: `${API}/consultancies/${two.id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await getImage(shared)).status).toBe(404);
  });

  it('an edit that replaces an article cover deletes the old one; an image in the article text counts as used', async () => {
    const oldCover = String((await upload(await png(500, 300, '#00a'))).json.url);
    const newCover = String((await upload(await png(500, 300, '#0aa'))).json.url);
    const inText = String((await upload(await png(500, 300, '#aa0'))).json.url);
    const blog = {
      slug: 'images-article',
      title: 'Images',
      excerpt: 'x',
      body: `Text\n\n![A chart](${inText})`,
      coverImage: oldCover,
      author: 'Editor',
      tags: [],
      status: 'draft',
    };
    const created = (await t.req({ method: 'POST', url: `${API}/blogs`, headers: { cookie }, payload: blog })).json();
    expect(
      (await t.req({ method: 'PUT', url: `${API}/blogs/${created.id}`, headers: { cookie }, payload: { ...blog, coverImage: newCover } })).statusCode,
    ).toBe(200);
    expect((await getImage(oldCover)).status).toBe(404);
    expect((await getImage(newCover)).status).toBe(200);
    expect((await getImage(inText)).status).toBe(200);
    await t.req({ method: 'DELETE', url: `${API}/blogs/${created.id}`, headers: { cookie } });
    expect((await getImage(newCover)).status).toBe(404);
    expect((await getImage(inText)).status).toBe(404);
  });

  it('a URL still works where a team prefers one', async () => {
    const res = await t.req({
      method: 'PUT',
      url: `${API}/consultancies/2`,
      headers: { cookie },
      payload: await consultancyInput(2, { logo: 'https://cdn.example.org/logo.png' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).toBe('https://cdn.example.org/logo.png');
  });
});

describe('API: an image uploaded in an editor that was never saved', () => {
  it('is deleted by the sweep a day after its upload; one a record uses, or uploaded again since, stays', async () => {
    const unused = String((await upload(await png(70, 70, '#808'), 'logo')).json.url);
    const used = String((await upload(await png(70, 70, '#088'), 'logo')).json.url);
    const again = String((await upload(await png(70, 70, '#880'), 'logo')).json.url);
    await t.req({ method: 'PUT', url: `${API}/consultancies/3`, headers: { cookie }, payload: await consultancyInput(3, { logo: used }) });
    t.clock.advance(UNUSED_IMAGE_GRACE_MS / 2);
    expect((await sweepUnusedImages(t.database.db, t.clock.now)).length).toBe(0);
    cookie = await t.login(); // half a day idle ends a session
    expect((await upload(await png(70, 70, '#880'), 'logo')).json.url).toBe(again);
    t.clock.advance(UNUSED_IMAGE_GRACE_MS / 2 + 1);
    await sweepUnusedImages(t.database.db, t.clock.now);
    expect((await getImage(unused)).status).toBe(404);
    expect((await getImage(used)).status).toBe(200);
    expect((await getImage(again)).status).toBe(200);
  });
});
