import { describe, expect, it } from 'vitest';
import { PropLineUpdate } from '@edgeboard/domain';
import {
  draftErrors,
  draftOf,
  LINE_REQUIRED_MESSAGE,
  LINE_STEP_MESSAGE,
  ODDS_MESSAGE,
  patchOf,
  PLAYER_REQUIRED_MESSAGE,
} from './prop-line-draft';
import { allenPassing } from './prop-lines.fixture';

describe('prop line edit draft', () => {
  it('accepts a saved line as it is', () => {
    expect(draftErrors(draftOf(allenPassing))).toEqual({});
  });

  it('asks for half-point steps and American odds', () => {
    const d = draftOf(allenPassing);
    expect(draftErrors({ ...d, line_value: 245.3 }).line_value).toBe(LINE_STEP_MESSAGE);
    expect(draftErrors({ ...d, line_value: 245 })).toEqual({});
    expect(draftErrors({ ...d, line_value: null }).line_value).toBe(LINE_REQUIRED_MESSAGE);
    expect(draftErrors({ ...d, odds: -99 }).odds).toBe(ODDS_MESSAGE);
    expect(draftErrors({ ...d, odds: 100 })).toEqual({});
    expect(draftErrors({ ...d, odds: -110.5 }).odds).toBe(ODDS_MESSAGE);
    expect(draftErrors({ ...d, player: '  ' }).player).toBe(PLAYER_REQUIRED_MESSAGE);
  });

  it('sends a body the server accepts, clearing an emptied game id', () => {
    const patch = patchOf({ ...draftOf(allenPassing), game_id: ' ', sportsbook: ' FanDuel ' });
    expect(PropLineUpdate.strict().safeParse(patch).success).toBe(true);
    expect(patch).toMatchObject({ game_id: null, sportsbook: 'FanDuel' });
  });
});
