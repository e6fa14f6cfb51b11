import * as styles from './replyText.css';

/**
 * A reply's text, with the sentence that states a tool's result (when the reply opens with it)
 * set apart. Text only: React escapes it, so a reply can never inject markup.
 */
export function ReplyText({ text, result }: { text: string; result?: string | undefined }) {
  if (!result || !text.startsWith(result)) return <>{text}</>;
  return (
    <>
      <strong className={styles.result} data-part="result">
        {result}
      </strong>
      {text.slice(result.length).trim()}
    </>
  );
}
