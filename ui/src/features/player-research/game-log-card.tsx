import { Card, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { PlayerResearchResponse, ResearchGame } from '@edgeboard/domain';
import { statTitle, statValue } from './research-format';

// The analysis page's bar chart, loaded only when a research page draws it.
const HistoryChart = lazy(() =>
  import('@/components/history-chart').then((m) => ({ default: m.HistoryChart })),
);

const gameLabel = (g: Pick<ResearchGame, 'season' | 'week'>) => `${String(g.season)} W${String(g.week)}`;

/** The last 20 games as bars with the line across them, then every game of this season and the last. */
export function GameLogCard({ research }: { research: PlayerResearchResponse }) {
  const title = statTitle(research.statType);
  const bars = research.games
    .slice(0, 20)
    .reverse()
    .map((g) => ({ date: gameLabel(g), points: g.value }));
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Game log</h2>}>
      {research.games.length === 0 ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          No games this season or last before week {research.week}.
        </Typography.Paragraph>
      ) : (
        <>
          {research.line !== null && (
            <Suspense fallback={<div style={{ minHeight: 200 }} aria-hidden />}>
              <HistoryChart games={bars} line={research.line} statLabel={title} />
            </Suspense>
          )}
          <div className="research-scroll" tabIndex={0} role="region" aria-label="Game log table">
            <table className="research-table">
              <caption className="visually-hidden">
                {title} by game, newest first, with the box score behind it
              </caption>
              <thead>
                <tr>
                  <th scope="col">Game</th>
                  <th scope="col">Opponent</th>
                  <th scope="col">{title}</th>
                  <th scope="col">Targets</th>
                  <th scope="col">Rec</th>
                  <th scope="col">Carries</th>
                  <th scope="col">Pass att</th>
                </tr>
              </thead>
              <tbody>
                {research.games.map((g) => (
                  <tr key={g.gameId}>
                    <th scope="row">{gameLabel(g)}</th>
                    <td>
                      {g.home === false ? '@ ' : g.home === true ? 'vs ' : ''}
                      {g.opponent}
                    </td>
                    <td className={lineClass(g.value, research.line)}>{statValue(g.value)}</td>
                    <td>{g.targets}</td>
                    <td>{g.receptions}</td>
                    <td>{g.carries}</td>
                    <td>{g.attempts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

const lineClass = (v: number, line: number | null) =>
  line === null ? undefined : v > line ? 'research-over' : v === line ? undefined : 'research-under';

/** Weeks of this season his team played without him. */
export function MissedGamesCard({ research }: { research: PlayerResearchResponse }) {
  const missed = research.missedGames;
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Games missed this season</h2>}>
      {missed.length === 0 ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          None: he played every game his team played before week {research.week}.
        </Typography.Paragraph>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {missed.map((m) => (
            <li key={m.week}>
              Week {m.week}: {m.team}
              {m.opponent === null ? '' : ` vs ${m.opponent}`}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
