/**
 * The part of @bramus/specificity the tests use (test/helpers/computedStyleMemo.ts). The package ships
 * its own declarations, but its package.json "exports" hides them from TypeScript's bundler resolution.
 */
declare module '@bramus/specificity' {
  export interface SpecificityObject {
    a: number;
    b: number;
    c: number;
  }
  export default class Specificity {
    static calculate(selector: string): Specificity[];
    static compare(s1: SpecificityObject, s2: SpecificityObject): number;
    static max(...specificities: Specificity[]): Specificity;
    value: SpecificityObject;
  }
}
