import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

function describe(error: unknown): { status?: number; message: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: error.statusText || String(error.data ?? '') };
  }
  if (error instanceof Error)
    return { message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { message: String(error) };
}

/** The router's error fallback (SPEC section 8): status and message, the stack if present. */
export function RouteError() {
  const { status, message, stack } = describe(useRouteError());
  return (
    <Container className="flex flex-col items-center gap-5 py-24 text-center">
      <title>Something went wrong — ResumeGrader</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-danger-50 text-danger-700">
        <TriangleAlert aria-hidden className="size-8" />
      </span>
      <h1 className="text-h1 font-extrabold">Unexpected Application Error!</h1>
      <p className="max-w-xl text-lg text-ink-muted">
        {status !== undefined && <span className="font-semibold">{status} </span>}
        {message}
      </p>
      {stack && (
        <pre className="max-h-64 w-full max-w-3xl overflow-auto rounded-control bg-surface-muted p-4 text-left text-xs text-ink-muted">
          {stack}
        </pre>
      )}
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        {/* A plain link: after a failed chunk load a full page load is what recovers. */}
        <a href="/" className={buttonClasses('outline')}>
          Go to Home
        </a>
      </div>
    </Container>
  );
}
