import { Button, Card, Empty, Spin, Typography } from 'antd';

/** The detail panel before a row is chosen. */
export function SelectPrompt({ message }: { message: string }) {
  return (
    <Card>
      <Empty description={message} />
    </Card>
  );
}

/** The detail panel while the chosen row loads, or, when its query failed, the failure with a Retry. */
export function DetailPending({
  title,
  failedText,
  query,
}: {
  title: string;
  failedText: string;
  query: { isError: boolean; refetch: () => unknown };
}) {
  return (
    <Card title={title}>
      {query.isError ? (
        <>
          <Typography.Text type="danger">{failedText}</Typography.Text>{' '}
          <Button onClick={() => void query.refetch()}>Retry</Button>
        </>
      ) : (
        <Spin />
      )}
    </Card>
  );
}
