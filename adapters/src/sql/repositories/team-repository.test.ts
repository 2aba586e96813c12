import type { Team } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlTeamRepository } from './team-repository';

const KC: Team = {
  abbr: 'KC',
  name: 'Chiefs',
  city: 'Kansas City',
  conference: 'AFC',
  division: 'West',
  time_zone: 'America/Chicago',
};
const BUF: Team = {
  abbr: 'BUF',
  name: 'Bills',
  city: 'Buffalo',
  conference: 'AFC',
  division: 'East',
  time_zone: 'America/New_York',
};

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
