export function findPgBin(): string | null;
export function ensurePostgres(): void;
