import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { badRequests, sampleOf } from './bad-input.ts';
import { useProductionKit, type Operation, type ProductionKit, type Role } from './production-kit.ts';

const VAPID = createECDH('prime256v1');
VAPID.generateKeys();

/**
 * Who may call each route. `public`: anyone, signed in or not; `signed-in`: any account, public
 * ones included; `member`: members and administrators; `admin`: administrators; `capability`:
 * nobody by role, only with the route's own secret (a stream ticket, a feed token, a webhook signature).
 * A route missing here fails the test: every new route must be placed.
 */
const ACCESS: Record<string, 'public' | 'signed-in' | 'member' | 'admin' | 'capability'> = {
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'signed-in',
  'GET /api/profile': 'signed-in',
  'PUT /api/profile': 'signed-in',
  'GET /api/preferences/teams': 'signed-in',
  'POST /api/preferences/teams': 'signed-in',
  'DELETE /api/preferences/teams/{team}': 'signed-in',
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/{id}': 'admin',
  'DELETE /api/admin/users/{id}': 'admin',
  'GET /api/calendar/feed/{file}': 'capability',
  'GET /api/calendar': 'member',
  'POST /api/calendar': 'member',
  'GET /api/calendar/upcoming': 'member',
  'GET /api/calendar/matches': 'member',
  'GET /api/calendar/subscription': 'member',
  'POST /api/calendar/subscription': 'member',
  'PATCH /api/calendar/subscription': 'member',
  'DELETE /api/calendar/subscription': 'member',
  'GET /api/calendar/{id}': 'member',
  'PUT /api/calendar/{id}': 'member',
  'DELETE /api/calendar/{id}': 'member',
  'GET /api/tasks': 'member',
  'POST /api/tasks': 'member',
  'GET /api/tasks/assignees': 'admin',
  'GET /api/tasks/{id}': 'member',
  'PUT /api/tasks/{id}': 'member',
  'DELETE /api/tasks/{id}': 'member',
  'PATCH /api/tasks/{id}/complete': 'member',
  'GET /api/chat/channels': 'member',
  'POST /api/chat/channels': 'admin',
  'POST /api/chat/channels/reorder': 'admin',
  'PUT /api/chat/channels/{id}': 'admin',
  'DELETE /api/chat/channels/{id}': 'admin',
  'GET /api/chat/channels/{id}/members': 'member',
  'GET /api/chat/search': 'member',
  'GET /api/chat/mentions': 'member',
  'GET /api/chat/messages/{key}': 'member',
  'POST /api/chat/messages/{key}': 'member',
  'PATCH /api/chat/messages/{key}': 'member',
  'DELETE /api/chat/messages/{key}': 'member',
  'GET /api/chat/messages/{key}/thread': 'member',
  'PUT /api/chat/messages/{key}/reactions/{kind}': 'member',
  'DELETE /api/chat/messages/{key}/reactions/{kind}': 'member',
  'GET /api/chat/users': 'member',
  'GET /api/chat/users/recent': 'member',
  'GET /api/chat/conversations': 'member',
  'GET /api/chat/messages/dm/{dmKey}': 'member',
  'POST /api/chat/messages/dm/{dmKey}': 'member',
  'GET /api/chat/groups': 'member',
  'POST /api/chat/groups': 'member',
  'PUT /api/chat/groups/{id}': 'member',
  'DELETE /api/chat/groups/{id}': 'member',
  'GET /api/chat/notifications/all': 'member',
  'GET /api/chat/notifications/unread': 'member',
  'GET /api/chat/notifications/total': 'member',
  'POST /api/chat/notifications/read/{key}': 'member',
  'GET /api/chat/notifications/muted': 'member',
  'POST /api/chat/notifications/mute/{key}': 'member',
  'POST /api/chat/notifications/stream-ticket': 'member',
  'GET /api/chat/notifications/stream': 'capability',
  'GET /api/live/stream': 'public',
  'GET /api/competition/events/{eventKey}': 'public',
  'GET /api/competition/events/{eventKey}/epa': 'public',
  'GET /api/competition/events/{eventKey}/oprs': 'public',
  'GET /api/competition/events/{eventKey}/predictions': 'public',
  'GET /api/competition/events/{eventKey}/odds': 'public',
  'GET /api/competition/seasons/{year}/prediction-accuracy': 'public',
  'GET /api/competition/teams/{team}': 'public',
  'GET /api/competition/teams/{team}/events/{eventKey}/matches': 'public',
  'GET /api/competition/teams/{team}/history': 'public',
  'GET /api/competition/matches/{matchKey}': 'public',
  'GET /api/competition/matches/{matchKey}/epa': 'public',
  'GET /api/competition/districts/{districtKey}': 'public',
  'GET /api/competition/regional/{year}': 'public',
  'GET /api/competition/updates': 'public',
  'GET /api/competition/search': 'public',
  'POST /api/ai/match-summary/generate': 'public',
  'GET /api/ai/match-summary/{matchKey}': 'public',
  'GET /api/search/resolve': 'public',
  'POST /api/site/sponsor-inquiries': 'public',
  'GET /api/site/sponsor-inquiries': 'admin',
  'GET /api/site/sponsor-inquiries/counts': 'admin',
  'PATCH /api/site/sponsor-inquiries/{id}': 'admin',
  'GET /api/scouting/pick-lists/{eventKey}': 'member',
  'PATCH /api/scouting/pick-lists/{eventKey}/teams/{team}': 'member',
  'PUT /api/scouting/pick-lists/{eventKey}/order': 'member',
  'POST /api/scouting/pick-lists/{eventKey}/clear-statuses': 'member',
  'GET /api/scouting/forms/{season}': 'member',
  'GET /api/scouting/forms/{season}/versions/{version}': 'member',
  'PUT /api/scouting/forms/{season}': 'admin',
  'GET /api/scouting/events/{eventKey}/kit': 'member',
  'POST /api/scouting/events/{eventKey}/assignments': 'admin',
  'DELETE /api/scouting/events/{eventKey}/assignments/{id}': 'admin',
  'POST /api/scouting/reports': 'member',
  'GET /api/scouting/reports/{id}': 'member',
  'GET /api/scouting/events/{eventKey}/reports': 'member',
  'GET /api/scouting/events/{eventKey}/reports.csv': 'admin',
  'GET /api/scouting/events/{eventKey}/summary': 'member',
  'GET /api/scouting/events/{eventKey}/crew': 'admin',
  'GET /api/notifications/push/config': 'public',
  'GET /api/notifications/push/devices': 'signed-in',
  'POST /api/notifications/push/subscriptions': 'signed-in',
  'POST /api/notifications/push/subscriptions/replace': 'capability',
  'DELETE /api/notifications/push/subscriptions': 'signed-in',
  'POST /api/notifications/push/test': 'signed-in',
  'POST /api/chat/notifications/register-device': 'signed-in',
  'DELETE /api/chat/notifications/register-device': 'signed-in',
  'GET /api/chat/notifications/push-config': 'signed-in',
  'GET /api/notifications/alert-channel': 'admin',
  'PUT /api/notifications/alert-channel': 'admin',
  'POST /api/notifications/webhooks/tba': 'capability',
  'GET /api/notifications/webhooks/tba/verification': 'admin',
  'PUT /api/notifications/webhooks/tba/secret': 'admin',
  'DELETE /api/notifications/webhooks/tba/secret': 'admin',
};

const ALLOWED: Record<(typeof ACCESS)[string], Role[]> = {
  public: ['anonymous', 'public', 'member', 'admin'],
  'signed-in': ['public', 'member', 'admin'],
  member: ['member', 'admin'],
  admin: ['admin'],
  capability: [],
};

/** Input that passes validation where the schema alone cannot say what is valid, so the guard decides. */
const VALID_INPUT: Record<string, { path?: Record<string, string>; query?: string; body?: unknown }> = {
  'POST /api/auth/register': { body: { username: 'newcomer', password: 'secret12' } },
  'POST /api/auth/login': { body: { username: 'member', password: 'secret1' } },
  'PUT /api/profile': { body: { avatar_color: '#123456' } },
  'PUT /api/notifications/webhooks/tba/secret': { body: { secret: 'FAKE-SECRET-webhook-7790-set-by-admin' } },
  'POST /api/preferences/teams': { body: { team_number: '7790' } },
  'DELETE /api/preferences/teams/{team}': { path: { team: '7790' } },
  'POST /api/tasks': { body: { title: 'Check the bumpers' } },
  'GET /api/scouting/pick-lists/{eventKey}': { path: { eventKey: '2025milac' } },
  'PATCH /api/scouting/pick-lists/{eventKey}/teams/{team}': { path: { eventKey: '2025milac', team: '7790' } },
  'GET /api/competition/teams/{team}/events/{eventKey}/matches': { path: { eventKey: '2025milac' } },
  'PUT /api/scouting/pick-lists/{eventKey}/order': { path: { eventKey: '2025milac' } },
  'POST /api/scouting/pick-lists/{eventKey}/clear-statuses': { path: { eventKey: '2025milac' } },
  'GET /api/scouting/forms/{season}': { path: { season: '2025' } },
  'GET /api/scouting/forms/{season}/versions/{version}': { path: { season: '2025', version: '1' } },
  'PUT /api/scouting/forms/{season}': { path: { season: '2025' } },
  'GET /api/scouting/events/{eventKey}/kit': { path: { eventKey: '2025milac' } },
  'POST /api/scouting/events/{eventKey}/assignments': {
    path: { eventKey: '2025milac' },
    body: { station: 'red1', first_match: 1, last_match: 10, user_id: 0 },
  },
  'DELETE /api/scouting/events/{eventKey}/assignments/{id}': { path: { eventKey: '2025milac' } },
  'POST /api/scouting/reports': {
    body: {
      reports: [
        {
          id: '9d1f8a52-8c5e-4a53-9b9e-3f1d2c6a7b10',
          submission_id: '0b7e3c2a-6f4d-4e1b-8a9c-5d2e1f3a4b60',
          base_submission_id: null,
          event_key: '2025milac',
          match_key: '2025milac_qm999',
          station: 'red1',
          team_number: 7790,
          form_season: 2025,
          form_version: 1,
          values: {},
          scouted_by: null,
          opened_at: '2025-03-01T14:00:00Z',
          submitted_at: '2025-03-01T14:03:00Z',
        },
      ],
    },
  },
  'GET /api/scouting/reports/{id}': { path: { id: '9d1f8a52-8c5e-4a53-9b9e-3f1d2c6a7b10' } },
  'GET /api/scouting/events/{eventKey}/reports': { path: { eventKey: '2025milac' } },
  'GET /api/scouting/events/{eventKey}/reports.csv': { path: { eventKey: '2025milac' } },
  'GET /api/scouting/events/{eventKey}/summary': { path: { eventKey: '2025milac' } },
  'GET /api/scouting/events/{eventKey}/crew': { path: { eventKey: '2025milac' } },
};

/** Settings that must never reach a client; distinctive, so any leak is found by a plain search. */
const SECRETS = {
  AI_BASE_URL: 'http://127.0.0.1:9/v1',
  AI_API_KEY: 'sk-FAKE-SECRET-ai-7790',
  SPONSOR_FORM_ACCESS_KEY: 'FAKE-SECRET-sponsor-7790',
  TBA_WEBHOOK_SECRET: 'FAKE-SECRET-webhook-7790',
  METRICS_TOKEN: 'FAKESECRETmetrics7790abcdef',
  ADMIN_USERNAME: 'founder',
  ADMIN_PASSWORD: 'FAKE-SECRET-admin-7790',
  VAPID_PRIVATE_KEY: VAPID.getPrivateKey('base64url'),
};

/** A request the route would accept from someone allowed; ids point at nothing, so no account is changed under the matrix. */
function requestFor(op: Operation, key: string, self: number | undefined, pathOverride: Record<string, string> = {}) {
  const input = VALID_INPUT[key] ?? {};
  const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name in pathOverride) return pathOverride[name]!;
    if (input.path?.[name]) return input.path[name];
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    return schema?.type === 'integer' ? '987654' : encodeURIComponent(String(sampleOf(schema)));
  });
  // The legacy user_id parameter must name the caller.
  const valueOf = (p: Operation['parameters'][number]) => (p.name === 'user_id' ? String(self ?? 1) : String(sampleOf(p.schema)));
  const query =
    input.query ??
    op.parameters
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => `${p.name}=${encodeURIComponent(valueOf(p))}`)
      .join('&');
  const body = (input.body ?? (op.body ? sampleOf(op.body) : undefined)) as Record<string, unknown> | undefined;
  for (const field of ['user_id', 'sender_id', 'created_by']) if (body && field in body) body[field] = self ?? 1;
  return { url: query ? `${url}?${query}` : url, body };
}

/**
 * Every route, called as each role with a request the route would accept from someone allowed: what went against the
 * table, and every answer's body.
 */
async function runMatrix(k: ProductionKit): Promise<{ wrong: string[]; bodies: string[] }> {
  const wrong: string[] = [];
  const bodies: string[] = [];
  for (const op of k.operations) {
    const key = `${op.method} ${op.path}`;
    const access = ACCESS[key];
    if (!access) continue;
    for (const role of ['anonymous', 'public', 'member', 'admin'] as const) {
      // Signing out ends the session the matrix goes on using: sign out a spare one.
      const spare = key === 'POST /api/auth/logout' && role !== 'anonymous';
      const { url, body } = requestFor(op, key, role === 'anonymous' ? undefined : k.ids[role]);
      const res = spare ? await k.callWithSpareSession(op.method, url, role) : await k.call(op.method, url, role, body);
      bodies.push(res.body);
      const allowed = ALLOWED[access].includes(role);
      const expected = allowed ? 'not 401/403' : role === 'anonymous' ? '401' : access === 'capability' ? '401/403/404' : '403';
      const ok = allowed
        ? res.statusCode !== 401 && res.statusCode !== 403
        : role === 'anonymous'
          ? res.statusCode === 401 || (access === 'capability' && [400, 403, 404].includes(res.statusCode))
          : access === 'capability'
            ? [400, 401, 403, 404].includes(res.statusCode)
            : res.statusCode === 403;
      if (!ok || res.statusCode >= 500) wrong.push(`${role} ${key}: ${res.statusCode}, expected ${expected} ${res.body.slice(0, 160)}`);
    }
  }
  return { wrong, bodies };
}

// Each test starts from the kit's three accounts; the two that go through every route each run the whole matrix,
// some 400 requests, so they are given longer than the default.
const MATRIX_TIMEOUT_MS = 120_000;

describe.each(engines)('who gets what, route by route (%s)', (engine) => {
  const k = useProductionKit(engine, { ...SECRETS, VAPID_PUBLIC_KEY: VAPID.getPublicKey('base64url') });

  it('places every route of the document in the table', () => {
    const unplaced = k.operations.map((op) => `${op.method} ${op.path}`).filter((key) => !(key in ACCESS));
    expect(unplaced).toEqual([]);
    expect(Object.keys(ACCESS).length).toBe(k.operations.length);
  });

  it(
    'lets each role through, or refuses it with 401 (signed out) or 403, as the table says',
    async () => {
      const { wrong } = await runMatrix(k);
      expect(wrong).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'refuses whoever may not call a route with 401 or 403 before reading its input: a bad body, query or path tells them nothing',
    async () => {
      const wrong: string[] = [];
      let sent = 0;
      for (const op of k.operations) {
        const key = `${op.method} ${op.path}`;
        const access = ACCESS[key];
        if (access === undefined || access === 'public' || access === 'capability') continue;
        // One of each kind of bad input (the huge ones cost time and say nothing more): a bad path, query or body,
        // a body of the wrong shape, each field of the wrong type or outside its allowed values.
        const kinds = new Set<string>();
        const bad = badRequests(op).filter((r) => {
          if (/2 MB|100k items/.test(r.label)) return false;
          const kind = r.label.replace(/=.*$/, '');
          if (kinds.has(kind)) return false;
          kinds.add(kind);
          return true;
        });
        for (const role of ['anonymous', 'public', 'member'] as const) {
          if (ALLOWED[access].includes(role)) continue;
          const expected = role === 'anonymous' ? 401 : 403;
          for (const request of bad) {
            sent++;
            const res = await k.call(request.method, request.url, role, request.body);
            if (res.statusCode !== expected)
              wrong.push(`${role} ${key} ${request.label}: ${res.statusCode}, expected ${expected} ${res.body.slice(0, 120)}`);
          }
        }
      }
      expect(sent).toBeGreaterThan(500);
      expect(wrong).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it('reads a number in a path only as plain decimal digits: 0x10, 16e0, +16, 0b10000, 016, 16.0 and " 16" are a clear 400', async () => {
    const spellings = (n: number) => [
      `0x${n.toString(16)}`,
      `${n}e0`,
      `%2B${n}`,
      `0b${n.toString(2)}`,
      `0o${n.toString(8)}`,
      `0${n}`,
      `${n}.0`,
      `%20${n}`,
      `${n}%20`,
    ];
    const numeric = k.operations.flatMap((op) =>
      op.parameters.filter((p) => p.in === 'path' && (p.schema.type === 'integer' || p.schema.type === 'number')).map((param) => ({ op, param })),
    );
    // Messages, reactions, threads, tasks, users, groups, teams and years.
    expect(numeric.length).toBeGreaterThanOrEqual(15);
    const wrong: string[] = [];
    for (const { op, param } of numeric) {
      const key = `${op.method} ${op.path}`;
      // A value the parameter takes and that names nothing stored: an id far past the cast's, team 7790, the first year.
      const max = param.schema.maximum ?? Infinity;
      const n = max >= 987654 ? 987654 : (param.schema.minimum ?? 1) > 1 ? param.schema.minimum! : 7790;
      for (const spelled of spellings(n)) {
        const { url, body } = requestFor(op, key, k.ids.admin, { [param.name]: spelled });
        const res = await k.call(op.method, url, 'admin', body);
        const answer = res.json();
        if (res.statusCode !== 400 || answer.code !== 'invalid_input' || answer.field !== param.name || !answer.error.startsWith(`${param.name}: `)) {
          wrong.push(`${key} ${param.name}=${spelled}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      // The plain spelling is read.
      const { url, body } = requestFor(op, key, k.ids.admin, { [param.name]: String(n) });
      const plain = await k.call(op.method, url, 'admin', body);
      if (plain.statusCode === 400 && plain.json().field === param.name) wrong.push(`${key} ${param.name}=${n}: refused ${plain.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    // Ids written as text in a path: a calendar event and a favourite team take no leading zero either, and a chat
    // key of digits names a group only in plain decimal.
    for (const url of ['/api/calendar/012', '/api/calendar/012_2025-03-04', '/api/calendar/0x10']) {
      const res = await k.call('GET', url, 'admin');
      expect([res.statusCode, res.json().code], url).toEqual([400, 'invalid_input']);
    }
    expect((await k.call('GET', '/api/calendar/12', 'admin')).statusCode).toBe(404);
    const team = await k.call('DELETE', '/api/preferences/teams/07790', 'member');
    expect([team.statusCode, team.json()]).toEqual([
      400,
      { error: 'team: Team number must be a number such as 7790.', code: 'invalid_input', field: 'team' },
    ]);
    const group = await k.call('POST', '/api/chat/groups', 'member', { name: 'Pit crew', members: [k.ids.admin] });
    expect(group.statusCode).toBe(200);
    const groupId = group.json().id as number;
    expect((await k.call('GET', `/api/chat/messages/${groupId}`, 'member')).statusCode).toBe(200);
    for (const spelled of [`0${groupId}`, `00${groupId}`]) {
      const res = await k.call('POST', `/api/chat/messages/${spelled}`, 'member', { content: 'psst' });
      expect([res.statusCode, res.json().error], spelled).toEqual([404, 'Chat not found.']);
    }
  });

  it('deletes a chat message or a calendar event sent with no body, with or without a JSON content type', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const posted = await k.call('POST', '/api/chat/messages/general', 'member', { content: 'sent by mistake' });
      expect(posted.statusCode).toBe(200);
      const res = await k.t.app.inject({
        method: 'DELETE',
        url: `/api/chat/messages/${posted.json().id}`,
        headers: { authorization: `Bearer ${k.tokens.member}`, ...headers },
      });
      expect([res.statusCode, res.json()], JSON.stringify(headers)).toEqual([200, { ok: true }]);
      const left = await k.t.database.query(`select id from chat_messages where id = $1`, [posted.json().id]);
      expect(left).toEqual([]);
      const event = await k.call('POST', '/api/calendar', 'admin', { title: 'Pit setup', event_date: '2026-03-06' });
      expect(event.statusCode).toBe(201);
      const removed = await k.t.app.inject({
        method: 'DELETE',
        url: `/api/calendar/${event.json().id}`,
        headers: { authorization: `Bearer ${k.tokens.admin}`, ...headers },
      });
      expect([removed.statusCode, removed.json()], JSON.stringify(headers)).toEqual([200, { ok: true }]);
    }
    // A body that is there and says null is still not one.
    const kept = await k.call('POST', '/api/chat/messages/general', 'member', { content: 'still here' });
    const nullBody = await k.call('DELETE', `/api/chat/messages/${kept.json().id}`, 'member', 'null');
    expect([nullBody.statusCode, nullBody.json()]).toEqual([
      400,
      { error: 'Invalid body: expected an object, received null', code: 'invalid_input' },
    ]);
    expect(await k.t.database.query(`select id from chat_messages where id = $1`, [kept.json().id])).toHaveLength(1);
  });

  it(
    'never shows a stack trace or a secret in any answer',
    async () => {
      // Every answer of the matrix, and answers to requests that fail on purpose.
      const { bodies } = await runMatrix(k);
      for (const url of ['/api/no-such-route', '/api/tasks/not-a-number', '/api/competition/events/%E0%A4%A']) {
        bodies.push((await k.call('GET', url, 'admin')).body);
      }
      bodies.push((await k.call('POST', '/api/auth/login', 'anonymous', '{"broken": ')).body);
      bodies.push((await k.call('POST', '/api/ai/match-summary/generate', 'anonymous', { match_key: '2019nyny_qm1' })).body);
      expect(bodies.length).toBeGreaterThan(300);
      const leaks = bodies.filter(
        (body) =>
          /\n\s+at [\w.<>]+ \(|node_modules|\.ts:\d+:\d+/.test(body) ||
          Object.values(SECRETS).some((secret) => secret.length > 20 && body.includes(secret)),
      );
      expect(leaks).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );
});
