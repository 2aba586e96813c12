import { useEffect, useState } from 'react';
import { Alert, Button, Form, InputNumber, Modal, Progress, Space, Typography } from 'antd';
import { FIRST_WEEK, WEEKS, type GeneratePicksPreview } from '@edgeboard/domain';
import { useGenerateAiPicksMutation, type GenerateRequest } from './ai-picks.api';
import { useGeneratePreviewQuery } from './generate.api';
import { GenerateResult } from './generate-result';
import { wholeNumberRules } from '@/features/admin/common/form-rules';

export const PREVIEW_FAILED_MESSAGE = 'Could not count the picks this run would replace.';
/** What a run does to subscribers' bets and alerts (the repository rewrites a re-made pick in place). */
export const REGENERATION_EFFECTS =
  'A pick the engine makes again for the same player, game and stat type keeps its id, even at a new line: bets tracked on it stay linked, and subscribers already alerted to it are not alerted again. A pick it no longer makes is deleted: bets tracked on it keep their own copy of the prop and settle from the box score. New plays alert subscribers whose rules match.';

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/** Whole seconds since `startedAt` while `running`, ticking once a second. */
function useElapsedSeconds(running: boolean, startedAt: number): number {
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [running]);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

const isWeek = (w: unknown): w is number =>
  Number.isInteger(w) && Number(w) >= FIRST_WEEK && Number(w) <= WEEKS;
const isSeason = (s: unknown): s is number => Number.isInteger(s) && Number(s) >= 1999 && Number(s) <= 2100;

/** What a run for the chosen week would do, from the server's dry-run counts. */
export function previewText(p: GeneratePicksPreview): string {
  const week = `${String(p.season)} week ${String(p.week)}`;
  if (p.lines === 0) return `No prop lines are stored for ${week}: there is nothing to generate.`;
  return (
    `${week}: ${plural(p.lines, 'prop line')}. Generating replaces ${plural(p.ungraded, 'ungraded pick')}` +
    ` and keeps ${plural(p.graded, 'graded pick')}` +
    (p.locked ? ` and ${plural(p.locked, 'pick')} whose game has kicked off.` : '.')
  );
}

export function Component() {
  const [form] = Form.useForm<GenerateRequest>();
  const [generate, run] = useGenerateAiPicksMutation();
  const [startedAt, setStartedAt] = useState(0);
  const [confirming, setConfirming] = useState<GenerateRequest | null>(null);
  const elapsed = useElapsedSeconds(run.isLoading, startedAt);

  // The current week comes from the server's season clock (the browser's calendar is not the season's).
  const current = useGeneratePreviewQuery({});
  const season = Form.useWatch('season', form);
  const week = Form.useWatch('week', form);
  const chosen = isSeason(season) && isWeek(week) ? { season, week } : null;
  const preview = useGeneratePreviewQuery(chosen ?? {}, { skip: chosen === null });
  // currentData: never the previous week's counts while the chosen week's are loading.
  const counts = chosen === null ? undefined : preview.currentData;

  useEffect(() => {
    // Fill the form once, and only if the admin has not typed a week first.
    if (current.data && form.getFieldValue('week') === undefined) {
      form.setFieldsValue({ season: current.data.current.season, week: current.data.current.week });
    }
  }, [current.data, form]);

  const start = (values: GenerateRequest) => {
    setConfirming(null);
    setStartedAt(Date.now());
    void generate(values);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Generate AI Picks
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Runs the pick engine over the week’s prop lines. It rewrites the week’s ungraded picks; graded picks
        and picks whose game has kicked off are kept.
      </Typography.Paragraph>
      {current.data && (
        <Typography.Text>{`The season is in ${String(current.data.current.season)} week ${String(current.data.current.week)}.`}</Typography.Text>
      )}
      <Form<GenerateRequest>
        form={form}
        // Season and week wait for the server's season clock (the effect above fills them).
        layout="inline"
        aria-label="Week to generate"
        onFinish={(values) => {
          // Replacing picks is destructive: ask first, saying how many (or that the count is unknown).
          if (counts !== undefined && counts.ungraded === 0) start(values);
          else setConfirming(values);
        }}
      >
        <Form.Item label="Season" name="season" rules={[{ required: true, message: 'Enter a season' }]}>
          <InputNumber aria-label="Season" min={1999} max={2100} precision={0} />
        </Form.Item>
        <Form.Item
          label="Week"
          name="week"
          rules={wholeNumberRules(
            { missing: 'Enter a week', outside: `Week is from ${String(FIRST_WEEK)} to ${String(WEEKS)}` },
            FIRST_WEEK,
            WEEKS,
          )}
        >
          <InputNumber aria-label="Week" min={FIRST_WEEK} max={WEEKS} precision={0} />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={run.isLoading}
            disabled={chosen === null || counts?.lines === 0}
          >
            {run.isLoading ? 'Generating...' : 'Generate picks'}
          </Button>
        </Form.Item>
      </Form>
      {counts !== undefined && (
        <Typography.Text aria-live="polite" data-testid="generate-preview">
          {previewText(counts)}
        </Typography.Text>
      )}
      {(current.isError || preview.isError) && (
        <Alert
          type="warning"
          showIcon
          title={PREVIEW_FAILED_MESSAGE}
          action={
            <Button
              size="small"
              onClick={() => {
                void current.refetch();
                if (chosen !== null) void preview.refetch();
              }}
            >
              Retry
            </Button>
          }
        />
      )}
      <Modal
        open={confirming !== null}
        title="Replace ungraded picks?"
        okText="Replace and generate"
        okButtonProps={{ danger: true }}
        onOk={() => {
          if (confirming !== null) start(confirming);
        }}
        onCancel={() => {
          setConfirming(null);
        }}
      >
        {confirming !== null && (
          <>
            <Typography.Paragraph>
              {counts !== undefined
                ? `Generating ${String(confirming.season)} week ${String(confirming.week)} rewrites its ${plural(counts.ungraded, 'ungraded pick')} with the engine’s picks, hand edits included. ${plural(counts.graded, 'graded pick')} and picks whose game has kicked off stay as they are.`
                : `Generating ${String(confirming.season)} week ${String(confirming.week)} rewrites all of its ungraded picks (the number could not be counted) with the engine’s picks, hand edits included. Graded picks and picks whose game has kicked off stay as they are.`}
            </Typography.Paragraph>
            <Typography.Paragraph>{REGENERATION_EFFECTS}</Typography.Paragraph>
          </>
        )}
      </Modal>
      {run.isLoading && (
        <div role="status" aria-live="polite">
          {/* One request does all the work, so the bar only shows that it is running, not how far it got. */}
          <Progress percent={100} status="active" showInfo={false} />
          <Typography.Text>{`Generating picks... ${String(elapsed)} s elapsed`}</Typography.Text>
        </div>
      )}
      {run.isError && (
        <Alert
          type="error"
          showIcon
          title="Generation failed"
          description={
            typeof run.error === 'object' && 'message' in run.error
              ? run.error.message
              : 'Something went wrong.'
          }
        />
      )}
      {run.isSuccess && <GenerateResult result={run.data} />}
    </Space>
  );
}
