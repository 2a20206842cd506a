/**
 * The last check of each built-in fact record against its source, by record key: the day it was
 * found right on an official page, or why it could not be and the day of that try. The review note
 * (docs/facts-review.md) lists each check with the page looked at and the date that page shows.
 */
import type { NotChecked } from '../domain/fact';

export type FactCheck = { lastChecked: string } | { notChecked: NotChecked };

/** The day of the re-check recorded here. */
export const RECHECK_DAY = '2026-11-26';

const ok: FactCheck = { lastChecked: RECHECK_DAY };
const failed = (reason: string): FactCheck => ({ notChecked: { reason, triedOn: RECHECK_DAY } });

/** Reasons, in the words pages show after "Could not be checked on {day}:". */
const WHY = {
  homeAffairs: 'no current Department of Home Affairs page was available; published reports still give this rule',
  tuition: 'no official page gives tuition ranges; they are typical published fees',
  englishScores: 'universities set their own scores; no single official page states them',
  ukMoney: 'the available copy of GOV.UK is older than this figure (it shows GBP 1,483 and 1,136); the rise is reported by others',
  ukSurcharge: 'the available copy of the GOV.UK surcharge page is older than this amount; the amount is reported by others',
  ukGraduate: 'the GOV.UK Graduate visa page was not available; the change is reported from the October 2025 Statement of Changes',
  ukVisa: 'the GOV.UK Student visa page was not available; the fee and the work limit are reported by others',
  canadaFunds: "IRCC's page was not available; the amount is reported from IRCC's figure of 1 September 2025",
  canadaWork: "IRCC's page was not available; the 24-hour limit from 8 November 2024 is reported by others",
  canadaPgwp: 'EduCanada (August 2025) confirms the language levels, but no available official page states the field-of-study condition',
  sevis: 'the U.S. Embassy confirms the USD 185 visa fee (since 17 June 2023), but no available official page gives the SEVIS fee',
  usRules: 'no current official U.S. page was available; university and law-firm pages give the same rule',
  usFunds: 'no current U.S. Department of State page was available',
  nzWork: 'the available Immigration New Zealand page (August 2025) still shows 20 hours; the rise to 25 hours is reported by others',
  nzPostStudy: 'the Immigration New Zealand page was not available; older pages describe the earlier rules',
  nzInsurance: 'the available Immigration New Zealand page says you must declare insurance acceptable to your provider; the whole-stay condition is not on it',
  examOfficial: "the exam board's own page was not available; test-preparation sites give the same figures",
  examFee: 'no current official fee page was available; the published prices found are older',
  examScores: 'universities set their own scores; no single official page states them',
  notLookedUp: 'not looked up again in this re-check',
  chevening: "Chevening's timeline page was not available; the dates are those Chevening announced on 10 July 2025, as reported by others",
  cheveningCountries: "Chevening's list of eligible countries was not available",
  manaaki: 'the available Manaaki page has only the eligibility questionnaire, not the countries or the dates',
  merit: 'general guidance: each university sets its own awards',
  totalCost: 'an estimate worked out from the cost tables and exchange rates, not an official figure',
  englishTests: 'no current Department of Home Affairs page was available; reports of the change (Business Today, 13 August 2025) give the same list',
  ircc: "IRCC's page was not available in a current copy",
  usEntry: 'no current U.S. Department of State page was available; university pages (Johns Hopkins CTY, Lewis and Clark) give the same rule',
  ukFunds28: "no current copy of the GOV.UK money page was available; UK universities (St George's, University of London; Cardiff) give the same rule",
  ukPages: 'the GOV.UK page was not available in a current copy; UK universities give the same rule',
  ukTb: 'the GOV.UK TB test page was not available; UK universities (Robert Gordon University) give the same validity',
  vfs: 'no official page listing where each country takes biometrics in Nepal was available',
  processing: 'an estimate from the times departments publish, which change every month; no one official page gives it',
  noc: "the ministry's NOC portal was not available; guides from 2025 and 2026 describe the same online process",
} as const;

const dest = (slug: string, checks: Record<string, FactCheck>) =>
  Object.fromEntries(Object.entries(checks).map(([part, c]) => [`destination.${slug}.${part}`, c]));
const exam = (slug: string, checks: Record<string, FactCheck>) => Object.fromEntries(Object.entries(checks).map(([part, c]) => [`exam.${slug}.${part}`, c]));
const scholarship = (slug: string, covers: FactCheck, forNepal: FactCheck, when: FactCheck) => ({
  [`scholarship.${slug}.covers`]: covers,
  [`scholarship.${slug}.for-nepal`]: forNepal,
  [`scholarship.${slug}.when`]: when,
});

/** An exam whose board's own pages were not available: every part, with the reason that fits it. */
const NO_OFFICIAL_EXAM_PAGE: Record<string, FactCheck> = {
  format: failed(WHY.examOfficial),
  'total-time': failed(WHY.examOfficial),
  sections: failed(WHY.examOfficial),
  'score-scale': failed(WHY.examOfficial),
  'typical-scores': failed(WHY.examScores),
  'in-nepal': failed(WHY.examOfficial),
  fee: failed(WHY.examFee),
  validity: failed(WHY.examOfficial),
};

export const FACT_CHECKS: Record<string, FactCheck> = {
  ...dest('australia', {
    'visa-fee': failed(WHY.homeAffairs),
    'visa-funds': failed(WHY.homeAffairs),
    'health-cover': failed(WHY.homeAffairs),
    'work-during-study': failed(WHY.homeAffairs),
    'work-after-study': failed('the Department of Home Affairs page was not available, and published summaries disagree on the lengths'),
    'cost.bachelor-tuition': failed(WHY.tuition),
    'cost.master-tuition': failed(WHY.tuition),
    'cost.living-costs-required-for-the-visa': failed(WHY.homeAffairs),
    'cost.visa-application-charge': failed(WHY.homeAffairs),
    'english-scores': failed(WHY.englishScores),
  }),
  ...dest('canada', {
    'visa-fee': ok,
    'visa-funds': failed(WHY.canadaFunds),
    'health-cover': failed(WHY.notLookedUp),
    'work-during-study': failed(WHY.canadaWork),
    'work-after-study': failed(WHY.canadaPgwp),
    'cost.college-diploma-or-certificate-tuition': failed(WHY.tuition),
    'cost.bachelor-tuition': failed(WHY.tuition),
    'cost.master-tuition': failed(WHY.tuition),
    'cost.living-costs-required-for-the-permit': failed(WHY.canadaFunds),
    'english-scores': failed(WHY.englishScores),
  }),
  ...dest('usa', {
    'visa-fee': failed(WHY.sevis),
    'visa-funds': failed(WHY.usFunds),
    'health-cover': failed(WHY.usFunds),
    'work-during-study': failed(WHY.usRules),
    'work-after-study': failed(WHY.usRules),
    'cost.public-university-tuition-out-of-state': failed(WHY.tuition),
    'cost.private-university-tuition': failed(WHY.tuition),
    'cost.living-costs': failed(WHY.tuition),
    'english-scores': failed(WHY.englishScores),
  }),
  ...dest('uk', {
    'visa-fee': failed(WHY.ukVisa),
    'visa-funds': failed(WHY.ukMoney),
    'health-cover': failed(WHY.ukSurcharge),
    'work-during-study': failed(WHY.ukVisa),
    'work-after-study': failed(WHY.ukGraduate),
    'cost.bachelor-tuition': failed(WHY.tuition),
    'cost.master-tuition': failed(WHY.tuition),
    'cost.living-costs-required-outside-london-9-months': failed(WHY.ukMoney),
    'cost.living-costs-required-london-9-months': failed(WHY.ukMoney),
    // Confirmed on 27 November 2026 against the amendment order that set it (GBP 470 → 776 for students).
    'cost.immigration-health-surcharge': { lastChecked: '2026-11-27' },
    'english-scores': failed(WHY.englishScores),
  }),
  ...dest('new-zealand', {
    'visa-fee': ok,
    'visa-funds': ok,
    'health-cover': failed(WHY.nzInsurance),
    'work-during-study': failed(WHY.nzWork),
    'work-after-study': failed(WHY.nzPostStudy),
    'cost.bachelor-tuition': failed(WHY.tuition),
    'cost.postgraduate-tuition': failed(WHY.tuition),
    'cost.living-costs-required-for-the-visa': ok,
    'english-scores': failed(WHY.englishScores),
  }),
  'planner.canada.visa-fee': ok,
  'planner.usa.visa-fee': failed(WHY.sevis),
  'planner.uk.visa-fee': failed(WHY.ukVisa),
  'planner.new-zealand.visa-fee': ok,
  'planner.uk.visa-length': failed(
    "GOV.UK's pages on visa length and the surcharge were not available; university pages (Cardiff, Nottingham, UCL) give these lengths and this way of charging",
  ),
  ...exam('ielts', {
    format: failed(WHY.examOfficial),
    'total-time': failed(WHY.examOfficial),
    sections: failed(WHY.examOfficial),
    'score-scale': failed(WHY.examOfficial),
    'typical-scores': failed(WHY.examScores),
    'in-nepal': ok,
    fee: failed(WHY.examFee),
    validity: failed(WHY.examOfficial),
  }),
  ...exam('pte', NO_OFFICIAL_EXAM_PAGE),
  ...exam('sat', {
    format: ok,
    'total-time': ok,
    sections: ok,
    'score-scale': failed(WHY.examOfficial),
    'typical-scores': failed(WHY.examScores),
    'in-nepal': failed(WHY.notLookedUp),
    fee: failed(WHY.examFee),
    validity: failed(WHY.examScores),
  }),
  ...exam('gre', NO_OFFICIAL_EXAM_PAGE),
  ...exam('gmat', NO_OFFICIAL_EXAM_PAGE),
  ...exam('toefl', {
    format: ok,
    'total-time': failed("ETS's help page confirms the new format but gives no length; test-preparation sites give about 1.5 hours"),
    sections: failed(WHY.examOfficial),
    'score-scale': ok,
    'typical-scores': failed(WHY.examScores),
    'in-nepal': ok,
    fee: failed(WHY.examFee),
    validity: failed(WHY.examOfficial),
  }),
  ...exam('duolingo', NO_OFFICIAL_EXAM_PAGE),
  ...scholarship('chevening-scholarships', ok, failed(WHY.cheveningCountries), failed(WHY.chevening)),
  ...scholarship('fulbright-foreign-student-program', ok, ok, ok),
  ...scholarship('australia-awards-scholarships', ok, ok, ok),
  ...scholarship('manaaki-new-zealand-scholarships', failed(WHY.manaaki), failed(WHY.manaaki), failed(WHY.manaaki)),
  ...scholarship('vanier-canada-graduate-scholarships-ended', failed(WHY.notLookedUp), failed(WHY.notLookedUp), failed(WHY.notLookedUp)),
  ...scholarship('university-merit-scholarships', failed(WHY.merit), failed(WHY.merit), failed(WHY.merit)),
  'destination.australia.english-visa-minimum': failed(WHY.homeAffairs),
  'destination.australia.english-accepted-tests': failed(WHY.englishTests),
  'destination.australia.genuine-student': failed(WHY.homeAffairs),
  'destination.australia.arrival': failed(WHY.homeAffairs),
  'destination.canada.study-plan': failed(WHY.ircc),
  'destination.canada.port-of-entry': failed(WHY.ircc),
  'destination.canada.pal': failed(WHY.ircc),
  'destination.usa.visa-interview': failed(WHY.usRules),
  'destination.usa.arrival': failed(WHY.usEntry),
  'destination.uk.funds-28-days': failed(WHY.ukFunds28),
  'destination.uk.english-requirement': failed(WHY.ukPages),
  'destination.uk.evisa': failed(WHY.ukPages),
  'destination.uk.tb-certificate': failed(WHY.ukTb),
  'destination.uk.dependants': failed(WHY.ukPages),
  'exam.ielts.one-skill-retake': ok,
  'nepal.noc.issuer': failed(WHY.noc),
  'nepal.biometrics': failed(WHY.vfs),
  'visa.processing-time': failed(WHY.processing),
  'estimate.total-cost-npr': failed(WHY.totalCost),
  'noc.documents': failed(WHY.noc),
  'noc.steps': failed(WHY.noc),
};
