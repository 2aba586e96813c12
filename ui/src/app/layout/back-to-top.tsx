import { ArrowUpOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@edgeboard/domain';

export function BackToTop({ threshold = BACK_TO_TOP_THRESHOLD_PX }: { threshold?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      setVisible(window.scrollY > threshold);
    };
    // No reading of scrollY on mount: right after the page's first commit it forces the whole layout inside
    // that task (measured: the longest main-thread task on a phone). A restored scroll position fires a
    // scroll event of its own.
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
      style={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        width: 44,
        height: 44,
        borderRadius: '50%',
        border: 'none',
        background: '#1d4ed8',
        color: '#fff',
        cursor: 'pointer',
        boxShadow: '0 4px 12px rgba(0,0,0,.2)',
        zIndex: 80,
      }}
    >
      <ArrowUpOutlined />
    </button>
  );
}
