import { fromCallback } from 'xstate';
import type { DraftCommand, DraftStorageInput, FormValues } from '../../../machines/form/form.machine';

/**
 * Where the form statechart's draftStorage actor keeps an editor's unsaved values: sessionStorage (this tab
 * only, gone with it), one key per editor and item. Storage that is full or blocked only loses the draft.
 */
const DRAFT_PREFIX = 'gantavya:admin-draft:';

function read(key: string): FormValues | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as FormValues) : null;
  } catch {
    return null;
  }
}

function write(key: string, values: FormValues) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // The draft is a convenience only.
  }
}

function remove(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/** The key of an editor's draft for one item (`scope` names the editor, an id null is its new-item form). */
export const draftKey = (scope: string, id: string | null) => `${DRAFT_PREFIX}${scope}:${id ?? 'new'}`;

/** The draftStorage actor of one editor. */
export const sessionDraftStorage = (scope: string) =>
  fromCallback<DraftCommand, DraftStorageInput>(({ input, sendBack, receive }) => {
    let key = draftKey(scope, input.id);
    let kept = false;
    const found = read(key);
    if (found) sendBack({ type: 'DRAFT.FOUND', values: found });
    receive((command) => {
      key = draftKey(scope, command.id);
      if (command.type === 'DRAFT.KEEP') write(key, command.values);
      else remove(key);
      kept = command.type === 'DRAFT.KEEP';
    });
    // A draft this visit neither kept nor dropped was seen and left alone: it is not offered again.
    return () => {
      if (!kept) remove(key);
    };
  });
