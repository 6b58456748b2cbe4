import type { Db } from '../db/database.ts';

export function feedbackRepository(db: Db) {
  return {
    async insert(feedback: {
      userId: string;
      resumeId: string | null;
      rating: number;
      message: string;
    }): Promise<void> {
      await db.insertInto('feedback').values(feedback).execute();
    },
  };
}
export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
