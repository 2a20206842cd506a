/** A message of the interface (src/ui/i18n.ts), as the domain names its texts. */
export interface Text {
  id: string;
  message: string;
}

/** Writes a text in the page's language with its values (src/ui/i18n.ts useSay); `inEnglish` where no page gives one (the server, the admin). */
export type Say = (text: Text, values: Record<string, string>) => string;

/** A text's English wording with its values filled in. */
export const inEnglish: Say = (text, values) => text.message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
