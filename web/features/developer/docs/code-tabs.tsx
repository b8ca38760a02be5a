import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { CopyButton } from '../components/copy-button';
import { CODE_LANGUAGES } from './endpoint-code';
import type { CodeLanguage } from './endpoint-code';

type CodeTabsProps = { code: Record<CodeLanguage, string>; what: string };

/** curl, JavaScript and Python versions of one call, as tabs (arrow keys move between them), each with a copy button. */
export function CodeTabs({ code, what }: CodeTabsProps) {
  const id = useId();
  const [language, setLanguage] = useState<CodeLanguage>('curl');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) {
      return;
    }
    event.preventDefault();
    const next = (index + step + CODE_LANGUAGES.length) % CODE_LANGUAGES.length;
    setLanguage(CODE_LANGUAGES[next]?.id ?? 'curl');
    tabs.current[next]?.focus();
  };

  const label = CODE_LANGUAGES.find((l) => l.id === language)?.label ?? language;
  return (
    <div className="code-tabs">
      <div role="tablist" aria-label={`Code examples: ${what}`} className="code-tablist">
        {CODE_LANGUAGES.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.id}`}
            aria-selected={language === tab.id}
            aria-controls={`${id}-panel`}
            tabIndex={language === tab.id ? 0 : -1}
            onClick={() => setLanguage(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${language}`} className="code-block">
        <pre tabIndex={0}>
          <code>{code[language]}</code>
        </pre>
        <CopyButton text={code[language]} what={`${label} example`} />
      </div>
    </div>
  );
}
