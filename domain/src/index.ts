// Entities (zod schemas and their inferred types)
export * from './entities/common';
export * from './entities/user';
export * from './entities/auth';
export * from './entities/subscription';
export * from './entities/player';
export * from './entities/game';
export * from './entities/prop';
export * from './entities/pick-ledger';
export * from './entities/prop-admin';
export * from './entities/market';
export * from './entities/performance';
export * from './entities/calibration';
export * from './entities/record';
export * from './entities/bet';
export * from './entities/content';
export * from './entities/admin';
export * from './entities/queries';
export * from './entities/responses';
export * from './entities/player-research';
export * from './entities/alert';
export * from './entities/defense';
export * from './entities/odds-board';

// Constants, messages, errors
export * from './constants';
export * from './messages';
export * from './errors';

// Pure rules
export * from './rules/confidence';
export * from './rules/subscription';
export * from './rules/validation';
export * from './rules/credentials';
export * from './rules/analysis';
export * from './rules/pick-ledger';
export * from './rules/pick-week';
export * from './rules/paging';
export * from './rules/performance';
export * from './rules/labels';
export * from './rules/dates';
export * from './rules/time-zone';
export * from './rules/news';
export * from './rules/prop-line-import';
export * from './rules/prop-line-picks';
export * from './rules/season-calendar';
export * from './rules/job-schedules';
export * from './rules/article-links';
export * from './rules/settings';
export * from './rules/analytics';
export * from './rules/odds';
export * from './rules/market';
export * from './rules/clv';
export * from './rules/hit-rates';
export * from './rules/player-research';
export * from './rules/alerts';
export * from './rules/defense-vs-position';
export * from './rules/odds-board';

// Ports
export type * from './ports/clock.port';
export type * from './ports/mailer.port';
export type * from './ports/payment-gateway.port';
export type * from './ports/marketing.port';
export type * from './ports/rate-limiter.port';
export type * from './ports/cache.port';
export type * from './ports/broadcast.port';
export type * from './ports/scores-feed.port';
export type * from './ports/news-feed.port';
export type * from './ports/token-verifier.port';
export type * from './ports/job-engine.port';
export * from './ports/provider-error';
export type * from './ports/stats-provider.port';
export * from './ports/odds-provider.port';
export * from './ports/repositories';
export * from './rules/present-pick';
export * from './rules/calibration';
export * from './rules/record';
export * from './rules/bets';
