// jsdom ships no types of its own; this is the part the sanitiser uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: import('./xmlDom').JsdomWindow;
  }
}
