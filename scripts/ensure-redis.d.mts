export function findRedisServer(): string | null;
export function ensureRedis(): string | null;
