// The prop feed's filter form. It edits a draft; the page applies it (into the URL) on Apply Filters, so a
// half-made choice never reloads the feed.
import { ReloadOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Row, Select } from 'antd';
import type { SyntheticEvent } from 'react';
import { PROP_TYPE_FILTERS, type PropTypeFilterValue } from '@edgeboard/domain';
import { PlayerSearch } from './player-search';
import {
  CONFIDENCE_OPTIONS,
  FEED_SORT_OPTIONS,
  FEED_STATUS_OPTIONS,
  PLAYS_ONLY_HINT,
  WEEK_OPTIONS,
  type FeedFilters,
  type FeedSortBy,
  type FeedStatus,
} from './prop-feed-filters';

const ALL = 'all';
const WEEK_SELECT = [
  { value: ALL, label: 'All Weeks' },
  ...WEEK_OPTIONS.map((w) => ({ ...w, value: String(w.value) })),
];
const CONFIDENCE_SELECT = CONFIDENCE_OPTIONS.map((c) => ({ ...c, value: String(c.value) }));
const PROP_TYPE_SELECT = [
  { value: ALL, label: 'All Props' },
  ...PROP_TYPE_FILTERS.map((f) => ({ value: f.value, label: f.label })),
];
const STATUS_SELECT = [{ value: ALL, label: 'All' }, ...FEED_STATUS_OPTIONS];

function FilterField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={8} xxl={4}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {label}
      </label>
      {children}
    </Col>
  );
}

/** A labelled drop-down of string values. */
function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <FilterField id={id} label={label}>
      <Select
        id={id}
        value={value}
        options={options}
        onChange={onChange}
        virtual={false}
        style={{ width: '100%' }}
      />
    </FilterField>
  );
}

export function PropFeedFilterForm({
  draft,
  set,
  onApply,
  onRefresh,
  refreshing,
}: {
  draft: FeedFilters;
  set: <K extends keyof FeedFilters>(key: K, value: FeedFilters[K]) => void;
  onApply: (e: SyntheticEvent) => void;
  onRefresh: () => void;
  /** The first page is loading: Refresh shows it. */
  refreshing: boolean;
}) {
  const descending = draft.sortOrder === 'desc';
  return (
    <form aria-label="Prop feed filters" onSubmit={onApply}>
      <Row gutter={[12, 12]}>
        <FilterSelect
          id="feed-week"
          label="Week"
          value={draft.week === null ? ALL : String(draft.week)}
          options={WEEK_SELECT}
          onChange={(v) => {
            set('week', v === ALL ? null : Number(v));
          }}
        />
        <FilterSelect
          id="feed-confidence"
          label="Confidence"
          value={String(draft.minConfidence)}
          options={CONFIDENCE_SELECT}
          onChange={(v) => {
            set('minConfidence', Number(v));
          }}
        />
        <FilterSelect
          id="feed-prop-type"
          label="Prop Type"
          value={draft.statType ?? ALL}
          options={PROP_TYPE_SELECT}
          onChange={(v) => {
            set('statType', v === ALL ? null : (v as PropTypeFilterValue));
          }}
        />
        <FilterSelect
          id="feed-status"
          label="Status"
          value={draft.status ?? ALL}
          options={STATUS_SELECT}
          onChange={(v) => {
            set('status', v === ALL ? null : (v as FeedStatus));
          }}
        />
        <FilterField id="feed-sort" label="Sort By">
          <div style={{ display: 'flex', gap: 4 }}>
            <Select
              id="feed-sort"
              value={draft.sortBy}
              options={[...FEED_SORT_OPTIONS]}
              onChange={(v: FeedSortBy) => {
                set('sortBy', v);
              }}
              virtual={false}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button
              aria-label={descending ? 'Sort descending' : 'Sort ascending'}
              title={descending ? 'Descending: click for ascending' : 'Ascending: click for descending'}
              icon={descending ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
              onClick={() => {
                set('sortOrder', descending ? 'asc' : 'desc');
              }}
            />
          </div>
        </FilterField>
        <FilterField id="feed-player" label="Player">
          <PlayerSearch
            id="feed-player"
            value={draft.player}
            onChange={(v) => {
              set('player', v);
            }}
          />
        </FilterField>
        <Col xs={24}>
          <Checkbox
            id="feed-plays"
            checked={draft.plays}
            onChange={(e) => {
              set('plays', e.target.checked);
            }}
            aria-describedby="feed-plays-hint"
          >
            Plays only
          </Checkbox>
          <span id="feed-plays-hint" style={{ color: '#475569', fontSize: 13 }}>
            {PLAYS_ONLY_HINT}
          </span>
        </Col>
      </Row>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
        <Button type="primary" htmlType="submit">
          Apply Filters
        </Button>
        <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
          Refresh
        </Button>
      </div>
    </form>
  );
}
