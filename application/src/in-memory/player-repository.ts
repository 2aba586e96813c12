// The PlayerRepository's full list over an array, by name then id as the SQL repository orders it, for the
// reference use cases' tests and the dev mock.
import type { Player, PlayerRepository } from '@edgeboard/domain';
import { byText } from '../props/pick-access';

export class InMemoryPlayerRepository implements Pick<PlayerRepository, 'all'> {
  constructor(readonly players: readonly Player[] = []) {}

  all(): Promise<Player[]> {
    return Promise.resolve(this.players.slice().sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id)));
  }
}
