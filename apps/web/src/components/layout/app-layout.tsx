import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useUser } from '@/lib/api/get-user';
import { Footer } from './footer';
import { Header } from './header';

export function AppLayout() {
  const { data: user = null } = useUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header user={user} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer signedIn={user !== null} />
      {/* Every full page load has the key 'default' (the return from a checkout, a typed
          URL): keyed by path there, so one page's scroll is never restored on another. */}
      <ScrollRestoration getKey={(l) => (l.key === 'default' ? l.pathname : l.key)} />
    </div>
  );
}
