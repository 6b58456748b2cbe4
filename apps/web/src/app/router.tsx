import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { PageSkeleton } from '@/components/ui/skeleton';
import { RouteError } from './routes/route-error';

// Each page is its own chunk, so the first visit downloads only the page it opens.
const legalRoutes: RouteObject[] = [
  {
    path: 'terms-of-use',
    loader: () => import('@/features/legal/content/terms-of-use').then((m) => m.termsOfUse),
  },
  {
    path: 'privacy-policy',
    loader: () => import('@/features/legal/content/privacy-policy').then((m) => m.privacyPolicy),
  },
  {
    path: 'notice-cr',
    loader: () => import('@/features/legal/content/notice-cr').then((m) => m.noticeCalifornia),
  },
  {
    path: 'notice-eu-eea',
    loader: () => import('@/features/legal/content/notice-eu-eea').then((m) => m.noticeEuEea),
  },
  {
    path: 'notice-uk',
    loader: () => import('@/features/legal/content/notice-uk').then((m) => m.noticeUk),
  },
].map((route) => ({ ...route, lazy: () => import('./routes/legal') }));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      {
        // Errors render inside the layout, so the header and footer stay usable.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'pricing', lazy: () => import('./routes/pricing') },
          { path: 'hiring', lazy: () => import('./routes/hiring') },
          { path: 'contact-us', lazy: () => import('./routes/contact-us') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'signup', lazy: () => import('./routes/signup') },
          { path: 'signUp', lazy: () => import('./routes/signup') },
          { path: 'profile', lazy: () => import('./routes/profile') },
          { path: 'account', lazy: () => import('./routes/account') },
          { path: 'forgotPassword', lazy: () => import('./routes/forgot-password') },
          { path: 'dashboard', lazy: () => import('./routes/dashboard') },
          { path: 'preprocessing', lazy: () => import('./routes/preprocessing') },
          { path: 'results', lazy: () => import('./routes/results') },
          { path: 'checkout/test/:checkoutId', lazy: () => import('./routes/checkout-test') },
          ...legalRoutes,
          { path: 'maintenance', lazy: () => import('./routes/maintenance') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
