import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../../testing/api-responses';
import { renderHome, stubApi } from '../testing/render-home';
import { TripSearchForm } from './trip-search-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (onSearch = vi.fn()) => {
  renderHome(<TripSearchForm onSearch={onSearch} searching={false} />);
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

    expect(onSearch).toHaveBeenCalledWith(
      { location: 7, guest_count: 4, check_in: '2030-12-12', check_out: '2030-12-19' },
      'Serengeti',
    );
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
});
