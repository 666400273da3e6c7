/** A command called with the wrong arguments: its message is the usage line. */
export class UsageError extends Error {
  override name = 'UsageError';
}
