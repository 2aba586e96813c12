// The `alerts.match` job: matches plays however they were published (the demo season's tick, hosted ingestion,
// a replay), every minute, once per scheduled time across instances. Registered in server/main.ts.
import type { JobDefinition } from '@edgeboard/domain';
import { matchAlerts, type MatchAlertsDeps } from '@edgeboard/application/alerts/match-alerts/match-alerts';

export const ALERTS_JOB = 'alerts.match';

export function alertsJob(deps: MatchAlertsDeps): JobDefinition {
  return {
    name: ALERTS_JOB,
    schedule: { everyMinutes: 1 },
    description: 'Matches newly published plays to subscribers’ alert rules: bell notices and e-mails',
    handler: async () => {
      const r = await matchAlerts(deps);
      return {
        rowsWritten: r.notices,
        message: `${r.plays} plays matched: ${r.notices} notices, ${r.emails} e-mails`,
      };
    },
  };
}
