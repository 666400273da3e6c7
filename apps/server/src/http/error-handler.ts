import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { errorBody } from './error-shape';

/** Turns whatever a handler threw into an answer of the spec's shapes; never leaks a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ id: appError.id, msg: appError.message }, 'request refused');
    const retryAfter = appError.details?.retryAfterSeconds;
    if (appError.status === 429 && typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    void reply.status(appError.status).send(errorBody(request.url, appError));
  });

  app.setNotFoundHandler((request, reply) => {
    const error = new AppError('not_found', `Route ${request.method} ${request.url.split('?')[0]} not found`);
    void reply.status(404).send(errorBody(request.url, error));
  });
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
