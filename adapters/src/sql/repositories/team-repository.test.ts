import type { Team } from '@edgeboard/domain';
import { NFL_TEAMS } from '@edgeboard/fixtures';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlTeamRepository } from './team-repository';

// Two clubs of the demo league, as stored rows.
function club(abbr: string): Team {
  const team = NFL_TEAMS.find((t) => t.abbr === abbr);
  if (!team) throw new Error(`no club ${abbr}`);
  return team;
}
const KC = club('KC');
const BUF = club('BUF');

describeEachEngine('SqlTeamRepository', (getDb) => {
  const repo = () => new SqlTeamRepository(getDb());

  it('upserts teams and reads them by abbreviation', async () => {
    await repo().upsertMany([KC, BUF]);
    await repo().upsertMany([{ ...KC, name: 'Kansas City Chiefs' }]);
    expect(await repo().all()).toEqual([BUF, { ...KC, name: 'Kansas City Chiefs' }]);
    expect(await repo().get('BUF')).toEqual(BUF);
    expect(await repo().get('XX')).toBeNull();
  });
});
