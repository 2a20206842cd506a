import { licenceAuthorityFact } from '../../data/licensing';
import { useRecordText, type Shown } from '../../ui/recordText';

/**
 * Who licenses consultancies is a fact record (its text as the admins keep it, in English). Its built-in
 * wording has a Nepali text: a page shows that while the record still says what was built in, and the
 * record as it is once an admin has reworded it, in English (src/ui/recordText.ts).
 */
export const LICENSING_AUTHORITY_TEXT = /*i18n*/ {
  id: 'info.licensingAuthority.builtIn',
  message:
    "An educational consultancy needs a government licence to advise students on studying abroad. The Ministry of Education, Science and Technology used to issue these licences; guides published in 2025 report that each province's ministry now issues and renews them (in Bagmati Province, the Ministry of Social Development in Hetauda). Ask the consultancy which office issued its licence, and check the licence number with that office.",
};

const BUILT_IN = (() => {
  const v = licenceAuthorityFact().value;
  return v.kind === 'text' ? v.text : null;
})();

/** The built-in wordings the record may still say: this message, while it says what the record was built with. */
const SEEDS = BUILT_IN === LICENSING_AUTHORITY_TEXT.message ? [LICENSING_AUTHORITY_TEXT] : [];

/** The record's text in the page's language (see above). */
export function useLicensingAuthorityText(): (text: string) => Shown {
  const shown = useRecordText();
  return (text) => shown(text, SEEDS);
}
