import { Button, message } from 'antd';
import type { ReactNode } from 'react';
import { useBillingPortalMutation } from '@/lib/billing.api';

/**
 * Upgrade prompts inside the dashboard that open the billing portal (the spec's external billing page), where
 * an entitled subscriber switches plan. Refusals that should name a plan use the gate's PlanRefusal instead.
 */
export function UpgradeButton({
  children = 'Upgrade',
  returnPath,
  link = false,
}: {
  children?: ReactNode;
  returnPath: string;
  link?: boolean;
}) {
  const [portal, state] = useBillingPortalMutation();
  const open = async () => {
    try {
      const { url } = await portal({ returnPath }).unwrap();
      window.location.assign(url);
    } catch {
      void message.error('The billing portal is not available right now. Please try again.');
    }
  };
  return (
    <Button
      type={link ? 'link' : 'primary'}
      size={link ? 'small' : 'middle'}
      loading={state.isLoading}
      onClick={() => void open()}
      style={link ? { padding: 0, height: 'auto' } : undefined}
    >
      {children}
    </Button>
  );
}
