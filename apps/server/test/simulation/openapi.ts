import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';

/** TBA's own OpenAPI document, read from the shared fixtures beside the repository (never copied in). */
const DOCUMENT_URL = new URL('../../../../../shared/fixtures/specs/tba_api_v3.json', import.meta.url);
export const FIXTURES_URL = new URL('../../../../../shared/fixtures/', import.meta.url);

export function readFixture<T>(relativePath: string): T {
  return JSON.parse(readFileSync(new URL(relativePath, FIXTURES_URL), 'utf8')) as T;
}

interface OpenApiDocument {
  paths: Record<string, { get: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

const document = JSON.parse(readFileSync(DOCUMENT_URL, 'utf8')) as OpenApiDocument;
const addFormats = addFormatsImport as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
for (const format of ['url', 'double', 'float', 'int64']) ajv.addFormat(format, true);

/**
 * The document's Match schema offers every season's breakdown in a oneOf whose loosest members match
 * any object (real TBA matches fail it too), so each season gets a Match schema pinned to its own
 * breakdown schema.
 */
const components = structuredClone(document.components);
/**
 * Two places where the document disagrees with what TBA really sends (the recorded responses in
 * shared/fixtures fail them too): 2023 link nodes are node indices, not piece names, and a team
 * status's `playoff` may be null (the document's oneOf offers null twice, so null matches neither).
 */
const linkItems = (
  components.schemas.Match_Score_Breakdown_2023_Alliance as { properties: { links: { items: { properties: { nodes: { items: unknown } } } } } }
).properties.links.items.properties.nodes;
linkItems.items = { type: 'integer', minimum: 0, maximum: 8 };
const statusProperties = (components.schemas.Team_Event_Status as { properties: Record<string, unknown> }).properties;
statusProperties.playoff = { anyOf: [{ $ref: '#/components/schemas/Team_Event_Status_playoff' }, { type: 'null' }] };
const seasons = Object.keys(components.schemas)
  .filter((n) => /^Match_Score_Breakdown_\d{4}$/.test(n))
  .map((n) => n.slice(-4));
for (const year of seasons) {
  const match = structuredClone(components.schemas.Match) as { properties: Record<string, unknown> };
  match.properties.score_breakdown = { oneOf: [{ $ref: `#/components/schemas/Match_Score_Breakdown_${year}` }, { type: 'null' }] };
  components.schemas[`Match_${year}`] = match;
}
ajv.addSchema({ $id: 'tba', components });

const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: unknown, cacheKey: string): ValidateFunction {
  let validate = compiled.get(cacheKey);
  if (!validate) {
    // Response schemas reference components as '#/components/...': point them into the registered document.
    const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"tba#/components/')) as object;
    validate = ajv.compile(rebased);
    compiled.set(cacheKey, validate);
  }
  return validate;
}

/** Errors (empty when valid) of a 200 body against the document's response schema for a path template. */
export function responseErrors(pathTemplate: string, body: unknown, year?: number): string[] {
  const operation = document.paths[pathTemplate]?.get;
  if (!operation) throw new Error(`the OpenAPI document has no GET ${pathTemplate}`);
  let schema = operation.responses['200']?.content?.['application/json']?.schema;
  if (year !== undefined) {
    schema = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/Match"', `"#/components/schemas/Match_${year}"`));
  }
  const validate = validatorFor(schema, `${pathTemplate}|${year ?? ''}`);
  return validate(body) ? [] : (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message}`);
}

export function hasPath(pathTemplate: string): boolean {
  return pathTemplate in document.paths;
}

export function schemaErrors(name: string, body: unknown): string[] {
  const validate = validatorFor({ $ref: `#/components/schemas/${name}` }, `schema|${name}`);
  return validate(body) ? [] : (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message}`);
}
