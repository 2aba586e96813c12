import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A back office screen's title with its main action beside it (under it on a narrow screen). */
export function PageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}
