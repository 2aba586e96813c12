import { MatchersV3 } from '@pact-foundation/pact';
import { contactApi } from '@edgeboard/ui/src/app/layout/contact.api';
import { describe, expect, it } from 'vitest';
import { api } from './interaction';

const message = { name: 'Casey', email: 'casey@example.com', message: 'How is the Edge Score calibrated?' };

describe('contact (ui/src/app/layout/contact.api.ts)', () => {
  it('sends a contact message', async () => {
    const sent = await api('a contact message')
      .post('/api/contact', message)
      .answers(200, { success: true, message: MatchersV3.string('Thanks, we will reply soon.') })
      .data((ui) => ui.dispatch(contactApi.endpoints.sendContact.initiate(message)));
    expect(sent.success).toBe(true);
  });

  it('answers 400 to an invalid e-mail address', () => {
    const invalid = { ...message, email: 'not-an-email' };
    return api('a contact message with an invalid e-mail address')
      .post('/api/contact', invalid)
      .invalid()
      .refuses((ui) => ui.dispatch(contactApi.endpoints.sendContact.initiate(invalid)));
  });
});
