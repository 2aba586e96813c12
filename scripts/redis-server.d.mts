export class RedisServerMissingError extends Error {}
export interface RedisServer {
  url: string;
  port: number;
  dir: string;
  pid: number | undefined;
  stop(): Promise<void>;
}
export function startRedis(): Promise<RedisServer>;
