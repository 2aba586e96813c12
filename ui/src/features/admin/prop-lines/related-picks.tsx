import { Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { statTypeLabel, type PropLinePick } from '@edgeboard/domain';
import { RetryAlert } from '@/components/board-failure';
import { useAdminPropLinePicksQuery } from './prop-line-picks.api';

export const RELATED_PICKS_TITLE = 'Related AI picks';
export const NO_RELATED_PICKS_MESSAGE = 'No AI picks are priced from this line.';
export const RELATED_PICKS_FAILED_MESSAGE = 'Could not load the related AI picks.';
export const RELATED_PICKS_NOTE =
  'These picks are priced from this line with the other books’ lines that week: editing it re-prices the ungraded ones, deleting it leaves them priced from the other books.';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function PickRow({ pick }: { pick: PropLinePick }) {
  return (
    <li style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: '6px 0' }}>
      <Link to={`/dashboard/analysis/${encodeURIComponent(pick.id)}`}>
        {pick.player} {capitalised(pick.pick)} {pick.line_value} {statTypeLabel(pick.stat_type)}
      </Link>
      <Typography.Text type="secondary">
        Week {pick.week} · Edge Score {pick.confidence}
        {pick.sportsbook ? ` · posted at ${pick.sportsbook}` : ''}
      </Typography.Text>
      {pick.result === null ? <Tag>Ungraded</Tag> : <Tag color="blue">Graded: {pick.result}</Tag>}
    </li>
  );
}

/** The spec's "related AI picks" of the prop-line panel: what an edit or a delete of this line touches. */
export function RelatedPicks({ lineId }: { lineId: string }) {
  const query = useAdminPropLinePicksQuery(lineId);
  const picks = query.data?.data;
  return (
    <section aria-labelledby={`related-picks-${lineId}`} style={{ marginTop: 16 }}>
      <Typography.Title level={5} id={`related-picks-${lineId}`} style={{ marginTop: 0 }}>
        {RELATED_PICKS_TITLE}
      </Typography.Title>
      {query.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : query.isError ? (
        <RetryAlert title={RELATED_PICKS_FAILED_MESSAGE} onRetry={() => void query.refetch()} />
      ) : picks === undefined || picks.length === 0 ? (
        <Typography.Text type="secondary">{NO_RELATED_PICKS_MESSAGE}</Typography.Text>
      ) : (
        <>
          {/* A plain list: antd's List is deprecated and warns in the console. */}
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {picks.map((p) => (
              <PickRow key={p.id} pick={p} />
            ))}
          </ul>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {RELATED_PICKS_NOTE}
          </Typography.Paragraph>
        </>
      )}
    </section>
  );
}
