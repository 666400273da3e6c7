import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { nextScrollToTopVisible } from './scroll-to-top-rule';
import styles from './scroll-to-top.module.css';

export interface ScrollToTopProps {
  /** Scroll offset in pixels the page must pass before the button may show. */
  readonly threshold?: number;
}

function sampleWindow() {
  return {
    y: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  };
}

/** A floating "back to top" button following the rule of spec §4. */
export function ScrollToTop({ threshold = 600 }: ScrollToTopProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  // Subscribing to window scroll is an outside system: an effect with a cleanup.
  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const sample = sampleWindow();
      const from = previousY;
      setVisible((wasVisible) => nextScrollToTopVisible(from, sample, wasVisible, { threshold }));
      previousY = sample.y;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [threshold]);

  if (!visible) return null;
  const scrollUp = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className={styles.button} aria-label={t('ui_scroll_to_top')} title={t('ui_scroll_to_top')} onClick={scrollUp}>
      <Icon name="arrow-up" />
    </button>
  );
}
