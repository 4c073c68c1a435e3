import type { ReactNode } from 'react';
import * as styles from './StatusPage.css.ts';

/** A whole-page message (maintenance, blocked region, failure) with room for actions. */
export function StatusPage(props: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <main className={styles.page} data-testid={props.testId}>
      <h1 className={styles.title}>{props.title}</h1>
      {props.children}
      {props.actions ? <div className={styles.toolbar}>{props.actions}</div> : null}
    </main>
  );
}

export function StatusText(props: { children: ReactNode }) {
  return <p className={styles.body}>{props.children}</p>;
}
