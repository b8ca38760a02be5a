import type { Browser, BrowserContext, Page } from '@playwright/test';

/** Long enough for a lazily loaded Ionic component to arrive and define its element. */
const DEFINE_GRACE_MS = 1_500;

/** What the script below leaves on `window` for the end of the test to ask. */
type UndefinedIonicElements = () => { tag: string; ageMs: number }[];

/**
 * Runs in every page before its own scripts: notes each Ionic element (`ion-*`) the page creates,
 * in its document or inside another element's shadow root, that is not a defined custom element,
 * and reports one still undefined after the grace period as an uncaught error. Undefined, an Ionic
 * element renders nothing and does nothing, silently, until code calls it (as IonButton's tap
 * feedback called its ripple: "addRipple is not a function").
 */
function noteUndefinedIonicElements(graceMs: number): void {
  // A window can run its init scripts twice (a popup's first blank document, then its page): once is enough.
  if ('__undefinedIonicElements' in window) {
    return;
  }
  const created = new Map<string, number>();
  const stillUndefined = () => [...created].filter(([tag]) => !customElements.get(tag)).map(([tag, at]) => ({ tag, ageMs: Date.now() - at }));
  const report = () => {
    for (const { tag, ageMs } of stillUndefined()) {
      if (ageMs >= graceMs) {
        created.delete(tag);
        reportError(new Error(`<${tag}> was created but is not a defined custom element: Ionic never registered it`));
      }
    }
  };
  const note = (element: Element) => {
    const tag = element.localName;
    if (tag.startsWith('ion-') && !created.has(tag) && !customElements.get(tag)) {
      created.set(tag, Date.now());
      setTimeout(report, graceMs);
    }
    return element;
  };
  // React creates elements with createElement, Ionic's own renderer (Stencil) with createElementNS.
  // Each is called as the page calls it, with the document it was called on.
  /* eslint-disable @typescript-eslint/unbound-method */
  const createElement = Document.prototype.createElement;
  const createElementNS = Document.prototype.createElementNS;
  /* eslint-enable @typescript-eslint/unbound-method */
  Document.prototype.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
    return note(createElement.call(this, tagName, options));
  } as typeof createElement;
  Document.prototype.createElementNS = function (this: Document, namespace: string | null, qualifiedName: string, options?: ElementCreationOptions) {
    return note(createElementNS.call(this, namespace, qualifiedName, options));
  } as typeof createElementNS;
  // A page left sooner reports, as it goes, what had had its moment.
  window.addEventListener('pagehide', report);
  Object.defineProperty(window, '__undefinedIonicElements', { value: stillUndefined satisfies UndefinedIonicElements });
}

/** The Ionic elements a page still open at the end of a test created and never defined (given their moment). */
async function undefinedIonicElementsOf(page: Page): Promise<string[]> {
  try {
    return await page.evaluate(async (graceMs) => {
      const ask = (window as unknown as { __undefinedIonicElements?: UndefinedIonicElements }).__undefinedIonicElements;
      const pending = ask?.() ?? [];
      const wait = Math.max(0, ...pending.map(({ ageMs }) => graceMs - ageMs));
      await new Promise((resolve) => setTimeout(resolve, wait));
      return (ask?.() ?? []).map(({ tag }) => tag);
    }, DEFINE_GRACE_MS);
  } catch {
    // Closed or navigating away as the test ended: what it had created was checked as it went.
    return [];
  }
}

/**
 * Every page of a test, in the test's context and in any it opens with `browser.newContext()`,
 * must run clean: an uncaught error or an unhandled rejection (what a member's console shows in
 * red), an Ionic element that never became defined, and anything the server's
 * Content-Security-Policy blocks (an inline script, a foreign source) are recorded as faults.
 */
export class PageFaults {
  readonly faults: string[] = [];
  private readonly contexts: BrowserContext[] = [];

  async watch(context: BrowserContext): Promise<void> {
    this.contexts.push(context);
    context.on('weberror', (webError) => {
      const error = webError.error();
      this.faults.push(`Uncaught on ${webError.page()?.url() ?? 'a page'}: ${error.stack ?? error.message}`);
    });
    context.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        this.faults.push(`Blocked on ${message.page()?.url() ?? 'a page'}: ${message.text()}`);
      }
    });
    await context.addInitScript(noteUndefinedIonicElements, DEFINE_GRACE_MS);
  }

  /**
   * Watches the contexts opened with `browser.newContext()` (a second member, a guest) too, until
   * the returned function is called (the worker's browser is shared by its tests).
   */
  watchNewContexts(browser: Browser): () => void {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const context = await newContext(...args);
      await this.watch(context);
      return context;
    };
    // The wrapper is the browser's own property, over its class's method: deleting it restores that.
    return () => {
      Reflect.deleteProperty(browser, 'newContext');
    };
  }

  /** All faults, once the pages still open have been asked about their Ionic elements. */
  async all(): Promise<string[]> {
    for (const page of this.contexts.flatMap((context) => context.pages())) {
      for (const tag of await undefinedIonicElementsOf(page)) {
        if (this.faults.some((fault) => fault.includes(`<${tag}>`))) {
          continue;
        }
        this.faults.push(`Undefined on ${page.url()}: <${tag}> was created but is not a defined custom element: Ionic never registered it`);
      }
    }
    return this.faults;
  }
}
