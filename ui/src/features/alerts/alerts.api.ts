import {
  AlertNotices,
  AlertReadResult,
  AlertRules,
  type AlertReadRequest,
  type AlertRulesUpdate,
} from '@edgeboard/domain';
import { api } from '@/lib/api';
import { getJson, sendJson } from '@/lib/endpoints';

// One tag for the bell: a notice from the stream, or a notice marked read, refetches the list and the count.
export const alertsApi = api.enhanceEndpoints({ addTagTypes: ['Alerts', 'AlertRules'] }).injectEndpoints({
  endpoints: (build) => ({
    alerts: build.query<AlertNotices, void>(getJson('alerts', AlertNotices, ['Alerts'])),
    markAlertsRead: build.mutation<AlertReadResult, AlertReadRequest>(
      sendJson('POST', 'alerts/read', AlertReadResult, ['Alerts']),
    ),
    alertRules: build.query<AlertRules, void>(getJson('alerts/rules', AlertRules, ['AlertRules'])),
    saveAlertRules: build.mutation<AlertRules, AlertRulesUpdate>(
      sendJson('PUT', 'alerts/rules', AlertRules, ['AlertRules']),
    ),
  }),
});

export const { useAlertsQuery, useMarkAlertsReadMutation, useAlertRulesQuery, useSaveAlertRulesMutation } =
  alertsApi;
