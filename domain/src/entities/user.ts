import { z } from 'zod';
import { EmailAddress, EntityId, Timestamp, UserId } from './common';

export const ROLES = ['admin', 'user', 'free'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** Row of the `users` table: the product profile next to the auth identity. */
export const UserProfile = z.object({
  id: UserId,
  name: z.string(),
  email: EmailAddress,
  role: Role,
  created_at: Timestamp,
});
export type UserProfile = z.infer<typeof UserProfile>;

/** One line of a user's recent activity in the admin user panel. */
export const UserActivity = z.object({
  id: EntityId,
  user_id: UserId,
  activity: z.string().min(1),
  target: z.string(),
  timestamp: Timestamp,
});
export type UserActivity = z.infer<typeof UserActivity>;

/** The admin home's recent activity across users: the row and whose it is (null once the user is deleted). */
export const RecentActivity = UserActivity.extend({ email: z.string().nullable() });
export type RecentActivity = z.infer<typeof RecentActivity>;

/** GET /api/admin/activity's query: `signIns=false` leaves sign-ins out (they come after business events). */
export const RecentActivityQuery = z.object({
  signIns: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v !== 'false'),
});

/** Admin home tiles. */
export const DashboardMetrics = z.object({
  totalUsers: z.number().int().min(0),
  activeSubscriptions: z.number().int().min(0),
  revenueThisMonth: z.number().min(0),
  newUsersToday: z.number().int().min(0),
});
export type DashboardMetrics = z.infer<typeof DashboardMetrics>;

/** A figure this period against the previous one; `change` is percent (points for churn), null from 0. */
export const AnalyticsChange = z.object({
  value: z.number(),
  previous: z.number(),
  change: z.number().nullable(),
});
export type AnalyticsChange = z.infer<typeof AnalyticsChange>;

/** GET /api/admin/analytics: the back office's analytics cards and page views. */
export const AnalyticsReport = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  totalUsers: AnalyticsChange,
  activeSubscriptions: AnalyticsChange,
  revenueMonthToDate: AnalyticsChange,
  churnRate: AnalyticsChange,
  /** The audience's views: administrators' own browsing and the sign-in pages are counted apart. */
  pageViews: z.object({
    total: z.number().int(),
    byDayAndPath: z.array(z.object({ day: z.string(), path: z.string(), count: z.number().int() })),
    notCounted: z.object({
      /** Views by signed-in administrators, and any view of /admin pages. */
      admin: z.number().int(),
      /** Views of the sign-in and password-reset pages. */
      signIn: z.number().int(),
    }),
  }),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;
