import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { charactersLeftText, textLength } from '../domain/textLength';
import styled from 'styled-components';
import { Button } from './primitives';
import { keepInputWhenLeaving, restoreKeptValue } from '../common/keptInput';
import { changedByVisitor } from './changedByVisitor';

/**
 * The one field kit of every form (the public booking and contact forms, the admin editors): every
 * field labelled, its hint and its error tied to it with aria-describedby, aria-invalid while it has
 * an error, `data-field` naming its path for focus and tests.
 */
export const FieldWrap = styled.div`
  display: grid;
  /* One column as wide as the form: a wide control (a file input) shrinks to it, never widens it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  label,
  legend {
    font-weight: 600;
  }
  input[type='text'],
  input[type='email'],
  input[type='password'],
  input[type='number'],
  input[type='url'],
  input[type='tel'],
  input[type='date'],
  input:not([type]),
  select,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    background: #fff;
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger} !important;
  }
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    margin: 0;
    min-width: 0;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** The live line of a form whose check refused some fields. */
export function attentionText(errorCount: number): string {
  return errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`;
}

/**
 * After a refused attempt (by the form's check or by the server), focus moves to the first field in
 * error, once per attempt: `submitCount` counts the attempts.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, refused: boolean, submitCount: number) {
  const focusedAttempt = useRef(0);
  useEffect(() => {
    if (refused && submitCount > focusedAttempt.current) {
      focusedAttempt.current = submitCount;
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (first?.matches('fieldset') ? first.querySelector<HTMLElement>('input, select, textarea') : first)?.focus();
    }
  }, [formRef, refused, submitCount]);
}

const subscribeNever = () => () => {};

/** Whether this render is the hydration of server-rendered HTML (true only in that first render). */
function useHydrating() {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/**
 * Runs `run` once, at the first commit, when that commit is the hydration of server-rendered HTML:
 * what a visitor did to the fields before then is still in the DOM, and not yet in React's state.
 */
function useAtHydration(run: () => void) {
  const hydrating = useHydrating();
  const firstCommit = useRef(true);
  useLayoutEffect(() => {
    if (!firstCommit.current) return;
    firstCommit.current = false;
    if (hydrating) run();
    // Only the first commit matters: it is the hydration, when there is one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * What a visitor typed or chose in a server-rendered field before the page hydrated. The browser
 * keeps it in the field, but the form's state does not have it, so the form's next render would
 * wipe it. When the field hydrates and the visitor has changed it, the field hands what it holds
 * to `onChange`. The same holds for what the field held when this page, at this address, was left
 * moments ago (a reload): it is put back into the field first.
 */
export function useKeptBeforeHydration<E extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(value: string, onChange: (value: string) => void) {
  const ref = useRef<E>(null);
  // What the form holds is kept when the page goes away, and comes back if it loads again soon (src/common/keptInput.ts).
  useEffect(() => keepInputWhenLeaving(), []);
  useAtHydration(() => {
    const el = ref.current;
    if (el) restoreKeptValue(el);
    if (el && changedByVisitor(el) && el.value !== value) onChange(el.value);
  });
  return ref;
}

/**
 * A filter form whose selects and boxes apply as soon as they change: one changed before the page
 * hydrated changed nothing (a GET form applies only when sent), and the form's first render would
 * put it back to the address's value. When the form hydrates and the visitor has changed one of
 * them, the form is applied as it stands, as the change would have applied it with the code there.
 */
export function useAppliedBeforeHydration(apply: (form: HTMLFormElement) => void) {
  const ref = useRef<HTMLFormElement>(null);
  useAtHydration(() => {
    const form = ref.current;
    const fields = form?.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select, input[type="checkbox"], input[type="radio"]') ?? [];
    if (form && [...fields].some(changedByVisitor)) apply(form);
  });
  return ref;
}

/** The ids a field's aria-describedby lists: its hint, its character count and its error when shown. */
function describedBy(ids: Array<string | null>) {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** From this share of a field's limit on, its character count shows. */
const COUNT_FROM = 0.8;
/** How long typing must pause before the count is announced to screen readers (not at every key). */
const ANNOUNCE_AFTER_MS = 600;

const CountText = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $over }) => ($over ? 600 : 400)};
`;

/**
 * How the fields of a form word their character count: in English by default (the admin's forms); a
 * public page gives its language's wording (src/common/formKnownText.ts).
 */
export const CountTextContext = createContext<(max: number, length: number) => string>(charactersLeftText);

/** Whether a field's count shows: near its limit or over it. */
const countShown = (limit: number, value: string) => textLength(value) >= limit * COUNT_FROM;

/**
 * A field's character count near its limit ("20 characters left", "3,000 characters too many"),
 * tied to the field, and the same words in a polite live region once typing pauses, so a screen
 * reader hears it without an announcement at every key. The field keeps whatever is typed or
 * pasted: the limit is checked when the form is sent, never by cutting the text.
 */
function CharacterCount({ id, limit, value }: { id: string; limit: number; value: string }) {
  const shown = countShown(limit, value);
  const length = textLength(value);
  const text = useContext(CountTextContext)(limit, length);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(shown ? text : ''), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [shown, text]);
  return (
    <>
      {shown ? (
        <CountText id={id} $over={length > limit} data-part="character-count">
          {text}
        </CountText>
      ) : null}
      <span aria-live="polite" data-part="character-count-announcement" style={visuallyHidden}>
        {announced}
      </span>
    </>
  );
}

interface BaseProps {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** A fixed element id (default: one from useId). */
  id?: string;
}

/** What a control needs to be tied to its label, hint and error. */
interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'data-field': string;
}

/**
 * One labelled field: the label, the hint, the control given by `children`, its character count
 * when it has a limit, the error, all tied by id.
 */
function LabelledField({
  label,
  name,
  error,
  hint,
  required,
  id: fixedId,
  count,
  children,
}: BaseProps & { count?: { limit: number; value: string }; children: (control: ControlProps) => ReactNode }) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  return (
    <FieldWrap>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy([
          hint ? `${id}-hint` : null,
          count && countShown(count.limit, count.value) ? `${id}-count` : null,
          error ? `${id}-error` : null,
        ]),
        'data-field': name,
      })}
      {count ? <CharacterCount id={`${id}-count`} limit={count.limit} value={count.value} /> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </FieldWrap>
  );
}

export function TextField({
  value,
  onChange,
  type = 'text',
  multiline = false,
  rows,
  autoComplete,
  inputMode,
  step,
  min,
  max,
  limit,
  lang,
  ...field
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  /** The language of what is typed, when it is not the page's (a Nepali version in the English admin). */
  lang?: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'url' | 'tel' | 'date';
  multiline?: boolean;
  rows?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'url' | 'text';
  step?: string;
  /** A number, or a date (YYYY-MM-DD) for a date field. */
  min?: number | string;
  max?: number | string;
  /**
   * The most characters the field's schema allows: a count shows near it. Never a maxlength
   * attribute, which would cut a paste without a word.
   */
  limit?: number;
}) {
  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value);
  const kept = useKeptBeforeHydration<HTMLInputElement & HTMLTextAreaElement>(value, onChange);
  return (
    <LabelledField {...field} count={limit ? { limit, value } : undefined}>
      {(control) => {
        const common = { ...control, ref: kept, value, lang, 'aria-required': field.required || undefined, onChange: change };
        return multiline ? (
          <textarea {...common} rows={rows} />
        ) : (
          <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} step={step} min={min} max={max} />
        );
      }}
    </LabelledField>
  );
}

export function SelectField({
  value,
  onChange,
  options,
  ...field
}: BaseProps & { value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  const kept = useKeptBeforeHydration<HTMLSelectElement>(value, onChange);
  return (
    <LabelledField {...field}>
      {(control) => (
        <select {...control} ref={kept} value={value} onChange={(e) => onChange(e.target.value)}>
          <Options options={options} />
        </select>
      )}
    </LabelledField>
  );
}

/** A select's options, each with its value and its label. */
export function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

export function CheckboxField({
  label,
  name,
  checked,
  onChange,
  hint,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <FieldWrap>
      <div>
        <input
          id={id}
          type="checkbox"
          name={name}
          data-field={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />{' '}
        <label htmlFor={id}>{label}</label>
      </div>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
    </FieldWrap>
  );
}

/** A list of choices from a fixed set (intakes, levels, exams): a group of checkboxes. */
export function ChoiceListField<T extends string>({
  label,
  name,
  error,
  choices,
  value,
  onChange,
  required,
}: {
  label: string;
  name: string;
  error?: string;
  choices: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  required?: boolean;
}) {
  const id = useId();
  return (
    <FieldWrap>
      <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} data-field={name}>
        <legend>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </legend>
        <ChoiceGrid>
          {choices.map((choice) => (
            <label key={choice}>
              <input
                type="checkbox"
                name={name}
                value={choice}
                checked={value.includes(choice)}
                onChange={(e) => onChange(e.target.checked ? choices.filter((c) => c === choice || value.includes(c)) : value.filter((v) => v !== choice))}
              />{' '}
              {choice}
            </label>
          ))}
        </ChoiceGrid>
      </fieldset>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </FieldWrap>
  );
}

/** One choice from a fixed set (a rating, a kind of problem): a group of radio buttons with one legend and one error. */
export function RadioGroupField<T extends string>({
  label,
  name,
  error,
  hint,
  choices,
  value,
  onChange,
  required,
}: {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  choices: readonly { value: T; label: string }[];
  value: string;
  onChange: (value: T) => void;
  required?: boolean;
}) {
  const id = useId();
  return (
    <FieldWrap>
      <fieldset
        aria-describedby={describedBy([hint ? `${id}-hint` : null, error ? `${id}-error` : null])}
        aria-invalid={error ? true : undefined}
        data-field={name}
      >
        <legend>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </legend>
        {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
        <ChoiceGrid>
          {choices.map((choice) => (
            <label key={choice.value}>
              <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} /> {choice.label}
            </label>
          ))}
        </ChoiceGrid>
      </fieldset>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </FieldWrap>
  );
}

const ChoiceGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  label {
    font-weight: 400;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 32px;
  }
`;

const Rows = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  .row {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
  .row input {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * A list of text items (specializations, services, tags, districts, highlights) edited as a list:
 * one labelled input per item, a Remove button per row and an Add button; each row's error inline.
 */
export function TextListField({
  label,
  itemLabel,
  name,
  values,
  onChange,
  errors,
  error,
  addLabel,
}: {
  label: string;
  /** Names one row for screen readers: `${itemLabel} 2`. */
  itemLabel: string;
  name: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Errors keyed by the full path (`tags.1`). */
  errors: Record<string, string>;
  /** The error of the list as a whole (`tags`). */
  error?: string;
  addLabel?: string;
}) {
  const id = useId();
  return (
    <FieldWrap>
      <fieldset data-field={name} aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{label}</legend>
        {values.length === 0 ? <Hint>None yet.</Hint> : null}
        <Rows>
          {values.map((v, i) => {
            const rowError = errors[`${name}.${i}`];
            const inputId = `${id}-${i}`;
            return (
              <li key={i}>
                <div className="row">
                  <label htmlFor={inputId} className="visually-hidden" style={visuallyHidden}>
                    {itemLabel} {i + 1}
                  </label>
                  <input
                    id={inputId}
                    type="text"
                    data-field={`${name}.${i}`}
                    value={v}
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? `${inputId}-error` : undefined}
                    onChange={(e) => onChange(values.map((x, j) => (j === i ? e.target.value : x)))}
                  />
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() => onChange(values.filter((_, j) => j !== i))}
                    aria-label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`}
                  >
                    Remove
                  </Button>
                </div>
                {rowError ? <FieldError id={`${inputId}-error`}>{rowError}</FieldError> : null}
              </li>
            );
          })}
        </Rows>
        <Button type="button" $variant="secondary" onClick={() => onChange([...values, ''])}>
          {addLabel ?? `Add ${itemLabel.toLowerCase()}`}
        </Button>
      </fieldset>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </FieldWrap>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
