import { timings } from '@resumegrader/contract/timings';
import { Bounce, ToastContainer } from 'react-toastify';

/** Notification toasts as SPEC section 9 fixes them. */
export function AppToastContainer() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={timings.toastAutoCloseMs}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={timings.toastDragPercent}
      theme="light"
      transition={Bounce}
      newestOnTop
    />
  );
}
