import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { BackToTop } from './back-to-top';
import { Inline } from './inline';
import { DATA_PROVIDER, SOCIAL_LINKS } from '@/lib/site/site-links';

// The contact form (antd Form, Input, Modal) downloads on the first click, not with every dashboard page.
const ContactModal = lazy(() => import('./contact-modal').then((m) => ({ default: m.ContactModal })));

export function AppFooter({
  faqPath = '/dashboard/faq',
  backToTopThreshold,
}: {
  faqPath?: string;
  backToTopThreshold?: number;
}) {
  const [contactOpen, setContactOpen] = useState(false);
  // Stays mounted after the first opening so the dialog can animate closed.
  const [contactOpened, setContactOpened] = useState(false);
  return (
    <footer style={{ borderTop: '1px solid #e2e8f0', padding: '24px 16px', marginTop: 32, color: '#475569' }}>
      <Inline wrap size="large" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Inline wrap>
          {SOCIAL_LINKS.map((s) => (
            <a key={s.href} href={s.href} target="_blank" rel="noopener noreferrer">
              {s.label}
            </a>
          ))}
        </Inline>
        <Inline wrap>
          <Button
            type="link"
            onClick={() => {
              setContactOpen(true);
              setContactOpened(true);
            }}
          >
            Contact Us
          </Button>
          <Link to={faqPath}>FAQ</Link>
          <Link to="/record">Track record</Link>
          <a
            href={DATA_PROVIDER.href}
            target="_blank"
            rel="noopener noreferrer"
            style={{
              border: '1px solid #cbd5e1',
              borderRadius: 999,
              padding: '2px 10px',
              fontSize: 12,
              color: '#334155',
            }}
          >
            {DATA_PROVIDER.label}
          </a>
        </Inline>
        <span>© {new Date().getFullYear()} EdgeBoard. For research and entertainment; bet responsibly.</span>
      </Inline>
      {contactOpened && (
        <Suspense fallback={null}>
          <ContactModal
            open={contactOpen}
            onClose={() => {
              setContactOpen(false);
            }}
          />
        </Suspense>
      )}
      <BackToTop {...(backToTopThreshold === undefined ? {} : { threshold: backToTopThreshold })} />
    </footer>
  );
}
