import { useEffect } from 'react';
import { toast } from 'react-toastify';

/** The seed's message for a chart that failed to load, once per failure. */
export function useErrorToast(error: unknown, message: string): void {
  useEffect(() => {
    if (error) toast.error(message);
  }, [error, message]);
}
