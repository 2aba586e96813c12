import { Button, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BackToTop } from './back-to-top';
import { ContactModal } from './contact-modal';
import { DATA_PROVIDER, SOCIAL_LINKS } from './site-links';

export function AppFooter({ faqPath = '/dashboard/faq' }: { faqPath?: string }) {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <footer style={{ borderTop: '1px solid #e2e8f0', padding: '24px 16px', marginTop: 32, color: '#475569' }}>
      <Space wrap size="large" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          {SOCIAL_LINKS.map((s) => (
            <a key={s.href} href={s.href} target="_blank" rel="noopener noreferrer">
              {s.label}
            </a>
          ))}
        </Space>
        <Space wrap>
          <Button
            type="link"
            onClick={() => {
              setContactOpen(true);
            }}
          >
            Contact Us
          </Button>
          <Link to={faqPath}>FAQ</Link>
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
        </Space>
        <span>© {new Date().getFullYear()} EdgeBoard. For research and entertainment; bet responsibly.</span>
      </Space>
      <ContactModal
        open={contactOpen}
        onClose={() => {
          setContactOpen(false);
        }}
      />
      <BackToTop />
    </footer>
  );
}
