// The provider states the pacts name, and the values each one hands back for injection into the request
// (Pact V4 `fromProviderState`). Three worlds satisfy them: the provider test seeds the real API through its
// repositories (provider/api-states.ts); a running deployment and the dev mock use their demo accounts and
// data (remote-states.ts).
import type { Tier } from '@edgeboard/domain';

export const STATE = {
  /** params: { tier }. Gives accessToken, userId, email. */
  signedIn: 'a signed-in user',
  /** A signed-in admin. Gives accessToken, userId, email. */
  admin: 'a signed-in admin',
  /** A user whose account the interaction may delete or change. Gives accessToken, userId, email. */
  disposableUser: 'a signed-in user whose account may be deleted',
  /** A registered, confirmed account. Gives email, password, accessToken, refreshToken, userId. */
  registeredUser: 'a registered user',
  /** Gives email: an address no account uses. */
  unusedEmail: 'no account uses the sign-up e-mail',
  /**
   * Picks of the current week (games live and upcoming) and graded picks of past weeks. Gives pickId (inside
   * every tier's allowance) and lockedPickId (outside the free tier's).
   */
  picks: 'picks exist for the current and past weeks',
  /** The games of 2025 week 5 are final. */
  games: 'the games of week 5 of 2025 are final',
  players: 'players exist',
  plans: 'the paid plans exist',
  news: 'news items exist',
  /** Gives articleId. */
  article: 'a published article exists',
  /** Another user than the admin, with a paid subscription. Gives subscriberId, subscriberEmail. */
  subscriber: 'another user with a paid subscription exists',
  /** Users, paid subscriptions and page views both before and within the analytics window. */
  analytics: 'users, subscriptions and page views exist before and within the analytics window',
  /** Gives editableArticleId: a published article the interaction may change or delete. */
  editableArticle: 'a published article the admin may change or delete',
  /** Gives aiPickId: an ungraded AI pick the interaction may change or delete. */
  editablePick: 'an ungraded AI pick the admin may change or delete',
  /** Gives generateSeason, generateWeek: a week with prop lines whose players have a game history. */
  generatableWeek: 'a week has prop lines and their players have a game history',
  /** Gives playerId: a player with a game log. */
  loggedPlayer: 'a player with a game log exists',
  /** Gives propLineId: a prop line (on a game) the interaction may change or delete. */
  editablePropLine: 'a prop line the admin may change or delete',
  /** A notification recipient is saved, so every settings list holds an element. */
  settings: 'the settings name a notification recipient',
  /** Gives researchPlayerId: a player with games this season and last, and a game this week. */
  researchPlayer: 'a player has games this season and a game this week',
  /**
   * params: { tier }. The tier's user has exactly one bet, open, entered by hand. Gives accessToken, userId, email,
   * betId and betPlayerId (the player it is on).
   */
  bet: 'a subscriber has an open bet',
  /**
   * Two market-priced picks of this week's KC game (a quarterback's passing yards, a receiver's receiving
   * yards: pick-qb and pick-wr), two books quoting each, their players' game history; a pick on another game
   * (pick-nyj).
   */
  parlayGame: 'two picks of one game have book lines and their players a game history',
  /** A scheduled job is defined and has a recorded run (the Jobs tab has a row with a last run). */
  jobRun: 'a scheduled job has run',
} as const;

export interface SignedInParams {
  tier: Tier;
}

/** Season and week of the seeded sample data; the consumer asks for these. */
export const SAMPLE_SEASON = 2025;
export const SAMPLE_WEEK = 6;
/** A week whose games are all final, so every game of the scores answer has the same shape. */
export const FINAL_WEEK = 5;

/** The hand-entered bet the bet state records: week 18, whose games are never final when the contracts run. */
export const OPEN_BET = (playerId: string) => ({
  sportsbook: 'DraftKings',
  odds: -110,
  stake: 1,
  playerId,
  statType: 'receptions',
  line: 4.5,
  side: 'over',
  week: 18,
});
