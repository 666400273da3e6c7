import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pickLanguage } from '@stavka/domain/accept-language';

/** `/` → `/{lng}/` by the Accept-Language rule of spec §5 among the brand's languages. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = pickLanguage(request.headers.get('accept-language'), context.languageCodes, context.defaultLanguage);
  const url = new URL(request.url);
  return redirect(`/${lang}/${url.search}`, { headers: { vary: 'Accept-Language' } });
}

export default function RootRedirect() {
  return null;
}
