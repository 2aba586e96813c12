// Alerts settings (issue #19 item 6): starting switches the default rule on or off; all-star writes rules of its
// own; below starting the page names the plan. The API enforces the same (403 with a code this page reads).
import { Alert, Button, Card, Form, Skeleton, Space, Switch, Typography, message } from 'antd';
import {
  ALERTS_UPGRADE_CODE,
  CUSTOM_ALERTS_UPGRADE_CODE,
  type AlertRule,
  type AlertRules,
} from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { PlanRefusal } from '@/lib/gating/plan-refusal';
import { PlanAlert, RetryAlert } from '@/components/board-failure';
import { LogInAgain } from '@/components/log-in-again';
import { CustomRulesForm } from './alert-rules-form';
import { ALERTS_UNLOCKS } from './alert-bell-live';
import { useAlertRulesQuery, useSaveAlertRulesMutation } from './alerts.api';

export const ALERTS_TITLE = 'Alerts';
export const ALERTS_INTRO =
  'Get a notice in the bell, and by e-mail if you like, when a new play matches your rules.';
export const RULES_LOAD_FAILED = "Your alert rules couldn't be loaded. Please try again.";
export const RULES_SAVE_FAILED = "Your alert rules couldn't be saved. Please try again.";
export const RULES_SAVED = 'Alerts saved.';
export const CUSTOM_UNLOCKS = 'unlocks custom alert rules (Edge Score, EV, stat types and players)';

export const EVERY_PLAY_TEXT =
  'Every new play among the picks your plan opens (the best plays by expected value), any stat type, any player.';

export function describeDefault(rule: AlertRule): string {
  if (rule.minEdgeScore === null) return EVERY_PLAY_TEXT;
  return `New plays with an Edge Score of ${String(rule.minEdgeScore)} or more, any stat type, any player.`;
}

function Refusal({ error, retry }: { error: ApiError; retry: () => void }) {
  if (error.status === 403 && error.code === ALERTS_UPGRADE_CODE)
    return <PlanAlert tier="starting" unlocks={ALERTS_UNLOCKS} />;
  if (error.status === 403 && error.code === CUSTOM_ALERTS_UPGRADE_CODE)
    return <PlanAlert tier="all-star" unlocks={CUSTOM_UNLOCKS} />;
  if (error.status === 401)
    return <Alert type="warning" showIcon title={error.message} action={<LogInAgain />} />;
  return <RetryAlert title={RULES_LOAD_FAILED} onRetry={retry} />;
}

function DefaultRuleForm({
  data,
  saving,
  onSave,
}: {
  data: AlertRules;
  saving: boolean;
  onSave: (rules: AlertRule[]) => void;
}) {
  const current = data.rules[0] ?? data.defaultRule;
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Default alert</h2>}>
      <Typography.Paragraph>{describeDefault(data.defaultRule)}</Typography.Paragraph>
      <Form
        layout="vertical"
        initialValues={{ enabled: current.enabled, email: current.email }}
        onFinish={(v: { enabled: boolean; email: boolean }) => {
          onSave([{ ...data.defaultRule, enabled: v.enabled, email: v.email }]);
        }}
      >
        <Space wrap size="large">
          <Form.Item name="enabled" label="On" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="email" label="Also by e-mail" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save alerts
        </Button>
      </Form>
      <Typography.Paragraph style={{ margin: '16px 0 0' }}>
        <PlanRefusal tier="all-star" unlocks={CUSTOM_UNLOCKS} />
      </Typography.Paragraph>
    </Card>
  );
}

export function AlertsPage() {
  const rules = useAlertRulesQuery();
  const [save, saving] = useSaveAlertRulesMutation();
  const error = rules.error as ApiError | undefined;
  const saveError = saving.error as ApiError | undefined;
  const onSave = (next: AlertRule[]) => {
    save({ rules: next })
      .unwrap()
      .then(() => void message.success(RULES_SAVED))
      .catch(() => undefined);
  };
  const data = rules.data;

  return (
    <section
      aria-labelledby="alerts-title"
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, padding: '8px 0 32px' }}
    >
      <Typography.Title id="alerts-title" level={1} style={{ margin: 0, fontSize: 26 }}>
        {ALERTS_TITLE}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{ALERTS_INTRO}</Typography.Paragraph>
      {error !== undefined && <Refusal error={error} retry={() => void rules.refetch()} />}
      {rules.isLoading && (
        <div role="status" aria-label="Loading alerts">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      )}
      {saveError !== undefined &&
        (saveError.status === 403 ? (
          <Refusal error={saveError} retry={() => undefined} />
        ) : (
          <Alert
            type="error"
            showIcon
            title={saveError.status === 400 ? saveError.message : RULES_SAVE_FAILED}
          />
        ))}
      {data !== undefined && data.access === 'default' && (
        <DefaultRuleForm data={data} saving={saving.isLoading} onSave={onSave} />
      )}
      {data !== undefined && data.access === 'custom' && (
        <CustomRulesForm initial={data.rules} saving={saving.isLoading} onSave={onSave} />
      )}
    </section>
  );
}

export const Component = AlertsPage;
