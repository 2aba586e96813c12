// Contact Us (POST /api/contact): the message is stored, then mailed to the administrators (the notification
// recipients from the settings, else the site's contact inbox).
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  UnavailableError,
  type ContactMessage,
  type ContactRepository,
  type Mailer,
  type SettingsRepository,
} from '@edgeboard/domain';
import { z } from 'zod';

/** The form's body, with the bounds and wording the API and the dev mock validate it against. */
export const ContactBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email().max(320),
  message: z.string().trim().min(1, 'Message is required').max(10_000),
});

export interface ContactDeps {
  contacts: Pick<ContactRepository, 'add'>;
  mailer: Mailer;
  settings: Pick<SettingsRepository, 'get'>;
  /** Where messages go when no admin recipient is configured (CONTACT_EMAIL). */
  inbox: string;
}

/** 503 `contact_mail_failed` when nobody could be mailed: the message is kept, the visitor tries again. */
export async function sendContactMessage(
  deps: ContactDeps,
  msg: ContactMessage,
  userId: string | null,
): Promise<{ success: true; message: string }> {
  const stored = await deps.contacts.add({ ...msg, user_id: userId });
  const configured = (await deps.settings.get()).notification.adminEmailRecipients;
  const recipients = configured.length > 0 ? configured : [deps.inbox];
  try {
    for (const to of recipients) {
      await deps.mailer.send({
        to,
        subject: `Contact form: ${msg.name}`,
        text: `From: ${msg.name} <${msg.email}>\nReceived: ${stored.created_at}\n\n${msg.message}`,
      });
    }
  } catch (err) {
    throw new UnavailableError(CONTACT_FAILURE_MESSAGE, 'contact_mail_failed', { cause: err });
  }
  return { success: true, message: CONTACT_SUCCESS_MESSAGE };
}
