import { useLoaderData } from 'react-router';
import { LegalPage } from '@/features/legal/components/legal-page';
import type { LegalDocument } from '@/features/legal/legal-document';

/** One route component for every legal text; the router's loader picks the document. */
export function Component() {
  const document = useLoaderData<LegalDocument>();
  return (
    <>
      <title>{`${document.title} — ResumeGrader`}</title>
      <LegalPage document={document} />
    </>
  );
}
