import { Button } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// The shared UpgradeButton reports failures with antd's message API (a notification system of its own,
// about 10 KB gzip); the dashboard loads it just after its first render rather than as part of it.
const UpgradeButton = lazy(() =>
  import('@/components/upgrade-button').then((m) => ({ default: m.UpgradeButton })),
);

/** UpgradeButton for the dashboard home: until its chunk arrives, the same button, inert. */
export function UpgradeAction(props: ComponentProps<typeof UpgradeButton>) {
  const link = props.link === true;
  return (
    <Suspense
      fallback={
        <Button
          type={link ? 'link' : 'primary'}
          size={link ? 'small' : 'middle'}
          disabled
          style={link ? { padding: 0, height: 'auto' } : undefined}
        >
          {props.children ?? 'Upgrade'}
        </Button>
      }
    >
      <UpgradeButton {...props} />
    </Suspense>
  );
}
