import { Button, message } from 'antd';
import type { ReactNode } from 'react';
import { useBillingPortalMutation } from '../app/billing.api';

/**
 * Upgrade prompts inside the dashboard. Whoever sees the dashboard is entitled, and the gate sends entitled
 * users away from the plans page, so a plan change goes through the billing portal (the spec's external
 * billing page).
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
