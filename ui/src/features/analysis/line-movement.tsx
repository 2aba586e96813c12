// The analysis page's Line movement section (issue #14 item 3): its own call, so a slow or failed history
// never holds up the analysis itself.
import { Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { RetryAlert } from '@/components/board-failure';
import { usePropLinesQuery } from '@/lib/analysis.api';
import { Section } from './analysis-sections';
import { LineMovementChart, LineMovementTable, PriceMovementChart } from './line-movement-chart';
import { lineMovement } from './line-movement-data';
import { isApiError } from '@/lib/base-query';

export const LINE_MOVEMENT_TITLE = 'Line movement';
export const NO_LINE_HISTORY = 'No line history for this pick yet.';
export const LINE_HISTORY_FAILED = "The line history couldn't be loaded.";

/** 403 and 404 are the detail call's to explain (the page already says so): the section stays out of it. */
function refused(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 404);
}

/** The width an element is drawn at, followed as it changes; 0 until measured (the charts then take 600). */
function useDrawnWidth() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (element === null) return undefined;
    // A ResizeObserver reports the element's size once when it starts observing, then on every change.
    const observer = new ResizeObserver(() => {
      setWidth(element.clientWidth);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return { setElement, width };
}

export function LineMovementSection({
  pickId,
  statLabel,
  side,
}: {
  pickId: string;
  statLabel: string;
  side: 'over' | 'under';
}) {
  const query = usePropLinesQuery(pickId);
  const { setElement, width: drawnWidth } = useDrawnWidth();
  // Whether kickoff has passed decides Close or Latest: judged on the server's season clock (the demo season
  // runs on its own), else on the reader's clock read once, so it does not flip while the page is open.
  const [mountedAt] = useState(() => Date.now());

  if (query.isError && refused(query.error)) return null;

  let body;
  if (query.isError) {
    body = <RetryAlert title={LINE_HISTORY_FAILED} onRetry={() => void query.refetch()} />;
  } else if (query.data === undefined) {
    // Loading, or retrying after a failure: either way nothing to show yet.
    body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  } else {
    const asOf = query.data.asOf === undefined ? mountedAt : Date.parse(query.data.asOf);
    const view = lineMovement(query.data, asOf, side);
    body =
      view === null ? (
        <Typography.Text type="secondary">{NO_LINE_HISTORY}</Typography.Text>
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
          <LineMovementChart view={view} statLabel={statLabel} width={drawnWidth} />
          <PriceMovementChart view={view} width={drawnWidth} />
          <LineMovementTable view={view} />
        </div>
      );
  }

  return (
    <Section title={LINE_MOVEMENT_TITLE}>
      <div aria-busy={query.isFetching} ref={setElement}>
        {body}
      </div>
    </Section>
  );
}
