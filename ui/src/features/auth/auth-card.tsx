import { Card } from 'antd';
import type { ReactNode } from 'react';

/** The sign-in and reset-password pages' frame: one card centred on the brand's dark gradient. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        background: 'linear-gradient(160deg, #0b1f3a, #12325f)',
      }}
    >
      <Card style={{ width: '100%', maxWidth: 420 }}>{children}</Card>
    </div>
  );
}
