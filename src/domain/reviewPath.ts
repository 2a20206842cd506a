/* The review form's address, kept apart from the review's schemas so the route table (in every page's first load) pulls in no zod. */
/** The review form's page; a review link is this path with its token. */
export const REVIEW_PAGE_PATH = '/consultation/review';
export const reviewPagePath = (token: string) => `${REVIEW_PAGE_PATH}?token=${encodeURIComponent(token)}`;
