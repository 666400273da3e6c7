import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { ERROR_PAGE_POLICY, renderErrorPage, wantsErrorPage } from './error-page';
import { errorBody } from './error-shape';
import { type SecurityHeaderOptions, setSecurityHeaders } from './security-headers';

/** Turns whatever a handler threw into an answer of the spec's shapes; never leaks a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ id: appError.id, msg: appError.message }, 'request refused');
    const retryAfter = appError.details?.retryAfterSeconds;
    if (appError.status === 429 && typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    sendError(request, reply, appError);
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(request, reply, new AppError('not_found', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}

/**
 * Fastify's own refusals before any route runs (the `frameworkErrors` option): an address with a
 * broken %-escape is a bad request, a path parameter longer than any route takes names no page.
 * These answers skip the hooks, so they get the security headers here.
 */
export function frameworkErrorAnswer(headers: SecurityHeaderOptions) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const appError =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? new AppError('not_found', 'No such page') : new AppError('validation', 'Malformed address');
    request.log.info({ id: appError.id, code: error.code }, 'request refused');
    setSecurityHeaders(request, reply, headers);
    sendError(request, reply, appError);
  };
}

/** A browser asking for a page gets the error page; every other caller the API's error shapes. */
function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): void {
  void reply.status(error.status);
  if (wantsErrorPage(request)) {
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', ERROR_PAGE_POLICY).send(renderErrorPage(request, error.status));
    return;
  }
  void reply.send(errorBody(request.url, error));
}

function toAppError(error: FastifyError | AppError | Error): AppError {
  if (error instanceof AppError) return error;
  const code = 'code' in error ? error.code : undefined;
  const status = 'statusCode' in error ? error.statusCode : undefined;
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 'Unsupported content type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('malformed_body', 'Malformed request body');
  }
  if (error instanceof SyntaxError) return new AppError('malformed_body', 'Malformed JSON body');
  if (status === 429) return new AppError('rate_limited', 'Too many requests, try again later');
  if (status === 405) return new AppError('method_not_allowed', 'Method not allowed');
  if (status !== undefined && status >= 400 && status < 500) return new AppError('validation', error.message);
  return new AppError('internal', 'Internal server error');
}
