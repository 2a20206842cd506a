import type { ShortlistKind } from '../../../machines/shortlist/shortlist.machine';
import { ToggleChip } from '../compare/CompareToggle';
import { useLiveSelector, usePendingPress } from '../liveActor';
import { useShortlistLive } from '../savedListsLive';

/**
 * "Save": keeps the item in the shortlist in this browser, or takes it out again (a toggle button
 * whose name carries the item's name; pressed means saved). A refusal (a full shortlist) shows in the
 * layout's notice, which is a live region.
 */
export function SaveToggle({ kind, id, name }: { kind: ShortlistKind; id: number; name: string }) {
  const shortlist = useShortlistLive();
  const saved = useLiveSelector(shortlist, (s) => s.matches('ready') && s.context.items.some((i) => i.kind === kind && i.id === id), false);
  const { props: busy, press } = usePendingPress(shortlist);
  return (
    <ToggleChip
      {...busy}
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${name}`}
      data-part="save-toggle"
      onClick={() => press(() => shortlist.send({ type: 'SAVE_TOGGLE.CLICK', item: { kind, id, name } }))}
    >
      Save
    </ToggleChip>
  );
}
