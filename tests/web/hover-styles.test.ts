import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 28, finding 18: a phone keeps the hover state after a tap, so a hover style that outranks
 * a chosen one (`.rsvp-choice:hover` over `.rsvp-choice.chosen`) left the chosen RSVP white on a pale
 * tint. The rule for every stylesheet of the app: hover styles only where the device can hover
 * (`@media (hover: hover)`), and never on an element in its selected state.
 */
const WEB_DIR = path.resolve(__dirname, '../../web');

/** What marks an element as chosen, selected, current or on in this app's CSS. */
const SELECTED_MARKERS = [/\.chosen\b/, /\.selected\b/, /\.active\b/, /\.is-selected\b/, /\[aria-pressed=['"]?true['"]?\]/, /\[aria-selected=['"]?true['"]?\]/, /\[aria-current[^\]]*\]/, /:checked\b/];

type StyleRule = { file: string; selector: string; conditions: string[] };

function cssFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file));
}

/** Every style rule of a file, with the conditions (@media, @supports) it sits in, parsed by the DOM's own CSS parser. */
function styleRules(file: string): StyleRule[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(fs.readFileSync(file, 'utf8'));
  const found: StyleRule[] = [];
  const walk = (rules: ArrayLike<CSSRule>, conditions: string[]) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        found.push({ file: path.relative(WEB_DIR, file), selector: rule.selectorText, conditions });
      } else if (rule instanceof CSSMediaRule) {
        walk(rule.cssRules, [...conditions, rule.conditionText]);
      } else if ('cssRules' in rule) {
        // @supports and the like: their rules apply under their own condition, not a hover one.
        walk((rule as CSSGroupingRule).cssRules, conditions);
      }
    }
  };
  walk(sheet.cssRules, []);
  return found;
}

/** The last compound selector of a complex one ('.a .b:hover' -> '.b:hover'). */
const lastCompound = (selector: string) => selector.trim().split(/\s*[\s>+~]\s*(?![^(]*\))/).pop() ?? selector;
/** A compound's classes, the parts that name the element kind ('.rsvp-choice:hover:not(.x)' -> ['.rsvp-choice']). */
const classesOf = (compound: string): string[] => compound.replace(/:[\w-]+(\([^)]*\))?/g, '').match(/\.[\w-]+/g) ?? [];

const allRules = cssFiles(WEB_DIR).flatMap(styleRules);
const hoverSelectors = allRules.flatMap((rule) =>
  rule.selector
    .split(/,(?![^(]*\))/)
    .map((selector) => selector.trim())
    .filter((selector) => selector.includes(':hover'))
    .map((selector) => ({ ...rule, selector })),
);

describe('hover styles', () => {
  it('finds the app’s stylesheets and their hover rules (the check below reads something)', () => {
    expect(hoverSelectors.length).toBeGreaterThan(10);
  });

  it('apply only where the device can hover: every :hover rule sits in @media (hover: hover)', () => {
    const unguarded = hoverSelectors
      .filter((rule) => !rule.conditions.some((condition) => /\(\s*hover\s*:\s*hover\s*\)/.test(condition)))
      .map((rule) => `${rule.file}: ${rule.selector}`);
    expect(unguarded).toEqual([]);
  });

  it('never restyle a chosen or selected element: a hover rule leaves out the selected states its element has', () => {
    const overriding: string[] = [];
    for (const hover of hoverSelectors) {
      const compound = lastCompound(hover.selector);
      const classes = classesOf(compound);
      if (classes.length === 0) {
        continue;
      }
      // The selected states styled for the same element in the same stylesheet.
      const states = allRules
        .filter((rule) => rule.file === hover.file)
        .flatMap((rule) => rule.selector.split(/,(?![^(]*\))/).map(lastCompound))
        .filter((other) => !other.includes(':hover') && classes.every((name) => classesOf(other).includes(name)))
        .flatMap((other) => SELECTED_MARKERS.filter((marker) => marker.test(other.replace(/:not\([^)]*\)/g, ''))));
      const excluded = [...compound.matchAll(/:not\(([^)]*)\)/g)].map((match) => match[1] ?? '').join(' ');
      for (const marker of new Set(states)) {
        if (!marker.test(excluded)) {
          overriding.push(`${hover.file}: ${hover.selector} (does not leave out ${marker.source})`);
        }
      }
    }
    expect(overriding).toEqual([]);
  });
});
