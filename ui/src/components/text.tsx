import type { CSSProperties, ReactNode } from 'react';

// antd's Typography look for the dashboard's first screen, drawn with plain elements: Typography's chunk
// (ellipsis measuring, copy and edit modes) was the dashboard's largest after React, and its ellipsis
// measurement ran on every news slide. CSS line clamping does the same job here.

const TEXT = 'rgba(0, 0, 0, 0.88)';
export const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';

const HEADING: Record<2 | 5, CSSProperties> = {
  2: { fontSize: 30, lineHeight: 1.35 },
  5: { fontSize: 16, lineHeight: 1.5 },
};

export function Heading({
  level,
  children,
  style,
  ...rest
}: {
  level: 2 | 5;
  children: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  const Tag = level === 2 ? 'h2' : 'h5';
  return (
    <Tag {...rest} style={{ margin: '0 0 0.5em', color: TEXT, fontWeight: 600, ...HEADING[level], ...style }}>
      {children}
    </Tag>
  );
}

export function Muted({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <span style={{ color: SECONDARY_TEXT, ...style }}>{children}</span>;
}

/** A paragraph cut after `rows` lines with an ellipsis (the full text stays in the DOM for readers). */
export function Clamped({
  rows,
  children,
  style,
}: {
  rows: number;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <p
      style={{
        margin: 0,
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: rows,
        overflow: 'hidden',
        ...style,
      }}
    >
      {children}
    </p>
  );
}

/** One line, cut with an ellipsis. */
export function OneLine({
  children,
  style,
  className,
}: {
  children: ReactNode;
  style?: CSSProperties;
  className?: string;
}) {
  return (
    <span
      className={className}
      style={{
        display: 'inline-block',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        verticalAlign: 'bottom',
        ...style,
      }}
    >
      {children}
    </span>
  );
}
