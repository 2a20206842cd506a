import { factsApi } from '../api/facts';
import { LICENCE_AUTHORITY_FACT, licenceAuthorityFact } from '../data/licensing';
import { useRemote } from './Remote';
import { SourceNote } from './SourceNote';
import { sourcedOf } from './facts/sourced';
import type { FactInput } from '../domain/fact';

const read = (signal: AbortSignal) => factsApi.byKeys([LICENCE_AUTHORITY_FACT], signal);

/** The record of who licenses consultancies: the admins' copy from the API, the built-in one until it arrives. */
export function useLicensingAuthority(): FactInput {
  const { state } = useRemote(read, `embedded-facts ${LICENCE_AUTHORITY_FACT}`);
  const fromApi = state.status === 'success' ? state.data.find((f) => f.key === LICENCE_AUTHORITY_FACT) : undefined;
  return fromApi ?? licenceAuthorityFact();
}

/**
 * Which office licenses consultancies, as the dated, sourced record says, with its month, source and last
 * check. `text` writes the record's text in the page's language (src/features/info/licensingText.ts).
 */
export function LicensingAuthority({ text = (s: string) => s }: { text?: (recorded: string) => string } = {}) {
  const fact = useLicensingAuthority();
  if (fact.value.kind !== 'text') return null;
  return (
    <div data-part="licensing-authority">
      <p>{text(fact.value.text)}</p>
      <SourceNote fact={sourcedOf(fact)} />
    </div>
  );
}
