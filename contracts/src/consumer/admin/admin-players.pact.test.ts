import { POSITIONS } from '@edgeboard/domain';
import { playersApi } from '@edgeboard/ui/src/features/admin/players/players.api';
import { describe, expect, it } from 'vitest';
import { oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { api, fromState, itRefusesNonAdmins } from '../interaction';
import { gameLog, player } from './admin-examples';
import { FIRST_PAGE, FIRST_PAGE_QUERY, itAnswers404ToMissing, pageLike } from './admin-resource';

const playerShape = () => shapeOf({ ...player, position: oneOf(POSITIONS, player.position) });
const playerPath = (suffix = '') =>
  fromState(`/api/admin/players/\${playerId}${suffix}`, { playerId: player.id });

describe('admin players (ui/src/features/admin/players/players.api.ts)', () => {
  it('lists players for an admin', async () => {
    const { data } = await api('an admin request for a page of players', STATE.admin, STATE.loggedPlayer)
      .get('/api/admin/players', FIRST_PAGE_QUERY)
      .answers(200, pageLike(playerShape()))
      .data((ui) => ui.dispatch(playersApi.endpoints.adminPlayers.initiate(FIRST_PAGE)));
    expect(data[0]?.id).toBe(player.id);
  });

  itRefusesNonAdmins(
    'a request for the admin players from a subscriber who is not an admin',
    '/api/admin/players',
    FIRST_PAGE_QUERY,
    (ui) => ui.dispatch(playersApi.endpoints.adminPlayers.initiate(FIRST_PAGE)),
  );

  it('loads one player', async () => {
    const loaded = await api('an admin request for one player', STATE.admin, STATE.loggedPlayer)
      .get(playerPath())
      .answers(200, playerShape())
      .data((ui) => ui.dispatch(playersApi.endpoints.adminPlayer.initiate(player.id)));
    expect(loaded.name).toBe(player.name);
  });

  itAnswers404ToMissing('a player', '/api/admin/players/no-such-player', (ui) =>
    ui.dispatch(playersApi.endpoints.adminPlayer.initiate('no-such-player')),
  );

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
