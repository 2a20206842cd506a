/**
 * Which office licenses educational consultancies in Nepal: a dated fact the admins keep (it has
 * changed: the federal ministry used to issue the licences, and guides from 2025 report that each
 * province's ministry now does). Every place that tells students to check a licence shows this record.
 */
import { ROUTES } from '../config/routes';
import type { FactInput } from '../domain/fact';
import { MOEST_URL } from './noc';

/** The record's key (`{{fact consultancy.licensing-authority}}` in an article). */
export const LICENCE_AUTHORITY_FACT = 'consultancy.licensing-authority';

/** The day the record was last compared with official pages (none confirmed it: see notChecked). */
const TRIED_ON = '2026-11-26';

export const licenceAuthorityFact = (): FactInput => ({
  key: LICENCE_AUTHORITY_FACT,
  page: ROUTES.howWeVerify,
  label: 'Who licenses educational consultancies in Nepal',
  value: {
    kind: 'text',
    text: "An educational consultancy needs a government licence to advise students on studying abroad. The Ministry of Education, Science and Technology used to issue these licences; guides published in 2025 report that each province's ministry now issues and renews them (in Bagmati Province, the Ministry of Social Development in Hetauda). Ask the consultancy which office issued its licence, and check the licence number with that office.",
  },
  checkedOn: '2025-07',
  sourceUrl: MOEST_URL,
  sourceName: 'Ministry of Education, Science and Technology, Nepal',
  notChecked: {
    reason:
      "no page of the Ministry of Education, Science and Technology or of a provincial ministry that names the licensing office was available; the move to the provinces is reported by law firms' guides from 2025",
    triedOn: TRIED_ON,
  },
});

/** The seeded guide to choosing a consultancy. */
export const LICENCE_GUIDE_SLUG = 'choosing-a-licensed-consultancy';

/** The guide's sentences that named one authority, as they were seeded before, and what replaces each. */
export const LICENCE_GUIDE_REWRITES: ReadonlyArray<readonly [string, string]> = [
  [
    'needs a licence from the **Ministry of Education, Science and Technology (MoEST)** to run an educational consultancy.',
    `needs a government licence to run an educational consultancy. Which office issues it: {{fact ${LICENCE_AUTHORITY_FACT}}}`,
  ],
  ['Then check it with the ministry.', 'Then check it with the office that issued it.'],
  ['- Can I see your MoEST licence? Until when is it valid?', '- Can I see your licence? Which office issued it, and until when is it valid?'],
  ['check its licence with the ministry yourself.', 'check its licence with the office that issued it yourself.'],
  [
    'you can complain to the Ministry of Education, Science and Technology, which licenses consultancies.',
    'you can complain to the office that licensed the consultancy (see rule one).',
  ],
  [
    '- Ministry of Education, Science and Technology (licensing of educational consultancies), <https://moest.gov.np>',
    '- Ministry of Education, Science and Technology, <https://moest.gov.np>',
  ],
];

/**
 * Who licenses consultancies is a fact record (its text as the admins keep it, in English). Its built-in
 * wording has a Nepali text: a page shows that while the record still says what was built in, and the
 * record as it is once an admin has reworded it, in English (src/ui/recordText.ts). Its Nepali text is in the
 * pages' catalog (lingui.config.ts): a page that shows it in Nepali loads that catalog.
 */
export const LICENSING_AUTHORITY_TEXT = /*i18n*/ {
  id: 'info.licensingAuthority.builtIn',
  message:
    "An educational consultancy needs a government licence to advise students on studying abroad. The Ministry of Education, Science and Technology used to issue these licences; guides published in 2025 report that each province's ministry now issues and renews them (in Bagmati Province, the Ministry of Social Development in Hetauda). Ask the consultancy which office issued its licence, and check the licence number with that office.",
};
