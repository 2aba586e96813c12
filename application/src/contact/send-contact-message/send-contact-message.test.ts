import { DEFAULT_SETTINGS, UnavailableError, type MailMessage } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryContactRepository } from '../../in-memory/contact-repository';
import { InMemorySettingsRepository } from '../../in-memory/settings-repository';
import { sendContactMessage } from './send-contact-message';

const clock = { now: () => new Date('2025-10-12T15:00:00.000Z') };
const MSG = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };

function deps(recipients: string[], send: (m: MailMessage) => Promise<void> = () => Promise.resolve()) {
  const sent: MailMessage[] = [];
  const settings = {
    ...DEFAULT_SETTINGS,
    notification: { ...DEFAULT_SETTINGS.notification, adminEmailRecipients: recipients },
  };
  return {
    sent,
    contacts: new InMemoryContactRepository(clock),
    settings: new InMemorySettingsRepository({ settings }),
    inbox: 'inbox@edgeboard.dev',
    mailer: { send: (m: MailMessage) => send(m).then(() => void sent.push(m)) },
  };
}

describe('sendContactMessage', () => {
  it('stores the message and mails each configured recipient, or the inbox when there is none', async () => {
    const two = deps(['a@x.dev', 'b@x.dev']);
    expect(await sendContactMessage(two, MSG, 'u1')).toMatchObject({ success: true });
    expect(two.sent.map((m) => m.to)).toEqual(['a@x.dev', 'b@x.dev']);
    expect(two.sent[0]?.text).toBe(
      'From: Ann <ann@example.com>\nReceived: 2025-10-12T15:00:00.000Z\n\nHello',
    );
    expect(await two.contacts.list(5)).toMatchObject([{ ...MSG, user_id: 'u1' }]);
    const none = deps([]);
    await sendContactMessage(none, MSG, null);
    expect(none.sent.map((m) => m.to)).toEqual(['inbox@edgeboard.dev']);
  });

  it('keeps the message but answers 503 when nobody could be mailed', async () => {
    const failing = deps(['a@x.dev'], () => Promise.reject(new Error('smtp down')));
    const sent = sendContactMessage(failing, MSG, null);
    await expect(sent).rejects.toBeInstanceOf(UnavailableError);
    await expect(sent).rejects.toMatchObject({ code: 'contact_mail_failed' });
    expect(failing.contacts.messages).toHaveLength(1);
  });
});
