import type { Token } from 'parse5';

/** Where a start tag went: an HTML element, a foreign (SVG or MathML) one, or left out as too deep. */
export type Placement = 'html' | 'foreign' | 'dropped';

interface Open {
  name: string;
  /** The namespace of a foreign element; null for HTML. */
  ns: 'svg' | 'math' | null;
  /** A foreign element whose content is read as HTML again (SVG <foreignObject>, MathML <mi>...). */
  integration: boolean;
  /** A foreign element that bounds the parser's "in scope" searches, as the HTML ones in DEFAULT_SCOPE do. */
  boundary: boolean;
  /** For formatting elements: their attributes, which tell identical ones apart. */
  attrs: string;
  /** For markers (td, th, caption...): formatting elements closed inside, which the parser may reopen. */
  dangling: Map<string, Map<string, number>> | null;
}

const set = (...names: string[]) => new Set(names);
const HEADINGS = set('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
const VOID = set('area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'image', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr');
/** The parser makes one of each, whatever the page says. */
const NOT_COUNTED = set('html', 'head', 'body', 'frameset');
/** The HTML standard's "special" elements. */
const SPECIAL = set(
  ...'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp'.split(' '),
  ...HEADINGS,
);
const FORMATTING = set('a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u');
const MARKERS = set('applet', 'object', 'marquee', 'template', 'td', 'th', 'caption');
/** Where "in scope" searches stop (select added: inside one, the parser ignores most end tags). */
const DEFAULT_SCOPE = set('applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template', 'select');
const TABLE_SCOPE = set('html', 'table', 'template');
const TABLE_PARTS = set('table', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup');
const TABLE_SECTIONS = set('tbody', 'thead', 'tfoot');
/** Start tags that take the parser out of SVG or MathML content. */
const BREAKOUT = set(
  ...'b big blockquote body br center code dd div dl dt em embed head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'.split(' '),
  ...HEADINGS,
);
const FOREIGN_BOUNDARY = { svg: set('foreignobject', 'desc', 'title'), math: set('mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml') };

const P_ONLY = set('p');
const RUBY_PARTS = set('rb', 'rp', 'rt', 'rtc');
const CELL_AND_ROW = set('td', 'th', 'tr');
/** What a start tag closes when it finds it open on top (only what the parser surely closes too). */
const CLOSED_BY = new Map<string, Set<string>>([
  ...'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form header hgroup listing main menu nav ol p plaintext pre search section summary ul xmp'
    .split(' ')
    .map((name): [string, Set<string>] => [name, P_ONLY]),
  ...[...HEADINGS].map((name): [string, Set<string>] => [name, set('p', ...HEADINGS)]),
  ['li', set('li', 'p')],
  ['dd', set('dd', 'dt', 'p')],
  ['dt', set('dd', 'dt', 'p')],
  ['option', set('option')],
  ['optgroup', set('option')],
  ['tr', CELL_AND_ROW],
  ['td', set('td', 'th')],
  ['th', set('td', 'th')],
  ...[...TABLE_SECTIONS].map((name): [string, Set<string>] => [name, set('td', 'th', 'tr', 'tbody', 'thead', 'tfoot')]),
]);

const countKey = (name: string) => (HEADINGS.has(name) ? '#heading' : name);
const attrsKey = (attrs: Token.Attribute[]) =>
  attrs
    .map((a) => `${a.name}=${a.value}`)
    .sort()
    .join('\u0000');

/** SVG <foreignObject>, <desc>, <title>; MathML <mi>, <mo>, <mn>, <ms>, <mtext>, and <annotation-xml> holding HTML. */
function integrationPoint(ns: 'svg' | 'math', name: string, attrs: Token.Attribute[]): boolean {
  if (ns === 'math' && name === 'annotation-xml') {
    const encoding = attrs.find((a) => a.name === 'encoding')?.value.toLowerCase();
    return encoding === 'text/html' || encoding === 'application/xhtml+xml';
  }
  return FOREIGN_BOUNDARY[ns].has(name);
}

/**
 * How deep the HTML tree builder nests each tag, followed closely enough to bound it: what this
 * model is unsure the parser closes, it keeps open, so it may count deeper than parse5 nests but
 * not shallower. Formatting elements a closing tag leaves open (<p><b>...</p>) count until their
 * own end tag, as the parser reopens them in the next paragraph. Every step costs at most the
 * depth it allows, so a page costs its length times `max` at most.
 */
export class NestingModel {
  private readonly stack: Open[] = [];
  private readonly markers: Open[] = [];
  private readonly counts = new Map<string, number>();
  private readonly rootDangling = new Map<string, Map<string, number>>();
  private dangling = 0;

  constructor(private readonly max: number) {}

  /** Inside SVG or MathML, where start tags make foreign elements and CDATA sections are read. */
  inForeignContent(): boolean {
    const top = this.stack[this.stack.length - 1];
    return top !== undefined && top.ns !== null && !top.integration;
  }

  start(name: string, selfClosing: boolean, attrs: Token.Attribute[]): Placement {
    let top = this.stack.length - 1;
    if (this.inForeignContent()) {
      if (!BREAKOUT.has(name) && !(name === 'font' && attrs.some((a) => a.name === 'color' || a.name === 'face' || a.name === 'size'))) {
        return this.openForeign(name, selfClosing, attrs);
      }
      while (top >= 0 && this.stack[top]?.ns && !this.stack[top]?.integration) {
        top -= 1;
      }
    }
    const foreignPops = this.stack.length - 1 - top;
    if (name === 'svg' || name === 'math') {
      return this.openForeign(name, selfClosing, attrs);
    }
    if (NOT_COUNTED.has(name) || VOID.has(name)) {
      this.popImplicitly(foreignPops);
      return 'html';
    }
    const closes = this.closedBy(name, top);
    const parents = this.parentsAdded(name, this.stack[top - closes]);
    if (this.depth() - foreignPops - closes + parents.length + 1 > this.max) {
      return 'dropped';
    }
    this.popImplicitly(foreignPops + closes);
    for (const parent of parents) {
      this.push(parent, null, []);
    }
    this.push(name, null, attrs);
    return 'html';
  }

  end(name: string): void {
    if (name === 'br' || NOT_COUNTED.has(name)) {
      return;
    }
    if (name === 'form') {
      // The parser takes only the form itself off its stack, and what the form holds stays open
      // inside it: unless the form is the last open element, it still nests what follows.
      if (this.stack[this.stack.length - 1]?.name === 'form') {
        this.forget(this.stack.splice(this.stack.length - 1, 1));
      }
      return;
    }
    const at = this.findOpen(name);
    if (at >= 0) {
      this.popImplicitly(this.stack.length - 1 - at);
      this.forget(this.stack.splice(at, 1));
    } else if (FORMATTING.has(name)) {
      this.forgetDangling(name);
    }
  }

  private depth(): number {
    return this.stack.length + this.dangling;
  }

  private openForeign(name: string, selfClosing: boolean, attrs: Token.Attribute[]): Placement {
    if (selfClosing) {
      return 'foreign';
    }
    if (this.depth() + 1 > this.max) {
      return 'dropped';
    }
    const ns = name === 'svg' ? 'svg' : name === 'math' ? 'math' : (this.stack[this.stack.length - 1]?.ns ?? 'svg');
    this.push(name, ns, attrs);
    return 'foreign';
  }

  private closedBy(name: string, top: number): number {
    const closes = RUBY_PARTS.has(name) ? ((this.counts.get('ruby') ?? 0) > 0 ? RUBY_PARTS : undefined) : CLOSED_BY.get(name);
    let at = top;
    while (closes && at >= 0 && this.stack[at]?.ns === null && closes.has(this.stack[at]?.name ?? '')) {
      at -= 1;
    }
    return top - at;
  }

  /** The table body and row the parser makes for a cell or row written straight into a table. */
  private parentsAdded(name: string, below: Open | undefined): string[] {
    if (!below || below.ns !== null) {
      return [];
    }
    if ((name === 'td' || name === 'th') && below.name === 'table') {
      return ['tbody', 'tr'];
    }
    if ((name === 'td' || name === 'th') && TABLE_SECTIONS.has(below.name)) {
      return ['tr'];
    }
    return name === 'tr' && below.name === 'table' ? ['tbody'] : [];
  }

  /** The open element an end tag closes, searched as the parser searches ("in scope"), or -1. */
  private findOpen(name: string): number {
    if ((this.counts.get(countKey(name)) ?? 0) === 0) {
      return -1;
    }
    for (let at = this.stack.length - 1; at >= 0; at -= 1) {
      const open = this.stack[at] as Open;
      if (open.name === name || (open.ns === null && HEADINGS.has(name) && HEADINGS.has(open.name))) {
        return at;
      }
      if (this.stops(open, name)) {
        return -1;
      }
    }
    return -1;
  }

  private stops(open: Open, name: string): boolean {
    if (TABLE_PARTS.has(name)) {
      return open.ns === null && TABLE_SCOPE.has(open.name);
    }
    if (open.ns !== null) {
      return open.boundary;
    }
    if (SPECIAL.has(name)) {
      return DEFAULT_SCOPE.has(open.name) || (name === 'p' && open.name === 'button') || (name === 'li' && (open.name === 'ol' || open.name === 'ul'));
    }
    return SPECIAL.has(open.name);
  }

  private push(name: string, ns: 'svg' | 'math' | null, attrs: Token.Attribute[]): void {
    const marker = ns === null && MARKERS.has(name);
    const open: Open = {
      name,
      ns,
      integration: ns !== null && integrationPoint(ns, name, attrs),
      boundary: ns !== null && FOREIGN_BOUNDARY[ns].has(name),
      attrs: ns === null && FORMATTING.has(name) ? attrsKey(attrs) : '',
      dangling: marker ? new Map() : null,
    };
    this.stack.push(open);
    this.counts.set(countKey(name), (this.counts.get(countKey(name)) ?? 0) + 1);
    if (marker) {
      this.markers.push(open);
    }
  }

  /** Closes elements an end or start tag closes on its way: formatting elements among them stay counted. */
  private popImplicitly(count: number): void {
    for (let i = 0; i < count; i += 1) {
      const closed = this.stack.splice(this.stack.length - 1, 1);
      this.forget(closed);
      const open = closed[0];
      if (open && open.ns === null && FORMATTING.has(open.name)) {
        this.addDangling(open);
      }
    }
  }

  private forget(closed: Open[]): void {
    for (const open of closed) {
      this.counts.set(countKey(open.name), (this.counts.get(countKey(open.name)) ?? 1) - 1);
      if (open.dangling) {
        this.markers.pop();
        for (const byAttrs of open.dangling.values()) {
          for (const count of byAttrs.values()) {
            this.dangling -= count;
          }
        }
      }
    }
  }

  private scope(): Map<string, Map<string, number>> {
    return this.markers[this.markers.length - 1]?.dangling ?? this.rootDangling;
  }

  /** The parser keeps at most three identical formatting elements to reopen ("Noah's Ark"). */
  private addDangling(open: Open): void {
    const byAttrs = this.scope().get(open.name) ?? new Map<string, number>();
    this.scope().set(open.name, byAttrs);
    const count = byAttrs.get(open.attrs) ?? 0;
    if (count < 3) {
      byAttrs.set(open.attrs, count + 1);
      this.dangling += 1;
    }
  }

  private forgetDangling(name: string): void {
    const byAttrs = this.scope().get(name);
    const first = byAttrs?.entries().next().value;
    if (byAttrs && first) {
      const [key, count] = first;
      if (count <= 1) {
        byAttrs.delete(key);
      } else {
        byAttrs.set(key, count - 1);
      }
      this.dangling -= 1;
    }
  }
}
