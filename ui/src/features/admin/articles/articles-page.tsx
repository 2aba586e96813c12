import { useEffect, useState } from 'react';
import {
  App,
  Button,
  Descriptions,
  Input,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  ARTICLE_DELETE_ERROR_MESSAGE,
  ARTICLE_DELETE_FAILED_MESSAGE,
  ARTICLE_DELETE_SUCCESS_MESSAGE,
  ARTICLE_SORT_FIELDS,
  ARTICLE_STATUSES,
  DELETING_TEXT,
  LOADING_TEXT,
  NO_ARTICLES_FOUND_MESSAGE,
  type ArticleStatus,
} from '@edgeboard/domain';
import { AdminListTable } from '@/features/admin/common/admin-list-table';
import { useAdminList } from '@/features/admin/common/use-admin-list';
import { ListDetailLayout } from '@/features/admin/common/list-detail-layout';
import { failureKind } from '@/features/admin/common/failure-kind';
import { ARTICLE_STATUS_COLOUR, ARTICLE_STATUS_LABEL, articlePreview } from './article-display';
import {
  useAdminArticleQuery,
  useAdminArticlesQuery,
  useDeleteArticleMutation,
  type AdminArticle,
} from './articles.api';

export const ARTICLES_LOAD_FAILED_MESSAGE = 'Could not load the articles.';
export const ARTICLE_DETAIL_FAILED_MESSAGE = 'Could not load this article.';
export const SELECT_ARTICLE_MESSAGE = 'Select an article to view details';
export const ARTICLE_DELETE_CONFIRM_MESSAGE =
  'Are you sure you want to delete this article? This action cannot be undone.';

const ALL = '';
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function StatusTag({ status }: { status: ArticleStatus }) {
  return <Tag color={ARTICLE_STATUS_COLOUR[status]}>{ARTICLE_STATUS_LABEL[status]}</Tag>;
}

function ArticleDetail({
  article,
  loading,
  failed,
  deleting,
  onEdit,
  onDelete,
}: {
  article: AdminArticle | undefined;
  loading: boolean;
  failed: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  if (loading) return <Spin description={LOADING_TEXT}>{<div style={{ minHeight: 80 }} />}</Spin>;
  if (failed) return <Typography.Text type="danger">{ARTICLE_DETAIL_FAILED_MESSAGE}</Typography.Text>;
  if (article === undefined)
    return <Typography.Text type="secondary">{SELECT_ARTICLE_MESSAGE}</Typography.Text>;
  return (
    <div role="region" aria-label={`Article ${article.title}`}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {article.title}
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'status', label: 'Status', children: <StatusTag status={article.status} /> },
          { key: 'author', label: 'Author', children: article.author },
          { key: 'date', label: 'Date', children: article.date },
          { key: 'category', label: 'Category', children: article.category },
          { key: 'tags', label: 'Tags', children: article.tags.join(', ') },
          { key: 'updated', label: 'Updated', children: dateTime.format(new Date(article.updated_at)) },
          {
            key: 'published',
            label: 'Published',
            children:
              article.published_at === null
                ? 'Not published'
                : dateTime.format(new Date(article.published_at)),
          },
        ]}
      />
      <Typography.Paragraph data-testid="article-preview" style={{ marginTop: 16, whiteSpace: 'pre-line' }}>
        {articlePreview(article.content)}
      </Typography.Paragraph>
      <Space wrap>
        <Button type="primary" onClick={onEdit}>
          Edit
        </Button>
        <Button danger onClick={onDelete} loading={deleting}>
          {deleting ? DELETING_TEXT : 'Delete'}
        </Button>
      </Space>
    </div>
  );
}

// Keys are the API's sort columns (ARTICLE_SORT_FIELDS); unsorted, the list is newest first.
const ARTICLE_COLUMNS: TableColumnsType<AdminArticle> = [
  { key: 'title', title: 'Title', dataIndex: 'title', sorter: true },
  { key: 'author', title: 'Author', dataIndex: 'author', sorter: true },
  { key: 'status', title: 'Status', sorter: true, render: (_v, r) => <StatusTag status={r.status} /> },
  { key: 'date', title: 'Date', dataIndex: 'date', sorter: true },
];

export function Component() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ArticleStatus | typeof ALL>(ALL);
  const paging = useAdminList(ARTICLE_SORT_FIELDS);
  const { setPage } = paging;
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const list = useAdminArticlesQuery({
    ...paging.paging,
    ...(search === '' ? {} : { search }),
    ...(status === ALL ? {} : { status }),
  });
  // Deleting the last row of the last page leaves that page empty: fall back to the new last page.
  paging.clampTo(list.currentData?.count);
  const detail = useAdminArticleQuery(selectedId ?? '', { skip: selectedId === null });
  const [deleteArticle, removal] = useDeleteArticleMutation();

  useEffect(() => {
    if (list.isError) console.error('Admin articles list failed', list.error);
  }, [list.isError, list.error]);

  const editPath = (id: string) => `/admin/content/articles/edit/${encodeURIComponent(id)}`;

  const confirmDelete = (article: AdminArticle) => {
    void modal.confirm({
      title: `Delete “${article.title}”?`,
      content: ARTICLE_DELETE_CONFIRM_MESSAGE,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await deleteArticle(article.id).unwrap();
          void message.success(ARTICLE_DELETE_SUCCESS_MESSAGE);
          setSelectedId((current) => (current === article.id ? null : current));
        } catch (e) {
          void message.error(
            failureKind(e) === 'failed' ? ARTICLE_DELETE_FAILED_MESSAGE : ARTICLE_DELETE_ERROR_MESSAGE,
          );
        }
      },
    });
  };

  const rows = list.data?.data ?? [];
  const selected = selectedId === null ? undefined : detail.data;

  const listPanel = (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          aria-label="Search articles"
          placeholder="Search title, content or author"
          allowClear
          value={searchText}
          onChange={(e) => {
            setSearchText(e.target.value);
          }}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          style={{ width: 260 }}
        />
        <Select<ArticleStatus | typeof ALL>
          aria-label="Status filter"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          style={{ width: 160 }}
          options={[
            { value: ALL, label: 'All Statuses' },
            ...ARTICLE_STATUSES.map((s) => ({ value: s, label: ARTICLE_STATUS_LABEL[s] })),
          ]}
        />
      </Space>
      <AdminListTable<AdminArticle>
        size="small"
        columns={ARTICLE_COLUMNS}
        rows={rows}
        loading={list.isFetching}
        emptyText={list.isLoading ? ' ' : NO_ARTICLES_FOUND_MESSAGE}
        selectedId={selectedId}
        onSelect={(r) => {
          setSelectedId(r.id);
        }}
        failure={
          list.isError
            ? { message: ARTICLES_LOAD_FAILED_MESSAGE, onRetry: () => void list.refetch() }
            : undefined
        }
        pager={{
          page: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.count ?? 0,
          onPage: setPage,
          onPageSize: paging.setPageSize,
        }}
        sort={paging.tableSort}
      />
    </Space>
  );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Articles
        </Typography.Title>
        <Button
          type="primary"
          onClick={() => {
            void navigate('/admin/content/articles/new');
          }}
        >
          New Article
        </Button>
      </div>
      <ListDetailLayout
        list={listPanel}
        detail={
          <ArticleDetail
            article={selected}
            loading={selectedId !== null && detail.isFetching && detail.data?.id !== selectedId}
            failed={selectedId !== null && detail.isError}
            deleting={removal.isLoading}
            onEdit={() => {
              if (selected !== undefined) void navigate(editPath(selected.id));
            }}
            onDelete={() => {
              if (selected !== undefined) confirmDelete(selected);
            }}
          />
        }
      />
    </Space>
  );
}
