import { useState } from 'react';
import { Alert, Button, Card, Flex, Table, Tag, Typography, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ENGINE_STAT_TYPES, PROP_LINE_CSV_COLUMNS } from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { useImportPropLinesMutation, type ImportReport, type ImportRow } from './prop-lines.api';

/** The header the import endpoint expects (its OpenAPI description), in any order and case. */
export const CSV_COLUMNS = PROP_LINE_CSV_COLUMNS;
const EXAMPLE_ROW = 'Josh Allen,passing_yards,245.5,-110,DraftKings,,2025-09-07T15:00:00Z';
export const IMPORT_FAILED_MESSAGE = 'The import could not be completed. Please try again.';

type Stage = 'preview' | 'imported';

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

function reportColumns(stage: Stage): TableColumnsType<ImportRow> {
  return [
    { title: 'Line', dataIndex: 'line', width: 70 },
    { title: 'Player', dataIndex: 'player' },
    { title: 'Stat Type', dataIndex: 'stat_type' },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: ImportRow['status']) =>
        status === 'imported' ? (
          <Tag color="green">{stage === 'preview' ? 'Ready' : 'Imported'}</Tag>
        ) : status === 'skipped' ? (
          // Same player, stat type, game, sportsbook and pulled time as a stored line: never stored twice.
          <Tag color="default">Already imported</Tag>
        ) : (
          <Tag color="red">Refused</Tag>
        ),
    },
    {
      title: 'Problems',
      dataIndex: 'reasons',
      render: (reasons: string[]) =>
        reasons.length === 0 ? null : (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ),
    },
  ];
}

function errorMessage(error: unknown): string {
  const e = error as Partial<ApiError> | undefined;
  // A 400 carries the server's own explanation (wrong header, not CSV, too many lines).
  return e?.status === 400 && typeof e.message === 'string' ? e.message : IMPORT_FAILED_MESSAGE;
}

export function Component() {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<{ stage: Stage; data: ImportReport } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [run, { isLoading }] = useImportPropLinesMutation();

  const send = async (csv: string, dryRun: boolean) => {
    setError(null);
    try {
      const data = await run({ csv, dryRun }).unwrap();
      setReport({ stage: dryRun ? 'preview' : 'imported', data });
    } catch (e) {
      console.error('Prop line import failed', e);
      setReport(null);
      setError(errorMessage(e));
    }
  };

  const choose = async (chosen: File) => {
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    setReport(null);
    await send(text, true);
  };

  const stage = report?.stage;
  const summary =
    report === null
      ? null
      : `${plural(report.data.imported, 'line')} ${stage === 'preview' ? 'ready to import' : 'imported'}, ` +
        `${String(report.data.skipped)} already imported (skipped), ${String(report.data.refused)} refused.`;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Import Prop Lines
      </Typography.Title>
      <Card size="small" title="Expected CSV columns">
        <Typography.Paragraph>
          The first row must name these columns, in any order:{' '}
          <Typography.Text code>{CSV_COLUMNS.join(',')}</Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          For example: <Typography.Text code>{EXAMPLE_ROW}</Typography.Text>. Line values go in steps of 0.5,
          odds are American (-110, +150), game_id may be empty, pulled_at is a date and time. Stat types:{' '}
          {ENGINE_STAT_TYPES.join(', ')}.
        </Typography.Paragraph>
      </Card>
      <Upload.Dragger
        accept=".csv,text/csv"
        multiple={false}
        showUploadList={false}
        disabled={isLoading}
        beforeUpload={(chosen) => {
          void choose(chosen);
          // Nothing is uploaded by antd: the file is read here and sent as text/csv.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">Choose a CSV file or drop it here</p>
        {file !== null && <p className="ant-upload-hint">{file.name}</p>}
      </Upload.Dragger>
      {error !== null && <Alert type="error" showIcon title={error} />}
      {report !== null && (
        <Alert
          type={report.data.refused === 0 && report.data.imported > 0 ? 'success' : 'warning'}
          showIcon
          title={stage === 'preview' ? `Preview: ${summary ?? ''}` : summary}
          description={stage === 'preview' ? 'Nothing has been written yet.' : undefined}
          action={
            stage === 'imported' ? <Link to="/admin/content/proplines">Open Prop Lines</Link> : undefined
          }
        />
      )}
      {report !== null && (
        <Table<ImportRow>
          rowKey="line"
          size="small"
          columns={reportColumns(report.stage)}
          dataSource={report.data.rows}
          pagination={report.data.rows.length > 50 ? { pageSize: 50 } : false}
          scroll={{ x: true }}
          caption={stage === 'preview' ? 'Preview' : 'Import report'}
        />
      )}
      {file !== null && report !== null && report.stage === 'preview' && (
        <div>
          <Button
            type="primary"
            loading={isLoading}
            disabled={report.data.imported === 0}
            onClick={() => void send(file.text, false)}
          >
            {report.data.imported === 0 ? 'Import' : `Import ${plural(report.data.imported, 'line')}`}
          </Button>
        </div>
      )}
    </Flex>
  );
}
