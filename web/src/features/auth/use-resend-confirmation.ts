import { useState } from 'react';
import { authMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { resendConfirmation } from './auth-api.ts';
import { describeFailure } from './server-errors.ts';

/** Sends the confirmation link again; the answer is the same whether or not the address exists. */
export function useResendConfirmation() {
  const [sending, setSending] = useState(false);
  const resend = async (email: string) => {
    setSending(true);
    try {
      const { message } = await resendConfirmation(email);
      toast({ title: authMessages.confirmationResentTitle, description: message });
    } catch (error) {
      toast({
        title: authMessages.confirmationResendFailedTitle,
        description: describeFailure(error, authMessages.confirmationResendFailed),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };
  return { resend, sending };
}
