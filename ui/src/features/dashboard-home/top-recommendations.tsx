import { Alert, Button, Empty, List, Modal, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { AI_RECOMMENDATIONS_COUNT, NO_PROPS_MESSAGE } from '@edgeboard/domain';
import { EdgeScoreRing, pickCardView } from '@/components/pick-card';
import { usePropFeedPageQuery } from '@/lib/prop-feed/prop-feed.api';
import { verdictLine, verdictOf } from '@/lib/prop-feed/verdict-line';

/** The dialog's request: the spec's "3 highest-confidence props", read as the highest-confidence plays first. */
export const TOP_RECOMMENDATIONS_REQUEST = {
  limit: AI_RECOMMENDATIONS_COUNT,
  sortBy: 'confidence',
  sortOrder: 'desc',
  status: 'upcoming',
  playsFirst: true,
} as const;

/**
 * The "AI Recommendations" dialog: the highest-confidence plays among the upcoming picks the caller may open,
 * then the rest by confidence when there are fewer plays. Lazy-loaded by quick-actions.
 */
export default function TopRecommendations({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, isFetching, error } = usePropFeedPageQuery(TOP_RECOMMENDATIONS_REQUEST, { skip: !open });
  return (
    <Modal
      title="Top Recommendations"
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {isFetching && data === undefined ? (
        <Skeleton active />
      ) : error !== undefined ? (
        <Alert type="error" showIcon title="Recommendations could not be loaded. Please try again." />
      ) : data === undefined || data.data.length === 0 ? (
        <Empty description={NO_PROPS_MESSAGE} />
      ) : (
        <List
          dataSource={data.data.slice(0, AI_RECOMMENDATIONS_COUNT)}
          renderItem={(item) => {
            const view = pickCardView(item);
            return (
              <List.Item
                key={item.id}
                data-verdict={verdictOf(item)}
                actions={[
                  <Link key="details" to={view.analysisHref} aria-label={`View Details: ${item.description}`}>
                    View Details
                  </Link>,
                ]}
              >
                <List.Item.Meta
                  avatar={<EdgeScoreRing score={view.confidence} size={44} strokeWidth={4} />}
                  title={item.player}
                  description={
                    <>
                      <div>{view.pick}</div>
                      <div data-testid="recommendation-verdict">{verdictLine(item)}</div>
                      <div>
                        {item.matchup} · {item.date}
                      </div>
                    </>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
    </Modal>
  );
}
