import { expect, type Page } from '@playwright/test';

/** Nothing on the page is wider than the screen: no sideways scrolling on a phone. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0);
}
