import { zoneOffsetMinutes, type NflGame } from '@edgeboard/domain';

const FINISHED = new Set<NflGame['Status']>(['Final', 'F/OT', 'Forfeit']);

/**
 * The status line of one game: the local kick-off for a scheduled game, quarter and clock while it is
 * played, Final afterwards. The provider writes DateTime without a zone in US Eastern time.
 */
export function gameStatusText(game: NflGame, timeZone?: string): string {
  if (FINISHED.has(game.Status)) return game.Status === 'F/OT' ? 'Final (OT)' : 'Final';
  if (game.Status === 'InProgress') {
    const quarter = game.QuarterDescription ?? (game.Quarter === null ? null : `Q${game.Quarter}`);
    return [quarter, game.TimeRemaining].filter((p) => p !== null && p !== '').join(' · ') || 'Live';
  }
  if (game.Status !== 'Scheduled') return game.Status;
  const kickoff = kickoffInstant(game.DateTime);
  if (kickoff === null) return 'Scheduled';
  return `Scheduled · ${kickoffFormat(timeZone).format(kickoff)}`;
}

// Building an Intl formatter costs far more than formatting with one; the card re-renders every few seconds.
const kickoffFormats = new Map<string, Intl.DateTimeFormat>();
function kickoffFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = kickoffFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(timeZone === undefined ? {} : { timeZone }),
    });
    kickoffFormats.set(key, format);
  }
  return format;
}

/** Kick-off as an instant: a zone-less provider time is US Eastern (EDT during the regular season's start). */
export function kickoffInstant(dateTime: string | null): Date | null {
  if (dateTime === null || dateTime === '') return null;
  const hasZone = /[zZ]|[+-]\d\d:?\d\d$/.test(dateTime);
  if (hasZone) {
    const d = new Date(dateTime);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const asUtc = new Date(`${dateTime}Z`);
  if (Number.isNaN(asUtc.getTime())) return null;
  return new Date(asUtc.getTime() + easternOffsetMinutes(asUtc) * 60_000);
}

/** Minutes to add to a New York wall-clock time read as UTC to get the real instant (240 EDT, 300 EST). */
const easternOffsetMinutes = (wallAsUtc: Date): number => -zoneOffsetMinutes(wallAsUtc, 'America/New_York');

export function isGameLive(game: NflGame): boolean {
  return game.Status === 'InProgress' || game.Status === 'Delayed' || game.Status === 'Suspended';
}

export function allGamesOver(games: readonly NflGame[]): boolean {
  return games.length > 0 && games.every((g) => FINISHED.has(g.Status) || g.Status === 'Canceled');
}

/** The week the dashboard opens on: the nearest upcoming or live pick's week, else the first pick's. */
export function startWeek(
  picks: readonly { week: number | null; status: string; start_time: string | null }[],
  fallback: number,
): { week: number; fromPick: boolean } {
  const kickoff = (p: { start_time: string | null }) =>
    p.start_time === null ? Number.POSITIVE_INFINITY : Date.parse(p.start_time);
  const open = picks
    .filter((p) => p.week !== null && (p.status === 'upcoming' || p.status === 'live'))
    .sort((a, b) => kickoff(a) - kickoff(b));
  const nearest = open[0]?.week;
  if (nearest !== undefined && nearest !== null) return { week: nearest, fromPick: true };
  return { week: picks.find((p) => p.week !== null)?.week ?? fallback, fromPick: false };
}
