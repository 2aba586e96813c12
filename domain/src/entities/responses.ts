// Answers of the product API that are not an entity as stored; the API validates against them and the UI
// reads with them.
import { z } from 'zod';
import { Article } from './content';
import { Player } from './player';
import { SubscriptionState } from './subscription';
import { UserProfile } from './user';

/** GET /api/me: the signed-in user, their profile (null when none) and resolved subscription. */
export const MeResponse = z.object({
  id: z.string(),
  email: z.string(),
  profile: UserProfile.nullable(),
  subscription: SubscriptionState,
});
export type MeResponse = z.infer<typeof MeResponse>;

/** GET /api/players item: what player search suggestions need. */
export const PlayerSummary = Player.pick({ id: true, name: true, position: true, team_name: true });
export type PlayerSummary = z.infer<typeof PlayerSummary>;

/** GET /api/articles item: a published article with its sanitised HTML body, if any. */
export const PublicArticle = Article.extend({ html: z.string().nullable() });
export type PublicArticle = z.infer<typeof PublicArticle>;
