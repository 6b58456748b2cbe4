import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** Column names are camelCase here and snake_case in SQL (Kysely's CamelCasePlugin). */
export interface OutboxMessagesTable {
  id: Generated<string>;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  sentAt: CreatedAt;
  /** Insertion order; breaks ties in sentAt (bigint, so a string). */
  seq: Generated<string>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  firstName: string;
  lastName: string;
  email: string;
  feedback: string;
  ipAddress: string;
  createdAt: CreatedAt;
}

export interface RateLimitBucketsTable {
  key: string;
  windowStartedAt: Date;
  hits: number;
}

export interface Database {
  outboxMessages: OutboxMessagesTable;
  contactMessages: ContactMessagesTable;
  rateLimitBuckets: RateLimitBucketsTable;
}
