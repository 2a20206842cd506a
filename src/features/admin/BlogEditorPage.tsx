import { useId } from 'react';
import { paths } from '../../config/routes';
import { blogInputSchema, type Blog, type BlogStatus } from '../../domain/blog';
import { Button } from '../../ui/primitives';
import { BodyPreview } from './BodyPreview';
import { FactPicker, factToken, insertAt } from './FactPicker';
import { ADMIN_RESOURCES } from './adminResources';
import { defineEditor, type EditorRenderProps } from './editorKit';
import { ImageField } from './ImageField';
import { FieldWrap, Hint, TextField, TextListField } from '../../ui/fields';

export interface BlogFormValues {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  coverImage: string;
  author: string;
  tags: string[];
  status: BlogStatus;
  /** The Nepali version as typed: all three empty when the article has none. */
  ne: { title: string; excerpt: string; body: string };
}

const noNepali = () => ({ title: '', excerpt: '', body: '' });

export const emptyBlog: BlogFormValues = {
  slug: '',
  title: '',
  excerpt: '',
  body: '',
  coverImage: '',
  author: '',
  tags: [],
  status: 'draft',
  ne: noNepali(),
};

/** The Nepali version to save: none when its three fields are empty (a draft kept before it existed has none). */
export function nepaliVersionOf(v: BlogFormValues): BlogFormValues['ne'] | null {
  const ne = v.ne ?? noNepali();
  return [ne.title, ne.excerpt, ne.body].some((text) => text.trim() !== '') ? ne : null;
}

export const blogEditor = defineEditor({
  resource: ADMIN_RESOURCES.blogs.api,
  history: {
    load: (id, signal) => ADMIN_RESOURCES.blogs.api.history(id, signal),
    restore: (id, changeId) => ADMIN_RESOURCES.blogs.api.restore(id, changeId),
    labels: {
      slug: 'Address (slug)',
      title: 'Title',
      excerpt: 'Excerpt',
      body: 'Body',
      coverImage: 'Cover image',
      author: 'Author',
      tags: 'Tags',
      status: 'Status',
      ne: 'Nepali version',
    },
  },
  schema: blogInputSchema,
  empty: emptyBlog,
  toValues: (b: Blog): BlogFormValues => ({
    slug: b.slug,
    title: b.title,
    excerpt: b.excerpt,
    body: b.body,
    coverImage: b.coverImage,
    author: b.author,
    tags: [...b.tags],
    status: b.status,
    ne: b.ne ? { title: b.ne.title, excerpt: b.ne.excerpt, body: b.ne.body } : noNepali(),
  }),
  toInput: (v) => ({ ...v, ne: nepaliVersionOf(v) }),
  routes: ADMIN_RESOURCES.blogs.routes,
  noun: ADMIN_RESOURCES.blogs.noun,
  dataPage: 'admin-blog-editor',
  nameOf: (v) => v.title,
});

/** A slug from a title: lower case, ASCII letters and digits, single hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

function StatusSwitch({ status, onChange }: { status: BlogStatus; onChange: (s: BlogStatus) => void }) {
  const id = useId();
  const published = status === 'published';
  return (
    <FieldWrap>
      <div>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={published}
          checked={published}
          onChange={(e) => onChange(e.target.checked ? 'published' : 'draft')}
          aria-describedby={`${id}-hint`}
        />{' '}
        <label htmlFor={id}>Published</label>
      </div>
      <Hint id={`${id}-hint`}>{published ? 'Published: shows on the public blog.' : 'Draft: only admins can see it.'}</Hint>
    </FieldWrap>
  );
}

/** Puts `{{fact KEY}}` at a body's cursor (its last selection), then the cursor after it. */
function insertFact(name: 'body' | 'ne.body', body: string, key: string, setBody: (body: string) => void) {
  const field = document.querySelector<HTMLTextAreaElement>(`textarea[data-field="${name}"]`);
  const { text, caret } = insertAt(body, factToken(key), field?.selectionStart ?? body.length, field?.selectionEnd ?? body.length);
  setBody(text);
  requestAnimationFrame(() => field?.setSelectionRange(caret, caret));
}

const NEPALI_PREVIEW = { label: 'Nepali body as shown', show: 'Show the Nepali body as shown', hide: 'Hide the Nepali body as shown' };

/**
 * The article's Nepali version, shown on the Nepali pages in place of the English: its title, excerpt and
 * body, all three or none (an article without one shows its English there, with a note).
 */
function NepaliVersion({ values, bind, set }: Pick<EditorRenderProps<BlogFormValues>, 'values' | 'bind' | 'set'>) {
  const ne = values.ne ?? { title: '', excerpt: '', body: '' };
  const hintId = useId();
  const field = <P extends 'ne.title' | 'ne.excerpt' | 'ne.body'>(path: P) => ({ ...bind(path), value: bind(path).value ?? '' });
  return (
    <fieldset className="group" data-part="nepali-version" aria-describedby={hintId}>
      <legend>Nepali version (optional)</legend>
      <Hint id={hintId}>
        Shown on the Nepali pages (/ne/blog) instead of the English. Fill in all three fields, or leave all three empty: the Nepali pages then show the English
        with a note that the article is not yet written in Nepali. Facts work as in the English body.
      </Hint>
      <TextField label="Nepali title" lang="ne" limit={200} {...field('ne.title')} />
      <TextField label="Nepali excerpt" lang="ne" multiline rows={3} limit={500} {...field('ne.excerpt')} />
      <TextField label="Nepali body (Markdown)" lang="ne" multiline rows={14} {...field('ne.body')} />
      <FactPicker
        label="Insert a fact into the Nepali body"
        into="the Nepali body"
        onInsert={(key) => insertFact('ne.body', ne.body, key, (body) => set('ne.body', body))}
      />
      <BodyPreview source={ne.body} names={NEPALI_PREVIEW} lang="ne" />
    </fieldset>
  );
}

export default function BlogEditorPage() {
  return (
    <blogEditor.EditorPage
      extraActions={(v, savedId) =>
        savedId && v.status === 'published' ? (
          <a href={paths.blogArticle(savedId)} target="_blank" rel="noreferrer">
            View on the site
          </a>
        ) : null
      }
    >
      {({ values, bind, errors, set }) => (
        <>
          <TextField label="Title" required {...bind('title')} />
          <TextField
            label="Slug"
            required
            hint={
              <>
                Lower-case letters, digits and single hyphens.{' '}
                <Button type="button" $variant="ghost" onClick={() => set('slug', slugify(values.title))} disabled={!values.title.trim()}>
                  Make from title
                </Button>
              </>
            }
            {...bind('slug')}
          />
          <TextField label="Author" required autoComplete="name" {...bind('author')} />
          <TextField label="Excerpt" required multiline rows={3} hint="One or two sentences shown in the blog list." {...bind('excerpt')} />
          <ImageField label="Cover image" kind="cover" {...bind('coverImage')} />
          <TextField
            label="Body (Markdown)"
            required
            multiline
            rows={14}
            hint="Write a fee, amount, date or rule as a fact: {{fact KEY}} with the key from the facts list (e.g. {{fact destination.uk.visa-funds}}) shows its value, month and source. Find one below to insert it."
            {...bind('body')}
          />
          <FactPicker onInsert={(key) => insertFact('body', values.body, key, (body) => set('body', body))} />
          <BodyPreview source={values.body} />
          <NepaliVersion values={values} bind={bind} set={set} />
          <TextListField label="Tags" itemLabel="Tag" name="tags" values={values.tags} onChange={(v) => set('tags', v)} errors={errors} error={errors.tags} />
          <StatusSwitch status={values.status} onChange={(s) => set('status', s)} />
        </>
      )}
    </blogEditor.EditorPage>
  );
}
