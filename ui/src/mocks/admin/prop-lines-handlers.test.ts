// @vitest-environment node
import { PropLine, PropLineImportReport, PropLinePicks, UserActivity } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoWorld } from '@/mocks/demo-world';
import { call, error, json, pageOf, withAdminMockServer } from './admin-mock-test-kit';

withAdminMockServer();

describe('admin mock: prop lines', () => {
  it('lists, edits and deletes prop lines; imports CSV with a dry run that writes nothing', async () => {
    const lines = await json(pageOf(PropLine), await call('/prop-lines?statType=passing_yards&pageSize=100'));
    expect(lines.data.every((l) => l.stat_type === 'passing_yards')).toBe(true);
    const pulled = lines.data.map((l) => l.pulled_at);
    expect(pulled).toEqual([...pulled].sort().reverse());
    const line = lines.data[0]!;
    // The panel's related AI picks: the week's pick on this player and stat type, linked by id.
    const related = await json(PropLinePicks, await call(`/prop-lines/${line.id}/picks`));
    expect(related.data.length).toBeGreaterThan(0);
    expect(
      related.data.every(
        (p) => p.week === line.week && p.stat_type === line.stat_type && p.player === line.player,
      ),
    ).toBe(true);
    expect((await call('/prop-lines/nope/picks')).status).toBe(404);
    const edited = await json(
      PropLine,
      await call(`/prop-lines/${line.id}`, { method: 'PUT', body: JSON.stringify({ odds: -120 }) }),
    );
    expect(edited.odds).toBe(-120);
    // The edit re-prices the line's pick with the engine and says so in the activity log, as the API does.
    const logged = (await json(z.array(UserActivity), await call('/activity')))[0];
    expect(logged?.activity).toBe('prop_line_updated');
    expect(logged?.target).toMatch(/; \d+ picks? re-priced$/);
    const badOdds = await call(`/prop-lines/${line.id}`, {
      method: 'PUT',
      body: JSON.stringify({ odds: 50 }),
    });
    expect((await error(badOdds, 400)).field).toBe('odds');

    const game = demoWorld().season.games.find((g) => g.season === demoWorld().season.season)!;
    const csv = [
      'player,stat_type,line_value,odds,sportsbook,game_id,pulled_at',
      `Zed Importer,passing_yards,250.5,-110,DemoBook,${game.id},2025-09-01T12:00:00Z`,
      'Zed Importer,passing_yards,250.25,+50,,nope,yesterday',
    ].join('\n');
    const before = demoWorld().season.propLines.length;
    const post = (query: string, body: string, type = 'text/csv') =>
      call(`/prop-lines/import${query}`, { method: 'POST', body, headers: { 'Content-Type': type } });
    const preview = await json(PropLineImportReport, await post('?dryRun=true', csv));
    expect([preview.imported, preview.refused]).toEqual([1, 1]);
    expect(preview.rows[1]?.reasons).toEqual([
      'line_value must be in steps of 0.5',
      'odds must be American odds (-100 or lower, +100 or higher)',
      'sportsbook is empty',
      'game_id "nope" is not a known game',
      'pulled_at is not a date and time',
    ]);
    expect(demoWorld().season.propLines.length).toBe(before);
    const done = await json(PropLineImportReport, await post('', csv));
    expect(demoWorld().season.propLines.length).toBe(before + 1);
    // The same file again: the stored line is skipped, not stored twice (issue #20 item 7).
    const again = await json(PropLineImportReport, await post('', csv));
    expect([again.imported, again.skipped, again.refused]).toEqual([0, 1, 1]);
    expect(again.rows[0]).toMatchObject({ status: 'skipped', id: done.rows[0]?.id });
    expect(demoWorld().season.propLines.length).toBe(before + 1);
    const stored = await json(PropLine, await call(`/prop-lines/${done.rows[0]!.id!}`));
    expect(stored.season).toBe(game.season);
    const byName = await json(pageOf(PropLine), await call('/prop-lines?search=zed imp'));
    expect(byName.count).toBe(1);
    expect((await error(await post('', 'player,odds\nA,-110'), 400)).code).toBe('invalid_csv_header');
    expect((await error(await post('', csv, 'application/json'), 400)).code).toBe('unsupported_media_type');

    await call(`/prop-lines/${line.id}`, { method: 'DELETE' });
    expect((await error(await call(`/prop-lines/${line.id}`), 404)).message).toBe(
      `Prop line ${line.id} not found`,
    );
  });
});
