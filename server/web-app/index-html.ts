import type { LinkPreview } from './link-preview';
import type { RouteAssets } from './route-preloads';

/** Text made safe inside an HTML attribute value or element (event titles are anyone's words). */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export interface HeadAdditions {
  preview: LinkPreview;
  /** The page's address, absolute (og:url). */
  url: string;
  /** The app's icon, absolute (og:image). */
  imageUrl: string;
  /** True for an invitation's card: the document takes its title and description too. */
  ownCard: boolean;
  assets: RouteAssets;
}

function previewTags({ preview, url, imageUrl }: HeadAdditions): string[] {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Gather'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:width', '512'),
    meta('property', 'og:image:height', '512'),
    meta('property', 'og:image:alt', 'The Gather icon'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', imageUrl),
  ];
}

/** The `modulepreload` (scripts) and `preload` (stylesheets) links of a screen's code, one tag each. */
export function assetTags(assets: RouteAssets): string[] {
  return [
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ...assets.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`),
  ];
}

/**
 * index.html for one address: its link preview (OpenGraph and Twitter card tags, and for an
 * invitation the title and description a browser tab and a search result show) and the
 * `modulepreload` links of its screen's code. No script is added: the CSP allows none inline.
 */
export function renderIndexHtml(template: string, head: HeadAdditions): string {
  let html = template;
  if (head.ownCard) {
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${head.preview.title} · Gather`)}</title>`)
      .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.preview.description)}" />`);
  }
  const tags = [...assetTags(head.assets), ...previewTags(head)].map((tag) => `    ${tag}\n`).join('');
  // A function, not a string: `$&` in a title must stay text, not a replacement pattern.
  return html.replace('</head>', () => `${tags}  </head>`);
}
