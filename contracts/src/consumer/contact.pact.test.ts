import { MatchersV3 } from '@pact-foundation/pact';
import { contactApi } from '@edgeboard/ui/src/app/layout/contact.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT } from '../shape';
import { apiPact, dataOf, uiStore } from './harness';

const message = { name: 'Casey', email: 'casey@example.com', message: 'How is the Edge Score calibrated?' };

describe('contact (ui/src/app/layout/contact.api.ts)', () => {
  it('sends a contact message', async () => {
    await apiPact()
      .addInteraction()
      .uponReceiving('a contact message')
      .withRequest('POST', '/api/contact', (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody(message),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody({ success: true, message: MatchersV3.string('Thanks, we will reply soon.') }),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          contactApi.endpoints.sendContact.initiate(message),
        );
        expect(dataOf(result).success).toBe(true);
      });
  });

  it('answers 400 to an invalid e-mail address', async () => {
    const invalid = { ...message, email: 'not-an-email' };
    await apiPact()
      .addInteraction()
      .uponReceiving('a contact message with an invalid e-mail address')
      .withRequest('POST', '/api/contact', (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody(invalid),
      )
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          contactApi.endpoints.sendContact.initiate(invalid),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });
});
