import type { ContactUs } from '@resumegrader/contract/contact';
import type { Message } from '@resumegrader/contract/message';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function submitContact(message: ContactUs): Promise<Message> {
  return apiRequest<Message>('/contact-us', { method: 'POST', body: message });
}

export function useSubmitContact() {
  // The form shows the outcome in its banner, so no toast.
  return useMutation({ mutationFn: submitContact, meta: { silent: true } });
}
