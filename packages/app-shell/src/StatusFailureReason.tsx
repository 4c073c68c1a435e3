import type { ErrorCode } from '@lotus/contract/errors';
import { useT } from '@lotus/i18n';
import type { ReactNode } from 'react';
import { Component, Suspense } from 'react';
import { StatusText } from './StatusPage.tsx';

/** Shows `fallback` instead of children that cannot render (their words' chunk failed to load). */
class WithoutWords extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ErrorWords(props: { code: ErrorCode }) {
  const { t } = useT('errors');
  return <StatusText>{t(`errors.${props.code}`)}</StatusText>;
}

/**
 * Why the status call failed, in the `errors` namespace's words. Those words load only here, when
 * it fails (no page loads them for a visitor whose status came): meanwhile, and when they cannot
 * be had either (the network is down), the frame's own line says to check the connection and retry.
 */
export function StatusFailureReason(props: { code: ErrorCode }) {
  const { t } = useT('shell');
  const checkConnection = <StatusText>{t('shell.pageFailed')}</StatusText>;
  return (
    <WithoutWords fallback={checkConnection}>
      <Suspense fallback={checkConnection}>
        <ErrorWords code={props.code} />
      </Suspense>
    </WithoutWords>
  );
}
