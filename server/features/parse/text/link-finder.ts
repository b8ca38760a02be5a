/** The links an announcement gives: its WhatsApp group, where to buy tickets, and its own page. */
export interface FoundLinks {
  whatsappLink?: string;
  ticketLink?: string;
  eventLink?: string;
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"')\]]+|\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/[^\s<>"')\]]*)?/gi;
const TICKET_WORDS = /\b(?:tickets?|book(?:ing)?|buy|register|registration|rsvp|sign[- ]?up|eventbrite|ticket\w*)\b/i;
const TICKET_SITES = /(?:eventbrite|ticketmaster|ticketsource|ticketweb|ticketfly|skiddle|seetickets|dice\.fm|universe\.com|tickettailor|billetto|lu\.ma|tito\.io|humanitix)/i;

const tidy = (url: string) => {
  const clean = url.replace(/[.,;:!?]+$/, '');
  return /^www\./i.test(clean) ? `https://${clean.toLowerCase()}` : clean;
};

export function findLinks(text: string): FoundLinks {
  const links: FoundLinks = {};
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = tidy(match[0]);
    const before = text.slice(Math.max(0, (match.index ?? 0) - 60), match.index).split('\n').pop() ?? '';
    if (/chat\.whatsapp\.com\//i.test(url)) {
      links.whatsappLink ??= url;
    } else if (TICKET_SITES.test(url) || TICKET_WORDS.test(before)) {
      links.ticketLink ??= url;
    } else {
      links.eventLink ??= url;
    }
  }
  return links;
}
