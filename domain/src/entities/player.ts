import { z } from 'zod';
import { EntityId, Timestamp } from './common';

export const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF', 'DL', 'LB', 'DB'] as const;
export const Position = z.enum(POSITIONS);
export type Position = z.infer<typeof Position>;

export const Player = z.object({
  id: EntityId,
  name: z.string().min(1),
  position: Position,
  team_name: z.string(),
  espn_id: z.string().nullish(),
  pff_id: z.string().nullish(),
  sleeper_id: z.string().nullish(),
  updated_at: Timestamp,
});
export type Player = z.infer<typeof Player>;

/** The fields the admin player editor may change. */
export const PlayerUpdate = Player.pick({
  name: true,
  position: true,
  team_name: true,
  espn_id: true,
  pff_id: true,
  sleeper_id: true,
}).partial();
export type PlayerUpdate = z.infer<typeof PlayerUpdate>;
