// SQLite has one connection, and kysely's SqliteDriver guards it with a mutex whose release wakes every waiter
// (each loops on one shared promise and all but one go back to waiting): n queries waiting cost n² wake-ups.
// 10,000 alert streams woken by one publish each ask for their session, and the last one heard 27 s later. Here
// the waiters queue in order and each release hands the connection to the next one only.
import {
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';

export class QueuedDriver implements Driver {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.held = true;
    return this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    // Handed on, still held: the next waiter goes straight in, and nobody else is woken.
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint?.(c, name, compile);
  }

  async rollbackToSavepoint(
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.(c, name, compile);
  }

  async releaseSavepoint(
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.(c, name, compile);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** kysely's SQLite dialect with its one connection queued (QueuedDriver). */
export class QueuedSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new QueuedDriver(super.createDriver());
  }
}
