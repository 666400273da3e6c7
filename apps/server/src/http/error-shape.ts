import type { FamilyEnvelope, OfficeErrorBody } from '@stavka/contract/errors';
import type { AppError } from './app-error';

// One error, three dialects: the feed/betting family envelope (wire-format §1.1), JSON:API
// `errors[]` for the translation and token services (spec §7.12–7.13), and the office shape
// with a field → messages map (spec §8) for everything else.

type Dialect = 'family' | 'jsonapi' | 'office';

export function dialectFor(url: string): Dialect {
  // The legacy mobile site's bet call speaks the family's envelope too (wire-format §3.3).
  if (url.startsWith('/service-api/') || url.startsWith('/web-api/datalinelive/')) return 'family';
  if (url.startsWith('/translation-api/') || url.startsWith('/web-api/api/mobile/')) return 'jsonapi';
  return 'office';
}

export function errorBody(url: string, error: AppError): unknown {
  switch (dialectFor(url)) {
    case 'family': {
      const body: FamilyEnvelope<null> = {
        Id: 0,
        Success: false,
        Error: error.message,
        // A refusal with a code of its own (a bet's reason, contract/betting.ts) names it; else the status.
        ErrorCode: typeof error.details?.errorCode === 'number' ? error.details.errorCode : error.status,
        Guid: '',
        Value: null,
      };
      return body;
    }
    case 'jsonapi':
      return {
        errors: [
          {
            status: String(error.status),
            code: error.id,
            title: error.id,
            detail: error.message,
            ...(error.details ? { meta: error.details } : {}),
          },
        ],
      };
    case 'office': {
      // `details` carries machine-readable facts such as `retryAfterSeconds` of a rate limit.
      const body: OfficeErrorBody & { error: { details?: AppError['details'] } } = {
        success: false,
        error: {
          id: error.id,
          message: error.message,
          ...(error.fields ? { errors: error.fields } : {}),
          ...(error.details ? { details: error.details } : {}),
        },
      };
      return body;
    }
  }
}
