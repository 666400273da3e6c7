import { errorIds, type ErrorId } from '@stavka/contract/errors';

/**
 * An error the API answers on purpose: a stable id, an HTTP status, optional field messages and
 * optional machine-readable details (e.g. `retryAfterSeconds` of a rate limit, sent as
 * `error.details` and, on a 429, as the Retry-After header).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly id: ErrorId;
  readonly status: number;
  readonly fields: Record<string, string[]> | undefined;
  readonly details: Record<string, string | number | boolean> | undefined;

  constructor(
    id: ErrorId,
    message: string,
    fields?: Record<string, string[]>,
    details?: Record<string, string | number | boolean>,
  ) {
    super(message);
    this.id = id;
    this.status = errorIds[id].status;
    this.fields = fields;
    this.details = details;
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const validationFailed = (fields: Record<string, string[]>, message = 'Validation failed') =>
  new AppError('validation', message, fields);
