import type { ContactUs, ContactUsResponse } from '@resumegrader/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function submitContact(message: ContactUs): Promise<ContactUsResponse> {
  return apiRequest<ContactUsResponse>('/contact-us', { method: 'POST', body: message });
}

export function useSubmitContact() {
  // The form shows the outcome in its banner, so no toast.
  return useMutation({ mutationFn: submitContact, meta: { silent: true } });
}
