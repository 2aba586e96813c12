import { ConflictError, NotFoundError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, MISSING_ID, SUBSCRIBER, usersWorld } from '../users-test-kit';
import { changeUserRole } from './change-user-role';

const admin = { id: ADMIN.id, email: ADMIN.email };

describe('changeUserRole', () => {
  it('changes the role and records who did it', async () => {
    const w = usersWorld();
    const updated = await changeUserRole(w, admin, { userId: SUBSCRIBER.id, role: 'admin' });
    expect(updated).toMatchObject({ id: SUBSCRIBER.id, role: 'admin' });
    expect(w.activity.rows).toEqual([
      {
        id: 'act-1',
        user_id: SUBSCRIBER.id,
        activity: 'role_changed',
        target: 'user -> admin by admin@example.com',
        timestamp: '2025-09-20T15:00:00.000Z',
      },
    ]);
  });

  it('records nothing when the role stays the same', async () => {
    const w = usersWorld();
    await changeUserRole(w, admin, { userId: SUBSCRIBER.id, role: 'user' });
    expect(w.activity.rows).toEqual([]);
  });

  it('refuses an admin’s change of their own role, and changes nothing', async () => {
    const w = usersWorld();
    const attempt = changeUserRole(w, admin, { userId: ADMIN.id, role: 'user' });
    await expect(attempt).rejects.toThrow(ConflictError);
    await expect(attempt).rejects.toMatchObject({ code: 'own_role' });
    expect(w.rows[0]?.role).toBe('admin');
    expect(w.activity.rows).toEqual([]);
  });

  it('lets an admin "set" their own unchanged role', async () => {
    const w = usersWorld();
    await expect(changeUserRole(w, admin, { userId: ADMIN.id, role: 'admin' })).resolves.toMatchObject({
      role: 'admin',
    });
  });

  it('is a 404 for an unknown user', async () => {
    const w = usersWorld();
    await expect(changeUserRole(w, admin, { userId: MISSING_ID, role: 'admin' })).rejects.toThrow(
      NotFoundError,
    );
  });
});
