import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useChatKit } from '../chat/chat-kit.ts';
import { engines } from '../databases.ts';

const URL_PATH = '/api/site/sponsor-inquiries';
const valid = {
  name: 'Dana Whitfield',
  email: 'dana@lakeshoremachining.example',
  organization: 'Lakeshore Machining',
  message: 'We would like to sponsor your 2026 season.',
};

/** A stand-in form-handling service: records each multipart POST, answers with the scripted status. */
class FormService {
  readonly received: { contentType: string; fields: Record<string, string> }[] = [];
  status = 200;
  private server: Server | null = null;
  async start() {
    this.server = createServer(async (req, res) => {
      const request = new Request('http://x/', {
        method: 'POST',
        headers: req.headers as Record<string, string>,
        body: req as unknown as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      const form = await request.formData();
      this.received.push({
        contentType: String(req.headers['content-type']),
        fields: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])),
      });
      res.writeHead(this.status, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }
  get url() {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/submit`;
  }
  close() {
    this.server?.closeAllConnections();
    return new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

// Every test starts from the cast, no inquiries and a form service that has received nothing and answers 200.
describe.each(engines)('sponsor inquiries on %s', (engine) => {
  const form = new FormService();
  // Started before the app is built (hooks run in the order they are declared), closed after it.
  beforeAll(() => form.start());
  afterAll(() => form.close());
  const k = useChatKit(engine, {
    // Read when the app is built, once the form service has its address.
    get settings() {
      return { SPONSOR_FORM_URL: form.url, SPONSOR_FORM_ACCESS_KEY: 'server-side-key', SPONSOR_INQUIRY_MAX_PER_ADDRESS: '4' };
    },
  });
  beforeEach(() => {
    form.received.length = 0;
    form.status = 200;
  });

  const post = (payload: object, ip = '198.51.100.7') => k.t.app.inject({ method: 'POST', url: URL_PATH, payload, remoteAddress: ip });
  const stored = async () => (await k.ok('GET', URL_PATH, 'coach')).inquiries as Record<string, unknown>[];

  it('stores the inquiry, then forwards it as a multipart POST with the subject', async () => {
    const res = await post({ ...valid, name: '  Dana Whitfield  ', website: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(form.received).toHaveLength(1);
    const sent = form.received[0]!;
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.fields).toEqual({
      access_key: 'server-side-key',
      subject: 'New Sponsorship Inquiry',
      _subject: 'New Sponsorship Inquiry',
      name: 'Dana Whitfield',
      email: valid.email,
      organization: 'Lakeshore Machining',
      message: valid.message,
    });
    const [first] = await stored();
    expect(first).toMatchObject({ name: 'Dana Whitfield', organization: 'Lakeshore Machining', forward_status: 'forwarded', forward_error: null });
    expect(first!.forwarded_at).toEqual(expect.any(String));
  });

  it('keeps the inquiry when forwarding fails, and says why', async () => {
    form.status = 500;
    const res = await post({ ...valid, name: 'Kept Anyway', organization: undefined }, '198.51.100.8');
    form.status = 200;
    expect(res.statusCode).toBe(200);
    const [newest] = await stored();
    expect(newest).toMatchObject({
      name: 'Kept Anyway',
      organization: '',
      forward_status: 'failed',
      forward_error: 'The form service answered 500.',
    });
  });

  it('refuses missing or malformed fields with the field named, storing nothing', async () => {
    const before = (await stored()).length;
    const cases: [object, string][] = [
      [{ ...valid, name: '   ' }, 'Name is required.'],
      [{ ...valid, email: 'not-an-email' }, 'Enter a valid email address.'],
      [{ ...valid, email: undefined }, 'Email is required.'],
      [{ ...valid, message: '' }, 'Message is required.'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    ];
    for (const [body, error] of cases) {
      const res = await post(body, '198.51.100.9');
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error).toContain(error);
    }
    expect(await stored()).toHaveLength(before);
  });

  it('answers a filled honeypot like a success but stores and forwards nothing', async () => {
    const before = (await stored()).length;
    const sentBefore = form.received.length;
    const res = await post({ ...valid, website: 'http://spam.example' }, '198.51.100.10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await stored()).toHaveLength(before);
    expect(form.received).toHaveLength(sentBefore);
  });

  it('limits each address, with Retry-After, while other addresses still get through', async () => {
    const ip = '203.0.113.5';
    for (let i = 0; i < 4; i++) expect((await post(valid, ip)).statusCode).toBe(200);
    const refused = await post(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many messages from this address. Please wait and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(valid, '203.0.113.6')).statusCode).toBe(200);
  });

  it('limits an IPv6 /64 as one address, and an IPv4 address written as IPv6 as that address', async () => {
    for (let i = 1; i <= 4; i++) expect((await post(valid, `2001:db8:5:1::${i}`)).statusCode).toBe(200);
    expect((await post(valid, '2001:db8:5:1:abcd::1')).statusCode).toBe(429);
    expect((await post(valid, '2001:db8:5:2::1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await post(valid, '203.0.113.50')).statusCode).toBe(200);
    expect((await post(valid, '::ffff:203.0.113.50')).statusCode).toBe(429);
  });

  it('shows the stored inquiries to administrators only', async () => {
    for (const [i, ip] of ['198.51.100.21', '198.51.100.22', '198.51.100.23', '198.51.100.24'].entries()) {
      expect((await post({ ...valid, name: `Sponsor ${i}` }, ip)).statusCode).toBe(200);
    }
    expect((await k.call('GET', URL_PATH)).statusCode).toBe(401);
    expect((await k.call('GET', URL_PATH, 'ana')).statusCode).toBe(403);
    expect((await k.call('GET', URL_PATH, 'fan')).statusCode).toBe(403);
    const list = await stored();
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((i) => i.created_at)).toEqual([...list.map((i) => i.created_at as string)].sort().reverse());
  });
});

describe.each(engines)('sponsor inquiries without a form service on %s', (engine) => {
  const k = useChatKit(engine);
  it('stores them as not forwarded', async () => {
    const res = await k.t.app.inject({ method: 'POST', url: URL_PATH, payload: valid });
    expect(res.statusCode).toBe(200);
    const list = (await k.ok('GET', URL_PATH, 'coach')).inquiries;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ forward_status: 'not_configured', forwarded_at: null });
  });
});

describe.each(engines)('filing sponsor inquiries on %s', (engine) => {
  const k = useChatKit(engine);
  const send = async (name: string, ip: string) => {
    const res = await k.t.app.inject({ method: 'POST', url: URL_PATH, payload: { ...valid, name }, remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    const list = (await k.ok('GET', URL_PATH, 'coach')).inquiries as { id: number; name: string }[];
    return list.find((i) => i.name === name)!.id;
  };

  it('starts new; an administrator marks it handled, archives it and brings it back', async () => {
    const id = await send('Filing Sponsor', '198.51.100.41');
    const before = (await k.ok('GET', URL_PATH, 'coach')).inquiries.find((i: { id: number }) => i.id === id);
    expect(before).toMatchObject({ status: 'new', status_changed_at: null });

    const handled = await k.ok('PATCH', `${URL_PATH}/${id}`, 'coach', { status: 'handled' });
    expect(handled).toMatchObject({ id, status: 'handled', status_changed_at: expect.stringMatching(/^\d{4}-/) });
    expect((await k.ok('PATCH', `${URL_PATH}/${id}`, 'coach', { status: 'archived' })).status).toBe('archived');
    const listed = (await k.ok('GET', URL_PATH, 'coach')).inquiries.find((i: { id: number }) => i.id === id);
    expect(listed.status).toBe('archived');
    expect((await k.ok('PATCH', `${URL_PATH}/${id}`, 'coach', { status: 'new' })).status).toBe('new');
  });

  it('lets only administrators file them', async () => {
    const id = await send('Guarded Sponsor', '198.51.100.42');
    expect((await k.call('PATCH', `${URL_PATH}/${id}`, undefined, { status: 'handled' })).statusCode).toBe(401);
    for (const who of ['ana', 'fan'] as const) {
      const res = await k.call('PATCH', `${URL_PATH}/${id}`, who, { status: 'handled' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
    }
    const listed = (await k.ok('GET', URL_PATH, 'coach')).inquiries.find((i: { id: number }) => i.id === id);
    expect(listed.status).toBe('new');
  });

  it('refuses a bad status or id with 400 and an unknown inquiry with 404', async () => {
    const id = await send('Checked Sponsor', '198.51.100.43');
    for (const body of [{ status: 'done' }, {}, { status: 3 }]) {
      const res = await k.call('PATCH', `${URL_PATH}/${id}`, 'coach', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await k.call('PATCH', `${URL_PATH}/abc`, 'coach', { status: 'handled' })).statusCode).toBe(400);
    expect((await k.call('PATCH', `${URL_PATH}/99999999999`, 'coach', { status: 'handled' })).statusCode).toBe(400);
    expect((await k.call('PATCH', `${URL_PATH}/987654`, 'coach', { status: 'handled' })).statusCode).toBe(404);
  });

  it('lists only the inquiries of a status when asked, newest first', async () => {
    const [first, second, third] = [
      await send('First Sponsor', '198.51.100.44'),
      await send('Second Sponsor', '198.51.100.45'),
      await send('Third Sponsor', '198.51.100.46'),
    ];
    await k.ok('PATCH', `${URL_PATH}/${first}`, 'coach', { status: 'handled' });
    await k.ok('PATCH', `${URL_PATH}/${second}`, 'coach', { status: 'archived' });
    const ids = async (query: string) => ((await k.ok('GET', `${URL_PATH}${query}`, 'coach')).inquiries as { id: number }[]).map((i) => i.id);
    expect(await ids('?status=new')).toEqual([third]);
    expect(await ids('?status=handled')).toEqual([first]);
    expect(await ids('?status=archived')).toEqual([second]);
    expect(await ids('')).toEqual([third, second, first]);
    const bad = await k.call('GET', `${URL_PATH}?status=done`, 'coach');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Status must be new, handled or archived.');
  });

  it('counts the inquiries of each status for administrators, never from a cache', async () => {
    const empty = await k.call('GET', `${URL_PATH}/counts`, 'coach');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ new: 0, handled: 0, archived: 0 });

    const ids = [
      await send('Counted One', '198.51.100.47'),
      await send('Counted Two', '198.51.100.48'),
      await send('Counted Three', '198.51.100.49'),
    ];
    expect(await k.ok('GET', `${URL_PATH}/counts`, 'mentor')).toEqual({ new: 3, handled: 0, archived: 0 });
    await k.ok('PATCH', `${URL_PATH}/${ids[0]}`, 'coach', { status: 'handled' });
    await k.ok('PATCH', `${URL_PATH}/${ids[1]}`, 'coach', { status: 'archived' });
    expect(await k.ok('GET', `${URL_PATH}/counts`, 'coach')).toEqual({ new: 1, handled: 1, archived: 1 });
    await k.ok('PATCH', `${URL_PATH}/${ids[1]}`, 'coach', { status: 'new' });
    expect(await k.ok('GET', `${URL_PATH}/counts`, 'coach')).toEqual({ new: 2, handled: 1, archived: 0 });

    expect((await k.call('GET', `${URL_PATH}/counts`)).statusCode).toBe(401);
    for (const who of ['ana', 'fan'] as const) expect((await k.call('GET', `${URL_PATH}/counts`, who)).statusCode).toBe(403);
  });
});
