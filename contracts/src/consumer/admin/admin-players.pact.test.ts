import { MatchersV3 } from '@pact-foundation/pact';
import { POSITIONS } from '@edgeboard/domain';
import { playersApi } from '@edgeboard/ui/src/features/admin/players/players.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { apiPact, bearer, dataOf, uiStore } from '../harness';
import { gameLog, player } from './admin-examples';

const playerShape = () => shapeOf({ ...player, position: oneOf(POSITIONS, player.position) });
const playerPath = (suffix = '') =>
  MatchersV3.fromProviderState(
    `/api/admin/players/\${playerId}${suffix}`,
    `/api/admin/players/${player.id}${suffix}`,
  );
const jsonHeaders = () => ({ ...bearer(), 'Content-Type': 'application/json' });
const firstPage = { page: 1, pageSize: 10 };

describe('admin players (ui/src/features/admin/players/players.api.ts)', () => {
  it('lists players for an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.loggedPlayer)
      .uponReceiving('an admin request for a page of players')
      .withRequest('GET', '/api/admin/players', (b) =>
        b.query({ page: '1', pageSize: '10' }).headers(bearer()),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody({ data: MatchersV3.eachLike(playerShape()), count: MatchersV3.integer(1) }),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          playersApi.endpoints.adminPlayers.initiate(firstPage),
        );
        expect(dataOf(result).data[0]?.id).toBe(player.id);
      });
  });

  it('answers 403 to a user who is not an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving('a request for the admin players from a subscriber who is not an admin')
      .withRequest('GET', '/api/admin/players', (b) =>
        b.query({ page: '1', pageSize: '10' }).headers(bearer()),
      )
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('admin_only')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          playersApi.endpoints.adminPlayers.initiate(firstPage),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });

  it('loads one player', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.loggedPlayer)
      .uponReceiving('an admin request for one player')
      .withRequest('GET', playerPath(), (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(playerShape()))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          playersApi.endpoints.adminPlayer.initiate(player.id),
        );
        expect(dataOf(result).name).toBe(player.name);
      });
  });

  it('answers 404 to a player that does not exist', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request for a player that does not exist')
      .withRequest('GET', '/api/admin/players/no-such-player', (b) => b.headers(bearer()))
      .willRespondWith(404, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('not_found')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          playersApi.endpoints.adminPlayer.initiate('no-such-player'),
        );
        expect(result.error).toMatchObject({ status: 404 });
      });
  });

  it("loads a player's game log", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.loggedPlayer)
      .uponReceiving("an admin request for a player's game log")
      .withRequest('GET', playerPath('/stats'), (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody({ player: playerShape(), games: shapeOf([gameLog]) }),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          playersApi.endpoints.adminPlayerStats.initiate(player.id),
        );
        expect(dataOf(result).games[0]?.player_id).toBe(player.id);
      });
  });

  it('saves an edited player', async () => {
    // The player's own values: the edit leaves the shared sample player as every other interaction expects.
    const patch = { name: player.name, team_name: player.team_name };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.loggedPlayer)
      .uponReceiving('an admin request to edit a player')
      .withRequest('PUT', playerPath(), (b) => b.headers(jsonHeaders()).jsonBody(patch))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(playerShape()))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          playersApi.endpoints.updateAdminPlayer.initiate({ id: player.id, patch }),
        );
        expect(dataOf(result).name).toBe(player.name);
      });
  });

  it('answers 400 to a position that does not exist', async () => {
    const patch = { position: 'GOALIE' };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.loggedPlayer)
      .uponReceiving('an admin request to edit a player with an unknown position')
      .withRequest('PUT', playerPath(), (b) => b.headers(jsonHeaders()).jsonBody(patch))
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          // The editor's select cannot send it; a stale or hand-made request can.
          playersApi.endpoints.updateAdminPlayer.initiate({ id: player.id, patch: patch as never }),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });
});
