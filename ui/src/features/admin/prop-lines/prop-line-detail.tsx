import { useState } from 'react';
import { App, Button, Card, Descriptions, Space } from 'antd';
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
import { DetailPending, SelectPrompt } from '@/features/admin/common/detail-card';
import { editFormProps } from '@/features/admin/common/form-actions';
import { confirmDelete, reportOutcome } from '@/features/admin/common/mutation-outcome';
import { PropLineEditForm } from './prop-line-edit-form';
import {
  useAdminPropLineQuery,
  useDeleteAdminPropLineMutation,
  useUpdateAdminPropLineMutation,
} from './prop-lines.api';
import { formatPulledAt } from './pulled-at';
import { RelatedPicks } from './related-picks';

const UPDATE_OUTCOME = {
  success: PROP_LINE_UPDATE_SUCCESS_MESSAGE,
  failed: PROP_LINE_UPDATE_FAILED_MESSAGE,
  error: PROP_LINE_UPDATE_ERROR_MESSAGE,
  log: 'Prop line update failed',
};
const DELETE_OUTCOME = {
  success: PROP_LINE_DELETE_SUCCESS_MESSAGE,
  failed: PROP_LINE_DELETE_FAILED_MESSAGE,
  error: PROP_LINE_DELETE_ERROR_MESSAGE,
  log: 'Prop line delete failed',
};

const signed = (odds: number) => (odds > 0 ? `+${String(odds)}` : String(odds));

export function PropLineDetail({ id, onDeleted }: { id: string | null; onDeleted: (id: string) => void }) {
  if (id === null) return <SelectPrompt message={SELECT_PROP_LINE_MESSAGE} />;
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

  if (detail.isError || line === undefined) {
    return (
      <DetailPending title="Prop line details" failedText="Could not load this prop line." query={detail} />
    );
  }

  const close = () => {
    setEditing(false);
  };
  const save = async (patch: PropLineUpdate) => {
    if (await reportOutcome(message, () => update({ id, patch }).unwrap(), UPDATE_OUTCOME)) close();
  };

  const doDelete = async () => {
    if (await reportOutcome(message, () => remove(id).unwrap(), DELETE_OUTCOME)) onDeleted(id);
  };

  const askDelete = () => {
    confirmDelete(modal, {
      title: 'Delete prop line',
      content: PROP_LINE_DELETE_CONFIRM_MESSAGE,
      onOk: () => {
        void doDelete();
      },
    });
  };

  if (editing) {
    return (
      <Card title="Edit prop line">
        <PropLineEditForm line={line} {...editFormProps(saving, close, save)} />
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
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={deleting} onClick={askDelete}>
          {deleting ? DELETING_TEXT : 'Delete'}
        </Button>
      </Space>
    </Card>
  );
}
