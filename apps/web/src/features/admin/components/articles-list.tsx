import { Link } from 'react-router';
import type { AdminArticleRow } from '@safari/contracts/admin-catalogue';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { useAdminArticles } from '../api/get-articles';
import { useUpdateArticle } from '../api/update-article';
import { useListParams } from '../hooks/use-list-params';
import { AdminTable, type Column } from './admin-table';
import { FilterSelect, ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { QueryState, ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

/** Blog articles, drafts included; publish or take back to draft (the blog follows at once). */
export function ArticlesList() {
  const list = useListParams(['status']);
  const query = useAdminArticles(list.params);
  const update = useUpdateArticle();
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
        <Button size="sm" variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ id: a.id, is_published: !a.is_published })} aria-label={`${a.is_published ? 'Unpublish' : 'Publish'} ${a.title}`}>
          {a.is_published ? 'Unpublish' : 'Publish'}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ScreenHeader title="Blog">
        <ButtonLink to="/admin/blog/new">New article</ButtonLink>
      </ScreenHeader>
      <ListToolbar search={list.value('q')} searchLabel="Search articles" onSearch={(q) => list.update({ q })}>
        <FilterSelect
          label="Status"
          value={list.value('status')}
          options={[
            ['published', 'Published'],
            ['draft', 'Draft'],
          ]}
          onChange={(status) => list.update({ status })}
        />
      </ListToolbar>
      {update.isError && <FormMessage tone="error">{errorMessage(update.error, 'The article was not changed. Please try again.')}</FormMessage>}
      <QueryState query={query} label="articles">
        {(page) => (
          <div className={cn(query.isPlaceholderData && 'opacity-60')}>
            <AdminTable
              caption="Articles"
              columns={columns}
              rows={page.items}
              rowKey={(a) => a.id}
              empty="No article matches."
              sorting={{ sort: list.value('sort') || 'published_on', order: list.value('order') || 'desc', onSort: (sort, order) => list.update({ sort, order }) }}
            />
            <Pager total={page.total} limit={page.limit} offset={page.offset} onOffset={(offset) => list.update({ offset: String(offset) }, true)} />
          </div>
        )}
      </QueryState>
    </>
  );
}
