/** The OpenAPI document as a contract the API tests hold every answer to: status, media type and body, checked with ajv. */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The parts of an OpenAPI 3.1 document the checks read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, ResponseObject> };
}

export interface Operation {
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses: Record<string, ResponseObject | { $ref: string }>;
  security?: Record<string, unknown>[];
}

export interface ResponseObject {
  description: string;
  content?: Record<string, { schema?: unknown }>;
}

/** An operation of the document a request reached: its path template, method and place in the document. */
export interface Matched {
  template: string;
  method: string;
  operation: Operation;
}

/** A JSON pointer segment (RFC 6901). */
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
const ID = 'openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** An ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) that knows the document, so `$ref`s resolve inside it. */
export function documentAjv(doc: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats(ajv);
  // OpenAPI's own annotations beside JSON Schema's, and the document's members: the document is the root
  // every pointer resolves against, but only the schemas it points at are validated.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  ajv.addVocabulary(['openapi', 'info', 'servers', 'paths', 'components', 'tags', 'security', 'webhooks']);
  ajv.addSchema({ ...doc, $id: ID }, undefined, undefined, false);
  return ajv;
}

/** The schema at a JSON pointer of the document, compiled with the document as its root. */
export function compileAt(ajv: Ajv2020, pointer: string): ValidateFunction {
  return ajv.getSchema(`${ID}#${pointer}`) ?? ajv.compile({ $ref: `${ID}#${pointer}` });
}

export const errorsText = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .map((e) => `${e.instancePath || '(body)'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`)
    .join('; ');

/** Why an answer broke the contract: names the operation, the status and what did not match. */
export class ContractError extends Error {
  override name = 'ContractError';
}

/** The segments of a path; `{name}` segments match any one non-empty segment, as Hono's `:name` does. */
const segments = (path: string) => path.split('/').slice(1);

export class Contract {
  readonly doc: OpenApiDocument;
  readonly #ajv: Ajv2020;
  readonly #validators = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument) {
    this.doc = doc;
    this.#ajv = documentAjv(doc);
  }

  /** The operation a request reaches, or undefined for a path and method the document does not name. */
  operationOf(method: string, pathname: string): Matched | undefined {
    const wanted = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const parts = segments(pathname);
    // The first in the document's order, which is the order of registration: Hono answers with the first
    // route registered that matches.
    for (const [template, item] of Object.entries(this.doc.paths)) {
      const operation = item[wanted];
      if (!operation || !METHODS.includes(wanted)) continue;
      const pattern = segments(template);
      const fits =
        pattern.length === parts.length &&
        pattern.every((p, i) => (/^\{[^}]+\}$/.test(p) ? parts[i] !== '' : p === parts[i]));
      if (fits) return { template, method: wanted, operation };
    }
    return undefined;
  }

  /**
   * Checks one answer against the operation its request reached: the status must be declared, the
   * media type one of the declared ones, and a JSON body valid against the declared schema. A request
   * that reaches no operation of the document (an unknown path or method) is outside the contract.
   * Reads a clone: the caller still has the body.
   */
  async check(method: string, url: string, response: Response): Promise<void> {
    const matched = this.operationOf(method, new URL(url).pathname);
    if (!matched) return;
    const { template, operation } = matched;
    const name = `${matched.method.toUpperCase()} ${template}`;
    const body = method.toUpperCase() === 'HEAD' ? '' : await response.clone().text();
    const fail = (why: string): never => {
      throw new ContractError(`${name} answered ${response.status}: ${why}\n  body: ${body.slice(0, 600)}`);
    };

    const status = String(response.status);
    const key = [status, `${status[0]}XX`, 'default'].find((k) => k in operation.responses);
    if (!key) fail(`status not in the document (declared: ${Object.keys(operation.responses).join(', ')})`);
    let pointer = `/paths/${escape(template)}/${matched.method}/responses/${escape(key!)}`;
    let declared = operation.responses[key!]!;
    if ('$ref' in declared) {
      pointer = declared.$ref.replace(/^#/, '');
      declared = this.#resolve(pointer) as ResponseObject;
    }

    const content = declared.content ?? {};
    const type = response.headers.get('content-type');
    if (Object.keys(content).length === 0) {
      if (body !== '') fail(`the document declares no body, the answer has one (${type ?? 'no content-type'})`);
      return;
    }
    if (!type) return fail(`no content-type; declared: ${Object.keys(content).join(', ')}`);
    const essence = type.split(';')[0]!.trim().toLowerCase();
    const media = Object.keys(content).find(
      (m) => m === essence || m === '*/*' || (m.endsWith('/*') && essence.startsWith(m.slice(0, -1))),
    );
    if (!media) return fail(`content-type ${essence} not declared (declared: ${Object.keys(content).join(', ')})`);
    if (!/^application\/([\w.-]+\+)?json$/.test(essence) || !content[media]!.schema) return;

    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return fail(`${essence} body is not JSON`);
    }
    const schemaPointer = `${pointer}/content/${escape(media)}/schema`;
    let validate = this.#validators.get(schemaPointer);
    if (!validate) {
      validate = compileAt(this.#ajv, schemaPointer);
      this.#validators.set(schemaPointer, validate);
    }
    if (!validate(value)) fail(`body does not match ${schemaPointer}: ${errorsText(validate.errors)}`);
  }

  #resolve(pointer: string): unknown {
    return pointer
      .split('/')
      .slice(1)
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], this.doc);
  }
}
