// Truthy flags (spec §5 "truthy flags accept true, 1, '1', 'true'"): configuration switches and
// query parameters arrive as booleans, numbers or text; only these four spellings mean "on".

export type TruthyFlag = true | 1 | '1' | 'true';

/** Whether a flag value is on: exactly true, 1, '1' or 'true'; anything else is off. */
export function isTruthyFlag(value: unknown): value is TruthyFlag {
  return value === true || value === 1 || value === '1' || value === 'true';
}
