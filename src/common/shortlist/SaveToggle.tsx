import { ToggleChip } from '../compare/CompareToggle';
import { useShortlist, type ShortlistKind } from './shortlistShell';
import { useT } from '../../ui/i18n';

/** Its words, in the pages' catalog (lingui.config.ts): the home page shows no toggle. */
const TEXT = {
  label: /*i18n*/ { id: 'saveToggle.label', message: 'Save' },
  named: /*i18n*/ { id: 'saveToggle.named', message: 'Save {name}' },
};

/**
 * "Save": keeps the item in the shortlist in this browser, or takes it out again (a toggle button
 * whose name carries the item's name; pressed means saved). A refusal (a full shortlist) shows in the
 * layout's notice, which is a live region.
 */
export function SaveToggle({
  kind,
  id,
  name,
  text,
}: {
  kind: ShortlistKind;
  id: number;
  name: string;
  /** Its words in the page's language (a page written in Nepali gives them): the button's text and its name with the item's. */
  text?: { label: string; named: string };
}) {
  const { t } = useT();
  const { view, send, busy } = useShortlist();
  const saved = view.items.some((i) => i.kind === kind && i.id === id);
  return (
    <ToggleChip
      {...busy}
      type="button"
      aria-pressed={saved}
      aria-label={text ? text.named : t(TEXT.named, { name })}
      data-part="save-toggle"
      onClick={() => send({ type: 'ITEM.TOGGLE', item: { kind, id, name } })}
    >
      {text ? text.label : t(TEXT.label)}
    </ToggleChip>
  );
}
