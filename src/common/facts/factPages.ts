import { paths, ROUTES } from '../../config/routes';
import { DESTINATION_COUNTRY, DESTINATIONS, EXAM_NAMES, EXAMS } from '../../domain/catalog';

/** The pages that show dated facts, with the names the admin's page filter shows. */
export const FACT_PAGES: readonly { value: string; label: string }[] = [
  ...DESTINATIONS.map((d) => ({ value: paths.destination(d), label: `Study in ${DESTINATION_COUNTRY[d]}` })),
  ...EXAMS.map((e, i) => ({ value: paths.exam(e), label: `${EXAM_NAMES[i]} exam guide` })),
  { value: ROUTES.scholarships, label: 'Scholarships' },
  { value: ROUTES.faqs, label: 'FAQs and the NOC guide' },
  { value: ROUTES.costPlanner, label: 'Study-cost planner' },
  { value: ROUTES.howWeVerify, label: 'How we verify (licensing)' },
];

export const factPageLabel = (page: string) => FACT_PAGES.find((p) => p.value === page)?.label ?? page;
