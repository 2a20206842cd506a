import styled from 'styled-components';
import { reviewsApi } from '../../api/reviews';
import type { Consultancy } from '../../domain/consultancy';
import { NO_REVIEWS_YET, reviewSummaryText, type ConsultancyReviews as Reviews } from '../../domain/review';
import { useDateText } from '../../common/DateText';
import { useRemote } from '../../common/Remote';
import { Button, Spinner } from '../../ui/primitives';

const List = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    padding-left: ${({ theme }) => theme.space.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

/** The approved reviews of a consultancy, read in the browser (students who booked through Gantavya). */
export function ConsultancyReviews({ c }: { c: Consultancy }) {
  const { state, retry } = useRemote<Reviews>((signal) => reviewsApi.ofConsultancy(c.id, signal), `consultancy-reviews-${c.id}`);
  const date = useDateText();
  return (
    <section aria-labelledby="reviews-title" data-part="reviews">
      <h2 id="reviews-title">Reviews</h2>
      <p>Reviews come only from students who booked a consultation with this consultancy through Gantavya. Our team reads each one before it is shown.</p>
      {state.status === 'loading' && <Spinner label="Loading reviews…" />}
      {state.status === 'failure' && (
        <div role="alert">
          <p>We could not load the reviews: {state.error.message}</p>
          <Button type="button" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
      {(state.status === 'success' || state.status === 'fallback') &&
        (state.data.items.length === 0 ? (
          <p data-part="no-reviews">{NO_REVIEWS_YET}.</p>
        ) : (
          <>
            <p data-part="review-summary">{reviewSummaryText(state.data.summary)}</p>
            <List>
              {state.data.items.map((r) => (
                <li key={r.id}>
                  <p>
                    <strong>
                      <span role="img" aria-label={`Rated ${r.rating} out of 5`}>
                        {'★'.repeat(r.rating)}
                        {'☆'.repeat(5 - r.rating)}
                      </span>
                    </strong>{' '}
                    {r.firstName}, {date(r.month)}
                  </p>
                  <p>{r.text}</p>
                </li>
              ))}
            </List>
          </>
        ))}
    </section>
  );
}
