export class PgBinariesMissingError extends Error {}
export interface PgCluster {
  url: string;
  dir: string;
  port: number;
}
export function freePort(): Promise<number>;
export function startCluster(): Promise<PgCluster>;
export function stopCluster(dir: string): Promise<void>;
