import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BLOG_CATEGORIES } from '@safari/contracts/blog';
import { articleCreateInput, type AdminArticle } from '@safari/contracts/admin-catalogue';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useCreateArticle } from '../api/create-article';
import { useAdminArticle } from '../api/get-article';
import { useUpdateArticle } from '../api/update-article';
import { QueryState, ScreenHeader } from './query-state';

const articleForm = articleCreateInput.extend({ is_featured: z.boolean(), is_published: z.boolean() });
type FormIn = z.input<typeof articleForm>;
type FormOut = z.output<typeof articleForm>;
type TextName = 'title' | 'slug' | 'excerpt' | 'image' | 'author' | 'published_on';

const blank: FormIn = {
  title: '',
  excerpt: '',
  body: '',
  image: '/media/',
  author: '',
  category: 'Wildlife',
  published_on: new Date().toISOString().slice(0, 10),
  read_minutes: 5,
  is_featured: false,
  is_published: false,
};
const valuesOf = ({ id: _id, updated_at: _u, category, ...a }: AdminArticle): FormIn => ({
  ...a,
  category: category as FormIn['category'],
});

/** /admin/blog/:id or /admin/blog/new: an article with its body (sanitised by the server on save). */
export function ArticleEditor({ id }: { id?: number }) {
  return (
    <>
      <Link to="/admin/blog" className="text-sm text-brand-800 underline">
        ← All articles
      </Link>
      {id ? <ExistingArticle id={id} /> : <ArticleForm />}
    </>
  );
}

function ExistingArticle({ id }: { id: number }) {
  const query = useAdminArticle(id);
  return (
    <QueryState query={query} label="the article">
      {(article) => <ArticleForm article={article} />}
    </QueryState>
  );
}

function ArticleForm({ article }: { article?: AdminArticle }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const mutation = article ? update : create;
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(articleForm),
    defaultValues: article ? valuesOf(article) : blank,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    if (article) update.mutate({ id: article.id, ...values }, { onSuccess: (envelope) => form.reset(valuesOf(envelope.data)) });
    else create.mutate(values, { onSuccess: (envelope) => navigate(`/admin/blog/${envelope.data.id}`, { replace: true }) });
  });
  const input = (name: TextName, label: string, registration: UseFormRegisterReturn, type = 'text') => (
    <Field id={`${id}-${name}`} label={label}>
      <input
        id={`${id}-${name}`}
        type={type}
        className={inputClasses}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...registration}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
          {errors[name]?.message}
        </p>
      )}
    </Field>
  );
  return (
    <>
      <ScreenHeader title={article ? `Edit article: ${article.title}` : 'New article'}>
        {article?.is_published && (
          <Link to={`/blog/${article.slug}`} className="text-sm text-brand-800 underline">
            View on the blog
          </Link>
        )}
      </ScreenHeader>
      <form noValidate onSubmit={submit} className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 md:grid-cols-2">
        {input('title', 'Title', form.register('title'))}
        {input('slug', 'Slug (web address)', form.register('slug', { setValueAs: (v: string) => v || undefined }))}
        {input('author', 'Author', form.register('author'))}
        <Field id={`${id}-category`} label="Category">
          <select id={`${id}-category`} className={inputClasses} {...form.register('category')}>
            {BLOG_CATEGORIES.filter((c) => c !== 'All').map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        {input('published_on', 'Publication date', form.register('published_on'), 'date')}
        <Field id={`${id}-read`} label="Reading time (minutes)">
          <input
            id={`${id}-read`}
            type="number"
            min="1"
            className={inputClasses}
            {...form.register('read_minutes', { setValueAs: Number })}
          />
        </Field>
        {input('image', 'Image (a /media/ path)', form.register('image'))}
        <Field id={`${id}-excerpt`} label="Excerpt" className="md:col-span-2">
          <textarea id={`${id}-excerpt`} rows={2} className={inputClasses} {...form.register('excerpt')} />
        </Field>
        <Field
          id={`${id}-body`}
          label="Body"
          hint="HTML: paragraphs, headings, lists and links are kept; anything unsafe is removed on save."
          className="md:col-span-2"
        >
          <textarea id={`${id}-body`} rows={12} className={inputClasses} aria-describedby={`${id}-body-hint`} {...form.register('body')} />
        </Field>
        <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
          <input type="checkbox" className="h-4 w-4" {...form.register('is_published')} />
          Published
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
          <input type="checkbox" className="h-4 w-4" {...form.register('is_featured')} />
          Featured on the blog
        </label>
        <div className="space-y-3 md:col-span-2">
          {Object.keys(errors).length > 0 && <FormMessage tone="error">Please correct the fields marked above.</FormMessage>}
          {mutation.isError && (
            <FormMessage tone="error">{errorMessage(mutation.error, 'The article was not saved. Please try again.')}</FormMessage>
          )}
          {update.isSuccess && !form.formState.isDirty && <FormMessage tone="success">Saved: the blog shows the change now.</FormMessage>}
          <Button type="submit" size="lg" disabled={mutation.isPending}>
            {article ? 'Save article' : 'Create article'}
          </Button>
        </div>
      </form>
    </>
  );
}
