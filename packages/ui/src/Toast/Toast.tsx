import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { cx } from '../components/private/cx.ts';
import { CloseIcon } from '../components/private/icons.tsx';
import { VisuallyHidden } from '../components/private/VisuallyHidden.tsx';
import * as styles from './Toast.css.ts';

export const toastTones = ['info', 'success', 'warning', 'danger'] as const;
export type ToastTone = (typeof toastTones)[number];

export type ToastOptions = {
  message: ReactNode;
  tone?: ToastTone;
  /** Time on screen; `0` or `Infinity` keeps it until dismissed. Defaults to the provider's. */
  durationMs?: number;
};

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
};

export type ToastProviderProps = {
  children: ReactNode;
  /** Accessible name of each toast's dismiss (×) button, e.g. "Dismiss". */
  dismissLabel: string;
  defaultDurationMs?: number;
  /** Older toasts beyond this many are dropped so the stack never covers the page. */
  max?: number;
};

type ToastEntry = { id: string; message: ReactNode; tone: ToastTone; durationMs: number };

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({
  children,
  dismissLabel,
  defaultDurationMs = 5000,
  max = 4,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    ({ message, tone = 'info', durationMs = defaultDurationMs }: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { id, message, tone, durationMs }].slice(-max));
      return id;
    },
    [defaultDurationMs, max],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {typeof document !== 'undefined' &&
        createPortal(
          <div className={styles.region}>
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={dismiss} />
            ))}
          </div>,
          document.body,
        )}
    </ToastContext>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}

function ToastItem({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: ToastEntry;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}) {
  const { id, durationMs } = toast;
  const [paused, setPaused] = useState(false);
  const remaining = useRef(durationMs);

  // Hovering or focusing a toast pauses its countdown (WCAG 2.2.1: enough time to read it);
  // the rest of the time resumes when the pointer or focus leaves.
  useEffect(() => {
    if (paused || !Number.isFinite(durationMs) || durationMs <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, durationMs, id, onDismiss]);

  return (
    <div
      className={cx(styles.toast, styles.tone[toast.tone])}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* Only the message is live, so the dismiss button's name is not read out with it.
          Errors interrupt the screen reader; everything else waits for a pause. */}
      <div role={toast.tone === 'danger' ? 'alert' : 'status'} className={styles.message}>
        {toast.message}
      </div>
      <button type="button" className={styles.dismiss} onClick={() => onDismiss(id)}>
        <CloseIcon />
        <VisuallyHidden>{dismissLabel}</VisuallyHidden>
      </button>
    </div>
  );
}
