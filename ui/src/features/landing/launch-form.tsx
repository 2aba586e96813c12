import { useState, type SyntheticEvent } from 'react';
import { DEFAULT_LIST_ID, launchEmailError, SUBSCRIBE_FAILED_MESSAGE } from '@edgeboard/domain';
import { PublicApiError, subscribeToLaunch } from './public-api';

const SUBSCRIBED_MESSAGE = "You're on the list! We'll e-mail you the day EdgeBoard launches.";

function failureMessage(error: unknown): string {
  // The server's own wording (e.g. an invalid address) beats the generic line.
  if (error instanceof PublicApiError && error.message !== '') return error.message;
  return SUBSCRIBE_FAILED_MESSAGE;
}

/** The launch-notification form (the fallback of the embedded marketing form, here the only one). */
export function LaunchForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [isLoading, setLoading] = useState(false);

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    const invalid = launchEmailError(email);
    setError(invalid);
    if (invalid !== null) return;
    setLoading(true);
    try {
      await subscribeToLaunch({ email: email.trim(), list_id: DEFAULT_LIST_ID });
      setDone(true);
      setEmail('');
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setLoading(false);
    }
  };

  if (done)
    return (
      <p className="lp-form-success" role="status">
        {SUBSCRIBED_MESSAGE}
      </p>
    );
  return (
    <form className="lp-form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="launch-email" className="visually-hidden">
        Email address
      </label>
      <input
        id="launch-email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
        }}
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : 'launch-email-error'}
      />
      <button type="submit" disabled={isLoading}>
        {isLoading ? 'Subscribing…' : 'Notify Me'}
      </button>
      {error !== null && (
        <p id="launch-email-error" className="lp-form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
