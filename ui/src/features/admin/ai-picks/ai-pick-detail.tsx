import {
  Alert,
  Button,
  Descriptions,
  Form,
  InputNumber,
  Radio,
  Select,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { STAT_TYPE_OPTIONS } from '@/features/admin/common/admin-format';
import { Link } from 'react-router-dom';
import { FormActions } from '@/features/admin/common/form-actions';
import { wholeNumberRules } from '@/features/admin/common/form-rules';
import {
  AI_PICK_MIN_CONFIDENCE_INPUT,
  DELETING_TEXT,
  LOADING_TEXT,
  bandColour,
  displayDirection,
  statTypeLabel,
  type AiPick,
  type AiPickUpdate,
} from '@edgeboard/domain';

export const SELECT_AI_PICK_MESSAGE = 'Select an AI pick to view details';
export const AI_PICK_DETAIL_FAILED_MESSAGE = 'Could not load this AI pick.';
/** A pick whose game has kicked off is part of the record: its Edit and Delete are off (issue #14 item 5). */
export const LOCKED_AT_KICKOFF_LABEL = 'Locked at kickoff';

const TAG_COLOUR = { green: 'green', blue: 'blue', amber: 'gold', red: 'red' } as const;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export function ConfidenceTag({ confidence }: { confidence: number }) {
  return <Tag color={TAG_COLOUR[bandColour(confidence)]}>{confidence}%</Tag>;
}

interface EditValues {
  stat_type: AiPick['stat_type'];
  pick: AiPick['pick'];
  line_value: number;
  confidence: number;
}

export function AiPickDetail({
  pick,
  loading,
  failed,
  mode,
  saving,
  deleting,
  onEdit,
  onCancel,
  onSave,
  onDelete,
  lockedNotice,
}: {
  pick: AiPick | undefined;
  loading: boolean;
  failed: boolean;
  mode: 'view' | 'edit';
  saving: boolean;
  deleting: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (changes: AiPickUpdate) => void;
  onDelete: () => void;
  /** The server's 409 pick_locked message (naming the kickoff), when an edit or delete of this pick was refused. */
  lockedNotice?: string | undefined;
}) {
  if (loading) return <Spin description={LOADING_TEXT}>{<div style={{ minHeight: 80 }} />}</Spin>;
  if (failed) return <Typography.Text type="danger">{AI_PICK_DETAIL_FAILED_MESSAGE}</Typography.Text>;
  if (pick === undefined) return <Typography.Text type="secondary">{SELECT_AI_PICK_MESSAGE}</Typography.Text>;
  const locked = Boolean(pick.locked_at) || lockedNotice !== undefined;

  if (mode === 'edit' && !locked) {
    return (
      <Form<EditValues>
        key={pick.id}
        layout="vertical"
        aria-label={`Edit AI pick for ${pick.player}`}
        initialValues={{
          stat_type: pick.stat_type,
          pick: pick.pick,
          line_value: pick.line_value,
          confidence: pick.confidence,
        }}
        onFinish={(values) => {
          onSave(values);
        }}
      >
        <Typography.Title level={4}>{pick.player}</Typography.Title>
        <Form.Item
          label="Stat type"
          name="stat_type"
          rules={[{ required: true, message: 'Choose a stat type' }]}
        >
          <Select aria-label="Stat type" options={STAT_TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item label="Pick" name="pick" rules={[{ required: true, message: 'Choose over or under' }]}>
          <Radio.Group
            aria-label="Pick"
            options={[
              { value: 'over', label: 'Over' },
              { value: 'under', label: 'Under' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Line value"
          name="line_value"
          validateTrigger="onChange"
          rules={[
            { required: true, message: 'Enter a line value' },
            {
              validator: (_r, v: unknown) =>
                typeof v === 'number' && !Number.isInteger(v * 2)
                  ? Promise.reject(new Error('The line moves in steps of 0.5'))
                  : Promise.resolve(),
            },
          ]}
        >
          <InputNumber aria-label="Line value" step={0.5} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="Confidence"
          name="confidence"
          validateTrigger="onChange"
          rules={wholeNumberRules(
            {
              missing: 'Enter a confidence',
              outside: `Confidence is a whole number from ${String(AI_PICK_MIN_CONFIDENCE_INPUT)} to 100`,
            },
            AI_PICK_MIN_CONFIDENCE_INPUT,
            100,
          )}
        >
          <InputNumber
            aria-label="Confidence"
            min={AI_PICK_MIN_CONFIDENCE_INPUT}
            max={100}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <FormActions saving={saving} onCancel={onCancel} />
      </Form>
    );
  }

  return (
    <div aria-label={`AI pick for ${pick.player}`} role="region">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {pick.player} {locked && <Tag color="default">{LOCKED_AT_KICKOFF_LABEL}</Tag>}
      </Typography.Title>
      {lockedNotice !== undefined && (
        <Alert type="warning" showIcon title={lockedNotice} style={{ marginBottom: 16 }} />
      )}
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'opponent', label: 'Opponent', children: pick.opponent },
          { key: 'stat', label: 'Stat type', children: statTypeLabel(pick.stat_type) },
          {
            key: 'pick',
            label: 'Pick',
            children: `${displayDirection(pick.pick)} ${String(pick.line_value)}`,
          },
          {
            key: 'confidence',
            label: 'Confidence',
            children: <ConfidenceTag confidence={pick.confidence} />,
          },
          { key: 'week', label: 'Week', children: `${String(pick.season)} week ${String(pick.week)}` },
          { key: 'result', label: 'Result', children: pick.result ?? 'Not graded' },
          { key: 'created', label: 'Created', children: formatDateTime(pick.created_at) },
          { key: 'reasoning', label: 'Reasoning', children: pick.reasoning },
        ]}
      />
      <Space wrap style={{ marginTop: 16 }}>
        {/* A disabled button takes no pointer events: the tooltip sits on a wrapper. */}
        <Tooltip title={locked ? LOCKED_AT_KICKOFF_LABEL : undefined}>
          <span>
            <Button type="primary" onClick={onEdit} disabled={locked}>
              Edit
            </Button>
          </span>
        </Tooltip>
        <Tooltip title={locked ? LOCKED_AT_KICKOFF_LABEL : undefined}>
          <span>
            <Button danger onClick={onDelete} loading={deleting} disabled={locked}>
              {deleting ? DELETING_TEXT : 'Delete'}
            </Button>
          </span>
        </Tooltip>
        <Link to={`/dashboard/analysis/${encodeURIComponent(pick.id)}`}>Subscriber analysis</Link>
      </Space>
    </div>
  );
}
