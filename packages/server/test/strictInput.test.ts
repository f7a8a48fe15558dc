/** Issue 15, point 5: JSON bodies keep their types, and a form's oversized field is answered, not cut off. */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useListeningApp, useTestApp } from './helpers.js';

const t = useTestApp();

describe('a JSON body is not converted to the contract types', () => {
  const product = async (extra: Record<string, unknown>, encoding: 'json' | 'multipart' = 'json') => {
    const categoryId = (await t.ok('/api/category/list', {})).datas[0].id as number;
    return t.call(
      'admin',
      'POST',
      '/api/product/add',
      {
        code: `KETAT${Math.floor(Math.random() * 1e6)}`,
        name: 'Produk Ketat',
        categoryId,
        unit: 'pcs',
        price: 1000,
        ...extra,
      },
      encoding,
    );
  };

  it.each([
    ['"1" where an integer is due', { categoryId: '1' }, 'categoryId', 'Harus berupa bilangan bulat.'],
    ['"7500" where an amount (integer) is due', { price: '7500' }, 'price', 'Harus berupa bilangan bulat.'],
    ['true where a number is due', { minStock: true }, 'minStock', 'Harus berupa angka.'],
    ['null where a number is due', { minStock: null }, 'minStock', 'Harus berupa angka.'],
    ['[1] where a text is due', { name: [1] }, 'name', 'Harus berupa teks.'],
    ['1 where a text is due', { unit: 1 }, 'unit', 'Harus berupa teks.'],
    ['"true" where a yes/no is due', { active: 'true' }, 'active', 'Harus berupa ya/tidak (true/false).'],
  ])('%s: 422 naming the field', async (_what, extra, field, message) => {
    const res = await product(extra);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(res.json().message).toContain(field);
  });

  it('the same values sent as a form are read as the contract types (forms send text)', async () => {
    const res = await product({ price: '7500', active: 'true', minStock: '5' }, 'multipart');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().datas).toMatchObject({ price: 7500, active: true, minStock: 5 });
  });

  it('a JSON body with the right types is taken, and query strings and path parameters are still read', async () => {
    expect((await product({ price: 7500 })).statusCode).toBe(200);
    const template = await t.call('admin', 'GET', '/api/product/import/template?format=csv');
    expect(template.statusCode).toBe(200);
    const id = (await t.ok('/api/category/list', {})).datas[0].id as number;
    expect((await t.call('admin', 'GET', `/api/category/${id}`)).statusCode).not.toBe(422);
  });

  it('nested values are checked too: a pack count sent as text is refused with its path', async () => {
    const res = await t.post('/api/transaction/add', {
      customerId: 1,
      packs: [{ materialId: 1, count: '2', lines: [{ productId: 1, bucket: 'frozen', qtyPerPack: 1 }] }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['packs.0.count']).toEqual(['Harus berupa bilangan bulat.']);
  });
});

/**
 * Sends a multipart body whose first field is over its limit, the rest slowly in chunks, as a browser on a slow
 * line does; answers what the server said, and whether all of the body could be sent before the answer came.
 */
function slowUpload(port: number, token: string, fieldBytes: number, bodyBytes: number) {
  return new Promise<{ response: string; sentAllFirst: boolean; error: string | null }>((resolve) => {
    const b = 'grenzeXYZ';
    const head = `--${b}\r\nContent-Disposition: form-data; name="search"\r\n\r\n${'a'.repeat(fieldBytes)}\r\n--${b}\r\nContent-Disposition: form-data; name="pad"\r\n\r\n`;
    const tail = `\r\n--${b}--\r\n`;
    const body = Buffer.from(head + 'p'.repeat(bodyBytes - head.length - tail.length) + tail);
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let sentAll = false;
    let sentAllFirst = false;
    let error: string | null = null;
    socket.on('data', (d) => {
      if (!response) sentAllFirst = sentAll;
      response += d.toString();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ response, sentAllFirst, error }));
    socket.write(
      `POST /api/position/list HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${b}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let offset = 0;
    const step = 64 * 1024;
    const next = () => {
      if (socket.destroyed) return;
      socket.write(body.subarray(offset, offset + step));
      offset += step;
      if (offset < body.length) setTimeout(next, 40);
      else {
        sentAll = true;
        // The answer is read; then the client leaves.
        setTimeout(() => socket.end(), 1000);
      }
    };
    next();
  });
}

describe('an oversized multipart field', () => {
  const listening = useListeningApp(t);

  it('gets a JSON 413 after the body was read to its end: the connection is never cut while the browser sends', async () => {
    const token = await t.tokenOf('admin');
    // A 20 KB search (fields take 16 KB) in a 700 KB form (the operation takes 1 MB), sent over ~0.5 s.
    const res = await slowUpload(listening.port(), token, 20 * 1024, 700 * 1024);
    expect(res.error).toBeNull();
    expect(res.sentAllFirst).toBe(true);
    expect(res.response).toMatch(/^HTTP\/1\.1 413/);
    const json = JSON.parse(res.response.slice(res.response.indexOf('{'))) as {
      status: string;
      message: string;
    };
    expect(json).toEqual({
      status: 'error',
      code: 'request.tooLarge',
      message: 'Data yang dikirim terlalu besar.',
    });
  });

  it('the browser reads the message through fetch', async () => {
    const token = await t.tokenOf('admin');
    const form = new FormData();
    form.append('search', 'x'.repeat(20 * 1024));
    form.append('pad', 'y'.repeat(600 * 1024));
    const res = await fetch(`http://127.0.0.1:${listening.port()}/api/position/list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as { message: string }).message).toBe('Data yang dikirim terlalu besar.');
  });
});
