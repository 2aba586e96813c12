// The users screen: the list with search, role filter and sort, a role change (never an admin's own), and a
// user's latest subscription and activity; each answered by the API's use case (application/src/admin/users)
// over the demo world's repositories.
import { changeUserRole } from '@edgeboard/application/admin/users/change-user-role/change-user-role';
import { listUsers } from '@edgeboard/application/admin/users/list-users/list-users';
import { userActivity } from '@edgeboard/application/admin/users/user-activity/user-activity';
import { userSubscription } from '@edgeboard/application/admin/users/user-subscription/user-subscription';
import {
  AdminSubscriptionView,
  Role,
  UserActivity,
  UserId,
  UserListQuery,
  UserProfile,
} from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import { invalid } from '@/mocks/api-errors';
import { guarded, guardedBody, type AdminPath } from './admin-guard';
import { answer, idOf } from './admin-http';
import { listRoute } from './admin-routes';
import { adminRepositories } from './admin-repositories';

const RoleChange = z.object({ role: Role });

/** The path's user id, or the 400 the API answers for one that is not a UUID. */
function userIdOf(params: Parameters<typeof idOf>[0]): string | Response {
  const id = UserId.safeParse(idOf(params));
  return id.success ? id.data : invalid(new z.ZodError(id.error.issues.map((i) => ({ ...i, path: ['id'] }))));
}

export const usersHandlers = (at: AdminPath) => [
  listRoute(at('/users'), UserListQuery, UserProfile, (q, w) => listUsers(adminRepositories(w), q)),
  http.patch(
    at('/users/:id'),
    guardedBody(RoleChange, ({ role }, { params, w, admin }) => {
      const userId = userIdOf(params);
      if (userId instanceof Response) return userId;
      return answer(UserProfile, () => changeUserRole(adminRepositories(w), admin, { userId, role }));
    }),
  ),
  http.get(
    at('/users/:id/subscription'),
    guarded(({ params, w }) => {
      const userId = userIdOf(params);
      if (userId instanceof Response) return userId;
      return answer(AdminSubscriptionView.nullable(), () => userSubscription(adminRepositories(w), userId));
    }),
  ),
  http.get(
    at('/users/:id/activity'),
    guarded(({ params, w }) => {
      const userId = userIdOf(params);
      if (userId instanceof Response) return userId;
      return answer(z.array(UserActivity), () => userActivity(adminRepositories(w), userId));
    }),
  ),
];
