import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { type InformationPageKey, isInformationPageKey } from '@stavka/contract/routes';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import { SectionFrame } from '../shared/ui/section-frame';
import styles from './information.module.css';

export async function loader({ params }: LoaderFunctionArgs) {
  const page = params.page ?? '';
  if (!isInformationPageKey(page)) throw data(null, { status: 404 });
  return { page };
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: `info_page_${loaderData.page}` });
}

/** An information page of spec §2 by key: its title and text in the page language. */
export default function Information({ loaderData }: { loaderData: { page: InformationPageKey } }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const values = { brand: site.name, age: site.minAge };
  const paragraphs = t(`info_page_${loaderData.page}_text`, values).split('\n\n');
  return (
    <SectionFrame title={t(`info_page_${loaderData.page}`, values)} headingLevel={1} back>
      <article className={styles.article}>
        {paragraphs.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </article>
    </SectionFrame>
  );
}
