/**
 * Typed field paths: every dotted path into a form's values type (`tuition.min`, `branches.${number}.email`),
 * and the type of the value found there. A path that is not in the values type fails typecheck.
 */
type Indexable = object;

/** The paths of one value: none for a leaf, its keys (or item numbers) and the paths below them otherwise. */
export type FieldPath<T> = T extends readonly (infer Item)[]
  ? `${number}` | (Item extends Indexable ? `${number}.${FieldPath<Item>}` : never)
  : T extends Indexable
    ? { [K in keyof T & string]: K | (T[K] extends Indexable ? `${K}.${FieldPath<T[K]>}` : never) }[keyof T & string]
    : never;

type ChildOf<T, K extends string> = T extends readonly (infer Item)[] ? (K extends `${number}` ? Item : never) : K extends keyof T ? T[K] : never;

/** The type of the value at a path. */
export type FieldValue<T, P extends string> = P extends `${infer Head}.${infer Rest}` ? FieldValue<ChildOf<T, Head>, Rest> : ChildOf<T, P>;
