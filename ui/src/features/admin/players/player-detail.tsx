import { useState } from 'react';
import { failureKind } from '@/features/admin/common/failure-kind';
import { App, Button, Card, Descriptions, Empty, Space, Spin, Typography } from 'antd';
import { EditOutlined, LineChartOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import {
  PLAYER_UPDATE_ERROR_MESSAGE,
  PLAYER_UPDATE_FAILED_MESSAGE,
  PLAYER_UPDATE_SUCCESS_MESSAGE,
  SELECT_PLAYER_MESSAGE,
  statTypeLabel,
  type Player,
  type PlayerUpdate,
} from '@edgeboard/domain';
import { PlayerEditForm } from './player-edit-form';
import { latestSeasonSummary } from './player-stats';
import { useAdminPlayerQuery, useAdminPlayerStatsQuery, useUpdateAdminPlayerMutation } from './players.api';

export function PlayerDetail({ id }: { id: string | null }) {
  if (id === null) {
    return (
      <Card>
        <Empty description={SELECT_PLAYER_MESSAGE} />
      </Card>
    );
  }
  // Keyed by id so choosing another player always starts in view mode.
  return <SelectedPlayer key={id} id={id} />;
}

function SelectedPlayer({ id }: { id: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const detail = useAdminPlayerQuery(id);
  const [update, { isLoading: saving }] = useUpdateAdminPlayerMutation();
  const player = detail.data;

  if (detail.isError) {
    return (
      <Card title="Player details">
        <Typography.Text type="danger">Could not load this player.</Typography.Text>{' '}
        <Button onClick={() => void detail.refetch()}>Retry</Button>
      </Card>
    );
  }
  if (player === undefined) {
    return (
      <Card title="Player details">
        <Spin />
      </Card>
    );
  }

  const save = async (patch: PlayerUpdate) => {
    try {
      await update({ id, patch }).unwrap();
      void message.success(PLAYER_UPDATE_SUCCESS_MESSAGE);
      setEditing(false);
    } catch (error) {
      console.error('Player update failed', error);
      void message.error(
        failureKind(error) === 'failed' ? PLAYER_UPDATE_FAILED_MESSAGE : PLAYER_UPDATE_ERROR_MESSAGE,
      );
    }
  };

  if (editing) {
    return (
      <Card title={`Edit ${player.name}`}>
        <PlayerEditForm
          player={player}
          saving={saving}
          onCancel={() => {
            setEditing(false);
          }}
          onSave={(patch) => void save(patch)}
        />
      </Card>
    );
  }

  return (
    <Card title={player.name}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Name">{player.name}</Descriptions.Item>
        <Descriptions.Item label="Position">{player.position}</Descriptions.Item>
        <Descriptions.Item label="Team">{player.team_name}</Descriptions.Item>
        <Descriptions.Item label="ESPN ID">{player.espn_id ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="PFF ID">{player.pff_id ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Sleeper ID">{player.sleeper_id ?? '—'}</Descriptions.Item>
      </Descriptions>
      <StatsSummary player={player} />
      <Space wrap style={{ marginTop: 16 }}>
        <Button
          type="primary"
          icon={<EditOutlined aria-hidden />}
          onClick={() => {
            setEditing(true);
          }}
        >
          Edit Player Data
        </Button>
        <Button
          icon={<LineChartOutlined aria-hidden />}
          onClick={() => {
            void navigate(`/admin/content/players/stats/${encodeURIComponent(player.id)}`);
          }}
        >
          View Detailed Stats
        </Button>
      </Space>
    </Card>
  );
}

/** The newest season at a glance, from the same game log the stats screen shows. */
function StatsSummary({ player }: { player: Player }) {
  const stats = useAdminPlayerStatsQuery(player.id);
  if (stats.data === undefined) return null;
  const summary = latestSeasonSummary(stats.data.games, player.position);
  return (
    <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }} data-testid="player-summary">
      {summary === null
        ? 'No games logged yet.'
        : `${String(summary.season)} season: ${String(summary.total)} ${statTypeLabel(summary.stat)} in ${String(
            summary.games,
          )} ${summary.games === 1 ? 'game' : 'games'}`}
    </Typography.Paragraph>
  );
}
