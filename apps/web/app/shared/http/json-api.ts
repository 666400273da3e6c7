// JSON:API requests (api-contract-spec §7.1): vnd.api+json content type and accept header, the
// payload wrapped as data.attributes; answers such as the service token read data.attributes.

export const jsonApiMediaType = 'application/vnd.api+json';

export interface JsonApiOptions {
  /** The resource type placed beside the attributes, when the endpoint wants one. */
  readonly type?: string;
}

export function wrapJsonApiPayload(
  attributes: unknown,
  options: JsonApiOptions = {},
): { data: { type?: string; attributes: unknown } } {
  return options.type === undefined
    ? { data: { attributes } }
    : { data: { type: options.type, attributes } };
}

/** `data.attributes` of a JSON:API document, or undefined when the body has no such member. */
export function unwrapJsonApiAttributes(body: unknown): unknown {
  if (!isRecord(body)) return undefined;
  const data = body['data'];
  return isRecord(data) ? data['attributes'] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
