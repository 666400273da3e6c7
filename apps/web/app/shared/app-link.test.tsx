import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink } from './app-link';

function Page() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">
        {location.pathname}#{String(location.key)}
      </p>
      <AppLink to="/ru/">home</AppLink>
      <AppLink to="/ru/information/rules">rules</AppLink>
    </>
  );
}

describe('AppLink', () => {
  it('skips a navigation to the current path and follows any other', () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/ru/'] });
    render(<RouterProvider router={router} />);
    const before = screen.getByTestId('where').textContent;
    const entriesBefore = router.state.historyAction;

    fireEvent.click(screen.getByText('home'));
    expect(screen.getByTestId('where').textContent).toBe(before);
    expect(router.state.historyAction).toBe(entriesBefore);

    fireEvent.click(screen.getByText('rules'));
    expect(router.state.location.pathname).toBe('/ru/information/rules');
  });
});
