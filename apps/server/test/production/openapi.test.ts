import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_PATH } from '../../src/plugins/metrics.ts';
import { OPENAPI_PATHS } from '../../src/plugins/openapi.ts';
import { buildTestApp, engines, type TestApp } from '../databases.ts';
import { registeredApiRoutes } from './api-routes.ts';

type Document = { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

describe.each(engines)('OpenAPI document on %s', (engine) => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    doc = (await t.app.inject('/api/docs')).json();
  });
  afterAll(() => t.close());

  it('serves the same JSON at /api/docs and /api/docs/openapi.json', async () => {
    const res = await t.app.inject('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(doc);
  });

  it('is a valid OpenAPI 3 document', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('lists every registered /api route but the operational ones, and nothing else', () => {
    const operational = new Set<string>([...OPENAPI_PATHS, METRICS_PATH]);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const registered = registeredApiRoutes(t.app)
      .filter((r) => !operational.has(r.path))
      .map((r) => `${r.method} ${r.path}`);
    expect(registered.length).toBeGreaterThan(50);
    expect(documented.sort()).toEqual(registered.sort());
  });

  it('carries the routes schemas: path parameters, query, body and responses', () => {
    const login = doc.paths['/api/auth/login']!.post!;
    const body = (login.requestBody as { content: Record<string, { schema: { properties: object; required: string[] } }> }).content[
      'application/json'
    ]!.schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['username', 'password']));
    expect(body.required).toEqual(expect.arrayContaining(['username', 'password']));

    const task = doc.paths['/api/tasks/{id}']!.put!;
    expect(task.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]));
    expect(Object.keys(task.responses as object)).toContain('200');

    const search = doc.paths['/api/search/resolve']!.get!;
    expect(search.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'q' })]));
  });

  it('names every request in an x-request-id header, errors included', async () => {
    const a = await t.app.inject('/api/health/live');
    const b = await t.app.inject('/api/no-such-route');
    expect(b.statusCode).toBe(404);
    for (const res of [a, b]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    // A client cannot choose its own id (it would forge log lines).
    const forged = await t.app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'forged' } });
    expect(forged.headers['x-request-id']).not.toBe('forged');
  });
});
