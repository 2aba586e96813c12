import { Alert, Button, Card, Input, Typography } from 'antd';
import { useState, type SyntheticEvent } from 'react';
import {
  ADVANCED_STATS_UPGRADE_CODE,
  AmericanOdds,
  formatAmericanOdds,
  PropCalculatorRequest,
  type EngineStatType,
  type PropCalculatorResponse,
} from '@edgeboard/domain';
import { PriceLadderTable } from '@/components/price-ladder/price-ladder-table';
import type { ApiError } from '@/lib/base-query';
import { PlanRefusal } from '@/lib/gating/plan-refusal';
import { usePropCalculatorMutation } from './player-research.api';
import { fairOdds, percent, signedPercent, statTitle, statValue } from './research-format';

const LINE_RULE = PropCalculatorRequest.shape.line;

/** A field's problem as the user types; null when fine or still empty. */
function problem(kind: 'line' | 'odds', text: string): string | null {
  if (text.trim() === '') return null;
  const n = Number(text.trim().replace(/^\+/, ''));
  if (kind === 'line')
    return LINE_RULE.safeParse(n).success ? null : 'Enter a line from 0 to 1000, e.g. 64.5.';
  return AmericanOdds.safeParse(n).success ? null : 'Enter American odds: -100 or lower, or +100 or higher.';
}

const toNumber = (text: string) => Number(text.trim().replace(/^\+/, ''));

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  placeholder: string;
}) {
  return (
    <div style={{ display: 'grid', gap: 4, flex: '1 1 120px' }}>
      <label htmlFor={props.id}>{props.label}</label>
      <Input
        id={props.id}
        inputMode="decimal"
        value={props.value}
        placeholder={props.placeholder}
        status={props.error ? 'error' : undefined}
        aria-invalid={props.error !== null}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(e) => {
          props.onChange(e.target.value);
        }}
      />
      {props.error && (
        <span id={`${props.id}-error`} style={{ color: '#b91c1c', fontSize: 13 }}>
          {props.error}
        </span>
      )}
    </div>
  );
}

/** Any line and prices: the engine's probability at the line, each side's EV at the prices, the market's view. */
export function PropCalculator(props: {
  playerId: string;
  statType: EngineStatType;
  initialLine: number | null;
  locked: boolean;
}) {
  const [line, setLine] = useState(props.initialLine === null ? '' : String(props.initialLine));
  const [over, setOver] = useState('-110');
  const [under, setUnder] = useState('-110');
  const [calculate, state] = usePropCalculatorMutation();
  const title = <h2 style={{ fontSize: 18, margin: 0 }}>Prop calculator</h2>;

  if (props.locked) {
    return (
      <Card title={title}>
        <p style={{ margin: 0 }} data-testid="calculator-upgrade">
          <PlanRefusal tier="all-star" unlocks="opens the prop calculator" />
        </p>
      </Card>
    );
  }
  const errors = { line: problem('line', line), over: problem('odds', over), under: problem('odds', under) };
  const ready = [line, over, under].every((v) => v.trim() !== '') && Object.values(errors).every((e) => !e);
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    if (!ready) return;
    void calculate({
      id: props.playerId,
      statType: props.statType,
      line: toNumber(line),
      overOdds: toNumber(over),
      underOdds: toNumber(under),
    });
  };
  const error = state.error as ApiError | undefined;
  return (
    <Card title={title}>
      <form onSubmit={submit} aria-label="Prop calculator" noValidate>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
          <Field
            id="calc-line"
            label={`${statTitle(props.statType)} line`}
            value={line}
            onChange={setLine}
            error={errors.line}
            placeholder="64.5"
          />
          <Field
            id="calc-over"
            label="Over price"
            value={over}
            onChange={setOver}
            error={errors.over}
            placeholder="-110"
          />
          <Field
            id="calc-under"
            label="Under price"
            value={under}
            onChange={setUnder}
            error={errors.under}
            placeholder="-110"
          />
        </div>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!ready}
          loading={state.isLoading}
          style={{ marginTop: 12 }}
        >
          Calculate
        </Button>
      </form>
      {error && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={
            error.code === ADVANCED_STATS_UPGRADE_CODE ? (
              <PlanRefusal tier="all-star" unlocks="opens the prop calculator" />
            ) : (
              error.message
            )
          }
        />
      )}
      {state.data && <CalculatorResult result={state.data} />}
    </Card>
  );
}

/** "Engine projection for Rashee Rice at 60.5 receiving yards vs BUF: P(over) 56.2%, from his 21 earlier games." */
export const CALCULATOR_LADDER_CAPTION =
  "Alt lines: the engine's probability at lines around yours, from the same distribution, with its fair odds; your prices at your line.";

export function calculatorSource(result: PropCalculatorResponse): string {
  const { source } = result;
  const games = `${String(source.games)} earlier ${source.games === 1 ? 'game' : 'games'}`;
  return (
    `Engine projection for ${source.player.name} at ${String(result.line)} ${statTitle(result.statType)} ` +
    `vs ${result.opponent}: P(over) ${percent(result.probability.over)}, from his ${games} ` +
    `(projected ${statValue(Math.round(source.mean * 10) / 10)}).`
  );
}

/** What the feed does with this model for the stat type, so the engine's view is read for what it is. */
export function feedWeightNote(result: PropCalculatorResponse): string {
  const stat = statTitle(result.statType);
  const w = result.source.feedWeight;
  if (w <= 0)
    return `The feed's picks do not lean on this model for ${stat} yet: against real lines it has not beaten the market, so they publish the market's price. Read this EV as the engine's view against your prices.`;
  if (w >= 1) return `The feed's picks price ${stat} with this model alone.`;
  return `The feed's picks weight this model at ${percent(w)} against the market for ${stat}.`;
}

function CalculatorResult({ result }: { result: PropCalculatorResponse }) {
  const sides = [
    ['Over', 'over', result.overOdds],
    ['Under', 'under', result.underOdds],
  ] as const;
  return (
    <div data-testid="calculator-result" style={{ marginTop: 16 }} aria-live="polite">
      <p data-testid="calculator-source" style={{ margin: '0 0 8px' }}>
        {calculatorSource(result)}
      </p>
      <div className="research-scroll" tabIndex={0} role="region" aria-label="Calculator result">
        <table className="research-table">
          <caption className="visually-hidden">The prop at each price</caption>
          <thead>
            <tr>
              <th scope="col">Side</th>
              <th scope="col">Your price</th>
              <th scope="col">Engine probability (fair odds)</th>
              <th scope="col">Break-even</th>
              <th scope="col">EV</th>
              <th scope="col">Market no-vig</th>
            </tr>
          </thead>
          <tbody>
            {sides.map(([label, key, price]) => (
              <tr key={key}>
                <th scope="row">
                  {label} {result.line}
                </th>
                <td>{formatAmericanOdds(price)}</td>
                <td>
                  {percent(result.probability[key])} ({fairOdds(result.fairOdds[key])})
                </td>
                <td>{percent(result.breakEven[key])}</td>
                <td className={result.ev[key] > 0 ? 'research-over' : undefined}>
                  {signedPercent(result.ev[key])}
                </td>
                <td>{percent(result.marketProbability[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
        EV is the engine's probability against your price, per unit staked. The market's view is your prices
        without their {percent(result.margin)} margin, shown beside it and never mixed in.{' '}
        {feedWeightNote(result)} On a whole-number line the under includes the push.
      </Typography.Paragraph>
      {result.ladder !== undefined && result.ladder.length > 0 && (
        <div style={{ marginTop: 12 }}>
          <PriceLadderTable rows={result.ladder} caption={CALCULATOR_LADDER_CAPTION} />
        </div>
      )}
    </div>
  );
}
