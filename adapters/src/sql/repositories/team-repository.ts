import { Team } from '@edgeboard/domain';
import type { TeamRepository } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { parseRow } from '../row-mapping';
import type { TeamsTable } from '../tables';
import { excludedColumns } from './query-helpers';

function toTeam(row: Selectable<TeamsTable>): Team {
  return parseRow(Team, 'teams', row);
}

export class SqlTeamRepository implements TeamRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async all(): Promise<Team[]> {
    const rows = await this.db.selectFrom('teams').selectAll().orderBy('abbr').execute();
    return rows.map(toTeam);
  }

  async get(abbr: string): Promise<Team | null> {
    const row = await this.db.selectFrom('teams').selectAll().where('abbr', '=', abbr).executeTakeFirst();
    return row ? toTeam(row) : null;
  }

  async upsertMany(teams: readonly Team[]): Promise<void> {
    if (teams.length === 0) return;
    await this.db
      .insertInto('teams')
      .values(teams.map((t) => ({ ...t })))
      .onConflict((oc) =>
        oc
          .column('abbr')
          .doUpdateSet(excludedColumns(['name', 'city', 'conference', 'division', 'time_zone'])),
      )
      .execute();
  }
}
