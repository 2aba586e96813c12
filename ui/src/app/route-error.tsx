import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { LOADING_TEXT, UNEXPECTED_APPLICATION_ERROR_MESSAGE } from '@edgeboard/domain';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** The router's error page: the spec's heading, then the status or message. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: '40rem',
        margin: '4rem auto',
        padding: '0 1rem',
      }}
    >
      <h1 style={{ fontSize: '1.75rem' }}>{UNEXPECTED_APPLICATION_ERROR_MESSAGE}</h1>
      <p style={{ fontStyle: 'italic' }}>{describe(error)}</p>
      <p>
        <a href="/">Back to EdgeBoard</a>
      </p>
    </main>
  );
}

/**
 * The first page's loading state, before its code has arrived: plain markup, because antd's spinner is
 * itself in a chunk that is still on its way.
 */
export function RouteLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: '50vh',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      {LOADING_TEXT}
    </div>
  );
}
