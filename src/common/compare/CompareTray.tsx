import styled from 'styled-components';
import { Link } from 'wouter';
import { COMPARE_MAX } from '../../config/constants';
import { paths } from '../../config/routes';
import { Container } from '../../ui/primitives';
import { COMPARE_KIND, useCompareTray } from './compareShell';

const Bar = styled.section`
  border-top: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: ${({ theme }) => theme.space.sm} 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.base};
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    padding-left: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    max-width: 100%;
  }
  li span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 14rem;
  }
  li button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    background: transparent;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.danger};
    font-size: 1.1rem;
  }
  [data-part='compare-refusal']:not(:empty) {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.accentLight};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: 700;
    cursor: pointer;
  }
  a {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    text-decoration: none;
  }
  button {
    background: transparent;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const COMPARE_TRAY_HEADING_ID = 'compare-tray-heading';

/**
 * The compare tray: the picked consultancies (each removable), a link to compare them, and the reason
 * when a pick is refused (a live region, so it is announced). Loaded on demand: only a visitor who
 * picked something downloads it.
 */
export default function CompareTray() {
  const { view, send } = useCompareTray();
  const { items, refusal } = view;
  return (
    <Bar aria-labelledby={COMPARE_TRAY_HEADING_ID} data-part="compare-tray">
      <Row>
        <h2 id={COMPARE_TRAY_HEADING_ID}>
          Compare tray ({items.length} of {COMPARE_MAX})
        </h2>
        <ul aria-label="Consultancies to compare">
          {items.map((i) => (
            <li key={i.id}>
              <span>{i.name}</span>
              <button
                type="button"
                aria-label={`Remove ${i.name} from the compare tray`}
                onClick={() => send({ type: 'ITEM.REMOVE', kind: COMPARE_KIND, id: i.id })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <Actions>
          <button type="button" onClick={() => send({ type: 'LIST.CLEAR' })}>
            Clear tray
          </button>
          <Link href={paths.compare(items.map((i) => i.id))}>Compare ({items.length})</Link>
        </Actions>
      </Row>
      <Container>
        <p role="status" data-part="compare-refusal">
          {refusal}
        </p>
      </Container>
    </Bar>
  );
}
