import type { CheerioAPI } from 'cheerio';
import type { EventDraft } from '../model/draft';
import { parseIsoWhen } from '../model/iso-when';
import { plainText } from './schema-event';

function meta($: CheerioAPI, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = $(`meta[property="${name}" i], meta[name="${name}" i]`).first().attr('content');
    if (value && value.trim()) {
      return plainText(value.trim());
    }
  }
  return undefined;
}

/**
 * A page title without what sites append: " · Luma", " | Meetup", " | Facebook", and a date
 * Meetup puts before it (", Wed, May 21, 2025, 6:30 PM").
 */
export function withoutSiteName(title: string, siteName: string | undefined): string {
  let text = title;
  const separators = /\s+[|·•–—-]\s+/;
  const parts = text.split(separators);
  const last = parts[parts.length - 1]?.trim() ?? '';
  if (parts.length > 1 && (last.toLowerCase() === siteName?.toLowerCase() || (last.length <= 20 && !/\d/.test(last) && last.split(' ').length <= 2 && !siteName))) {
    text = parts.slice(0, -1).join(' - ');
  }
  return text.replace(/,\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,\s+[a-z]+\s+\d{1,2},\s+\d{4}(?:,\s+\d{1,2}:\d{2}\s*[ap]m)?$/i, '').trim();
}

/**
 * What OpenGraph and the page's other meta tags state: its title (without the site's name), a
 * description, its address, and start and end when the page gives event:start_time (Facebook
 * and Eventbrite do).
 */
export function readMetaTags($: CheerioAPI, heading: string | null): EventDraft {
  const siteName = meta($, 'og:site_name');
  const rawTitle = meta($, 'og:title', 'twitter:title') ?? ($('title').first().text().trim() || undefined);
  const title = heading ?? (rawTitle ? withoutSiteName(plainText(rawTitle), siteName) : undefined);
  const url = meta($, 'og:url') ?? $('link[rel="canonical"]').attr('href');
  return {
    title: title || undefined,
    description: meta($, 'og:description', 'description', 'twitter:description'),
    start: parseIsoWhen(meta($, 'event:start_time', 'og:start_time', 'event:start_date', 'startDate')) ?? undefined,
    end: parseIsoWhen(meta($, 'event:end_time', 'og:end_time', 'event:end_date', 'endDate')) ?? undefined,
    eventLink: url && /^https?:\/\//i.test(url) ? url : undefined,
  };
}
