// The field → messages map of an office validation error (spec §8). Field names come from the
// request (`constructor`, `__proto__` are names a client may send), so they are collected in a Map
// and never looked up on a plain object, where they would find Object.prototype's members.

export class FieldMessages {
  private readonly byField = new Map<string, string[]>();

  add(path: readonly PropertyKey[], message: string): void {
    const field = path.length > 0 ? path.map(String).join('.') : '_';
    const messages = this.byField.get(field);
    if (messages) messages.push(message);
    else this.byField.set(field, [message]);
  }

  get empty(): boolean {
    return this.byField.size === 0;
  }

  /** Every field as an own property, whatever its name. */
  toRecord(): Record<string, string[]> {
    return Object.fromEntries(this.byField);
  }
}
