import { MatchersV3 } from '@pact-foundation/pact';
import { POSITIONS } from '@edgeboard/domain';
import { playersApi } from '@edgeboard/ui/src/features/admin/players/players.api';
import { describe, expect, it } from 'vitest';
import { oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { api, fromState, itRefusesNonAdmins } from '../interaction';
import { gameLog, player } from './admin-examples';

const playerShape = () => shapeOf({ ...player, position: oneOf(POSITIONS, player.position) });
const playerPath = (suffix = '') =>
  fromState(`/api/admin/players/\${playerId}${suffix}`, { playerId: player.id });
const firstPage = { page: 1, pageSize: 10 };

describe('admin players (ui/src/features/admin/players/players.api.ts)', () => {
  it('lists players for an admin', async () => {
    const { data } = await api('an admin request for a page of players', STATE.admin, STATE.loggedPlayer)
      .get('/api/admin/players', { page: '1', pageSize: '10' })
      .answers(200, { data: MatchersV3.eachLike(playerShape()), count: MatchersV3.integer(1) })
      .data((ui) => ui.dispatch(playersApi.endpoints.adminPlayers.initiate(firstPage)));
    expect(data[0]?.id).toBe(player.id);
  });

  itRefusesNonAdmins(
    'a request for the admin players from a subscriber who is not an admin',
    '/api/admin/players',
    { page: '1', pageSize: '10' },
    (ui) => ui.dispatch(playersApi.endpoints.adminPlayers.initiate(firstPage)),
  );

  it('loads one player', async () => {
    const loaded = await api('an admin request for one player', STATE.admin, STATE.loggedPlayer)
      .get(playerPath())
      .answers(200, playerShape())
      .data((ui) => ui.dispatch(playersApi.endpoints.adminPlayer.initiate(player.id)));
    expect(loaded.name).toBe(player.name);
  });

  it('answers 404 to a player that does not exist', () =>
    api('an admin request for a player that does not exist', STATE.admin)
      .get('/api/admin/players/no-such-player')
      .notFound()
      .refuses((ui) => ui.dispatch(playersApi.endpoints.adminPlayer.initiate('no-such-player'))));

  it("loads a player's game log", async () => {
    const { games } = await api("an admin request for a player's game log", STATE.admin, STATE.loggedPlayer)
      .get(playerPath('/stats'))
      .answers(200, { player: playerShape(), games: shapeOf([gameLog]) })
      .data((ui) => ui.dispatch(playersApi.endpoints.adminPlayerStats.initiate(player.id)));
    expect(games[0]?.player_id).toBe(player.id);
  });

  it('saves an edited player', async () => {
    // The player's own values: the edit leaves the shared sample player as every other interaction expects.
    const patch = { name: player.name, team_name: player.team_name };
    const saved = await api('an admin request to edit a player', STATE.admin, STATE.loggedPlayer)
      .put(playerPath(), patch)
      .answers(200, playerShape())
      .data((ui) => ui.dispatch(playersApi.endpoints.updateAdminPlayer.initiate({ id: player.id, patch })));
    expect(saved.name).toBe(player.name);
  });

  it('answers 400 to a position that does not exist', () => {
    const patch = { position: 'GOALIE' };
    return (
      api('an admin request to edit a player with an unknown position', STATE.admin, STATE.loggedPlayer)
        .put(playerPath(), patch)
        .invalid()
        // The editor's select cannot send it; a stale or hand-made request can.
        .refuses((ui) =>
          ui.dispatch(
            playersApi.endpoints.updateAdminPlayer.initiate({ id: player.id, patch: patch as never }),
          ),
        )
    );
  });
});
