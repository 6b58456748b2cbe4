const shortUsDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * SPEC section 9: en-US with a short month, 'Nov 8, 2023', in the reader's time zone.
 * Resume cards and the purchase list both show dates this way.
 */
export function formatShortDate(iso: string): string {
  return shortUsDate.format(new Date(iso));
}
