import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ru } from '../../../shared/ui/test-utils';
import { renderInSite, testViewer } from '../test-harness';
import { SupportPage } from './support-page';

// office_support (issue 13 "Support"): the brand's hours on its own clock and whether support works
// now, and the ways to reach it, each a link to its screen.

const hhmm = (date: Date) => date.toISOString().slice(11, 16);
const hoursFromNow = (from: number, to: number) => {
  const now = Date.now();
  return { start: hhmm(new Date(now + from * 3_600_000)), end: hhmm(new Date(now + to * 3_600_000)), consultantAvailable: false };
};

describe('the support page', () => {
  it('says support works around the clock and leads to the messages, a request to the administration and an idea', async () => {
    renderInSite(<SupportPage />, { viewer: testViewer, path: '/ru/office/support', site: { support: { start: '00:00', end: '24:00', consultantAvailable: false } } });
    expect((await screen.findByTestId('support-hours')).textContent).toBe(ru('support_hours_always'));
    expect((await screen.findByTestId('support-open')).textContent).toBe(ru('support_open_now'));
    const links = [
      [ru('support_way_messages_link'), '/ru/office/messages'],
      [ru('support_way_admin_link'), '/ru/office/admin-request'],
      [ru('support_way_idea_link'), '/ru/office/share-idea'],
    ];
    for (const [name, path] of links) expect(screen.getByRole('link', { name: name! }).getAttribute('href')).toBe(path);
  });

  it('gives the hours with the brand’s time zone, and says support is open inside them and closed outside', async () => {
    const open = hoursFromNow(-1, 2);
    const view = renderInSite(<SupportPage />, { viewer: testViewer, path: '/ru/office/support', site: { timeZone: 'UTC', support: open } });
    expect((await screen.findByTestId('support-hours')).textContent).toBe(ru('support_hours_daily', { start: open.start, end: open.end, zone: 'UTC' }));
    expect((await screen.findByTestId('support-open')).textContent).toBe(ru('support_open_now'));
    view.unmount();

    renderInSite(<SupportPage />, { viewer: testViewer, path: '/ru/office/support', site: { timeZone: 'UTC', support: hoursFromNow(2, 5) } });
    expect((await screen.findByTestId('support-open')).textContent).toBe(ru('support_closed_now'));
  });
});
