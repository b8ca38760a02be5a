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
 * What only a challenge page says or carries: a bot check (Cloudflare, DataDome, PerimeterX,
 * Akamai) answered with 200 as often as with 403 or 503.
 */
const CHALLENGE = [
  /<title>\s*(?:just a moment|attention required|access denied|please wait|are you a robot|security check|one more step|checking your browser)/i,
  /cf-(?:browser-verification|challenge|chl-)|challenges\.cloudflare\.com|__cf_chl_/i,
  /captcha-delivery\.com|px-captcha/i,
  /enable javascript and cookies to continue|verify you are (?:a )?human|unusual traffic from your computer/i,
];

/**
 * CAPTCHA and bot-detection scripts. Real event pages load them too (a ticket site's checkout,
 * a login dialog), so on a page that answered 200 they count only when no event is read there.
 */
const CAPTCHA_SCRIPT = /google\.com\/recaptcha|recaptcha\.net|hcaptcha\.com|datadome|perimeterx|challenges\.cloudflare\.com\/turnstile/i;

/** A bot check in place of the page: a challenge page, or an error status with a CAPTCHA on it. */
export function looksLikeBotWall(status: number, headers: Record<string, string | string[] | undefined>, text: string): boolean {
  if (String(headers['cf-mitigated'] ?? '').toLowerCase() === 'challenge') {
    return true;
  }
  // A real event page is long; a wall is a short page that says so.
  if (text.length >= 60_000) {
    return false;
  }
  return ((status === 200 || status >= 400) && CHALLENGE.some((pattern) => pattern.test(text))) || (status >= 400 && CAPTCHA_SCRIPT.test(text));
}

/** A page that loads a CAPTCHA: a bot check if the readers find no event on it. */
export const loadsCaptcha = (text: string): boolean => CAPTCHA_SCRIPT.test(text);
