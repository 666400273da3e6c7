import { data } from 'react-router';

/** A path outside every language prefix that is not `/`: the 404 error page. */
export async function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundOutside() {
  return null;
}
