// The public pages' bar and footer (the landing page and, outside the dashboard, the FAQ): a logo back to the
// landing page, Go to Dashboard for a visitor holding a session, and the footer's social links, FAQ, track record
// and data-provider badge (issue #28 item 10: /faq had no way back into the site). No antd and no auth client:
// the landing page ships without them.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LOGIN_COMING_SOON_TEXT } from '@edgeboard/domain';
import { hasStoredSession } from '@/lib/auth/auth-storage-key';
import { DATA_PROVIDER, SOCIAL_LINKS } from '@/lib/site/site-links';
import { CurrentYear } from '@/components/current-year';
import './public-shell.css';

/**
 * Whether the visitor holds a session, read after hydration from the auth client's storage key (the landing page
 * ships without the auth client and the store). The first render is always the visitor's, as pre-rendered, so
 * hydration matches; a sign-in or sign-out in another tab updates it.
 */
export function useSignedInVisitor(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const check = () => {
      setSignedIn(hasStoredSession());
    };
    check();
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener('storage', check);
    };
  }, []);
  return signedIn;
}

export function PublicHeader() {
  const signedIn = useSignedInVisitor();
  return (
    <header className="lp-bar">
      <Link to="/" className="lp-logo" aria-label="EdgeBoard home">
        Edge<span>Board</span>
      </Link>
      {signedIn ? (
        // Issue #18 item 6: after paying (the success page lands on /) a subscriber needs a way back in.
        <Link to="/dashboard" className="lp-dashboard">
          Go to Dashboard
        </Link>
      ) : (
        <button type="button" className="lp-login" disabled>
          {LOGIN_COMING_SOON_TEXT}
        </button>
      )}
    </header>
  );
}

export function PublicFooter() {
  return (
    <footer className="lp-footer">
      <nav aria-label="Social">
        {SOCIAL_LINKS.map((s) => (
          <a key={s.href} href={s.href} target="_blank" rel="noopener noreferrer">
            {s.label}
          </a>
        ))}
      </nav>
      <nav aria-label="More">
        <Link to="/faq">FAQ</Link>
        <Link to="/record">Track record</Link>
        <a href={DATA_PROVIDER.href} target="_blank" rel="noopener noreferrer" className="lp-badge">
          {DATA_PROVIDER.label}
        </a>
      </nav>
      <p>
        © <CurrentYear /> EdgeBoard. For research and entertainment; bet responsibly.
      </p>
    </footer>
  );
}

/** A public page between the bar and the footer. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="lp-shell">
      <PublicHeader />
      <main className="lp-shell-main">{children}</main>
      <PublicFooter />
    </div>
  );
}
