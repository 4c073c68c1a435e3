import { useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';

import { cx } from '../components/private/cx.ts';
import { getTabbable } from '../components/private/focusable.ts';
import { CloseIcon } from '../components/private/icons.tsx';
import { VisuallyHidden } from '../components/private/VisuallyHidden.tsx';
import * as styles from './Dialog.css.ts';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export type DialogProps = {
  open: boolean;
  /** Called on Escape, on a backdrop click and by the close button. */
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close (×) button, e.g. "Close". */
  closeLabel: string;
  children: ReactNode;
  /** Actions row under the content, e.g. Cancel / Confirm buttons. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Element to focus on open; by default the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set false for dialogs that must not be dismissed by a stray click (e.g. mid-payment). */
  closeOnBackdropClick?: boolean;
  className?: string;
  /** Where to portal the dialog; defaults to `document.body`. */
  container?: Element;
};

/**
 * A modal dialog rendered in a portal. A custom element rather than `<dialog>`: the native
 * top layer cannot be themed through our portal container and is missing in jsdom.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, props.container ?? document.body);
}

function OpenDialog({
  onClose,
  title,
  closeLabel,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeOnBackdropClick = true,
  className,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  const focusInitial = useEffectEvent(() => {
    const target =
      initialFocusRef?.current ?? (bodyRef.current && getTabbable(bodyRef.current)[0]) ?? panelRef.current;
    target?.focus();
  });

  // Move focus in on open, keep it in, lock page scroll, and on close give focus back to the
  // opener. One effect so the focus guard is gone before focus is handed back.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    focusInitial();

    // Focus can still leave through a screen reader's virtual cursor or browser chrome: pull it back.
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) focusInitial();
    };
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Stop here so an outer dialog (or page handler) does not close too.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbable = getTabbable(panelRef.current);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Close only when the press both started and ended on the backdrop, so selecting text in the
  // dialog and releasing outside it does not dismiss it.
  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdropClick && pressStartedOnBackdrop.current && event.target === event.currentTarget)
      onClose();
    pressStartedOnBackdrop.current = false;
  };

  return (
    // The backdrop is a pointer convenience only; keyboard users close with Escape or the button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.backdrop}
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
      onKeyDown={handleKeyDown}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.panel, styles.size[size], className)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <CloseIcon />
            <VisuallyHidden>{closeLabel}</VisuallyHidden>
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer != null && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
