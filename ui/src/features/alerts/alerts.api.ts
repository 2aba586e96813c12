import {
  AlertNotices,
  AlertReadResult,
  AlertRules,
  type AlertReadRequest,
  type AlertRulesUpdate,
} from '@edgeboard/domain';
import { api } from '@/lib/api';

// One tag for the bell: a notice from the stream, or a notice marked read, refetches the list and the count.
export const alertsApi = api.enhanceEndpoints({ addTagTypes: ['Alerts', 'AlertRules'] }).injectEndpoints({
  endpoints: (build) => ({
    alerts: build.query<AlertNotices, void>({
      query: () => 'alerts',
      responseSchema: AlertNotices,
      providesTags: ['Alerts'],
    }),
    markAlertsRead: build.mutation<AlertReadResult, AlertReadRequest>({
      query: (body) => ({ url: 'alerts/read', method: 'POST', body }),
      responseSchema: AlertReadResult,
      invalidatesTags: ['Alerts'],
    }),
    alertRules: build.query<AlertRules, void>({
      query: () => 'alerts/rules',
      responseSchema: AlertRules,
      providesTags: ['AlertRules'],
    }),
    saveAlertRules: build.mutation<AlertRules, AlertRulesUpdate>({
      query: (body) => ({ url: 'alerts/rules', method: 'PUT', body }),
      responseSchema: AlertRules,
      invalidatesTags: ['AlertRules'],
    }),
  }),
});

export const { useAlertsQuery, useMarkAlertsReadMutation, useAlertRulesQuery, useSaveAlertRulesMutation } =
  alertsApi;
