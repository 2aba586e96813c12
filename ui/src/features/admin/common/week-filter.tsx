import { InputNumber, Select, Space } from 'antd';

/** The NFL weeks a pick or a prop line can belong to (the domain's Week: 1 to 18). */
const WEEK_OPTIONS = [
  { value: 0, label: 'All Weeks' },
  ...Array.from({ length: 18 }, (_, i) => ({ value: i + 1, label: `Week ${String(i + 1)}` })),
];

export interface WeekChoice {
  season?: number | undefined;
  week?: number | undefined;
}

/** The list query's season and week, each sent only when chosen. */
export function weekParams({ season, week }: WeekChoice): { season?: number; week?: number } {
  return { ...(season === undefined ? {} : { season }), ...(week === undefined ? {} : { week }) };
}

/**
 * A season (typed, as stored data may span several) and a week of it. Either may be left empty: a week alone
 * matches that week of every season.
 */
export function WeekFilter({ value, onChange }: { value: WeekChoice; onChange: (v: WeekChoice) => void }) {
  return (
    <Space.Compact>
      <InputNumber<number>
        aria-label="Season"
        placeholder="Season"
        min={1999}
        max={2100}
        precision={0}
        value={value.season ?? null}
        onChange={(season) => {
          // Half-typed years (202) are not a season yet: wait for four digits.
          if (season === null || season >= 1999) onChange({ ...value, season: season ?? undefined });
        }}
        style={{ width: 96 }}
      />
      <Select<number>
        aria-label="Week filter"
        value={value.week ?? 0}
        options={WEEK_OPTIONS}
        onChange={(week) => {
          onChange({ ...value, week: week === 0 ? undefined : week });
        }}
        style={{ width: 120 }}
      />
    </Space.Compact>
  );
}
