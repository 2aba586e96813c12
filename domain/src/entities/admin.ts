import { z } from 'zod';
import { Role } from './user';
import { UserId } from './common';

export const ApplicationSettings = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  maintenanceMode: z.boolean(),
  allowRegistration: z.boolean(),
  defaultUserRole: Role,
});
export type ApplicationSettings = z.infer<typeof ApplicationSettings>;

export const NotificationSettings = z.object({
  enableEmailNotifications: z.boolean(),
  enablePushNotifications: z.boolean(),
  adminEmailRecipients: z.array(z.email()),
  notifyOnNewUser: z.boolean(),
  notifyOnNewSubscription: z.boolean(),
  notifyOnError: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const IntegrationSettings = z.object({
  stripePublicKey: z.string(),
  stripeSecretKey: z.string(),
  googleAnalyticsId: z.string(),
  recaptchaSiteKey: z.string(),
  recaptchaSecretKey: z.string(),
  enableSocialLogin: z.boolean(),
});
export type IntegrationSettings = z.infer<typeof IntegrationSettings>;

export const SETTINGS_GROUPS = ['application', 'notification', 'integration'] as const;
export const SettingsGroup = z.enum(SETTINGS_GROUPS);
export type SettingsGroup = z.infer<typeof SettingsGroup>;

/** The single `admin_settings` record (id 1). */
export const AdminSettings = z.object({
  id: z.literal(1),
  application: ApplicationSettings,
  notification: NotificationSettings,
  integration: IntegrationSettings,
});
export type AdminSettings = z.infer<typeof AdminSettings>;

export const DEFAULT_SETTINGS: AdminSettings = {
  id: 1,
  application: {
    siteName: 'EdgeBoard',
    siteDescription: 'sports betting analytics platform',
    maintenanceMode: false,
    allowRegistration: true,
    defaultUserRole: 'free',
  },
  notification: {
    enableEmailNotifications: true,
    enablePushNotifications: false,
    adminEmailRecipients: [],
    notifyOnNewUser: true,
    notifyOnNewSubscription: true,
    notifyOnError: true,
  },
  integration: {
    stripePublicKey: '',
    stripeSecretKey: '',
    googleAnalyticsId: '',
    recaptchaSiteKey: '',
    recaptchaSecretKey: '',
    enableSocialLogin: false,
  },
};

/**
 * What anyone may know about the site (GET /api/site): its name and description for titles and meta tags and
 * whether it is in maintenance (the application settings' own fields), and the server's mode (which settings take
 * effect depends on it).
 */
export const SiteInfo = ApplicationSettings.pick({
  siteName: true,
  siteDescription: true,
  maintenanceMode: true,
}).extend({
  /** The maintenance page's text; null while the site runs. */
  maintenanceMessage: z.string().nullable(),
  mode: z.enum(['local', 'hosted']),
  /**
   * The season and week the server's season clock is in: the demo season's, a replayed season's, or the real
   * one. The web app asks for this season rather than building one in, so a replay of 2023 shows 2023.
   */
  season: z.number().int(),
  week: z.number().int(),
  /**
   * A replayed real season (`npm run replay`): how many of its games have no real schedule (derived from the box
   * scores: nominal kickoff, home side unknown), so the web app can say so; null or absent otherwise.
   */
  replay: z
    .object({ games: z.number().int().min(0), derivedGames: z.number().int().min(0) })
    .nullable()
    .optional(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;

/** Contact Us form; every field required, no other bound (spec section 5). */
export const ContactMessage = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  message: z.string().trim().min(1),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const PageView = z.object({
  path: z.string().startsWith('/'),
  referrer: z.string().nullish(),
  user_id: UserId.nullish(),
});
export type PageView = z.infer<typeof PageView>;

/** One recorded run of a scheduled job (table job_runs), as the back office's Jobs tab shows it. */
export const AdminJobRun = z.object({
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime(),
  outcome: z.enum(['ok', 'failed']),
  rows_written: z.number().int().min(0),
  /** The job's summary, or the error's message when it failed (credentials masked). */
  message: z.string().nullable(),
  /** The instance (host:pid) that ran it. */
  instance_id: z.string(),
});
export type AdminJobRun = z.infer<typeof AdminJobRun>;

/** A scheduled job: what it does, when it runs, its last and next run and its recent history. */
export const AdminJob = z.object({
  name: z.string(),
  description: z.string(),
  /** The schedule in words ("Every 10 minutes", "Daily at 06:00 UTC"). */
  schedule: z.string(),
  last_run: AdminJobRun.nullable(),
  /** Null while the job engine is not running in this instance. */
  next_run: z.iso.datetime().nullable(),
  /** The last 20 runs, newest first. */
  runs: z.array(AdminJobRun),
});
export type AdminJob = z.infer<typeof AdminJob>;

export const AdminJobsResponse = z.object({ data: z.array(AdminJob) });
export type AdminJobsResponse = z.infer<typeof AdminJobsResponse>;

/** POST /api/admin/replay/clock: steps a replayed season's clock forward (issue #33 item 4). */
export const ReplayClockStep = z.object({ step: z.enum(['day', 'week']) }).strict();
export type ReplayClockStep = z.infer<typeof ReplayClockStep>;
export const ReplayClockAnswer = z.object({
  now: z.string(),
  season: z.number().int(),
  week: z.number().int(),
  /** The replay job's report of its run on the new instant. */
  message: z.string(),
});
export type ReplayClockAnswer = z.infer<typeof ReplayClockAnswer>;
