// The closed set of API error ids (STYLE: one set of typed errors with a stable id, mapped to
// HTTP in one place). The office API answers validation failures as a map field → messages;
// the betting/feed family answers `{Success:false, Error, ErrorCode}` (wire-format §1.1).

export const errorIds = {
  validation: { status: 400, code: 400 },
  malformed_body: { status: 400, code: 400 },
  unauthorized: { status: 401, code: 401 },
  forbidden: { status: 403, code: 403 },
  csrf_failed: { status: 403, code: 403 },
  account_blocked: { status: 403, code: 403 },
  vip_domain_required: { status: 403, code: 403 },
  invalid_credentials: { status: 401, code: 401 },
  not_found: { status: 404, code: 404 },
  method_not_allowed: { status: 405, code: 405 },
  conflict: { status: 409, code: 409 },
  payload_too_large: { status: 413, code: 413 },
  unsupported_media_type: { status: 415, code: 415 },
  rate_limited: { status: 429, code: 429 },
  region_blocked: { status: 451, code: 451 },
  internal: { status: 500, code: 500 },
  unavailable: { status: 503, code: 503 },
  /** A captcha-protected call came without the x-captcha-token header (spec §7.13). */
  captcha_required: { status: 400, code: 400 },
  /** The captcha token was refused: wrong, expired or used before. */
  captcha_invalid: { status: 403, code: 403 },
  /** The account's available money does not cover the amount (issue 11). */
  insufficient_funds: { status: 400, code: 400 },
} as const;

export type ErrorId = keyof typeof errorIds;

/** Office-style error answer. `errors` maps a field to its messages (spec §8 "Office validation"). */
export interface OfficeErrorBody {
  success: false;
  error: { id: ErrorId; message: string; errors?: Record<string, string[]>; details?: Record<string, string | number | boolean> };
}

/** Family-style envelope used by the feed and betting routes (wire-format §1.1). */
export interface FamilyEnvelope<T> {
  Id: number;
  Success: boolean;
  Error: string;
  ErrorCode: number;
  Guid: string;
  Value: T | null;
}
