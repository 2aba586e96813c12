import { Card, Result, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useParams } from 'react-router-dom';
import {
  cleanAnalysis,
  parseFinalRecommendation,
  pickLabel,
  PERMISSION_MESSAGE,
  PROP_NOT_FOUND_MESSAGE,
  PROP_NOT_FOUND_TITLE,
  propTypeTitle,
  type PropDetail,
} from '@edgeboard/domain';
import { planNameOf } from '@/lib/gating/plan-refusal';
import { PageSpinner } from '@/components/page-spinner';
import { PageColumn } from '@/components/page-column';
import { playerResearchHref, trackBetHref } from '@/components/pick-card/pick-card-view';
import { PickStanding } from './pick-standing';
import { AddToParlayButton, legOfPick } from '@/lib/parlay/add-to-parlay-button';
import { usePropAnalysisQuery } from '@/lib/analysis.api';
import { FactorBars, FinalRecommendation, PointList, Section } from './analysis-sections';
import { ClosingLineFigures } from './closing-line';
import { ConfidenceGauge } from './confidence-gauge';
import { DefenseLink } from '@/components/defense-link';
import { HistoryChart } from '@/components/history-chart';
import { LineMovementSection } from './line-movement';
import { MarketDetails } from './market-section';
import { PriceLadder } from './price-ladder';
import { PickEdits } from './pick-edits';
import { isApiError } from '@/lib/base-query';

const BACK_TO_PROPS = 'Back to Props';

function BackLink() {
  return (
    <Link to="/dashboard/props">
      <ArrowLeftOutlined aria-hidden /> {BACK_TO_PROPS}
    </Link>
  );
}

function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

function AnalysisView({ prop }: { prop: PropDetail }) {
  const [pick] = prop.ai_picks;
  const opts = { confidence: prop.confidence, pickDirection: pick?.pickDirection ?? '' };
  const analysis = cleanAnalysis(prop.analysis, opts);
  const recommendation = parseFinalRecommendation(analysis.final_recommendation);
  const weather = analysis.weather_impact?.trim() ?? '';
  // Picks stored before prices were kept carry neither.
  const market = pick?.market ?? null;
  const summaryText = prop.marketSummary?.trim() ?? '';
  const marketSummary = summaryText === '' ? null : summaryText;
  const researchHref = playerResearchHref(prop.playerId, pick?.statType);
  const label = pickLabel(prop.confidence, market);

  return (
    <PageColumn as="article" labelledBy="analysis-title" maxWidth={960}>
      <BackLink />
      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'space-between' }}>
          <div style={{ flex: '1 1 260px', minWidth: 0 }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <Tag color="blue">{prop.sport}</Tag>
              <Typography.Text type="secondary">{prop.time}</Typography.Text>
            </div>
            <Typography.Title id="analysis-title" level={1} style={{ fontSize: 24, margin: '8px 0' }}>
              {prop.description}
            </Typography.Title>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              <Tag>{prop.type}</Tag>
              <Typography.Text>{prop.matchup}</Typography.Text>
              <DefenseLink team={prop.opponent} position={prop.position} />
              {researchHref !== null && <Link to={researchHref}>{prop.player} research</Link>}
              {/* A played pick cannot be tracked: the tracker takes bets placed before kickoff. */}
              {prop.result == null && <Link to={trackBetHref(prop.id)}>Track bet</Link>}
              {prop.result == null && <ParlayButton prop={prop} />}
            </div>
            <PickStanding prop={prop} market={market} label={label} />
          </div>
          <ConfidenceGauge confidence={prop.confidence} label={label} />
        </div>
      </Card>

      {(market !== null || marketSummary !== null) && (
        <Section title="Market">
          <MarketDetails
            market={market}
            summary={marketSummary}
            call={pick?.pickDirection === 'Under' ? 'under' : 'over'}
          />
          <PriceLadder pickId={prop.id} />
        </Section>
      )}

      {prop.closing != null && (
        <Section title="Closing line value">
          <ClosingLineFigures
            closing={prop.closing}
            call={pick?.pickDirection === 'Under' ? 'Under' : 'Over'}
          />
        </Section>
      )}

      <LineMovementSection
        pickId={prop.id}
        statLabel={pick === undefined ? prop.type : propTypeTitle(pick.statType)}
        side={pick?.pickDirection === 'Under' ? 'under' : 'over'}
      />

      {(prop.versions ?? []).some((v) => v.changes.length > 0) && (
        <Section title="Edits">
          <PickEdits edits={prop.versions ?? []} kickoff={prop.kickoff} />
        </Section>
      )}

      <Section title="Supporting Factors">
        <PointList items={analysis.supporting_factors} kind="support" empty="No supporting factors listed." />
      </Section>
      <Section title="Confidence Breakdown">
        <FactorBars factors={analysis.factors} />
      </Section>
      <Section title="Concerns">
        <PointList items={analysis.concerns} kind="concern" empty="No concerns noted for this pick." />
      </Section>
      <Section title="Historical Performance">
        {pick === undefined ? null : (
          <HistoryChart
            games={analysis.historicalGames}
            line={pick.lineValue}
            statLabel={propTypeTitle(pick.statType)}
          />
        )}
      </Section>
      <Section title="Summary">
        <Typography.Paragraph style={{ margin: 0 }}>{analysis.summary}</Typography.Paragraph>
      </Section>
      {weather !== '' && (
        <Section title="Weather Impact">
          <Typography.Paragraph style={{ margin: 0 }}>{weather}</Typography.Paragraph>
        </Section>
      )}
      <Section title="Final Recommendation">
        <FinalRecommendation parsed={recommendation} />
      </Section>
    </PageColumn>
  );
}

export function AnalysisPage() {
  const { id } = useParams();
  const query = usePropAnalysisQuery(id ?? skipToken);

  if (query.isLoading || query.isFetching) return <PageSpinner />;

  if (query.isError && isForbidden(query.error)) {
    return (
      <Result
        status="403"
        title={PERMISSION_MESSAGE}
        // The pick is beyond the caller's allowance of upcoming picks; only All-Star Edge has no limit.
        subTitle={`${planNameOf('all-star')} opens the analysis of every pick.`}
        extra={[
          <Link key="plans" to="/dashboard/subscription">
            View Plans
          </Link>,
          <BackLink key="back" />,
        ]}
      />
    );
  }

  if (query.data === undefined || query.isError) {
    return (
      <Result
        status="404"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{PROP_NOT_FOUND_TITLE}</h1>}
        subTitle={PROP_NOT_FOUND_MESSAGE}
        extra={<BackLink />}
      />
    );
  }

  return <AnalysisView prop={query.data} />;
}

export const Component = AnalysisPage;

/** The pick's prop can join a same-game parlay until it is graded (issue #32). */
function ParlayButton({ prop }: { prop: PropDetail }) {
  const leg = legOfPick(prop);
  return leg === null ? null : <AddToParlayButton leg={leg} />;
}
