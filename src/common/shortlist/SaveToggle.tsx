import { ToggleChip } from '../compare/CompareToggle';
import { useShortlist, type ShortlistKind } from './shortlistShell';

/**
 * "Save": keeps the item in the shortlist in this browser, or takes it out again (a toggle button
 * whose name carries the item's name; pressed means saved). A refusal (a full shortlist) shows in the
 * layout's notice, which is a live region.
 */
export function SaveToggle({ kind, id, name }: { kind: ShortlistKind; id: number; name: string }) {
  const { view, send, busy } = useShortlist();
  const saved = view.items.some((i) => i.kind === kind && i.id === id);
  return (
    <ToggleChip
      {...busy}
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${name}`}
      data-part="save-toggle"
      onClick={() => send({ type: 'ITEM.TOGGLE', item: { kind, id, name } })}
    >
      Save
    </ToggleChip>
  );
}
