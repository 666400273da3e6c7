import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicSite } from '@stavka/contract/public-site';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import styles from './home-banners.module.css';

type Banner = NonNullable<PublicSite['banners']>[number];

/**
 * The brand's home banners (`bannerWidgets.home`, issue 14 "Look"): a strip of cards, each an image
 * of the brand's media with its title, line and button, leading to a page of the site. Two side by
 * side on a desktop, one on a phone; the rest a swipe or an arrow away (the strip never turns by
 * itself). Guests see the guests' banners, signed-in players the players'.
 */
export function HomeBanners() {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const strip = useRef<HTMLUListElement>(null);
  const banners = (site.banners ?? []).filter((banner) => banner.audience === 'all' || (banner.audience === 'players') === (viewer !== null));
  if (banners.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const list = strip.current;
    if (!list) return;
    // Right to left, the strip scrolls the other way.
    const sign = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollBy({ left: direction * sign * list.clientWidth, behavior: 'smooth' });
  };
  return (
    <section className={styles.banners} aria-label={t('home_banners_label')} data-banners="">
      <ul ref={strip} className={styles.strip} data-count={banners.length}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.item} data-banner={banner.id}>
            <BannerCard banner={banner} first={index === 0} />
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} onClick={() => scroll(-1)} aria-label={t('home_banners_previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => scroll(1)} aria-label={t('home_banners_next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}

function BannerCard({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <Link to={banner.link} className={styles.card}>
      {/* The first is what a phone shows first: it loads at once, the others when near. */}
      <img className={styles.image} src={banner.image} alt="" width={800} height={300} loading={first ? 'eager' : 'lazy'} decoding="async" />
      <span className={styles.body}>
        <span className={styles.title}>{banner.title}</span>
        {banner.text !== null && <span className={styles.text}>{banner.text}</span>}
        {banner.action !== null && <span className={styles.action}>{banner.action}</span>}
      </span>
    </Link>
  );
}
