import { useEffect } from 'react';
import { API_BASE_PATH } from '@edgeboard/domain';
import { getAccessToken } from '@/lib/auth/access-token';
import { useAppDispatch } from '@/lib/hooks';
import { runAlertStream } from './alert-stream-client';
import { alertsApi } from './alerts.api';

/** While `enabled`, keeps the alert stream open; each new notice (and each reconnect) refetches the bell. */
export function useAlertStream(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return;
    const closed = new AbortController();
    const refresh = () => {
      dispatch(alertsApi.util.invalidateTags(['Alerts']));
    };
    void runAlertStream({
      url: new URL(`${API_BASE_PATH}/alerts/stream`, window.location.origin).toString(),
      getToken: getAccessToken,
      onNotice: refresh,
      onOpen: refresh,
      signal: closed.signal,
    });
    return () => {
      closed.abort();
    };
  }, [enabled, dispatch]);
}
