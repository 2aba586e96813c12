import { BarChartOutlined, RobotOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { FREE_TRIAL_USED_MESSAGE, SEASON } from '@edgeboard/domain';
import { UpgradeAction } from './upgrade-action';
import { useDashboardFeedQuery } from './dashboard.api';
import { markFreeTrialUsed, readFreeTrialUsed } from './free-trial';
import { Muted } from '../../components/text';

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
}

export function QuickActions({ userId, freeTrialOnly }: QuickActionsProps) {
  const total = useDashboardFeedQuery({ limit: 1, season: SEASON });
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
                    <span style={COUNT_STYLE}>{total.data.count > 9999 ? '9999+' : total.data.count}</span>{' '}
                    props available
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
                <Muted>{FREE_TRIAL_USED_MESSAGE}</Muted> <UpgradeAction link returnPath="/dashboard" />
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
