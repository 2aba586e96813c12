import { Alert, Card, Col, Row, Radio, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageColumn } from '@/components/page-column';
import { CALIBRATION_EXPLANATION, EMPTY_PERFORMANCE_SUMMARY, type PickView } from '@edgeboard/domain';
import { CalibrationChart } from './calibration-chart';
import { chartParams, cumulativeProfit, winRateByCategory } from './chart-data';
import { FilterBar } from './filter-bar';
import {
  changeFilters,
  dataParams,
  DEFAULT_FILTERS,
  summaryParams,
  type PerformanceFilters,
} from './performance-filters';
import {
  usePerformanceCalibrationQuery,
  usePerformanceDataQuery,
  usePerformanceSummaryQuery,
} from './performance.api';
import { ProfitChart } from './profit-chart';
import { ResultsTable } from './results-table';
import { SummaryCards } from './summary-cards';
import { WinRateChart } from './win-rate-chart';

export const PERFORMANCE_LOAD_FAILED =
  "Performance data couldn't be loaded right now, so empty results are shown. Please try again later.";
export const BETTING_FIGURES_NOTES: Record<PickView, string> = {
  plays: 'Plays only: the picks published as bets. Choose All picks to add the passes (No play), graded too.',
  all: 'All picks: the plays and the passes (No play). Only plays were bets.',
};
/** The plays view's note (the default). */
export const BETTING_FIGURES_NOTE = BETTING_FIGURES_NOTES.plays;
export const CHARTS_NOTE =
  'The profit chart covers the latest 100 graded picks matching your filters; the cards, win rate by category and calibration cover them all.';
export const VIEW_OPTIONS: { value: PickView; label: string }[] = [
  { value: 'plays', label: 'Plays' },
  { value: 'all', label: 'All picks' },
];

export function PerformancePage() {
  const [filters, setFilters] = useState<PerformanceFilters>(DEFAULT_FILTERS);
  const summary = usePerformanceSummaryQuery(summaryParams(filters));
  const table = usePerformanceDataQuery(dataParams(filters));
  const charts = usePerformanceDataQuery(chartParams(filters));
  const calibration = usePerformanceCalibrationQuery(summaryParams(filters));

  // The spec: a failed call shows empty data and a zeroed summary, never the previous filter's numbers.
  const summaryData = summary.isError
    ? EMPTY_PERFORMANCE_SUMMARY
    : (summary.currentData ?? EMPTY_PERFORMANCE_SUMMARY);
  const rows = table.isError ? [] : (table.data?.data ?? []);
  const total = table.isError ? 0 : (table.data?.meta.totalItems ?? 0);
  const chartRows = charts.isError ? [] : (charts.data?.data ?? []);
  // Unlike the other charts, calibration covers every graded pick matching the filters (the server bands them).
  const bands = calibration.isError ? [] : (calibration.data?.bands ?? []);
  const failed = summary.isError || table.isError;
  // currentData, not data: while a new filter's summary loads, the previous filter's figures are not shown.
  const summaryLoading = !summary.isError && summary.currentData === undefined;

  return (
    <PageColumn labelledBy="performance-title" maxWidth={1200}>
      <Typography.Title id="performance-title" level={1} style={{ margin: 0, fontSize: 28 }}>
        Performance Review
      </Typography.Title>
      <Link to="/record">Public track record</Link>
      {failed && <Alert type="warning" showIcon title={PERFORMANCE_LOAD_FAILED} />}
      {/* Radio buttons: the app's antd stylesheet is generated per component (ui/scripts/antd-static-css.ts). */}
      <Radio.Group
        aria-label="Show"
        optionType="button"
        buttonStyle="solid"
        options={VIEW_OPTIONS}
        value={filters.view}
        onChange={(e) => {
          const view = e.target.value as PickView;
          setFilters((f) => changeFilters(f, { view }));
        }}
        style={{ alignSelf: 'flex-start' }}
      />
      <SummaryCards summary={summaryData} loading={summaryLoading} />
      <Typography.Text type="secondary" data-testid="betting-figures-note">
        {BETTING_FIGURES_NOTES[filters.view]}
      </Typography.Text>
      <FilterBar
        filters={filters}
        onChange={(change) => {
          setFilters((f) => changeFilters(f, change));
        }}
      />
      <ResultsTable
        rows={rows}
        total={total}
        page={filters.page}
        loading={table.isFetching}
        onPage={(page) => {
          setFilters((f) => ({ ...f, page }));
        }}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={<h2 style={{ margin: 0, fontSize: 16 }}>Win Rate by Category</h2>}
            loading={summaryLoading}
          >
            <WinRateChart categories={winRateByCategory(summaryData.categories ?? [])} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={<h2 style={{ margin: 0, fontSize: 16 }}>Profit/Loss Over Time</h2>}
            loading={charts.isLoading}
          >
            <ProfitChart points={cumulativeProfit(chartRows)} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card
            size="small"
            title={<h2 style={{ margin: 0, fontSize: 16 }}>Edge Score calibration</h2>}
            loading={calibration.isLoading}
          >
            <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
              {CALIBRATION_EXPLANATION}
            </Typography.Paragraph>
            <CalibrationChart bands={bands} />
          </Card>
        </Col>
      </Row>
      <Typography.Text type="secondary">{CHARTS_NOTE}</Typography.Text>
    </PageColumn>
  );
}

export const Component = PerformancePage;
