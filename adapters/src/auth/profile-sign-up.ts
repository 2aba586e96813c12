import type { Role } from '@edgeboard/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../sql/db';
import { isUniqueViolation } from '../sql/constraint-errors';
import { SqlActivityRepository } from '../sql/repositories/activity-repository';
import { SqlUserRepository } from '../sql/repositories/user-repository';
import { authErrors } from './auth-error';
import type { SignUpScope } from './local-auth-service';
import { SqlAuthStore } from './sql-auth-store';

/**
 * The local server's sign-up as one transaction over the shared database: the auth user, the profile row with
 * the default role and the sign_up activity line commit together or not at all (issue #15: a refused profile
 * used to leave an auth user, or a profile row without an account).
 */
export function profileSignUpTransaction(
  db: Kysely<Database>,
  defaultRole: () => Promise<Role>,
): <T>(work: (scope: SignUpScope) => Promise<T>) => Promise<T> {
  return async (work) => {
    // Read before the transaction opens: SQLite has one connection, and the open transaction holds it.
    const role = await defaultRole();
    return db.transaction().execute((trx) => {
      // Widened to the handle type every repository takes (a Transaction is one).
      const tx: Kysely<Database> = trx;
      const users = new SqlUserRepository(tx);
      const activity = new SqlActivityRepository(tx);
      return work({
        store: new SqlAuthStore(tx),
        onUserCreated: async (user) => {
          try {
            await users.create({ id: user.id, name: user.name, email: user.email, role });
          } catch (err) {
            // A profile without an account under this address (left by the sign-up defect this transaction
            // fixed) would otherwise surface as a 500: answer as Supabase does for a taken address.
            if (isUniqueViolation(err)) throw authErrors.userAlreadyExists();
            throw err;
          }
          await activity.add({ user_id: user.id, activity: 'sign_up', target: user.email });
        },
      });
    });
  };
}
