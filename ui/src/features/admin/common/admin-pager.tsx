import { useState } from 'react';
import { Button, InputNumber, Select, Space, Typography } from 'antd';
import { ADMIN_PAGE_SIZES, clampPage, showingText, showPagination, totalPagesFor } from '@edgeboard/domain';
import { spreadRow } from '@/components/spread-row';

const SIZE_OPTIONS = ADMIN_PAGE_SIZES.map((n) => ({ value: n, label: `${String(n)} / page` }));

/**
 * "Go to page": a page number and Enter (or Go). A number past the end goes to the last page (no `max` on the
 * input: antd would drop an out-of-range number while it is typed, and Enter would then do nothing).
 */
function PageJump({ pages, onPage }: { pages: number; onPage: (page: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  const go = () => {
    if (value === null) return;
    onPage(clampPage(value, pages));
    setValue(null);
  };
  return (
    <Space.Compact>
      <InputNumber<number>
        aria-label="Go to page"
        placeholder="Page"
        min={1}
        precision={0}
        value={value}
        onChange={setValue}
        onPressEnter={go}
        style={{ width: 88 }}
      />
      <Button onClick={go}>Go</Button>
    </Space.Compact>
  );
}

/**
 * "Showing x to y of z results", then previous / next and page/total only when there is more than one page
 * (admin spec: users, players, prop lines). The page asked for is clamped between 1 and the last page.
 * Long lists add a page size and a page jump: given `onPageSize`, the size choice shows whenever there are
 * more rows than the smallest page holds, and "Go to page" whenever there is more than one page.
 */
export function AdminPager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize?: ((size: number) => void) | undefined;
}) {
  const pages = totalPagesFor(total, pageSize);
  const current = clampPage(page, pages);
  return (
    <div style={spreadRow}>
      <Typography.Text type="secondary">{showingText(current, pageSize, total)}</Typography.Text>
      <Space wrap>
        {onPageSize !== undefined && total > ADMIN_PAGE_SIZES[0] && (
          <Select<number>
            aria-label="Rows per page"
            value={pageSize}
            options={SIZE_OPTIONS}
            onChange={onPageSize}
            style={{ width: 112 }}
          />
        )}
        {showPagination(pages) && (
          <>
            <Button
              onClick={() => {
                onPage(clampPage(current - 1, pages));
              }}
              disabled={current <= 1}
            >
              Previous
            </Button>
            <Typography.Text aria-live="polite">
              {current} / {pages}
            </Typography.Text>
            <Button
              onClick={() => {
                onPage(clampPage(current + 1, pages));
              }}
              disabled={current >= pages}
            >
              Next
            </Button>
          </>
        )}
        {onPageSize !== undefined && showPagination(pages) && <PageJump pages={pages} onPage={onPage} />}
      </Space>
    </div>
  );
}
