import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { spreadRow } from '@/components/spread-row';

/** A back office screen's title with its main actions beside it (under it on a narrow screen). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div style={spreadRow}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}
