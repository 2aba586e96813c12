// Record a bet: from a pick (?pickId=…, the pick's published price and book pre-filled) or by hand (player, stat
// type, line, side and week). Every field validates as it is typed, by the API's own rules.
import { Alert, Button, Card, Form, InputNumber, Radio, Select, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import {
  BET_AFTER_KICKOFF_CODE,
  BET_LIMIT_CODE,
  BET_LIMIT_MESSAGE,
  ENGINE_STAT_TYPES,
  propTypeTitle,
  type BetCreate,
  type PickDirection,
  type StatType,
} from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { useSeasonWeek } from '@/lib/site/use-season-week';
import { usePropAnalysisQuery } from '@/lib/analysis.api';
import { usePlayerSuggestionsQuery } from '@/lib/player-suggestions.api';
import { betTitle } from './bet-format';
import { parseOdds, PriceFormItems, type PriceFields } from './bet-fields';
import { useCreateBetMutation } from './bets.api';

export const BET_RECORDED = 'Bet recorded.';
export const PICK_LOAD_FAILED = "That pick couldn't be loaded. You can still record the bet by hand.";
/** The server's 409 `bet_after_kickoff`, and a pick already played: bets are tracked from before kickoff. */
export const BET_AFTER_KICKOFF_TEXT =
  'This game has already kicked off, so the bet can’t be tracked: the tracker takes bets placed before kickoff. Upcoming plays are on the Prop Feed.';

/** The form's words for the refusals it knows by code (the message text is never read for them). */
const FAILURE_TEXT: Record<string, string> = {
  [BET_AFTER_KICKOFF_CODE]: BET_AFTER_KICKOFF_TEXT,
  // 409 `bet_limit_reached`: the tracker keeps MAX_BETS_PER_USER bets.
  [BET_LIMIT_CODE]: BET_LIMIT_MESSAGE,
};
const failureText = (code: string | undefined): string | undefined =>
  code === undefined ? undefined : FAILURE_TEXT[code];

interface HandFields {
  playerId?: string;
  statType?: StatType;
  line?: number;
  side?: PickDirection;
  week?: number;
}
type FormFields = PriceFields & HandFields;

const STAT_OPTIONS = ENGINE_STAT_TYPES.map((s) => ({ value: s, label: propTypeTitle(s) }));
const WEEK_OPTIONS = Array.from({ length: 18 }, (_, i) => ({ value: i + 1, label: `Week ${String(i + 1)}` }));
const required = (what: string) => [{ required: true, message: `Choose the ${what}` }];

/** The by-hand fields: which prop the bet is on. */
function PropFormItems() {
  const players = usePlayerSuggestionsQuery();
  return (
    <>
      <Form.Item<FormFields> label="Player" name="playerId" rules={required('player')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Search a player"
          loading={players.isLoading}
          options={(players.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.position})` }))}
        />
      </Form.Item>
      <Form.Item<FormFields> label="Stat type" name="statType" rules={required('stat type')}>
        <Select placeholder="Receiving Yards" options={STAT_OPTIONS} />
      </Form.Item>
      <Form.Item<FormFields>
        label="Line"
        name="line"
        rules={[
          { required: true, type: 'number', min: 0, max: 1000, message: 'Enter a line from 0 to 1000' },
        ]}
      >
        <InputNumber step={0.5} style={{ width: '100%' }} placeholder="64.5" />
      </Form.Item>
      <Form.Item<FormFields> label="Side" name="side" rules={required('side')}>
        <Radio.Group
          options={[
            { value: 'over', label: 'Over' },
            { value: 'under', label: 'Under' },
          ]}
        />
      </Form.Item>
      <Form.Item<FormFields> label="Week" name="week" rules={required('week')}>
        <Select options={WEEK_OPTIONS} style={{ maxWidth: 160 }} />
      </Form.Item>
    </>
  );
}

/** The pick a bet follows, as the form names it, and its price and book to pre-fill. */
function usePickPrefill(pickId: string | null) {
  const detail = usePropAnalysisQuery(pickId ?? '', { skip: pickId === null });
  const pick = detail.data?.ai_picks[0];
  return {
    loading: detail.isLoading,
    failed: detail.isError,
    title:
      pick === undefined
        ? null
        : betTitle({
            player: pick.player,
            side: pick.pickDirection === 'Over' ? 'over' : 'under',
            line: pick.lineValue,
            statType: pick.statType,
          }),
    odds: pick?.odds ?? null,
    book: pick?.market?.best?.sportsbook ?? null,
    /** Graded: its game has been played (the server would refuse the bet). */
    played: detail.data?.result != null,
  };
}

export function BetForm({ pickId, onDone }: { pickId: string | null; onDone: () => void }) {
  const [form] = Form.useForm<FormFields>();
  const [create, state] = useCreateBetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const seasonWeek = useSeasonWeek();
  const prefill = usePickPrefill(pickId);
  const fromPick = pickId !== null && !prefill.failed;

  useEffect(() => {
    if (prefill.odds !== null)
      form.setFieldValue('odds', prefill.odds > 0 ? `+${String(prefill.odds)}` : String(prefill.odds));
    if (prefill.book !== null) form.setFieldValue('sportsbook', prefill.book);
  }, [form, prefill.odds, prefill.book]);
  useEffect(() => {
    if (seasonWeek !== undefined && form.getFieldValue('week') === undefined)
      form.setFieldValue('week', seasonWeek.week);
  }, [form, seasonWeek]);

  const submit = async (v: FormFields) => {
    setFailure(null);
    const odds = parseOdds(v.odds) ?? 0;
    const price = { sportsbook: v.sportsbook, odds, stake: v.stake };
    const body: BetCreate = fromPick
      ? { pickId, ...price }
      : { ...price, playerId: v.playerId, statType: v.statType, line: v.line, side: v.side, week: v.week };
    try {
      await create(body).unwrap();
      void message.success(BET_RECORDED);
      form.resetFields(['sportsbook', 'odds', 'stake', 'playerId', 'line']);
      onDone();
    } catch (e) {
      const err = e as ApiError;
      setFailure(failureText(err.code) ?? err.message);
    }
  };

  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Record a bet</h2>}>
      {fromPick && (
        <Typography.Paragraph data-testid="bet-form-pick" style={{ marginBottom: 12 }}>
          {prefill.loading
            ? 'Loading the pick…'
            : prefill.title !== null && (
                <>
                  From the pick: <strong>{prefill.title}</strong>
                </>
              )}
        </Typography.Paragraph>
      )}
      {fromPick && prefill.played && (
        <Alert type="warning" showIcon title={BET_AFTER_KICKOFF_TEXT} style={{ marginBottom: 12 }} />
      )}
      {pickId !== null && prefill.failed && (
        <Alert type="warning" showIcon title={PICK_LOAD_FAILED} style={{ marginBottom: 12 }} />
      )}
      <Form<FormFields>
        form={form}
        layout="vertical"
        aria-label="Record a bet"
        onFinish={(v) => void submit(v)}
        initialValues={{ stake: 1 }}
        requiredMark={false}
      >
        {!fromPick && <PropFormItems />}
        <PriceFormItems />
        {failure !== null && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Button
          type="primary"
          htmlType="submit"
          loading={state.isLoading}
          disabled={fromPick && (prefill.loading || prefill.played)}
        >
          Record bet
        </Button>
      </Form>
    </Card>
  );
}
