import { Outlet } from 'react-router';
import { OfficeFrame } from '../layout/office/office-frame';

/** The personal office's frame around its screens (a layout without a path of its own). */
export default function OfficeLayout() {
  return (
    <OfficeFrame>
      <Outlet />
    </OfficeFrame>
  );
}
