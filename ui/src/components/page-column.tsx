import type { ReactNode } from 'react';

/**
 * A page's single centred column of cards, named by its heading (`labelledBy`).
 * minmax(0, 1fr): a grid track otherwise grows to a wide table's full width and the page scrolls sideways.
 */
export function PageColumn({
  as: Tag = 'section',
  labelledBy,
  maxWidth,
  padding,
  children,
}: {
  as?: 'section' | 'article';
  labelledBy: string;
  maxWidth: number;
  padding?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      aria-labelledby={labelledBy}
      style={{
        maxWidth,
        margin: '0 auto',
        ...(padding === undefined ? {} : { padding }),
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 16,
      }}
    >
      {children}
    </Tag>
  );
}
