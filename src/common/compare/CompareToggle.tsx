import styled from 'styled-components';
import { COMPARE_KIND, useCompareTray } from './compareShell';
import { useT } from '../../ui/i18n';
import { pillStyles } from '../../ui/primitives';

/** Its words, in the pages' catalog (lingui.config.ts): the home page shows no toggle. */
const TEXT = {
  label: /*i18n*/ { id: 'compareToggle.label', message: 'Compare' },
  named: /*i18n*/ { id: 'compareToggle.named', message: 'Compare {name}' },
};

/** A toggle (aria-pressed) styled as a small outlined chip; pressed reads as filled. */
export const ToggleChip = styled.button`
  ${pillStyles}
  gap: 6px;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  &[aria-pressed='true']::before {
    content: '✓';
  }
`;

/**
 * "Compare": adds the consultancy to the compare tray, or takes it out again (a toggle button whose
 * accessible name carries the consultancy's name, so a list of them can be told apart).
 */
export function CompareToggle({ id, name }: { id: number; name: string }) {
  const { t } = useT();
  const { view, send, busy } = useCompareTray();
  const inTray = view.items.some((i) => i.id === id);
  return (
    <ToggleChip
      {...busy}
      type="button"
      aria-pressed={inTray}
      aria-label={t(TEXT.named, { name })}
      data-part="compare-toggle"
      onClick={() => send({ type: 'ITEM.TOGGLE', item: { kind: COMPARE_KIND, id, name } })}
    >
      {t(TEXT.label)}
    </ToggleChip>
  );
}
