import { useId, useLayoutEffect, useRef, useState } from 'react';
import './collapsible-text.css';

type CollapsibleTextProps = { text: string; className?: string };

/**
 * Long text cut after a few lines with a "Show more" toggle, so what matters above it (the
 * decision on an invitation) stays in view. Short text shows whole, without the toggle.
 */
export function CollapsibleText({ text, className }: CollapsibleTextProps) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) {
      return undefined;
    }
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <div className={className}>
      <p id={id} ref={ref} className={expanded ? 'collapsible-text' : `collapsible-text is-collapsed${overflows ? ' is-cut' : ''}`}>
        {text}
      </p>
      {overflows || expanded ? (
        <button type="button" className="collapsible-toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}
