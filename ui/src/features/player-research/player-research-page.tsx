// The player research page (issue #19 items 1 and 4): /dashboard/players/:id?statType=…&line=…. The server
// decides what the caller may see (403 below starting; the advanced part is null below all-star).
import { Button, Card, Input, Result, Select, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState, type SyntheticEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  ENGINE_STAT_TYPES,
  EngineStatType,
  RESEARCH_UPGRADE_CODE,
  ResearchLine,
  type PlayerResearchResponse,
} from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { PlanRefusal } from '@/lib/gating/plan-refusal';
import { PageSpinner } from '@/components/page-spinner';
import { AdvancedCard } from './advanced-card';
import { GameLogCard, MissedGamesCard } from './game-log-card';
import { HitRatesCard, SplitsCard } from './hit-rates-card';
import { usePlayerResearchQuery } from './player-research.api';
import { PropCalculator } from './prop-calculator';
import { ResearchPlayerSearch } from './research-player-search';
import { statTitle, statValue } from './research-format';
import './player-research.css';

const STAT_OPTIONS = ENGINE_STAT_TYPES.map((s) => ({ value: s, label: statTitle(s) }));

const LINE_SOURCE_TEXT = {
  query: 'your line',
  pick: 'this week’s pick line',
  median: 'his season median',
} as const;

function LineForm({ research }: { research: PlayerResearchResponse }) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('line') ?? '');
  const trimmed = text.trim();
  const error =
    trimmed === '' || ResearchLine.safeParse(trimmed).success ? null : 'Enter a line from 0 to 1000.';
  const apply = (e: SyntheticEvent) => {
    e.preventDefault();
    if (error) return;
    const next = new URLSearchParams(params);
    if (trimmed === '') next.delete('line');
    else next.set('line', trimmed);
    setParams(next);
  };
  return (
    <form
      onSubmit={apply}
      aria-label="Line"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}
    >
      <div style={{ display: 'grid', gap: 4 }}>
        <label htmlFor="research-stat">Stat type</label>
        <Select<EngineStatType>
          id="research-stat"
          value={research.statType}
          options={STAT_OPTIONS}
          virtual={false}
          style={{ minWidth: 200 }}
          onChange={(statType) => {
            const next = new URLSearchParams(params);
            next.set('statType', statType);
            next.delete('line');
            setText('');
            setParams(next);
          }}
        />
      </div>
      <div style={{ display: 'grid', gap: 4 }}>
        <label htmlFor="research-line">Line</label>
        <Input
          id="research-line"
          inputMode="decimal"
          style={{ width: 120 }}
          value={text}
          placeholder={research.line === null ? '' : statValue(research.line)}
          status={error ? 'error' : undefined}
          aria-invalid={error !== null}
          aria-describedby="research-line-note"
          onChange={(e) => {
            setText(e.target.value);
          }}
        />
      </div>
      <Button htmlType="submit" disabled={error !== null}>
        Apply
      </Button>
      <span
        id="research-line-note"
        style={{ flexBasis: '100%', fontSize: 13, color: error ? '#b91c1c' : '#475569' }}
      >
        {error ??
          (research.line === null
            ? 'No line yet: enter one.'
            : `Rated against ${statValue(research.line)}, ${LINE_SOURCE_TEXT[research.lineSource ?? 'query']}. Leave empty for the default.`)}
      </span>
    </form>
  );
}

function ResearchView({ research }: { research: PlayerResearchResponse }) {
  const { player } = research;
  return (
    <article
      aria-labelledby="research-title"
      className="research-page"
      style={{
        maxWidth: 960,
        margin: '0 auto',
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'minmax(0, 1fr)',
      }}
    >
      <Card>
        <Typography.Title id="research-title" level={1} style={{ fontSize: 24, margin: 0 }}>
          {player.name}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px' }}>
          {player.position} · {player.team} · games before week {research.week} of {research.season}
          {research.pick && (
            <>
              {' · '}
              <Link
                to={`/dashboard/analysis/${encodeURIComponent(research.pick.id)}`}
                style={{ textDecoration: 'underline' }}
              >
                This week’s pick: {research.pick.direction === 'over' ? 'Over' : 'Under'} {research.pick.line}
              </Link>
            </>
          )}
        </Typography.Paragraph>
        <LineForm key={`${player.id}-${research.statType}`} research={research} />
      </Card>
      <HitRatesCard research={research} />
      <GameLogCard research={research} />
      <SplitsCard research={research} />
      <MissedGamesCard research={research} />
      <AdvancedCard research={research} />
      <PropCalculator
        key={`${player.id}-${research.statType}-${String(research.line)}`}
        playerId={player.id}
        statType={research.statType}
        initialLine={research.line}
        locked={research.advancedLocked}
      />
      <Card>
        <ResearchPlayerSearch />
      </Card>
    </article>
  );
}

function requestOf(id: string | undefined, params: URLSearchParams) {
  if (id === undefined) return skipToken;
  const statType = EngineStatType.safeParse(params.get('statType'));
  const line = ResearchLine.safeParse(params.get('line') ?? undefined);
  return {
    id,
    ...(statType.success ? { statType: statType.data } : {}),
    ...(line.success && params.get('line') !== null ? { line: line.data } : {}),
  };
}

export function PlayerResearchPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const query = usePlayerResearchQuery(requestOf(id, params));

  if (id === undefined) {
    return (
      <Card style={{ maxWidth: 960, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          Player research
        </Typography.Title>
        <ResearchPlayerSearch />
      </Card>
    );
  }
  if (query.isLoading) return <PageSpinner />;
  const error = query.error as ApiError | undefined;
  if (error) {
    if (error.code === RESEARCH_UPGRADE_CODE)
      return (
        <Result
          status="403"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>Player research</h1>}
          subTitle={
            <PlanRefusal tier="starting" unlocks="opens player research: game logs, hit rates and splits" />
          }
        />
      );
    if (error.status === 404)
      return (
        <Result
          status="404"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>Player not found</h1>}
          extra={<ResearchPlayerSearch />}
        />
      );
    return (
      <Result
        status="error"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Could not load the research</h1>}
        subTitle={error.message}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (query.data === undefined) return <PageSpinner />;
  return (
    <div aria-busy={query.isFetching}>
      <ResearchView research={query.data} />
    </div>
  );
}

export const Component = PlayerResearchPage;
