import type { ReactNode } from 'react';
import { Fragment, useMemo } from 'react';
import { Link } from '@lotus/app-shell/routing';
import type { HelpBlock, HelpInline } from './help-markup.ts';
import { parseHelpMarkup } from './help-markup.ts';
import * as styles from './HelpContent.css.ts';

function Inline(props: { parts: HelpInline[] }) {
  return props.parts.map((part, index) => {
    if (part.kind === 'bold') return <strong key={index}>{part.text}</strong>;
    if (part.kind === 'link') {
      return part.external ? (
        <a key={index} className={styles.link} href={part.href} target="_blank" rel="noopener noreferrer">
          {part.text}
        </a>
      ) : (
        <Link key={index} className={styles.link} to={part.href}>
          {part.text}
        </Link>
      );
    }
    return <Fragment key={index}>{part.text}</Fragment>;
  });
}

function Block(props: { block: HelpBlock }): ReactNode {
  const { block } = props;
  if (block.kind === 'paragraph') {
    return (
      <p className={styles.paragraph}>
        {block.lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            <Inline parts={line} />
          </Fragment>
        ))}
      </p>
    );
  }
  const items = block.items.map((item, index) => (
    <li key={index}>
      <Inline parts={item} />
    </li>
  ));
  return block.kind === 'steps' ? (
    <ol className={styles.list}>{items}</ol>
  ) : (
    <ul className={styles.list}>{items}</ul>
  );
}

/** An article's text as the operator wrote it, in the help markup: rendered as elements, never as HTML. */
export function HelpContent(props: { source: string }) {
  const blocks = useMemo(() => parseHelpMarkup(props.source), [props.source]);
  return (
    <div className={styles.content}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
