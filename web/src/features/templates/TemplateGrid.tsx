import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gridNeighbour, ownCopyOf } from './marketplace';
import { TemplateCard } from './TemplateCard';
import type { TemplateJson, UserTemplateJson } from './templateTypes';

/** How many cards share the first row: the grid's current number of columns. */
function columnsOf(cards: HTMLElement[]): number {
  if (cards.length === 0) return 1;
  const top = cards[0]!.getBoundingClientRect().top;
  const firstRow = cards.filter((card) => Math.abs(card.getBoundingClientRect().top - top) < 2);
  return Math.max(1, firstRow.length);
}

/**
 * Arrow keys move between the cards' links as they are laid out (up and down by a row), Home and
 * End to the first and last; Tab still walks through them in order.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const grid = event.currentTarget;
  const cards = [...grid.querySelectorAll<HTMLElement>(':scope > article')];
  const links = cards.map((card) => card.querySelector<HTMLElement>('[data-card-focus]'));
  const index = links.findIndex((link) => link === document.activeElement);
  if (index < 0) return;
  const next = gridNeighbour(index, event.key, columnsOf(cards), cards.length);
  if (next === undefined) return;
  event.preventDefault();
  links[next]?.focus();
}

/**
 * A grid of template cards with its loading skeletons, its empty text and its error with a
 * retry. `label` names the grid for screen readers.
 */
export function TemplateGrid({
  label,
  templates,
  loading,
  failed,
  onRetry,
  empty,
  userTemplates,
  skeletons = 8,
}: {
  label: string;
  templates: TemplateJson[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  empty: ReactNode;
  userTemplates: UserTemplateJson[] | undefined;
  skeletons?: number;
}) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <div className="projects-empty template-state" role="alert">
        <p>{t('marketplace.loadFailed')}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('marketplace.retry')}
        </button>
      </div>
    );
  }
  if (loading || !templates) {
    return (
      <div className="project-grid" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('marketplace.loading')}
        </p>
        {Array.from({ length: skeletons }, (_, index) => (
          <div key={index} className="template-skeleton" aria-hidden="true">
            <span className="template-skeleton-picture" />
            <span className="template-skeleton-line" />
            <span className="template-skeleton-line" data-short="" />
          </div>
        ))}
      </div>
    );
  }
  if (templates.length === 0) return <div className="projects-empty">{empty}</div>;
  return (
    <section className="project-grid" aria-label={label} onKeyDown={moveFocus}>
      {templates.map((template) => (
        <TemplateCard
          key={template.id}
          template={template}
          acquired={Boolean(template.acquired || ownCopyOf(template.id, userTemplates))}
        />
      ))}
    </section>
  );
}
