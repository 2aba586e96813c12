import { BarChartOutlined, RobotOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { FREE_TRIAL_USED_MESSAGE } from '@edgeboard/domain';
import { SUBSCRIPTION_PATH } from '@/lib/gating/access-rule';
import { planNameOf, PlanRefusal } from '@/lib/gating/plan-refusal';
import { usePropFeedPageQuery } from '@/lib/prop-feed/prop-feed.api';
import { markFreeTrialUsed, readFreeTrialUsed } from './free-trial';
import { Muted } from '@/components/text';

// The dialog (antd Modal and List, which brings Pagination and Select) is fetched on the first click, keeping
// it out of the JS the dashboard needs to render.
const TopRecommendations = lazy(() => import('./top-recommendations'));

// antd's Badge look for one number, drawn directly: the Badge component (Ribbon, animated digits) is not
// worth its weight in the dashboard's first download.
const COUNT_STYLE = {
  display: 'inline-block',
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  background: '#1d4ed8',
  color: '#fff',
  fontSize: 12,
  lineHeight: '20px',
  textAlign: 'center',
} as const;

export const PROPS_PATH = '/dashboard/props';
export const PERFORMANCE_PATH = '/dashboard/performance';

interface QuickActionsProps {
  userId: string;
  /** Users without standard features get the recommendations dialog once. */
  freeTrialOnly: boolean;
  /** The caller's allowance of upcoming picks (`propFeedCap`): "N props available" never exceeds it. */
  cap: number;
  /**
   * Performance Review is a premium feature (spec section 6: its button needs premium features); others are
   * told which plan has it instead of being sent to a page whose analysis links they cannot open.
   */
  performanceReview: boolean;
}

export function QuickActions({ userId, freeTrialOnly, cap, performanceReview }: QuickActionsProps) {
  // Props on the board (games not yet started) that this user can open.
  const total = usePropFeedPageQuery({ limit: 1, status: 'upcoming' });
  const available = total.data === undefined ? 0 : Math.min(total.data.count, cap);
  const [open, setOpen] = useState(false);
  // Stays mounted after the first opening so the dialog can animate closed.
  const [opened, setOpened] = useState(false);
  const [trialUsed, setTrialUsed] = useState(() => freeTrialOnly && readFreeTrialUsed(userId));

  const openRecommendations = () => {
    if (freeTrialOnly) {
      markFreeTrialUsed(userId);
      setTrialUsed(true);
    }
    setOpen(true);
    setOpened(true);
  };

  return (
    <Card title="Quick Actions">
      <Row gutter={[12, 12]}>
        <Col xs={24} md={8}>
          <Link to={PROPS_PATH} style={{ display: 'block' }}>
            <Card size="small" hoverable>
              <UnorderedListOutlined aria-hidden /> <strong>View Player Props</strong>
              <div style={{ color: '#475569' }} data-testid="prop-count">
                {total.data === undefined ? (
                  total.isError ? (
                    'Browse every prop'
                  ) : (
                    <Skeleton.Input active size="small" />
                  )
                ) : (
                  <>
                    <span style={COUNT_STYLE}>{available > 9999 ? '9999+' : available}</span> props available
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
                <Muted>{FREE_TRIAL_USED_MESSAGE}</Muted>{' '}
                <Muted>{planNameOf('starting')} includes them.</Muted>{' '}
                <Link to={SUBSCRIPTION_PATH}>Upgrade</Link>
              </div>
            )}
          </Card>
        </Col>
        <Col xs={24} md={8}>
          {performanceReview ? (
            <Link to={PERFORMANCE_PATH} style={{ display: 'block' }}>
              <Card size="small" hoverable>
                <BarChartOutlined aria-hidden /> <strong>Performance Review</strong>
                <div style={{ color: '#64748b' }}>Track how the picks have done</div>
              </Card>
            </Link>
          ) : (
            <Card size="small">
              <BarChartOutlined aria-hidden /> <strong>Performance Review</strong>
              <div style={{ color: '#64748b' }}>
                <PlanRefusal tier="all-star" unlocks="includes Performance Review" />
              </div>
            </Card>
          )}
        </Col>
      </Row>
      {opened && (
        <Suspense fallback={null}>
          <TopRecommendations
            open={open}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
