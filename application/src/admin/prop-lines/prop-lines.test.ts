import { NotFoundError, ValidationError } from '@edgeboard/domain';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { kitClock } from '../../props/props-test-kit';
import { ADMIN_ID, kitActivity, kitLine, kitLines, kitPicks, kitStableId } from '../catalogue-test-kit';
import { importPropLines } from './import-prop-lines';
import { deletePropLine, editPropLine, listPropLines, picksOfLine } from './prop-lines';

function world() {
  const lines = [
    kitLine('l1', 'p02', { pulled_at: '2025-10-10T12:00:00.000Z' }),
    kitLine('l2', 'p04', { sportsbook: 'FanDuel', pulled_at: '2025-10-11T12:00:00.000Z' }),
    kitLine('l3', 'p06', { game_id: null, season: undefined, week: undefined }),
  ];
  const picks = kitPicks();
  const { activity, rows } = kitActivity();
  const games = {
    forWeek: (s: number, w: number) =>
      Promise.resolve(picks.games.filter((g) => g.season === s && g.week === w)),
    getMany: (ids: readonly string[]) => Promise.resolve(picks.games.filter((g) => ids.includes(g.id))),
  };
  const deps = {
    ...{ clock: kitClock, seasonClock: kitClock, picks, games, activity, stableId: kitStableId },
    propLines: kitLines(lines),
    players: { all: () => Promise.resolve([]) },
    gameLogs: { forSeasons: () => Promise.resolve([]) },
    parseCsv: parse,
    newId: () => 'new-line',
  };
  return { deps, rows };
}

describe('prop lines in the back office', () => {
  it('lists most recently pulled first (ties by id, same direction), with the partial sportsbook filter', async () => {
    const { deps } = world();
    const all = await listPropLines(deps, { page: 1, pageSize: 10, search: '' });
    expect(all.data.map((l) => l.id)).toEqual(['l2', 'l3', 'l1']);
    const fd = await listPropLines(deps, { page: 1, pageSize: 10, sportsbook: 'fan' });
    expect(fd).toMatchObject({ count: 1, data: [{ id: 'l2' }] });
  });

  it("finds the week's picks priced from a line; a line without a game has none", async () => {
    const { deps } = world();
    expect((await picksOfLine(deps, 'l1')).data.map((p) => p.id)).toEqual(['p02']);
    expect(await picksOfLine(deps, 'l3')).toEqual({ data: [] });
    await expect(picksOfLine(deps, 'nope')).rejects.toThrow(new NotFoundError('Prop line', 'nope'));
  });

  it('edits a line, re-prices its prop and logs both values and the re-priced count', async () => {
    const { deps, rows } = world();
    const updated = await editPropLine(deps, ADMIN_ID, 'l1', { line_value: 60.5 });
    expect(updated.line_value).toBe(60.5);
    expect(rows.map((r) => [r.activity, r.target])).toEqual([
      ['prop_line_updated', 'Player p02 receiving_yards 55.5 -> 60.5 (DraftKings); 0 picks re-priced'],
    ]);
    await expect(editPropLine(deps, ADMIN_ID, 'nope', {})).rejects.toBeInstanceOf(NotFoundError);
  });

  it('deletes a line and logs it', async () => {
    const { deps, rows } = world();
    await deletePropLine(deps, ADMIN_ID, 'l2');
    expect((await listPropLines(deps, { page: 1, pageSize: 10 })).count).toBe(2);
    expect(rows.map((r) => r.target)).toEqual(['Player p04 receiving_yards 55.5 (FanDuel)']);
    await expect(deletePropLine(deps, ADMIN_ID, 'l2')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('imports a CSV: a dry run writes nothing, a stored line is skipped the second time', async () => {
    const { deps, rows } = world();
    const csv = [
      'player,stat_type,line_value,odds,sportsbook,game_id,pulled_at',
      'Zed Importer,passing_yards,250.5,-110,DemoBook,g6b,2025-10-11T12:00:00Z',
      'Zed Importer,passing_yards,250.25,-110,DemoBook,nope,2025-10-11T12:00:00Z',
    ].join('\n');
    const run = (dryRun: boolean) => importPropLines(deps, { text: csv, dryRun, adminId: ADMIN_ID });
    const preview = await run(true);
    expect([preview.imported, preview.refused, preview.skipped]).toEqual([1, 1, 0]);
    expect(await deps.propLines.forPlayers(['zed importer'])).toEqual([]);
    expect(rows).toEqual([]);

    expect((await run(false)).imported).toBe(1);
    const stored = await deps.propLines.forPlayers(['Zed Importer']);
    expect(stored).toMatchObject([{ id: 'new-line', season: 2025, week: 6 }]);
    expect([(await run(false)).skipped, stored.length]).toEqual([1, 1]);
    expect(rows.map((r) => r.target)).toEqual([
      '1 imported, 0 already stored, 1 refused',
      '0 imported, 1 already stored, 1 refused',
    ]);
  });

  it('refuses a file csv-parse cannot read with invalid_csv, writing nothing', async () => {
    const { deps, rows } = world();
    const bad = importPropLines(deps, { text: 'player,odds\n"unclosed', dryRun: false, adminId: ADMIN_ID });
    await expect(bad).rejects.toMatchObject({ code: 'invalid_csv' });
    await expect(bad).rejects.toBeInstanceOf(ValidationError);
    expect(rows).toEqual([]);
  });
});
