// Service identifiers for the composition root. Only container modules and createApp use them.
export const TOKENS = {
  env: Symbol.for('edgeboard.Env'),
  logger: Symbol.for('edgeboard.Logger'),
  clock: Symbol.for('edgeboard.Clock'),
  seasonClock: Symbol.for('edgeboard.SeasonClock'),
  db: Symbol.for('edgeboard.Db'),
  repos: Symbol.for('edgeboard.Repositories'),
  cache: Symbol.for('edgeboard.Cache'),
  rateLimiter: Symbol.for('edgeboard.RateLimiter'),
  mailer: Symbol.for('edgeboard.Mailer'),
  tokens: Symbol.for('edgeboard.TokenVerifier'),
  localAuth: Symbol.for('edgeboard.LocalAuthService'),
  scores: Symbol.for('edgeboard.ScoresFeed'),
  news: Symbol.for('edgeboard.NewsFeed'),
  deleteAccount: Symbol.for('edgeboard.DeleteAccount'),
} as const;
