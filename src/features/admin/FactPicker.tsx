import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { factsApi } from '../../api/facts';
import { factValueText } from '../../common/facts/factMarkdown';
import { formatAsOf } from '../../data/facts';
import type { Fact } from '../../domain/fact';
import { FieldWrap, Hint } from '../../ui/fields';
import { VisuallyHidden } from '../../ui/primitives';

/** How many matches the list shows, and how many characters a search needs. */
export const FACT_PICKER_LIMIT = 8;
const MIN_QUERY = 2;

/** The token that embeds a fact in Markdown. */
export const factToken = (key: string) => `{{fact ${key}}}`;

/** The text with `insert` put in place of the selection [start, end), and where the caret goes after it. */
export function insertAt(text: string, insert: string, start: number, end: number): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-height: 20rem;
  overflow-y: auto;
  li {
    padding: ${({ theme }) => theme.space.sm};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.background};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The answer to one search: its matches, or that it failed. */
type Answer = { query: string; items: Fact[] } | { query: string; failed: true };
type Search = { status: 'idle' } | { status: 'loading' } | { status: 'done'; items: Fact[] } | { status: 'failed' };

/** What the list shows for the text typed: nothing yet, a search under way, its matches or its failure. */
function searchFor(query: string, answer: Answer | null): Search {
  if (query.length < MIN_QUERY) return { status: 'idle' };
  if (!answer || answer.query !== query) return { status: 'loading' };
  return 'failed' in answer ? { status: 'failed' } : { status: 'done', items: answer.items };
}

/**
 * Find a fact by its label, value or key while writing, and insert `{{fact KEY}}`: a WAI-ARIA combobox
 * (an input with a list of matches; Down and Up move through them, Enter inserts the one shown as
 * selected, Escape closes the list, then clears the text).
 */
export function FactPicker({
  onInsert,
  label = 'Find a fact to insert',
  into = 'the body',
}: {
  onInsert: (key: string) => void;
  /** The search field's label; a second picker (the Nepali body's) needs its own. */
  label?: string;
  /** The text it inserts into, as its hint and announcement name it. */
  into?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [inserted, setInserted] = useState('');
  const query = text.trim();

  useEffect(() => {
    if (query.length < MIN_QUERY) return;
    const controller = new AbortController();
    factsApi
      .list({ q: query, limit: FACT_PICKER_LIMIT }, controller.signal)
      .then((r) => setAnswer({ query, items: r.items }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ query, failed: true });
      });
    return () => controller.abort();
  }, [query]);
  const search = searchFor(query, answer);

  const items = search.status === 'done' ? search.items : [];
  const expanded = open && items.length > 0;
  const choose = (f: Fact) => {
    onInsert(f.key);
    setInserted(`Inserted ${factToken(f.key)} (${f.label}) into ${into}.`);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!items.length) return;
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : items.length - 1) : (a + step + items.length) % items.length));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };
  const status =
    search.status === 'loading'
      ? 'Searching…'
      : search.status === 'failed'
        ? 'The facts could not be searched. Try again.'
        : search.status === 'done'
          ? items.length
            ? `${items.length} fact${items.length === 1 ? '' : 's'} found${items.length === FACT_PICKER_LIMIT ? ' (the first ones: type more to narrow)' : ''}.`
            : 'No fact matches.'
          : '';

  return (
    <FieldWrap data-part="fact-picker">
      <label htmlFor={id}>{label}</label>
      <Hint id={`${id}-hint`}>Type part of a fact&apos;s name, value or key; choose one to insert it at the cursor in {into}.</Hint>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={`${id}-hint ${id}-status`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p id={`${id}-status`} role="status">
        {status ? <Hint as="span">{status}</Hint> : null}
        <VisuallyHidden>{inserted}</VisuallyHidden>
      </p>
      <List id={listId} role="listbox" aria-label="Matching facts" hidden={!expanded}>
        {items.map((f, i) => (
          <li
            key={f.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Keep the focus in the input: a click chooses without blurring it first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(f)}
          >
            {f.label}: {factValueText(f)}
            <small>
              {f.key} · as of {formatAsOf(f.checkedOn)}
            </small>
          </li>
        ))}
      </List>
    </FieldWrap>
  );
}
