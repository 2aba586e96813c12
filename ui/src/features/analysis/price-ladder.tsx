// The Market section's alt-line ladder (issue #29 item 5): its own call, so a slow or failed ladder never holds
// up the analysis; 403 and 404 are the detail call's to explain, so the ladder then stays out of it.
import { Skeleton, Typography } from 'antd';
import { RetryAlert } from '@/components/board-failure';
import { PriceLadderTable } from '@/components/price-ladder/price-ladder-table';
import { usePropLadderQuery } from '@/lib/analysis.api';
import { isApiError } from '@/lib/base-query';

export const LADDER_TITLE = 'Alt lines';
export const NO_LADDER = 'No alt-line ladder for this pick: it was published before the ladder was kept.';
export const LADDER_FAILED = "The alt-line ladder couldn't be loaded.";
export const LADDER_CAPTION =
  'The published probability at lines around the posted one, its fair odds, and each book quoting that line with its expected value.';

function refused(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 404);
}

export function PriceLadder({ pickId }: { pickId: string }) {
  const query = usePropLadderQuery(pickId);
  if (query.isError && refused(query.error)) return null;
  let body;
  if (query.isError) body = <RetryAlert title={LADDER_FAILED} onRetry={() => void query.refetch()} />;
  else if (query.data === undefined) body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  else if (query.data.rows.length === 0)
    body = <Typography.Text type="secondary">{NO_LADDER}</Typography.Text>;
  else body = <PriceLadderTable rows={query.data.rows} caption={LADDER_CAPTION} />;
  return (
    <section aria-labelledby={`ladder-${pickId}`} aria-busy={query.isFetching}>
      <Typography.Title level={5} id={`ladder-${pickId}`} style={{ marginTop: 0 }}>
        {LADDER_TITLE}
      </Typography.Title>
      {body}
    </section>
  );
}
