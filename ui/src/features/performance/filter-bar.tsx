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
  return (
    <div role="group" aria-label="Filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Select
        aria-label="Sport"
        style={SELECT_STYLE}
        value={filters.sport}
        options={labelled(SPORT_FILTER_LABELS)}
        onChange={(sport) => {
          onChange({ sport });
        }}
      />
      <Select
        aria-label="Result"
        style={SELECT_STYLE}
        value={filters.result}
        options={labelled(RESULT_FILTER_LABELS)}
        onChange={(result) => {
          onChange({ result });
        }}
      />
      <Select
        aria-label="Timeframe"
        style={SELECT_STYLE}
        value={filters.timeframe}
        options={TIMEFRAME_OPTIONS}
        onChange={(timeframe) => {
          onChange({ timeframe });
        }}
      />
      <Select
        aria-label="Prop type"
        style={{ ...SELECT_STYLE, minWidth: 180 }}
        value={filters.propType}
        options={PROP_TYPE_OPTIONS}
        onChange={(propType) => {
          onChange({ propType });
        }}
      />
      <Select
        aria-label="Sort by"
        style={SELECT_STYLE}
        value={filters.sortBy}
        options={PERFORMANCE_SORT_FIELDS.map((f) => ({ value: f, label: `Sort: ${SORT_LABELS[f]}` }))}
        onChange={(sortBy) => {
          onChange({ sortBy });
        }}
      />
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
