import { Wrench } from 'lucide-react';
import { StatusPage } from '@/components/layout/status-page';

export function Component() {
  return (
    <StatusPage
      icon={<Wrench aria-hidden className="size-8" />}
      title="Website is Under Maintenance"
      text="We are making a few improvements and will be back shortly. Thank you for your patience."
      pageTitle="Under maintenance — ResumeGrader"
    />
  );
}
