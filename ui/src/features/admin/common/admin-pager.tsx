import { Button, Space, Typography } from 'antd';
import { clampPage, showingText, showPagination, totalPagesFor } from '@edgeboard/domain';

/**
 * "Showing x to y of z results", then previous / next and page/total only when there is more than one page
 * (admin spec: users, players, prop lines). The page asked for is clamped between 1 and the last page.
 */
export function AdminPager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = totalPagesFor(total, pageSize);
  const current = clampPage(page, pages);
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        justifyContent: 'space-between',
        alignItems: 'center',
      }}
    >
      <Typography.Text type="secondary">{showingText(current, pageSize, total)}</Typography.Text>
      {showPagination(pages) && (
        <Space>
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
        </Space>
      )}
    </div>
  );
}
