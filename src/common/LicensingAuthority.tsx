import { factsApi } from '../api/facts';
import { LICENCE_AUTHORITY_FACT, licenceAuthorityFact } from '../data/licensing';
import { useRemote } from './Remote';
import { licensingAuthorityRead } from './firstData';
import { SourceNote } from './SourceNote';
import { sourcedOf } from './facts/sourced';
import type { FactInput } from '../domain/fact';
import { useRecordLang, type Shown } from '../ui/recordText';

const read = (signal: AbortSignal) => factsApi.byKeys([LICENCE_AUTHORITY_FACT], signal);

/**
 * The record of who licenses consultancies: the admins' copy (the one the page was rendered with, where the
 * route reads it first, else from the API), the built-in one until it arrives.
 */
export function useLicensingAuthority(): FactInput {
  const { state } = useRemote(read, licensingAuthorityRead.key);
  const fromApi = state.status === 'success' ? state.data.find((f) => f.key === LICENCE_AUTHORITY_FACT) : undefined;
  return fromApi ?? licenceAuthorityFact();
}

/**
 * Which office licenses consultancies, as the dated, sourced record says, with its month, source and last
 * check. `text` writes the record's text in the page's language (src/features/info/licensingText.ts);
 * without it the record is shown as the team wrote it, in English.
 */
export function LicensingAuthority({ text }: { text?: (recorded: string) => Shown } = {}) {
  const fact = useLicensingAuthority();
  const lang = useRecordLang();
  if (fact.value.kind !== 'text') return null;
  const shown = text ? text(fact.value.text) : { text: fact.value.text, lang };
  return (
    <div data-part="licensing-authority">
      <p lang={shown.lang}>{shown.text}</p>
      <SourceNote fact={sourcedOf(fact)} />
    </div>
  );
}
