import type { Price } from './draft';

const SYMBOLS: Record<string, string> = { GBP: '£', USD: '$', EUR: '€', JPY: '¥', INR: '₹', AUD: 'A$', CAD: 'CA$', NZD: 'NZ$', ZAR: 'R' };

const amount = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** "Free", "£12", "£10-20", "From $35", as the event form's price range field shows it. */
export function priceText(price: Price): string {
  if (price.min === 0 && (price.max === 0 || price.max === null)) {
    return 'Free';
  }
  const code = price.currency ?? '';
  const symbol = SYMBOLS[code];
  const money = (n: number) => (symbol ? `${symbol}${amount(n)}` : `${amount(n)}${code ? ` ${code}` : ''}`);
  if (price.max === null) {
    return `From ${money(price.min)}`;
  }
  if (price.max === price.min) {
    return money(price.min);
  }
  return symbol ? `${symbol}${amount(price.min)}-${amount(price.max)}` : `${amount(price.min)}-${amount(price.max)}${code ? ` ${code}` : ''}`;
}
