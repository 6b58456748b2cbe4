import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

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

/** Failed sign-ins or code checks of one account ('sign-in:<email>', 'code:<email>'). */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

export interface RateLimitBucketsTable {
  key: string;
  windowStartedAt: Date;
  hits: number;
}

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

/**
 * Written by better-auth (sign-up, verification) and read and updated by our repositories.
 * better-auth owns the rows' creation; our code never inserts users.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean, boolean | undefined, boolean>;
  image: string | null;
  firstName: string;
  lastName: string;
  credits: ColumnType<number, number | undefined, number>;
  subscription: ColumnType<string, string | undefined, string>;
  jobTitle: string | null;
  industry: string | null;
  companySize: string | null;
  opportunitiesOptIn: ColumnType<boolean, boolean | undefined, boolean>;
  termsAcceptedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SessionsTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface AccountsTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scope: string | null;
  password: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface AuthRateLimitsTable {
  id: string;
  key: string;
  count: number;
  /** Epoch milliseconds (bigint, so a string when read). */
  lastRequest: ColumnType<string, number, number>;
}

/** 'uploading' while a local upload URL's PUT is writing the file. */
/** 'deleted': in the undo window after its owner deleted it; purged after (migration 0014). */
export type ResumeStatus = 'pending-upload' | 'uploading' | 'uploaded' | 'deleted';

export interface ResumesTable {
  id: Generated<string>;
  /** Null for a visitor's upload until it is claimed. */
  userId: string | null;
  fileName: string;
  storageKey: string;
  sizeBytes: number | null;
  status: ColumnType<ResumeStatus, ResumeStatus | undefined, ResumeStatus>;
  createdAt: CreatedAt;
  claimExpiresAt: Date | null;
  /** The contract's Grading JSON once graded. */
  grading: ColumnType<unknown, string | undefined, string | null>;
  /** The grading's finalGrade.Cumulative, kept beside it so lists never load the grading. */
  cumulativeGrade: string | null;
  thumbnailKey: string | null;
  /** Sizes of the rendered page images, in page order; null until rendered. */
  pages: ColumnType<PageSize[] | null, string | null | undefined, string | null>;
  /** While set and in the future, one server is rendering the preview. */
  previewLeaseUntil: Date | null;
  /** The contract's AtsReading, worked out on first request. */
  atsReading: ColumnType<unknown, never, string>;
  /** The first version's id, for a later version of a resume; null for a first version. */
  versionOf: string | null;
  /** What the cached report PDF compared with: the earlier version's id, or 'first'. */
  reportBasis: ColumnType<string | null, never, string | null>;
  /**
   * The newest uploaded version of its group (a later one once graded, migration 0015): the
   * one My Reports shows. Kept by the resume repository (migration 0012), never written
   * elsewhere.
   */
  latest: Generated<boolean>;
  /** The name its owner gave the report, on every version of it; null until renamed. */
  reportName: string | null;
  /** When its owner deleted it; null unless the status is 'deleted'. */
  deletedAt: ColumnType<Date | null, never, Date | null>;
}

export interface PageSize {
  width: number;
  height: number;
}

export type GradingJobState = 'queued' | 'running' | 'done' | 'failed';

export interface GradingJobsTable {
  id: string;
  resumeId: string;
  userId: string;
  state: ColumnType<GradingJobState, GradingJobState | undefined, GradingJobState>;
  errorCode: string | null;
  errorMessage: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface JobMatchesTable {
  id: Generated<string>;
  resumeId: string;
  userId: string;
  jobDescription: string;
  jobTitle: string | null;
  score: number;
  /** The contract's JobMatchResult. */
  result: ColumnType<unknown, string, string>;
  /** md5 of the description, worked out by the database: one match per description. */
  descriptionHash: GeneratedAlways<string>;
  /** When the match was made: matching the same description again moves it (issue 36). */
  createdAt: ColumnType<Date, Date | undefined, Date>;
}

export interface FeedbackTable {
  id: Generated<string>;
  userId: string | null;
  resumeId: string | null;
  rating: number;
  message: string;
  createdAt: CreatedAt;
}

export type LedgerKind = 'opening' | 'signup' | 'purchase' | 'grading';

export interface CreditLedgerTable {
  id: Generated<string>;
  /** Null once the account is deleted: the row stays for the accounts. */
  userId: string | null;
  kind: LedgerKind;
  delta: number;
  /** What caused the change ('checkout:<id>', 'grading:<job id>'): each happens once. */
  reference: string;
  createdAt: CreatedAt;
}

export type CheckoutState = 'open' | 'completed' | 'cancelled';

export interface CheckoutsTable {
  id: string;
  userId: string | null;
  provider: 'test' | 'stripe';
  providerSessionId: string | null;
  plan: string;
  credits: number;
  amountCents: number;
  currency: string;
  state: ColumnType<CheckoutState, CheckoutState | undefined, CheckoutState>;
  createdAt: CreatedAt;
  completedAt: Date | null;
}

/** Resumes whose rows are gone and whose files may not be (migration 0013). */
export interface RemovedResumesTable {
  id: string;
  removedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface Database {
  outboxMessages: OutboxMessagesTable;
  contactMessages: ContactMessagesTable;
  rateLimitBuckets: RateLimitBucketsTable;
  loginFailures: LoginFailuresTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  authRateLimits: AuthRateLimitsTable;
  resumes: ResumesTable;
  gradingJobs: GradingJobsTable;
  feedback: FeedbackTable;
  creditLedger: CreditLedgerTable;
  checkouts: CheckoutsTable;
  jobMatches: JobMatchesTable;
  removedResumes: RemovedResumesTable;
}
