import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pickLanguage } from '@stavka/domain/accept-language';

/**
 * `/` → `/{lng}/`: the language a signed-in player saved (decision 0041) when the brand serves it,
 * else by the Accept-Language rule of spec §5 among the brand's languages.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const saved = context.viewer?.settings?.language;
  const lang =
    saved && context.languageCodes.includes(saved) ? saved : pickLanguage(request.headers.get('accept-language'), context.languageCodes, context.defaultLanguage);
  const url = new URL(request.url);
  return redirect(`/${lang}/${url.search}`, { headers: { vary: 'Accept-Language, Cookie' } });
}

export default function RootRedirect() {
  return null;
}
