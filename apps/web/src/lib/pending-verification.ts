/**
 * The e-mail waiting for its verification code, kept for the tab's life so a reload stays
 * on the verify step (SPEC: the 'email-verify flag'). The Login button clears it.
 */
const key = 'rg.pendingVerification';

export const pendingVerification = {
  get: (): string | null => sessionStorage.getItem(key),
  set: (email: string) => sessionStorage.setItem(key, email),
  clear: () => sessionStorage.removeItem(key),
};
