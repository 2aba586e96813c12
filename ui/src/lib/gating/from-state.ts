/** Where /auth sends the user back to after signing in (set by the gates, read by the sign-in form). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}
