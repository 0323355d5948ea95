import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@safari/contracts/calendar';
import { failure, ok } from '../../../testing/api-responses';
import { renderTrips, siteStatus, stubApi } from '../testing/render-trips';
import { TripSearchForm } from './trip-search-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (onSearch = vi.fn()) => {
  renderTrips(<TripSearchForm onSearch={onSearch} searching={false} />);
  return onSearch;
};
const searchButton = () => screen.getByRole('button', { name: /search/i }) as HTMLButtonElement;

describe('TripSearchForm', () => {
  it('says so and disables the search when the locations fail to load', async () => {
    stubApi({ '/api/lookups': () => failure(500, 'Lookups are down') });
    renderForm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to load locations. Please try again later.');
    expect(searchButton().disabled).toBe(true);
    expect((screen.getByLabelText('Destination') as HTMLSelectElement).disabled).toBe(true);
  });

  it('also disables the search when the network fails', async () => {
    stubApi({
      '/api/lookups': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderForm();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load locations. Please try again later.');
    expect(searchButton().disabled).toBe(true);
  });

  it('lists the locations, limits the dates and searches with valid criteria', async () => {
    stubApi({});
    const onSearch = renderForm();
    await screen.findByRole('option', { name: 'Serengeti' });
    const checkIn = screen.getByLabelText('Check-in') as HTMLInputElement;
    const checkOut = screen.getByLabelText('Check-out') as HTMLInputElement;
    expect(checkIn.min).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Travelers'), { target: { value: '4' } });
    fireEvent.change(checkIn, { target: { value: '2030-12-12' } });
    // Dates up to check-in are disabled on the check-out picker.
    expect(checkOut.min).toBe('2030-12-13');
    fireEvent.change(checkOut, { target: { value: '2030-12-19' } });
    fireEvent.click(searchButton());

    expect(onSearch).toHaveBeenCalledWith({ location: 7, guest_count: 4, check_in: '2030-12-12', check_out: '2030-12-19' }, 'Serengeti');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows only the first error, and Enter in the destination select searches too', async () => {
    stubApi({});
    const onSearch = renderForm();
    await screen.findByRole('option', { name: 'Serengeti' });
    fireEvent.change(screen.getByLabelText('Travelers'), { target: { value: '' } });
    fireEvent.keyDown(screen.getByLabelText('Destination'), { key: 'Enter' });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Please select a destination']);
    expect(screen.getByLabelText('Destination').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: '9' } });
    fireEvent.click(searchButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter number of travelers (minimum 1)');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("starts check-in at the operator's today, wherever the visitor is (GUIDE decision 5)", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are a calendar day apart most of the time:
    // whichever zone /api/status names, the form counts from that zone's today.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      stubApi({ '/api/status': () => ok(siteStatus(zone)) });
      renderForm();
      const checkIn = screen.getByLabelText('Check-in') as HTMLInputElement;
      await waitFor(() => expect(checkIn.min).toBe(todayIn(zone)));
      expect((screen.getByLabelText('Check-out') as HTMLInputElement).min).toBe(addDays(todayIn(zone), 1));
      cleanup();
    }
  });
});
