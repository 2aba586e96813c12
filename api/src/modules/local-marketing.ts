// The launch list kept in the database: the local mode's marketing service, and the hosted mode's when no
// provider key is set.
import { LocalMarketingService } from '@edgeboard/adapters/marketing/local-marketing-service';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import type { ResolutionContext } from 'inversify';
import { TOKENS } from './tokens';

export function localMarketing(ctx: ResolutionContext): LocalMarketingService {
  return new LocalMarketingService(ctx.get<SqlRepositories>(TOKENS.repos).marketing);
}
