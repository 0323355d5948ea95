import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminArticleRow } from '@safari/contracts/admin-catalogue';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteArticle } from '../api/delete-article';
import { useAdminArticles } from '../api/get-articles';
import { useUpdateArticle } from '../api/update-article';
import { useListParams } from '../hooks/use-list-params';
import type { Column } from './admin-table';
import { ListToolbar, StatusFilter } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

/** Blog articles, drafts included; publish or take back to draft, or delete (the blog follows at once). */
export function ArticlesList() {
  const list = useListParams(['status']);
  const query = useAdminArticles(list.params);
  const update = useUpdateArticle();
  const remove = useDeleteArticle();
  // The article the confirm dialog asks about.
  const [doomed, setDoomed] = useState<AdminArticleRow | null>(null);
  const columns: Column<AdminArticleRow>[] = [
    {
      header: 'Title',
      sortKey: 'title',
      cell: (a) => (
        <Link to={`/admin/blog/${a.id}`} className="font-semibold text-brand-800 underline">
          {a.title}
        </Link>
      ),
    },
    { header: 'Category', cell: (a) => a.category },
    { header: 'Author', cell: (a) => a.author },
    { header: 'Published on', sortKey: 'published_on', cell: (a) => a.published_on },
    { header: 'Status', cell: (a) => <StatusBadge status={a.is_published ? 'published' : 'draft'} /> },
    {
      header: 'Action',
      cell: (a) => (
        <span className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="secondary"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: a.id, is_published: !a.is_published })}
            aria-label={`${a.is_published ? 'Unpublish' : 'Publish'} ${a.title}`}
          >
            {a.is_published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-800"
            disabled={remove.isPending}
            onClick={() => setDoomed(a)}
            aria-label={`Delete ${a.title}`}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];
  return (
    <>
      <ScreenHeader title="Blog">
        <ButtonLink to="/admin/blog/new">New article</ButtonLink>
      </ScreenHeader>
      <ListToolbar search={list.value('q')} searchLabel="Search articles" onSearch={(q) => list.update({ q })}>
        <StatusFilter list={list} statuses={['published', 'draft']} />
      </ListToolbar>
      {update.isError && (
        <FormMessage tone="error">{errorMessage(update.error, 'The article was not changed. Please try again.')}</FormMessage>
      )}
      {remove.isError && (
        <FormMessage tone="error">{errorMessage(remove.error, 'The article was not deleted. Please try again.')}</FormMessage>
      )}
      {remove.isSuccess && <FormMessage tone="success">Article deleted: the blog no longer shows it.</FormMessage>}
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="articles"
        caption="Articles"
        columns={columns}
        rowKey={(a) => a.id}
        empty="No article matches."
        defaultSort={{ sort: 'published_on', order: 'desc' }}
      />
      <Modal
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={`Delete “${doomed?.title ?? ''}”?`}
        description="The article is removed from the blog and its address stops working. This cannot be undone; to hide it for now, unpublish it instead."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setDoomed(null)}>
            Keep the article
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800"
            disabled={remove.isPending}
            onClick={() => doomed && remove.mutate(doomed.id, { onSuccess: () => setDoomed(null) })}
          >
            Yes, delete it
          </Button>
        </div>
      </Modal>
    </>
  );
}
