import { betErrorCodes, type BetErrorCode } from '@stavka/contract/betting';
import { AppError } from '../../http/app-error';

// A refused coupon or bet: the family envelope's `Success:false`, `Error` (why, in words) and
// `ErrorCode` (contract/betting.ts), with nothing written.

export type RefusalName = keyof typeof betErrorCodes;

export function refusal(name: RefusalName, message: string, details: Record<string, string | number | boolean> = {}): AppError {
  const status = name === 'couponNotFound' ? 'not_found' : name === 'insufficientFunds' || name.startsWith('stake') || name === 'malformed' ? 'validation' : 'conflict';
  return new AppError(status, message, undefined, { errorCode: betErrorCodes[name] satisfies BetErrorCode, reason: name, ...details });
}
