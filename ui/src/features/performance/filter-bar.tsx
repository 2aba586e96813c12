import type { CSSProperties } from 'react';
import { Button, Select } from 'antd';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { PERFORMANCE_SORT_FIELDS, RESULT_FILTER_LABELS, SPORT_FILTER_LABELS } from '@edgeboard/domain';
import {
  PROP_TYPE_OPTIONS,
  SORT_LABELS,
  TIMEFRAME_OPTIONS,
  type PerformanceFilters,
} from './performance-filters';

type Change = Partial<Omit<PerformanceFilters, 'page'>>;
type SelectKey = 'sport' | 'result' | 'timeframe' | 'propType' | 'sortBy';

const labelled = <T extends string>(values: readonly T[]) => values.map((v) => ({ value: v, label: v }));
const SELECT_STYLE = { minWidth: 150, flex: '1 1 150px' };

export function FilterBar({
  filters,
  onChange,
}: {
  filters: PerformanceFilters;
  onChange: (c: Change) => void;
}) {
  const descending = filters.sortOrder === 'desc';
  // One drop-down a filter: its accessible name is the label.
  const select = (
    key: SelectKey,
    label: string,
    options: readonly { value: string; label: string }[],
    style: CSSProperties = SELECT_STYLE,
  ) => (
    <Select<string>
      aria-label={label}
      style={style}
      value={filters[key]}
      options={[...options]}
      onChange={(value) => {
        onChange({ [key]: value });
      }}
    />
  );
  return (
    <div role="group" aria-label="Filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {select('sport', 'Sport', labelled(SPORT_FILTER_LABELS))}
      {select('result', 'Result', labelled(RESULT_FILTER_LABELS))}
      {select('timeframe', 'Timeframe', TIMEFRAME_OPTIONS)}
      {select('propType', 'Prop type', PROP_TYPE_OPTIONS, { ...SELECT_STYLE, minWidth: 180 })}
      {select(
        'sortBy',
        'Sort by',
        PERFORMANCE_SORT_FIELDS.map((f) => ({ value: f, label: `Sort: ${SORT_LABELS[f]}` })),
      )}
      <Button
        icon={descending ? <SortDescendingOutlined aria-hidden /> : <SortAscendingOutlined aria-hidden />}
        aria-label={
          descending ? 'Sort descending (switch to ascending)' : 'Sort ascending (switch to descending)'
        }
        onClick={() => {
          onChange({ sortOrder: descending ? 'asc' : 'desc' });
        }}
      >
        {descending ? 'Descending' : 'Ascending'}
      </Button>
    </div>
  );
}
