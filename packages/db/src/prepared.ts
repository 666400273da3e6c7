import type { Database } from './client';

// Statements that every money movement sends (a ledger transfer, an outbox row) are built by
// drizzle once per connection rather than once per call, and PostgreSQL parses and plans them once
// per connection (named statements). Building a statement costs more of the server's time than
// sending it (the ledger-transfer benchmark: about a third of the process's CPU before). Values go in
// as placeholders (`sql.placeholder(name)`), so the text never varies with them.
//
// A prepared query is drizzle's, bound to the session it was made on. A transaction's session
// holds its pooled connection, which the next transaction on that connection holds again: the
// query made for it is kept beside that connection (a weak map, gone with the connection) and
// reused. On PGlite each transaction has a session of its own, so nothing is kept there: the query
// is built each time, as any other.

/** What drizzle's `.prepare(name)` gives, for the one call this module makes. */
interface PreparedQuery<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** The object a database or transaction sends through: its connection, or the pool outside a transaction. */
function connectionOf(db: Database): object | undefined {
  const session = (db as unknown as { session?: { client?: unknown } }).session;
  const client = session?.client;
  return typeof client === 'object' && client !== null ? client : undefined;
}

/**
 * A statement built once per connection: `build` makes it on the given database or transaction
 * with placeholders for its values and prepares it under `name` (unique in the process).
 */
export function preparedStatement<T, V extends Record<string, unknown>>(
  name: string,
  build: (db: Database, name: string) => PreparedQuery<T>,
): (db: Database, values: V) => Promise<T> {
  const byConnection = new WeakMap<object, PreparedQuery<T>>();
  return (db, values) => {
    const connection = connectionOf(db);
    if (!connection) return build(db, name).execute(values);
    let query = byConnection.get(connection);
    if (!query) {
      query = build(db, name);
      byConnection.set(connection, query);
    }
    return query.execute(values);
  };
}
