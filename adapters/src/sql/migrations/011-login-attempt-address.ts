import type { Kysely } from 'kysely';

/**
 * Failed sign-ins are counted per e-mail and client address (issue #30 item 10): counted per e-mail alone, five
 * wrong passwords from anyone locked the owner out for 15 minutes. Rows written before this migration have no
 * address and count under 'unknown' (the address of a caller the server cannot see), so they age out as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('auth_login_attempts')
    .addColumn('client_address', 'text', (c) => c.notNull().defaultTo('unknown'))
    .execute();
  await db.schema.dropIndex('auth_login_attempts_email_idx').execute();
  await db.schema
    .createIndex('auth_login_attempts_email_address_idx')
    .on('auth_login_attempts')
    .columns(['email', 'client_address', 'attempted_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('auth_login_attempts_email_address_idx').execute();
  await db.schema.alterTable('auth_login_attempts').dropColumn('client_address').execute();
  await db.schema
    .createIndex('auth_login_attempts_email_idx')
    .on('auth_login_attempts')
    .columns(['email', 'attempted_at'])
    .execute();
}
