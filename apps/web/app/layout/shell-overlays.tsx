import { ScrollToTop } from '../shared/ui/scroll-to-top';

/** What floats above every page: the scroll-to-top button (the modal host sits in the shell's provider). */
export function ShellOverlays() {
  return <ScrollToTop />;
}
