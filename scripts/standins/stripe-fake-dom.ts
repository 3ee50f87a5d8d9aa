/**
 * @module A few dozen lines of DOM, enough to run the Stripe.js stand-in (/v3) inside node:vm in
 * stripe-js.test.ts: elements with attributes, children, listeners, classList, style, value and
 * focus; `document.querySelector('#id')`. Not a browser: it only lets the tests drive the script's
 * own logic (mounting, validation, requests, the 3D Secure step) against the real stand-in.
 */
import vm from 'node:vm';

type Listener = (event: Record<string, unknown>) => void;

export class FakeNode {
  id = '';
  type = '';
  value = '';
  disabled = false;
  textContent = '';
  parent: FakeNode | null = null;
  children: FakeNode[] = [];
  style: Record<string, string> = {};
  readonly attributes = new Map<string, string>();
  private readonly listeners = new Map<string, Listener[]>();
  private readonly classes = new Set<string>();
  readonly classList = {
    add: (c: string) => void this.classes.add(c),
    remove: (c: string) => void this.classes.delete(c),
    contains: (c: string) => this.classes.has(c),
    toggle: (c: string, on = !this.classes.has(c)) => {
      if (on) this.classes.add(c);
      else this.classes.delete(c);
      return on;
    },
  };

  constructor(
    readonly tagName: string,
    private readonly doc: FakeDocument,
  ) {}

  setAttribute(name: string, value: string): void {
    if (name === 'id') this.id = String(value);
    else this.attributes.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return name === 'id' ? this.id || null : (this.attributes.get(name) ?? null);
  }
  appendChild(child: FakeNode): FakeNode {
    child.remove();
    child.parent = this;
    this.children.push(child);
    return child;
  }
  remove(): void {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
    this.parent = null;
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  fire(type: string, props: Record<string, unknown> = {}): void {
    for (const l of this.listeners.get(type) ?? []) l({ type, target: this, preventDefault() {}, ...props });
  }
  focus(): void {
    const before = this.doc.activeElement;
    if (before === this) return;
    this.doc.activeElement = this;
    before?.fire('blur');
    this.fire('focus');
  }
  blur(): void {
    if (this.doc.activeElement !== this) return;
    this.doc.activeElement = null;
    this.fire('blur');
  }
  /** This node and everything under it. */
  all(): FakeNode[] {
    return [this, ...this.children.flatMap((c) => c.all())];
  }
  find(test: (n: FakeNode) => boolean): FakeNode | undefined {
    return this.all().find(test);
  }
  get text(): string {
    return this.all()
      .map((n) => n.textContent)
      .join(' ');
  }
}

export class FakeDocument {
  activeElement: FakeNode | null = null;
  readonly body: FakeNode = new FakeNode('body', this);
  createElement(tag: string): FakeNode {
    return new FakeNode(tag.toLowerCase(), this);
  }
  querySelector(selector: string): FakeNode | null {
    const id = /^#([\w-]+)$/.exec(selector)?.[1];
    return (id && this.body.find((n) => n.id === id)) || null;
  }
}

/** Runs a browser script with the fake document and the real fetch; returns its `window`. */
export function runInFakeBrowser(script: string, fetchImpl: typeof fetch = fetch) {
  const document = new FakeDocument();
  const window: Record<string, unknown> = { document, fetch: fetchImpl, setTimeout, console };
  window.window = window;
  vm.runInNewContext(script, window);
  return { window, document };
}

/** Types into an input as a person would, firing `input` for the script to react to. */
export function typeInto(input: FakeNode, text: string): void {
  input.focus();
  input.value = text;
  input.fire('input');
}
