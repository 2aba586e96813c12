// The research boards' page (defence vs position, the odds board): a title, what the board shows, its
// filters, then the board itself, or why it is not there (BoardFailure) while nothing has loaded.
import { Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BoardFailure } from './board-failure';
import { PageSpinner } from './page-spinner';

export function ResearchBoard({
  id,
  title,
  intro,
  filters,
  answer,
  unlocks,
  failedText,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  intro: ReactNode;
  filters: ReactNode;
  answer: { isError: boolean; isLoading: boolean; error?: unknown; refetch: () => unknown };
  /** "opens the odds board": what the Starting plan opens, after its name. */
  unlocks: string;
  failedText: string;
  children: ReactNode;
}) {
  return (
    // One column no wider than the page: an auto column would grow to the board's full width (the odds board's
    // table is 1,200 px) and widen the whole page; the table scrolls inside its own box instead.
    <section
      aria-labelledby={id}
      style={{ display: 'grid', gap: 16, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Typography.Title id={id} level={1} style={{ margin: 0, fontSize: 28 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{intro}</Typography.Text>
      <Space wrap>{filters}</Space>
      {answer.isError ? (
        <BoardFailure
          error={answer.error}
          unlocks={unlocks}
          failedText={failedText}
          onRetry={() => void answer.refetch()}
        />
      ) : answer.isLoading ? (
        <PageSpinner />
      ) : (
        children
      )}
    </section>
  );
}

/** One filter of a board: its label is the accessible name; with a placeholder, it can be cleared to "all". */
export function BoardSelect<T extends string | number>({
  label,
  minWidth,
  placeholder,
  virtual = false,
  value,
  options,
  onChange,
}: {
  label: string;
  minWidth: number;
  placeholder?: string;
  /** antd's virtual list; off by default so every option is in the page (and findable by tests). */
  virtual?: boolean;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Select<T>
      aria-label={label}
      {...(placeholder === undefined ? {} : { placeholder, allowClear: true })}
      virtual={virtual}
      style={{ minWidth }}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
