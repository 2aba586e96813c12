// POST /api/selzy/subscribe: the landing page's launch notification adds an address to a marketing list.
import {
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  SUBSCRIBE_FAILED_MESSAGE,
  ValidationError,
  type MarketingService,
} from '@edgeboard/domain';

export async function subscribeToLaunch(
  deps: { marketing: Pick<MarketingService, 'subscribe'> },
  input: { email: string; listId: number },
): Promise<{ ok: true }> {
  if (!isValidEmail(input.email))
    throw new ValidationError(
      INVALID_EMAIL_MESSAGE,
      [{ path: 'email', message: INVALID_EMAIL_MESSAGE }],
      'invalid_email',
    );
  const result = await deps.marketing.subscribe(input.email.trim(), input.listId);
  // A provider refusal (an unknown list) is the caller's to fix: a 400 with the provider's own words.
  if (!result.ok)
    throw new ValidationError(result.error || SUBSCRIBE_FAILED_MESSAGE, [], 'marketing_refused');
  return { ok: true };
}
