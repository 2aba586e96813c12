// A 401 from the API means the server no longer accepts this session, whichever page made the call. The base
// query reports it here and the dashboard gate replaces the page with Log In Again (issue #18 item 5), so no
// dashboard page is a dead end on an expired session, even one whose own error shows only Retry. Cleared
// when the user chooses Log In Again (the next sign-in brings a new session) or signs out.
let refused = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function reportSessionRefused(): void {
  if (refused) return;
  refused = true;
  emit();
}

export function clearSessionRefused(): void {
  if (!refused) return;
  refused = false;
  emit();
}

export function isSessionRefused(): boolean {
  return refused;
}

export function subscribeSessionRefused(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
