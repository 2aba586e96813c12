import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Tag } from 'antd';
import { GAMES_CARD_MIN_HEIGHT } from './card-heights';
import { useState } from 'react';
import {
  GAMES_PER_PAGE,
  LIVE_GAMES_ROTATION_MS,
  NO_GAMES_MESSAGE,
  SCORES_FAILED_MESSAGE,
  WEEKS,
  type NflGame,
} from '@edgeboard/domain';
import { SCORES_POLLING, useDashboardScoresQuery } from './dashboard.api';
import { allGamesOver, gameStatusText, isGameLive } from './game-status';
import { useRotation } from './use-rotation';

interface LiveGamesCardProps {
  /** The season the server's clock is in (GET /api/site). */
  season: number;
  initialWeek: number;
  /** When the week came from the feed's first item rather than an open pick, finished weeks roll on. */
  rollForward: boolean;
}

export function LiveGamesCard({ season, initialWeek, rollForward }: LiveGamesCardProps) {
  const [week, setWeek] = useState(initialWeek);
  // currentData belongs to this week only; `data` would still hold the previous week's games.
  const { currentData: data, isError } = useDashboardScoresQuery(
    { season, week, seasonType: 'REG' },
    SCORES_POLLING,
  );

  // The current week is the first one that still has a game to play.
  if (rollForward && week < WEEKS && data !== undefined && allGamesOver(data)) setWeek(week + 1);

  return (
    <Card
      title="Live NFL Games"
      extra={<span data-testid="season-week">{`Season ${String(season)} · Week ${String(week)}`}</span>}
      style={{ height: '100%', minHeight: GAMES_CARD_MIN_HEIGHT }}
    >
      {isError ? (
        <Alert type="error" showIcon title={SCORES_FAILED_MESSAGE} />
      ) : data === undefined ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : data.length === 0 ? (
        <Empty description={NO_GAMES_MESSAGE} />
      ) : (
        <GamePages games={data} />
      )}
    </Card>
  );
}

function GamePages({ games }: { games: NflGame[] }) {
  const [paused, setPaused] = useState(false);
  const pageCount = Math.ceil(games.length / GAMES_PER_PAGE);
  const { index, next, prev } = useRotation(pageCount, LIVE_GAMES_ROTATION_MS, paused);
  const page = games.slice(index * GAMES_PER_PAGE, (index + 1) * GAMES_PER_PAGE);
  return (
    <div
      onMouseEnter={() => {
        setPaused(true);
      }}
      onMouseLeave={() => {
        setPaused(false);
      }}
    >
      <ul
        aria-label="Games"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 8,
        }}
      >
        {page.map((g) => (
          <li
            key={g.GameID}
            data-testid="game"
            style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 6 }}
          >
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: 600 }}>
              <span>
                {g.AwayTeam} @ {g.HomeTeam}
              </span>
              <span aria-label={`${g.AwayTeam} ${g.AwayScore ?? 0}, ${g.HomeTeam} ${g.HomeScore ?? 0}`}>
                {g.AwayScore === null && g.HomeScore === null
                  ? '–'
                  : `${g.AwayScore ?? 0} - ${g.HomeScore ?? 0}`}
              </span>
            </div>
            <div style={{ fontSize: 12, color: '#64748b' }}>
              {isGameLive(g) && (
                <Tag color="red" style={{ marginInlineEnd: 6 }}>
                  LIVE
                </Tag>
              )}
              {gameStatusText(g)}
            </div>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 8 }}>
          <Button
            size="small"
            icon={<LeftOutlined aria-hidden />}
            aria-label="Previous games"
            onClick={prev}
          />
          <span aria-live="polite">{`Page ${index + 1} of ${pageCount}`}</span>
          <Button size="small" icon={<RightOutlined aria-hidden />} aria-label="Next games" onClick={next} />
        </div>
      )}
    </div>
  );
}
