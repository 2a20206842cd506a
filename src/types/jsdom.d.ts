/** The part of jsdom the server renderer (a window for DOMPurify) and the tests (parsing pages) use. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
