// Texts of the HTTP layer (api-contract-spec §8) and the message order of API errors. The
// translator is injectable so the app passes its i18next `t`; the default reads the Russian source
// of the "http" namespace alone (the whole dictionary, every language of it, would go into the
// page's scripts with it).
import { httpRu } from '@stavka/i18n/dictionaries/ru/http';

/** The texts the HTTP layer says itself. */
export type HttpMessageKey = keyof typeof httpRu;

export type Translate = (key: HttpMessageKey, values?: Readonly<Record<string, string>>) => string;

/** Russian (the source language) with i18next-style `{{name}}` interpolation. */
export const translateRussian: Translate = (key, values) =>
  httpRu[key].replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (match, name: string) => values?.[name] ?? match,
  );

/**
 * Message of a failed HTTP status (spec §8 message order): the first error detail, else the
 * response message, else the generic server error text. The title comes from the first error.
 */
export function messageFromErrorBody(
  body: unknown,
  translate: Translate,
): { message: string; title: string | null } {
  const firstError = firstErrorItem(body);
  const detail = textField(firstError, 'detail');
  const title = textField(firstError, 'title');
  const message = detail ?? textField(body, 'message') ?? textField(body, 'Message');
  return { message: message ?? translate('http_server_error'), title };
}

/** True for an answer that reports failure in its body (`Success:false`, wire-format §1.1). */
export function isFailedSuccessBody(body: unknown): boolean {
  return isRecord(body) && (body['Success'] === false || body['success'] === false);
}

/**
 * Message of an answer without success (spec §8): its message (`Error`), else its detail, else
 * the generic query error.
 */
export function messageFromFailedSuccess(body: unknown, translate: Translate): string {
  return (
    textField(body, 'Error') ??
    textField(body, 'error') ??
    textField(body, 'message') ??
    textField(body, 'Message') ??
    textField(body, 'detail') ??
    textField(firstErrorItem(body), 'detail') ??
    translate('http_query_error')
  );
}

/** The numeric `ErrorCode` of a family envelope, when there is one. */
export function errorCodeOf(body: unknown): number | null {
  if (!isRecord(body)) return null;
  const code = body['ErrorCode'] ?? body['errorCode'];
  return typeof code === 'number' && Number.isFinite(code) ? code : null;
}

function firstErrorItem(body: unknown): unknown {
  if (!isRecord(body)) return undefined;
  const errors = body['errors'];
  return Array.isArray(errors) ? errors[0] : undefined;
}

function textField(value: unknown, name: string): string | null {
  if (!isRecord(value)) return null;
  const field = value[name];
  return typeof field === 'string' && field.trim() !== '' ? field : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
