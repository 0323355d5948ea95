import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { DASHBOARD_TEXTS } from '../../../lib/account-texts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useClearCart } from '../api/clear-cart';

/** The cart is cleared only after 'Are you sure you want to clear your cart?'. */
export function ClearCartDialog() {
  const [open, setOpen] = useState(false);
  const clear = useClearCart();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Clear your cart?"
      description={DASHBOARD_TEXTS.clearCartConfirm}
      trigger={
        <Button variant="secondary">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Clear cart
        </Button>
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800"
          disabled={clear.isPending}
          onClick={() => clear.mutate(undefined, { onSuccess: () => setOpen(false) })}
        >
          Yes, clear my cart
        </Button>
      </div>
    </Modal>
  );
}
