import { App, Button, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  ARTICLE_DELETE_ERROR_MESSAGE,
  ARTICLE_DELETE_FAILED_MESSAGE,
  ARTICLE_DELETE_SUCCESS_MESSAGE,
  ARTICLE_SORT_FIELDS,
  ARTICLE_STATUSES,
  NO_ARTICLES_FOUND_MESSAGE,
} from '@edgeboard/domain';
import { choiceOf, searchOf, useChoice, useSearch } from '@/features/admin/common/list-filters';
import { usePagedList, type AdminListSpec } from '@/features/admin/common/paged-list-table';
import { listArgs, useAdminList } from '@/features/admin/common/use-admin-list';
import { useSelectedDetail, useSelection } from '@/features/admin/common/use-selection';
import { ListScreen } from '@/features/admin/common/list-screen';
import { failureKind } from '@/features/admin/common/failure-kind';
import { confirmDelete } from '@/features/admin/common/mutation-outcome';
import { ArticleDetail, StatusTag } from './article-detail';
import { ARTICLE_STATUS_LABEL } from './article-display';
import {
  useAdminArticleQuery,
  useAdminArticlesQuery,
  useDeleteArticleMutation,
  type AdminArticle,
} from './articles.api';

export const ARTICLES_LOAD_FAILED_MESSAGE = 'Could not load the articles.';
export const ARTICLE_DELETE_CONFIRM_MESSAGE =
  'Are you sure you want to delete this article? This action cannot be undone.';

const STATUS_OPTIONS = ARTICLE_STATUSES.map((s) => ({ value: s, label: ARTICLE_STATUS_LABEL[s] }));
const SEARCH = searchOf('Search articles', 'Search title, content or author', { width: 260 });
const STATUS_FILTER = choiceOf('Status filter', 'All Statuses', STATUS_OPTIONS, { width: 160 });

// Keys are the API's sort columns (ARTICLE_SORT_FIELDS); unsorted, the list is newest first.
const ARTICLE_COLUMNS: TableColumnsType<AdminArticle> = [
  { key: 'title', title: 'Title', dataIndex: 'title', sorter: true },
  { key: 'author', title: 'Author', dataIndex: 'author', sorter: true },
  { key: 'status', title: 'Status', sorter: true, render: (_v, r) => <StatusTag status={r.status} /> },
  { key: 'date', title: 'Date', dataIndex: 'date', sorter: true },
];

const ARTICLES_LIST: AdminListSpec<AdminArticle> = {
  columns: ARTICLE_COLUMNS,
  size: 'small',
  failedMessage: ARTICLES_LOAD_FAILED_MESSAGE,
  logLabel: 'Admin articles list failed',
  emptyText: NO_ARTICLES_FOUND_MESSAGE,
  emptyWhileLoading: ' ',
};

export function Component() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const paging = useAdminList(ARTICLE_SORT_FIELDS);
  const [search, searchBox] = useSearch(paging, SEARCH);
  const [status, statusFilter] = useChoice(paging, STATUS_FILTER);
  const selection = useSelection();

  const list = usePagedList(paging, useAdminArticlesQuery(listArgs(paging, { search, status })));
  const { selected, loading, failed } = useSelectedDetail(selection.selectedId, useAdminArticleQuery);
  const [deleteArticle, removal] = useDeleteArticleMutation();

  const editPath = (id: string) => `/admin/content/articles/edit/${encodeURIComponent(id)}`;

  const askDelete = (article: AdminArticle) => {
    confirmDelete(modal, {
      title: `Delete “${article.title}”?`,
      content: ARTICLE_DELETE_CONFIRM_MESSAGE,
      onOk: async () => {
        try {
          await deleteArticle(article.id).unwrap();
          void message.success(ARTICLE_DELETE_SUCCESS_MESSAGE);
          selection.forget(article.id);
        } catch (e) {
          void message.error(
            failureKind(e) === 'failed' ? ARTICLE_DELETE_FAILED_MESSAGE : ARTICLE_DELETE_ERROR_MESSAGE,
          );
        }
      },
    });
  };

  return (
    <ListScreen
      title="Articles"
      action={
        <Button
          type="primary"
          onClick={() => {
            void navigate('/admin/content/articles/new');
          }}
        >
          New Article
        </Button>
      }
      filters={[searchBox, statusFilter]}
      spec={ARTICLES_LIST}
      list={list}
      selection={selection}
      detail={
        <ArticleDetail
          article={selected}
          loading={loading}
          failed={failed}
          deleting={removal.isLoading}
          onEdit={() => {
            if (selected !== undefined) void navigate(editPath(selected.id));
          }}
          onDelete={() => {
            if (selected !== undefined) askDelete(selected);
          }}
        />
      }
    />
  );
}
