// Every statement a Db sends, for whoever listens: the query-count tests measure round trips per request on
// both engines with it. It hangs on Kysely's log hook, which wraps each connection's executeQuery, so it sees
// what the builders, raw `sql` and transactions (begin/commit) send alike, failed statements included.
import type { LogEvent } from 'kysely';

/** A statement's SQL and its bound values (the query-plan tests explain it with them). */
export type StatementListener = (sql: string, parameters: readonly unknown[]) => void;

export class StatementLog {
  private readonly listeners = new Set<StatementListener>();

  /** Kysely's `log` option. Without listeners it does nothing but a size check. */
  readonly hook = (event: LogEvent): void => {
    if (this.listeners.size === 0) return;
    for (const listener of this.listeners) listener(event.query.sql, event.query.parameters);
  };

  /** Calls `listener` with the SQL of each statement sent from now on; returns the function that stops it. */
  watch(listener: StatementListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The statements `fn` causes (and any other caller's sent meanwhile: run it alone). */
  async record<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    const stop = this.watch((sql) => statements.push(sql));
    try {
      return { result: await fn(), statements };
    } finally {
      stop();
    }
  }
}
