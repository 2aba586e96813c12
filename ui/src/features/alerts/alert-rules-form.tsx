// The all-star rules form: up to ten rules, each with an Edge Score and EV minimum, stat types and players, on or
// off, by e-mail or not; checked as you type against the same schema the API applies.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, InputNumber, Popconfirm, Select, Space, Switch } from 'antd';
import { useMemo } from 'react';
import {
  AlertRule,
  ENGINE_STAT_TYPES,
  MAX_ALERT_RULE_PLAYERS,
  MAX_ALERT_RULES,
  statTypeLabel,
  type AlertPlayer,
} from '@edgeboard/domain';
import { usePlayerSuggestionsQuery } from '@/lib/player-suggestions.api';

/** A rule as the form holds it: players by id. */
export interface RuleFields {
  enabled: boolean;
  minEdgeScore: number | null;
  minEvPercent: number | null;
  statTypes: string[];
  players: string[];
  email: boolean;
}

export const EDGE_SCORE_RANGE_MESSAGE = 'Enter a whole number from 1 to 100, or leave it empty.';
export const EV_RANGE_MESSAGE = 'Enter a percentage from 0 to 100, or leave it empty.';
export const PLAYERS_LIMIT_MESSAGE = `Choose at most ${MAX_ALERT_RULE_PLAYERS} players.`;

const edgeScoreField = AlertRule.shape.minEdgeScore;
const evField = AlertRule.shape.minEvPercent;

export const NEW_RULE: RuleFields = {
  enabled: true,
  minEdgeScore: 55,
  minEvPercent: null,
  statTypes: [],
  players: [],
  email: false,
};

export function toFields(rule: AlertRule): RuleFields {
  return { ...rule, players: rule.players.map((p) => p.id) };
}

export function toRule(fields: RuleFields, names: ReadonlyMap<string, string>): AlertRule {
  const players: AlertPlayer[] = fields.players.map((id) => ({ id, name: names.get(id) ?? id }));
  return AlertRule.parse({ ...fields, players });
}

const checkWith = (schema: typeof edgeScoreField, message: string) => ({
  validator: (_: unknown, value: unknown) =>
    schema.safeParse(value ?? null).success ? Promise.resolve() : Promise.reject(new Error(message)),
});

export function CustomRulesForm({
  initial,
  saving,
  onSave,
}: {
  initial: readonly AlertRule[];
  saving: boolean;
  onSave: (rules: AlertRule[]) => void;
}) {
  const [form] = Form.useForm<{ rules: RuleFields[] }>();
  const players = usePlayerSuggestionsQuery();
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const r of initial) for (const p of r.players) map.set(p.id, p.name);
    for (const p of players.data ?? []) map.set(p.id, p.name);
    return map;
  }, [initial, players.data]);
  const playerOptions = useMemo(
    () =>
      [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
    [names],
  );
  const statOptions = ENGINE_STAT_TYPES.map((t) => ({ value: t, label: statTypeLabel(t) }));

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ rules: initial.map(toFields) }}
      onFinish={(values) => {
        onSave(values.rules.map((r) => toRule(r, names)));
      }}
    >
      <Form.List name="rules">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {fields.length === 0 && <p style={{ margin: 0 }}>No rules yet. Add one to get alerts.</p>}
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={<h2 style={{ margin: 0, fontSize: 16 }}>Rule {index + 1}</h2>}
                extra={
                  <Popconfirm
                    title="Remove this rule?"
                    okText="Remove"
                    cancelText="Keep"
                    onConfirm={() => {
                      remove(field.name);
                    }}
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Remove rule ${index + 1}`}
                    />
                  </Popconfirm>
                }
              >
                <Space wrap size="large" align="start">
                  <Form.Item name={[field.name, 'enabled']} label="On" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'minEdgeScore']}
                    label="Minimum Edge Score"
                    rules={[checkWith(edgeScoreField, EDGE_SCORE_RANGE_MESSAGE)]}
                  >
                    <InputNumber placeholder="Any" style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'minEvPercent']}
                    label="Minimum EV (%)"
                    rules={[checkWith(evField, EV_RANGE_MESSAGE)]}
                  >
                    <InputNumber placeholder="Any" step={0.5} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'email']} label="Also by e-mail" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Space>
                <Form.Item name={[field.name, 'statTypes']} label="Stat types">
                  <Select mode="multiple" allowClear placeholder="Any stat type" options={statOptions} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'players']}
                  label="Players"
                  rules={[{ type: 'array', max: MAX_ALERT_RULE_PLAYERS, message: PLAYERS_LIMIT_MESSAGE }]}
                  style={{ marginBottom: 0 }}
                >
                  <Select
                    mode="multiple"
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Any player"
                    loading={players.isFetching}
                    options={playerOptions}
                  />
                </Form.Item>
              </Card>
            ))}
            <Space wrap>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_ALERT_RULES}
                onClick={() => {
                  add({ ...NEW_RULE });
                }}
              >
                Add rule
              </Button>
              <Button type="primary" htmlType="submit" loading={saving}>
                Save alerts
              </Button>
            </Space>
          </Space>
        )}
      </Form.List>
    </Form>
  );
}
