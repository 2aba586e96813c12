import { useState } from 'react';
import { App, Button, Card, Descriptions, Space, Typography } from 'antd';
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
import { DetailPending, SelectPrompt } from '@/features/admin/common/detail-card';
import { editFormProps } from '@/features/admin/common/form-actions';
import { reportOutcome } from '@/features/admin/common/mutation-outcome';
import { PlayerEditForm } from './player-edit-form';
import { idLabel, PLAYER_ID_SOURCES } from '@/features/admin/common/player-ids';
import { latestSeasonSummary } from './player-stats';
import { useAdminPlayerQuery, useAdminPlayerStatsQuery, useUpdateAdminPlayerMutation } from './players.api';

const UPDATE_OUTCOME = {
  success: PLAYER_UPDATE_SUCCESS_MESSAGE,
  failed: PLAYER_UPDATE_FAILED_MESSAGE,
  error: PLAYER_UPDATE_ERROR_MESSAGE,
  log: 'Player update failed',
};

export function PlayerDetail({ id }: { id: string | null }) {
  if (id === null) return <SelectPrompt message={SELECT_PLAYER_MESSAGE} />;
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

  if (detail.isError || player === undefined) {
    return <DetailPending title="Player details" failedText="Could not load this player." query={detail} />;
  }

  const close = () => {
    setEditing(false);
  };
  const save = async (patch: PlayerUpdate) => {
    if (await reportOutcome(message, () => update({ id, patch }).unwrap(), UPDATE_OUTCOME)) close();
  };

  if (editing) {
    return (
      <Card title={`Edit ${player.name}`}>
        <PlayerEditForm player={player} {...editFormProps(saving, close, save)} />
      </Card>
    );
  }

  return (
    <Card title={player.name}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Name">{player.name}</Descriptions.Item>
        <Descriptions.Item label="Position">{player.position}</Descriptions.Item>
        <Descriptions.Item label="Team">{player.team_name}</Descriptions.Item>
        {PLAYER_ID_SOURCES.map(({ field, source }) => (
          <Descriptions.Item key={field} label={idLabel(source)}>
            {player[field] ?? '—'}
          </Descriptions.Item>
        ))}
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
        : `${String(summary.season)} season: ${String(summary.total)} ${statTypeLabel(summary.stat).toLowerCase()} in ${String(
            summary.games,
          )} ${summary.games === 1 ? 'game' : 'games'}`}
    </Typography.Paragraph>
  );
}
