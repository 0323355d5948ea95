import type { ReactNode, RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * A centred modal dialog on radix-ui's Dialog: focus moves in and is trapped, Escape and the
 * close button dismiss it, focus returns to what opened it (`trigger`, or `returnFocusTo`).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  className,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  trigger?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Where focus goes on close when the dialog was opened without a `trigger`. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/60 backdrop-blur-sm" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8',
            className,
          )}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          // Without a description radix warns unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="pr-8 font-display text-2xl font-bold text-stone-900">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-stone-600">{description}</Dialog.Description>}
          <div className="mt-6">{children}</div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
