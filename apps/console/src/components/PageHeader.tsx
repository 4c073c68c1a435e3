import * as styles from './page.css.ts';

/** A page's heading and what the page is for. */
export function PageHeader(props: { title: string; lead: string }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{props.title}</h1>
      <p className={styles.lead}>{props.lead}</p>
    </header>
  );
}
