import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { accountDeleteInput } from '@safari/contracts/auth';
import { Button } from '../../../components/ui/button';
import { Field, FormProblem, ProblemInput } from '../../../components/ui/form-controls';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { setAuthToken } from '../../auth/utils/set-auth-token';
import { forgetUserData } from '../../auth/utils/user-data';
import { useDeleteAccount } from '../api/delete-account';

/** Deleting the account needs the password again: a borrowed unlocked phone must not be enough. */
export function DeleteAccountDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useDeleteAccount();
  const form = useForm<{ password: string }>({ resolver: zodResolver(accountDeleteInput), defaultValues: { password: '' } });
  const problem =
    form.formState.errors.password?.message ??
    (mutation.isError ? errorMessage(mutation.error, 'We could not delete your account. Please try again.') : null);

  const onSubmit = form.handleSubmit(({ password }) =>
    mutation.mutate(password, {
      onSuccess: async (message) => {
        // Leave the signed-in page first, so its guard does not send us to /login on the way:
        // flushSync unmounts it before the token goes (a transition could still show it).
        await navigate('/', { replace: true, flushSync: true });
        setAuthToken(null);
        forgetUserData(queryClient);
        toast.success(message);
      },
    }),
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          form.reset();
          mutation.reset();
        }
      }}
      title="Delete your account?"
      description="This erases your profile, passport image, likes, ratings, cart and testimonials, and signs you out on every device. It cannot be undone."
      trigger={
        <Button className="mt-4 bg-red-700 hover:bg-red-800">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete my account
        </Button>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormProblem id={`${id}-error`} problem={problem} />
        <Field id={`${id}-password`} label="Your password" required>
          <ProblemInput
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            problemId={problem ? `${id}-error` : undefined}
            {...form.register('password')}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={mutation.isPending}>
            {mutation.isPending ? 'Deleting...' : 'Delete my account permanently'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
