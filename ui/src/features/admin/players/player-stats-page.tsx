import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Result,
  Select,
  Spin,
  Table,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { statTypeLabel, type GameLogEntry } from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { idLabel, knownIds } from '@/features/admin/common/player-ids';
import { mainStatFor, seasonsOf, STAT_LABELS, statColumnsFor } from './player-stats';
import { useAdminPlayerStatsQuery } from './players.api';
import { WeeklyStatChart } from './weekly-stat-chart';

export const PLAYER_NOT_FOUND = 'Player not found';
export const NO_GAMES_MESSAGE = 'No games have been logged for this player yet.';
export const STATS_LOAD_FAILED = 'Could not load this player’s stats.';

const capitalised = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

function BackToPlayers() {
  const navigate = useNavigate();
  return (
    <Button
      icon={<ArrowLeftOutlined aria-hidden />}
      onClick={() => {
        void navigate('/admin/content/players');
      }}
    >
      Back to players
    </Button>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const stats = useAdminPlayerStatsQuery(id, { skip: id === '' });
  const [chosenSeason, setChosenSeason] = useState<number | null>(null);

  if (stats.isError) {
    const notFound = (stats.error as Partial<ApiError>).status === 404;
    return notFound ? (
      <Result status="404" title={PLAYER_NOT_FOUND} extra={<BackToPlayers />} />
    ) : (
      <Flex vertical gap={16}>
        <BackToPlayers />
        <Alert
          type="error"
          showIcon
          title={STATS_LOAD_FAILED}
          action={<Button onClick={() => void stats.refetch()}>Retry</Button>}
        />
      </Flex>
    );
  }
  if (stats.data === undefined) return <Spin size="large" />;

  const { player, games } = stats.data;
  const seasons = seasonsOf(games);
  const season = chosenSeason !== null && seasons.includes(chosenSeason) ? chosenSeason : seasons[0];
  const shown = games.filter((g) => g.season === season);
  const main = mainStatFor(player.position);
  const columns: TableColumnsType<GameLogEntry> = [
    { title: 'Season', dataIndex: 'season' },
    { title: 'Week', dataIndex: 'week' },
    { title: 'Opponent', dataIndex: 'opponent' },
    ...statColumnsFor(player.position).map((key) => ({
      title: STAT_LABELS[key],
      dataIndex: key,
      align: 'right' as const,
    })),
  ];

  return (
    <Flex vertical gap={16}>
      <div>
        <BackToPlayers />
      </div>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {player.name}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label="Position">{player.position}</Descriptions.Item>
        <Descriptions.Item label="Team">{player.team_name}</Descriptions.Item>
        {knownIds(player).map(({ source, id }) => (
          <Descriptions.Item key={source} label={idLabel(source)}>
            {id}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {season === undefined ? (
        <Empty description={NO_GAMES_MESSAGE} />
      ) : (
        <>
          <Select
            aria-label="Season"
            value={season}
            options={seasons.map((s) => ({ value: s, label: `${String(s)} season` }))}
            onChange={setChosenSeason}
            style={{ width: 180 }}
          />
          <Card title={`${capitalised(statTypeLabel(main))} per week`} size="small">
            <WeeklyStatChart games={shown} stat={main} />
          </Card>
          <Table<GameLogEntry>
            rowKey="game_id"
            size="small"
            columns={columns}
            dataSource={shown}
            pagination={false}
            scroll={{ x: true }}
            caption={<Typography.Text strong>Game log</Typography.Text>}
          />
        </>
      )}
    </Flex>
  );
}
