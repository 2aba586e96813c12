// The bet tracker (issue #19 item 5): the subscriber's own bets (a page at a time), their P/L, ROI, win rate and CLV, a bankroll
// chart and the win rate by stat type; record one from a pick (?pickId=…) or by hand, edit an open one, delete
// any after a confirm. Starting and up; the API refuses anyone else with a code this page reads.
import { Alert, Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BETS_PAGE_SIZE, BETS_UPGRADE_CODE, canUseFeature, type Bet } from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { useMeQuery } from '@/lib/gating/me.api';
import { PlanAlert, RetryAlert } from '@/components/board-failure';
import { LogInAgain } from '@/components/log-in-again';
import { BankrollChart } from './bankroll-chart';
import { BetEditModal } from './bet-edit-modal';
import { BetForm } from './bet-form';
import { BetsSummary } from './bets-summary';
import { BetsTable } from './bets-table';
import { useBetsQuery } from './bets.api';
import { ExportButton } from './export-button';
import { StatTypeRecord } from './stat-type-record';

export const BETS_TITLE = 'Bet Tracker';
export const BETS_INTRO =
  'Record the bets you place, from a pick or by hand. They settle on their own when the game is graded.';
export const BETS_LOAD_FAILED = "Your bets couldn't be loaded. Please try again.";
export const BETS_UNLOCKS = 'unlocks the bet tracker';

function Failure({ error, retry }: { error: ApiError; retry: () => void }) {
  if (error.status === 403 && error.code === BETS_UPGRADE_CODE)
    return <PlanAlert tier="starting" unlocks={BETS_UNLOCKS} />;
  if (error.status === 401)
    return <Alert type="warning" showIcon title={error.message} action={<LogInAgain />} />;
  return <RetryAlert title={BETS_LOAD_FAILED} onRetry={retry} />;
}

export function BetsPage() {
  const [search, setSearch] = useSearchParams();
  const pickId = search.get('pickId');
  const [paging, setPaging] = useState({ page: 1, pageSize: BETS_PAGE_SIZE });
  const bets = useBetsQuery(paging);
  const me = useMeQuery();
  const [editing, setEditing] = useState<Bet | null>(null);
  const error = bets.error as ApiError | undefined;
  const refused = error?.status === 403 || error?.status === 401;
  const data = bets.data;
  // Deleting the last bet of the last page leaves that page empty: ask for the new last page instead (set while
  // rendering, as React advises for state that follows an answer, guarded so it happens once per answer).
  const lastPage = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / data.pageSize));
  if (data !== undefined && data.bets.length === 0 && data.page > lastPage && paging.page === data.page)
    setPaging({ ...paging, page: lastPage });

  return (
    <section
      aria-labelledby="bets-title"
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, padding: '8px 0 32px' }}
    >
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title id="bets-title" level={1} style={{ margin: 0, fontSize: 26 }}>
          {BETS_TITLE}
        </Typography.Title>
        {data !== undefined && (
          <ExportButton
            allowed={me.data !== undefined && canUseFeature(me.data.subscription, 'bet_reports')}
          />
        )}
      </Space>
      <Typography.Paragraph style={{ margin: 0 }}>{BETS_INTRO}</Typography.Paragraph>
      {error !== undefined && <Failure error={error} retry={() => void bets.refetch()} />}
      {bets.isLoading && <Skeleton active paragraph={{ rows: 6 }} data-testid="bets-loading" />}
      {data !== undefined && !refused && (
        <>
          <BetsSummary summary={data.summary} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Bankroll</h2>}>
                <BankrollChart points={data.bankroll} />
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Win rate by stat type</h2>}>
                <StatTypeRecord rows={data.byStatType} />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}>
              <BetForm
                key={pickId ?? 'by-hand'}
                pickId={pickId}
                onDone={() => {
                  if (pickId !== null) setSearch({}, { replace: true });
                }}
              />
            </Col>
            <Col xs={24} lg={16}>
              <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Your bets</h2>}>
                <BetsTable
                  bets={data.bets}
                  paging={{
                    ...paging,
                    total: data.total,
                    onChange: (page, pageSize) => {
                      // A new page size starts again from the first page.
                      setPaging((p) => ({ page: pageSize === p.pageSize ? page : 1, pageSize }));
                    },
                  }}
                  loading={bets.isFetching}
                  onEdit={setEditing}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
      <BetEditModal
        key={editing?.id ?? 'closed'}
        bet={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
    </section>
  );
}

export const Component = BetsPage;
