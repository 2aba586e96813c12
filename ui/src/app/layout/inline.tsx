import type { CSSProperties, ReactNode } from 'react';

const GAPS = { small: 8, middle: 16, large: 24 } as const;

/**
 * A horizontal row with antd Space's spacing and centring, as plain flexbox: the layout's few rows do not
 * need Space (and its Compact machinery) in every dashboard page's first download.
 */
export function Inline({
  size = 'small',
  wrap = false,
  style,
  children,
}: {
  size?: keyof typeof GAPS;
  wrap?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: GAPS[size],
        flexWrap: wrap ? 'wrap' : 'nowrap',
        ...style,
      }}
    >
      {children}
    </div>
  );
}
