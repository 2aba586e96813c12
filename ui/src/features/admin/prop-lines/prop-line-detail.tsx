import { useState } from 'react';
import { failureKind } from '@/features/admin/common/failure-kind';
import { App, Button, Card, Descriptions, Empty, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  DELETING_TEXT,
  PROP_LINE_DELETE_CONFIRM_MESSAGE,
  PROP_LINE_DELETE_ERROR_MESSAGE,
  PROP_LINE_DELETE_FAILED_MESSAGE,
  PROP_LINE_DELETE_SUCCESS_MESSAGE,
  PROP_LINE_UPDATE_ERROR_MESSAGE,
  PROP_LINE_UPDATE_FAILED_MESSAGE,
  PROP_LINE_UPDATE_SUCCESS_MESSAGE,
  SELECT_PROP_LINE_MESSAGE,
  statTypeLabel,
  type PropLineUpdate,
} from '@edgeboard/domain';
import { PropLineEditForm } from './prop-line-edit-form';
import {
  useAdminPropLineQuery,
  useDeleteAdminPropLineMutation,
  useUpdateAdminPropLineMutation,
} from './prop-lines.api';
import { formatPulledAt } from './pulled-at';
import { RelatedPicks } from './related-picks';

const signed = (odds: number) => (odds > 0 ? `+${String(odds)}` : String(odds));

export function PropLineDetail({ id, onDeleted }: { id: string | null; onDeleted: (id: string) => void }) {
  if (id === null) {
    return (
      <Card>
        <Empty description={SELECT_PROP_LINE_MESSAGE} />
      </Card>
    );
  }
  // Keyed by id so choosing another line always starts in view mode.
  return <SelectedPropLine key={id} id={id} onDeleted={onDeleted} />;
}

function SelectedPropLine({ id, onDeleted }: { id: string; onDeleted: (id: string) => void }) {
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState(false);
  const detail = useAdminPropLineQuery(id);
  const [update, { isLoading: saving }] = useUpdateAdminPropLineMutation();
  const [remove, { isLoading: deleting }] = useDeleteAdminPropLineMutation();
  const line = detail.data;

  if (detail.isError) {
    return (
      <Card title="Prop line details">
        <Typography.Text type="danger">Could not load this prop line.</Typography.Text>{' '}
        <Button onClick={() => void detail.refetch()}>Retry</Button>
      </Card>
    );
  }
  if (line === undefined) {
    return (
      <Card title="Prop line details">
        <Spin />
      </Card>
    );
  }

  const save = async (patch: PropLineUpdate) => {
    try {
      await update({ id, patch }).unwrap();
      void message.success(PROP_LINE_UPDATE_SUCCESS_MESSAGE);
      setEditing(false);
    } catch (error) {
      console.error('Prop line update failed', error);
      void message.error(
        failureKind(error) === 'failed' ? PROP_LINE_UPDATE_FAILED_MESSAGE : PROP_LINE_UPDATE_ERROR_MESSAGE,
      );
    }
  };

  const doDelete = async () => {
    try {
      await remove(id).unwrap();
      void message.success(PROP_LINE_DELETE_SUCCESS_MESSAGE);
      onDeleted(id);
    } catch (error) {
      console.error('Prop line delete failed', error);
      void message.error(
        failureKind(error) === 'failed' ? PROP_LINE_DELETE_FAILED_MESSAGE : PROP_LINE_DELETE_ERROR_MESSAGE,
      );
    }
  };

  const confirmDelete = () => {
    void modal.confirm({
      title: 'Delete prop line',
      content: PROP_LINE_DELETE_CONFIRM_MESSAGE,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => {
        void doDelete();
      },
    });
  };

  if (editing) {
    return (
      <Card title="Edit prop line">
        <PropLineEditForm
          line={line}
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
    <Card title={`${line.player} · ${statTypeLabel(line.stat_type)}`}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Player">{line.player}</Descriptions.Item>
        <Descriptions.Item label="Stat Type">{statTypeLabel(line.stat_type)}</Descriptions.Item>
        <Descriptions.Item label="Line Value">{line.line_value}</Descriptions.Item>
        <Descriptions.Item label="Odds">{signed(line.odds)}</Descriptions.Item>
        <Descriptions.Item label="Sportsbook">{line.sportsbook}</Descriptions.Item>
        <Descriptions.Item label="Game ID">{line.game_id ?? 'N/A'}</Descriptions.Item>
        <Descriptions.Item label="Pulled At">{formatPulledAt(line.pulled_at)}</Descriptions.Item>
      </Descriptions>
      {/* Before Edit and Delete: the admin sees which picks either would touch. */}
      <RelatedPicks lineId={line.id} />
      <Space wrap style={{ marginTop: 16 }}>
        <Button
          icon={<EditOutlined aria-hidden />}
          disabled={deleting}
          onClick={() => {
            setEditing(true);
          }}
        >
          Edit
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={deleting} onClick={confirmDelete}>
          {deleting ? DELETING_TEXT : 'Delete'}
        </Button>
      </Space>
    </Card>
  );
}
