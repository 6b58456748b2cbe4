/**
 * Logging out and deleting the account leave nothing of the session in this browser
 * (SPEC section 4): the tab's state and what outlives it, such as a pending visitor upload.
 */
export function clearClientState(): void {
  sessionStorage.clear();
  localStorage.clear();
}
