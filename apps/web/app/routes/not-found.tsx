import { data } from 'react-router';

/** An unknown page under a language prefix: the 404 error page inside the site's frame. */
export async function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
