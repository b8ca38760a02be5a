import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusDir, loadCorpus } from '../../../scripts/bench/assistant-corpus';
import { MAX_NESTING, boundedHtml } from '../../../server/features/parse/readers/html-nesting';

/** How deep parse5 (through cheerio, as the readers parse) nests the elements of a page. */
function parsedDepth(html: string): number {
  const $ = load(html);
  let deepest = 0;
  const stack: [{ children?: unknown[]; type?: string }, number][] = [[$.root().get(0) as { children?: unknown[] }, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [{ children?: unknown[]; type?: string }, number];
    deepest = Math.max(deepest, depth);
    for (const child of node.children ?? []) {
      const element = child as { type?: string };
      stack.push([element, element.type === 'tag' || element.type === 'script' || element.type === 'style' ? depth + 1 : depth]);
    }
  }
  return deepest;
}

const text = (html: string) => load(html)('body').text().replace(/\s+/g, ' ').trim();

describe('boundedHtml: the nesting a page may give the parser', () => {
  it('leaves the pages of the corpus and the test fixtures as they are', () => {
    const dir = corpusDir(path.resolve(import.meta.dirname, '../../..'));
    const pages = loadCorpus(dir)
      .filter((c) => c.file.endsWith('.html'))
      .map((c) => fs.readFileSync(path.join(dir, c.file), 'utf8'));
    const fixtures = fs.readdirSync(path.join(import.meta.dirname, 'fixtures')).map((f) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', f), 'utf8'));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of [...pages, ...fixtures]) {
      expect(boundedHtml(page)).toBe(page);
    }
  });

  it('keeps a deep page\'s text and every tag above the limit, and nests no deeper than it', () => {
    const page = `<html><body><h1>Quiz</h1>${'<div class="x">'.repeat(300_000)}Friday 8pm${'</div>'.repeat(300_000)}<p>After</p></body></html>`;
    const started = performance.now();
    const bounded = boundedHtml(page);
    // Linear: the tokenizer's pass over 5 MB, not parse5's minutes.
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(parsedDepth(bounded)).toBeLessThanOrEqual(MAX_NESTING + 2);
    expect(text(bounded)).toBe('Quiz Friday 8pmAfter');
    expect(bounded.startsWith(`<html><body><h1>Quiz</h1>${'<div class="x">'.repeat(MAX_NESTING)} `)).toBe(true);
  });

  // Markup where a naive count of opening and closing tags nests shallower than the parser does.
  it.each([
    ['end tags the parser ignores', (n: number) => '<div><table></div>'.repeat(n)],
    ['a span closed across a div', (n: number) => '<span><div></span>'.repeat(n)],
    ['a paragraph closed across a button', (n: number) => '<p><button></p>'.repeat(n)],
    ['a form closed around its content', (n: number) => '<form><div></form>'.repeat(n)],
    ['self-closing syntax on HTML elements', (n: number) => '<div/>'.repeat(n)],
    ['tags that appear once a dropped tag is gone', (n: number) => '<<div>div>'.repeat(n)],
    ['HTML inside SVG titles', (n: number) => '<svg><title>'.repeat(n)],
    ['formatting reopened in every paragraph', (n: number) => Array.from({ length: n }, (_v, i) => `<p><b id="b${i}">x</p>`).join('')],
    ['cells written straight into tables', (n: number) => '<table><td>'.repeat(n)],
    ['comments closed the short way', (n: number) => '<!--><div>'.repeat(n)],
    ['script text escaped twice', (n: number) => '<div><script><!--<script></script></div></script>'.repeat(n)],
    ['CDATA in SVG', (n: number) => '<svg><![CDATA[</svg>]]><desc><div>'.repeat(n)],
    ['unknown elements', (n: number) => '<x-a><x-b>'.repeat(n)],
  ])('%s', (_what, page) => {
    const bounded = boundedHtml(`<html><body>${page(600)}</body></html>`, 40);
    expect(parsedDepth(bounded)).toBeLessThanOrEqual(40 + 2);
  });

  it('bounds any mix of tags (property test against parse5)', () => {
    const names = ['div', 'span', 'p', 'b', 'i', 'a', 'li', 'ul', 'table', 'tbody', 'tr', 'td', 'th', 'button', 'form', 'select', 'option', 'svg', 'math', 'mi', 'desc', 'title', 'template', 'font', 'h1', 'h2', 'dd', 'ruby', 'rt', 'script', 'textarea', 'noscript', 'foreignObject', 'annotation-xml', 'object', 'caption', 'br', 'img'];
    const tag = fc.oneof(
      fc.constantFrom(...names).map((n) => `<${n}>`),
      fc.constantFrom(...names).map((n) => `</${n}>`),
      fc.constantFrom(...names).map((n) => `<${n}/>`),
      fc.tuple(fc.constantFrom('b', 'font', 'a', 'i'), fc.integer({ min: 0, max: 5 })).map(([n, k]) => `<${n} class="c${k}" color="red">`),
      fc.constantFrom('text ', '<!-- c -->', '<!-->', '<![CDATA[x]]>', '<', '&amp;', '<annotation-xml encoding="text/html">'),
    );
    fc.assert(
      fc.property(fc.array(tag, { minLength: 1, maxLength: 600 }), (tags) => {
        const bounded = boundedHtml(`<html><body>${tags.join('')}</body></html>`, 12);
        return parsedDepth(bounded) <= 12 + 2;
      }),
      { numRuns: 300 },
    );
  });
});
