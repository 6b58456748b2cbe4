/**
 * The young generation of V8's heap in each worker thread, in MB. Left to V8 it grows to
 * 32 MB and more in a thread that allocates as fast as a grading does, and keeps those
 * pages: at 8 MB a grading server's peak RSS over a burst of gradings was 30 MB lower with
 * one grader thread and 110 MB lower with two, at the same gradings per minute
 * (apps/server/scripts/bench-grading.ts; ADR 020).
 */
export const threadYoungGenerationMb = 8;
