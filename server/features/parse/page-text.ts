/**
 * The text of a fetched document: the charset the server names, else the one the page declares
 * in its first kilobytes (<meta charset>, XML prolog), else UTF-8.
 */
export function decodeBody(body: Buffer, contentType: string | undefined): string {
  const fromHeader = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1];
  const head = body.subarray(0, 2048).toString('latin1');
  const fromPage = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? /<\?xml[^>]+encoding\s*=\s*["']([\w-]+)/i.exec(head)?.[1];
  for (const label of [fromHeader, fromPage, 'utf-8']) {
    if (!label) {
      continue;
    }
    try {
      return new TextDecoder(label.toLowerCase()).decode(body);
    } catch {
      // an encoding this runtime does not know: try the next
    }
  }
  return body.toString('utf8');
}

/**
 * Pages that stand between a visitor and the content: a bot check or a challenge (Cloudflare,
 * DataDome, PerimeterX, Akamai, a CAPTCHA), answered with 200 as often as with 403 or 503.
 */
const BOT_WALL = [
  /<title>\s*(?:just a moment|attention required|access denied|please wait|are you a robot|security check|one more step|checking your browser)/i,
  /cf-(?:browser-verification|challenge|chl-)|challenges\.cloudflare\.com|__cf_chl_/i,
  /captcha-delivery\.com|datadome|px-captcha|perimeterx|hcaptcha\.com|google\.com\/recaptcha/i,
  /enable javascript and cookies to continue|verify you are (?:a )?human|unusual traffic from your computer/i,
];

export function looksLikeBotWall(status: number, headers: Record<string, string | string[] | undefined>, text: string): boolean {
  if (String(headers['cf-mitigated'] ?? '').toLowerCase() === 'challenge') {
    return true;
  }
  // A real event page is long; a wall is a short page that says so.
  return (status === 200 || status >= 400) && text.length < 60_000 && BOT_WALL.some((pattern) => pattern.test(text));
}
