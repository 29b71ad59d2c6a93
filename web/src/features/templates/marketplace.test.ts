import { freeStanding, type Standing } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  byName,
  featuredTemplates,
  formatPrice,
  gridNeighbour,
  inCategory,
  ownCopyOf,
  templateAction,
  tidySearchWords,
} from './marketplace';
import { purchaseState } from './purchaseState';
import type { UserTemplateJson } from './templateTypes';

const composer: Standing = { tier: 'composer', trial: false, enterprise: false };
const free = { price: null, requires_composer_subscription: false };
const paid = { price: { amount: 1200, currency: 'eur' }, requires_composer_subscription: false };
const composerOnly = { price: null, requires_composer_subscription: true };

describe('the action a template offers', () => {
  it('asks a visitor to sign in, whatever the template', () => {
    for (const template of [free, paid, composerOnly])
      expect(templateAction(template, { signedIn: false, standing: freeStanding }, false)).toBe('signIn');
  });

  it('opens what the user already holds, even where their plan would not allow it', () => {
    expect(templateAction(composerOnly, { signedIn: true, standing: freeStanding }, true)).toBe('open');
  });

  it('uses free templates for free and sells paid ones', () => {
    expect(templateAction(free, { signedIn: true, standing: freeStanding }, false)).toBe('useFree');
    expect(templateAction(paid, { signedIn: true, standing: freeStanding }, false)).toBe('buy');
    // A price of zero is free too.
    const zero = { price: { amount: 0, currency: 'eur' }, requires_composer_subscription: false };
    expect(templateAction(zero, { signedIn: true, standing: freeStanding }, false)).toBe('useFree');
  });

  it('sends a free plan to Composer for Composer templates and lets Composer and above use them', () => {
    expect(templateAction(composerOnly, { signedIn: true, standing: freeStanding }, false)).toBe(
      'needsComposer',
    );
    expect(templateAction(composerOnly, { signedIn: true, standing: composer }, false)).toBe('useFree');
    const studioTrial: Standing = { tier: 'studio', trial: true, enterprise: false };
    expect(templateAction(composerOnly, { signedIn: true, standing: studioTrial }, false)).toBe('useFree');
  });
});

describe('prices', () => {
  it('reads in the interface language, from minor units', () => {
    // No-break spaces as Intl writes them: U+00A0 in German.
    expect(formatPrice({ amount: 1200, currency: 'eur' }, 'en-US')).toBe('€12.00');
    expect(formatPrice({ amount: 1250, currency: 'EUR' }, 'de')).toBe('12,50\u00a0€');
    // The yen has no minor unit: 500 is ¥500.
    expect(formatPrice({ amount: 500, currency: 'JPY' }, 'en-US')).toBe('¥500');
  });
});

describe('the grid of cards', () => {
  // Ten cards in rows of four: 0-3, 4-7, 8-9.
  it('moves by one sideways and by a row up and down, staying put at the edges', () => {
    expect(gridNeighbour(0, 'ArrowRight', 4, 10)).toBe(1);
    expect(gridNeighbour(0, 'ArrowLeft', 4, 10)).toBe(0);
    expect(gridNeighbour(1, 'ArrowDown', 4, 10)).toBe(5);
    expect(gridNeighbour(5, 'ArrowDown', 4, 10)).toBe(9);
    expect(gridNeighbour(6, 'ArrowDown', 4, 10)).toBe(6);
    expect(gridNeighbour(9, 'ArrowUp', 4, 10)).toBe(5);
    expect(gridNeighbour(2, 'ArrowUp', 4, 10)).toBe(2);
    expect(gridNeighbour(9, 'ArrowRight', 4, 10)).toBe(9);
    expect(gridNeighbour(6, 'Home', 4, 10)).toBe(0);
    expect(gridNeighbour(2, 'End', 4, 10)).toBe(9);
    expect(gridNeighbour(2, 'Enter', 4, 10)).toBeUndefined();
  });
});

describe('lists', () => {
  const templates: Array<{
    id: string;
    category: string;
    price: { amount: number; currency: string } | null;
    requires_composer_subscription: boolean;
  }> = [
    { id: 'a', category: 'photo', ...free },
    { id: 'b', category: 'text', ...paid },
    { id: 'c', category: 'photo', ...composerOnly },
    { id: 'd', category: 'design', ...free },
  ];

  it('orders by name as the language sorts, numbers by their value', () => {
    const named = [{ name: 'Tile 10' }, { name: 'tile 2' }, { name: 'Étoile' }, { name: 'Apple' }];
    expect(byName(named, 'fr').map((entry) => entry.name)).toEqual(['Apple', 'Étoile', 'tile 2', 'Tile 10']);
  });

  it('filters by category, all when none is chosen', () => {
    expect(inCategory(templates, 'photo').map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(inCategory(templates, undefined).map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('features Composer templates, then paid, then free, each in the order they came', () => {
    expect(featuredTemplates(templates, 3).map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
  });

  it('finds the user’s copy of a template, not a deleted one', () => {
    const copies = [
      { id: 'u1', template_id: 'a', state: 'deleted' },
      { id: 'u2', template_id: 'b', state: 'active' },
    ] as UserTemplateJson[];
    expect(ownCopyOf('a', copies)).toBeUndefined();
    expect(ownCopyOf('b', copies)?.id).toBe('u2');
  });
});

describe('the template editor’s fields', () => {
  it('keeps each search word once, in order, separated by single spaces', () => {
    expect(tidySearchWords(' poster, Spring  spring,flowers ')).toBe('poster Spring flowers');
  });
});

describe('where a purchase stands', () => {
  const copy = { id: 'u1', template_id: 't', project_id: 'p' } as UserTemplateJson;

  it('is ready once the copy exists after the payment', () => {
    expect(
      purchaseState({
        session: { id: 's', status: 'complete' },
        sessionMissing: false,
        order: undefined,
        copy,
      }),
    ).toBe('ready');
  });

  it('is preparing between the payment and the copy', () => {
    expect(
      purchaseState({
        session: { id: 's', status: 'complete', payment_status: 'paid' },
        sessionMissing: false,
        order: undefined,
        copy: undefined,
      }),
    ).toBe('preparing');
  });

  it('says an open checkout was not paid, and an expired one or a failed order failed', () => {
    expect(
      purchaseState({
        session: { id: 's', status: 'open' },
        sessionMissing: false,
        order: undefined,
        copy: undefined,
      }),
    ).toBe('unpaid');
    expect(
      purchaseState({
        session: { id: 's', status: 'expired' },
        sessionMissing: false,
        order: undefined,
        copy: undefined,
      }),
    ).toBe('failed');
    expect(
      purchaseState({
        session: { id: 's', status: 'complete' },
        sessionMissing: false,
        order: { status: 'canceled' } as never,
        copy: undefined,
      }),
    ).toBe('failed');
  });

  it('does not know a checkout that is not the user’s, and waits while nothing is known', () => {
    expect(
      purchaseState({ session: undefined, sessionMissing: true, order: undefined, copy: undefined }),
    ).toBe('unknown');
    expect(
      purchaseState({ session: undefined, sessionMissing: false, order: undefined, copy: undefined }),
    ).toBe('checking');
  });
});
