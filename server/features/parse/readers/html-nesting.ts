import { Tokenizer, TokenizerMode } from 'parse5';
import type { Token } from 'parse5';
import { NestingModel } from './nesting-model';

/**
 * How deep the elements of a page the assistant reads may nest. parse5's tree builder looks
 * through the open elements at nearly every tag ("has an element in scope"), so its time grows
 * with tags x depth: 300,000 nested <div>s kept a process busy for minutes. Chromium's parser
 * stops nesting at 512; event pages nest a few dozen deep.
 */
export const MAX_NESTING = 256;

/** The tags that open a text-only element and the tokenizer state its content is read in. */
const TEXT_CONTENT = new Map<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]>([
  ['title', TokenizerMode.RCDATA],
  ['textarea', TokenizerMode.RCDATA],
  ['style', TokenizerMode.RAWTEXT],
  ['xmp', TokenizerMode.RAWTEXT],
  ['iframe', TokenizerMode.RAWTEXT],
  ['noembed', TokenizerMode.RAWTEXT],
  ['noframes', TokenizerMode.RAWTEXT],
  // cheerio and the microformats parser both parse with scripting on, which reads <noscript> as text.
  ['noscript', TokenizerMode.RAWTEXT],
  ['script', TokenizerMode.SCRIPT_DATA],
  ['plaintext', TokenizerMode.PLAINTEXT],
]);

/** Fewer tags than this cannot nest past `max`, even counting the parents the parser adds itself. */
function tooFewTagsToNest(html: string, max: number): boolean {
  let tags = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    tags += 1;
    if (tags * 3 > max) {
      return false;
    }
  }
  return true;
}

/**
 * The page as parse5 may see it: unchanged when its elements nest at most `max` deep, else
 * without the start tags that would open an element deeper than that (their text stays where it
 * was). Tags are read by parse5's own tokenizer, so a comment, a script or an attribute is read
 * exactly as the parser will read it; how deep each tag lands comes from NestingModel, which
 * follows the tree builder's rules closely enough to never count less than it nests (see the
 * property test in tests/server/parse/html-nesting.test.ts). Linear in the page's length.
 */
export function boundedHtml(html: string, max = MAX_NESTING): string {
  if (tooFewTagsToNest(html, max)) {
    return html;
  }
  const model = new NestingModel(max);
  const dropped: [number, number][] = [];
  const tokenizer: Tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: true },
    {
      onStartTag(token: Token.TagToken) {
        const placed = model.start(token.tagName, token.selfClosing, token.attrs);
        if (placed === 'dropped' && token.location) {
          dropped.push([token.location.startOffset, token.location.endOffset]);
        }
        // Only an HTML element reads its content as text; an SVG <title> or <style> holds markup.
        const mode = placed === 'html' ? TEXT_CONTENT.get(token.tagName) : undefined;
        if (mode !== undefined) {
          tokenizer.state = mode;
        }
        tokenizer.inForeignNode = model.inForeignContent();
      },
      onEndTag(token: Token.TagToken) {
        model.end(token.tagName);
        tokenizer.inForeignNode = model.inForeignContent();
      },
      onComment: () => undefined,
      onDoctype: () => undefined,
      onEof: () => undefined,
      onCharacter: () => undefined,
      onNullCharacter: () => undefined,
      onWhitespaceCharacter: () => undefined,
    },
  );
  tokenizer.write(html, true);
  if (dropped.length === 0) {
    return html;
  }
  // A space where a tag was: "<" + "<div>" + "div>" must not become a new "<div>".
  const parts: string[] = [];
  let from = 0;
  for (const [start, end] of dropped) {
    parts.push(html.slice(from, start), ' ');
    from = end;
  }
  parts.push(html.slice(from));
  return parts.join('');
}
