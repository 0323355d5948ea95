import { useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn';
import { dismissToast, TOAST_DURATION_MS } from '../../lib/toast';
import { toastStore, type ToastVariant } from '../../lib/toast-store';

const VARIANTS: Record<ToastVariant, { box: string; icon: typeof Info; iconClass: string }> = {
  default: { box: 'bg-white text-stone-900 ring-stone-200', icon: Info, iconClass: 'text-brand-700' },
  success: { box: 'bg-white text-stone-900 ring-emerald-200', icon: CircleCheck, iconClass: 'text-emerald-700' },
  destructive: { box: 'bg-red-700 text-white ring-red-800', icon: CircleAlert, iconClass: 'text-white' },
};

/**
 * Renders the toasts of lib/toast.ts with radix-ui's Toast: announced politely (assertively
 * for errors), dismissible by Escape, swipe or the close button, and its 5 s timer pauses
 * while hovered or focused or while the window is in the background.
 * Mounted once, by the app shell, the first time a toast is shown.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.getServer);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notification">
      {toasts.map((item) => {
        const variant = VARIANTS[item.variant];
        const Icon = variant.icon;
        return (
          <Toast.Root
            key={item.id}
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && dismissToast(item.id)}
            data-testid="toast"
            data-variant={item.variant}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-2xl p-4 pr-10 shadow-xl ring-1',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform',
              'transition-[opacity,translate] duration-200 starting:translate-y-2 starting:opacity-0',
              variant.box,
            )}
          >
            <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', variant.iconClass)} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <Toast.Title className="font-semibold">{item.title}</Toast.Title>
              {item.description && (
                <Toast.Description className={cn('mt-0.5 text-sm', item.variant === 'destructive' ? 'text-white' : 'text-stone-700')}>
                  {item.description}
                </Toast.Description>
              )}
            </div>
            <Toast.Close
              aria-label="Close notification"
              className={cn(
                'absolute top-3 right-3 rounded-full p-1',
                item.variant === 'destructive' ? 'text-white hover:bg-white/15' : 'text-stone-500 hover:bg-stone-100',
              )}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[70] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4" />
    </Toast.Provider>
  );
}
