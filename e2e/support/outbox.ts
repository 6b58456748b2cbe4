import type { APIRequestContext } from '@playwright/test';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok()) throw new Error(`outbox answered ${response.status()}`);
  return (await response.json()) as OutboxMail[];
}

/** A unique address per test, so parallel tests never read each other's mail. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
