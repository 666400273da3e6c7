import type { FastifyInstance } from 'fastify';
import { isSafeNumber, parse } from 'lossless-json';
import { AppError } from './app-error';

// Request bodies are read so that no number loses a digit (DESIGN §1.1, issue 11 "Amounts are
// exact end to end"). A JSON number whose value a double holds exactly as decimal text (at most 15
// significant digits, the case of every real amount, id and timestamp) arrives as a number, whose
// shortest text is the decimal the client wrote; any longer one arrives as its own text, so an
// amount is parsed from the digits that were sent and an id that no double can hold fails its
// schema instead of being silently rounded. Prototype keys are refused, as Fastify's own parser does.

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new AppError('malformed_body', 'Malformed request body');
  let value: unknown;
  try {
    value = parse(text, undefined, (digits) => (isSafeNumber(digits, { approx: false }) ? Number(digits) : digits));
  } catch {
    throw new AppError('malformed_body', 'Malformed JSON body');
  }
  assertNoPrototypeKeys(value);
  return value;
}

/** No request nests deeper than this; a deeper body is refused (and never walked by recursion). */
const MAX_DEPTH = 64;

function assertNoPrototypeKeys(value: unknown): void {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_DEPTH) throw new AppError('malformed_body', 'The JSON body nests too deep');
    for (const [key, child] of Object.entries(node)) {
      if (FORBIDDEN_KEYS.has(key)) throw new AppError('malformed_body', 'Malformed JSON body');
      stack.push({ node: child, depth: depth + 1 });
    }
  }
}

/** JSON and JSON:API bodies (spec §7.1) go through the exact parser; an empty JSON:API body is `{}`. */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  for (const type of ['application/json', 'application/vnd.api+json']) {
    const emptyIsObject = type === 'application/vnd.api+json';
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => {
      try {
        const text = String(body);
        done(null, emptyIsObject && text === '' ? {} : parseJsonBody(text));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
  }
}
