import { Fragment } from 'react';

/** One paragraph with `code` spans drawn as code. */
function InlineCode({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}

/** The server's plain-text descriptions: paragraphs split on blank lines, backticks as code. */
export function RichText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          <InlineCode text={paragraph} />
        </p>
      ))}
    </div>
  );
}
