import type { SiteInfo } from '@edgeboard/domain';

export type ServerMode = SiteInfo['mode'];

/** A note that reads differently in local and hosted mode. */
const byMode =
  (local: string | null, hosted: string) =>
  (mode: ServerMode): string | null =>
    mode === 'local' ? local : hosted;

/**
 * What each setting does in the server's mode, shown under its control. A setting this build does not act on
 * says so here rather than looking as if it worked (docs/decisions.md, "Settings: what each one does").
 */
export const SETTING_NOTES = {
  siteName: () => 'Shown in the browser tab title and in the e-mails sent to admins.',
  siteDescription: () => 'Shown in the browser tab title and the page description search engines read.',
  maintenanceMode: () =>
    'Subscribers see a maintenance page and the API answers 503; administrators keep working and can still sign in.',
  allowRegistration: byMode(
    'When off, the sign-up form is refused.',
    'Not used in hosted mode: sign-ups are allowed or not in the hosted auth service’s settings.',
  ),
  defaultUserRole: byMode(
    'The role new sign-ups get. Admin cannot be chosen: administrators are made only by changing a user’s role on the Users page.',
    'Not used in hosted mode: sign-ups happen in the hosted auth service and start on the free plan. Admin cannot be chosen.',
  ),
  enableEmailNotifications: byMode(
    'Master switch for the three notices below. In local mode they go to the outbox at /dev/mail.',
    'Master switch for the three notices below, sent through the server’s SMTP relay.',
  ),
  notifyOnNewUser: byMode(
    null,
    'Not used in hosted mode: sign-ups happen in the hosted auth service, which does not tell this server.',
  ),
  recipients: () => 'The notices above and Contact Us messages are sent to these addresses.',
  enablePushNotifications: () => 'Not used: this build has no push service; notices go by e-mail.',
  stripeKeys: byMode(
    'Not used in local mode: payments go through the built-in local checkout.',
    'Not used: the server takes its Stripe keys from its environment (STRIPE_SECRET_KEY).',
  ),
  googleAnalyticsId: byMode(
    'Not used in local mode: nothing is sent to outside services.',
    'Not used: page views go to the analytics configured when the web app is built.',
  ),
  recaptchaKeys: byMode(
    'Not used in local mode: nothing is sent to outside services.',
    'Not used: sign-up goes to the hosted auth service, whose captcha is configured there.',
  ),
  enableSocialLogin: byMode(
    'Not used in local mode: the built-in sign-in offers e-mail and password only.',
    'Not used: sign-in offers e-mail and password; providers are set up in the hosted auth service.',
  ),
} as const;
