import { describe, expect, it } from 'vitest';
import { isCurrent, type NavItem } from './nav-items';

const item = (to: string, activePath?: string): NavItem => ({
  to,
  label: to,
  signedInOnly: false,
  ...(activePath ? { activePath } : {}),
});

describe('the current menu item', () => {
  it('is the one whose page is open; Home only on /', () => {
    expect(isCurrent(item('/'), '/')).toBe(true);
    expect(isCurrent(item('/'), '/pricing')).toBe(false);
    expect(isCurrent(item('/pricing'), '/pricing')).toBe(true);
  });

  it('follows activePath where the link points elsewhere (Results before any report)', () => {
    const results = item('/dashboard#my-reports', '/results');
    expect(isCurrent(results, '/dashboard')).toBe(false);
    expect(isCurrent(item('/dashboard'), '/dashboard')).toBe(true);
    expect(isCurrent(item('/results?id=abc', '/results'), '/results')).toBe(true);
  });
});
