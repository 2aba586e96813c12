import type { ReactNode } from 'react';
import { Button } from 'antd';
import { RetryAlert } from '@/components/board-failure';
import { PageHeader } from './page-header';
import { useLoggedFailure } from './use-logged-failure';

/** The part of an RTK Query hook's result the frame reads. */
interface ReportQuery {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A back office screen that shows one report from the server: the title with a Refresh (beside `status`, such
 * as when the figures were made), `intro` under it, the failed load's alert with Retry (logged under
 * `logLabel`), then the report itself (`children`).
 */
export function ReportScreen({
  title,
  query,
  failedMessage,
  logLabel,
  refreshIcon,
  status,
  intro,
  children,
}: {
  title: string;
  query: ReportQuery;
  failedMessage: string;
  logLabel: string;
  refreshIcon?: ReactNode;
  status?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useLoggedFailure(logLabel, query);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader title={title}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          {status}
          <Button
            icon={refreshIcon}
            onClick={() => void query.refetch()}
            loading={query.isFetching && !query.isLoading}
          >
            Refresh
          </Button>
        </div>
      </PageHeader>
      {intro}
      {query.isError && <RetryAlert title={failedMessage} onRetry={() => void query.refetch()} />}
      {children}
    </div>
  );
}
