// The public summary cards, calibration chart and track record (GET /api/performance/summary, /calibration,
// /record, /export), computed from one cached list of every graded pick.
// Reading and mapping every graded pick costs ~0.5 s on the demo season (the pick rows are validated whole),
// and the routes are public: computed per call, a few anonymous callers stalled every other request. So the
// list is loaded once (in a worker thread when the database can be opened twice, see api/src/modules/performance-loader.ts),
// shared by concurrent callers, and each filter's answer is derived from it in memory and kept until a write
// to picks or games in this process (the same hook that empties the feed cache) or until the time-to-live,
// read from the injected clock, bounds how stale another instance's writes can look (twice the TTL: one more
// TTL's worth of callers get the old list while it reloads). When the time-to-live ends, a cheap version of the
// graded picks (their count and last grading time) is read first: the list is loaded again only if it moved, as a
// reload costs ~35 µs a graded pick (issue #34: every minute, whatever changed, grew with the seasons kept).
import {
  calibrate,
  PERFORMANCE_PROP_TYPE_FILTERS,
  recordAnswer,
  recordFigures,
  recordHeadline,
  recordRows,
  recordSeasons,
  summarizePerformance,
  summarizeClv,
  timeframeStart,
  toPerformanceRow,
  toRecordRow,
  type CalibrationResponse,
  type Clock,
  type PerformanceSummary,
  type PerformanceSummaryQuery,
  type PickResult,
  type GradedPickWithGame,
  type RecordFigures,
  type RecordPageQuery,
  type RecordQuery,
  type RecordResponse,
  type RecordRow,
} from '@edgeboard/domain';

export const PERFORMANCE_CACHE_TTL_MS = 60_000;

/** What the summary and the calibration need of one graded pick, small enough to pass between threads. */
export interface GradedRecord {
  /** The date the table shows (kick-off, else graded, else created). */
  date: string;
  /** What the timeframe filter compares, as the SQL filter does: kick-off, else graded; null matches none. */
  filterDate: string | null;
  statType: string;
  /** The prop type's title (best and worst category). */
  type: string;
  result: PickResult;
  /** Null for a pick graded without a price: no units. */
  profitLoss: number | null;
  confidence: number;
  /** False for a pick published as a pass (verdict no_play): not a bet. */
  play: boolean;
  /** The pick as the public track record shows it (see rules/record.ts), with its close when it has one. */
  record: RecordRow;
  /** Closing line value; null without a close, or with one it could not be measured against. */
  clv: number | null;
}

/** Every graded pick, oldest first (the order the streak depends on). */
export type LoadGraded = () => Promise<GradedRecord[]>;

/** A value that changes when a graded pick is added, graded again or removed (AiPickRepository.gradedVersion). */
export type GradedVersion = () => Promise<string>;

export function toGradedRecord(p: GradedPickWithGame): GradedRecord | null {
  const row = toPerformanceRow(p);
  const graded = toRecordRow(p);
  if (row === null || graded === null) return null;
  const closing = p.pick.closing ?? null;
  // Only picks with a close carry one: the record's CSV adds its closing columns then (rules/record.ts).
  const record: RecordRow = closing ? { ...graded, closing } : graded;
  return {
    date: row.date,
    filterDate: p.game?.kickoff ?? p.pick.graded_at ?? null,
    statType: p.pick.stat_type,
    type: row.type,
    result: row.result,
    profitLoss: row.profitLoss,
    confidence: row.confidence,
    play: p.pick.verdict !== 'no_play',
    record,
    clv: closing?.clv ?? null,
  };
}

/** The loader that runs on the calling thread (in-memory databases, and the fallback when a worker fails). */
export function inProcessLoader(picks: {
  gradedAll(filter: object): Promise<GradedPickWithGame[]>;
}): LoadGraded {
  return async () =>
    (await picks.gradedAll({})).map(toGradedRecord).filter((r): r is GradedRecord => r !== null);
}

interface Snapshot {
  rows: GradedRecord[];
  expiresAt: number;
  /** The graded picks' version read just before they were loaded (null without a version source). */
  version: string | null;
  /** Answers derived from `rows`: summaries, calibrations, record sets, and export files (as promises). */
  derived: Map<string, unknown>;
  /** The record's seasons, newest first, once asked for. */
  seasons?: number[];
}

/** One filter of the record: its rows newest first, and their headline and calibration (every page shares them). */
interface RecordSet {
  rows: RecordRow[];
  figures: RecordFigures;
}

export class PerformanceStats {
  private snapshot: Snapshot | null = null;
  private loading: { generation: number; promise: Promise<Snapshot> } | null = null;
  /** Bumped by every invalidation: a load that started before it must not be kept. */
  private generation = 0;
  /** The version check after the time-to-live, shared by the callers that arrive meanwhile. */
  private checking: Promise<Snapshot> | null = null;

  constructor(
    private readonly load: LoadGraded,
    private readonly clock: Clock,
    private readonly seasonClock: Clock,
    private readonly ttlMs = PERFORMANCE_CACHE_TTL_MS,
    private readonly version: GradedVersion | null = null,
  ) {}

  /** A write to picks or games happened: the next call loads again. */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
  }

  async summary(q: PerformanceSummaryQuery): Promise<PerformanceSummary> {
    // Betting figures count plays unless the caller asks for every pick: a no-play pick was published as a pass,
    // not a bet. Closing line value is one of them: it says whether the bets beat the market's close.
    const view = q.view ?? 'plays';
    return (await this.derive('summary', { ...q, view }, (rows) => {
      const picks = view === 'plays' ? rows.filter((r) => r.play) : rows;
      return {
        ...summarizePerformance(picks),
        ...summarizeClv(picks.map((r) => r.clv)),
        headline: recordHeadline(picks.map((r) => ({ result: r.result, profit: r.profitLoss, clv: r.clv }))),
      };
    })) as PerformanceSummary;
  }

  /** Calibration keeps every graded pick, passes included, unless the caller asks for plays. */
  async calibration(q: PerformanceSummaryQuery): Promise<CalibrationResponse> {
    const view = q.view ?? 'all';
    return (await this.derive('calibration', { ...q, view }, (rows) =>
      calibrate(view === 'plays' ? rows.filter((r) => r.play) : rows),
    )) as CalibrationResponse;
  }

  /** The public record: one page of the graded picks matching the filters (newest first), their headline and calibration. */
  async record(q: RecordPageQuery): Promise<RecordResponse> {
    const snapshot = await this.current();
    const set = this.recordSet(snapshot, q);
    snapshot.seasons ??= recordSeasons(snapshot.rows.map((r) => r.record));
    return recordAnswer(set.rows, q, snapshot.seasons, set.figures);
  }

  /** Every graded pick matching the filters, newest first: the export, never paged. */
  async recordRows(q: RecordQuery): Promise<RecordRow[]> {
    return this.recordSet(await this.current(), q).rows;
  }

  /**
   * A file of every graded pick matching the filters, built by `build` once per snapshot and filter: the export
   * is public and megabytes long, so callers share one build (concurrent ones included) until a write to picks
   * or games empties the cache. A failed build is not kept.
   */
  async recordFile<F>(
    q: RecordQuery & { format: string },
    build: (rows: readonly RecordRow[], q: RecordQuery & { format: 'csv' | 'json' }) => Promise<F>,
  ): Promise<F> {
    const snapshot = await this.current();
    const key = `file|${q.season ?? ''}|${q.week ?? ''}|${q.statType ?? ''}|${q.view}|${q.format}`;
    const hit = snapshot.derived.get(key) as Promise<F> | undefined;
    if (hit) return hit;
    const format = q.format === 'csv' ? 'csv' : 'json';
    const promise = build(this.recordSet(snapshot, q).rows, { ...q, format });
    snapshot.derived.set(key, promise);
    promise.catch(() => {
      if (snapshot.derived.get(key) === promise) snapshot.derived.delete(key);
    });
    return promise;
  }

  private recordSet(snapshot: Snapshot, q: RecordQuery): RecordSet {
    const key = `record|${q.season ?? ''}|${q.week ?? ''}|${q.statType ?? ''}|${q.view}`;
    const hit = snapshot.derived.get(key) as RecordSet | undefined;
    if (hit) return hit;
    const rows = recordRows(
      snapshot.rows.map((r) => r.record),
      q,
    );
    const value: RecordSet = { rows, figures: recordFigures(rows) };
    snapshot.derived.set(key, value);
    return value;
  }

  private async derive(
    kind: string,
    q: PerformanceSummaryQuery,
    compute: (rows: GradedRecord[]) => PerformanceSummary | CalibrationResponse,
  ): Promise<PerformanceSummary | CalibrationResponse> {
    const matches = this.matcher(q);
    // A filter that can match nothing (another sport, a prop type the engine never makes) reads nothing.
    if (matches === null) return compute([]);
    const snapshot = await this.current();
    const key = `${kind}|${q.propType ?? ''}|${q.timeframe ?? ''}|${q.view ?? ''}`;
    const hit = snapshot.derived.get(key) as PerformanceSummary | CalibrationResponse | undefined;
    if (hit) return hit;
    const value = compute(snapshot.rows.filter(matches));
    snapshot.derived.set(key, value);
    return value;
  }

  /** The same filter the SQL applies (prop type's stat types, timeframe on kick-off else graded time). */
  private matcher(q: PerformanceSummaryQuery): ((r: GradedRecord) => boolean) | null {
    if (q.sport !== undefined && q.sport.toLowerCase() !== 'nfl') return null;
    let statTypes: Set<string> | null = null;
    if (q.propType !== undefined) {
      const types = PERFORMANCE_PROP_TYPE_FILTERS.find((f) => f.value === q.propType)?.statTypes ?? [];
      if (types.length === 0) return null;
      statTypes = new Set<string>(types);
    }
    const from = q.timeframe === undefined ? null : timeframeStart(q.timeframe, this.seasonClock.now());
    const since = from?.getTime() ?? null;
    return (r) =>
      (statTypes === null || statTypes.has(r.statType)) &&
      (since === null || (r.filterDate !== null && Date.parse(r.filterDate) >= since));
  }

  private current(): Promise<Snapshot> {
    const now = this.clock.now().getTime();
    if (this.snapshot && this.snapshot.expiresAt > now) return Promise.resolve(this.snapshot);
    // Expired by age only (no write here invalidated it) and less than one more TTL old: answered at once
    // while one check (and, if the picks moved, one reload) runs behind it. Waiting for the reload (about 1.3 s
    // on the demo season) stalled the Performance Review of whoever came first after every minute.
    if (this.snapshot && this.snapshot.expiresAt + this.ttlMs > now) {
      const stale = this.snapshot;
      this.refresh(stale).catch(() => undefined);
      return Promise.resolve(stale);
    }
    return this.snapshot ? this.refresh(this.snapshot) : this.reload();
  }

  /** Keeps `snapshot` for another time-to-live if the graded picks' version has not moved; else loads again. */
  private refresh(snapshot: Snapshot): Promise<Snapshot> {
    if (!this.version || snapshot.version === null) return this.reload();
    if (this.checking) return this.checking;
    const generation = this.generation;
    const check = this.version()
      .then((version) => {
        // An invalidation meanwhile (a write here) wins over an unchanged version read before it.
        if (version !== snapshot.version || generation !== this.generation) return this.reload();
        snapshot.expiresAt = this.clock.now().getTime() + this.ttlMs;
        return snapshot;
      })
      .finally(() => {
        if (this.checking === check) this.checking = null;
      });
    this.checking = check;
    return check;
  }

  private reload(): Promise<Snapshot> {
    // Concurrent callers share one load instead of each starting their own.
    if (this.loading?.generation === this.generation) return this.loading.promise;
    const generation = this.generation;
    // The version is read before the rows, so a grade written between the two is seen at the next check.
    const promise = (this.version ? this.version() : Promise.resolve(null)).then(async (version) => {
      const rows = await this.load();
      const snapshot: Snapshot = {
        rows,
        expiresAt: this.clock.now().getTime() + this.ttlMs,
        version,
        derived: new Map(),
      };
      if (generation === this.generation) this.snapshot = snapshot;
      return snapshot;
    });
    const loading = { generation, promise };
    this.loading = loading;
    const settle = () => {
      if (this.loading === loading) this.loading = null;
    };
    promise.then(settle, settle);
    return promise;
  }
}
