/**
 * Whether the visitor changed a server-rendered field: what it holds differs from what the server
 * wrote into it (a field's default, which hydration has set to the form's first state).
 */
export function changedByVisitor(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean {
  if (el instanceof HTMLSelectElement) {
    const written = Math.max(
      0,
      [...el.options].findIndex((o) => o.defaultSelected),
    );
    return el.selectedIndex !== written;
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}
