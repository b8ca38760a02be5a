import { useCallback, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import type { ChangeScope } from '@contracts/events/schemas';
import { RepeatScopeDialog } from './repeat-scope-dialog';

/**
 * `ask(ruleChanged)` opens Edit recurring event and resolves with the dates chosen, or null.
 * Render `dialog` beside the form's own modal, not inside it: an overlay inside another one is
 * kept in a template by Ionic React, and the form's submit must not see the dialog's.
 */
export function useScopeQuestion(): { ask: (ruleChanged: boolean) => Promise<ChangeScope | null>; dialog: ReactElement | null } {
  const [question, setQuestion] = useState<{ ruleChanged: boolean } | null>(null);
  const resolver = useRef<((scope: ChangeScope | null) => void) | null>(null);

  const ask = useCallback((ruleChanged: boolean) => {
    resolver.current?.(null);
    setQuestion({ ruleChanged });
    return new Promise<ChangeScope | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const onAnswer = useCallback((scope: ChangeScope | null) => {
    resolver.current?.(scope);
    resolver.current = null;
    setQuestion(null);
  }, []);

  return { ask, dialog: question ? <RepeatScopeDialog ruleChanged={question.ruleChanged} onAnswer={onAnswer} /> : null };
}
