import styled from 'styled-components';
import { SAMPLE_LABEL_TEXT } from '../domain/directory';
import { useT } from '../ui/i18n';

const Label = styled.span`
  display: inline-block;
  margin-left: 6px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentLight};
  color: #7c2d12;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.6;
  vertical-align: middle;
  white-space: nowrap;
`;

/**
 * "Sample listing": shown beside a sample record's name wherever it appears (cards, detail pages,
 * search suggestions), so its rating, tick and figures are not taken for a real business's.
 */
export function SampleLabel() {
  const { t } = useT();
  return <Label data-part="sample-label">{t(SAMPLE_LABEL_TEXT)}</Label>;
}

/** A phone number: a tap-to-call link for a real listing; for a sample record, plain text and never a link. */
export function PhoneNumber({ phone, sample }: { phone: string; sample: boolean }) {
  if (sample) return <span data-part="sample-phone">{phone}</span>;
  return <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>;
}
