import { BarChartOutlined, RobotOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Col, Empty, List, Modal, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AI_RECOMMENDATIONS_COUNT,
  FREE_TRIAL_USED_MESSAGE,
  NO_PROPS_MESSAGE,
  SEASON,
} from '@edgeboard/domain';
import { UpgradeButton } from '../../components/upgrade-button';
import { EdgeScoreRing, pickCardView } from '../../components/pick-card';
import { useDashboardFeedQuery } from './dashboard.api';
import { markFreeTrialUsed, readFreeTrialUsed } from './free-trial';

export const PROPS_PATH = '/dashboard/props';
export const PERFORMANCE_PATH = '/dashboard/performance';

interface QuickActionsProps {
  userId: string;
  /** Users without standard features get the recommendations dialog once. */
  freeTrialOnly: boolean;
}

export function QuickActions({ userId, freeTrialOnly }: QuickActionsProps) {
  const total = useDashboardFeedQuery({ limit: 1, season: SEASON });
  const [open, setOpen] = useState(false);
  const [trialUsed, setTrialUsed] = useState(() => freeTrialOnly && readFreeTrialUsed(userId));

  const openRecommendations = () => {
    if (freeTrialOnly) {
      markFreeTrialUsed(userId);
      setTrialUsed(true);
    }
    setOpen(true);
  };

  return (
    <Card title="Quick Actions">
      <Row gutter={[12, 12]}>
        <Col xs={24} md={8}>
          <Link to={PROPS_PATH} style={{ display: 'block' }}>
            <Card size="small" hoverable>
              <UnorderedListOutlined aria-hidden /> <strong>View Player Props</strong>
              <div style={{ color: '#64748b' }} data-testid="prop-count">
                {total.data === undefined ? (
                  total.isError ? (
                    'Browse every prop'
                  ) : (
                    <Skeleton.Input active size="small" />
                  )
                ) : (
                  <>
                    <Badge count={total.data.count} overflowCount={9999} showZero color="#1677ff" /> props
                    available
                  </>
                )}
              </div>
            </Card>
          </Link>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Button
              type="primary"
              icon={<RobotOutlined aria-hidden />}
              disabled={trialUsed}
              onClick={openRecommendations}
              block
            >
              AI Recommendations
            </Button>
            {trialUsed && (
              <div style={{ marginTop: 8 }}>
                <Typography.Text type="secondary">{FREE_TRIAL_USED_MESSAGE}</Typography.Text>{' '}
                <UpgradeButton link returnPath="/dashboard" />
              </div>
            )}
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Link to={PERFORMANCE_PATH} style={{ display: 'block' }}>
            <Card size="small" hoverable>
              <BarChartOutlined aria-hidden /> <strong>Performance Review</strong>
              <div style={{ color: '#64748b' }}>Track how the picks have done</div>
            </Card>
          </Link>
        </Col>
      </Row>
      <TopRecommendations
        open={open}
        onClose={() => {
          setOpen(false);
        }}
      />
    </Card>
  );
}

function TopRecommendations({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, isFetching, error } = useDashboardFeedQuery(
    { limit: AI_RECOMMENDATIONS_COUNT, season: SEASON, sortBy: 'confidence', sortOrder: 'desc' },
    { skip: !open },
  );
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
