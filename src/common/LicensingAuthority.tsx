import { factsApi } from '../api/facts';
import { LICENCE_AUTHORITY_FACT, LICENSING_AUTHORITY_TEXT, licenceAuthorityFact } from '../data/licensing';
import { useRemote } from './Remote';
import { licensingAuthorityRead } from './firstData';
import { SourceNote } from './SourceNote';
import { sourcedOf } from './facts/sourced';
import type { FactInput, FactNepali } from '../domain/fact';
import { useRecordText, type Shown } from '../ui/recordText';

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
 * without it the record shows its own Nepali version on a Nepali page while that is current, else the
 * record as the team wrote it, in English.
 */
export function LicensingAuthority({ text }: { text?: (recorded: string, ne?: FactNepali) => Shown } = {}) {
  const fact = useLicensingAuthority();
  const own = useRecordText();
  if (fact.value.kind !== 'text') return null;
  // Without `text`: the record's own Nepali version while it is current, else as the team wrote it.
  const shown = (text ?? ((recorded, ne) => own(recorded, [], ne)))(fact.value.text, fact.ne);
  return (
    <div data-part="licensing-authority">
      <p lang={shown.lang}>{shown.text}</p>
      <SourceNote fact={sourcedOf(fact)} />
    </div>
  );
}

const BUILT_IN = (() => {
  const v = licenceAuthorityFact().value;
  return v.kind === 'text' ? v.text : null;
})();
/** The built-in wordings the record may still say: the message, while it says what the record was built with. */
const SEEDS = BUILT_IN === LICENSING_AUTHORITY_TEXT.message ? [LICENSING_AUTHORITY_TEXT] : [];

/**
 * The record's text in the page's language, for `LicensingAuthority`'s `text`: the built-in wording's
 * message while the record says it, else the record as the team wrote it (src/ui/recordText.ts). For
 * pages that load the pages' catalog, which holds that message's Nepali (not the home page's list).
 */
export function useLicensingAuthorityText(): (text: string, ne?: FactNepali) => Shown {
  const shown = useRecordText();
  return (text, ne) => shown(text, SEEDS, ne);
}
