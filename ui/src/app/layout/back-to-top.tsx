import { ArrowUpOutlined } from '@ant-design/icons';
import { BACK_TO_TOP_THRESHOLD_PX } from '@edgeboard/domain';
import { useScrolledPast } from '@/lib/scroll/use-scrolled-past';

export function BackToTop({ threshold = BACK_TO_TOP_THRESHOLD_PX }: { threshold?: number }) {
  const visible = useScrolledPast(threshold);
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
