import { useSelector } from '@xstate/react';
import type { ShortlistKind } from '../../../machines/shortlist/shortlist.machine';
import { ToggleChip } from '../compare/CompareToggle';
import { useShortlistActor } from './shortlistActor';

/**
 * "Save": keeps the item in the shortlist in this browser, or takes it out again (a toggle button
 * whose name carries the item's name; pressed means saved). A refusal (a full shortlist) shows in the
 * layout's notice, which is a live region.
 */
export function SaveToggle({ kind, id, name }: { kind: ShortlistKind; id: number; name: string }) {
  const actor = useShortlistActor();
  const saved = useSelector(actor, (s) => s.matches('ready') && s.context.items.some((i) => i.kind === kind && i.id === id));
  return (
    <ToggleChip
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${name}`}
      data-part="save-toggle"
      onClick={() => actor.send({ type: 'SAVE_TOGGLE.CLICK', item: { kind, id, name } })}
    >
      Save
    </ToggleChip>
  );
}
