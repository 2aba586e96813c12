// The billing portal for the caller (GET /api/billing/portal): the provider's page, or the local stand-in's
// path made absolute on this site; it sends the browser back to `returnPath` (default the profile).
import type { PaymentGateway } from '@edgeboard/domain';

export interface BillingPortalDeps {
  gateway: Pick<PaymentGateway, 'createPortalSession'>;
}

export async function openBillingPortal(
  deps: BillingPortalDeps,
  callerId: string,
  input: { site: string; returnPath?: string | undefined },
): Promise<{ url: string }> {
  const { url } = await deps.gateway.createPortalSession({
    userId: callerId,
    returnUrl: `${input.site}${input.returnPath ?? '/dashboard/profile'}`,
  });
  return { url: url.startsWith('/') ? `${input.site}${url}` : url };
}
