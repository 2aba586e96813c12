import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Collapse, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PublicShell } from '@/components/public-shell/public-shell';
import { FAQ_ITEMS } from './faq-items';

export const FAQ_TITLE = 'Player Prop Betting FAQ';

/**
 * Where Back goes without an earlier page: the dashboard inside it; outside, the landing page, because
 * the spec's /info is not a route and unknown paths redirect to / anyway.
 */
export function backFallback(pathname: string): string {
  return pathname.startsWith('/dashboard') ? '/dashboard' : '/';
}

export function FaqPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState<string | null>('0');

  const back = () => {
    // The router marks the entry the app started on with the key "default": there is no page before it.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(backFallback(location.pathname));
  };

  const page = (
    <section aria-labelledby="faq-title" style={{ maxWidth: 860, margin: '0 auto', padding: '0 0 24px' }}>
      <Button icon={<ArrowLeftOutlined />} onClick={back} style={{ marginBottom: 16 }}>
        Back
      </Button>
      <Typography.Title id="faq-title" level={2}>
        {FAQ_TITLE}
      </Typography.Title>
      <Collapse
        accordion
        activeKey={open === null ? [] : [open]}
        onChange={(keys) => {
          setOpen(keys[0] ?? null);
        }}
        items={FAQ_ITEMS.map((item, i) => ({
          key: String(i),
          label: item.question,
          children: <Typography.Paragraph style={{ margin: 0 }}>{item.answer}</Typography.Paragraph>,
        }))}
      />
    </section>
  );
  // Outside the dashboard (/faq) the public pages' bar and footer lead back into the site (issue #28 item 10).
  return location.pathname.startsWith('/dashboard') ? page : <PublicShell>{page}</PublicShell>;
}

export const Component = FaqPage;
