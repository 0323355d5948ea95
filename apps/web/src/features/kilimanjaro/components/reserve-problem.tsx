import { Link } from 'react-router';

/**
 * Why a reservation failed. When the spots are gone (409: sold out, or fewer left than asked)
 * the traveller is offered the inquiry form: we often add a guide and open another date.
 */
export function ReserveProblem({ message, soldOut }: { message: string; soldOut: boolean }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
      <p className="font-medium">{message}</p>
      {soldOut && (
        <p className="mt-2">
          <Link to="/inquiry" className="font-semibold text-red-900 underline underline-offset-4">
            Send us an inquiry
          </Link>{' '}
          and we will find you another date.
        </p>
      )}
    </div>
  );
}
