import { useEffect, useRef, useState } from 'react';
import { App, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ARTICLE_LINK_MESSAGE,
  ARTICLE_STATUSES,
  LOADING_TEXT,
  isSafeArticleLink,
  type ArticleStatus,
} from '@edgeboard/domain';
import { RetryAlert } from '@/components/board-failure';
import { failureKind } from '@/features/admin/common/failure-kind';
import { FormActions } from '@/features/admin/common/form-actions';
import { useLeaveGuard } from '@/features/admin/common/leave-guard';
import { ARTICLE_STATUS_LABEL } from './article-display';
import {
  AdminArticleInput,
  useAdminArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  type AdminArticle,
} from './articles.api';

export const ARTICLES_PATH = '/admin/content/articles';
export const ARTICLE_CREATED_MESSAGE = 'Article created successfully';
export const ARTICLE_UPDATED_MESSAGE = 'Article updated successfully';
export const ARTICLE_SAVE_FAILED_MESSAGE = 'Failed to save article';
export const ARTICLE_SAVE_ERROR_MESSAGE = 'An error occurred while saving the article';
export const ARTICLE_LOAD_FAILED_MESSAGE = 'Could not load this article.';
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

export const VALIDATION = {
  title: 'Please enter a title',
  author: 'Please enter an author',
  date: 'Please enter the article date (YYYY-MM-DD)',
  category: 'Please enter a category',
  // The server's own rule (ArticleInput in the domain): https or a path on this site.
  imageUrl: ARTICLE_LINK_MESSAGE,
  htmlPath: ARTICLE_LINK_MESSAGE,
  html: 'The HTML body is limited to 500,000 characters',
} as const;

interface EditorValues {
  title: string;
  author: string;
  date: string;
  category: string;
  tags: string[];
  status: ArticleStatus;
  imageUrl: string;
  htmlPath: string;
  content: string;
  html: string;
}

const today = () => new Date().toISOString().slice(0, 10);

function toValues(a: AdminArticle | undefined): EditorValues {
  return {
    title: a?.title ?? '',
    author: a?.author ?? '',
    date: a?.date ?? today(),
    category: a?.category ?? '',
    tags: a?.tags ?? [],
    status: a?.status ?? 'draft',
    imageUrl: a?.imageUrl ?? '',
    htmlPath: a?.htmlPath ?? '',
    content: a?.content ?? '',
    html: a?.html ?? '',
  };
}

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** An empty link (none) or one the server accepts, checked on the value that will be sent. */
const linkRule = (message: string) => ({
  validator: (_: unknown, value: string | undefined) => {
    const link = blankToNull(value ?? '');
    return link === null || isSafeArticleLink(link) ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

function ArticleForm({ article }: { article: AdminArticle | undefined }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<EditorValues>();
  const html = Form.useWatch<string | undefined>('html', form);
  const [dirty, setDirty] = useState(false);
  const leaving = useRef(false);
  const [create, creating] = useCreateArticleMutation();
  const [update, updating] = useUpdateArticleMutation();
  const saving = creating.isLoading || updating.isLoading;

  const blocker = useLeaveGuard(dirty, () => leaving.current);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void modal.confirm({
      title: 'Leave without saving?',
      content: UNSAVED_CHANGES_MESSAGE,
      okText: 'Leave',
      cancelText: 'Stay',
      onOk: () => {
        blocker.proceed();
      },
      onCancel: () => {
        blocker.reset();
      },
    });
  }, [blocker, modal]);

  const save = async (v: EditorValues) => {
    const input = AdminArticleInput.parse({
      title: v.title.trim(),
      author: v.author.trim(),
      date: v.date,
      category: v.category.trim(),
      tags: v.tags,
      status: v.status,
      imageUrl: blankToNull(v.imageUrl),
      htmlPath: blankToNull(v.htmlPath),
      content: v.content,
      html: v.html.trim() === '' ? null : v.html,
      // Sections have no editor here; an edit keeps the article's sections as they are.
      sections: article?.sections ?? [],
    });
    try {
      if (article === undefined) await create(input).unwrap();
      else await update({ id: article.id, changes: input }).unwrap();
      void message.success(article === undefined ? ARTICLE_CREATED_MESSAGE : ARTICLE_UPDATED_MESSAGE);
      leaving.current = true;
      void navigate(ARTICLES_PATH);
    } catch (e) {
      void message.error(
        failureKind(e) === 'failed' ? ARTICLE_SAVE_FAILED_MESSAGE : ARTICLE_SAVE_ERROR_MESSAGE,
      );
    }
  };

  const required = (msg: string) => ({ required: true, whitespace: true, message: msg });

  return (
    <Form<EditorValues>
      form={form}
      layout="vertical"
      aria-label={article === undefined ? 'New article' : `Edit ${article.title}`}
      initialValues={toValues(article)}
      validateTrigger="onChange"
      onValuesChange={() => {
        setDirty(true);
      }}
      onFinish={(v) => void save(v)}
    >
      <Form.Item label="Title" name="title" rules={[required(VALIDATION.title)]}>
        <Input />
      </Form.Item>
      <Space wrap size="middle" style={{ width: '100%' }}>
        <Form.Item label="Author" name="author" rules={[required(VALIDATION.author)]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Date"
          name="date"
          rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: VALIDATION.date }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item label="Category" name="category" rules={[required(VALIDATION.category)]}>
          <Input />
        </Form.Item>
        <Form.Item label="Status" name="status" rules={[{ required: true }]}>
          <Select
            aria-label="Status"
            style={{ minWidth: 140 }}
            options={ARTICLE_STATUSES.map((s) => ({ value: s, label: ARTICLE_STATUS_LABEL[s] }))}
          />
        </Form.Item>
      </Space>
      <Form.Item label="Tags" name="tags" extra="Type a tag and press Enter.">
        <Select aria-label="Tags" mode="tags" open={false} suffix={null} />
      </Form.Item>
      <Space wrap size="middle" style={{ width: '100%' }}>
        <Form.Item label="Image URL" name="imageUrl" rules={[linkRule(VALIDATION.imageUrl)]}>
          <Input inputMode="url" placeholder="https://..." style={{ minWidth: 280 }} />
        </Form.Item>
        <Form.Item label="External page path" name="htmlPath" rules={[linkRule(VALIDATION.htmlPath)]}>
          <Input placeholder="/articles/... or https://..." style={{ minWidth: 200 }} />
        </Form.Item>
      </Space>
      <Form.Item
        label="Summary text"
        name="content"
        extra="Plain text: searched, shown in previews, and shown to readers when there is no HTML body."
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Form.Item
        label="HTML body"
        name="html"
        rules={[{ max: 500_000, message: VALIDATION.html }]}
        extra="The server removes scripts, event handlers and unsafe links when it saves the article."
      >
        <Input.TextArea autoSize={{ minRows: 8, maxRows: 24 }} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      {html !== undefined && html.trim() !== '' && (
        <section aria-label="Preview" style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>Preview</Typography.Title>
          {/* An empty sandbox runs no script and gets no access to this page, so unsaved HTML is safe to show. */}
          <iframe
            title="Article preview"
            sandbox=""
            srcDoc={html}
            style={{
              width: '100%',
              minHeight: 320,
              border: '1px solid #d9d9d9',
              borderRadius: 8,
              background: '#fff',
            }}
          />
        </section>
      )}
      <FormActions
        saving={saving}
        onCancel={() => {
          void navigate(ARTICLES_PATH);
        }}
      />
    </Form>
  );
}

export function Component() {
  const { id } = useParams();
  const loaded = useAdminArticleQuery(id ?? '', { skip: id === undefined });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {id === undefined ? 'New Article' : 'Edit Article'}
      </Typography.Title>
      {id === undefined ? (
        <ArticleForm article={undefined} />
      ) : loaded.isLoading ? (
        <Spin description={LOADING_TEXT}>{<div style={{ minHeight: 80 }} />}</Spin>
      ) : loaded.isError || loaded.data === undefined ? (
        <RetryAlert title={ARTICLE_LOAD_FAILED_MESSAGE} onRetry={() => void loaded.refetch()} />
      ) : (
        <ArticleForm key={loaded.data.id} article={loaded.data} />
      )}
    </Space>
  );
}
