// nflverse weekly player stats -> players and stat lines. Pure: no I/O. Rows are checked here (field count,
// ids, whole numbers) so a malformed row is named and left out; the good rows go through the existing importer
// (@edgeboard/fixtures importNflverse), which maps positions and teams the same way the replay and CLI do.
import type { Player, PlayerStatLine, ProviderIssue } from '@edgeboard/domain';
import { splitCsv, STAT_COLUMNS } from '@edgeboard/engine/nflverse';
import { importNflverse } from '@edgeboard/fixtures';

/**
 * The current release (stats_player_week_<season>.csv) renamed two columns of the older player_stats_<season>.csv
 * that the importer reads; both files are accepted.
 */
const RENAMED: Readonly<Record<string, string>> = {
  team: 'recent_team',
  passing_interceptions: 'interceptions',
};

export interface ParsedWeeklyStats {
  players: Player[];
  lines: PlayerStatLine[];
  rowsRead: number;
  skipped: number;
  issues: ProviderIssue[];
}

const csvField = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const isCount = (v: string | undefined) => v === undefined || v === '' || v === 'NA' || /^-?\d+$/.test(v);

export function parseNflverseWeeklyStats(text: string, season: number, importedAt: Date): ParsedWeeklyStats {
  const [rawHeader, ...rows] = splitCsv(text);
  if (!rawHeader) throw new Error('empty file');
  const header = rawHeader.map((c) => (RENAMED[c] && !rawHeader.includes(RENAMED[c]) ? RENAMED[c] : c));
  const at = (name: string) => header.indexOf(name);
  const idCol = at('player_id');
  const seasonCol = at('season');
  const weekCol = at('week');
  if (idCol < 0 || seasonCol < 0 || weekCol < 0)
    throw new Error('missing column(s) player_id, season or week');
  const issues: ProviderIssue[] = [];
  const good: string[][] = [];
  rows.forEach((cells, i) => {
    const row = i + 2;
    const key = cells[idCol] || '(no player_id)';
    const skip = (reason: string) => issues.push({ row, key, reason });
    if (cells.length !== header.length)
      return skip(`${cells.length} fields where the header has ${header.length}`);
    if (!cells[idCol]) return skip('no player_id');
    if (cells[seasonCol] !== String(season))
      return skip(`season "${cells[seasonCol]}" in the ${season} file`);
    if (!/^\d{1,2}$/.test(cells[weekCol] ?? '')) return skip(`week "${cells[weekCol]}" is not a number`);
    const bad = STAT_COLUMNS.find((c) => !isCount(cells[at(c)]));
    if (bad) return skip(`${bad} "${cells[at(bad)]}" is not a whole number`);
    good.push(cells);
  });
  const csv = [header, ...good].map((r) => r.map(csvField).join(',')).join('\n');
  const data = importNflverse([csv], { importedAt });
  const { unknownTeam, unknownPosition, duplicate } = data.skipped;
  if (unknownTeam) issues.push({ row: null, key: '', reason: `${unknownTeam} row(s) with an unknown team` });
  if (unknownPosition)
    issues.push({ row: null, key: '', reason: `${unknownPosition} row(s) with an unknown position` });
  if (duplicate)
    issues.push({ row: null, key: '', reason: `${duplicate} repeated row(s) for a player and week` });
  const players: Player[] = data.players.map(({ team: _team, ...player }) => player);
  const lines: PlayerStatLine[] = data.gameLogs.map(({ game_id: _gameId, ...line }) => line);
  const rowIssues = issues.filter((i) => i.row !== null).length;
  return {
    players,
    lines,
    rowsRead: rows.length,
    skipped: rowIssues + unknownTeam + unknownPosition + duplicate,
    issues,
  };
}
