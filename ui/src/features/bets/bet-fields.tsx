// The book, price and stake fields the record form and the edit dialog share, validated as the subscriber types
// by the API's own schemas (BetCreate's AmericanOdds, BetStake, BetSportsbook), so the form refuses what the
// server would.
import { Form, Input, InputNumber, type FormRule } from 'antd';
import { AmericanOdds, BetSportsbook, BetStake, MAX_BET_STAKE } from '@edgeboard/domain';

export const ODDS_FORMAT_MESSAGE = 'Enter American odds such as -110 or +150';
export const ODDS_RANGE_MESSAGE = 'American odds are -100 or lower, or +100 or higher';
export const STAKE_MESSAGE = `Enter a stake above 0 and at most ${String(MAX_BET_STAKE)} units`;

/** "+150" → 150, "-110" → -110; null for anything that is not a whole number. */
export function parseOdds(text: string | number | undefined | null): number | null {
  if (typeof text === 'number') return Number.isInteger(text) ? text : null;
  const trimmed = (text ?? '').trim();
  if (!/^[+-]?\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** antd's validator contract: a promise that rejects with the message, or resolves. */
const check = (message: string | null): Promise<void> =>
  message === null ? Promise.resolve() : Promise.reject(new Error(message));

function oddsProblem(value: string | undefined): string | null {
  const odds = parseOdds(value);
  if (odds === null) return ODDS_FORMAT_MESSAGE;
  return AmericanOdds.safeParse(odds).success ? null : ODDS_RANGE_MESSAGE;
}

const oddsRule: FormRule = { validator: (_, value: string | undefined) => check(oddsProblem(value)) };

const stakeRule: FormRule = {
  validator: (_, value: number | null | undefined) =>
    check(BetStake.safeParse(value).success ? null : STAKE_MESSAGE),
};

const bookRule: FormRule = {
  validator: (_, value: string | undefined) => {
    const r = BetSportsbook.safeParse(value ?? '');
    return check(r.success ? null : (r.error.issues[0]?.message ?? 'Enter the sportsbook'));
  },
};

export interface PriceFields {
  sportsbook: string;
  odds: string;
  stake: number;
}

/** Sportsbook, American odds and stake in units. */
export function PriceFormItems() {
  return (
    <>
      <Form.Item<PriceFields> label="Sportsbook" name="sportsbook" rules={[bookRule]} validateFirst>
        <Input maxLength={60} placeholder="DraftKings" autoComplete="off" />
      </Form.Item>
      <Form.Item<PriceFields> label="Odds (American)" name="odds" rules={[oddsRule]} validateFirst>
        <Input inputMode="numeric" placeholder="-110" autoComplete="off" />
      </Form.Item>
      <Form.Item<PriceFields> label="Stake (units)" name="stake" rules={[stakeRule]} validateFirst>
        <InputNumber min={0} max={MAX_BET_STAKE} step={0.5} style={{ width: '100%' }} placeholder="1" />
      </Form.Item>
    </>
  );
}
