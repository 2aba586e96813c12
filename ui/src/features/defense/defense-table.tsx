// One position group and stat type: every team's allowed per game, sortable, the linked team highlighted and
// scrolled to, and the league average as the table's last line.
import { Table, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import type { DefenseLeagueRow, DefenseRow } from '@edgeboard/domain';

const PER_GAME = new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const perGame = (x: number) => PER_GAME.format(x);

export const DEFENSE_EMPTY = 'No games have been played this season yet.';

export const rowId = (team: string) => `defense-row-${team}`;

export function DefenseTable({
  rows,
  league,
  window,
  team,
  loading,
}: {
  rows: DefenseRow[];
  league: DefenseLeagueRow | undefined;
  window: number;
  team: string | undefined;
  loading: boolean;
}) {
  useEffect(() => {
    if (!team || loading) return;
    document.getElementById(rowId(team))?.scrollIntoView({ block: 'center' });
  }, [team, loading, rows]);

  const columns: TableColumnsType<DefenseRow> = [
    { title: 'Team', dataIndex: 'team', sorter: (a, b) => a.team.localeCompare(b.team) },
    { title: 'Games', dataIndex: 'games', align: 'right' },
    {
      title: 'Season per game',
      dataIndex: 'seasonAvg',
      align: 'right',
      sorter: (a, b) => a.seasonAvg - b.seasonAvg,
      render: perGame,
    },
    {
      title: 'Season rank',
      dataIndex: 'seasonRank',
      align: 'right',
      defaultSortOrder: 'ascend',
      sorter: (a, b) => a.seasonRank - b.seasonRank || a.team.localeCompare(b.team),
    },
    {
      title: `Last ${String(window)} per game`,
      dataIndex: 'recentAvg',
      align: 'right',
      sorter: (a, b) => a.recentAvg - b.recentAvg,
      render: perGame,
    },
    {
      title: `Last ${String(window)} rank`,
      dataIndex: 'recentRank',
      align: 'right',
      sorter: (a, b) => a.recentRank - b.recentRank || a.team.localeCompare(b.team),
    },
  ];

  return (
    <Table<DefenseRow>
      rowKey="team"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: DEFENSE_EMPTY }}
      scroll={{ x: 560 }}
      onRow={(r) => ({
        id: rowId(r.team),
        'aria-current': r.team === team ? 'true' : undefined,
        style: r.team === team ? { background: '#fef9c3', fontWeight: 600 } : undefined,
      })}
      summary={() =>
        league ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>League average</Table.Summary.Cell>
            <Table.Summary.Cell index={1} />
            <Table.Summary.Cell index={2} align="right">
              {perGame(league.seasonAvg)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
            <Table.Summary.Cell index={4} align="right">
              {perGame(league.recentAvg)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} />
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
