/**
 * How a text's length limit is counted and told, without the schemas that apply it (src/domain/common.ts):
 * a form field's counter needs only these, and the validation library stays out of pages without a form.
 */

/** A count as the site writes it: 5,000. */
export const count = (n: number) => n.toLocaleString('en-US');
/** How long a text field's value is as its limit counts it: trimmed, in the units String#length counts. */
export const textLength = (value: string) => value.trim().length;
/** The field error for a text over its limit: what the limit is, what it has, and by how much to shorten it. */
export const tooLongMessage = (max: number, length: number) =>
  `At most ${count(max)} characters: this has ${count(length)}. Shorten it by ${count(length - max)}.`;
/** The counter shown near a text's limit: what is left, or how many too many. */
export const charactersLeftText = (max: number, length: number) =>
  length <= max
    ? `${count(max - length)} ${max - length === 1 ? 'character' : 'characters'} left`
    : `${count(length - max)} ${length - max === 1 ? 'character' : 'characters'} too many`;
